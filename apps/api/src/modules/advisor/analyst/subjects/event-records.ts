import type { AdvisorLanguage } from '../../advisor.engine.ts';
import type { AnswerBuilder } from '../answer.ts';
import type { Unit } from '../places.ts';
import type { ParsedQuestion } from '../text.ts';
import { openRangeOf, rangeOf } from '../read/time.ts';
import type { Context } from './shared.ts';

/** The recorded flood events a question names, and the names of their reported figures. */

export const EVENT_FIGURES: { column: string; fr: string; en: string; words: RegExp }[] = [
  {
    column: 'deaths',
    fr: 'Décès',
    en: 'Deaths',
    words: /\b(morts?|deces|tues?|died|deaths?|dead|killed|victimes? mortelles)\b/,
  },
  { column: 'injured', fr: 'Blessés', en: 'Injured', words: /\b(blesses?|injured|injuries)\b/ },
  {
    column: 'people_affected',
    fr: 'Personnes affectées',
    en: 'People affected',
    words: /\b(affecte\w*|affected|affects?|touche\w*|sinistre\w*|victims?|victimes)\b/,
  },
  {
    column: 'people_displaced',
    fr: 'Personnes déplacées',
    en: 'People displaced',
    words:
      /\b(personnes deplacees|deplace\w*|displaced|sans abri|homeless|(leave|left|leaving|fled|flee) (their|its|his|her) homes?|(quitter|quitte|quittent|fuir|fui) (leurs?|son|sa) (maisons?|domiciles?|logements?|foyers?))\b/,
  },
  {
    column: 'households_affected',
    fr: 'Familles ou ménages affectés',
    en: 'Families or households affected',
    words: /\b(familles|families|menages|households)\b/,
  },
  {
    column: 'families_displaced',
    fr: 'Familles déplacées',
    en: 'Families displaced',
    // ("how many households were displaced", "ménages sinistrés déplacés")
    words:
      /\b((familles?|families|menages?|households?)( \w+){0,3}? (deplacee?s?|displaced)|displaced (families|households))\b/,
  },
  {
    column: 'houses_destroyed',
    fr: 'Maisons détruites ou effondrées',
    en: 'Houses destroyed or collapsed',
    // ("latrines détruites", "roads destroyed": destroyed, but no houses)
    words:
      /\b(maisons detruites|(?<!\b(latrines?|toilettes?|toilets?|ecoles?|schools?|routes?|roads?|ponts?|bridges?|champs|fields|cultures|crops|puits|wells?|digues?|dykes?|structures? de sante|health (posts?|facilities|centres?))( \w+){0,3} )(detruite?s?|effondre\w*|destroyed|collapsed))\b/,
  },
  {
    column: 'houses_flooded',
    fr: 'Maisons inondées',
    en: 'Houses flooded',
    // ("écoles inondées", "routes inondées", "écoles ont été inondées": flooded, but no houses)
    words:
      /\b(maisons inondees|(?<!\b(ecoles?|structures? de sante|postes? de sante|centres? de sante|routes?|champs|terres|rizieres|cultures|zones?|quartiers?|surfaces?|hectares?|ha|superficies?)( \w+){0,3} )inondees|houses flooded|flooded houses|homes flooded)\b/,
  },
];

export const AREA_METRICS: Record<string, [string, string]> = {
  people_affected: ['Personnes affectées', 'People affected'],
  houses_destroyed: ['Maisons détruites', 'Houses destroyed'],
  houses_flooded: ['Maisons inondées', 'Houses flooded'],
  deaths: ['Décès', 'Deaths'],
  injured: ['Blessés', 'Injured'],
  schools_inaccessible: ['Écoles inaccessibles', 'Schools inaccessible'],
  health_facilities_flooded: ['Structures de santé inondées', 'Health facilities flooded'],
  mentioned_affected: ['Cité comme touché (sans chiffre)', 'Named as affected (no figure)'],
  agriculture_losses_fcfa: ['Pertes agricoles (FCFA)', 'Agricultural losses (FCFA)'],
  people_affected_food_insecurity: ['Personnes en insécurité alimentaire', 'People food-insecure'],
  houses_abandoned_since_2005_pikine_plus_guediawaye: [
    'Maisons abandonnées depuis 2005 (Pikine + Guédiawaye)',
    'Houses abandoned since 2005 (Pikine + Guédiawaye)',
  ],
};

export const MONTH_NAMES: Record<AdvisorLanguage, string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

interface EventRow {
  event_id: string;
  year: number;
  start_date: string | null;
  end_date: string | null;
  name: string;
  name_fr: string;
  hazard_type: string | null;
  main_areas: string | null;
  other_impacts: string | null;
  notes: string | null;
  source_id: string;
  [column: string]: unknown;
}

export async function findEvents(
  b: AnswerBuilder,
  q: ParsedQuestion,
  prev: Context | null,
  regionOrDept: Unit[],
): Promise<EventRow[]> {
  // "Between 2012 and 2019": every year of the span, not its two ends; "since 2010", "jusqu'en
  // 2012": the years from or up to the one named.
  const open = openRangeOf(q, rangeOf(q));
  const y = q.years[0]!;
  const span: [number, number] | null = open === 'from' ? [y, y + 100] : open === 'to' ? [y - 100, y] : rangeOf(q);
  const years = span
    ? Array.from({ length: span[1] - span[0] + 1 }, (_, i) => span[0] + i)
    : q.years.length
      ? q.years
      : // (the floods told by the caller, whatever their years: "donc l'écart ?" after two of them)
        !q.eventIds?.length && (prev?.intent === 'flood_events' || prev?.intent === 'needs')
        ? prev.years
        : [];
  const month = q.month ?? (q.years.length || q.eventIds?.length ? null : (prev?.month ?? null));
  const day = q.day ?? (q.years.length || q.month !== null || q.eventIds?.length ? null : (prev?.day ?? null));
  const fluvial = /\b(fluvial\w*|river|fleuve|crues?|riverine|senegal river)\b/.test(q.norm) ? 'fluvial' : null;
  let rows = await b.run<EventRow>(
    `select e.*, e.deaths::float8 as deaths from knowledge.flood_event e
     where (cardinality($1::int[]) = 0 or e.year = any($1::int[])) and ($2::text is null or e.hazard_type like '%' || $2 || '%')
     order by e.year, e.start_date nulls last, e.event_id`,
    [years, null],
  );
  // "Pour quelles inondations la Charte a-t-elle été activée ?": the floods whose texts say so.
  // A year named keeps its floods when none of them says so ("d'août 2012 et d'août 2022").
  // (…unless the figures it quotes are another flood's: "774 ménages…, ça tient la route ?" is no road cut)
  const byFigures = quotedFigures(q, rows);
  const told = byFigures.length < rows.length ? [] : rows.filter((r) => q.eventIds?.includes(r.event_id));
  if (told.length)
    rows = rows.filter((r) => told.includes(r) || (years.length > 0 && !told.some((t) => t.year === r.year)));
  // "The September 2020 floods and the 2024 Senegal River flood": river floods in the years that
  // have one; a year with none keeps its own floods.
  const isRiver = (r: EventRow) => (r.hazard_type ?? '').includes('fluvial');
  // ("la crue de septembre 2009": "crue" is also said of a rain flood; a year it names keeps its floods too)
  const loose = years.length === 1 && !/\b(fluvial\w*|river|fleuve|riverine)\b/.test(q.norm);
  if (fluvial)
    rows = rows.filter(
      (r) => isRiver(r) || ((years.length >= 2 || loose) && !rows.some((x) => x.year === r.year && isRiver(x))),
    );
  const m = (d: string | null) => (d && d.length >= 7 ? Number(d.slice(5, 7)) : null);
  const inMonthOf = (r: EventRow, month: number) => {
    const s = m(r.start_date);
    const e = m(r.end_date) ?? s;
    return s !== null && (s === month || (e !== null && s <= month && month <= e));
  };
  // "Les inondations de juillet 2016 ou celles d'août 2022": each month in its own year, wherever;
  // a year written with no month of its own ("2016 (juillet) et 2019") keeps all its floods.
  const pairs = q.monthYears ?? [];
  const unpaired = q.years.filter((y) => !pairs.some((p) => p.year === y));
  if ((pairs.length >= 2 && new Set(pairs.map((p) => p.month)).size > 1) || (pairs.length && unpaired.length)) {
    const paired = rows.filter(
      (r) => pairs.some((p) => p.year === r.year && inMonthOf(r, p.month)) || unpaired.includes(r.year),
    );
    if (paired.length) return paired;
  }
  if (regionOrDept.length) {
    const pcodes = regionOrDept.flatMap((u) => [u.pcode]);
    const ids = await b.run<{ event_id: string }>(
      `select distinct a.event_id from knowledge.flood_event_area a join knowledge.unit u on u.pcode = a.pcode where a.pcode = any($1::text[]) or u.region_pcode = any($1::text[])`,
      [pcodes],
    );
    const keep = new Set(ids.map((r) => r.event_id));
    const touching = rows.filter((r) => keep.has(r.event_id));
    // With a year too, the events of that year that touch the place; none: every event of the year.
    if (!years.length && !fluvial) rows = touching;
    else if (touching.length) rows = touching;
  } else if (!q.years.length && q.month === null && !fluvial && prev?.eventIds.length && !told.length) {
    // A follow-up that names no event of its own means the events of the previous answer.
    const same = rows.filter((r) => prev.eventIds.includes(r.event_id));
    if (same.length) rows = same;
  }
  if (month !== null) {
    const inMonth = rows.filter((r) => inMonthOf(r, month));
    if (inMonth.length) rows = inMonth;
  }
  // "La dernière inondation à Dakar", "the earliest recorded flood": the events of the latest
  // (earliest) year recorded, the place's own when one is named.
  if (!years.length && month === null && rows.length > 1) {
    const asked = edgeAsked(q);
    if (asked) {
      const edge = asked === 'latest' ? Math.max(...rows.map((r) => r.year)) : Math.min(...rows.map((r) => r.year));
      rows = rows.filter((r) => r.year === edge);
    }
  }
  if (day !== null) {
    const onDay = rows.filter(
      (r) => r.start_date && r.start_date.length >= 10 && Number(r.start_date.slice(8, 10)) === day,
    );
    if (onDay.length) rows = onDay;
  }
  return rows.length > 1 ? quotedFigures(q, rows) : rows;
}

/**
 * "Crue 2024 : 774 ménages pour 55 600 personnes, ça tient la route ?": a figure the question quotes
 * that only some of the events record (a field of theirs, not a year) picks those events.
 */
function quotedFigures(q: ParsedQuestion, rows: EventRow[]): EventRow[] {
  const flat = q.raw.replace(/(\d)[ \u00a0\u202f,.](?=\d{3}\b)/g, '$1');
  const quoted = [...flat.matchAll(/\d+/g)].map((m) => Number(m[0])).filter((n) => n >= 10 && !q.years.includes(n));
  if (!quoted.length) return rows;
  const holds = (r: EventRow) => EVENT_FIGURES.some((f) => r[f.column] != null && quoted.includes(Number(r[f.column])));
  const held = rows.filter(holds);
  return held.length ? held : rows;
}

/** "La dernière inondation", "the earliest recorded flood": the end of the record a question asks for. */
export function edgeAsked(q: ParsedQuestion): 'latest' | 'earliest' | null {
  const latest = /\b(derniere|dernieres|dernier|plus recente?s?|latest|most recent|last)\b/.test(q.norm);
  // ("biggest first", "du plus grand au plus petit" order a list; they name no earliest flood)
  const ordered = /\b(biggest|largest|highest|most|worst|smallest|lowest|top|plus grand\w*|plus lourd\w*) first\b/.test(
    q.norm,
  );
  const earliest = !ordered && /\b(premiere|premier|plus ancienne?s?|earliest|first|oldest)\b/.test(q.norm);
  return latest === earliest ? null : latest ? 'latest' : 'earliest';
}

/**
 * An event's name in the answer's language: the project's French label in French
 * (curated/event-labels-fr.csv), the name as published in English.
 */
export function eventName(e: { name: string; name_fr: string }, lang: AdvisorLanguage): string {
  return lang === 'fr' ? e.name_fr : e.name;
}

/** A date of the data ("2012-08-26", "2024-09", "2024") in words: "26 août 2012", "September 2024". */
function dateWords(date: string, lang: AdvisorLanguage, withYear = true): string {
  const [y, m, d] = date.split('-');
  const month = m ? MONTH_NAMES[lang][Number(m) - 1] : '';
  const day = d ? (lang === 'fr' && Number(d) === 1 ? '1er' : String(Number(d))) : '';
  return [day, month, withYear ? y : ''].filter(Boolean).join(' ');
}

/**
 * When an event ran, in words: "du 26 août au 15 octobre 2012", "26 August to 15 October 2012",
 * "16 septembre 2024" for one day; the year once when both ends share it.
 */
export function eventSpan(start: string | null, end: string | null, lang: AdvisorLanguage): string {
  if (!start) return end ? dateWords(end, lang) : '';
  if (!end || end === start) return dateWords(start, lang);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  // "du 5 au 7 août 2022": the month once when both days share it.
  const sameMonth = sameYear && start.length > 7 && end.length > 7 && start.slice(0, 7) === end.slice(0, 7);
  const from = sameMonth ? dateWords(start, lang).split(' ')[0]! : dateWords(start, lang, !sameYear);
  const to = dateWords(end, lang);
  if (lang === 'en') return `${from} to ${to}`;
  // "de septembre à novembre 2024" for months, "du 26 août au 15 octobre 2012" for days.
  return start.length > 7 ? `du ${from} au ${to}` : `${/^[aeiou]/.test(from) ? 'd’' : 'de '}${from} à ${to}`;
}
