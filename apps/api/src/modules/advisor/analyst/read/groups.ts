import type { AdvisorLanguage } from '../../advisor.engine.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { parseQuestion } from '../text.ts';
import { readAges } from './ages.ts';
import type { Frame } from './frame.ts';

/**
 * A list of population groups in one question ("how many children under 5, people aged 65 and
 * over, and women live in Louga?", "les moins de 5 ans, les 60 ans et plus et les femmes de
 * Kolda"): read whole, the groups would merge into one (women aged 65 and over). Each item of the
 * list, between commas or "et"/"and", is a group of its own: an age range, a sex, or both; the
 * rest of the frame (places, year, source) is shared. Null unless two age ranges are listed, for a
 * plain value (a ratio of age groups is one ask).
 */
export function groupFrames(question: string, lang: AdvisorLanguage, whole: Frame, catalog: Catalog): Frame[] | null {
  const measure = catalog.measures.get(whole.measure);
  const step = measure?.store?.range?.step;
  if (!step) return null;
  const groups: { ages: [number, number | null] | null; sex: string | null }[] = [];
  for (const item of question.split(
    /\s*[,;]\s*|\s+(?:et|and|ainsi que|as well as|ou|or|que|than|vs|versus)\s+(?!(?:over|older|above|up|plus|more|au[- ]dela)\b)(?=(?:les?\s+|la\s+|des\s+|of\s+|the\s+)?\p{L})/iu,
  )) {
    const q = parseQuestion(item, lang);
    const ages = readAges(q, catalog.ageGroups);
    const sexes = catalog.dimensionWords.find(q.tokens).filter((h) => h.entry.dim === 'sex');
    const sex = sexes.length === 1 ? sexes[0]!.entry.value : null;
    if (ages || sex) groups.push({ ages, sex });
  }
  // Two age ranges at least ("femmes et hommes de 60 ans et plus" is one group, split by sex).
  const ranges = new Set(groups.flatMap((g) => (g.ages ? [JSON.stringify(g.ages)] : [])));
  if (ranges.size < 2 || !['value', 'compare'].includes(whole.op) || whole.shareOf || whole.per) return null;
  return groups.map((g) => {
    // A sex with no age ("and women"): the population of that sex, from the same source and year.
    if (!g.ages) {
      const dims = { ...whole.dims, sex: g.sex! };
      const f: Frame = { ...whole, measure: measure!.whole ?? 'population', ages: null, dims, op: 'value' };
      delete f.agesAsked;
      return f;
    }
    const asked = g.ages ?? [0, null];
    const ages: [number, number | null] = [
      Math.floor(asked[0] / step) * step,
      asked[1] === null ? null : Math.ceil((asked[1] + 1) / step) * step - 1,
    ];
    const dims = { ...whole.dims };
    if (g.sex && g.sex !== 'total') dims.sex = g.sex;
    else delete dims.sex;
    const f: Frame = { ...whole, ages, dims, op: 'value' };
    if (ages[0] !== asked[0] || ages[1] !== asked[1]) f.agesAsked = asked;
    else delete f.agesAsked;
    return f;
  });
}
