import type { AdvisorAnswer, AdvisorEngine, AdvisorLanguage, AdvisorTurn, AnswerData } from '../advisor.engine.ts';
import { AnswerBuilder, fmt, LEVEL_NAMES, placeLabel, type QueryRunner } from './answer.ts';
import {
  ACTOR_ROLE_FR,
  ACTOR_TYPE_FR,
  HAZARD_TYPE_FR,
  inFrench,
  STANDARD_PER_FR,
  STANDARD_UNIT_FR,
  STANDARD_VALUE_FR,
  unitPerInFrench,
} from '../fr-terms.ts';
import { type Level, levenshtein, type PlaceIndex, type PlaceMention, type Unit } from './places.ts';
import { normaliseName } from '../../knowledge/normalise.ts';
import { type ParsedQuestion, parseQuestion } from './text.ts';
import { findingOf } from '../report-writer.ts';
import { namedVariants } from './catalog/catalog.ts';

/**
 * The built-in analyst: no model. It reads the question (French or English), finds the places,
 * years, dates and counts it names, picks what is asked, runs parameterised read-only SQL over the
 * `knowledge` schema and writes the answer with its sources and the SQL it ran. Follow-up
 * questions reuse the structured context of the previous answer.
 */

type Intent =
  | 'population'
  | 'comparison'
  | 'ranking'
  | 'density'
  | 'flood_events'
  | 'frequency'
  | 'health'
  | 'vulnerability'
  | 'rainfall'
  | 'needs'
  | 'actors'
  | 'gaps'
  | 'summary'
  | 'profile'
  | 'out_of_scope';

interface Context {
  intent: Intent;
  pcodes: string[];
  years: number[];
  month: number | null;
  day: number | null;
  facilityType: string | null;
  eventIds: string[];
  level: Level | null;
  metric: string | null;
}

const RE = {
  flood: /\b(inondations?|inonde(e|es|s)?|floods?|flooding|flooded|crues?|submerg\w*)\b/,
  impact:
    /\b(morts?|deces|decede\w*|tues?|died|deaths?|dead|killed|blesses?|injured|affecte\w*|affected|touche(e|es|s)?|sinistre\w*|victimes?|victims?|deplace\w*|displaced|sans abri|homeless|maisons?|houses?|logements?|habitations?|latrines?|ecoles?|schools?|bilan|toll|impacts?|degats|damage|pertes?|losses|familles?|families|menages? (affecte|deplace|touche)\w*|households? (affected|displaced))\b/,
  rain: /\b(pluies?|pluviom\w*|precipitations?|rain\w*|averses?|saison des pluies|rainy season|onset|demarrage|hivernage|cumul\w*|isohyet\w*|mm)\b/,
  health: /\b(sante|health|hopita(l|ux)|hospitals?|cliniques?|clinics?|dispensaires?|maternites?|huts?)\b/,
  vulnerability:
    /\b(electricite|electricity|eau potable|drinking water|acces a l eau|access to (drinking )?water|insecurite alimentaire|food insecurity|chocs?|shocks?|vulnerab\w*)\b/,
  householdShare:
    /\b(part des menages|share of households|menages ont subi|households (were )?(hit|affected|experienced)|pourcentage des menages|percentage of households|milieu rural|autres villes|other (urban|cities|towns)|rural areas?)\b/,
  density: /\b(densite|density|dense|densely|densement|superficie|surface area|area|km2|km)\b/,
  ranking:
    /\b(plus peuple\w*|moins peuple\w*|most populated|most populous|least populated|least populous|smallest|largest|biggest|plus grande?|plus petite?|classe\w*|classement|rank\w*|top|ordre|order|highest|lowest|le plus|la plus|les plus|le moins|la moins|les moins)\b/,
  comparison:
    /\b(compare\w*|comparaison|comparison|versus|vs|difference|ecart|gap|grow|grows|growth|croissance|croit|augmente\w*|augmentation|increase\w*|evolution|evolue|progress\w*|between|entre)\b/,
  population:
    /\b(population|populations|people|habitants?|peuple\w*|inhabitants?|residents?|live|lived|living|vivent|vit|resident|femmes|hommes|women|men|sexe|sex|recensement|census|projection\w*|projete\w*|projected)\b/,
  needs:
    /\b(besoins?|needs?|needed|faut il|faudrait|required|requis|necessaires?|kcal|kilocalories?|calories|litres?|liters?|toilettes?|toilets?|latrines?|abris?|shelter|savon|soap|couvertures?|blankets?|rations?|nourrir|feed|represent\w*)\b/,
  actors:
    /\b(qui|who|organisme|organismes|agence|agency|agencies|service|services|institution\w*|acteurs?|actors?|role|roles|mandat|mandate|responsable|responsible|charge|coordonne\w*|coordinate\w*|exploite|operates?|runs?|distribue\w*|distributes?|issues?|emet|ministere|ministry|autorite|authority|plan|programme|programs?|comite|committee)\b/,
  gaps: /\b(donnees manquantes|quelles donnees manquent|manque\w* (de )?donnees|what data is missing|missing data|data gaps?|lacunes)\b/,
  outOfScope:
    /\b(demain|tomorrow|aujourd hui|today|football|match|foot|fievre|paludisme|malaria|maux de tete|headache|symptom\w*|taux de change|exchange rate|euro|dollar|bourse|stock|election\w*|president|recette|recipe|blague|joke)\b/,
  forecast:
    /\b(demain|tomorrow|next (year|week|month|season|rainy season)|l annee prochaine|annee prochaine|la semaine prochaine|le mois prochain|prochaine saison|prochain hivernage|forecasts?|forecasting|previsions?|predi\w*|pronosti\w*)\b/,
  followUp:
    /^(et|and|aussi|also|meme|same|idem|pareil|compare|comparer|what about|how about|et pour|et a|et en|and in|and for|now|maintenant|puis)\b/,
};

const FACILITY_TYPES: [RegExp, string][] = [
  [/\b(hopita(l|ux)|hospitals?)\b/, 'hopital'],
  [/\b(centres? de sante|health cent(er|re)s?)\b/, 'centre de sante'],
  [/\b(postes? de sante|health posts?)\b/, 'poste de sante'],
  [/\b(cases? de sante|health huts?)\b/, 'case de sante'],
];
const FACILITY_NAMES: Record<string, [string, string]> = {
  hopital: ['Hôpitaux', 'Hospitals'],
  'centre de sante': ['Centres de santé', 'Health centres'],
  'poste de sante': ['Postes de santé', 'Health posts'],
  'case de sante': ['Cases de santé', 'Health huts'],
  autre: ['Autres', 'Other'],
};

/** Singular names and French gender, for "1 hôpital, dont 1 géolocalisé". */
const FACILITY_SINGULAR: Record<string, [string, string, 'm' | 'f']> = {
  hopital: ['hôpital', 'hospital', 'm'],
  'centre de sante': ['centre de santé', 'health centre', 'm'],
  'poste de sante': ['poste de santé', 'health post', 'm'],
  'case de sante': ['case de santé', 'health hut', 'f'],
};

/** "N {type}, dont M géolocalisé(s)" with French agreement (0 and 1 take the singular). */
function facilityCount(type: string | null, total: number, geo: number, lang: 'fr' | 'en'): string {
  const [singularFr, singularEn, gender] = (type && FACILITY_SINGULAR[type]) || [
    'structure de santé',
    'health facility',
    'f',
  ];
  const pluralFr = type ? FACILITY_NAMES[type]![0].toLowerCase() : 'structures de santé';
  const pluralEn = type ? FACILITY_NAMES[type]![1].toLowerCase() : 'health facilities';
  if (lang === 'en')
    return `${fmt(total, 'en')} ${total === 1 ? singularEn : pluralEn}, of which ${fmt(geo, 'en')} geolocated`;
  const name = total <= 1 ? singularFr : pluralFr;
  const located = `géolocalisé${gender === 'f' ? 'e' : ''}${geo > 1 ? 's' : ''}`;
  return `${fmt(total, 'fr')} ${name}, dont ${fmt(geo, 'fr')} ${located}`;
}

/** Units counted in whole things: [singular, plural] in French and English. */
const COUNTED_UNITS: Record<string, { fr: [string, string]; en: [string, string] }> = {
  'health facility': {
    fr: ['structure de santé', 'structures de santé'],
    en: ['health facility', 'health facilities'],
  },
  hospital: { fr: ['hôpital', 'hôpitaux'], en: ['hospital', 'hospitals'] },
  beds: { fr: ['lit', 'lits'], en: ['bed', 'beds'] },
  'clinical officer': {
    fr: ['agent de santé qualifié', 'agents de santé qualifiés'],
    en: ['clinical officer', 'clinical officers'],
  },
  death: { fr: ['décès', 'décès'], en: ['death', 'deaths'] },
  blankets: { fr: ['couverture', 'couvertures'], en: ['blanket', 'blankets'] },
};

/** A standard's unit for a quantity, in the answer's language. */
function standardUnit(unit: string, quantity: number, lang: 'fr' | 'en'): string {
  const counted = COUNTED_UNITS[unit];
  if (counted) return counted[lang][quantity <= 1 && (lang === 'fr' || quantity === 1) ? 0 : 1];
  return lang === 'fr' ? (STANDARD_UNIT_FR[unit] ?? unit) : unit;
}

/** "15 litres par personne et par jour" / "15 litres / person per day". */
function standardText(valueText: string, unit: string | null, per: string | null, lang: 'fr' | 'en'): string {
  if (lang === 'en') return `${valueText} ${unit ?? ''} / ${per ?? ''}`;
  const value =
    STANDARD_VALUE_FR[valueText] ??
    valueText.replace(/\d+(?:\.(\d+))?/g, (n, decimals?: string) => fmt(Number(n), 'fr', decimals?.length ?? 0));
  return `${value} ${unitPerInFrench(unit ?? '', per ?? '')}`;
}

const EVENT_FIGURES: { column: string; fr: string; en: string; words: RegExp }[] = [
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
    words: /\b(affecte\w*|affected|touche\w*|sinistre\w*|victims?|victimes)\b/,
  },
  {
    column: 'people_displaced',
    fr: 'Personnes déplacées',
    en: 'People displaced',
    words: /\b(personnes deplacees|deplace\w*|displaced|sans abri|homeless)\b/,
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
    words: /\b(familles deplacees|families displaced|displaced families)\b/,
  },
  {
    column: 'houses_destroyed',
    fr: 'Maisons détruites ou effondrées',
    en: 'Houses destroyed or collapsed',
    words: /\b(maisons detruites|detruite?s?|effondre\w*|destroyed|collapsed)\b/,
  },
  {
    column: 'houses_flooded',
    fr: 'Maisons inondées',
    en: 'Houses flooded',
    words: /\b(maisons inondees|inondees|houses flooded|flooded houses|homes flooded)\b/,
  },
];

const AREA_METRICS: Record<string, [string, string]> = {
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

const MONTH_NAMES: Record<AdvisorLanguage, string[]> = {
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

const POP_YEARS = { first: 2023, last: 2030 };

/** The words name the unit itself, spelling slips forgiven ("ziguinshor", "st louis"). */
function sameName(words: string, name: string): boolean {
  const a = normaliseName(words).replace(/\bst\b/g, 'saint');
  const b = normaliseName(name).replace(/\bst\b/g, 'saint');
  return a === b || levenshtein(a, b, 2) <= 2 || b.startsWith(`${a} `) || a.startsWith(`${b} `);
}

/** The loader writes its computation notes in English; French answers say them in French. */
const NOTES_FR: Record<string, string> = {
  'sum of its departments (computed)': 'somme de ses départements (calculée)',
};

function lastContext(history: AdvisorTurn[]): { context: Context; language: AdvisorLanguage } | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const t = history[i]!;
    // A summary follows nothing up: "et à Matam ?" after it refers to the answer before it.
    const intent = (t.data?.context as Partial<Context> | undefined)?.intent;
    if (t.role === 'assistant' && t.data?.context && intent && intent !== 'summary')
      return { context: t.data.context as unknown as Context, language: t.data.language };
  }
  return null;
}

export interface SubjectDeps {
  database: QueryRunner;
  places: () => Promise<PlaceIndex>;
}

/** The subject handlers: floods, needs, actors, rainfall, vulnerability, summaries… (ADR 031). */
export function createSubjectAnalyst(deps: SubjectDeps): AdvisorEngine {
  const db = deps.database;
  const places = deps.places;

  return {
    name: 'analyst',
    async answer({ question, history }): Promise<AdvisorAnswer> {
      const idx = await places();
      const prev = lastContext(history);
      const q = parseQuestion(question, prev?.language ?? 'fr');
      const mentions = idx.find(q.tokens);
      const intent = classify(q, mentions, prev?.context ?? null);
      const b = new AnswerBuilder(db, q.language, intent.intent);
      const ctx = await handlers[intent.intent](b, q, mentions, intent.context, idx, history);
      const { markdown, data } = await b.finish([], ctx as unknown as Record<string, unknown>);
      return { markdown, data: data as AnswerData, engine: 'analyst' };
    },
  };
}

interface Classified {
  intent: Intent;
  /** The previous answer's context when this question follows it up. */
  context: Context | null;
}

/**
 * Words a follow-up or a bare place question may hold besides places and years: "et à Matam ?",
 * "and in 2022?", "what about Podor?", "Matam 2023 ?". Any other word names a subject the analyst
 * did not recognise ("What is the GDP of Senegal?"), so the question is not read as a follow-up.
 */
const FILLER_WORDS = new Set(
  (
    'et and a au aux en in dans pour for of de du des d l le la les the un une an at on sur to ' +
    'what about how quel quelle quels quelles est sont is are was were c ce cette ces qu que y il t ' +
    'also aussi meme same idem pareil pour now maintenant puis then ok okay alors so please svp stp ' +
    'merci thanks question chose thing ca that this celle celui there la bas ici here ' +
    'region regions departement departements department departments dept arrondissement arrondissements ' +
    'district commune communes ville city town municipality pays country national nationale ' +
    'by how much many does do did will would be been par combien va vont sera seront ' +
    'year annee an ans in during pendant compare comparer comparez compared comparaison avec with versus vs ' +
    'whole entire toute tout entier entiere ensemble all'
  ).split(' '),
);

const KNOWN_WORD_PATTERNS = [
  RE.flood,
  RE.impact,
  RE.rain,
  RE.health,
  RE.density,
  RE.ranking,
  RE.comparison,
  RE.population,
  RE.needs,
  RE.followUp,
];

/** The words of the question that are neither places, numbers, filler nor words of a known subject. */
function unknownWords(q: ParsedQuestion, mentions: PlaceMention[]): string[] {
  return q.tokens.filter(
    (t, i) =>
      !mentions.some((m) => i >= m.start && i < m.end) &&
      !/^\d/.test(t) &&
      !FILLER_WORDS.has(t) &&
      // A word of a subject the analyst knows ("grow", "habitants") is not unknown.
      !KNOWN_WORD_PATTERNS.some((re) => re.test(t)),
  );
}

function classify(q: ParsedQuestion, mentions: PlaceMention[], prev: Context | null): Classified {
  const own = ownIntent(q, mentions);
  // A question whose subject the analyst does not know is never a follow-up nor a bare place:
  // answering the previous subject for it would put a number on something that was not asked.
  const unknownSubject = own === null && unknownWords(q, mentions).length > 0;
  const short = q.tokens.length <= 9;
  // "Quels sont les besoins pour ces personnes ?" after a flood answer: needs for its figure.
  if (
    prev &&
    (prev.intent === 'flood_events' || prev.intent === 'needs') &&
    // "these people" reads as a population question in English; it still means the answer's people.
    (own === null || (own === 'population' && mentions.length === 0 && q.people === null && !q.years.length)) &&
    /\b(besoins?|needs?|needed|faut il|required)\b/.test(q.norm)
  )
    return { intent: 'needs', context: prev };
  // "Et pour 5 000 personnes ?" after needs: the same needs for another number of people.
  if (prev && prev.intent === 'needs' && q.people !== null && q.tokens.length <= 6 && own === null)
    return { intent: 'needs', context: prev };
  // "the same per department", "détail par département": the previous place, broken down.
  if (
    prev &&
    ['population', 'comparison', 'ranking', 'density'].includes(prev.intent) &&
    /\b(per department|par departement|by department|each department|chaque departement|detail par departement|par departements)\b/.test(
      q.norm,
    )
  )
    return { intent: 'ranking', context: prev };
  const followWords = RE.followUp.test(q.norm) || /\b(meme chose|the same|same for|pareil pour|idem)\b/.test(q.norm);
  if (prev && prev.intent !== 'out_of_scope' && prev.intent !== 'gaps' && !unknownSubject) {
    if (
      own === null ||
      (short && followWords && (own === 'comparison' || own === prev.intent || own === 'population'))
    ) {
      if (own === 'comparison' && ['population', 'comparison', 'ranking'].includes(prev.intent))
        return { intent: 'comparison', context: prev };
      // "Compare the population of Thiès and Kaolack" after a flood answer names its own subject.
      if (own === 'comparison' && /\b(population|habitants|inhabitants|people|peuple\w*)\b/.test(q.norm))
        return { intent: 'comparison', context: null };
      return {
        intent: prev.intent === 'comparison' && !/compar/.test(q.norm) ? 'population' : prev.intent,
        context: prev,
      };
    }
  }
  // A bare place ("Matam 2023 ?") reads as its population; anything else unknown is out of scope.
  const bare =
    !unknownSubject &&
    mentions.length > 0 &&
    (q.tokens.length <= 5 || q.years.length > 0) &&
    !/\b(restaurant|hotel|prix|price|cout|cost|meteo|weather)\b/.test(q.norm);
  // "What happened in Saint-Louis in 2016?": a past year with no population figure reads as floods.
  if (!own && bare && q.years.length && q.years.every((y) => y < 2023 && y !== 2020))
    return { intent: 'flood_events', context: null };
  if (
    !own &&
    /\b(what happened|que s est il passe|qu est il arrive|evenements?|events?)\b/.test(q.norm) &&
    (mentions.length || q.years.length)
  )
    return { intent: 'flood_events', context: null };
  return { intent: own ?? (bare ? 'population' : 'out_of_scope'), context: null };
}

function ownIntent(q: ParsedQuestion, mentions: PlaceMention[]): Intent | null {
  const n = q.norm;
  // "Résume la conversation" (the report toast suggests it): a summary of the answers so far.
  if (
    /\b(resume\w*|summar\w*|synthese|synthetis\w*|recapitul\w*|recap)\b/.test(n) &&
    !mentions.length &&
    !q.years.length &&
    (/\b(conversation|discussion|echanges?|chat|jusqu ici|so far|above|precede\w*|ce qu on a dit|what we)\b/.test(n) ||
      q.tokens.length <= 3)
  )
    return 'summary';
  // "Fais-moi un résumé de la situation à Matam": what every data set says of that place.
  if (
    /\b(resume\w*|summar\w*|synthese|situation|profil\w*|fiche|portrait|overview|etat des lieux|point sur|key facts|chiffres cles|tout savoir|everything)\b/.test(
      n,
    ) &&
    mentions.length > 0 &&
    !q.years.length &&
    q.people === null
  )
    return 'profile';
  if (RE.gaps.test(n)) return 'gaps';
  if (RE.outOfScope.test(n) && !RE.flood.test(n) && !/\b(agence|agency|organisme|qui|who)\b/.test(n))
    return 'out_of_scope';
  // A forecast of floods or rain is no recorded fact: past events would answer another question.
  if (RE.forecast.test(n) && (RE.flood.test(n) || RE.rain.test(n) || /\b(risque?s?|risks?)\b/.test(n)))
    return 'out_of_scope';
  const acronym =
    /\b(dpgi|dpc|bnsp|orsec|cngi|pdgi|csar|anacim|dgpre|olac|omvs|semaf|omvg|croix rouge|red cross|onas|adm|progep|pgiis|pgii|mraz i|mrazi)\b/.test(
      n,
    );
  const eventQuestion = RE.flood.test(n) && (q.years.length > 0 || q.month !== null);
  if (
    acronym ||
    (!eventQuestion &&
      RE.actors.test(n) &&
      !/\bqu est ce qui\b/.test(n) &&
      /\b(qui|who|quel organisme|quelle agence|which agency|which organi[sz]ation|what agency|role|mandat|mandate|quel service|which service|autorite|authority)\b/.test(
        n,
      ))
  ) {
    if (!(q.people !== null && RE.needs.test(n))) return 'actors';
  }
  if (q.people !== null && RE.needs.test(n)) return 'needs';
  if (
    /\b(besoins?|needs?|needed|faut il|faudrait|required|requis|necessaires?)\b/.test(n) &&
    (RE.flood.test(n) || q.people !== null)
  )
    return 'needs';
  // "Combien de litres d'eau par jour pour les sinistrés de Bakel en 2024 ?": a quantity of a
  // standard for the people of an event.
  if (
    RE.needs.test(n) &&
    /\b(combien|how many|how much|quantite|quantity)\b/.test(n) &&
    /\b(sinistres?|affectees?|deplacees?|victimes?|affected|displaced|victims?|flood victims)\b/.test(n)
  )
    return 'needs';
  if (
    /\b(evenements? d inondation distincts?|nombre d evenements|plus grand nombre d evenements|distinct (flood )?events?|how many (distinct )?(flood )?events|appara\w*|appears?|le plus souvent|most often|most frequently|hit most|le plus touche\w*|most hit)\b/.test(
      n,
    )
  )
    return 'frequency';
  if (RE.vulnerability.test(n) || (RE.householdShare.test(n) && (RE.flood.test(n) || /chocs?|shocks?/.test(n))))
    return 'vulnerability';
  // Subjects no data set holds, even when asked about floods ("cholera after the floods?").
  // "Besoins pour 1 000 enfants" is a needs question: a count of people, not an age breakdown.
  if (GAP_TOPICS.some((t) => t.early && t.words.test(n) && !(t.withPopulation && q.people !== null))) return 'gaps';
  // Beds and staff are not in the facility data: say so rather than answer a facility count.
  if (RE.health.test(n) && GAP_TOPICS.some((t) => t.health && t.words.test(n))) return 'gaps';
  if (RE.health.test(n)) return 'health';
  if (RE.flood.test(n) || (RE.impact.test(n) && (q.years.length || q.month !== null))) {
    if (RE.rain.test(n) && !RE.impact.test(n) && !RE.flood.test(n)) return 'rainfall';
    return 'flood_events';
  }
  if (RE.rain.test(n)) return 'rainfall';
  if (
    RE.density.test(n) &&
    (mentions.length ||
      RE.population.test(n) ||
      RE.ranking.test(n) ||
      /\b(departements?|departments?|regions?|least|most)\b/.test(n))
  )
    return 'density';
  if (
    q.threshold &&
    /\b(departements|departments|regions|communes)\b/.test(n) &&
    (RE.population.test(n) || /\bhabitants?\b/.test(n))
  )
    return 'ranking';
  if (RE.population.test(n) || /\b(combien de personnes|how many people)\b/.test(n)) {
    if (RE.ranking.test(n) && !(mentions.length >= 2)) {
      const scopedToOne =
        mentions.length === 1 &&
        !/\b(departements|departments|regions|communes|arrondissements)\b/.test(n) &&
        !/\b(department|departement|region|commune) (of|de|du|d)\b.*\b(has|a|compte)\b/.test(n);
      if (
        !scopedToOne ||
        /\b(departements?|departments?|communes?|regions?)\b.*\b(de la region|of|in|du|de la)\b/.test(n)
      )
        return 'ranking';
    }
    if (RE.comparison.test(n) && (mentions.length >= 2 || q.years.length >= 2)) return 'comparison';
    return 'population';
  }
  if (
    /\b(ecoles?|schools?|routes?|roads?|marches?|markets?|ponts?|bridges?|betail|livestock|cultures|crops|revenus?|income|pauvrete|poverty|chomage|unemployment)\b/.test(
      n,
    ) ||
    GAP_TOPICS.some((t) => t.words.test(n) && !(t.withPopulation && q.people !== null))
  )
    return 'gaps';
  if (RE.ranking.test(n) && /\b(departements?|departments?|regions?|communes?)\b/.test(n)) return 'ranking';
  if (RE.comparison.test(n) && mentions.length >= 2) return 'comparison';
  return null;
}

// ───────────────────────────── places ─────────────────────────────

const PREFERENCE: Record<string, Level[]> = {
  population: ['region', 'department', 'commune', 'arrondissement', 'country'],
  flood: ['department', 'region', 'commune', 'arrondissement', 'country'],
  region: ['region', 'department', 'commune', 'arrondissement', 'country'],
};

/** The reading of each mention: the level the question names, else the most likely one. */
function resolve(
  mentions: PlaceMention[],
  prefer: Level[],
  shared: Level | null = null,
): { unit: Unit; mention: PlaceMention; ambiguous: Unit[] }[] {
  const picked = mentions.map((m) => {
    const hint = m.levelHint ?? shared;
    const hinted = hint ? m.candidates.filter((c) => c.level === hint) : [];
    const pool = hinted.length
      ? hinted
      : [...m.candidates].sort((a, b) => prefer.indexOf(a.level) - prefer.indexOf(b.level));
    return {
      unit: pool[0]!,
      mention: m,
      ambiguous: hinted.length ? [] : m.candidates.filter((c) => c !== pool[0] && c.level !== 'arrondissement'),
    };
  });
  // "Ndiaye (département de Dagana)", "Gabou (Bakel)": a named parent only narrows the place.
  const out = picked.filter(
    (p) =>
      !picked.some(
        (o) =>
          o !== p &&
          (o.unit.department === p.unit.pcode || o.unit.region === p.unit.pcode || o.unit.parent === p.unit.pcode) &&
          o.unit.level !== p.unit.level,
      ),
  );
  for (const o of out) {
    const parent = picked.find((p) => !out.includes(p));
    if (parent) {
      const better = o.mention.candidates.find(
        (c) => c.level === o.unit.level && (c.department === parent.unit.pcode || c.region === parent.unit.pcode),
      );
      if (better) o.unit = better;
    }
  }
  const seen = new Set<string>();
  return out.filter((p) => (seen.has(p.unit.pcode) ? false : (seen.add(p.unit.pcode), true)));
}

function pickYears(q: ParsedQuestion, prev: Context | null): number[] {
  if (q.years.length) return q.years;
  return prev?.years ?? [];
}

// ───────────────────────────── handlers ─────────────────────────────

type Handler = (
  b: AnswerBuilder,
  q: ParsedQuestion,
  mentions: PlaceMention[],
  prev: Context | null,
  idx: PlaceIndex,
  /** The conversation so far (for a summary of it). */
  history: AdvisorTurn[],
) => Promise<Context>;

function baseContext(intent: Intent, pcodes: string[], years: number[], extra: Partial<Context> = {}): Context {
  return {
    intent,
    pcodes,
    years,
    month: null,
    day: null,
    facilityType: null,
    eventIds: [],
    level: null,
    metric: null,
    ...extra,
  };
}

/** The places of a follow-up: new ones replace the old, "compare with X" adds X. */
/** "les départements de Podor et Dagana": a plural level word applies to every place named. */
function sharedLevel(q: ParsedQuestion): Level | null {
  if (/\b(departements|departments)\b/.test(q.norm)) return 'department';
  if (/\b(regions)\b/.test(q.norm)) return 'region';
  if (/\b(communes)\b/.test(q.norm)) return 'commune';
  return null;
}

function placesFor(
  q: ParsedQuestion,
  mentions: PlaceMention[],
  prev: Context | null,
  idx: PlaceIndex,
  prefer: Level[],
): { units: Unit[]; ambiguous: Map<string, Unit[]> } {
  const resolved = resolve(mentions, prefer, sharedLevel(q));
  const ambiguous = new Map(resolved.map((r) => [r.unit.pcode, r.ambiguous]));
  let units = resolved.map((r) => r.unit);
  if (prev) {
    const before = prev.pcodes.map((p) => idx.get(p)).filter((u): u is Unit => !!u);
    if (!units.length) units = before;
    else if (/\b(compare\w*|versus|vs|avec|with|and compare|comparaison)\b/.test(q.norm) && before.length)
      units = [...before.filter((u) => !units.includes(u)), ...units];
  }
  return { units, ambiguous };
}

async function populationOf(b: AnswerBuilder, u: Unit, year: number, producer: 'ANSD' | 'OCHA' | null) {
  const rows = await b.run<{
    value: number | null;
    kind: string;
    producer: string;
    source_id: string;
    note: string | null;
  }>(
    `select value::float8 as value, kind, producer, source_id, note from knowledge.population
     where pcode = $1 and year = $2 and sex = 'total' and ($3::text is null or producer = $3) order by producer = 'ANSD' desc limit 1`,
    [u.pcode, year, producer],
  );
  return rows[0] ?? null;
}

function kindText(b: AnswerBuilder, kind: string, producer: string, year: number): string {
  if (producer === 'OCHA')
    return b.t(
      `projection OCHA COD-PS ${year} (à partir du recensement 2013)`,
      `OCHA COD-PS ${year} projection (from the 2013 census)`,
    );
  if (kind === 'census')
    return b.t(
      `recensement RGPH-5 ${year} (ANSD) — chiffre recensé`,
      `RGPH-5 ${year} census (ANSD) — a counted figure`,
    );
  return b.t(
    `projection ANSD pour ${year} — une estimation, pas un comptage`,
    `ANSD projection for ${year} — an estimate, not a count`,
  );
}

function producerAsked(q: ParsedQuestion): 'ANSD' | 'OCHA' | null {
  if (/\bocha\b|cod ps/.test(q.norm)) return 'OCHA';
  if (/\bansd\b|rgph/.test(q.norm)) return 'ANSD';
  return null;
}

function yearGap(b: AnswerBuilder, year: number, producer: 'ANSD' | 'OCHA' | null): boolean {
  const ok = producer === 'OCHA' ? year === 2020 : (year >= POP_YEARS.first && year <= POP_YEARS.last) || year === 2020;
  if (ok) return false;
  b.say(
    b.t(
      `Pas de données de population pour ${year} dans nos sources : elles couvrent le recensement RGPH-5 de 2023, les projections de l'ANSD de 2024 à 2030 et les projections OCHA de 2020. Je ne fais pas d'extrapolation au-delà.`,
      `No data on population for ${year} in our sources: they cover the 2023 RGPH-5 census, ANSD projections from 2024 to 2030 and OCHA's 2020 projections. I do not extrapolate beyond them.`,
    ),
  );
  b.missing(b.t(`population ${year}`, `population ${year}`));
  return true;
}

const population: Handler = async (b, q, mentions, prev, idx) => {
  const { units: found, ambiguous } = placesFor(q, mentions, prev, idx, PREFERENCE.population!);
  let units = found;
  const wholeRegion = /\b(toute la region|whole|entire|ensemble de la region|the region as a whole)\b/.test(q.norm);
  if (
    prev &&
    !mentions.length &&
    /\b(region)\b/.test(q.norm) &&
    units.length === 1 &&
    units[0]!.level !== 'region' &&
    units[0]!.region
  )
    units = [idx.get(units[0]!.region)!];
  if (wholeRegion && mentions.length)
    units = units.map((u) => (u.level !== 'region' && u.region ? idx.get(u.region)! : u));
  if (!units.length) units = [idx.get('SN')!];
  const producer = producerAsked(q) ?? (units.every((u) => u.level === 'arrondissement') ? 'OCHA' : null);
  let years = pickYears(q, prev);
  if (!years.length) years = [producer === 'OCHA' ? 2020 : 2023];
  const year = years[years.length - 1]!;
  if (
    /\b(which year|what year|quelle annee|en quelle annee|when will|quand)\b/.test(q.norm) &&
    /\b(pass\w*|depass\w*|reach\w*|atteind\w*|atteint|franchi\w*|exceed\w*|cross\w*)\b/.test(q.norm)
  )
    return passYear(b, q, units[0]!);
  if (yearGap(b, year, producer))
    return baseContext(
      'population',
      units.map((u) => u.pcode),
      [year],
    );
  if (units.length > 1 || years.length > 1) return comparisonCore(b, q, units, years, producer);
  const u = units[0]!;
  b.place(u);
  b.period(year);
  const row = await populationOf(b, u, year, producer ?? (year === 2020 ? 'OCHA' : 'ANSD'));
  const label = placeLabel(u, b.lang);
  if (!row || row.value === null) {
    b.say(
      b.t(
        `La population de ${label} en ${year} n'est pas rapportée dans nos sources.`,
        `The population of ${label} in ${year} is not reported in our sources.`,
      ),
    );
    if (u.level === 'arrondissement')
      b.say(
        b.t(
          'Pour les arrondissements, seules les projections OCHA 2020 existent.',
          'For arrondissements only the OCHA 2020 projections exist.',
        ),
      );
    b.missing(`${u.name} ${year}`);
    return baseContext('population', [u.pcode], [year]);
  }
  const sexAsked =
    /\b(femmes?|hommes?|women|men|sexe|sex|female|male|feminine?s?|masculine?s?|filles?|garcons?|girls?|boys?)\b/.test(
      q.norm,
    );
  b.figure({
    label: b.t('Population', 'Population'),
    value: row.value,
    kind: row.kind,
    place: u.name,
    period: String(year),
    sourceIds: [row.source_id],
  });
  b.say(
    b.t(
      `**Population de ${label} en ${year} : ${fmt(row.value, 'fr')} habitants**`,
      `**Population of ${label} in ${year}: ${fmt(row.value, 'en')} people**`,
    ),
    '',
    `- ${b.t('Nature du chiffre', 'Kind of figure')} : ${kindText(b, row.kind, row.producer, year)}`,
  );
  if (row.note)
    b.say(`- ${b.t('Calcul', 'Computation')} : ${b.lang === 'fr' ? (NOTES_FR[row.note] ?? row.note) : row.note}`);
  if (sexAsked) {
    const sex = await b.run<{ sex: string; value: number; source_id: string }>(
      `select sex, value::float8 as value, source_id from knowledge.population where pcode = $1 and year = $2 and producer = $3 and sex in ('female','male') order by sex`,
      [u.pcode, year, row.producer],
    );
    if (sex.length) {
      for (const s of sex) {
        b.figure({
          label: s.sex,
          value: s.value,
          kind: row.kind,
          place: u.name,
          period: String(year),
          sourceIds: [s.source_id],
        });
        b.say(`- ${s.sex === 'female' ? b.t('Femmes', 'Women') : b.t('Hommes', 'Men')} : ${fmt(s.value, b.lang)}`);
      }
    } else {
      b.say(
        b.t(
          `- La répartition par sexe n'est pas rapportée pour ${year} dans nos sources (elle existe pour le recensement 2023 et les projections OCHA 2020).`,
          `- The breakdown by sex is not reported for ${year} in our sources (it exists for the 2023 census and OCHA's 2020 projections).`,
        ),
      );
      b.missing(b.t('population par sexe', 'population by sex'));
    }
  }
  // "la commune de Keur Massar": no commune has that name; say which unit answered, and the
  // units of the level asked for that carry the name (Keur Massar Nord, Keur Massar Sud).
  const hinted = mentions.find((m) => m.candidates.includes(u) && m.levelHint && m.levelHint !== u.level);
  if (hinted?.levelHint) {
    const level = hinted.levelHint;
    const near = [...idx.units.values()]
      .filter(
        (c) =>
          c.level === level &&
          (c.department === u.pcode || c.region === u.pcode || c.parent === u.pcode) &&
          normaliseName(c.name).startsWith(normaliseName(u.name)),
      )
      .map((c) => c.name);
    b.say(
      '',
      b.t(
        `Il n'y a pas ${level === 'arrondissement' ? "d'" : 'de '}${LEVEL_NAMES.fr[level]} nommé${level === 'commune' || level === 'region' ? 'e' : ''} « ${u.name} » dans nos données : ce chiffre est celui de ${placeLabel(u, 'fr')}.${near.length ? ` Ses ${LEVEL_NAMES.fr[level]}s de ce nom : ${near.join(', ')}.` : ''}`,
        `There is no ${LEVEL_NAMES.en[level]} named "${u.name}" in our data: this figure is that of ${placeLabel(u, 'en')}.${near.length ? ` Its ${LEVEL_NAMES.en[level]}s of that name: ${near.join(', ')}.` : ''}`,
      ),
    );
  }
  // A name that is no unit of ours ("Touba", "Casamance"): say which unit answers for it.
  const named = mentions.find((m) => m.candidates.includes(u));
  if (named && !sameName(named.text, u.name)) {
    const asked = named.text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    b.say(
      '',
      b.t(
        `« ${asked} » n'est pas une unité administrative de nos données : je donne le chiffre de ${placeLabel(u, 'fr')}, unité à laquelle ce nom renvoie.`,
        `"${asked}" is not an administrative unit in our data: I give the figure of ${placeLabel(u, 'en')}, the unit that name refers to.`,
      ),
    );
  }
  // Other readings of an ambiguous name (Saint-Louis the region, the department, the city).
  const others = ambiguous.get(u.pcode) ?? [];
  if (others.length && mentions.length) {
    b.say(
      '',
      b.t(
        `J'ai compris « ${u.name} » comme ${LEVEL_NAMES.fr[u.level] === 'région' ? 'la région' : `le/la ${LEVEL_NAMES.fr[u.level]}`}. Autres lectures possibles :`,
        `I read "${u.name}" as the ${LEVEL_NAMES.en[u.level]}. Other possible readings:`,
      ),
    );
    for (const o of others) {
      const r = await populationOf(b, o, year, row.producer as 'ANSD' | 'OCHA');
      if (r?.value != null) {
        b.figure({
          label: b.t('Population', 'Population'),
          value: r.value,
          kind: r.kind,
          place: `${o.name} (${o.level})`,
          period: String(year),
          sourceIds: [r.source_id],
        });
        b.say(`- ${placeLabel(o, b.lang)} : ${fmt(r.value, b.lang)}`);
      }
    }
  }
  if (row.kind === 'projection' && row.producer === 'ANSD')
    b.caveat(
      b.t(
        'Les chiffres 2024–2030 sont des projections de l’ANSD, pas des comptages.',
        'The 2024–2030 figures are ANSD projections, not counts.',
      ),
    );
  return baseContext('population', [u.pcode], [year], { level: u.level });
};

/** "Which year will Mbour pass 1,000,000 people?": the first projected year at or above the figure. */
async function passYear(b: AnswerBuilder, q: ParsedQuestion, u: Unit): Promise<Context> {
  const target = q.people ?? q.threshold?.value ?? null;
  b.place(u);
  if (target === null) {
    b.say(
      b.t(
        'Indiquez le seuil de population (par exemple « 1 000 000 habitants »).',
        'Tell me the population figure (for example "1,000,000 people").',
      ),
    );
    return baseContext('population', [u.pcode], []);
  }
  const rows = await b.run<{ year: number; value: number; kind: string; source_id: string }>(
    `select year, value::float8 as value, kind, source_id from knowledge.population where pcode = $1 and producer = 'ANSD' and sex = 'total' and year between 2023 and 2030 order by year`,
    [u.pcode],
  );
  const hit = rows.find((r) => r.value >= target);
  const label = placeLabel(u, b.lang);
  if (!hit) {
    const last = rows.at(-1);
    b.say(
      b.t(
        `Selon les projections de l'ANSD, ${label} ne dépasse pas ${fmt(target, 'fr')} habitants d'ici 2030${last ? ` (${fmt(last.value, 'fr')} en 2030)` : ''}. Au-delà de 2030, pas de données : je ne fais pas d'extrapolation.`,
        `According to ANSD projections, ${label} does not pass ${fmt(target, 'en')} people by 2030${last ? ` (${fmt(last.value, 'en')} in 2030)` : ''}. Beyond 2030 there is no data: I do not extrapolate.`,
      ),
    );
    b.missing(b.t('projections après 2030', 'projections after 2030'));
    if (last)
      b.figure({
        label: b.t('Population', 'Population'),
        value: last.value,
        kind: last.kind,
        place: u.name,
        period: '2030',
        sourceIds: [last.source_id],
      });
    return baseContext('population', [u.pcode], [2030]);
  }
  const before = rows.filter((r) => r.year < hit.year).at(-1);
  b.period(hit.year);
  b.figure({
    label: b.t('Population', 'Population'),
    value: hit.value,
    kind: hit.kind,
    place: u.name,
    period: String(hit.year),
    sourceIds: [hit.source_id],
  });
  b.say(
    b.t(
      `**${label} atteint ${fmt(target, 'fr')} habitants en ${hit.year}** : ${fmt(hit.value, 'fr')} (${kindText(b, hit.kind, 'ANSD', hit.year)})${before ? `, contre ${fmt(before.value, 'fr')} en ${before.year}` : ''}.`,
      `**${label} reaches ${fmt(target, 'en')} people in ${hit.year}**: ${fmt(hit.value, 'en')} (${kindText(b, hit.kind, 'ANSD', hit.year)})${before ? `, against ${fmt(before.value, 'en')} in ${before.year}` : ''}.`,
    ),
  );
  if (hit.year === 2023)
    b.say(b.t('Le seuil est déjà dépassé au recensement de 2023.', 'The figure is already passed at the 2023 census.'));
  return baseContext('population', [u.pcode], [hit.year]);
}

async function comparisonCore(
  b: AnswerBuilder,
  q: ParsedQuestion,
  units: Unit[],
  years: number[],
  producer: 'ANSD' | 'OCHA' | null,
): Promise<Context> {
  const rows: { u: Unit; year: number; value: number | null; kind: string; producer: string }[] = [];
  for (const u of units) {
    b.place(u);
    for (const y of years) {
      b.period(y);
      const r = await populationOf(b, u, y, producer ?? (y === 2020 ? 'OCHA' : 'ANSD'));
      rows.push({ u, year: y, value: r?.value ?? null, kind: r?.kind ?? '', producer: r?.producer ?? '' });
      if (r?.value != null)
        b.figure({
          label: b.t('Population', 'Population'),
          value: r.value,
          kind: r.kind,
          place: u.name,
          period: String(y),
          sourceIds: [r.source_id],
        });
      else b.missing(`${u.name} ${y}`);
    }
  }
  b.say(
    `| ${b.t('Lieu', 'Place')} | ${b.t('Année', 'Year')} | ${b.t('Population', 'Population')} | ${b.t('Nature', 'Kind')} |`,
    '|---|---|---|---|',
  );
  for (const r of rows)
    b.say(
      `| ${placeLabel(r.u, b.lang)} | ${r.year} | ${r.value === null ? b.t('non rapporté', 'not reported') : fmt(r.value, b.lang)} | ${r.kind === 'census' ? b.t('recensement', 'census') : r.kind ? b.t(`projection ${r.producer}`, `${r.producer} projection`) : '—'} |`,
    );
  b.say('');
  if (units.length === 1 && years.length >= 2) {
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    if (first.value !== null && last.value !== null) {
      const diff = last.value - first.value;
      const pct = (diff / first.value) * 100;
      b.figure({
        label: b.t('Variation', 'Change'),
        value: diff,
        kind: 'computed',
        place: first.u.name,
        period: `${first.year}–${last.year}`,
        sourceIds: [],
      });
      b.say(
        b.t(
          `**Variation de ${first.year} à ${last.year} : ${diff >= 0 ? '+' : ''}${fmt(diff, 'fr')} habitants (${diff >= 0 ? '+' : ''}${fmt(pct, 'fr', 1)} %).**`,
          `**Change from ${first.year} to ${last.year}: ${diff >= 0 ? '+' : ''}${fmt(diff, 'en')} people (${diff >= 0 ? '+' : ''}${fmt(pct, 'en', 1)}%).**`,
        ),
      );
    }
  } else {
    const y = years[years.length - 1]!;
    const vals = rows.filter((r) => r.year === y && r.value !== null).sort((a, c) => c.value! - a.value!);
    if (vals.length >= 2) {
      const [top, second] = [vals[0]!, vals[1]!];
      const gap = top.value! - second.value!;
      b.figure({ label: b.t('Écart', 'Difference'), value: gap, kind: 'computed', period: String(y), sourceIds: [] });
      b.say(
        b.t(
          `**En ${y}, ${top.u.name} compte le plus d'habitants : ${fmt(top.value!, 'fr')}, soit ${fmt(gap, 'fr')} de plus que ${second.u.name} (${fmt(second.value!, 'fr')}).**`,
          `**In ${y}, ${top.u.name} has the larger population: ${fmt(top.value!, 'en')}, ${fmt(gap, 'en')} more than ${second.u.name} (${fmt(second.value!, 'en')}).**`,
        ),
      );
    }
  }
  if (rows.some((r) => r.kind === 'projection' && r.producer === 'ANSD'))
    b.caveat(
      b.t(
        'Les chiffres 2024–2030 sont des projections de l’ANSD, pas des comptages.',
        'The 2024–2030 figures are ANSD projections, not counts.',
      ),
    );
  if (units.some((u) => u.level === 'region'))
    b.caveat(
      b.t(
        'Les totaux régionaux sont la somme des départements (ANSD).',
        'Regional totals are the sum of their departments (ANSD).',
      ),
    );
  return baseContext(
    'comparison',
    units.map((u) => u.pcode),
    years,
  );
}

const comparison: Handler = async (b, q, mentions, prev, idx) => {
  const { units } = placesFor(q, mentions, prev, idx, PREFERENCE.population!);
  let years = q.years.length ? q.years : (prev?.years ?? []);
  if (!years.length) years = [2023];
  if (q.years.length === 1 && prev?.years.length && !mentions.length) years = [...new Set([...prev.years, ...q.years])];
  const producer = producerAsked(q);
  for (const y of years)
    if (yearGap(b, y, producer))
      return baseContext(
        'comparison',
        units.map((u) => u.pcode),
        years,
      );
  if (!units.length) units.push(idx.get('SN')!);
  return comparisonCore(b, q, units, years.sort(), producer);
};

const ranking: Handler = async (b, q, mentions, prev, idx) => {
  const n = q.norm;
  const resolved = resolve(mentions, PREFERENCE.region!);
  let level: Level =
    /\bregions?\b/.test(n) && !/\b(departements?|departments?|communes?)\b/.test(n)
      ? 'region'
      : /\bcommunes?\b/.test(n)
        ? 'commune'
        : 'department';
  if (prev?.intent && /\b(par departement|per department|by department|the same per|chaque departement)\b/.test(n))
    level = 'department';
  let scope =
    resolved.find((r) => r.unit.level === 'region' || (r.unit.level === 'department' && level === 'commune'))?.unit ??
    null;
  if (!scope && prev && !mentions.length)
    scope = prev.pcodes.map((p) => idx.get(p)).find((u) => u && u.level === 'region') ?? null;
  if (scope && level === 'region') level = 'department';
  const years = pickYears(q, prev);
  const year = years[years.length - 1] ?? 2023;
  if (yearGap(b, year, null)) return baseContext('ranking', [], [year]);
  const asc = /\b(moins peuple\w*|least|smallest|plus petite?|lowest|fewest|le moins|la moins|les moins)\b/.test(n);
  const singular =
    /\b(quel|quelle|which|what) (est|is)?\s*(le|la|the)?\s*(departement|department|region|commune)\b/.test(n) ||
    /\b(le|la|the) (departement|department|region|commune) (le|la)? ?(plus|moins|most|least)\b/.test(n) ||
    /\b(has the (smallest|largest|biggest|highest|lowest))\b/.test(n) ||
    /\b(the (most|least) (populated|populous) (department|region|commune))\b/.test(n) ||
    (/\b(la plus peuplee|le plus peuple|la moins peuplee|le moins peuple)\b/.test(n) &&
      !/\b(les|quels|quelles)\b/.test(n));
  const limit =
    q.topN ?? (singular ? 1 : q.threshold ? 1000 : /\b(classe\w*|rank\w*|order|ordre|list\w*)\b/.test(n) ? 1000 : 5);
  const rows = await b.run<{ pcode: string; name: string; value: number; kind: string; source_id: string }>(
    `select u.pcode, u.name, p.value::float8 as value, p.kind, p.source_id from knowledge.population p join knowledge.unit u using (pcode)
     where u.level = $1 and p.year = $2 and p.sex = 'total' and p.producer = 'ANSD' and ($3::text is null or u.region_pcode = $3 or u.department_pcode = $3)
       and ($4::float8 is null or ($5 = '>=' and p.value >= $4) or ($5 = '<=' and p.value <= $4))
     order by p.value ${asc ? 'asc' : 'desc'} limit $6`,
    [level, year, scope?.pcode ?? null, q.threshold?.value ?? null, q.threshold?.op ?? '>=', limit],
  );
  const levelName = b.lang === 'fr' ? `${LEVEL_NAMES.fr[level]}s` : `${LEVEL_NAMES.en[level]}s`;
  const where = scope
    ? b.t(` de ${placeLabel(scope, 'fr')}`, ` of ${placeLabel(scope, 'en')}`)
    : b.t(' du Sénégal', ' of Senegal');
  if (scope) b.place(scope);
  b.period(year);
  if (!rows.length) {
    b.say(
      b.t(
        `Aucun ${LEVEL_NAMES.fr[level]}${where} ne répond à ce critère en ${year}.`,
        `No ${LEVEL_NAMES.en[level]}${where} meets that criterion in ${year}.`,
      ),
    );
    return baseContext('ranking', scope ? [scope.pcode] : [], [year], { level });
  }
  const head = q.threshold
    ? b.t(
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} ${q.threshold.op === '>=' ? 'd’au moins' : 'd’au plus'} ${fmt(q.threshold.value, 'fr')} habitants en ${year} : ${rows.length}**`,
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} with ${q.threshold.op === '>=' ? 'at least' : 'at most'} ${fmt(q.threshold.value, 'en')} people in ${year}: ${rows.length}**`,
      )
    : b.t(
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} classés par population en ${year} (${asc ? 'du moins' : 'du plus'} peuplé)**`,
        `**${levelName[0]!.toUpperCase()}${levelName.slice(1)}${where} ranked by population in ${year} (${asc ? 'least' : 'most'} populated first)**`,
      );
  b.say(head, '', `| # | ${b.t('Lieu', 'Place')} | ${b.t('Population', 'Population')} |`, '|---|---|---|');
  rows.forEach((r, i) => {
    const u = idx.get(r.pcode)!;
    b.place(u);
    b.figure({
      label: b.t('Population', 'Population'),
      value: r.value,
      kind: r.kind,
      place: r.name,
      period: String(year),
      sourceIds: [r.source_id],
    });
    b.say(`| ${i + 1} | ${r.name} | ${fmt(r.value, b.lang)} |`);
  });
  b.say('', `${b.t('Nature', 'Kind')} : ${kindText(b, rows[0]!.kind, 'ANSD', year)}.`);
  return baseContext('ranking', scope ? [scope.pcode] : [], [year], { level });
};

/** "Which department of Dakar region is the most densely populated?": departments (or regions) by density. */
async function densityRanking(
  b: AnswerBuilder,
  q: ParsedQuestion,
  mentions: PlaceMention[],
  prev: Context | null,
  idx: PlaceIndex,
) {
  const n = q.norm;
  // Areas are known for departments and regions only.
  const level: Level = /\bregions?\b/.test(n) && !/\b(departements?|departments?)\b/.test(n) ? 'region' : 'department';
  // "les départements de Thiès": the place named is the region they belong to.
  const scope =
    level === 'department'
      ? (mentions.map((m) => m.candidates.find((c) => c.level === 'region')).find((u) => u !== undefined) ?? null)
      : null;
  const years = pickYears(q, prev);
  const year = years[years.length - 1] ?? 2023;
  if (yearGap(b, year, null)) return baseContext('density', scope ? [scope.pcode] : [], [year], { level });
  const asc = /\b(least|lowest|smallest|moins|plus faible|plus petite?)\b/.test(n);
  const singular =
    /\b(quel|quelle|which|what) (est|is)?\s*(le|la|the)?\s*(departement|department|region)\b/.test(n) &&
    !/\b(departements|departments|regions)\b/.test(n);
  const limit = q.topN ?? (singular ? 1 : 1000);
  const rows = await b.run<{
    pcode: string;
    name: string;
    area: number;
    value: number;
    kind: string;
    source_id: string;
    area_source: string | null;
    density: number;
  }>(
    `select u.pcode, u.name, u.area_km2 as area, p.value::float8 as value, p.kind, p.source_id, u.area_source_id as area_source,
            p.value::float8 / u.area_km2 as density
     from knowledge.unit u join knowledge.population p using (pcode)
     where u.level = $1 and p.year = $2 and p.sex = 'total' and p.producer = 'ANSD' and u.area_km2 is not null
       and ($3::text is null or u.region_pcode = $3)
     order by density ${asc ? 'asc' : 'desc'} limit $4`,
    [level, year, scope?.pcode ?? null, limit],
  );
  if (scope) b.place(scope);
  b.period(year);
  const levelName = b.lang === 'fr' ? `${LEVEL_NAMES.fr[level]}s` : `${LEVEL_NAMES.en[level]}s`;
  const where = scope
    ? b.t(` de ${placeLabel(scope, 'fr')}`, ` of ${placeLabel(scope, 'en')}`)
    : b.t(' du Sénégal', ' of Senegal');
  if (!rows.length) {
    b.say(
      b.t(
        `La superficie des ${levelName}${where} n'est pas rapportée dans nos sources.`,
        `The area of the ${levelName}${where} is not reported in our sources.`,
      ),
    );
    b.missing(b.t('superficies', 'areas'));
    return baseContext('density', scope ? [scope.pcode] : [], [year], { level });
  }
  const cap = `${levelName[0]!.toUpperCase()}${levelName.slice(1)}`;
  b.say(
    b.t(
      `**${cap}${where} classés par densité de population en ${year} (${asc ? 'du moins' : 'du plus'} dense)**`,
      `**${cap}${where} ranked by population density in ${year} (${asc ? 'least' : 'most'} dense first)**`,
    ),
    '',
    `| # | ${b.t('Lieu', 'Place')} | ${b.t('Densité (hab./km²)', 'Density (people/km²)')} | ${b.t('Population', 'Population')} | ${b.t('Superficie (km²)', 'Area (km²)')} |`,
    '|---|---|---|---|---|',
  );
  rows.forEach((r, i) => {
    b.place(idx.get(r.pcode)!);
    b.figure({
      label: b.t('Densité', 'Density'),
      value: Math.round(r.density * 100) / 100,
      unit: 'hab./km²',
      kind: 'computed',
      place: r.name,
      period: String(year),
      sourceIds: [r.source_id, ...(r.area_source ? [r.area_source] : [])],
    });
    b.say(
      `| ${i + 1} | ${r.name} | ${fmt(r.density, b.lang, r.density < 100 ? 2 : 1)} | ${fmt(r.value, b.lang)} | ${fmt(r.area, b.lang, 1)} |`,
    );
  });
  b.say(
    '',
    b.t(
      `Calcul : population ${year} (${kindText(b, rows[0]!.kind, 'ANSD', year)}) ÷ superficie. Superficies : couche des 46 départements (BD géospatiales 1:200 000) ; celles des régions sont la somme de leurs départements.`,
      `Computation: ${year} population (${kindText(b, rows[0]!.kind, 'ANSD', year)}) ÷ area. Areas: the 46-department layer (1:200,000 geodatabase); regional areas are the sum of their departments.`,
    ),
  );
  return baseContext('density', scope ? [scope.pcode] : [], [year], { level });
}

const density: Handler = async (b, q, mentions, prev, idx) => {
  // A ranking ("the highest density", "les départements les plus denses") rather than one place's figure.
  if (
    (RE.ranking.test(q.norm) || /\b(least|most|moins|plus)\b/.test(q.norm)) &&
    (/\b(departements?|departments?|regions?)\b/.test(q.norm) || !mentions.length) &&
    !(mentions.length >= 2)
  )
    return densityRanking(b, q, mentions, prev, idx);
  const { units: found } = placesFor(q, mentions, prev, idx, PREFERENCE.population!);
  const units = found.length ? found : [idx.get('SN')!];
  const years = pickYears(q, prev);
  const year = years[years.length - 1] ?? 2023;
  if (yearGap(b, year, null))
    return baseContext(
      'density',
      units.map((u) => u.pcode),
      [year],
    );
  b.period(year);
  for (const u0 of units) {
    const u = u0.level === 'commune' || u0.level === 'arrondissement' ? (idx.get(u0.department ?? '') ?? u0) : u0;
    if (u !== u0)
      b.say(
        b.t(
          `La superficie n'est connue qu'au niveau du département : j'utilise ${placeLabel(u, 'fr')}.`,
          `Areas are known at department level only: I use ${placeLabel(u, 'en')}.`,
        ),
      );
    b.place(u);
    const rows =
      u.level === 'country'
        ? await b.run<{
            area: number | null;
            value: number;
            kind: string;
            source_id: string;
            area_source: string | null;
          }>(
            `select (select sum(area_km2) from knowledge.unit where level = 'department') as area, p.value::float8 as value, p.kind, p.source_id, 'bdgp-200k' as area_source
             from knowledge.population p where p.pcode = 'SN' and p.year = $1 and p.sex = 'total' and p.producer = 'ANSD'`,
            [year],
          )
        : await b.run<{
            area: number | null;
            value: number;
            kind: string;
            source_id: string;
            area_source: string | null;
          }>(
            `select u.area_km2 as area, p.value::float8 as value, p.kind, p.source_id, u.area_source_id as area_source from knowledge.unit u join knowledge.population p using (pcode)
             where u.pcode = $1 and p.year = $2 and p.sex = 'total' and p.producer = 'ANSD'`,
            [u.pcode, year],
          );
    const r = rows[0];
    if (!r || r.area === null) {
      b.say(
        b.t(
          `La superficie de ${placeLabel(u, 'fr')} n'est pas rapportée dans nos sources.`,
          `The area of ${placeLabel(u, 'en')} is not reported in our sources.`,
        ),
      );
      b.missing(b.t(`superficie de ${u.name}`, `area of ${u.name}`));
      continue;
    }
    const d = r.value / r.area;
    b.figure({
      label: b.t('Superficie', 'Area'),
      value: r.area,
      unit: 'km²',
      place: u.name,
      sourceIds: r.area_source ? [r.area_source] : [],
    });
    b.figure({
      label: b.t('Densité', 'Density'),
      value: Math.round(d * 100) / 100,
      unit: 'hab./km²',
      kind: 'computed',
      place: u.name,
      period: String(year),
      sourceIds: [r.source_id, ...(r.area_source ? [r.area_source] : [])],
    });
    b.say(
      b.t(
        `**Densité de ${placeLabel(u, 'fr')} en ${year} : ${fmt(d, 'fr', d < 100 ? 2 : 1)} habitants/km²**`,
        `**Population density of ${placeLabel(u, 'en')} in ${year}: ${fmt(d, 'en', d < 100 ? 2 : 1)} people/km²**`,
      ),
      '',
      `- ${b.t('Superficie', 'Area')} : ${fmt(r.area, b.lang, 1)} km²`,
      `- ${b.t('Population', 'Population')} ${year} : ${fmt(r.value, b.lang)} (${kindText(b, r.kind, 'ANSD', year)})`,
      `- ${b.t('Calcul', 'Computation')} : ${fmt(r.value, b.lang)} ÷ ${fmt(r.area, b.lang, 1)} km²`,
    );
  }
  b.caveat(
    b.t(
      'Superficies : couche des 46 départements (BD géospatiales 1:200 000) ; celles des régions sont la somme de leurs départements.',
      'Areas: the 46-department layer (1:200,000 geodatabase); regional areas are the sum of their departments.',
    ),
  );
  return baseContext(
    'density',
    units.map((u) => u.pcode),
    [year],
  );
};

interface EventRow {
  event_id: string;
  year: number;
  start_date: string | null;
  end_date: string | null;
  name: string;
  hazard_type: string | null;
  main_areas: string | null;
  other_impacts: string | null;
  notes: string | null;
  source_id: string;
  [column: string]: unknown;
}

async function findEvents(
  b: AnswerBuilder,
  q: ParsedQuestion,
  prev: Context | null,
  regionOrDept: Unit[],
): Promise<EventRow[]> {
  const years = q.years.length
    ? q.years
    : prev?.intent === 'flood_events' || prev?.intent === 'needs'
      ? prev.years
      : [];
  const month = q.month ?? (q.years.length ? null : (prev?.month ?? null));
  const day = q.day ?? (q.years.length || q.month !== null ? null : (prev?.day ?? null));
  const fluvial = /\b(fluvial\w*|river|fleuve|crues?|riverine|senegal river)\b/.test(q.norm) ? 'fluvial' : null;
  let rows = await b.run<EventRow>(
    `select e.*, e.deaths::float8 as deaths from knowledge.flood_event e
     where (cardinality($1::int[]) = 0 or e.year = any($1::int[])) and ($2::text is null or e.hazard_type like '%' || $2 || '%')
     order by e.year, e.start_date nulls last, e.event_id`,
    [years, fluvial],
  );
  if (!years.length && !fluvial && regionOrDept.length) {
    const pcodes = regionOrDept.flatMap((u) => [u.pcode]);
    const ids = await b.run<{ event_id: string }>(
      `select distinct a.event_id from knowledge.flood_event_area a join knowledge.unit u on u.pcode = a.pcode where a.pcode = any($1::text[]) or u.region_pcode = any($1::text[])`,
      [pcodes],
    );
    const keep = new Set(ids.map((r) => r.event_id));
    rows = rows.filter((r) => keep.has(r.event_id));
  } else if (!years.length && !fluvial && prev?.eventIds.length)
    rows = rows.filter((r) => prev.eventIds.includes(r.event_id));
  if (month !== null) {
    const inMonth = rows.filter((r) => {
      const m = (d: string | null) => (d && d.length >= 7 ? Number(d.slice(5, 7)) : null);
      const s = m(r.start_date);
      const e = m(r.end_date) ?? s;
      return s !== null && (s === month || (e !== null && s <= month && month <= e));
    });
    if (inMonth.length) rows = inMonth;
  }
  if (day !== null) {
    const onDay = rows.filter(
      (r) => r.start_date && r.start_date.length >= 10 && Number(r.start_date.slice(8, 10)) === day,
    );
    if (onDay.length) rows = onDay;
  }
  return rows;
}

/** "La pire inondation", "the deadliest flood": events ranked by one reported figure. */
const WORST =
  /\b(pire|pires|worst|plus grave\w*|plus graves|plus meurtri\w*|deadliest|most (severe|serious|destructive|damaging)|plus importante?s?|plus devastat\w*|biggest|largest|plus lourd\w*)\b/;

async function worstEvents(b: AnswerBuilder, q: ParsedQuestion, units: Unit[]): Promise<Context> {
  const deathsAsked = /\b(morts?|deces|meurtri\w*|deadliest|deaths?|killed|tues?|victimes)\b/.test(q.norm);
  const figure = EVENT_FIGURES.find((f) => f.column === (deathsAsked ? 'deaths' : 'people_affected'))!;
  const events = await findEvents(b, q, null, units);
  const ranked = events
    .filter((e) => e[figure.column] !== null && e[figure.column] !== undefined)
    .sort((x, y) => Number(y[figure.column]) - Number(x[figure.column]));
  const unranked = events.length - ranked.length;
  const where = units.length
    ? b.t(` citant ${units.map((u) => u.name).join(', ')}`, ` naming ${units.map((u) => u.name).join(', ')}`)
    : '';
  const name = b.lang === 'fr' ? figure.fr.toLowerCase() : figure.en.toLowerCase();
  if (!ranked.length) {
    b.say(
      b.t(
        `Aucune inondation recensée${where} n'a de chiffre de ${name} dans nos sources : je ne peux pas dire laquelle fut la pire.`,
        `No recorded flood${where} has a figure for ${name} in our sources: I cannot say which was the worst.`,
      ),
    );
    b.missing(name);
    return baseContext(
      'flood_events',
      units.map((u) => u.pcode),
      [],
    );
  }
  const top = ranked[0]!;
  b.say(
    b.t(
      `**Selon le nombre de ${name} rapporté, l'inondation la plus lourde de notre base${where} est « ${top.name} » (${top.year}) : ${fmt(Number(top[figure.column]), 'fr')}.**`,
      `**By the number of ${name} reported, the heaviest flood in our database${where} is "${top.name}" (${top.year}): ${fmt(Number(top[figure.column]), 'en')}.**`,
    ),
    '',
    `| ${b.t('Événement', 'Event')} | ${b.t('Année', 'Year')} | ${b.t('Décès', 'Deaths')} | ${b.t('Personnes affectées', 'People affected')} | ${b.t('Personnes déplacées', 'People displaced')} |`,
    '|---|---|---|---|---|',
  );
  const cellOf = (v: unknown) =>
    v === null || v === undefined ? b.t('non rapporté', 'not reported') : fmt(Number(v), b.lang);
  for (const e of ranked.slice(0, 6)) {
    b.figure({
      label: b.lang === 'fr' ? figure.fr : figure.en,
      value: Number(e[figure.column]),
      kind: 'reported',
      period: e.start_date ?? String(e.year),
      place: e.name,
      sourceIds: [e.source_id],
    });
    b.say(
      `| ${e.name} (${e.event_id}) | ${e.year} | ${cellOf(e.deaths)} | ${cellOf(e.people_affected)} | ${cellOf(e.people_displaced)} |`,
    );
  }
  b.caveat(
    b.t(
      `Les bilans viennent de sources différentes (gouvernement, FICR, OCHA…) et ne se comparent qu'avec prudence ; deux bilans d'un même épisode sont cités séparément, jamais additionnés.${unranked ? ` ${unranked} événement${unranked > 1 ? 's' : ''} sans chiffre de ${name} ne ${unranked > 1 ? 'sont' : 'est'} pas classé${unranked > 1 ? 's' : ''} : pas de donnée n'est pas zéro.` : ''}`,
      `The figures come from different sources (government, IFRC, OCHA…) and compare only with care; two records of one episode are cited apart, never added.${unranked ? ` ${unranked} event${unranked > 1 ? 's' : ''} without a figure for ${name} ${unranked > 1 ? 'are' : 'is'} not ranked: no data is not zero.` : ''}`,
    ),
  );
  return baseContext(
    'flood_events',
    units.map((u) => u.pcode),
    [],
    { eventIds: ranked.slice(0, 6).map((e) => e.event_id) },
  );
}

const floodEvents: Handler = async (b, q, mentions, prev, idx) => {
  const { units } = placesFor(q, mentions, prev?.intent === 'flood_events' ? prev : null, idx, PREFERENCE.flood!);
  if (WORST.test(q.norm) && !q.years.length)
    return worstEvents(
      b,
      q,
      units.filter((u) => u.level !== 'country'),
    );
  const events = await findEvents(b, q, prev, q.years.length ? [] : units);
  const years = q.years.length ? q.years : (prev?.years ?? []);
  const when = [q.day ?? '', q.month ? MONTH_NAMES[b.lang][q.month - 1] : '', ...years].filter(Boolean).join(' ');
  // "Is Touba at risk of flooding?": the data records past floods; it measures no risk.
  if (/\b(risques?|risks?|at risk|menace\w*|threat\w*|exposee?s?|exposed)\b/.test(q.norm))
    b.say(
      b.t(
        "Nos données ne mesurent pas le risque d'inondation ; voici les inondations recensées qui citent ce lieu, à lire comme l'exposition passée.",
        'Our data does not measure flood risk; here are the recorded floods that name this place, to be read as past exposure.',
      ),
      '',
    );
  if (!events.length) {
    const all = await b.run<{ year: number }>('select distinct year from knowledge.flood_event order by year');
    b.say(
      b.t(
        `Aucun événement d'inondation ${when ? `pour ${when} ` : ''}n'est recensé dans nos données : pas de données à ce sujet. Années couvertes : ${all.map((r) => r.year).join(', ')}.`,
        `No flood event ${when ? `for ${when} ` : ''}is recorded in our data: no data on it. Years covered: ${all.map((r) => r.year).join(', ')}.`,
      ),
    );
    b.missing(b.t(`inondations ${when}`, `floods ${when}`));
    return baseContext(
      'flood_events',
      units.map((u) => u.pcode),
      years,
    );
  }
  const asked = EVENT_FIGURES.filter((f) => f.words.test(q.norm));
  const depts = units.flatMap((u) =>
    u.level === 'department' ? [u] : u.level === 'region' ? [] : u.department ? [idx.get(u.department)!] : [],
  );
  const regions = units.filter((u) => u.level === 'region');
  if (
    events.length > 1 &&
    events.some((e) => e.year === events[0]!.year) &&
    new Set(events.map((e) => e.year)).size < events.length
  )
    b.caveat(
      b.t(
        'Quand deux sources donnent des bilans différents pour un même épisode, les deux sont cités et jamais additionnés.',
        'When two sources give different figures for one episode, both are cited and never added up.',
      ),
    );
  for (const e of events) {
    b.period(e.start_date ?? String(e.year));
    const dates = [e.start_date, e.end_date].filter(Boolean).join(' → ');
    b.say(`### ${e.name} (${e.event_id}${dates ? `, ${dates}` : ''})`, '');
    if (e.hazard_type)
      b.say(`- ${b.t('Type', 'Type')} : ${b.lang === 'fr' ? inFrench(HAZARD_TYPE_FR, e.hazard_type) : e.hazard_type}`);
    if (e.main_areas) b.say(`- ${b.t('Zones principales', 'Main areas')} : ${e.main_areas}`);
    const reported: string[] = [];
    for (const f of EVENT_FIGURES) {
      const v = e[f.column] as number | null;
      if (v !== null && v !== undefined) {
        b.figure({
          label: b.lang === 'fr' ? f.fr : f.en,
          value: Number(v),
          kind: 'reported',
          period: e.start_date ?? String(e.year),
          place: e.main_areas ?? undefined,
          sourceIds: [e.source_id],
        });
        b.say(`- ${b.lang === 'fr' ? f.fr : f.en} : **${fmt(Number(v), b.lang)}**`);
        reported.push(f.column);
      } else if (asked.includes(f)) {
        b.say(
          `- ${b.lang === 'fr' ? f.fr : f.en} : ${b.t('non rapporté dans nos sources', 'not reported in our sources')}`,
        );
        b.missing(`${e.event_id}: ${b.lang === 'fr' ? f.fr : f.en}`);
      }
    }
    if (!reported.length)
      b.say(
        b.t(
          '- Aucun bilan chiffré (décès, personnes affectées…) n’est rapporté dans nos sources pour cet événement.',
          '- No figures (deaths, people affected…) are reported in our sources for this event.',
        ),
      );
    if (e.other_impacts) b.say(`- ${b.t('Autres impacts rapportés', 'Other reported impacts')} : ${e.other_impacts}`);
    if (e.notes) b.say(`- ${b.t('Notes de la source', 'Source notes')} : ${e.notes}`);
    b.figure({ label: 'event', value: e.event_id, sourceIds: [e.source_id] });
    // Per-department figures for the places asked about.
    const areaPcodes = [...depts.map((d) => d.pcode)];
    if (areaPcodes.length || regions.length) {
      const rows = await b.run<{
        pcode: string;
        name: string;
        metric: string;
        value: number | null;
        certainty: string | null;
        page: string | null;
        excerpt: string | null;
        source_id: string;
      }>(
        `select a.pcode, u.name, a.metric, a.value, a.certainty, a.page, a.excerpt, a.source_id from knowledge.flood_event_area a join knowledge.unit u on u.pcode = a.pcode
         where a.event_id = $1 and (a.pcode = any($2::text[]) or u.region_pcode = any($3::text[])) order by u.name, a.metric`,
        [e.event_id, areaPcodes, regions.map((r) => r.pcode)],
      );
      for (const d of [...depts, ...regions]) {
        b.place(d);
        const mine = rows.filter((r) => r.pcode === d.pcode || idx.get(r.pcode)?.region === d.pcode);
        if (!mine.length) {
          b.say(
            b.t(
              `- **${d.name}** : aucun chiffre n'est rapporté pour ce lieu dans cet événement (non rapporté dans nos sources).`,
              `- **${d.name}**: no figure is reported for this place in this event (not reported in our sources).`,
            ),
          );
          b.missing(`${e.event_id}: ${d.name}`);
          continue;
        }
        for (const r of mine) {
          const label = AREA_METRICS[r.metric]?.[b.lang === 'fr' ? 0 : 1] ?? r.metric;
          if (r.value === null)
            b.say(
              `- **${r.name}** — ${label}${r.metric === 'mentioned_affected' ? '' : ` : ${b.t('non rapporté', 'not reported')}`}${r.excerpt ? ` (« ${r.excerpt} »)` : ''}`,
            );
          else {
            b.figure({
              label,
              value: r.value,
              kind: 'reported',
              place: r.name,
              period: e.start_date ?? String(e.year),
              sourceIds: [r.source_id],
            });
            b.say(
              `- **${r.name}** — ${label} : **${fmt(r.value, b.lang)}**${r.page ? ` (p. ${r.page})` : ''}${r.excerpt ? ` — « ${r.excerpt} »` : ''}`,
            );
          }
        }
        const askedHere = asked.filter((f) => !mine.some((r) => r.metric === f.column && r.value !== null));
        for (const f of askedHere) {
          if (mine.some((r) => r.metric === f.column)) continue;
          b.say(
            b.t(
              `- **${d.name}** — ${f.fr} : non rapporté dans nos sources pour ce lieu.`,
              `- **${d.name}** — ${f.en}: not reported in our sources for this place.`,
            ),
          );
          b.missing(`${e.event_id} ${d.name}: ${b.lang === 'fr' ? f.fr : f.en}`);
        }
      }
    }
    b.say('');
  }
  if (events.some((e) => e.event_id === 'SEN-2024-02'))
    b.caveat(
      b.t(
        'Le bilan gouvernemental d’octobre 2024 « 774 ménages (~55 600 personnes) » est incohérent tel que publié ; il est cité tel quel.',
        'The government’s October 2024 figure "774 households (~55,600 people)" is inconsistent as published; it is quoted as is.',
      ),
    );
  return baseContext(
    'flood_events',
    units.map((u) => u.pcode),
    years,
    { month: q.month ?? prev?.month ?? null, day: q.day, eventIds: events.map((e) => e.event_id) },
  );
};

const frequency: Handler = async (b, q, mentions, prev, idx) => {
  // "How many flood events were recorded in 2022?": the events of those years, counted.
  if (q.years.length) {
    const rows = await b.run<{
      event_id: string;
      year: number;
      name: string;
      start_date: string | null;
      source_id: string;
    }>(
      `select event_id, year, name, start_date, source_id from knowledge.flood_event where year = any($1::int[]) order by year, start_date nulls last, event_id`,
      [q.years],
    );
    const when = q.years.join(', ');
    b.figure({
      label: b.t('Événements d’inondation recensés', 'Recorded flood events'),
      value: rows.length,
      kind: 'computed',
      period: when,
      sourceIds: rows.map((r) => r.source_id),
    });
    for (const y of q.years) b.period(y);
    b.say(
      b.t(
        `**${rows.length} événement${rows.length > 1 ? 's' : ''} d'inondation recensé${rows.length > 1 ? 's' : ''} dans notre base pour ${when}**${rows.length ? ' :' : '.'}`,
        `**${rows.length} flood event${rows.length === 1 ? '' : 's'} recorded in our database for ${when}**${rows.length ? ':' : '.'}`,
      ),
    );
    if (rows.length) b.say('');
    for (const r of rows) b.say(`- ${r.name} (${r.event_id}${r.start_date ? `, ${r.start_date}` : ''})`);
    b.caveat(
      b.t(
        'Notre base recense les inondations documentées par des sources publiques (2005–2024) ; un épisode non documenté n’y figure pas, et deux bilans d’un même épisode y sont deux fiches.',
        'Our database records the floods documented by public sources (2005–2024); an undocumented episode is not in it, and two records of one episode are two entries.',
      ),
    );
    return baseContext('flood_events', [], q.years, { eventIds: rows.map((r) => r.event_id) });
  }
  const resolved = resolve(mentions, PREFERENCE.flood!);
  const region = resolved.find((r) => r.unit.level === 'region')?.unit ?? null;
  const dept = resolved.find((r) => r.unit.level === 'department')?.unit ?? null;
  const rows = await b.run<{ pcode: string; name: string; n: number; events: string }>(
    `select u.pcode, u.name, count(distinct a.event_id)::int as n, string_agg(distinct a.event_id, ', ' order by a.event_id) as events
     from knowledge.flood_event_area a join knowledge.unit u on u.pcode = a.pcode
     where ($1::text is null or u.region_pcode = $1) and ($2::text is null or u.pcode = $2)
     group by u.pcode, u.name having ($3::int is null or count(distinct a.event_id) >= $3) order by n desc, u.name`,
    [region?.pcode ?? null, dept?.pcode ?? null, q.threshold && q.threshold.op === '>=' ? q.threshold.value : null],
  );
  const events = await b.run<{ source_id: string }>('select distinct source_id from knowledge.flood_event_area');
  const sources = events.map((e) => e.source_id);
  if (dept) {
    b.place(dept);
    const r = rows[0];
    const n = r?.n ?? 0;
    b.figure({
      label: b.t('Événements distincts', 'Distinct events'),
      value: n,
      kind: 'computed',
      place: dept.name,
      sourceIds: sources,
    });
    b.say(
      b.t(
        `**${dept.name} apparaît dans ${n} événement${n > 1 ? 's' : ''} d'inondation distinct${n > 1 ? 's' : ''} de notre base**${r ? ` : ${r.events}.` : '.'}`,
        `**${dept.name} appears in ${n} distinct flood event${n === 1 ? '' : 's'} in our database**${r ? `: ${r.events}.` : '.'}`,
      ),
    );
  } else {
    if (region) b.place(region);
    const list = q.threshold
      ? rows
      : rows.filter((r) => r.n === rows[0]?.n).concat(rows.filter((r) => r.n !== rows[0]?.n).slice(0, 4));
    b.say(
      b.t(
        `**Départements${region ? ` de la région de ${region.name}` : ''} cités dans le plus grand nombre d'événements d'inondation distincts${q.threshold ? ` (au moins ${q.threshold.value})` : ''}**`,
        `**Departments${region ? ` of ${region.name} region` : ''} named in the most distinct flood events${q.threshold ? ` (at least ${q.threshold.value})` : ''}**`,
      ),
      '',
      `| ${b.t('Département', 'Department')} | ${b.t('Événements distincts', 'Distinct events')} | ${b.t('Événements', 'Events')} |`,
      '|---|---|---|',
    );
    for (const r of list) {
      b.place(idx.get(r.pcode)!);
      b.figure({
        label: b.t('Événements distincts', 'Distinct events'),
        value: r.n,
        kind: 'computed',
        place: r.name,
        sourceIds: [],
      });
      b.say(`| ${r.name} | ${r.n} | ${r.events} |`);
    }
    if (rows[0])
      b.say(
        '',
        b.t(
          `En tête : **${rows[0].name}** avec **${rows[0].n}** événements.`,
          `Top: **${rows[0].name}** with **${rows[0].n}** events.`,
        ),
      );
  }
  b.caveat(
    b.t(
      'Compte des événements distincts où le département est cité (avec ou sans chiffre) dans flood_event_areas ; les deux bilans de 2009 (FICR, gouvernement) comptent comme deux fiches.',
      'Counts distinct events in which the department is named (with or without a figure) in flood_event_areas; the two 2009 records (IFRC, government) count as two.',
    ),
  );
  return baseContext(
    'frequency',
    [region?.pcode, dept?.pcode].filter((p): p is string => !!p),
    [],
  );
};

/** Regions ranked by their count of one facility type (or of all), with the per-1,000 rate said. */
async function healthRanking(
  b: AnswerBuilder,
  q: ParsedQuestion,
  type: string | null,
  idx: PlaceIndex,
): Promise<Context> {
  const fewest = /\b(le moins|moins de|fewest|least|lowest)\b/.test(q.norm);
  const rows = await b.run<{ pcode: string; name: string; n: number; source_id: string }>(
    `select u.pcode, u.name, sum(h.n_facilities)::int as n, min(h.source_id) as source_id
     from knowledge.health_facility h join knowledge.unit u using (pcode)
     where u.level = 'region' and ($1::text is null or h.facility_type = $1) and h.n_facilities is not null
     group by u.pcode, u.name order by n ${fewest ? 'asc' : 'desc'}, u.name`,
    [type],
  );
  const typeName = type
    ? FACILITY_NAMES[type]![b.lang === 'fr' ? 0 : 1].toLowerCase()
    : b.t('structures de santé', 'health facilities');
  const top = rows[0];
  if (!top) {
    b.say(
      b.t(
        `Pas de décompte des ${typeName} par région dans nos sources.`,
        `No count of ${typeName} by region in our sources.`,
      ),
    );
    b.missing(typeName);
    return baseContext('health', [], [], { facilityType: type });
  }
  b.say(
    b.t(
      `**Régions classées par nombre de ${typeName} : ${fewest ? 'le moins' : 'le plus'} à ${top.name} (${fmt(top.n, 'fr')})**`,
      `**Regions ranked by number of ${typeName}: ${fewest ? 'fewest' : 'most'} in ${top.name} (${fmt(top.n, 'en')})**`,
    ),
    '',
    `| ${b.t('Région', 'Region')} | ${b.t('Nombre', 'Number')} |`,
    '|---|---|',
  );
  for (const r of rows) {
    b.place(idx.get(r.pcode)!);
    b.figure({
      label: type ? FACILITY_NAMES[type]![b.lang === 'fr' ? 0 : 1] : b.t('Structures de santé', 'Health facilities'),
      value: r.n,
      place: r.name,
      sourceIds: [r.source_id],
    });
    b.say(`| ${r.name} | ${fmt(r.n, b.lang)} |`);
  }
  // A region without a row has no count in our sources, which is not zero.
  const absent = [...idx.units.values()]
    .filter((u) => u.level === 'region' && !rows.some((r) => r.pcode === u.pcode))
    .map((u) => u.name)
    .sort();
  if (absent.length) {
    b.say(
      '',
      b.t(
        `Sans chiffre dans nos sources (pas zéro) : ${absent.join(', ')}.`,
        `No figure in our sources (not zero): ${absent.join(', ')}.`,
      ),
    );
    for (const name of absent) b.missing(`${typeName} — ${name}`);
  }
  b.caveat(
    b.t(
      'Un nombre de structures ne dit rien de leur capacité (lits, personnel) ni de la population desservie.',
      'A number of facilities says nothing of their capacity (beds, staff) nor of the population served.',
    ),
  );
  return baseContext('health', [], [], { facilityType: type });
}

const health: Handler = async (b, q, mentions, prev, idx) => {
  const { units: found } = placesFor(q, mentions, prev?.intent === 'health' ? prev : null, idx, PREFERENCE.region!);
  const type =
    FACILITY_TYPES.find(([re]) => re.test(q.norm))?.[1] ?? (mentions.length || !prev ? null : prev.facilityType);
  // "Quelles régions ont le plus de cases de santé ?": regions ranked (full counts exist by region).
  if (
    found.every((u) => u.level === 'country') &&
    /\b(regions|quelles? regions?|which regions?|le plus|plus de|most|the highest|le moins|moins de|fewest|least|classe\w*|rank\w*)\b/.test(
      q.norm,
    ) &&
    /\b(regions?)\b/.test(q.norm)
  )
    return healthRanking(b, q, type, idx);
  const units = found.length ? found : [idx.get('SN')!];
  for (const u0 of units) {
    const u = u0.level === 'commune' || u0.level === 'arrondissement' ? idx.get(u0.department ?? '')! : u0;
    b.place(u);
    if (u.level === 'department') {
      const rows = await b.run<{ facility_type: string; n_geolocated: number; source_id: string }>(
        `select facility_type, n_geolocated, source_id from knowledge.health_facility where pcode = $1 and ($2::text is null or facility_type = $2) order by n_geolocated desc`,
        [u.pcode, type],
      );
      const total = rows.reduce((s, r) => s + r.n_geolocated, 0);
      b.say(
        b.t(
          `**Structures de santé géolocalisées dans ${placeLabel(u, 'fr')} : ${fmt(total, 'fr')}**`,
          `**Geolocated health facilities in ${placeLabel(u, 'en')}: ${fmt(total, 'en')}**`,
        ),
        '',
        `| ${b.t('Type', 'Type')} | ${b.t('Géolocalisées', 'Geolocated')} |`,
        '|---|---|',
      );
      for (const r of rows) {
        b.figure({
          label: FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type,
          value: r.n_geolocated,
          kind: 'geolocated',
          place: u.name,
          sourceIds: [r.source_id],
        });
        b.say(
          `| ${FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type} | ${fmt(r.n_geolocated, b.lang)} |`,
        );
      }
      b.caveat(
        b.t(
          'Au niveau du département, seules les structures géolocalisées sont comptées (2 524 sur 4 793) : ces chiffres sous-estiment le total là où le GPS manque. Le total complet existe au niveau régional.',
          'At department level only geolocated facilities are counted (2,524 of 4,793): these figures undercount where GPS is missing. Full totals exist at region level.',
        ),
      );
      continue;
    }
    const rows = await b.run<{
      facility_type: string;
      n_facilities: number;
      n_geolocated: number | null;
      source_id: string;
    }>(
      u.level === 'country'
        ? `select facility_type, sum(n_facilities)::int as n_facilities, sum(n_geolocated)::int as n_geolocated, min(source_id) as source_id from knowledge.health_facility h join knowledge.unit u using (pcode) where u.level = 'region' and ($2::text is null or facility_type = $2) and $1::text = 'SN' group by facility_type order by n_facilities desc`
        : `select facility_type, n_facilities, n_geolocated, source_id from knowledge.health_facility where pcode = $1 and ($2::text is null or facility_type = $2) order by n_facilities desc`,
      [u.pcode, type],
    );
    const total = rows.reduce((s, r) => s + r.n_facilities, 0);
    const geo = rows.reduce((s, r) => s + (r.n_geolocated ?? 0), 0);
    b.say(
      b.t(
        `**${placeLabel(u, 'fr')} : ${facilityCount(type, total, geo, 'fr')}**`,
        `**${placeLabel(u, 'en')}: ${facilityCount(type, total, geo, 'en')}**`,
      ),
      '',
    );
    if (rows.length > 1 || !type) {
      b.say(
        `| ${b.t('Type', 'Type')} | ${b.t('Nombre', 'Number')} | ${b.t('Géolocalisées', 'Geolocated')} |`,
        '|---|---|---|',
      );
      for (const r of rows)
        b.say(
          `| ${FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type} | ${fmt(r.n_facilities, b.lang)} | ${r.n_geolocated === null ? '—' : fmt(r.n_geolocated, b.lang)} |`,
        );
      b.say(`| **Total** | **${fmt(total, b.lang)}** | **${fmt(geo, b.lang)}** |`);
    }
    for (const r of rows)
      b.figure({
        label: FACILITY_NAMES[r.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? r.facility_type,
        value: r.n_facilities,
        place: u.name,
        sourceIds: [r.source_id],
      });
    b.figure({
      label: 'Total',
      value: total,
      kind: 'computed',
      place: u.name,
      sourceIds: rows.map((r) => r.source_id),
    });
  }
  return baseContext(
    'health',
    units.map((u) => u.pcode),
    [],
    { facilityType: type },
  );
};

/** "sans électricité", "without water", "no access to…": the complement of an access share. */
const WITHOUT_ACCESS =
  /\b(sans|without|no access|not have access|pas (d )?acces|n ont pas|prive\w* d|lack\w*|deprived)\b/;

const VULN: { column: string; fr: string; en: string; words: RegExp; without?: [string, string] }[] = [
  {
    column: 'electricity_pct',
    fr: 'Ménages ayant accès à l’électricité',
    en: 'Households with access to electricity',
    words: /electric/,
    without: ['Ménages sans accès à l’électricité', 'Households without access to electricity'],
  },
  {
    column: 'drinking_water_pct',
    fr: 'Ménages ayant accès à l’eau potable',
    en: 'Households with access to drinking water',
    words: /\b(eau|water)\b/,
    without: ['Ménages sans accès à l’eau potable', 'Households without access to drinking water'],
  },
  {
    column: 'food_insecurity_severe_pct',
    fr: 'Insécurité alimentaire sévère',
    en: 'Severe food insecurity',
    words: /\b(severe|grave)\b/,
  },
  {
    column: 'food_insecurity_pct',
    fr: 'Insécurité alimentaire modérée ou sévère',
    en: 'Moderate or severe food insecurity',
    words: /\b(insecurite alimentaire|food insecurity|faim|hunger)\b/,
  },
  {
    column: 'shock_3y_pct',
    fr: 'Ménages ayant subi au moins un choc (3 dernières années)',
    en: 'Households hit by at least one shock (last 3 years)',
    words: /\b(chocs?|shocks?)\b/,
  },
];

/**
 * "Which regions are the most vulnerable to floods?": the data holds no vulnerability index, so
 * the answer says so and sets side by side, per region, the flood events recorded there and the
 * household indicators, without weighting them into a score of our own.
 */
async function vulnerabilityOverview(b: AnswerBuilder): Promise<Context> {
  const rows = await b.run<{
    pcode: string;
    name: string;
    events: number;
    electricity_pct: number | null;
    drinking_water_pct: number | null;
    food_insecurity_pct: number | null;
    shock_3y_pct: number | null;
    source_id: string | null;
  }>(
    `select u.pcode, u.name,
       (select count(distinct a.event_id)::int from knowledge.flood_event_area a join knowledge.unit d on d.pcode = a.pcode
         where d.pcode = u.pcode or d.region_pcode = u.pcode) as events,
       v.electricity_pct, v.drinking_water_pct, v.food_insecurity_pct, v.shock_3y_pct, v.source_id
     from knowledge.unit u left join knowledge.vulnerability v using (pcode)
     where u.level = 'region' order by events desc, u.name`,
  );
  const eventSources = (
    await b.run<{ source_id: string }>('select distinct source_id from knowledge.flood_event_area')
  ).map((r) => r.source_id);
  b.say(
    b.t(
      "**Nos sources ne contiennent pas d'indice de vulnérabilité aux inondations.** Voici, par région, l'exposition constatée (inondations recensées) et les indicateurs de vulnérabilité des ménages (EHCVM 2021–2022, ANSD), à lire ensemble :",
      '**Our sources hold no flood vulnerability index.** Here, per region, are the exposure seen (recorded floods) and the household vulnerability indicators (EHCVM 2021–2022, ANSD), to be read together:',
    ),
    '',
    `| ${b.t('Région', 'Region')} | ${b.t('Inondations recensées', 'Recorded floods')} | ${b.t('Accès à l’électricité', 'Access to electricity')} | ${b.t('Accès à l’eau potable', 'Access to drinking water')} | ${b.t('Insécurité alimentaire', 'Food insecurity')} | ${b.t('Ménages ayant subi un choc (3 ans)', 'Households hit by a shock (3 years)')} |`,
    '|---|---|---|---|---|---|',
  );
  const pct = (v: number | null) => (v === null ? b.t('non rapporté', 'not reported') : `${fmt(v, b.lang, 1)} %`);
  for (const r of rows) {
    b.figure({
      label: b.t('Inondations recensées (événements distincts)', 'Recorded floods (distinct events)'),
      value: r.events,
      kind: 'computed',
      place: r.name,
      sourceIds: eventSources,
    });
    for (const [label, value] of [
      [b.t('Ménages ayant accès à l’électricité', 'Households with access to electricity'), r.electricity_pct],
      [b.t('Ménages ayant accès à l’eau potable', 'Households with access to drinking water'), r.drinking_water_pct],
      [b.t('Insécurité alimentaire modérée ou sévère', 'Moderate or severe food insecurity'), r.food_insecurity_pct],
      [
        b.t(
          'Ménages ayant subi au moins un choc (3 dernières années)',
          'Households hit by at least one shock (last 3 years)',
        ),
        r.shock_3y_pct,
      ],
    ] as const)
      b.figure({
        label,
        value,
        unit: '%',
        place: r.name,
        period: '2021–2022',
        sourceIds: r.source_id ? [r.source_id] : [],
      });
    b.say(
      `| ${r.name} | ${r.events} | ${pct(r.electricity_pct)} | ${pct(r.drinking_water_pct)} | ${pct(r.food_insecurity_pct)} | ${pct(r.shock_3y_pct)} |`,
    );
  }
  b.period('2021–2022');
  b.caveat(
    b.t(
      "Les inondations recensées comptent les événements distincts où la région ou l'un de ses départements est cité ; elles reflètent aussi la couverture des sources (les banlieues de Dakar sont les mieux documentées).",
      'Recorded floods count the distinct events in which the region or one of its departments is named; they also reflect how well sources cover each place (the Dakar suburbs are the best documented).',
    ),
  );
  b.caveat(
    b.t(
      "Ces colonnes ne sont pas combinées en un score : aucune pondération n'est établie par nos sources. Demandez un indicateur pour un classement.",
      'These columns are not combined into a score: our sources set no weighting. Ask about one indicator for a ranking.',
    ),
  );
  return baseContext('vulnerability', [], [], { metric: null });
}

const vulnerability: Handler = async (b, q, mentions, prev, idx) => {
  const n = q.norm;
  if (
    (RE.flood.test(n) || /\b(milieu|rural|urbain|urban|villes|cities)\b/.test(n)) &&
    (RE.householdShare.test(n) || /\b(menages|households)\b/.test(n)) &&
    !/\b(au moins un choc|at least one shock)\b/.test(n)
  ) {
    const shock = RE.flood.test(n) ? 'inondations' : null;
    const rows = await b.run<{
      shock: string;
      dakar_urban_pct: number | null;
      other_urban_pct: number | null;
      rural_pct: number | null;
      national_pct: number | null;
      caveat: string | null;
      source_id: string;
    }>(
      `select * from knowledge.household_shock where ($1::text is null or shock = $1) order by national_pct desc nulls last`,
      [shock],
    );
    b.say(
      b.t(
        '**Part des ménages ayant subi le choc (EHCVM 2021–2022)**',
        '**Share of households that experienced the shock (EHCVM 2021–2022)**',
      ),
      '',
      `| ${b.t('Choc', 'Shock')} | Dakar ${b.t('urbain', 'urban')} | ${b.t('Autres villes', 'Other urban')} | ${b.t('Rural', 'Rural')} | National |`,
      '|---|---|---|---|---|',
    );
    const p = (v: number | null) => (v === null ? b.t('non rapporté', 'not reported') : `${fmt(v, b.lang, 1)} %`);
    for (const r of rows) {
      const label = r.shock === 'inondations' ? b.t('Inondations', 'Floods') : r.shock.replace(/_/g, ' ');
      b.say(
        `| ${label} | ${p(r.dakar_urban_pct)} | ${p(r.other_urban_pct)} | ${p(r.rural_pct)} | ${p(r.national_pct)} |`,
      );
      for (const [k, v] of Object.entries({
        dakar_urban: r.dakar_urban_pct,
        other_urban: r.other_urban_pct,
        rural: r.rural_pct,
        national: r.national_pct,
      }))
        b.figure({ label: `${label} — ${k}`, value: v, unit: '%', period: '2021–2022', sourceIds: [r.source_id] });
      if (r.caveat) b.caveat(r.caveat);
    }
    b.period('2021–2022');
    return baseContext('vulnerability', [], [], { metric: 'household_shock' });
  }
  const metrics = VULN.filter((v) => v.words.test(n));
  const chosen = metrics.some((m) => m.column === 'food_insecurity_severe_pct')
    ? metrics.filter((m) => m.column !== 'food_insecurity_pct')
    : metrics;
  const cols = chosen.length ? chosen : prev?.metric ? VULN.filter((v) => v.column === prev.metric) : VULN;
  const { units: found } = placesFor(
    q,
    mentions,
    prev?.intent === 'vulnerability' ? prev : null,
    idx,
    PREFERENCE.region!,
  );
  b.period('2021–2022');
  if (
    !found.length ||
    /\b(highest|lowest|plus eleve\w*|plus fort\w*|plus faible\w*|le plus|la plus|most|least|classe\w*|rank\w*)\b/.test(
      n,
    )
  ) {
    // "Les régions les plus vulnérables" names no indicator: no single one answers it.
    if (!chosen.length && !(prev?.intent === 'vulnerability' && prev.metric)) return vulnerabilityOverview(b);
    const col = cols[0]!;
    const fewest = /\b(lowest|plus faible\w*|least|moins)\b/.test(n);
    // "Most households without electricity" is the lowest share with it; shown as its complement.
    const without = col.without && WITHOUT_ACCESS.test(n) ? col.without : null;
    const asc = without ? !fewest : fewest;
    const rows = await b.run<{ pcode: string; name: string; v: number | null; source_id: string }>(
      `select v.pcode, u.name, v.${col.column} as v, v.source_id from knowledge.vulnerability v join knowledge.unit u using (pcode) where v.${col.column} is not null order by v.${col.column} ${asc ? 'asc' : 'desc'}`,
    );
    const shown = (v: number) => (without ? Math.round((100 - v) * 100) / 100 : v);
    const [labelFr, labelEn] = without ?? [col.fr, col.en];
    const top = rows[0]!;
    b.say(
      b.t(
        `**${labelFr} : la valeur la plus ${fewest ? 'faible' : 'élevée'} est celle de la région de ${top.name} (${fmt(shown(top.v!), 'fr', 1)} %)**`,
        `**${labelEn}: the ${fewest ? 'lowest' : 'highest'} rate is in ${top.name} region (${fmt(shown(top.v!), 'en', 1)}%)**`,
      ),
      '',
    );
    if (without)
      b.say(
        b.t(
          `Part calculée : 100 − part des ${col.fr.toLowerCase()}.`,
          `Computed share: 100 − the share of ${col.en.toLowerCase()}.`,
        ),
        '',
      );
    b.say(`| ${b.t('Région', 'Region')} | % |`, '|---|---|');
    for (const r of rows.slice(0, 14)) {
      b.figure({
        label: b.lang === 'fr' ? labelFr : labelEn,
        value: shown(r.v!),
        unit: '%',
        ...(without ? { kind: 'computed' as const } : {}),
        place: r.name,
        period: '2021–2022',
        sourceIds: [r.source_id],
      });
      b.say(`| ${r.name} | ${fmt(shown(r.v!), b.lang, 1)} |`);
    }
    b.place(idx.get(top.pcode)!);
    return baseContext('vulnerability', [top.pcode], [], { metric: col.column });
  }
  for (const u0 of found) {
    const u = u0.level === 'region' || u0.level === 'country' ? u0 : idx.get(u0.region ?? '')!;
    if (u !== u0)
      b.say(
        b.t(
          `Ces indicateurs n'existent qu'au niveau régional : voici ceux de la région de ${u.name}.`,
          `These indicators exist at region level only: here are those of ${u.name} region.`,
        ),
      );
    b.place(u);
    const rows = await b.run<Record<string, number | null> & { caveat: string | null; source_id: string }>(
      `select * from knowledge.vulnerability where pcode = $1`,
      [u.pcode],
    );
    const r = rows[0];
    if (!r) {
      b.say(
        b.t(
          `Pas de données de vulnérabilité pour ${placeLabel(u, 'fr')} dans nos sources (elles existent par région).`,
          `No vulnerability data for ${placeLabel(u, 'en')} in our sources (they exist per region).`,
        ),
      );
      b.missing(b.t('vulnérabilité', 'vulnerability'));
      continue;
    }
    b.say(
      b.t(
        `**${placeLabel(u, 'fr')} — enquête EHCVM 2021–2022 (ANSD)**`,
        `**${placeLabel(u, 'en')} — EHCVM 2021–2022 survey (ANSD)**`,
      ),
      '',
    );
    for (const c of cols) {
      const v = r[c.column] as number | null;
      b.figure({
        label: b.lang === 'fr' ? c.fr : c.en,
        value: v,
        unit: '%',
        place: u.name,
        period: '2021–2022',
        sourceIds: [r.source_id as string],
      });
      b.say(
        `- ${b.lang === 'fr' ? c.fr : c.en} : ${v === null ? b.t('non rapporté dans nos sources', 'not reported in our sources') : `**${fmt(v, b.lang, 2)} %**`}`,
      );
      // Asked about those without access: the complement, said to be computed from the share with it.
      if (c.without && v !== null && WITHOUT_ACCESS.test(n)) {
        const without = Math.round((100 - v) * 100) / 100;
        b.figure({
          label: b.lang === 'fr' ? c.without[0] : c.without[1],
          value: without,
          unit: '%',
          kind: 'computed',
          place: u.name,
          period: '2021–2022',
          sourceIds: [r.source_id as string],
        });
        b.say(
          b.t(
            `- ${c.without[0]} (calculé : 100 − ${fmt(v, 'fr', 2)}) : **${fmt(without, 'fr', 2)} %**`,
            `- ${c.without[1]} (computed: 100 − ${fmt(v, 'en', 2)}): **${fmt(without, 'en', 2)} %**`,
          ),
        );
      }
    }
    if (r.caveat) b.caveat(r.caveat as string);
  }
  return baseContext(
    'vulnerability',
    found.map((u) => u.pcode),
    [],
    { metric: cols.length === 1 ? cols[0]!.column : null },
  );
};

const RAIN_METRICS: [RegExp, RegExp][] = [
  [/\b(demarrage|debut|onset|start|commence\w*|installation)\b/, /onset/],
  [/\b(variabilite|ecart type|variability|standard deviation|std)\b/, /std_dev/],
  [/\b(une heure|1 heure|1 h|one hour|1 hour|an hour|horaire|hourly)\b/, /one_hour/],
  [/\b(3 jours|trois jours|three days|3 days)\b/, /3_days/],
  [/\b(cumul\w*|cumulative|seasonal total|total saisonnier|saison)\b/, /seasonal_cumulative|seasonal_normal/],
  [/\b(plus eleve\w*|highest|max\w*|record|plus fort\w*|heaviest)\b/, /max|one_hour|daily_rainfall_max/],
  [/\b(plus faible\w*|lowest|min\w*)\b/, /min/],
  [/\b(normale?s?|normal)\b/, /normal/],
  [
    /\b(journali\w*|daily|en un jour|in one day|a day|par jour|fell|tombe\w*|on \d|le \d)\b/,
    /daily_rainfall|event_rainfall/,
  ],
  [/\b(mois|months?|quand|when|periode)\b/, /rainy_season_months/],
  [/\b(prevision\w*|forecast\w*|saisonniere)\b/, /forecast/],
  [/\b(annuel\w*|annual|isohyet\w*|par an|per year)\b/, /annual/],
  [/\b(exces|excess|excedent\w*|above normal)\b/, /excess/],
];

const rainfall: Handler = async (b, q, mentions) => {
  const facts = await b.run<{
    fact_id: string;
    scope: string | null;
    place: string | null;
    pcodes: string[];
    period: string | null;
    metric: string;
    value_text: string;
    value_num: number | null;
    unit: string | null;
    text_as_read: string | null;
    source_id: string;
  }>(
    'select fact_id, scope, place, pcodes, period, metric, value_text, value_num, unit, text_as_read, source_id from knowledge.rainfall_fact order by fact_id',
  );
  const resolved = resolve(mentions, PREFERENCE.flood!);
  const placeCodes = new Set(
    resolved.flatMap((r) => [r.unit.pcode, r.unit.department, r.unit.region].filter((p): p is string => !!p)),
  );
  const placeNames = resolved.map((r) => r.mention.text);
  const wanted = RAIN_METRICS.filter(([re]) => re.test(q.norm)).map(([, m]) => m);
  const scored = facts.map((f) => {
    let s = 0;
    if (wanted.some((m) => m.test(f.metric))) s += 3;
    if (resolved.length && resolved.every((r) => r.unit.level !== 'country')) {
      const normPlace = (f.place ?? '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      if (placeNames.some((p) => normPlace.includes(p)) || f.pcodes.some((p) => placeCodes.has(p))) s += 3;
      else s -= 2;
    } else if (f.scope === 'national') s += 1;
    for (const y of q.years) if ((f.period ?? '').includes(String(y))) s += 2;
    if (q.years.length && !q.years.some((y) => (f.period ?? '').includes(String(y)))) s -= 2;
    if (
      q.day !== null &&
      q.month !== null &&
      (f.period ?? '').includes(`-${String(q.month).padStart(2, '0')}-${String(q.day).padStart(2, '0')}`)
    )
      s += 2;
    return { f, s };
  });
  const best = Math.max(...scored.map((x) => x.s));
  const chosen =
    best > 0
      ? scored
          .filter((x) => x.s >= best - 1 && x.s > 0)
          .sort((a, c) => c.s - a.s)
          .slice(0, 4)
          .map((x) => x.f)
      : [];
  if (!chosen.length) {
    b.say(
      b.t(
        "Je n'ai pas de donnée pluviométrique correspondant à cette question dans nos sources (24 faits cités : saison, démarrage, records de stations, cumuls 2017, 2020, 2025).",
        'I have no rainfall figure matching this question in our sources (24 cited facts: season, onset, station records, 2017, 2020 and 2025 totals).',
      ),
    );
    b.missing(b.t('pluviométrie', 'rainfall'));
    return baseContext('rainfall', [...placeCodes], q.years);
  }
  b.say(b.t('**Pluviométrie — faits cités dans nos sources**', '**Rainfall — facts cited in our sources**'), '');
  for (const f of chosen) {
    const value =
      f.value_num !== null
        ? `${/^[~><]/.test(f.value_text) ? f.value_text.replace(/[\d.]+/, fmt(f.value_num, b.lang, f.value_num % 1 ? 1 : 0)) : fmt(f.value_num, b.lang, f.value_num % 1 ? 1 : 0)}`
        : f.value_text;
    b.figure({
      label: f.metric,
      value: f.value_num ?? f.value_text,
      unit: f.unit ?? undefined,
      place: f.place ?? undefined,
      period: f.period ?? undefined,
      sourceIds: [f.source_id],
    });
    b.say(
      `- **${f.place ?? ''}** (${f.period ?? ''}) — ${f.metric.replace(/_/g, ' ')} : **${value}${f.unit && f.unit !== 'day-of-year' ? ` ${f.unit}` : ''}**${f.text_as_read ? ` — « ${f.text_as_read} »` : ''}`,
    );
    if (f.period) b.period(f.period);
  }
  for (const r of resolved) b.place(r.unit);
  return baseContext('rainfall', [...placeCodes], q.years);
};

interface StandardRow {
  standard_id: string;
  sector: string;
  indicator: string;
  indicator_fr: string | null;
  value_text: string;
  value_num: number | null;
  unit: string | null;
  per: string | null;
  note: string | null;
  value_min: number | null;
  value_max: number | null;
  source_id: string;
  title: string;
  edition: string | null;
}

const NEED_SECTORS: { ids: string[]; words: RegExp }[] = [
  { ids: ['WAT-01'], words: /\b(eau|water|litres?|liters?|boire|drink\w*)\b/ },
  { ids: ['SAN-01'], words: /\b(toilettes?|toilets?|latrines?|sanitation|assainissement)\b/ },
  { ids: ['SHE-01'], words: /\b(abris?|shelter|surface|m2|logement|couverte?)\b/ },
  { ids: ['CRS-01'], words: /\b(menages?|households?|familles?|families)\b/ },
  {
    ids: ['FOO-01'],
    words: /\b(kcal|kilocalories?|calories?|nourri\w*|feed|food|ration\w*|nourriture|vivres|alimentaire)\b/,
  },
  { ids: ['HYG-01', 'HYG-02'], words: /\b(savon|soap)\b/ },
  { ids: ['HEA-01'], words: /\b(structures? de sante|health facilit\w*|centres? de sante|clinics?)\b/ },
  { ids: ['NFI-02'], words: /\b(couvertures?|blankets?)\b/ },
  { ids: ['SHE-02'], words: /\b(superficie totale|surface totale|site area|total site|camp planifie|planned camp)\b/ },
  {
    ids: ['SAN-01', 'SAN-03'],
    words: /\b(ratio|3 pour 1|3 1|femmes et (pour les )?hommes|women and men|female and male)\b/,
  },
  // No standard counts tents: the covered space and the household tarpaulins stand for them.
  { ids: ['SHE-01', 'SHE-03'], words: /\b(tentes?|tents?|baches?|tarpaulins?|tarps?)\b/ },
];

/**
 * The variant of each chosen standard that the question names ("en milieu urbain", "phase aiguë",
 * "survie", "moyen terme", "camp"): rows of one variant group, told apart by their context and
 * phase in the data (curated/response-standards-context.csv), the words in the catalog lexicon.
 */
async function standardVariants(b: AnswerBuilder, q: ParsedQuestion, ids: string[]): Promise<string[]> {
  const named = namedVariants(q.tokens);
  if (!named.size) return ids;
  const rows = await b.run<{
    standard_id: string;
    variant_group: string | null;
    context: string | null;
    phase: string | null;
  }>(
    'select standard_id, variant_group, context, phase from knowledge.response_standard where variant_group is not null',
  );
  return [
    ...new Set(
      ids.map((id) => {
        const group = rows.find((r) => r.standard_id === id)?.variant_group;
        const match = rows.find(
          (r) => r.variant_group === group && ((r.context && named.has(r.context)) || (r.phase && named.has(r.phase))),
        );
        return match?.standard_id ?? id;
      }),
    ),
  ];
}

const needs: Handler = async (b, q, mentions, prev, idx) => {
  let people = q.people;
  let basis = '';
  const basisSources: string[] = [];
  if (people === null) {
    // "the people affected by the September 2020 floods", "à Pikine".
    const { units } = placesFor(q, mentions, prev?.intent === 'flood_events' ? prev : null, idx, PREFERENCE.flood!);
    const events = await findEvents(b, q, prev, q.years.length ? [] : units);
    const displaced = /\b(deplace\w*|displaced)\b/.test(q.norm);
    const dept = units.find((u) => u.level === 'department');
    if (events.length && dept) {
      const r = await b.run<{ value: number; source_id: string; event_id: string }>(
        `select value, source_id, event_id from knowledge.flood_event_area where event_id = any($1::text[]) and pcode = $2 and metric = 'people_affected' and value is not null order by value desc limit 1`,
        [events.map((e) => e.event_id), dept.pcode],
      );
      if (r[0]) {
        people = r[0].value;
        basisSources.push(r[0].source_id);
        basis = b.t(
          `personnes affectées à ${dept.name} (${r[0].event_id})`,
          `people affected in ${dept.name} (${r[0].event_id})`,
        );
      }
    }
    if (people === null && events.length === 1) {
      const e = events[0]!;
      const v = (displaced ? (e.people_displaced as number | null) : null) ?? (e.people_affected as number | null);
      if (v !== null) {
        people = Number(v);
        basisSources.push(e.source_id);
        basis = b.t(
          `${displaced && e.people_displaced !== null ? 'personnes déplacées' : 'personnes affectées'} par « ${e.name} » (${e.event_id})`,
          `${displaced && e.people_displaced !== null ? 'people displaced' : 'people affected'} by "${e.name}" (${e.event_id})`,
        );
      }
    }
    if (people === null && dept && events.length) {
      // The place has no figure of its own: the events' totals cover other places too, so they
      // are given for information, never used as this place's people.
      const totals = events.filter((e) => e.people_affected !== null && e.people_affected !== undefined);
      b.say(
        b.t(
          `Nos sources ne rapportent pas le nombre de personnes affectées à ${dept.name}${q.years.length ? ` en ${q.years.join(', ')}` : ''} ; je n'estime donc pas de besoins pour ce lieu.${totals.length ? ` Pour information, ${totals.map((e) => `« ${e.name} » (${e.event_id}) compte ${fmt(Number(e.people_affected), 'fr')} personnes affectées sur l'ensemble de ses zones`).join(' ; ')}.` : ''} Donnez un nombre de personnes (par exemple « pour 5 000 personnes ») pour une estimation.`,
          `Our sources do not report the number of people affected in ${dept.name}${q.years.length ? ` in ${q.years.join(', ')}` : ''}, so I estimate no needs for that place.${totals.length ? ` For information, ${totals.map((e) => `"${e.name}" (${e.event_id}) counts ${fmt(Number(e.people_affected), 'en')} people affected across all its areas`).join('; ')}.` : ''} Give a number of people (for example "for 5,000 people") for an estimate.`,
        ),
      );
      b.missing(b.t(`personnes affectées à ${dept.name}`, `people affected in ${dept.name}`));
      return baseContext('needs', [dept.pcode], q.years);
    }
    if (people === null) {
      b.say(
        b.t(
          "Pour estimer des besoins, il me faut un nombre de personnes (par exemple « pour 5 000 personnes ») ou un événement dont le nombre de personnes affectées est rapporté dans nos sources ; ce n'est pas le cas ici : pas de données.",
          'To estimate needs I need a number of people (for example "for 5,000 people") or an event whose number of people affected is reported in our sources; that is not the case here: no data.',
        ),
      );
      b.missing(b.t('nombre de personnes affectées', 'number of people affected'));
      return baseContext('needs', [], q.years);
    }
  } else basis = b.t('personnes indiquées dans la question', 'people given in the question');
  const asked = NEED_SECTORS.filter((s) => s.words.test(q.norm));
  let ids = asked.length
    ? asked.flatMap((s) => s.ids)
    : ['WAT-01', 'SAN-01', 'SHE-01', 'FOO-01', 'HYG-01', 'CRS-01', 'HEA-01'];
  ids = await standardVariants(b, q, ids);
  const rows = await b.run<StandardRow>(
    `select s.standard_id, s.sector, s.indicator, s.indicator_fr, s.value_text, s.value_num, s.value_min, s.value_max, s.unit, s.per, s.note, s.source_id, src.title, src.published as edition
     from knowledge.response_standard s join knowledge.source src on src.id = s.source_id where s.standard_id = any($1::text[]) order by array_position($1::text[], s.standard_id)`,
    [ids],
  );
  const N = people;
  b.figure({
    label: b.t('Personnes', 'People'),
    value: N,
    kind: q.people === null ? 'reported' : 'given',
    sourceIds: basisSources,
  });
  b.say(
    b.t(
      `**Besoins estimés pour ${fmt(N, 'fr')} personnes** (${basis}), selon les normes humanitaires minimales :`,
      `**Estimated needs for ${fmt(N, 'en')} people** (${basis}), from minimum humanitarian standards:`,
    ),
    '',
    `| ${b.t('Besoin', 'Need')} | ${b.t('Quantité', 'Quantity')} | ${b.t('Norme appliquée', 'Standard applied')} |`,
    '|---|---|---|',
  );
  let perHousehold = false;
  let toilets: number | null = null;
  for (const s of rows) {
    const v = s.value_num;
    if (v === null) continue;
    const per = (s.per ?? '').toLowerCase();
    let quantity: number;
    let upper: number | null = null;
    let unit: string;
    const indicator = b.lang === 'fr' ? (s.indicator_fr ?? s.indicator) : s.indicator;
    const perCount = /^([\d,.\s]+)\s*(people|persons|personnes)/.exec(per);
    const unitIsPeople = /^(people|persons?|personnes?)$/.test((s.unit ?? '').toLowerCase());
    if (unitIsPeople) {
      // "50 people per toilet", "9 persons per household": one unit for every v people.
      quantity = Math.ceil(N / v);
      unit =
        s.standard_id === 'CRS-01'
          ? b.t('ménages', 'households')
          : s.standard_id.startsWith('SAN')
            ? b.t('toilettes', 'toilets')
            : b.lang === 'fr'
              ? (STANDARD_PER_FR[s.per ?? ''] ?? s.per ?? '')
              : (s.per ?? '');
    } else if (perCount) {
      // "1 health facility per 10,000 people".
      const k = Number(perCount[1]!.replace(/[,\s]/g, ''));
      quantity = Math.ceil((N / k) * v);
      unit = standardUnit(s.unit ?? '', quantity, b.lang);
    } else if (/^person|^personne/.test(per)) {
      quantity = N * (s.value_min ?? v);
      // A range ("2.5-3 litres"): both ends, never one picked for the reader.
      if (s.value_min !== null && s.value_max !== null && s.value_max !== s.value_min) upper = N * s.value_max;
      unit = `${standardUnit(s.unit ?? '', quantity, b.lang)}${/day|jour/.test(per) ? b.t(' par jour', ' per day') : /month|mois/.test(per) ? b.t(' par mois', ' per month') : ''}`;
    } else if (/family|household|famille|menage/.test(per)) {
      quantity = Math.ceil(N / 9) * v;
      perHousehold = true;
      unit = standardUnit(s.unit ?? '', quantity, b.lang);
    } else continue;
    const standard = `${s.standard_id} — ${indicator} : ${standardText(s.value_text, s.unit, s.per, b.lang)} (${s.title}${s.edition ? `, ${s.edition}` : ''})`;
    b.need({
      label: indicator,
      quantity,
      unit,
      people: N,
      standard: {
        id: s.standard_id,
        indicator: s.indicator,
        value: s.value_text,
        unit: `${s.unit ?? ''} / ${s.per ?? ''}`,
        edition: s.edition,
      },
      sourceIds: [s.source_id],
    });
    b.say(
      `| ${indicator} | **${fmt(quantity, b.lang)}${upper === null ? '' : ` – ${fmt(upper, b.lang)}`}** ${unit} | ${standard} |`,
    );
    if (/^SAN-0[12]$/.test(s.standard_id)) toilets = quantity;
  }
  b.say(
    '',
    b.t(
      `Calcul : quantité = ${fmt(N, 'fr')} × norme par personne, ou ${fmt(N, 'fr')} ÷ nombre de personnes par unité (arrondi à l'unité supérieure).`,
      `Computation: quantity = ${fmt(N, 'en')} × the per-person standard, or ${fmt(N, 'en')} ÷ people per unit (rounded up).`,
    ),
  );
  // SAN-03: three toilets for women for one for men, applied to the count above.
  const ratio = rows.find((r) => r.standard_id === 'SAN-03');
  if (ratio && toilets !== null && ratio.value_min) {
    const women = Math.round((toilets * ratio.value_min) / (ratio.value_min + 1));
    b.say(
      '',
      b.t(
        `Répartition ${ratio.value_text} (SAN-03) : ${fmt(women, 'fr')} toilettes pour les femmes et ${fmt(toilets - women, 'fr')} pour les hommes (calcul : ${fmt(toilets, 'fr')} × 3/4 et × 1/4).`,
        `Split ${ratio.value_text} (SAN-03): ${fmt(women, 'en')} toilets for women and ${fmt(toilets - women, 'en')} for men (computed: ${fmt(toilets, 'en')} × 3/4 and × 1/4).`,
      ),
    );
  }
  if (perHousehold)
    b.say(
      b.t(
        `Par ménage : ${fmt(N, 'fr')} ÷ 9 personnes par ménage (taille moyenne, RGPH-5 2023, CRS-01) = ${fmt(Math.ceil(N / 9), 'fr')} ménages.`,
        `Per household: ${fmt(N, 'en')} ÷ 9 people per household (average size, 2023 RGPH-5, CRS-01) = ${fmt(Math.ceil(N / 9), 'en')} households.`,
      ),
    );
  if (rows.some((r) => r.standard_id === 'WAT-01'))
    b.caveat(
      b.t(
        '15 l/personne/jour est un minimum de planification, jamais un maximum ; 7,5 l (WAT-02) ne vaut que pour une courte phase aiguë.',
        '15 l/person/day is a minimum planning figure, never a maximum; 7.5 l (WAT-02) applies only to a short acute phase.',
      ),
    );
  if (/\b(tentes?|tents?)\b/.test(q.norm))
    b.caveat(
      b.t(
        'Nos normes ne donnent pas de nombre de tentes : elles fixent la surface couverte par personne (SHE-01) et les bâches par ménage (SHE-03), dont on déduit le matériel selon le modèle de tente disponible.',
        'Our standards give no number of tents: they set the covered space per person (SHE-01) and the tarpaulins per household (SHE-03), from which the kit follows for the tent model at hand.',
      ),
    );
  if (rows.some((r) => r.standard_id === 'SAN-01'))
    b.caveat(
      b.t(
        '1 toilette pour 50 personnes en première phase (SAN-01), puis 1 pour 20 à moyen terme (SAN-02).',
        '1 toilet per 50 people in the first phase (SAN-01), then 1 per 20 in the medium term (SAN-02).',
      ),
    );
  return baseContext('needs', [], q.years, { month: q.month });
};

/** The order a reader in a crisis wants: who responds, who alerts, who coordinates, who prevents. */
const ROLE_ORDER = ['response', 'alert', 'coordination', 'prevention', 'dam', 'uncertain'];

/** Every institution of the actors data, by role in flood response; plans and programmes named after. */
function actorsOverview(
  b: AnswerBuilder,
  rows: {
    name_fr: string;
    acronym: string | null;
    type: string | null;
    role: string | null;
    source_id: string;
  }[],
): Context {
  const rank = (role: string | null) => {
    const r = (role ?? '').toLowerCase();
    const i = ROLE_ORDER.findIndex((k) => r.startsWith(k));
    return i === -1 ? ROLE_ORDER.length : i;
  };
  const isScheme = (type: string | null) => /^(plan|programme)\b/.test(type ?? '');
  const institutions = rows.filter((a) => !isScheme(a.type)).sort((x, y) => rank(x.role) - rank(y.role));
  const schemes = rows.filter((a) => isScheme(a.type));
  b.say(
    b.t(
      `**Acteurs de la gestion des inondations au Sénégal dans nos sources : ${institutions.length} institutions, et ${schemes.length} plans et programmes**`,
      `**Flood management actors in Senegal in our sources: ${institutions.length} institutions, and ${schemes.length} plans and programmes**`,
    ),
    '',
    `| ${b.t('Acteur', 'Actor')} | ${b.t('Nature', 'Type')} | ${b.t('Rôle dans la réponse aux inondations', 'Role in flood response')} |`,
    '|---|---|---|',
  );
  const cell = (text: string) => text.replace(/\|/g, '/');
  const named = (a: { name_fr: string; acronym: string | null }) =>
    a.acronym && !a.name_fr.includes(a.acronym) ? `${a.name_fr} (${a.acronym})` : a.name_fr;
  for (const a of institutions) {
    b.actor({ name: a.name_fr, acronym: a.acronym, role: a.role ?? '', sourceIds: [a.source_id] });
    const type = a.type ? (b.lang === 'fr' ? inFrench(ACTOR_TYPE_FR, a.type) : a.type) : '—';
    const role = a.role ? (b.lang === 'fr' ? inFrench(ACTOR_ROLE_FR, a.role) : a.role) : '—';
    b.say(`| ${cell(named(a))} | ${cell(type)} | ${cell(role)} |`);
  }
  if (schemes.length) {
    for (const a of schemes)
      b.actor({ name: a.name_fr, acronym: a.acronym, role: a.role ?? '', sourceIds: [a.source_id] });
    b.say(
      '',
      `${b.t('Plans et programmes', 'Plans and programmes')} : ${schemes.map(named).join(b.lang === 'fr' ? ' ; ' : '; ')}.`,
    );
  }
  b.say(
    '',
    b.t(
      'Nos sources décrivent les acteurs nationaux et régionaux ; elles ne disent pas lesquels sont déployés dans une localité donnée. Demandez le rôle d’un acteur pour son mandat.',
      'Our sources describe national and regional actors; they do not say which are deployed in a given place. Ask about one actor for its mandate.',
    ),
  );
  return baseContext('actors', [], []);
}

const actors: Handler = async (b, q) => {
  const rows = await b.run<{
    actor_id: string;
    name_fr: string;
    acronym: string | null;
    name_en: string | null;
    type: string | null;
    parent_ministry: string | null;
    mandate_fr: string | null;
    mandate_en: string | null;
    role: string | null;
    source_id: string;
  }>(
    'select actor_id, name_fr, acronym, name_en, type, parent_ministry, mandate_fr, mandate_en, role, source_id from knowledge.response_actor order by actor_id',
  );
  const strip = (s: string | null) =>
    (s ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const STOP = new Set(
    'quel quelle quels quelles est sont qui what which who does do the les des une pour dans avec role senegal inondations floods flood lors sous placee place plan service organisme agency agence victims victimes'.split(
      ' ',
    ),
  );
  const expand: [RegExp, string[]][] = [
    [/\b(food|alimentaire|vivres|nourriture)\b/, ['alimentaire', 'food', 'vivres', 'securite alimentaire']],
    [
      /\b(meteo\w*|weather|forecasts?|previsions?|alerts?|alertes?)\b/,
      ['meteorolog', 'weather', 'forecast', 'prevision', 'alert'],
    ],
    [/\b(barrage|dam|manantali|felou)\b/, ['manantali', 'barrage', 'dam']],
    [/\b(pompage|pumping|drainage|assainissement|sanitation)\b/, ['pompage', 'pumping', 'drainage', 'assainissement']],
    [/\b(secours|rescue|pompiers|firefighters)\b/, ['secours', 'rescue', 'sapeurs']],
    [/\b(fleuve|river|hydrolog\w*)\b/, ['fleuve', 'river', 'hydrolog']],
  ];
  const words = q.tokens.filter((t) => t.length >= 4 && !STOP.has(t));
  for (const [re, add] of expand) if (re.test(q.norm)) words.push(...add);
  const scored = rows.map((a) => {
    const text = strip(
      [a.name_fr, a.acronym, a.name_en, a.type, a.parent_ministry, a.mandate_fr, a.mandate_en, a.role].join(' '),
    );
    let s = 0;
    if (
      a.acronym &&
      a.acronym.split(/[\s('),]+/).some((ac) => ac.length >= 3 && new RegExp(`\\b${strip(ac)}\\b`).test(q.norm))
    )
      s += 6;
    for (const w of new Set(words)) if (text.includes(w)) s += 1;
    return { a, s };
  });
  const best = Math.max(...scored.map((x) => x.s));
  // "Qui intervient en cas d'inondation ?": no one actor is asked for, so all of them, by role.
  const general =
    /\b(intervien\w*|responsables?|responsible|en charge|in charge|acteurs?|actors?|qui fait quoi|who does what|s occupe\w*|involved|impliques?)\b/.test(
      q.norm,
    );
  if (general && best < 4) return actorsOverview(b, rows);
  if (best < 2) {
    b.say(
      b.t(
        "Je ne trouve pas d'acteur correspondant dans nos sources (24 institutions, plans et programmes de la réponse aux inondations). Je ne peux pas répondre à cette question avec nos données.",
        'I cannot find a matching actor in our sources (24 institutions, plans and programmes of flood response). I cannot answer this question from our data.',
      ),
    );
    b.missing(b.t('acteur', 'actor'));
    return baseContext('actors', [], []);
  }
  const chosen = scored
    .filter((x) => x.s >= Math.max(2, best * 0.6))
    .sort((a, c) => c.s - a.s)
    .slice(0, 3);
  for (const { a } of chosen) {
    const mandate = b.lang === 'fr' ? (a.mandate_fr ?? a.mandate_en) : (a.mandate_en ?? a.mandate_fr);
    b.actor({ name: a.name_fr, acronym: a.acronym, role: a.role ?? '', sourceIds: [a.source_id] });
    b.say(`### ${a.name_fr}${a.acronym ? ` (${a.acronym})` : ''}`, '');
    if (a.name_en && b.lang === 'en') b.say(`- ${a.name_en}`);
    if (a.type) b.say(`- ${b.t('Nature', 'Type')} : ${b.lang === 'fr' ? inFrench(ACTOR_TYPE_FR, a.type) : a.type}`);
    if (a.parent_ministry) b.say(`- ${b.t('Tutelle', 'Under')} : ${a.parent_ministry}`);
    if (a.role)
      b.say(
        `- ${b.t('Rôle dans la réponse aux inondations', 'Role in flood response')} : ${b.lang === 'fr' ? inFrench(ACTOR_ROLE_FR, a.role) : a.role}`,
      );
    if (mandate) b.say(`- ${b.t('Mandat', 'Mandate')} : ${mandate}`);
    b.say('');
  }
  return baseContext('actors', [], []);
};

const NO_INVENTORY: [string, string] = [
  "nous n'avons pas d'inventaire de ces infrastructures. Seuls quelques bilans d'inondation les citent (par exemple des écoles inaccessibles lors des crues de 2024).",
  'we hold no inventory of such infrastructure. Only some flood reports mention them (for example schools made inaccessible by the 2024 river floods).',
];
const NO_SOCIO_ECONOMY: [string, string] = [
  'elles ne contiennent aucun indicateur économique ou social de ce type ; seuls les indicateurs de vulnérabilité des ménages (eau, électricité, insécurité alimentaire, chocs) en approchent.',
  'they hold no economic or social indicator of that kind; only the household vulnerability indicators (water, electricity, food insecurity, shocks) come near it.',
];
const NO_FACILITY_DETAIL: [string, string] = [
  'la liste des structures de santé en donne le nombre par type (hôpital, centre, poste, case de santé), pas les lits ni le personnel.',
  'the health facility list gives their number by type (hospital, health centre, post, hut), not beds or staff.',
];

const NO_EPIDEMIOLOGY: [string, string] = [
  "elles ne contiennent aucune donnée épidémiologique (cas, maladies, épidémies) ; les structures de santé n'y figurent que par leur nombre.",
  'they hold no epidemiological data (cases, diseases, outbreaks); health facilities appear only as counts.',
];

/** Subjects people ask about that the knowledge base does not hold: answered "no data", never a number. */
const GAP_TOPICS: {
  words: RegExp;
  fr: string;
  en: string;
  why: [string, string];
  /** Beds, staff: asked with health words, still not in the facility data. */
  health?: boolean;
  /** Checked before every other subject (it may come with flood words). */
  early?: boolean;
  /** Also give the place's total population, the nearest figure the data does hold. */
  withPopulation?: boolean;
}[] = [
  {
    words:
      /\b(enfants?|children|child|moins de (5|cinq) ans|under (5|five)s?|under fives?|nourrissons?|infants?|bebes?|babies|personnes agees|elderly|older people|tranches? d age|age groups?|par age|by age|pyramide des ages)\b/,
    fr: 'la répartition par âge (enfants, personnes âgées…)',
    en: 'the breakdown by age (children, older people…)',
    why: [
      'nos données de population (recensement RGPH-5 2023, projections ANSD 2024–2030) donnent le total et la répartition par sexe, pas par âge.',
      'our population data (2023 RGPH-5 census, ANSD 2024–2030 projections) give the total and the split by sex, not by age.',
    ],
    early: true,
    withPopulation: true,
  },
  {
    // A count of households (not a share of them without water or electricity).
    words:
      /\b(combien de menages|nombre de menages|how many households|number of households)\b(?!.*\b(electri\w*|eau|water|insecurite|food|chocs?|shocks?|sans|without|acces|access)\b)/,
    fr: 'le nombre de ménages',
    en: 'the number of households',
    why: [
      'seule la taille moyenne des ménages au Sénégal y figure (9 personnes, RGPH-5 2023) ; elle ne vaut pas pour chaque localité.',
      'they hold only the average household size in Senegal (9 people, 2023 RGPH-5), which does not hold for every place.',
    ],
    early: true,
    withPopulation: true,
  },
  {
    words: /\b(cholera|epidemi\w*|epidemics?|outbreaks?|maladies?|diseases?|diarrh\w*|cas de|cases of)\b/,
    fr: 'les épidémies et maladies',
    en: 'outbreaks and diseases',
    why: NO_EPIDEMIOLOGY,
    early: true,
  },
  { words: /\b(ecoles?|schools?)\b/, fr: 'les écoles', en: 'schools', why: NO_INVENTORY },
  {
    words: /\b(routes?|roads?|ponts?|bridges?)\b/,
    fr: 'les routes et ponts',
    en: 'roads and bridges',
    why: NO_INVENTORY,
  },
  { words: /\b(marches?|markets?)\b/, fr: 'les marchés', en: 'markets', why: NO_INVENTORY },
  {
    words: /\b(lits?|beds?)\b/,
    fr: 'les lits d’hôpital',
    en: 'hospital beds',
    why: NO_FACILITY_DETAIL,
    health: true,
  },
  {
    words: /\b(medecins?|doctors?|infirmi\w*|nurses?|sages femmes|midwives|personnel|staff)\b/,
    fr: 'le personnel de santé',
    en: 'health staff',
    why: NO_FACILITY_DETAIL,
    health: true,
  },
  {
    words: /\b(chomage|unemployment|emplois?|jobs?)\b/,
    fr: "l'emploi et le chômage",
    en: 'jobs and unemployment',
    why: NO_SOCIO_ECONOMY,
  },
  {
    words: /\b(revenus?|income|pauvrete|poverty|salaires?|wages?)\b/,
    fr: 'les revenus et la pauvreté',
    en: 'income and poverty',
    why: NO_SOCIO_ECONOMY,
  },
  {
    words: /\b(betail|livestock|cheptel|cultures|crops|recoltes?|harvests?)\b/,
    fr: "l'élevage et les cultures",
    en: 'livestock and crops',
    why: NO_SOCIO_ECONOMY,
  },
  {
    words: /\b(alphabetisation|literacy|scolarisation|enrolment|enrollment)\b/,
    fr: "l'éducation",
    en: 'education',
    why: NO_SOCIO_ECONOMY,
  },
];

const CAPABILITIES = {
  fr: 'population par région, département, arrondissement ou commune (recensement 2023, projections 2024–2030) ; classements et comparaisons ; densité ; inondations recensées de 2005 à 2024 et leurs bilans par département ; structures de santé ; indicateurs de vulnérabilité des ménages ; faits pluviométriques ; besoins humanitaires pour N personnes selon les normes Sphere ; acteurs de la réponse.',
  en: 'population by region, department, arrondissement or commune (2023 census, 2024–2030 projections); rankings and comparisons; density; recorded floods 2005–2024 and their figures by department; health facilities; household vulnerability indicators; rainfall facts; humanitarian needs for N people from Sphere standards; response actors.',
};

const outOfScope: Handler = async (b) => {
  b.say(
    b.t(
      `Je ne peux pas répondre à cette question : elle sort du champ des données dont je dispose sur les inondations au Sénégal, et je n'invente aucun chiffre.`,
      `I cannot answer this question: it is outside the data I hold on floods in Senegal, and I never make up a figure.`,
    ),
    '',
    b.t(`Je peux répondre sur : ${CAPABILITIES.fr}`, `I can answer on: ${CAPABILITIES.en}`),
  );
  return baseContext('out_of_scope', [], []);
};

const gaps: Handler = async (b, q, mentions, _prev, idx) => {
  const resolved = resolve(mentions, PREFERENCE.flood!);
  const found = GAP_TOPICS.find((t) => t.words.test(q.norm));
  const topic = found ? b.t(found.fr, found.en) : null;
  const u = resolved[0]?.unit ?? null;
  if (found && topic) {
    b.say(
      b.t(
        `Pas de données sur ${topic}${u ? ` pour ${placeLabel(u, 'fr')}` : ''} dans nos sources : ${found.why[0]}`,
        `I have no data on ${topic}${u ? ` for ${placeLabel(u, 'en')}` : ''} in our sources: ${found.why[1]}`,
      ),
    );
    b.missing(topic);
    if (u) b.place(u);
    if (u && found.withPopulation) {
      const row = await populationOf(b, u, 2023, 'ANSD');
      if (row?.value != null) {
        b.figure({
          label: b.t('Population', 'Population'),
          value: row.value,
          kind: row.kind,
          place: u.name,
          period: '2023',
          sourceIds: [row.source_id],
        });
        b.say(
          '',
          b.t(
            `Population totale de ${placeLabel(u, 'fr')} en 2023 (recensement) : **${fmt(row.value, 'fr')}** habitants, tous âges confondus.`,
            `Total population of ${placeLabel(u, 'en')} in 2023 (census): **${fmt(row.value, 'en')}** people, all ages.`,
          ),
        );
      }
    }
    b.say('', b.t(`Je peux répondre sur : ${CAPABILITIES.fr}`, `I can answer on: ${CAPABILITIES.en}`));
    return baseContext('gaps', u ? [u.pcode] : [], []);
  }
  if (!u) {
    b.say(
      b.t(
        `Précisez le lieu dont vous voulez connaître les données manquantes. Je peux répondre sur : ${CAPABILITIES.fr}`,
        `Tell me which place you want the data gaps for. I can answer on: ${CAPABILITIES.en}`,
      ),
    );
    return baseContext('gaps', [], []);
  }
  b.place(u);
  const dept = u.level === 'department' ? u : u.department ? idx.get(u.department)! : null;
  const region = u.level === 'region' ? u : u.region ? idx.get(u.region)! : null;
  const pop = await b.run<{ n: number }>(`select count(*)::int n from knowledge.population where pcode = $1`, [
    u.pcode,
  ]);
  const floods = await b.run<{ n: number; with_value: number }>(
    `select count(distinct event_id)::int n, count(value)::int with_value from knowledge.flood_event_area where pcode = $1`,
    [dept?.pcode ?? u.pcode],
  );
  const health = await b.run<{ n: number }>(`select count(*)::int n from knowledge.health_facility where pcode = $1`, [
    u.pcode,
  ]);
  const vul = await b.run<{ n: number }>(`select count(*)::int n from knowledge.vulnerability where pcode = $1`, [
    region?.pcode ?? u.pcode,
  ]);
  const rain = await b.run<{ n: number }>(
    `select count(*)::int n from knowledge.rainfall_fact where pcodes && $1::text[]`,
    [[u.pcode, dept?.pcode, region?.pcode].filter(Boolean)],
  );
  const line = (ok: boolean, fr: string, en: string) => {
    if (!ok) b.missing(b.lang === 'fr' ? fr : en);
    return `- ${ok ? '✅' : '❌'} ${b.lang === 'fr' ? fr : en}`;
  };
  b.say(
    b.t(
      `**Ce que nos sources couvrent, et ce qui manque, pour ${placeLabel(u, 'fr')}**`,
      `**What our sources cover, and what is missing, for ${placeLabel(u, 'en')}**`,
    ),
    '',
    line(pop[0]!.n > 0, 'Population (recensement / projections)', 'Population (census / projections)'),
    line(
      floods[0]!.n > 0,
      `Inondations citées : ${floods[0]!.n} événement(s), ${floods[0]!.with_value} chiffre(s)`,
      `Floods naming it: ${floods[0]!.n} event(s), ${floods[0]!.with_value} figure(s)`,
    ),
    line(health[0]!.n > 0, 'Structures de santé', 'Health facilities'),
    line(vul[0]!.n > 0, 'Vulnérabilité des ménages (niveau régional)', 'Household vulnerability (region level)'),
    line(rain[0]!.n > 0, 'Faits pluviométriques', 'Rainfall facts'),
    line(false, 'Écoles, routes, marchés : non couverts', 'Schools, roads, markets: not covered'),
  );
  return baseContext('gaps', [u.pcode], []);
};

/**
 * "Résume la conversation": what each earlier answer established, in a line, from the structured
 * data stored with it (never by re-reading its text); places, periods and gaps; the sources cited.
 */
const summary: Handler = async (b, _q, _mentions, _prev, _idx, history) => {
  const pairs: { question: string; data: AnswerData }[] = [];
  for (let i = 0; i < history.length; i++) {
    const turn = history[i]!;
    if (turn.role === 'assistant' && turn.data && turn.data.intent !== 'summary')
      pairs.push({ question: history[i - 1]?.content ?? '', data: turn.data });
  }
  if (!pairs.length) {
    b.say(
      b.t(
        'Il n’y a encore rien à résumer : posez d’abord une question sur les données (population, inondations, santé, besoins, acteurs…).',
        'There is nothing to summarise yet: first ask a question about the data (population, floods, health, needs, actors…).',
      ),
    );
    return baseContext('summary', [], []);
  }
  b.say(
    b.t(
      `**Résumé de la conversation (${pairs.length} question${pairs.length > 1 ? 's' : ''})**`,
      `**Summary of the conversation (${pairs.length} question${pairs.length > 1 ? 's' : ''})**`,
    ),
    '',
  );
  pairs.forEach((p, i) => {
    const finding = findingOf(p.data, b.lang) || b.t('rien d’établi', 'nothing established');
    b.say(`${i + 1}. *${p.question.trim().replace(/\s+/g, ' ')}* — ${finding}`);
    b.cite(p.data.sources.map((s) => s.id));
  });
  const placed = [...new Map(pairs.flatMap((p) => p.data.places).map((pl) => [pl.pcode, pl])).values()];
  // "Matam (région), Matam (département)" when two places share a name.
  const places = placed.map((pl) =>
    placed.some((o) => o !== pl && o.name === pl.name) ? `${pl.name} (${LEVEL_NAMES[b.lang][pl.level]})` : pl.name,
  );
  const periods = [...new Set(pairs.flatMap((p) => p.data.periods))].sort();
  const missing = [...new Set(pairs.flatMap((p) => p.data.missing))];
  b.say('');
  if (places.length) b.say(`- ${b.t('Lieux', 'Places')} : ${places.join(', ')}`);
  if (periods.length) b.say(`- ${b.t('Périodes', 'Periods')} : ${periods.join(', ')}`);
  if (missing.length)
    b.say(`- ${b.t('Sans donnée dans nos sources', 'No data in our sources')} : ${missing.join(', ')}`);
  b.say(
    '',
    b.t(
      'Pour le rapport de situation complet (chiffres clés, actions, sources, limites), utilisez « Créer un rapport ».',
      'For the full situation report (key figures, actions, sources, limits), use "Create a report".',
    ),
  );
  return baseContext('summary', [], []);
};

/**
 * "Résumé de la situation à Matam": one place through every data set: population (census and
 * this year's projection), the recorded floods that name it, health facilities, household
 * vulnerability. Each part says where it comes from, or that the data has nothing.
 */
const profile: Handler = async (b, q, mentions, prev, idx) => {
  const { units } = placesFor(q, mentions, prev?.intent === 'profile' ? prev : null, idx, PREFERENCE.population!);
  const u = units[0];
  if (!u) {
    b.say(
      b.t(
        'De quel lieu voulez-vous le résumé ? Nommez une région, un département ou une commune.',
        'Which place do you want summarised? Name a region, department or commune.',
      ),
    );
    return baseContext('profile', [], []);
  }
  const region = u.level === 'region' || u.level === 'country' ? u : (idx.get(u.region ?? '') ?? null);
  const label = placeLabel(u, b.lang);
  b.place(u);
  b.say(b.t(`**${label} : ce que disent nos données**`, `**${label}: what our data says**`), '');

  // Population: the 2023 census and this year's ANSD projection.
  const thisYear = Math.min(Math.max(new Date().getUTCFullYear(), POP_YEARS.first), POP_YEARS.last);
  b.say(`#### ${b.t('Population', 'Population')}`, '');
  for (const year of [...new Set([2023, thisYear])]) {
    const row = await populationOf(b, u, year, 'ANSD');
    b.figure({
      label: b.t('Population', 'Population'),
      value: row?.value ?? null,
      kind: row?.kind,
      place: u.name,
      period: String(year),
      sourceIds: row ? [row.source_id] : [],
    });
    b.say(
      `- ${year} : ${row?.value == null ? b.t('non rapportée dans nos sources', 'not reported in our sources') : `**${fmt(row.value, b.lang)}** (${kindText(b, row.kind, row.producer, year)})`}`,
    );
    b.period(year);
  }

  // Floods: the recorded events that name the place or a place within it.
  const events = await b.run<{
    event_id: string;
    year: number;
    name: string;
    metric: string | null;
    value: number | null;
    source_id: string;
    area_pcode: string;
    area: string;
  }>(
    `select e.event_id, e.year, e.name, a.metric, a.value, a.source_id, d.pcode as area_pcode, coalesce(a.place_as_written, d.name) as area
     from knowledge.flood_event e join knowledge.flood_event_area a using (event_id) join knowledge.unit d on d.pcode = a.pcode
     where d.pcode = $1 or d.region_pcode = $1 or d.department_pcode = $1 or d.parent_pcode = $1
     order by e.year, e.event_id, a.metric`,
    [u.pcode],
  );
  const byEvent = new Map<string, typeof events>();
  for (const e of events) byEvent.set(e.event_id, [...(byEvent.get(e.event_id) ?? []), e]);
  b.say('', `#### ${b.t('Inondations recensées', 'Recorded floods')} (${byEvent.size})`, '');
  if (!byEvent.size)
    b.say(
      b.t(
        `- Aucune inondation de notre base (2005–2024) ne cite ${label}. Cela ne veut pas dire qu'il n'y en a pas eu.`,
        `- No flood in our database (2005–2024) names ${label}. That does not mean there was none.`,
      ),
    );
  for (const [id, rows] of byEvent) {
    const first = rows[0]!;
    const figures = rows
      .filter((r) => r.metric && r.metric !== 'mentioned_affected' && r.value !== null)
      .map((r) => {
        const metric = AREA_METRICS[r.metric!]?.[b.lang === 'fr' ? 0 : 1] ?? r.metric!;
        // A figure for a place within this one says which: figures of two places are never added.
        const where = r.area_pcode === u.pcode ? u.name : r.area;
        b.figure({ label: metric, value: r.value, place: where, period: String(first.year), sourceIds: [r.source_id] });
        return `${metric}${r.area_pcode === u.pcode ? '' : ` (${r.area})`} : ${fmt(r.value!, b.lang)}`;
      });
    b.cite(rows.map((r) => r.source_id));
    b.say(
      `- ${first.year} — ${first.name} (${id})${figures.length ? ` : ${figures.join(b.lang === 'fr' ? ' ; ' : '; ')}` : b.t(' : cité comme touché, sans chiffre pour ce lieu', ': named as affected, no figure for this place')}`,
    );
  }

  // Health facilities: full counts by region; geolocated ones only below (the GPS gaps).
  const health = await b.run<{
    facility_type: string;
    n_facilities: number | null;
    n_geolocated: number | null;
    source_id: string;
  }>(
    `select facility_type, n_facilities, n_geolocated, source_id from knowledge.health_facility where pcode = $1 order by n_facilities desc nulls last`,
    [u.pcode],
  );
  b.say('', `#### ${b.t('Structures de santé', 'Health facilities')}`, '');
  if (!health.length)
    b.say(
      b.t(
        `- Pas de décompte pour ${label} dans nos sources (il existe par région et par département).`,
        `- No count for ${label} in our sources (counts exist per region and department).`,
      ),
    );
  const regionLevel = u.level === 'region';
  for (const h of health) {
    const value = regionLevel ? h.n_facilities : h.n_geolocated;
    const name = FACILITY_NAMES[h.facility_type]?.[b.lang === 'fr' ? 0 : 1] ?? h.facility_type;
    b.figure({
      label: regionLevel ? name : `${name} (${b.t('géolocalisées', 'geolocated')})`,
      value,
      place: u.name,
      sourceIds: [h.source_id],
    });
    b.say(`- ${name} : ${value === null ? b.t('non rapporté', 'not reported') : fmt(value, b.lang)}`);
  }
  if (health.length && !regionLevel)
    b.caveat(
      b.t(
        'Sous le niveau régional, seules les structures géolocalisées sont comptées : ces chiffres sous-estiment le total là où le GPS manque.',
        'Below region level only geolocated facilities are counted: these figures undercount where GPS is missing.',
      ),
    );

  // Household vulnerability: regional indicators (EHCVM 2021–2022).
  b.say(
    '',
    `#### ${b.t('Vulnérabilité des ménages', 'Household vulnerability')}${region && region !== u ? b.t(` (région de ${region.name})`, ` (${region.name} region)`) : ''}`,
    '',
  );
  const vuln = region
    ? (
        await b.run<Record<string, number | null> & { source_id: string }>(
          `select * from knowledge.vulnerability where pcode = $1`,
          [region.pcode],
        )
      )[0]
    : undefined;
  if (!vuln)
    b.say(
      b.t(
        '- Pas d’indicateur de vulnérabilité pour ce lieu dans nos sources.',
        '- No vulnerability indicator for this place in our sources.',
      ),
    );
  else {
    for (const c of VULN.filter((v) => v.column !== 'food_insecurity_severe_pct')) {
      const v = vuln[c.column] as number | null;
      b.figure({
        label: b.lang === 'fr' ? c.fr : c.en,
        value: v,
        unit: '%',
        place: region!.name,
        period: '2021–2022',
        sourceIds: [vuln.source_id],
      });
      b.say(
        `- ${b.lang === 'fr' ? c.fr : c.en} : ${v === null ? b.t('non rapporté', 'not reported') : `${fmt(v, b.lang, 1)} %`}`,
      );
    }
    b.period('2021–2022');
  }
  b.say(
    '',
    b.t(
      'Pour estimer les besoins d’une population sinistrée, demandez par exemple « Quels sont les besoins pour 5 000 personnes ? ».',
      'To estimate the needs of affected people, ask for example "What are the needs for 5,000 people?".',
    ),
  );
  return baseContext('profile', [u.pcode], []);
};

const handlers: Record<Intent, Handler> = {
  population,
  comparison,
  ranking,
  density,
  flood_events: floodEvents,
  frequency,
  health,
  vulnerability,
  rainfall,
  needs,
  actors,
  gaps,
  summary,
  profile,
  out_of_scope: outOfScope,
};
