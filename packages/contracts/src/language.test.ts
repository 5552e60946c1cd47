import { describe, expect, it } from 'vitest';
import { textLanguage } from './language.ts';

describe('textLanguage', () => {
  it('reads source titles as published, in either language', () => {
    expect(textLanguage('UNICEF Senegal Flash Update No.01 (as of 4 Nov 2024)', 'fr')).toBe('en');
    expect(textLanguage('Senegal 2009 PDNA undertaken after 2009 flooding', 'fr')).toBe('en');
    expect(textLanguage('Fortes pluies du lundi au Senegal : 4900 maisons inondees', 'en')).toBe('fr');
    expect(textLanguage("Leral, 'Crues du Fleuve Sénégal : Au total, 774 ménages impactés'", 'en')).toBe('fr');
    // French beside an English note of the compiler: the accents of its words tell.
    expect(textLanguage("DGPRE, 'Le suivi des eaux de surface' (alert level: Leral/APS 2025-01)", 'en')).toBe('fr');
  });

  it('does not take an accented name for French, and falls back when nothing tells', () => {
    expect(textLanguage('Floods in Thiès and Kédougou', 'fr')).toBe('en');
    expect(textLanguage('IFRC DREF MDRSN017 EPoA', 'en')).toBe('en');
    expect(textLanguage('IFRC DREF MDRSN017 EPoA', 'fr')).toBe('fr');
  });
});
