import { type AnswerBuilder, fmt } from '../answer.ts';
import type { ParsedQuestion } from '../text.ts';
import { openRangeOf, rangeOf } from '../read/time.ts';
import { MONTH_NAMES } from './event-records.ts';

/**
 * What a question asks of one recorded flood beyond its toll: its GLIDE number, where its figures
 * come from and how reliable they are, and the cost of its damage — each said, or said not reported.
 */
const GLIDE = /\b(glide)\b/;
const SOURCE =
  /\b(fiabilite|fiable|reliab\w*|d ou vient|d ou viennent|provenance|quelle source|which source|what source|where (do|does) .* come from)\b/;
const COST =
  /\b(couts?|costs?|degats (materiels|estimes)|montant des degats|damage (bill|cost)|estimated damage|cost of (the )?damage|pertes? economiques?|economic loss\w*)\b/;

interface EventFields {
  event_id: string;
  glide?: unknown;
  reliability?: unknown;
  source_id: string;
  source_date?: unknown;
}

export async function sayAskedFields(b: AnswerBuilder, q: ParsedQuestion, e: EventFields): Promise<void> {
  if (GLIDE.test(q.norm)) {
    if (e.glide) b.say(`- ${b.t('Numéro GLIDE', 'GLIDE number')} : **${String(e.glide)}**`);
    else {
      b.say(
        b.t(
          '- Numéro GLIDE : non rapporté dans nos sources pour cet événement (aucun numéro n’est inventé).',
          '- GLIDE number: not reported in our sources for this event (none is made up).',
        ),
      );
      b.missing(`${e.event_id}: GLIDE`);
    }
  }
  if (SOURCE.test(q.norm)) {
    const src = await b.run<{ title: string; publisher: string | null }>(
      'select title, organisation as publisher from knowledge.source where id = $1',
      [e.source_id],
    );
    const title = src[0] ? `« ${src[0].title} »${src[0].publisher ? ` (${src[0].publisher})` : ''}` : e.source_id;
    const grade = String(e.reliability ?? '—');
    b.say(
      b.t(
        `- Source du bilan : ${title}${e.source_date ? `, ${String(e.source_date)}` : ''} ; fiabilité **${grade}** (A : source institutionnelle — FICR, OCHA, UNICEF, gouvernement, ANSD ; B : presse ou compilation secondaire ; C : blog).`,
        `- Source of the figures: ${title.replace(/[«»]/g, '"')}${e.source_date ? `, ${String(e.source_date)}` : ''}; reliability **${grade}** (A: institutional — IFRC, OCHA, UNICEF, government, ANSD; B: press or secondary compilation; C: blog).`,
      ),
    );
  }
  if (COST.test(q.norm) && e.event_id !== 'SEN-2009-01b') {
    b.say(
      b.t(
        "- Coût des dégâts : non rapporté dans nos sources pour cet événement (un budget de réponse, s'il est cité, n'est pas un coût des dommages).",
        '- Cost of the damage: not reported in our sources for this event (a response budget, where cited, is not a damage cost).',
      ),
    );
    b.missing(`${e.event_id}: ${b.t('coût des dégâts', 'damage cost')}`);
  }
}

const SUM =
  /\b(total|totale|au total|in total|en tout|in all|additionn\w*|j additionne|somme|sum|summed|combined|ensemble|reunie?s?|cumul\w*|add up|altogether|together)\b/;

/**
 * "Combien de déplacés au total lors des inondations de septembre 2020 et de la crue de 2024 ?":
 * one figure of several distinct episodes, added up. Two records of one episode ("SEN-2009-01",
 * "SEN-2009-01b") are never added: the one holding the figure stands for its episode, and when both
 * hold it the total is said once with each (a missing figure is not counted as zero).
 */
export function sayEventsTotal(
  b: AnswerBuilder,
  q: ParsedQuestion,
  events: { event_id: string; year: number; [k: string]: unknown }[],
  figure: { column: string; fr: string; en: string } | undefined,
): void {
  if (!figure || events.length < 2 || !SUM.test(q.norm)) return;
  const has = (e: (typeof events)[number]) => e[figure.column] !== null && e[figure.column] !== undefined;
  const episodes = [...new Set(events.map((e) => e.event_id.replace(/[a-z]$/, '')))].map((id) =>
    events.filter((e) => e.event_id.replace(/[a-z]$/, '') === id),
  );
  const doubled = episodes.filter((ep) => ep.filter(has).length > 1);
  if (doubled.length > 1) return;
  const single = episodes.flatMap((ep) => (ep.filter(has).length === 1 ? ep.filter(has) : []));
  const missing = episodes.flatMap((ep) => (ep.some(has) ? [] : ep));
  const choices = doubled.length ? doubled[0]!.filter(has) : [null];
  if (single.length + (doubled.length ? 1 : 0) < 2) return;
  const name = (b.lang === 'fr' ? figure.fr : figure.en).toLowerCase();
  const totals = choices.map((c) => {
    const held = c ? [...single, c] : single;
    const total = held.reduce((s, e) => s + Number(e[figure.column]), 0);
    b.figure({
      label: `${b.lang === 'fr' ? figure.fr : figure.en} — total`,
      value: total,
      kind: 'computed',
      sourceIds: [],
    });
    const sum = held.map((e) => `${fmt(Number(e[figure.column]), b.lang)} (${e.event_id})`).join(' + ');
    return { total: fmt(total, b.lang), sum: `${b.t('calculé', 'computed')} : ${sum}` };
  });
  const count = single.length + (doubled.length ? 1 : 0);
  const head = b.t(`Total des ${name} sur ces ${count} épisodes`, `Total ${name} over these ${count} episodes`);
  const notCounted = missing.length
    ? b.t(' Sans chiffre, non comptés : ', ' Without a figure, not counted: ') +
      missing.map((e) => e.event_id).join(', ') +
      '.'
    : '';
  const ids = choices.map((c) => c?.event_id).join(b.t(' et ', ' and '));
  b.say(
    (doubled.length
      ? `**${head}**` +
        b.t(
          ` (deux sources du même épisode, ${ids}, jamais additionnées : un total avec chacune) : `,
          ` (two sources of one episode, ${ids}, never added: one total with each): `,
        ) +
        totals.map((t) => `**${t.total}** — ${t.sum}`).join(b.t(' ; ou ', '; or '))
      : `**${head}${b.t(' : ', ': ')}${totals[0]!.total}** — ${totals[0]!.sum}`) + `.${notCounted}`,
    '',
  );
}

/** "en 2009 et 2020", "le 16 septembre 2024"; a span is said by the headline itself ("de 2009 à 2020"). */
export function whenSaid(b: AnswerBuilder, q: ParsedQuestion, years: number[]): string {
  const listed = [years.slice(0, -1).join(', '), years.at(-1)].filter(Boolean).join(b.t(' et ', ' and '));
  const month = q.month ? MONTH_NAMES[b.lang][q.month - 1] : '';
  // (a span, or one end of it — "since 2010" —, is said by the years of the floods found)
  const spanned = rangeOf(q) || openRangeOf(q, null);
  return [q.day ?? '', month, spanned ? '' : listed].filter(Boolean).join(' ');
}

/** What the sources of a flood get wrong as published, said beside its figures. */
export function sayEventCaveats(b: AnswerBuilder, events: { event_id: string }[]): void {
  if (events.some((e) => e.event_id === 'SEN-2024-02'))
    b.caveat(
      b.t(
        'Le bilan gouvernemental d’octobre 2024 « 774 ménages (~55 600 personnes) » est incohérent tel que publié ; il est cité tel quel.',
        'The government’s October 2024 figure "774 households (~55,600 people)" is inconsistent as published; it is quoted as is.',
      ),
    );
}
