import { describe, expect, it } from 'vitest';
import { frenchTypography, keepNumbersTogether, NBSP, NNBSP, typeset } from './typography.ts';

const show = (s: string) => s.replaceAll(NNBSP, '⍽').replaceAll(NBSP, '_');

describe('frenchTypography', () => {
  it('puts a narrow no-break space before ; : ! ? » and after «', () => {
    expect(show(frenchTypography('Comment puis-je vous aider ?'))).toBe('Comment puis-je vous aider⍽?');
    expect(show(frenchTypography('Note: ceci ; cela!'))).toBe('Note⍽: ceci⍽; cela⍽!');
    expect(show(frenchTypography('la région « Matam » est'))).toBe('la région «⍽Matam⍽» est');
    expect(show(frenchTypography('«Matam»'))).toBe('«⍽Matam⍽»');
    expect(show(frenchTypography('Vraiment ?!'))).toBe('Vraiment⍽?!');
    expect(show(frenchTypography('**Zone d’étude** : choisissez'))).toBe('**Zone d’étude**⍽: choisissez');
  });

  it('spaces a mark that follows a placeholder, a link or a code span, or opens the text', () => {
    expect(show(frenchTypography('{{name}} : détail de l’indice'))).toBe('{{name}}⍽: détail de l’indice');
    expect(show(frenchTypography('Poids : {{dimension}} ?'))).toBe('Poids⍽: {{dimension}}⍽?');
    expect(show(frenchTypography('Voir https://www.ansd.sn : la suite'))).toBe('Voir https://www.ansd.sn⍽: la suite');
    expect(show(frenchTypography('`SELECT 1` ; puis'))).toBe('`SELECT 1`⍽; puis');
    expect(show(frenchTypography(' : '))).toBe('⍽: ');
  });

  it('keeps figures together', () => {
    expect(show(frenchTypography('831 632 habitants, 1 234 567 et 45 %'))).toBe('831_632 habitants, 1_234_567 et 45⍽%');
    // A year beside a figure is not a group of the figure.
    expect(show(frenchTypography('en 2023 2 000 personnes'))).toBe('en 2023 2_000 personnes');
    expect(show(frenchTypography('en 2022 500 personnes'))).toBe('en 2022 500 personnes');
  });

  it('leaves URLs, times, code, placeholders and entities alone', () => {
    const text = 'Voir https://www.ansd.sn/a?b=1 à 10:30 `SELECT a::int;` {{max}} &amp; fin';
    expect(frenchTypography(text)).toBe(text);
    const fenced = 'Requête :\n\n```sql\nSELECT 1 ; -- ok ?\n```\n';
    expect(show(frenchTypography(fenced))).toBe('Requête⍽:\n\n```sql\nSELECT 1 ; -- ok ?\n```\n');
    expect(frenchTypography('| a | b |\n|:---|---:|\n| 1 | 2 |')).toBe('| a | b |\n|:---|---:|\n| 1 | 2 |');
  });

  it('leaves the punctuation of a source title published in English as it is', () => {
    const sources = [
      '**Sources** (titres tels que publiés)',
      '- [*Senegal: Floods in Dakar and Thies - EPoA*](https://reliefweb.int/a) — fiabilité A',
      '- *Senegal River floods: populations want long-term solutions; UNICEF Update* — 2024-10-18',
      "- *Leral, 'Crues du Fleuve Sénégal : Au total, 774 ménages impactés'* — fiabilité B",
      'Une phrase : la suite.',
    ].join('\n');
    expect(show(frenchTypography(sources)).split('\n')).toEqual([
      '**Sources** (titres tels que publiés)',
      '- [*Senegal: Floods in Dakar and Thies - EPoA*](https://reliefweb.int/a) — fiabilité A',
      '- *Senegal River floods: populations want long-term solutions; UNICEF Update* — 2024-10-18',
      "- *Leral, 'Crues du Fleuve Sénégal⍽: Au total, 774 ménages impactés'* — fiabilité B",
      'Une phrase⍽: la suite.',
    ]);
  });

  it('is idempotent', () => {
    const once = frenchTypography('« Matam » : 831 632 ; vraiment ? oui !');
    expect(frenchTypography(once)).toBe(once);
  });
});

describe('keepNumbersTogether and typeset', () => {
  it('touches only numbers outside French', () => {
    expect(show(keepNumbersTogether('Note: 360 000 people?'))).toBe('Note: 360_000 people?');
    expect(show(typeset('Note: 360 000 ?', 'en'))).toBe('Note: 360_000 ?');
    expect(show(typeset('Note: 360 000 ?', 'fr'))).toBe('Note⍽: 360_000⍽?');
  });
});
