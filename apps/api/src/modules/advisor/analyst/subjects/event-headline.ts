import type { AdvisorLanguage } from '../../advisor.engine.ts';
import { type AnswerBuilder, fmt, placeLabel } from '../answer.ts';
import type { Unit } from '../places.ts';
import { AREA_METRICS, EVENT_FIGURES, eventSpan } from './event-records.ts';
import { sourceText } from './shared.ts';

/**
 * The first line of an answer about recorded floods (issue 14, "the headline figure first"): what
 * was asked, answered in one line, before each event's details — the figure asked for the place or
 * the flood asked, "not reported" when it is not, or which floods name the place. It repeats
 * figures the details give; it never computes one of its own.
 */

export interface HeadlineEvent {
  event_id: string;
  year: number;
  start_date: string | null;
  end_date: string | null;
  [column: string]: unknown;
}

export interface HeadlineArea {
  event_id: string;
  pcode: string;
  metric: string;
  value: number | null;
  /** The source's words for this place, when it gives them. */
  excerpt?: string | null;
}

type Figure = (typeof EVENT_FIGURES)[number];

/** More events than this: the headline counts them instead of naming each. */
const LISTED = 6;

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const nameOf = (f: Figure, lang: AdvisorLanguage) => lower(lang === 'fr' ? f.fr : f.en);
/** The same toll counted the other way: people and families or households. */
const SIBLING: Record<string, string> = {
  people_displaced: 'families_displaced',
  families_displaced: 'people_displaced',
  people_affected: 'households_affected',
  households_affected: 'people_affected',
};

const valueOf = (e: HeadlineEvent, f: Figure) => {
  const v = e[f.column];
  return v === null || v === undefined ? null : Number(v);
};

/** "2009 (SEN-2009-01b) et 2024 (SEN-2024-02)", "2009 (SEN-2009-01b) and 2024 (SEN-2024-02)". */
function listed(items: string[], lang: AdvisorLanguage): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${items.at(-1)}`;
}

/** "L’inondation du 5 au 7 septembre 2020 (SEN-2020-01)", "The flood of 5 to 7 September 2020 (SEN-2020-01)". */
function floodOf(e: HeadlineEvent, lang: AdvisorLanguage): string {
  const span = eventSpan(e.start_date, e.end_date, lang) || String(e.year);
  if (lang === 'en') return `The flood of ${span} (${e.event_id})`;
  // "du 5 au 7 septembre 2020" and "de septembre à novembre 2024" as they are; "24 août 2009" and
  // "octobre 2024" take their preposition.
  const from = /^(du|de|d’)[ \p{L}]/u.test(span) ? span : /^\d/.test(span) ? `du ${span}` : `de ${span}`;
  return `L’inondation ${from.replace(/^de (?=[aeiouéè])/, 'd’')} (${e.event_id})`;
}

/** "décès : 7 ; personnes affectées : 16 798 ; personnes déplacées : 3 285": the first three reported. */
function toll(e: HeadlineEvent, lang: AdvisorLanguage): string | null {
  const parts = EVENT_FIGURES.flatMap((f) => {
    const v = valueOf(e, f);
    return v === null ? [] : [`${nameOf(f, lang)} : ${fmt(v, lang)}`];
  }).slice(0, 3);
  return parts.length ? parts.join(' ; ') : null;
}

/** "en 2020", "en septembre 2020", "le 16 septembre 2024" / "in 2020", "on 16 September 2024". */
function during(when: string, day: boolean, lang: AdvisorLanguage): string {
  if (!when) return '';
  if (lang === 'fr') return day ? ` le ${when}` : ` en ${when}`;
  return day ? ` on ${when}` : ` in ${when}`;
}

export interface HeadlineInput {
  events: HeadlineEvent[];
  /** The figures the question names, first the one it asks about. */
  asked: Figure[];
  /** The departments and regions asked about, with the per-department rows read for them. */
  places: Unit[];
  areas: HeadlineArea[];
  /** When the question says ("2020", "septembre 2020"), and whether it names a day. */
  when: string;
  day: boolean;
  /** "La dernière inondation…": the events are the latest (earliest) recorded, not all of them. */
  edge: 'latest' | 'earliest' | null;
  /** Whether a unit's rows belong to a place asked (a department, or a region holding it). */
  within(pcode: string, place: Unit): boolean;
}

/** "La dernière inondation recensée", "The earliest recorded floods". */
function edgeWords(edge: 'latest' | 'earliest', n: number, lang: AdvisorLanguage): string {
  const many = n > 1;
  if (lang === 'en') return `The ${edge} recorded flood${many ? 's' : ''}`;
  if (edge === 'latest') return many ? 'Les dernières inondations recensées' : 'La dernière inondation recensée';
  return many ? 'Les plus anciennes inondations recensées' : 'La plus ancienne inondation recensée';
}

/**
 * The headline (bold markdown lines), or none when no one line answers what was asked. Written with
 * French colons (" : "): the answer drops the space in English.
 */
export function eventHeadline(b: AnswerBuilder, input: HeadlineInput): string[] {
  const { events, asked, places, areas, when, day, edge, within } = input;
  const lang = b.lang;
  const f = asked[0];
  const period = during(when, day, lang);
  const and = lang === 'fr' ? ' ; ' : '; ';
  const years = [...new Set(events.map((e) => e.year))];
  // Floods of one year by their dates ("24 août 2009 (SEN-2009-01)"), of several by their year.
  const at = (e: HeadlineEvent) =>
    `${(years.length === 1 && eventSpan(e.start_date, e.end_date, lang)) || e.year} (${e.event_id})`;
  const list = (xs: HeadlineEvent[]) => listed(xs.map(at), lang);

  if (places.length)
    return places.slice(0, 3).map((place) => {
      const where = placeLabel(place, lang);
      const mine = areas.filter((a) => within(a.pcode, place));
      if (f) {
        const metric = AREA_METRICS[f.column] ? f.column : null;
        const found = mine.filter((a) => a.metric === metric && a.value !== null);
        const label = lower(metric ? AREA_METRICS[metric]![lang === 'fr' ? 0 : 1] : nameOf(f, lang));
        if (found.length)
          return `**${where} — ${label} : ${found.map((a) => `${fmt(a.value!, lang)} (${a.event_id})`).join(and)}.**`;
        const only = events.length === 1 ? events[0]! : null;
        const total = only ? valueOf(only, f) : null;
        // What the source does say of the place, when it names it without that figure.
        const said = mine.find((a) => a.value === null && a.excerpt)?.excerpt;
        const says = said
          ? b.t(` La source en dit : ${quoted(b, said)}.`, ` The source says of it: ${quoted(b, said)}.`)
          : '';
        return b.t(
          `**${where}${period} : aucun chiffre de ${label} n’est rapporté pour ce lieu dans nos sources.${only && total !== null ? ` Pour l’ensemble de l’épisode (${only.event_id}, toutes zones confondues), ${label} : ${fmt(total, 'fr')}.` : ''}**${says}`,
          `**${where}${period} : no figure for ${label} is reported for this place in our sources.${only && total !== null ? ` Across the whole episode (${only.event_id}, all areas), ${label} : ${fmt(total, 'en')}.` : ''}**${says}`,
        );
      }
      // The places a flood names are those of its place-by-place record (flood_event_area).
      const named = events.filter((e) => mine.some((a) => a.event_id === e.event_id));
      const n = named.length;
      if (!n)
        return b.t(
          `**Aucune inondation recensée${period} ne nomme ${where} dans son bilan par lieu ; voici ${events.length > 1 ? `les ${events.length} inondations` : 'l’inondation'} de la période.**`,
          `**No recorded flood${period} names ${where} in its place-by-place record; here ${events.length > 1 ? `are the ${events.length} floods` : 'is the flood'} of that period.**`,
        );
      if (edge)
        return b.t(
          `**${edgeWords(edge, n, 'fr')} dont le bilan par lieu nomme ${where} : ${list(named)}.**`,
          `**${edgeWords(edge, n, 'en')} whose place-by-place record names ${where} : ${list(named)}.**`,
        );
      const items = n <= LISTED ? ` : ${list(named)}` : '';
      return b.t(
        `**${where} est nommé dans le bilan par lieu de ${n} inondation${n > 1 ? 's' : ''} recensée${n > 1 ? 's' : ''}${period}${items}.**`,
        `**${where} is named in the place-by-place record of ${n} recorded flood${n > 1 ? 's' : ''}${period}${items}.**`,
      );
    });

  if (events.length === 1) {
    const e = events[0]!;
    const which = edge ? `${edgeWords(edge, 1, lang)} : ${at(e)}` : floodOf(e, lang);
    if (f) {
      const v = valueOf(e, f);
      // (not reported: the figure of the same toll the record does hold, counted the other way —
      // families displaced for people displaced, households for people affected)
      const other = v === null ? EVENT_FIGURES.find((g) => g.column === SIBLING[f.column]) : undefined;
      const held =
        other && valueOf(e, other) !== null ? `${and}${nameOf(other, lang)} : ${fmt(valueOf(e, other)!, lang)}` : '';
      return [
        `**${which} — ${nameOf(f, lang)} : ${v === null ? b.t('non rapporté dans nos sources', 'not reported in our sources') : fmt(v, lang)}${held}.**`,
      ];
    }
    return [
      `**${which} — ${toll(e, lang) ?? b.t('aucun bilan chiffré n’est rapporté dans nos sources', 'no figures are reported in our sources')}.**`,
    ];
  }
  const n = events.length;
  const span = years.length > 1 ? b.t(` de ${years[0]} à ${years.at(-1)}`, ` from ${years[0]} to ${years.at(-1)}`) : '';
  if (f) {
    if (n <= LISTED) {
      const values = events.map((e) => {
        const v = valueOf(e, f);
        return `${v === null ? b.t('non rapporté', 'not reported') : fmt(v, lang)} (${e.event_id})`;
      });
      return [`**${lang === 'fr' ? f.fr : f.en} : ${values.join(and)}.**`];
    }
    const held = events.filter((e) => valueOf(e, f) !== null).length;
    return [
      b.t(
        `**${n} inondations recensées${span} ; ${held} ont un chiffre de ${nameOf(f, 'fr')} (détail ci-dessous).**`,
        `**${n} recorded floods${span}; ${held} have a figure for ${nameOf(f, 'en')} (details below).**`,
      ),
    ];
  }
  if (edge) return [`**${edgeWords(edge, n, lang)} : ${list(events)}.**`];
  return [
    b.t(
      `**${n} inondations recensées${period} dans nos sources${n <= LISTED ? ` : ${list(events)}` : span}.**`,
      `**${n} recorded floods${period} in our sources${n <= LISTED ? ` : ${list(events)}` : span}.**`,
    ),
  ];
}

/** A source's words, quoted as each language quotes: « … » in French (said to be English when so), “…” in English. */
export function quoted(b: AnswerBuilder, text: string): string {
  if (b.lang === 'en') return `“${text}”`;
  const said = sourceText(b, text);
  return said === text ? `« ${text} »` : said;
}
