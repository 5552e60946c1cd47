import { type Catalog, dimensionLabel, type Measure } from '../catalog/catalog.ts';
import type { Frame } from '../read/frame.ts';
import { ageText } from '../write/format.ts';

/**
 * The measure a frame asks: its catalog measure, or — for "postes de santé par centre de santé" — the
 * ratio of that measure at one value of a dimension to it at another, computed like any ratio.
 */
export function frameMeasure(frame: Frame, catalog: Catalog): Measure {
  const m = catalog.measures.get(frame.measure)!;
  if (frame.gap) return gapMeasure(m, frame.gap, catalog);
  if (frame.ageRatio) return ageRatioMeasure(m, frame.ageRatio);
  const r = frame.dimRatio;
  if (!r) return m;
  const [a, b] = [r.numerator, r.denominator];
  const name = (lang: 'fr' | 'en') =>
    `${dimensionLabel(catalog, r.dim, a, lang)} ${lang === 'fr' ? 'par' : 'per'} ${dimensionLabel(catalog, r.dim, b, lang)}`;
  return {
    ...m,
    id: `${m.id}:${a}/${b}`,
    name: { fr: name('fr'), en: name('en') },
    phrase: undefined,
    unit: { fr: '', en: '' },
    format: 'decimal2',
    additive: false,
    store: undefined,
    ratio: {
      numerator: m.id,
      denominator: m.id,
      factor: 1,
      dims: { numerator: { [r.dim]: a }, denominator: { [r.dim]: b } },
      names: {
        numerator: { fr: dimensionLabel(catalog, r.dim, a, 'fr'), en: dimensionLabel(catalog, r.dim, a, 'en') },
        denominator: { fr: dimensionLabel(catalog, r.dim, b, 'fr'), en: dimensionLabel(catalog, r.dim, b, 'en') },
      },
    },
  } as Measure;
}

/** "L'écart entre l'eau potable et l'électricité": the size of one measure minus another, in points. */
function gapMeasure(m: Measure, gap: NonNullable<Frame['gap']>, catalog: Catalog): Measure {
  const other = catalog.measures.get(gap.minus)!;
  const termName = (measure: Measure, dims: Record<string, string> | undefined, lang: 'fr' | 'en') => {
    const [dim, value] = Object.entries(dims ?? {})[0] ?? [];
    return dim ? dimensionLabel(catalog, dim, value!, lang) : measure.name[lang];
  };
  const name = (lang: 'fr' | 'en') =>
    `${lang === 'fr' ? 'écart entre' : 'gap between'} ${termName(m, gap.dims?.of, lang)} ${lang === 'fr' ? 'et' : 'and'} ${termName(other, gap.dims?.minus, lang)}`;
  const points = m.format === 'percent';
  return {
    ...m,
    id: `${m.id}-${other.id}`,
    name: { fr: name('fr'), en: name('en') },
    phrase: undefined,
    unit: points ? { fr: 'points de %', en: 'percentage points' } : m.unit,
    format: points ? 'decimal2' : m.format,
    additive: false,
    store: undefined,
    ratio: undefined,
    complement: undefined,
    companion: undefined,
    difference: { of: m.id, minus: other.id, dims: gap.dims, abs: true },
  } as Measure;
}

/** "60 ans et plus pour 100 moins de 15 ans": one age range per 100 people of another, like the dependency ratios. */
function ageRatioMeasure(m: Measure, r: NonNullable<Frame['ageRatio']>): Measure {
  const [a, b] = [r.numerator, r.denominator];
  const name = (lang: 'fr' | 'en') =>
    `${ageText(a, lang)} ${lang === 'fr' ? 'pour 100 personnes de' : 'per 100 people'} ${ageText(b, lang)}`;
  return {
    ...m,
    id: `population_age:${a.join('-')}/${b.join('-')}`,
    name: { fr: name('fr'), en: name('en') },
    phrase: undefined,
    unit: { fr: `pour 100 personnes de ${ageText(b, 'fr')}`, en: `per 100 people ${ageText(b, 'en')}` },
    format: 'decimal1',
    additive: false,
    store: undefined,
    ratio: {
      numerator: m.id,
      denominator: m.id,
      factor: 100,
      ages: { numerator: [a], denominator: [b] },
      names: {
        numerator: { fr: ageText(a, 'fr'), en: ageText(a, 'en') },
        denominator: { fr: ageText(b, 'fr'), en: ageText(b, 'en') },
      },
    },
  } as Measure;
}
