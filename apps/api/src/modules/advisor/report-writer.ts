import type {
  AdvisorLanguage,
  AdvisorTurn,
  AnswerData,
  AnswerFigure,
  AnswerPlace,
  AnswerSource,
} from './advisor.engine.ts';
import { LEVEL_NAMES } from './analyst/answer.ts';
import { ACTOR_ROLE_FR, inFrench, STANDARD_VALUE_FR, standardUnitPerInFrench } from './fr-terms.ts';
import { citesOtherLanguage, sourceItem } from './source-list.ts';

/**
 * The situation report (issue 3): written from the structured results stored with each answer,
 * never by pasting the chat. Sections: title, date and time, scope, key figures, findings,
 * recommended actions, sources, limits of the data, annex of the queries.
 */

const T = {
  fr: {
    title: 'Rapport de situation — inondations au Sénégal',
    generated: 'Établi le',
    at: 'à',
    scope: 'Périmètre',
    places: 'Lieux',
    periods: 'Périodes',
    questions: 'Questions traitées',
    none: 'non précisé',
    keyFigures: 'Chiffres clés',
    figure: 'Indicateur',
    value: 'Valeur',
    place: 'Lieu',
    period: 'Période',
    kind: 'Nature',
    findings: 'Constats',
    actions: 'Actions recommandées',
    needs: 'Besoins estimés',
    need: 'Besoin',
    quantity: 'Quantité',
    standard: 'Norme',
    forPeople: 'pour',
    people: 'personnes',
    actors: 'Acteurs concernés',
    verify: 'Faire confirmer sur le terrain les chiffres non rapportés avant toute décision qui en dépend.',
    share: 'Partager ce rapport avec les acteurs listés et le mettre à jour à chaque nouveau bilan officiel.',
    sources: 'Sources',
    limits: 'Limites des données',
    missing: 'Non rapporté dans nos sources',
    noLimits: 'Aucune limite particulière signalée pour ces réponses.',
    annex: 'Annexe — requêtes exécutées',
    notReported: 'non rapporté',
    answeredFrom: 'Réponse fondée sur',
    outOfScope: 'hors du champ des données',
    figures: 'chiffre(s)',
    reliabilityNote: 'Fiabilité des sources : A institutionnelle, B presse ou secondaire, C blog.',
    titlesNote: 'Les titres sont cités tels que publiés, souvent en anglais.',
    colon: ' :',
    noData: 'pas de donnée dans nos sources',
    kinds: {
      census: 'recensement',
      projection: 'projection',
      estimate: 'estimation',
      computed: 'calculé',
      reported: 'rapporté',
    } as Record<string, string>,
  },
  en: {
    title: 'Situation report — floods in Senegal',
    generated: 'Prepared on',
    at: 'at',
    scope: 'Scope',
    places: 'Places',
    periods: 'Periods',
    questions: 'Questions covered',
    none: 'not specified',
    keyFigures: 'Key figures',
    figure: 'Indicator',
    value: 'Value',
    place: 'Place',
    period: 'Period',
    kind: 'Kind',
    findings: 'Findings',
    actions: 'Recommended actions',
    needs: 'Estimated needs',
    need: 'Need',
    quantity: 'Quantity',
    standard: 'Standard',
    forPeople: 'for',
    people: 'people',
    actors: 'Actors concerned',
    verify: 'Have the figures that are not reported confirmed in the field before any decision that depends on them.',
    share: 'Share this report with the actors listed and update it with each new official toll.',
    sources: 'Sources',
    limits: 'Limits of the data',
    missing: 'Not reported in our sources',
    noLimits: 'No particular limit was flagged for these answers.',
    annex: 'Annex — queries run',
    notReported: 'not reported',
    answeredFrom: 'Answered from',
    outOfScope: 'outside the data',
    figures: 'figure(s)',
    reliabilityNote: 'Source reliability: A institutional, B press or secondary, C blog.',
    titlesNote: '',
    colon: ':',
    noData: 'no data in our sources',
    kinds: {
      census: 'census',
      projection: 'projection',
      estimate: 'estimate',
      computed: 'computed',
      reported: 'reported',
    } as Record<string, string>,
  },
} as const;

function fmt(v: number, lang: AdvisorLanguage): string {
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    maximumFractionDigits: Number.isInteger(v) ? 0 : 2,
  }).format(v);
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A place with its level, as the answers name it: three places are called Matam. */
function placeName(name: string, level: AnswerPlace['level'] | undefined, lang: AdvisorLanguage): string {
  if (level === 'country') return lang === 'fr' ? 'Sénégal' : 'Senegal';
  return level ? `${name} (${LEVEL_NAMES[lang][level]})` : name;
}

/** A figure's place with its level; an answer stored without it takes the level of its one place of that name. */
function figurePlace(f: AnswerFigure, data: AnswerData, lang: AdvisorLanguage): string | undefined {
  if (!f.place) return undefined;
  const same = data.places.filter((p) => p.name === f.place);
  return placeName(f.place, f.level ?? (same.length === 1 ? same[0]!.level : undefined), lang);
}

/** Counted units in the singular for one (French: under two) — "1 facility", "1 structure". */
const SINGULAR: Record<AdvisorLanguage, Record<string, string>> = {
  fr: {
    habitants: 'habitant',
    personnes: 'personne',
    structures: 'structure',
    'structures géolocalisées': 'structure géolocalisée',
    unités: 'unité',
  },
  en: {
    inhabitants: 'inhabitant',
    people: 'person',
    facilities: 'facility',
    'geolocated facilities': 'geolocated facility',
    units: 'unit',
  },
};

function withUnit(v: number, unit: string | undefined, lang: AdvisorLanguage): string {
  if (!unit) return fmt(v, lang);
  const one = lang === 'fr' ? Math.abs(v) < 2 : Math.abs(v) === 1;
  return `${fmt(v, lang)} ${(one && SINGULAR[lang][unit]) || unit}`;
}

/**
 * What one answer established, in a line: the needs it estimated, else its figures, else the
 * actors it named ("" when it established nothing). Shared by the report's findings and the
 * advisor's summary of the conversation.
 */
export function findingOf(data: AnswerData, lang: AdvisorLanguage): string {
  const t = T[lang];
  const numbers = data.figures.filter((f) => f.label !== 'event' && f.value !== null).slice(0, 6);
  const sep = lang === 'fr' ? ' ; ' : '; ';
  // What the answer established: the needs it estimated, else its figures, else the actors it named.
  return data.intent === 'out_of_scope'
    ? t.outOfScope
    : data.needs.length
      ? `${t.forPeople} ${fmt(data.needs[0]!.people, lang)} ${t.people}${t.colon} ` +
        data.needs
          .slice(0, 6)
          .map(
            (n) => `${n.label}${t.colon} ${n.quantity === null ? t.notReported : withUnit(n.quantity, n.unit, lang)}`,
          )
          .join(sep)
      : numbers.length
        ? numbers
            .map(
              (f) =>
                `${f.label}${f.place ? ` (${figurePlace(f, data, lang)}${f.period ? `, ${f.period}` : ''})` : ''}${t.colon} ${typeof f.value === 'number' ? withUnit(f.value, f.unit, lang) : `${String(f.value)}${f.unit ? ` ${f.unit}` : ''}`}`,
            )
            .join(sep)
        : data.actors.length
          ? data.actors
              .slice(0, 6)
              .map((a) => `${a.name}${a.acronym ? ` (${a.acronym})` : ''}`)
              .join(sep)
          : data.missing.length
            ? t.noData
            : '';
}

export function writeReport(input: { turns: AdvisorTurn[]; language: AdvisorLanguage; generatedAt: Date }): string {
  const lang = input.language;
  const t = T[lang];
  const pairs: { question: string; data: AnswerData }[] = [];
  for (let i = 0; i < input.turns.length; i++) {
    const turn = input.turns[i]!;
    // A summary of the conversation repeats earlier answers: the report has them already.
    if (turn.role === 'assistant' && turn.data && turn.data.intent !== 'summary')
      pairs.push({ question: input.turns[i - 1]?.content ?? '', data: turn.data });
  }
  if (!pairs.length) return '';

  const date = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Africa/Dakar',
  }).format(input.generatedAt);
  const time = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    timeStyle: 'short',
    timeZone: 'Africa/Dakar',
  }).format(input.generatedAt);
  const places = [...new Map(pairs.flatMap((p) => p.data.places).map((p) => [p.pcode, p])).values()];
  const periods = [...new Set(pairs.flatMap((p) => p.data.periods))].sort();
  const sources = new Map<string, AnswerSource>();
  for (const p of pairs) for (const s of p.data.sources) sources.set(s.id, s);

  const out: string[] = [];
  out.push(`# ${t.title}`, '', `${t.generated} ${date} ${t.at} ${time} (Dakar).`, '');
  out.push(`## ${t.scope}`, '');
  out.push(
    `- **${t.places}**${t.colon} ${places.length ? places.map((p) => placeName(p.name, p.level, lang)).join(', ') : t.none}`,
  );
  out.push(`- **${t.periods}**${t.colon} ${periods.length ? periods.join(', ') : t.none}`);
  out.push(`- **${t.questions}**${t.colon} ${pairs.length}`, '');

  const figures = pairs
    .flatMap((p) => p.data.figures.map((f): AnswerFigure => ({ ...f, place: figurePlace(f, p.data, lang) })))
    .filter(
      (f): f is AnswerFigure & { value: number | null } =>
        f.label !== 'event' && (typeof f.value === 'number' || f.value === null),
    );
  const unique = [
    ...new Map(figures.map((f) => [`${f.label}|${f.place ?? ''}|${f.period ?? ''}|${f.value}`, f])).values(),
  ].slice(0, 40);
  if (unique.length) {
    out.push(
      `## ${t.keyFigures}`,
      '',
      `| ${t.figure} | ${t.value} | ${t.place} | ${t.period} | ${t.kind} |`,
      '|---|---|---|---|---|',
    );
    for (const f of unique)
      out.push(
        `| ${cell(f.label)} | ${f.value === null ? t.notReported : withUnit(f.value, f.unit, lang)} | ${cell(f.place ?? '—')} | ${cell(f.period ?? '—')} | ${cell(f.kind ? (t.kinds[f.kind] ?? f.kind) : '—')} |`,
      );
    out.push('');
  }

  out.push(`## ${t.findings}`, '');
  pairs.forEach((p, i) => {
    const summary = findingOf(p.data, lang);
    out.push(`${i + 1}. *${p.question.trim()}* — ${summary || t.notReported}`);
    for (const m of p.data.missing.slice(0, 4)) out.push(`   - ${t.missing}${t.colon} ${m}`);
  });
  out.push('');

  const needs = pairs.flatMap((p) => p.data.needs);
  const actors = [...new Map(pairs.flatMap((p) => p.data.actors).map((a) => [a.name, a])).values()];
  out.push(`## ${t.actions}`, '');
  if (needs.length) {
    out.push(`### ${t.needs}`, '', `| ${t.need} | ${t.quantity} | ${t.standard} |`, '|---|---|---|');
    for (const n of needs)
      out.push(
        `| ${cell(n.label)} (${t.forPeople} ${fmt(n.people, lang)} ${t.people}) | ${n.quantity === null ? t.notReported : cell(withUnit(n.quantity, n.unit, lang))} | ${cell(`${n.standard.id} : ${lang === 'fr' ? inFrench(STANDARD_VALUE_FR, n.standard.value) : n.standard.value} ${lang === 'fr' ? standardUnitPerInFrench(n.standard.unit) : n.standard.unit}${n.standard.edition ? ` (${n.standard.edition})` : ''}`)} |`,
      );
    out.push('');
  }
  if (actors.length) {
    out.push(`### ${t.actors}`, '');
    for (const a of actors)
      out.push(
        `- **${a.name}${a.acronym ? ` (${a.acronym})` : ''}** — ${lang === 'fr' ? inFrench(ACTOR_ROLE_FR, a.role) : a.role}`,
      );
    out.push('');
  }
  out.push(`- ${t.verify}`, `- ${t.share}`, '');

  out.push(`## ${t.sources}`, '');
  for (const s of sources.values()) out.push(sourceItem(s, lang));
  // A French report citing titles published in English says so once (as its answers do).
  const titles = t.titlesNote && citesOtherLanguage([...sources.values()], lang) ? ` ${t.titlesNote}` : '';
  out.push('', `${t.reliabilityNote}${titles}`, '');

  const caveats = [...new Set(pairs.flatMap((p) => p.data.caveats))];
  const missing = [...new Set(pairs.flatMap((p) => p.data.missing))];
  out.push(`## ${t.limits}`, '');
  if (!caveats.length && !missing.length) out.push(t.noLimits);
  for (const c of caveats) out.push(`- ${c}`);
  for (const m of missing) out.push(`- ${t.missing}${t.colon} ${m}`);
  out.push('');

  const queries = [
    ...new Map(pairs.flatMap((p) => p.data.queries).map((q) => [`${q.sql}|${JSON.stringify(q.params)}`, q])).values(),
  ];
  if (queries.length) {
    out.push(`## ${t.annex}`, '', '```sql');
    for (const q of queries) out.push(`${q.sql};${q.params.length ? ` -- ${JSON.stringify(q.params)}` : ''}`);
    out.push('```', '');
  }
  return out.join('\n').trim() + '\n';
}
