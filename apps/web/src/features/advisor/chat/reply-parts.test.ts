import { describe, expect, it } from 'vitest';
import { looksFrench, replyParts } from './reply-parts.ts';

const answer = [
  '**Matam** : 831 632 habitants en 2023 ; la projection de l’ANSD.',
  '',
  '**Sources**',
  '- [RGPH-5](https://www.ansd.sn/rgph) — ANSD — 2024',
  '- Atlas — ANSD',
  '',
  '**Requête SQL exécutée**',
  '',
  '```sql',
  'SELECT 1 ; -- ["Matam"]',
  '```',
].join('\n');

describe('replyParts', () => {
  it('cuts the answer, its sources and the query, and drops the caption the fold replaces', () => {
    const parts = replyParts(answer);
    expect(parts.answer).toBe('**Matam**\u202f: 831\u00a0632 habitants en 2023\u202f; la projection de l’ANSD.');
    expect(parts.sources).toBe('**Sources**\n\n- [RGPH-5](https://www.ansd.sn/rgph) — ANSD — 2024\n- Atlas — ANSD');
    expect(parts.rest).toBe('```sql\nSELECT 1 ; -- ["Matam"]\n```');
  });

  it('keeps an English reply’s punctuation and a reply without sources whole', () => {
    const parts = replyParts('**Matam**: 831 632 people?\n\nNo sources here.');
    expect(parts).toEqual({ answer: '**Matam**: 831\u00a0632 people?\n\nNo sources here.', sources: null, rest: '' });
    expect(looksFrench('The population of Matam in 2023 is')).toBe(false);
    expect(looksFrench('La population de Matam est')).toBe(true);
  });
});
