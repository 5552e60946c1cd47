import { lexiconWords } from '../catalog/lexicon-words.ts';
import type { PlaceMention } from '../places.ts';
import { MONTHS, type ParsedQuestion } from '../text.ts';
import type { Context, Intent } from './shared.ts';
import { GAP_TOPICS, FORECAST, namesPastYear } from './gap-topics.ts';
import { CAPACITY, givenQuantity } from './given.ts';
import { asksElsewhere, getCatalog, namedVariants } from '../catalog/catalog.ts';
import { ASKING_WORDS, RESTRICTOR_WORDS } from './restrictors.ts';
import { normaliseName } from '../../../knowledge/normalise.ts';
import { lastAsk } from './actor-terms.ts';
import { namesEventRecord } from './event-word.ts';
import { asksVulnerability, namesSurveyShock } from './survey-shock.ts';
import { askedStandards, asksStandardItself, householdsOnly, NEEDS_WORDS, withoutStandardWords } from './need-words.ts';
import { asksOneHousehold } from './need-household.ts';
import { asksNeedOfPeopleBefore, asksNeedsAgain } from './need-follow.ts';
import { asksYearOfMostEvents } from './events-per-year.ts';
import { floodedNear } from '../read/flood-counts.ts';

/** Which subject a question asks about, and whether it follows up the previous answer. */

export const RE = {
  flood: /\b(inondations?|inonde(e|es|s)?|floods?|flooding|flooded|crues?|submerg\w*)\b/,
  impact:
    /\b(morts?|deces|decede\w*|tues?|died|deaths?|dead|killed|blesses?|injured|affecte\w*|affected|hit|touche(e|es|s)?|sinistre\w*|victimes?|victims?|deplace\w*|displaced|sans abri|homeless|maisons?|houses?|logements?|habitations?|latrines?|ecoles?|schools?|bilan|toll|impacts?|degats|damage|pertes?|losses|familles?|families|menages? (affecte|deplace|touche)\w*|households? (affected|displaced))\b/,
  rain: /\b(pluies?|pleuv\w*|pluviom\w*|precipitations?|rain\w*|averses?|saison des pluies|rainy season|previsions? saisonnieres?|seasonal (forecasts?|outlooks?)|onset|demarrage|hivernage|cumul\w*|isohyet\w*|mm|(?:sa|la|de sa|its) normale?)\b/,
  health: /\b(sante|health|hopita(l|ux)|hospitals?|cliniques?|clinics?|dispensaires?|maternites?|huts?)\b/,
  vulnerability:
    /\b(electricite|electricity|eau potable|drinking water|acces a l eau|access to (drinking )?water|insecurite alimentaire|food insecurity|chocs?|shocks?|vulnerab\w*)\b/,
  householdShare:
    /\b(part des menages|share of households|menages ont subi|households (were )?(hit|affected|experienced)|pourcentage des menages|percentage of households|milieu rural|milieu urbain|dakar urbain|urban dakar|autres villes|other (urban|cities|towns)|rural areas?|menages en pourcentage|menages en pourcent|percent of households|proportion des menages|proportion of households|taux de menages)\b/,
  density: /\b(densite|density|dense|densely|densement|superficie|surface area|area|km2|km)\b/,
  ranking:
    /\b(plus peuple\w*|moins peuple\w*|most populated|most populous|least populated|least populous|smallest|largest|biggest|plus grande?|plus petite?|classe\w*|classement|rank\w*|top|ordre|order|highest|lowest|le plus|la plus|les plus|le moins|la moins|les moins)\b/,
  comparison:
    /\b(compare\w*|comparaison|comparison|versus|vs|difference|ecart|gap|grow|grows|growth|croissance|croit|augmente\w*|augmentation|increase\w*|evolution|evolue|progress\w*|between|entre)\b/,
  population:
    /\b(population|populations|people|habitants?|peuple\w*|inhabitants?|residents?|live|lived|living|vivent|vit|resident|femmes|hommes|women|men|sexe|sex|recensement|census|projection\w*|projete\w*|projected)\b/,
  needs: NEEDS_WORDS,
  actors:
    /\b(qui|who|organisme|organismes|agence|agency|agencies|service|services|institution\w*|acteurs?|actors?|intervenants?|stakeholders?|role|roles|mandat|mandate|responsable|responsible|charge|coordonne\w*|coordinate\w*|exploite|operates?|runs?|distribue\w*|distributes?|issues?|emet|ministere|ministry|autorite|authority|plan|programme|programs?|comite|committee)\b/,
  gaps: /\b(donnees manquantes|quelles donnees manquent|manque\w* (de )?donnees|what data is missing|missing data|data gaps?|lacunes)\b/,
  outOfScope:
    /\b(demain|tomorrow|aujourd hui|today|football|match|foot|lutte|arene|wrestling|combat de lutte|fievre|paludisme|malaria|maux de tete|headache|symptom\w*|taux de change|exchange rate|euro|dollar|bourse|stock|election\w*|president|recette|recipe|blague|joke|poemes?|poems?|poesie|poetry|chansons?|songs?|ecris moi|write me|my car|ma voiture|voiture|moteur|engine|won t start|demarre plus)\b/,
  forecast: new RegExp(`\\b${FORECAST}\\b`),
  followUp:
    /^(et|and|aussi|also|meme|same|idem|pareil|compare|comparer|what about|how about|et pour|et a|et en|and in|and for|now|maintenant|puis)\b/,
};

interface Classified {
  intent: Intent;
  /** The previous answer's context when this question follows it up. */
  context: Context | null;
}

/**
 * Words a follow-up or a bare place question may hold besides places, years and months: "et à Matam ?",
 * "and in 2022?", "et en septembre 2020 ?", "Matam 2023 ?". Any other word names a subject the analyst
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
    'whole entire toute tout entier entiere ensemble all ' +
    // "Département de Sédhiou : chiffres 2025, 2026, 2027 ?": figures asked of a place name no subject.
    'chiffre chiffres figure figures donnees data stats statistiques'
  ).split(' '),
);
for (const w of [...RESTRICTOR_WORDS, ...ASKING_WORDS, ...Object.keys(MONTHS)]) FILLER_WORDS.add(w);

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

/** "Comment postuler à un emploi à la Croix-Rouge ?": outside the data, whatever actor it names. */
export function asksOutOfScope(n: string): boolean {
  return (HR.test(n) && !RE.flood.test(n)) || lexiconWords('offTopic').has(n.split(' '));
}
/** Applying for a job or an internship: no data answers it, whatever actor it names. */
const HR =
  /\b(postuler|candidature|candidater|recrutement|recrute\w*|offres? d emploi|job offers?|apply for|job applications?|vacanc(y|ies)|internships?)\b/;

export function classify(q: ParsedQuestion, mentions: PlaceMention[], prev: Context | null): Classified {
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
  // "Et pour l'eau ?" after a flood or needs answer: that need for the same people.
  if (
    prev &&
    (prev.intent === 'flood_events' || prev.intent === 'needs') &&
    q.people === null &&
    !mentions.length &&
    asksNeedOfPeopleBefore(q, own)
  )
    return { intent: 'needs', context: prev };
  // "Combien de litres par jour leur faut-il, à 15 L par personne ?" after a flood answer: a needs
  // question that names no people, place nor date is for the people of that answer.
  if (
    prev &&
    (prev.intent === 'flood_events' || prev.intent === 'needs') &&
    own === 'needs' &&
    q.people === null &&
    !mentions.length &&
    !q.years.length &&
    q.month === null
  )
    return { intent: 'needs', context: prev };
  // "Et combien de litres d'eau pour eux ?" after one place's population: the needs of those people.
  if (
    prev?.intent === 'population' &&
    prev.pcodes.length === 1 &&
    q.people === null &&
    !mentions.length &&
    askedStandards(q.tokens).length > 0
  )
    return { intent: 'needs', context: prev };
  // "Et pour 3 jours ?", "et à moyen terme ?" after needs: the same people, another period or phase.
  if (
    prev?.intent === 'needs' &&
    q.people === null &&
    !mentions.length &&
    q.tokens.length <= 8 &&
    (q.days !== null || namedVariants(q.tokens).size > 0)
  )
    return { intent: 'needs', context: prev };
  // "Et pour 5 000 personnes ?", "what about 2,500?", "in tonnes?" after needs: the same needs again.
  const again = prev?.intent === 'needs' && own === null && asksNeedsAgain(q, mentions.length > 0);
  if (again || (prev?.intent === 'needs' && q.people !== null && q.tokens.length <= 6 && own === null))
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
  // "J'ai besoin du bilan…", "I need the figures…": a request, not humanitarian needs.
  const n = q.norm.replace(
    /\b(j ai|on a|nous avons|vous avez|i|we) (besoin|need) (du|des|de la|de l|d un|d une|the|to|a|an)\b(?! (eau|water|abris?|shelter|nourriture|food|toilettes?|toilets?|latrines?)\b)/g,
    ' ',
  );
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
  if (namesSurveyShock(q)) return 'vulnerability';
  // "730 ménages touchés à Fatick : ça fait combien de gens ?": the people of the households given.
  if (q.households !== null && /\b(personnes|gens|monde|people|persons|individus|individuals)\b/.test(n))
    return 'needs';
  // "Les inondations au Pakistan", "population du Mali": no figure of Senegal answers them.
  if (asksElsewhere(getCatalog(), q.tokens, mentions.length)) return 'out_of_scope';
  // A forecast of floods or rain is a gap (said so, with what is held), not past events; "combien d'habitants
  // touchés l'an prochain" stays a refusal; the forecast of a season past is a bulletin on record.
  const wet = RE.flood.test(n) || RE.rain.test(n) || /\b(risque?s?|risks?)\b/.test(n);
  if (RE.forecast.test(n) && wet && !namesPastYear(n))
    return GAP_TOPICS.some((t) => t.words.test(n)) ? 'gaps' : 'out_of_scope';
  // ("90 000 litres in stock for 1 500 people": a stock of relief for people counted is no market)
  const relief = q.people !== null && RE.needs.test(n);
  if (RE.outOfScope.test(n) && !RE.flood.test(n) && !relief && !/\b(agence|agency|organisme|qui|who)\b/.test(n))
    return 'out_of_scope';
  const acronym =
    /\b(dpgi|dpc|bnsp|orsec|cngi|pdgi|csar|anacim|dgpre|olac|omvs|semaf|omvg|croix rouge|red cross|onas|adm|progep|pgiis|pgii|mraz i|mrazi)\b/.test(
      n,
    );
  const eventQuestion = RE.flood.test(n) && (q.years.length > 0 || q.month !== null);
  // "l'inondation qui a détruit le plus de maisons", "le bilan des inondations de 2020 pour la DPC":
  // a flood and its toll are the subject; an acronym or a "qui" there is context.
  const floodToll = RE.flood.test(n) && RE.impact.test(n);
  const asksActor =
    /^(qui|who)\b/.test(n) ||
    /\b(quel organisme|quelle agence|which agency|which organi[sz]ation|what agency|role|roles|mandat|mandate|quel service|which service|who (is|are|does|do|runs?|coordinates?|manages?)|qui (est|sont|fait|gere|coordonne|pilote|dirige))\b/.test(
      n,
    );
  if (
    (acronym && (!(eventQuestion || floodToll) || asksActor)) ||
    (!eventQuestion &&
      !(floodToll && !asksActor) &&
      RE.actors.test(n) &&
      !/\bqu est ce qui\b/.test(n) &&
      /\b(qui|who|quel organisme|quelle agence|which agency|which organi[sz]ation|what agency|role|mandat|mandate|quel service|which service|autorite|authority|acteurs|actors|intervenants|stakeholders|parties prenantes)\b/.test(
        n,
      ))
  ) {
    if (!(q.people !== null && RE.needs.test(n))) return 'actors';
  }
  // "Combien d'écoles…, et combien ont servi d'abri ?": what is counted is a subject no data set holds.
  const counted = /\b(?:combien d(?:e|es)?|nombre d(?:e|es)?|how many|number of)\s+(\w+(?: \w+)?)/.exec(n)?.[1];
  const dated = q.years.length > 0 || q.month !== null;
  // ("Combien de points d'eau pour 2 000 personnes ?" sizes a standard: needs.)
  const sized = q.people !== null && askedStandards(q.tokens).length > 0;
  if (counted && !dated && !sized && GAP_TOPICS.some((t) => !t.withPopulation && !t.health && t.words.test(counted)))
    return 'gaps';
  if (q.people !== null && (RE.needs.test(n) || askedStandards(q.tokens).length > 0)) return 'needs';
  // "Combien de toilettes pour les habitants de Kanel ?": a standard for the people of a place, or of a whole
  // place ("…dans tout le département de Ranérou"). (A standard's own words are no flood or toll: "seuil
  // d'urgence en décès par jour"; beside "the population of" a place, a toll word is what it counts for it.)
  const unnamed = withoutStandardWords(q.tokens);
  const asked = normaliseName(lastAsk(q.raw));
  const peopleOf = /\b(population|habitants|inhabitants|residents|pop|hbts|hab)\b/.test(n);
  const placeNeeds =
    mentions.length &&
    askedStandards(q.tokens).length &&
    !RE.flood.test(unnamed) &&
    (!RE.impact.test(unnamed) || peopleOf) &&
    !/\b(tempetes?|storms?|orages?|pluies?|rains?)\b/.test(n) &&
    // Health staff are no data of ours, but a standard asks how many a place needs ("médecins
    // pour Fatick selon la norme du HCR").
    // (…named in the ask: "our epidemiologist prefers…" before it is context.)
    !GAP_TOPICS.some((t) => t.words.test(asked) && !(t.health && (asksStandardItself(q.tokens) || peopleOf))) &&
    (peopleOf || (q.month === null && q.years.every((y) => y >= 2023)));
  if (placeNeeds || asksOneHousehold(q)) return 'needs';
  // "We have 12 latrines: how many people can they serve?": a standard read backwards.
  if (q.people === null && askedStandards(q.tokens).length && CAPACITY.test(n) && givenQuantity(q)) return 'needs';
  // "La norme Sphère pour l'eau par personne ?": what a standard says, no people to count.
  if (q.people === null && !mentions.length && !q.years.length && asksStandardItself(q.tokens)) return 'needs';
  if (
    /\b(besoins?|needs?|needed|faut il|faudrait|leur faut|leur faudra\w*|faudra|fallait|leur fallait|fallu|required|requis|necessaires?)\b/.test(
      n,
    ) &&
    (RE.flood.test(n) || q.people !== null || (RE.impact.test(n) && (q.years.length > 0 || q.month !== null)))
  )
    return 'needs';
  // "Litres d'eau par jour pour les sinistrés de Bakel en 2024 ?" (not "how many households is that?")
  const forPeople = RE.needs.test(n) && !householdsOnly(q.tokens);
  if (
    forPeople &&
    /\b(combien|how many|how much|quantite|quantity)\b/.test(n) &&
    /\b(sinistres?|affectee?s?|deplacee?s?|victimes?|affected|displaced|victims?|flood victims)\b/.test(n)
  )
    return 'needs';
  // "sinistrés dakar sept 2020 : eau/jour à 15 L + latrines 1ère phase": standards named for the
  // people of a dated event (not damage to them: "latrines détruites").
  if (
    forPeople &&
    /\b(sinistres?|affectee?s?|deplacee?s?|victimes?|affected|displaced|victims?)\b/.test(n) &&
    (q.years.length > 0 || q.month !== null) &&
    !/\b(detrui\w*|inondee?s?|endommag\w*|damaged|destroyed|flooded|collapsed)\b/.test(n)
  )
    return 'needs';
  // "Le plus touché par les inondations de septembre 2020": one dated event's places, not how often.
  const oneEvent = (q.years.length === 1 || q.month !== null) && RE.flood.test(n);
  if (asksYearOfMostEvents(q)) return 'frequency';
  if (
    !(oneEvent && /\b(le plus touche\w*|most hit|hit most|hardest hit|most affected)\b/.test(n)) &&
    /\b(evenements? d inondation distincts?|nombre d evenements|plus grand nombre d evenements|distinct (flood )?events?|how many (distinct )?(flood )?events|appara\w*|appears?|le plus souvent|most often|most frequently|hit most|le plus touche\w*|most hit|(?:combien de fois|how many times|how often)(?! (?:plus|moins|more|less|bigger|larger|greater|as|superieure?s?)\b))\b/.test(
      n,
    )
  )
    return 'frequency';
  if (asksVulnerability(q, n)) return 'vulnerability';
  // Subjects no data set holds, even when asked about floods ("cholera after the floods?").
  // "Besoins pour 1 000 enfants" is a needs question: a count of people, not an age breakdown.
  // …unless it asks about the people of a flood, whose notes may hold them ("enfants parmi les sinistrés de 2020").
  const ofAnEvent = (RE.flood.test(n) || RE.impact.test(n)) && (q.years.length > 0 || q.month !== null);
  const gap = (t: (typeof GAP_TOPICS)[number]) => (!ofAnEvent || t.evenOfEvents) && t.early && t.words.test(n);
  if (GAP_TOPICS.some((t) => gap(t) && !(t.withPopulation && q.people !== null))) return 'gaps';
  // Beds and staff are not in the facility data: say so rather than answer a facility count.
  if (RE.health.test(n) && GAP_TOPICS.some((t) => t.health && t.words.test(n))) return 'gaps';
  if (RE.health.test(n)) return floodedNear(q.tokens, RE.health) ? 'flood_events' : 'health';
  if (
    RE.flood.test(n) ||
    (RE.impact.test(n) && (q.years.length || q.month !== null)) ||
    namesEventRecord(q.tokens, n, RE.impact)
  ) {
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
