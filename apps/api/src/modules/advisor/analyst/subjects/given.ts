import { type AnswerBuilder, fmt } from '../answer.ts';
import { scaleNumbers, type ParsedQuestion } from '../text.ts';
import type { StandardRow } from './standards.ts';

/**
 * A standard read backwards (issue 12): "nous avons 12 latrines, combien de personnes ?" (12 × 50
 * people per toilet), "sur 1 200 enfants malnutris, combien au moins pris en charge ?" (>50 % of
 * them), computed from the count the question gives, never from a people count it does not.
 */

/** "Combien de personnes cela dessert-il ?", "how many people can they serve?": a capacity asked. */
export const CAPACITY =
  /\b(combien de (personnes|gens|monde|beneficiaires)|how many (people|persons|beneficiaries)|desservir|dessert|desservent|serve|serves|suffit pour|suffisent pour|enough for|au moins|at least|minimum)\b/;

/** The count a question gives (not a year, a percentage, an age, a period or a rate's own value). */
export function givenCount(q: ParsedQuestion): number | null {
  const flat = scaleNumbers(q.raw);
  for (const m of flat.matchAll(/(\d+(?:[.,]\d+)?)(\s*)([^\s\d]*)(\s+(\S+))?/g)) {
    const n = Number(m[1]!.replace(',', '.'));
    const next = `${m[3] ?? ''} ${m[5] ?? ''}`.toLowerCase();
    if (q.years.includes(n) || !Number.isInteger(n) || n <= 0) continue;
    if (/^(%|pourcent|percent|ans?\b|years?\b|jours?\b|days?\b|l\b|litres?\b|liters?\b|m2|m²|kcal)/.test(next.trim()))
      continue;
    return n;
  }
  return null;
}

/** A count, a volume of water or an area the question gives, which a standard can be read backwards from. */
export function givenQuantity(q: ParsedQuestion): boolean {
  return givenCount(q) !== null || volumeGiven(q) !== null || areaGiven(q) !== null;
}

export function standardsBackwards(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[]): void {
  if (peopleOfVolume(b, q, rows)) return;
  const n = givenCount(q);
  const area = areaGiven(q);
  if (n === null && area === null) return;
  for (const s of rows) {
    const v = s.value_num;
    if (v === null || v <= 0) continue;
    const unit = (s.unit ?? '').toLowerCase();
    // "Un terrain de 2 hectares : combien de personnes ?": the area over the area per person.
    if (area !== null && /square met|^m2$|^m²$/.test(unit) && /person/.test(s.per ?? '')) {
      const people = Math.floor(area / v);
      b.figure({
        label: b.t('Personnes accueillies', 'People housed'),
        value: people,
        kind: 'computed',
        sourceIds: [s.source_id],
      });
      b.say(
        b.t(
          `- **${fmt(area, 'fr')} m² ÷ ${fmt(v, 'fr')} m² par personne = ${fmt(people, 'fr')} personnes** au plus, selon ${s.standard_id} (${fmt(area / v, 'fr', 1)}, arrondi à l'unité inférieure).`,
          `- **${fmt(area, 'en')} m² ÷ ${fmt(v, 'en')} m² per person = ${fmt(people, 'en')} people** at most, under ${s.standard_id} (${fmt(area / v, 'en', 1)}, rounded down).`,
        ),
      );
      continue;
    }
    if (n === null) continue;
    if (/^(people|persons?|personnes?)$/.test(unit)) {
      const people = n * v;
      b.figure({
        label: b.t('Personnes desservies', 'People served'),
        value: people,
        kind: 'computed',
        sourceIds: [s.source_id],
      });
      b.say(
        b.t(
          `- **${fmt(n, 'fr')} × ${fmt(v, 'fr')} = ${fmt(people, 'fr')} personnes** au plus, selon ${s.standard_id} (${fmt(v, 'fr')} personnes par unité).`,
          `- **${fmt(n, 'en')} × ${fmt(v, 'en')} = ${fmt(people, 'en')} people** at most, under ${s.standard_id} (${fmt(v, 'en')} people per ${s.per ?? 'unit'}).`,
        ),
      );
    } else if (unit.startsWith('%')) {
      const least = Math.ceil((n * v) / 100);
      b.figure({ label: b.t('Au moins', 'At least'), value: least, kind: 'computed', sourceIds: [s.source_id] });
      b.say(
        b.t(
          `- **${fmt(n, 'fr')} × ${fmt(v, 'fr')} % = ${fmt(least, 'fr')}** au moins (${s.value_text} % selon ${s.standard_id}).`,
          `- **${fmt(n, 'en')} × ${fmt(v, 'en')} % = ${fmt(least, 'en')}** at least (${s.value_text} % under ${s.standard_id}).`,
        ),
      );
    }
  }
}

/** Litres a person gets a day, as the question quotes them ("à 15 L/j", "20 litres par personne", "7.5 l/p/d"). */
const RATE_QUOTED =
  /(\d+(?:[.,]\d+)?)\s*(?:l|litres?|liters?)\s*(?:\/|par|per|pr|a|each|by)\s*(?:p\b|pers\w*|person\w*|jour|j\b|jr|day|d\b|hab\w*|head|tete)/i;

/**
 * "Une citerne de 10 m³ sert combien de personnes à 15 L/j ?", "how many people does a 5,000 L tank
 * cover for a day at 7.5 litres per person?": the volume over the litres a person gets a day (the
 * rate quoted, else the water standard asked) and the days asked, rounded down.
 */
function peopleOfVolume(b: AnswerBuilder, q: ParsedQuestion, rows: StandardRow[]): boolean {
  const volume = volumeGiven(q);
  if (volume === null || !CAPACITY.test(q.norm)) return false;
  const quoted = RATE_QUOTED.exec(scaleNumbers(q.raw));
  const rate = quoted ? Number(quoted[1]!.replace(',', '.')) : null;
  const daily = (s: StandardRow) => /^(litres?|liters?)$/i.test(s.unit ?? '') && /person.*day/.test(s.per ?? '');
  const standard = rows.find((s) => daily(s) && (rate === null || s.value_num === rate)) ?? rows.find(daily);
  const each = rate ?? standard?.value_num ?? null;
  if (!each || each <= 0) return false;
  const days = q.days ?? 1;
  const people = Math.floor(volume / (each * days));
  const basis =
    standard && standard.value_num === each
      ? standard.standard_id
      : b.t('le volume par personne indiqué', 'the volume per person given');
  b.figure({
    label: b.t('Personnes desservies', 'People served'),
    value: people,
    kind: 'computed',
    sourceIds: standard && standard.value_num === each ? [standard.source_id] : [],
  });
  b.say(
    '',
    b.t(
      `**${fmt(volume, 'fr')} litres ÷ (${fmt(each, 'fr')} litres par personne et par jour × ${fmt(days, 'fr')} jour${days > 1 ? 's' : ''}) = ${fmt(people, 'fr')} personnes** au plus (${fmt(volume / (each * days), 'fr', 1)}, arrondi à l'unité inférieure ; ${basis}).`,
      `**${fmt(volume, 'en')} litres ÷ (${fmt(each, 'en')} litres per person per day × ${fmt(days, 'en')} day${days > 1 ? 's' : ''}) = ${fmt(people, 'en')} people** at most (${fmt(volume / (each * days), 'en', 1)}, rounded down; ${basis}).`,
    ),
  );
  return true;
}

/**
 * "Eau pour 2 500 sinistrés à 20 L/pers/j": a daily water rate the question quotes that no standard
 * holds replaces the value of the water standard asked (said as the question's, beside the standard's
 * own); a rate a standard holds is that standard's (valueNamedStandards).
 */
export function withQuotedRate(q: ParsedQuestion, rows: StandardRow[]): StandardRow[] {
  const quoted = RATE_QUOTED.exec(scaleNumbers(q.raw));
  if (!quoted) return rows;
  const rate = Number(quoted[1]!.replace(',', '.'));
  const water = (s: StandardRow) => /^(litres?|liters?)$/i.test(s.unit ?? '') && /person.*day/.test(s.per ?? '');
  if (!(rate > 0) || rows.some((s) => water(s) && s.value_num === rate)) return rows;
  const at = rows.findIndex(water);
  if (at < 0) return rows;
  const s = rows[at]!;
  const given: StandardRow = {
    ...s,
    value_num: rate,
    value_min: null,
    value_max: null,
    value_text: String(rate),
    indicator: `${s.indicator} — rate given in the question (standard: ${s.value_text} L)`,
    indicator_fr: `${s.indicator_fr ?? s.indicator} — valeur donnée dans la question (norme : ${s.value_text} L)`,
  };
  return rows.map((r, i) => (i === at ? given : r));
}

/** A stock of water given ("une citerne de 50 000 litres"), not a rate ("15 L par personne"). */
export function volumeGiven(q: ParsedQuestion): number | null {
  const flat = scaleNumbers(q.raw);
  for (const m of flat.matchAll(
    /(\d+)[\s-]*(litres?|liters?|l|m3|m³)(?![\p{L}\d])(?!\s*(\/|par|per|pr|a|for)\s*(personne|person|pers|jour|day|p\b))/giu,
  )) {
    const n = Number(m[1]) * (/^m/i.test(m[2]!) ? 1000 : 1);
    if (n >= 100) return n;
  }
  return null;
}

export function stockDays(b: AnswerBuilder, q: ParsedQuestion, daily: number): void {
  const volume = volumeGiven(q);
  if (volume === null) return;
  const days = volume / daily;
  b.figure({
    label: b.t('Jours couverts', 'Days covered'),
    value: Number(days.toFixed(2)),
    kind: 'computed',
    sourceIds: [],
  });
  b.say(
    '',
    b.t(
      `**${fmt(volume, 'fr')} litres couvrent ${fmt(days, 'fr', 2)} jours** de ce besoin — calculé : ${fmt(volume, 'fr')} / ${fmt(daily, 'fr')} litres par jour.`,
      `**${fmt(volume, 'en')} litres cover ${fmt(days, 'en', 2)} days** of this need — computed: ${fmt(volume, 'en')} / ${fmt(daily, 'en')} litres a day.`,
    ),
  );
}

/** An area the question gives, in square metres ("2 hectares", "3 ha", "5 000 m²", "1 km²"), or null. */
export function areaGiven(q: ParsedQuestion): number | null {
  const m =
    /(\d+(?:[.,]\d+)?)[\s-]*(hectares?|ha\b|m2|m²|metres? carres|mètres? carrés|square met(?:re|er)s|km2|km²)/i.exec(
      scaleNumbers(q.raw),
    );
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  const unit = m[2]!.toLowerCase();
  return /^h/.test(unit) ? n * 10_000 : /^km/.test(unit) ? n * 1_000_000 : n;
}
