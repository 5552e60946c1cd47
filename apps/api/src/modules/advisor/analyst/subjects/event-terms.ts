import { normaliseName } from '../../../knowledge/normalise.ts';
import type { QueryRunner } from '../answer.ts';
import { lexiconSection, PhraseIndex } from '../catalog/catalog.ts';

/**
 * Facts only the flood events' own texts hold (other impacts, notes, names, the titles of their
 * sources and their areas' sources: "Charter activated", "5 roads blocked", "913.5 ha rice"): a
 * question about one of them asks
 * about the events whose texts hold it. The texts are English; French words reach them through
 * the lexicon's `eventTextWords`. A word counts when one to six events' texts hold it.
 */

interface EventTexts {
  /** Each event's normalised text, by event id. */
  texts: Map<string, string>;
  /** …with its places' source words added ("about 120 ha of rice fields…"): searched for the words
   * of the lexicon's `eventTextWords` only, since their other words are too common to single one out. */
  withAreas: Map<string, string>;
  /** Each event's year, by event id. */
  years: Map<string, number>;
  /** The other texts of the data (standards, actors, caveats, other sources' titles, rainfall facts):
   * a word they hold too is no fact of an event's own. */
  background: string;
}

/** Words every kind of flood question uses: never what singles out an event's fact. */
const COMMON = new Set(
  (
    'flood floods flooding flooded rain rains rainfall heavy people affected displaced houses house deaths ' +
    'death families family households household victims senegal region regions department departments ' +
    'government total figures figure reported report according sources source what which many much were ' +
    'have with from their there this that about after before during when where more than most some other ' +
    'also since until season year years january february march april june july august september ' +
    'october november december sept want start week last data rather live across home water lost ' +
    // Names of fields every event has: no fact of one event's text.
    'glide code number name date dates ' +
    // Words of any request.
    'list tell show give please details detail information info happened happen response ' +
    'event events recorded record records occurred occur took place database '
  ).split(' '),
);
const MAX_EVENTS = 6;

export function eventTextsLoader(db: QueryRunner): () => Promise<EventTexts> {
  let loading: Promise<EventTexts> | undefined;
  return () =>
    (loading ??= (async () => {
      const rows = await db.query<Record<string, string | null>>(
        `select e.event_id, e.year, e.name, e.other_impacts, e.notes, s.title, s.organisation
         from knowledge.flood_event e join knowledge.source s on s.id = e.source_id
         union all select distinct a.event_id, e.year, null, null, null, s.title, s.organisation
         from knowledge.flood_event_area a join knowledge.flood_event e on e.event_id = a.event_id
         join knowledge.source s on s.id = a.source_id`,
      );
      const texts = new Map<string, string>();
      const years = new Map<string, number>();
      for (const r of rows.rows) {
        const { event_id: id, year, ...rest } = r;
        years.set(id!, Number(year));
        const text = ` ${normaliseName(Object.values(rest).filter(Boolean).join(' '))} `;
        texts.set(id!, `${texts.get(id!) ?? ''}${text}`);
      }
      const others = await db.query<{ text: string | null }>(
        `select concat_ws(' ', indicator, note) as text from knowledge.response_standard
         union all select concat_ws(' ', name_en, mandate_en, parent_ministry, role) from knowledge.response_actor
         union all select text_en from knowledge.caveat
         union all select concat_ws(' ', title, organisation) from knowledge.source s
           where not exists (select 1 from knowledge.flood_event e where e.source_id = s.id)
             and not exists (select 1 from knowledge.flood_event_area a where a.source_id = s.id)
         union all select concat_ws(' ', place, period, metric, text_as_read) from knowledge.rainfall_fact`,
      );
      const background = ` ${normaliseName(others.rows.map((r) => r.text ?? '').join(' '))} `;
      const areas = await db.query<{ event_id: string; text: string }>(
        `select event_id, string_agg(excerpt, ' ') as text from knowledge.flood_event_area
         where excerpt is not null group by event_id`,
      );
      const withAreas = new Map(texts);
      for (const r of areas.rows) withAreas.set(r.event_id, `${texts.get(r.event_id) ?? ''} ${normaliseName(r.text)} `);
      return { texts, withAreas, years, background };
    })());
}

let glossary: PhraseIndex<string[]> | undefined;
function frenchWords(): PhraseIndex<string[]> {
  glossary ??= (() => {
    const index = new PhraseIndex<string[]>();
    const words = lexiconSection<Record<string, string[] | string>>('eventTextWords');
    for (const [fr, en] of Object.entries(words)) if (Array.isArray(en)) index.add(fr, en);
    return index;
  })();
  return glossary;
}

/**
 * A word with its other forms, as the texts start words: "roads" matches "road", "activation"
 * matches "activated" and "relocations" "relocated".
 */
const stem = (w: string) =>
  /ations?$/.test(w) ? w.replace(/ions?$/, '') : w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w;

/**
 * The rare words of the question the events' texts hold, and the events that hold them.
 * `placed`: positions of the words that name a place (a place is no fact of an event's text).
 */
export function eventTextHits(
  tokens: string[],
  events: EventTexts,
  placed: Set<number>,
  known: (w: string) => boolean,
): { score: number; eventIds: string[]; terms: string[] } {
  // French words through the lexicon (trusted: each names a fact of the texts); the question's own
  // words, and pairs of them ("international charter"), unless other texts of the data hold them too.
  const trusted = new Set<string>();
  const own = new Set<string>();
  const translated = frenchWords().find(tokens);
  const covered = new Set(translated.flatMap((h) => [...Array(h.end - h.start).keys()].map((k) => h.start + k)));
  for (const h of translated)
    if (![...Array(h.end - h.start).keys()].some((k) => placed.has(h.start + k)))
      h.entry.forEach((e) => trusted.add(e));
  const free = (w: string | undefined, i: number) =>
    w !== undefined && !covered.has(i) && !placed.has(i) && !known(w) && !/\d/.test(w) && !COMMON.has(w);
  // A pair of words may hold words the catalog knows one by one ("international charter").
  const pairable = (w: string | undefined, i: number) =>
    w !== undefined && !covered.has(i) && !placed.has(i) && !/\d/.test(w) && !COMMON.has(w);
  // "selon Les Échos", "according to Les Echos": a publisher the question cites is asked for, even
  // when other texts of the data cite it too.
  const cited = new Set(
    citedWords(tokens)
      .filter((i) => free(tokens[i], i))
      .map((i) => stem(tokens[i]!)),
  );
  tokens.forEach((w, i) => {
    if (free(w, i) && w.length >= 4) own.add(stem(w));
    const next = tokens[i + 1];
    const pair = pairable(w, i) && pairable(next, i + 1) && w.length >= 4 && next!.length >= 4;
    if (pair && !(known(w) && known(next!))) own.add(`${w} ${stem(tokens[i + 1]!)}`);
  });
  const matched: string[] = [];
  const eventIds = new Set<string>();
  for (const term of [...trusted, ...own]) {
    const phrase = ` ${normaliseName(term)}`;
    const pool = trusted.has(term) ? events.withAreas : events.texts;
    const holding = [...pool].filter(([, text]) => text.includes(phrase)).map(([id]) => id);
    if (holding.length === 0 || holding.length > MAX_EVENTS) continue;
    const common = !trusted.has(term) && events.background.includes(phrase);
    if (common && !cited.has(term)) continue;
    matched.push(term);
    // (a publisher cited that other texts cite too says the question is about a record's text, not
    // which floods: "according to IFRC and to the government" keeps both 2009 records)
    if (!common) holding.forEach((id) => eventIds.add(id));
  }
  return { score: matched.length, eventIds: [...eventIds], terms: matched };
}

/** The positions of the words a question cites a publisher by ("selon les Échos", "according to the UN"). */
export function citedWords(tokens: string[]): number[] {
  return tokens.flatMap((w, i) => {
    // the first word after the cue that is no article
    const back = tokens.slice(Math.max(0, i - 3), i).reverse();
    const gap = back.findIndex((t) => !['les', 'le', 'la', 'l', 'to', 'the', 'de', 'd'].includes(t));
    const after = gap >= 0 && gap <= 2 && ['selon', 'according', 'apres'].includes(back[gap]!);
    return after && w.length >= 4 ? [i] : [];
  });
}

let clauseGlossary: PhraseIndex<string[]> | undefined;

/**
 * The words of a question a flood's text may hold, when no route named them: the glossary's
 * English words for French ones ("latrines détruites" → latrines, destroyed), and in English the
 * question's own rarer words, as the texts start them. `placed`: positions of place names.
 */
export function askedTextWords(tokens: string[], english: boolean, placed: Set<number>): string[] {
  clauseGlossary ??= (() => {
    const index = new PhraseIndex<string[]>();
    for (const key of ['eventTextWords', 'eventClauseWords'])
      for (const [fr, en] of Object.entries(lexiconSection<Record<string, string[] | string>>(key)))
        if (Array.isArray(en)) index.add(fr, en);
    return index;
  })();
  const hits = clauseGlossary.find(tokens);
  const covered = new Set(hits.flatMap((h) => [...Array(h.end - h.start).keys()].map((k) => h.start + k)));
  const words = hits.filter((h) => !placed.has(h.start)).flatMap((h) => h.entry);
  if (english)
    tokens.forEach((w, i) => {
      if (!covered.has(i) && !placed.has(i) && w.length >= 4 && !/\d/.test(w) && !COMMON.has(w)) words.push(stem(w));
    });
  return [...new Set(words)];
}
