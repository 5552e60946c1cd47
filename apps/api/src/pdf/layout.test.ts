import { describe, expect, it } from 'vitest';
import { detectLanguage, generatedLabel } from './language.ts';
import { layoutMarkdown } from './layout.ts';
import { distribute } from './render.ts';

describe('layoutMarkdown', () => {
  it('maps every element of a report to the layout model', () => {
    const { title, blocks } = layoutMarkdown(
      [
        '# Titre **principal**',
        '',
        'Un *paragraphe* avec `code`, **gras** et [lien](https://example.sn/a).',
        '',
        '#### Niveau quatre',
        '##### Niveau cinq',
        '',
        '- a',
        '  - b',
        '',
        '3. trois',
        '4. quatre',
        '',
        '- [x] fait',
        '- [ ] à faire',
        '',
        '| A | B |',
        '|:-:|--:|',
        '| 1 | **2** |',
        '',
        '```js',
        'let x = 1;',
        '```',
        '',
        '> cité',
        '',
        '---',
      ].join('\n'),
    );
    expect(title).toBe('Titre principal');
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'heading',
      'list',
      'list',
      'list',
      'table',
      'code',
      'quote',
      'rule',
    ]);
    const paragraph = blocks[1]!;
    expect(paragraph.kind === 'paragraph' && paragraph.runs).toEqual([
      { text: 'Un ' },
      { text: 'paragraphe', italic: true },
      { text: ' avec ' },
      { text: 'code', code: true },
      { text: ', ' },
      { text: 'gras', bold: true },
      { text: ' et ' },
      { text: 'lien', link: 'https://example.sn/a' },
      { text: '.' },
    ]);
    expect(blocks[3]).toMatchObject({ kind: 'heading', level: 4 });
    const nested = blocks[4]!;
    expect(nested.kind === 'list' && nested.items[0]!.blocks.map((b) => b.kind)).toEqual(['paragraph', 'list']);
    expect(blocks[5]).toMatchObject({ kind: 'list', ordered: true, start: 3 });
    const tasks = blocks[6]!;
    expect(tasks.kind === 'list' && tasks.items.map((i) => i.checked)).toEqual([true, false]);
    expect(blocks[7]).toEqual({
      kind: 'table',
      align: ['center', 'right'],
      header: [
        { text: 'A', bold: true },
        { text: 'B', bold: true },
      ],
      rows: [
        [
          { text: '1', bold: false },
          { text: '2', bold: true },
        ],
      ],
    });
    expect(blocks[8]).toEqual({ kind: 'code', text: 'let x = 1;' });
  });

  it('keeps raw HTML as the text that was written', () => {
    const { blocks } = layoutMarkdown('Avant <script>alert(1)</script> après\n\n<div onclick="x()">bloc</div>\n');
    const text = blocks.map((b) => (b.kind === 'paragraph' ? b.runs.map((r) => r.text).join('') : '')).join('|');
    expect(text).toBe('Avant <script>alert(1)</script> après|<div onclick="x()">bloc</div>');
  });

  it('only keeps http(s) and mailto links clickable, and never fetches images', () => {
    const { blocks } = layoutMarkdown(
      '[a](javascript:alert(1)) [b](mailto:x@example.sn) [c](file:///etc/passwd) ![carte](https://example.sn/x.png)',
    );
    const runs = blocks[0]!.kind === 'paragraph' ? blocks[0]!.runs : [];
    expect(runs.filter((r) => r.link).map((r) => r.link)).toEqual(['mailto:x@example.sn']);
    expect(runs.map((r) => r.text).join('')).toContain('[carte]');
  });

  it('turns soft line breaks into spaces and decodes entities', () => {
    const { blocks } = layoutMarkdown('ligne une\nligne deux &amp; &eacute;');
    expect(blocks[0]).toMatchObject({ kind: 'paragraph', runs: [{ text: 'ligne une ligne deux & &eacute;' }] });
  });

  it('flattens absurdly deep nesting instead of recursing without end', () => {
    const deep = `${'> '.repeat(200)}fond`;
    expect(() => layoutMarkdown(deep)).not.toThrow();
  });
});

describe('detectLanguage', () => {
  it('recognises English and defaults to French', () => {
    expect(detectLanguage('The water level of the river is rising and the roads are cut.')).toBe('en');
    expect(detectLanguage('Le niveau du fleuve monte et les routes sont coupées dans la région.')).toBe('fr');
    expect(detectLanguage('| 12 | 34 |')).toBe('fr');
  });

  it('writes the generation date in the document language', () => {
    const date = new Date('2026-11-22T08:00:00Z');
    expect(generatedLabel('fr', date)).toBe('Généré le 22 novembre 2026');
    expect(generatedLabel('en', date)).toBe('Generated on 22 November 2026');
  });
});

describe('distribute', () => {
  it('gives narrow tables their natural widths, stretched to the page', () => {
    expect(distribute([100, 100], [20, 20], 400)).toEqual([200, 200]);
  });

  it('keeps every column at least as wide as its longest word and shares the rest by need', () => {
    const widths = distribute([50, 60, 1000], [40, 55, 70], 400);
    expect(widths[0]).toBeGreaterThanOrEqual(40);
    expect(widths[1]).toBeGreaterThanOrEqual(55);
    expect(widths[2]).toBeGreaterThan(widths[1]!);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(400);
  });
});
