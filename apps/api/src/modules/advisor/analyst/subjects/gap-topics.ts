/** Subjects the data does not hold, and what the analyst can answer instead. */

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

export const FORECAST =
  '(demain|tomorrow|next (year|week|month|season|rainy season|january|february|march|april|may|june|july|august|september|october|november|december)|(coming|upcoming) (season|rainy season|weeks?|months?|days?)|l annee prochaine|annee prochaine|l an prochain|an prochain|la semaine prochaine|le mois prochain|prochaine?s?|prochain hivernage|forecasts?|forecasting|previsions?|predi\\w*|pronosti\\w*|pleuvra|tomberont|will (fall|rain|flood)|going to (rain|flood)|y aura t il|aura t on|will there be)';
/** The years before this one: a forecast of them is a past bulletin, which the rainfall facts may hold. */
const PAST_YEARS = Array.from({ length: new Date().getUTCFullYear() - 1990 }, (_, i) => 1990 + i).join('|');
/** A year before this one is named ("la prévision pour l'hivernage 2025"). */
export const namesPastYear = (norm: string) => new RegExp(`\\b(?:${PAST_YEARS})\\b`).test(norm);
const HIT = '(touche\\w*|affecte\\w*|sinistre\\w*|victimes?|deplace\\w*|affected|hit|impacted|displaced)';
const WET =
  '(pluies?|pleuv\\w*|rain\\w*|precipitations?|averses?|cumul\\w*|mm|demarrage|onset|hivernage|saison des pluies|inondations?|inonde\\w*|floods?|flooding|flooded|crues?|submerg\\w*|risques?|risks?|meteo|weather)';

/** Subjects people ask about that the knowledge base does not hold: answered "no data", never a number. */
export const GAP_TOPICS: {
  words: RegExp;
  fr: string;
  en: string;
  why: [string, string];
  /** Beds, staff: asked with health words, still not in the facility data. */
  health?: boolean;
  /** Checked before every other subject (it may come with flood words). */
  early?: boolean;
  /** A gap even about a dated flood: no flood record holds the subject. */
  evenOfEvents?: boolean;
  /** Also give the rainfall facts of these metrics (SQL `like`): the nearest the data holds. */
  nearbyRain?: string;
  /** Also give the place's total population, the nearest figure the data does hold. */
  withPopulation?: boolean;
  /** A gap whatever measure the question names ("combien de personnes ont quitté Gossas pour Dakar"). */
  overMeasure?: boolean;
}[] = [
  {
    // How many are malnourished (a survey's prevalence), not how many a programme must reach (NUT-01/02).
    words:
      /\b(taux|prevalence|rates?|niveau|levels?) (de la |de |d |of |of the )?(malnutrition|emaciation|wasting|stunting|retard de croissance)\b|\b(malnutrition|wasting|stunting) (rates?|prevalence|levels?)\b|\b(emaciation|retard de croissance|stunting|wasting)\b/,
    fr: 'la malnutrition (taux, prévalence)',
    en: 'malnutrition rates (prevalence)',
    why: [
      "elles ne contiennent aucune enquête nutritionnelle (prévalence de la malnutrition aiguë ou chronique) ; seules les normes de prise en charge (NUT-01, NUT-02 : part des enfants malnutris à atteindre) y figurent, et l'insécurité alimentaire des ménages par région (EHCVM 2021–2022) en approche.",
      'they hold no nutrition survey (prevalence of acute or chronic malnutrition); only the treatment standards (NUT-01, NUT-02: the share of malnourished children to reach) are there, and household food insecurity by region (EHCVM 2021–2022) comes near it.',
    ],
    early: true,
  },
  {
    words:
      /\b(enfants?|children|child|moins de (5|cinq) ans|under (5|five)s?|under fives?|nourrissons?|infants?|bebes?|babies|personnes agees|elderly|older people|tranches? d age|age groups?|par age|by age|pyramide des ages)\b/,
    fr: 'la répartition par âge au recensement de 2023 (enfants, personnes âgées…)',
    en: 'the breakdown by age in the 2023 census (children, older people…)',
    why: [
      "le recensement RGPH-5 2023 et les projections ANSD 2024–2030 donnent le total et la répartition par sexe ; seule OCHA publie des tranches d'âge (projection 2020 établie à partir du recensement de 2013), par région, département et commune : demandez-les pour un lieu (« enfants de 0 à 14 ans à Pikine »).",
      'the 2023 RGPH-5 census and ANSD 2024–2030 projections give the total and the split by sex; only OCHA publishes age bands (a 2020 projection from the 2013 census), by region, department and commune: ask for them for a place ("children aged 0–14 in Pikine").',
    ],
    early: true,
    withPopulation: true,
  },
  {
    // A count of households (not a share of them without water or electricity).
    words:
      /\b(combien de menages|nombre de menages|how many households|number of households)\b(?!.*\b(electri\w*|eau|water|insecurite|food|chocs?|shocks?|sans|without|acces|access|inond\w*|floods?|flooding|touche\w*|affecte\w*|hit|pourcentage|percentage|part|share|proportion|taux|rate|supplementaires?|additional|extra|nouveaux|new|de plus|more|en plus)\b)/,
    fr: 'le nombre de ménages',
    en: 'the number of households',
    why: [
      'aucun fichier ne compte les ménages ; je les estime à partir de la population et de la taille des ménages de la région (neuf régions, note de CRS-01 ; 9 personnes pour le Sénégal) : demandez « combien de ménages dans la région de Matam ? ».',
      'no file counts households; I estimate them from the population and the region’s household size (nine regions, CRS-01 note; 9 people for Senegal): ask "how many households in Matam region?".',
    ],
    early: true,
    withPopulation: true,
  },
  {
    words:
      /\b(cholera|epidemi\w*|epidemics?|outbreaks?|maladies?|diseases?|diarrh\w*|paludisme|malaria|cas de|cases of)\b/,
    fr: 'les épidémies et maladies',
    en: 'outbreaks and diseases',
    why: NO_EPIDEMIOLOGY,
    early: true,
    // No flood record speaks of disease (a test holds it): "cholera after the 2022 floods?" is a gap too.
    evenOfEvents: true,
  },
  {
    // Deaths from another cause than floods, and vital statistics: flood reports are the only
    // place our data count deaths ("mortes de faim", "died of malaria", "taux de natalité").
    words:
      /\b(morts?|mortes?|deces|decede\w*|died|deaths?|dead|killed|tue(e|es|s)?)\b.*\b(faim|famine|hunger|starv\w*|paludisme|malaria|accidents?|covid\w*|cancers?|sida|aids|tuberculos\w*|meningit\w*|rougeole|measles)\b|\b(natalite|birth rates?|naissances|births|esperance de vie|life expectancy|fecondite|fertility rates?|mortalite (infantile|maternelle|infanto juvenile)|(infant|maternal|child|under five) mortality)\b/,
    fr: "les décès hors inondations et l'état civil (naissances, mortalité, espérance de vie)",
    en: 'deaths from causes other than floods, and vital statistics (births, mortality, life expectancy)',
    why: [
      "seuls les bilans d'inondation y comptent des décès, événement par événement ; aucune statistique d'état civil (naissances, décès par cause, mortalité) n'y figure.",
      'only flood reports count deaths there, event by event; no vital statistics (births, deaths by cause, mortality) are held.',
    ],
    early: true,
  },
  {
    // Weather and flood forecasts: the data hold past seasons and past floods only (a forecast
    // word beside a word of rain or floods, and no count of people: population projections are held).
    // (…unless people hit are asked: "combien d'habitants seront touchés l'an prochain" is a forecast of impact)
    // (…of a season past, a bulletin on record answers it: "la prévision pour la fin de l'hivernage 2025")
    words: new RegExp(
      `^(?!.*\\b(?:${PAST_YEARS})\\b)(?:(?=.*\\b${HIT}\\b)|(?!.*\\b(population|habitants|inhabitants)\\b))(?=.*\\b${FORECAST}\\b)(?=.*\\b${WET}\\b)`,
    ),
    fr: 'les prévisions (météo, saison des pluies, inondations)',
    en: 'forecasts (weather, rainy season, floods)',
    why: [
      "elles ne contiennent que des faits pluviométriques cités (saisons, cumuls, records, bulletins passés) et les inondations recensées de 2005 à 2024. Pour les prévisions à venir, voir l'ANACIM.",
      'they hold only cited rainfall facts (seasons, totals, records, past bulletins) and the floods recorded from 2005 to 2024. For forecasts to come, see ANACIM.',
    ],
    early: true,
    evenOfEvents: true,
    nearbyRain: '%forecast%',
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
    words:
      /\b(forages?|boreholes?|points? d eau|water points?|bornes? fontaines?|stations? de pompage|pumping stations?|capacite de pompage|pumping capacity|m3 par heure|m3 per hour|m3 h)\b/,
    fr: 'les forages, points d’eau et stations de pompage',
    en: 'boreholes, water points and pumping stations',
    why: NO_INVENTORY,
  },
  {
    words:
      /\b(migrations?|migrants?|exode( rural)?|emigr\w*|immigr\w*|ont quitte|quitte\w* (le|la|les) \w+ pour|left \w+ (department|region)? ?for|moved (out|away)|have left|flux)\b/,
    overMeasure: true,
    early: true,
    fr: 'les migrations et déplacements de population hors inondations',
    en: 'migration and population movements other than flood displacement',
    why: [
      "le recensement et les projections donnent des effectifs par lieu, pas des flux entre lieux ; seuls les bilans d'inondation comptent des personnes déplacées, événement par événement.",
      'the census and projections give numbers of people by place, not flows between places; only flood reports count displaced people, event by event.',
    ],
  },
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
    words:
      /\b(betail|livestock|cheptel|cultures|crops|recoltes?|harvests?|(superficies?|surfaces?) (cultivees?|agricoles?|emblavees?|irriguees?|cultivables?)|terres? (agricoles?|cultivables?|arables?)|(cultivated|irrigated|agricultural|arable|farm) (area|land)|farmland)\b/,
    fr: "l'élevage et les cultures",
    en: 'livestock and crops',
    why: NO_SOCIO_ECONOMY,
    // ("superficie cultivée": before the area and density handler, which "superficie" would reach)
    early: true,
  },
  {
    words: /\b(pib|gdp|produit interieur brut|gross domestic product|croissance economique|economic growth)\b/,
    fr: 'la production économique (PIB)',
    en: 'economic output (GDP)',
    why: NO_SOCIO_ECONOMY,
    early: true,
  },
  {
    words: /\b(handicap\w*|disabled|disabilit\w*|infirmes?|invalides?)\b/,
    fr: 'les personnes handicapées',
    en: 'people with disabilities',
    why: [
      'nos données de population donnent le total, la répartition par sexe et (OCHA 2020) par âge, pas le handicap ; seul le bilan d’un événement le cite parfois dans ses notes.',
      'our population data give the total, the split by sex and (OCHA 2020) by age, not disability; only an event’s notes sometimes mention it.',
    ],
    early: true,
  },
  {
    // Money lost to floods, for a place: only one event's assessment (PDNA 2009) costs a flood, nationally.
    words:
      /\b(argent|money|couts?|costs?|cost of damage|montants?|fcfa|francs cfa|dollars?|usd|pertes? economiques?|pertes? financieres?|economic loss\w*|financial loss\w*|degats materiels en)\b/,
    fr: 'le coût des inondations par lieu',
    en: 'the cost of floods by place',
    why: [
      "aucun coût des dégâts n'y est donné par région, département ou commune ; seule l'évaluation post-catastrophe (PDNA) des inondations de 2009 en chiffre le coût, pour l'ensemble du pays : demandez « le coût des inondations de 2009 ».",
      'they give no cost of damage by region, department or commune; only the post-disaster needs assessment (PDNA) of the 2009 floods costs a flood, for the whole country: ask for "the cost of the 2009 floods".',
    ],
    early: true,
  },
  {
    // People living in flood-prone zones: no flood extent or hazard zoning is held, only whole units.
    words: /\b(zones? inondables?|flood ?prone|flood (zones?|plains?)|floodplains?|lit majeur)\b/,
    fr: 'les zones inondables et leur population',
    en: 'flood-prone zones and their population',
    why: [
      "elles ne contiennent ni carte des zones inondables ni zonage de l'aléa ; la population n'y est donnée que pour des unités entières (région, département, commune), et les inondations passées par les lieux que leurs bilans citent.",
      'they hold no flood-zone map or hazard zoning; population is given only for whole units (region, department, commune), and past floods by the places their records name.',
    ],
    early: true,
    withPopulation: true,
  },
  {
    words: /\b(alphabetisation|literacy|scolarisation|enrolment|enrollment)\b/,
    fr: "l'éducation",
    en: 'education',
    why: NO_SOCIO_ECONOMY,
  },
];

/**
 * The measure hits that are not part of a longer phrase naming a subject the data does not hold
 * ("superficie cultivée" holds "superficie", but asks farmland, not the unit's area).
 */
export function outsideGapPhrases<T extends { start: number; end: number }>(tokens: string[], hits: T[]): T[] {
  const at: number[] = [];
  let text = '';
  for (const t of tokens) {
    at.push(text.length + (text ? 1 : 0));
    text += (text ? ' ' : '') + t;
  }
  const spans = GAP_TOPICS.filter((t) => !t.withPopulation).flatMap((t) =>
    [...text.matchAll(new RegExp(t.words.source, 'g'))].map((m) => [m.index, m.index + m[0].length] as const),
  );
  return hits.filter((h) => {
    const [from, to] = [at[h.start]!, at[h.end - 1]! + tokens[h.end - 1]!.length];
    return !spans.some(([a, b]) => a <= from && to <= b && b - a > to - from);
  });
}

/**
 * Whether a question (normalised) names a subject the data does not hold outright (ages and
 * households are read by the catalog first: OCHA's age bands, the survey's household shares).
 */
/** A forecast asked (of rain, floods or their impact): no figure the data holds answers it, whatever measure it names. */
export function asksForecast(norm: string): boolean {
  return GAP_TOPICS.some((t) => t.nearbyRain && t.words.test(norm));
}

/** A forecast, or another gap no measure named answers (migration flows). */
export function asksGapOverMeasure(norm: string): boolean {
  return GAP_TOPICS.some((t) => (t.nearbyRain || t.overMeasure) && t.words.test(norm));
}

export function namesGapTopic(norm: string): boolean {
  return GAP_TOPICS.some((t) => !t.withPopulation && t.words.test(norm));
}

export const CAPABILITIES = {
  fr: 'population par région, département, arrondissement ou commune (recensement 2023, projections 2024–2030) ; classements et comparaisons ; densité ; inondations recensées de 2005 à 2024 et leurs bilans par département ; structures de santé ; indicateurs de vulnérabilité des ménages ; faits pluviométriques ; besoins humanitaires pour N personnes selon les normes Sphere ; acteurs de la réponse.',
  en: 'population by region, department, arrondissement or commune (2023 census, 2024–2030 projections); rankings and comparisons; density; recorded floods 2005–2024 and their figures by department; health facilities; household vulnerability indicators; rainfall facts; humanitarian needs for N people from Sphere standards; response actors.',
};
