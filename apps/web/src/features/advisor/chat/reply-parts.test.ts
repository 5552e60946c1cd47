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

  it('keeps the note of a French sources heading (titles cited as published)', () => {
    const parts = replyParts(answer.replace('**Sources**', '**Sources** (titres tels que publiés)'));
    expect(parts.sources).toBe(
      '**Sources** (titres tels que publiés)\n\n- [RGPH-5](https://www.ansd.sn/rgph) — ANSD — 2024\n- Atlas — ANSD',
    );
    expect(parts.rest).toBe('```sql\nSELECT 1 ; -- ["Matam"]\n```');
    expect(parts.language).toBe('fr');
  });

  it('keeps an English reply’s punctuation and a reply without sources whole', () => {
    const parts = replyParts('**Matam**: 831 632 people?\n\nNo sources here.');
    expect(parts).toEqual({
      answer: '**Matam**: 831\u00a0632 people?\n\nNo sources here.',
      sources: null,
      rest: '',
      language: 'en',
    });
    expect(looksFrench('The population of Matam in 2023 is')).toBe(false);
    expect(looksFrench('La population de Matam est')).toBe(true);
  });

  it('reads the language from the answer, not from its query or its English source titles', () => {
    // A short French answer under two queries and a source title: more English words than French.
    const reply = [
      '*Lu comme : population · Matam (région) · 2023*',
      '',
      '- Matam (région) : **831 632 habitants** ; le nom « Matam » désigne aussi le département.',
      '',
      '**Sources**',
      '- [Population projections 2024–2030 by department](https://opendata.ansd.sn) — ANSD — 2024',
      '',
      '**Requête SQL exécutée**',
      '',
      '```sql',
      'select pcode as pcode, value as value from knowledge.population where pcode = any($1) and sex = $2;',
      'select pcode as pcode, value as value from knowledge.population where pcode = any($1) and sex = $2;',
      '```',
    ].join('\n');
    expect(replyParts(reply).answer).toBe(
      '*Lu comme\u202f: population · Matam (région) · 2023*\n\n' +
        '- Matam (région)\u202f: **831\u00a0632 habitants**\u202f; le nom «\u202fMatam\u202f» désigne aussi le département.',
    );
  });
});
