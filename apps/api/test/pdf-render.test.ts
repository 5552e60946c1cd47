import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from '../src/pdf/render.ts';
import { positionsInOrder, readPdf } from './helpers/pdf.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/reports/${name}`, import.meta.url), 'utf8');
const GENERATED_AT = new Date('2026-11-22T08:00:00Z');

describe('renderReportPdf, read back with poppler (pdfinfo, pdftotext)', () => {
  it('renders every element, in order, with French and Wolof letters', async () => {
    const pdf = await renderReportPdf(fixture('elements.fr.md'), { generatedAt: GENERATED_AT });
    const { info, pages, layout } = await readPdf(pdf);
    expect(info.Title).toBe('Rapport de situation — Inondations à Kaffrine');
    expect(info.Author).toBe('Plateforme Inondations Sénégal');
    expect(pages).toBe(2);
    const order = positionsInOrder(layout, [
      'Rapport de situation — Inondations à Kaffrine', // h1
      'zones inondées', // bold
      'mesures prises', // italic
      'CRUE-2024-09', // inline code
      'le portail de la protection civile', // link text
      'é è ê à ç ô û ñ ŋ ë',
      'Ñaari ŋoroŋ ci Kaolack',
      'Population affectée', // h2
      'Besoins prioritaires', // h3
      '• Eau potable et pastilles de chlore',
      '◦ Bâches et kits de cuisine',
      '▪ Distribution à Koungheul',
      'Étapes de la réponse', // h4
      '1. Évaluation rapide des dégâts',
      '3. Suivi des points d’eau'.replace('’', "'"),
      '1. Analyse de la qualité', // nested numbered
      'Département',
      'Ménages', // header cells wrap in their column
      'Personnes',
      'Kaffrine 1 250 4 300 Route nationale coupée près du', // long cell, wrapped…
      'pendant la saison des pluies', // …on the following lines
      'Malem Hodar 410 950 Situation stable',
      'Note de terrain', // block quote
      'niveau_eau = mesure("station-kaffrine")', // code block
      '<script>alert("x")</script>', // raw HTML, as text
      '<b>gras</b>',
      '<div class="danger">Bloc HTML affiché tel quel</div>',
      'Fin du rapport',
      'ancienne estimation', // strikethrough text is kept
    ]);
    expect(order, JSON.stringify(order)).not.toContain(-1);
    // The link is a real link annotation.
    expect(pdf.toString('latin1')).toMatch(/\/URI \(https:\/\/www\.example\.sn\/crue\)/);
    // Document language in the catalog.
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(fr-SN\)/);
  });

  it('puts the platform name in each header and "page x / y" with the date in each footer', async () => {
    const pdf = await renderReportPdf(fixture('elements.fr.md'), { generatedAt: GENERATED_AT });
    const { pageTexts } = await readPdf(pdf);
    pageTexts.forEach((page, i) => {
      expect(page).toContain('Plateforme Inondations Sénégal');
      expect(page).toContain(`page ${i + 1} / 2`);
      expect(page).toContain('Généré le 22 novembre 2026');
    });
  });

  it('writes English page furniture and metadata for an English report', async () => {
    const pdf = await renderReportPdf(fixture('situation.en.md'), { generatedAt: GENERATED_AT });
    const { info, pages, text } = await readPdf(pdf);
    expect(info.Title).toBe('Flood Situation Report — Saint-Louis Region');
    expect(pages).toBe(1);
    expect(text).toContain('Senegal Flood Response Platform');
    expect(text).toContain('Generated on 22 November 2026');
    expect(text).toContain('page 1 / 1');
    expect(pdf.toString('latin1')).toMatch(/\/Lang \(en\)/);
  });

  it('lets the caller force the language', async () => {
    const pdf = await renderReportPdf(fixture('situation.en.md'), { lang: 'fr', generatedAt: GENERATED_AT });
    const { text } = await readPdf(pdf);
    expect(text).toContain('Plateforme Inondations Sénégal');
    expect(text).toContain('Généré le 22 novembre 2026');
  });

  it('spreads a long table over 20+ pages, repeating its header row on every page', async () => {
    const pdf = await renderReportPdf(fixture('long-table.fr.md'), { generatedAt: GENERATED_AT });
    const { info, pages, pageTexts, text, layout } = await readPdf(pdf);
    expect(pages).toBeGreaterThanOrEqual(20);
    expect(info.Title).toBe('Bilan de la saison des pluies 2024 — Rapport consolidé');
    // Every row, in order: "N° Région" at the start of its line.
    const regions = fixture('long-table.fr.md')
      .split('\n')
      .filter((line) => /^\| \d+ \|/.test(line))
      .map((line) =>
        line
          .split('|')
          .slice(1, 3)
          .map((cell) => cell.trim())
          .join(' '),
      );
    expect(regions).toHaveLength(330);
    expect(positionsInOrder(layout, regions)).not.toContain(-1);
    const tablePages = pageTexts.filter((page) => /Quartier\s+[A-Z]\d/.test(page));
    expect(tablePages.length).toBeGreaterThanOrEqual(20);
    for (const page of tablePages) {
      expect(page).toContain('Observation');
      expect(page).toMatch(/Ménages\s+touchés/);
      expect(page).toMatch(/Personnes\s+déplacées/);
    }
    pageTexts.forEach((page, i) => expect(page).toContain(`page ${i + 1} / ${pages}`));
    expect(text).toContain('Fin du rapport consolidé');
  });

  it('continues a table row taller than a page on the next page, header repeated, nothing cut', async () => {
    const words = Array.from({ length: 1500 }, (_, i) => `mot${i}`);
    const markdown = `# Tableau\n\n| Zone | Détail |\n|---|---|\n| Kolda | ${words.join(' ')} |\n| Sédhiou | fin |\n`;
    const pdf = await renderReportPdf(markdown, { generatedAt: GENERATED_AT });
    const { pages, pageTexts, layout } = await readPdf(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(positionsInOrder(layout, [...words, 'Sédhiou fin'])).not.toContain(-1);
    for (const page of pageTexts) expect(page).toContain('Détail');
  });

  it('cuts a word wider than its column between letters instead of losing it', async () => {
    const long = 'Ndiawdoune'.repeat(30);
    const pdf = await renderReportPdf(`| A | B | C |\n|---|---|---|\n| ${long} | ${long} | x |\n`, {
      generatedAt: GENERATED_AT,
    });
    const { text } = await readPdf(pdf);
    expect(text.replace(/\s+/g, '').split(long).length - 1).toBe(2);
  });

  it('reads back every letter in documents rendered one after another (fonts are parsed once per thread)', async () => {
    // "Ñ" is met first in one document; "N" must still be "N" in the next ones.
    for (const markdown of [
      '# Ñaari ŋoroŋ\n\nÑ ñ',
      '# Niveau\n\nNdiaye, November, Ñ, N.',
      '# Nouveau\n\n*Note* **Nord**',
    ]) {
      const pdf = await renderReportPdf(markdown, { generatedAt: GENERATED_AT });
      const { text } = await readPdf(pdf);
      const body = markdown.replace(/[#*]/g, '').split('\n').filter(Boolean);
      // Compared without blanks: pdftotext guesses spaces from the gaps between single letters.
      for (const line of body) expect(text.replace(/\s+/g, '')).toContain(line.replace(/\s+/g, ''));
    }
  });

  it('falls back to a generic title when the report has no heading', async () => {
    const pdf = await renderReportPdf('Juste un paragraphe, sans titre, pour la cellule de crise.', {
      generatedAt: GENERATED_AT,
    });
    expect((await readPdf(pdf)).info.Title).toBe('Rapport');
  });
});
