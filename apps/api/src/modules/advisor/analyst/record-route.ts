import type { QueryRunner } from './answer.ts';
import type { Catalog } from './catalog/catalog.ts';
import type { previousOf } from './frame-answer.ts';
import type { PlaceIndex } from './places.ts';
import { knownWord } from './subjects/index.ts';
import {
  actorTermScore,
  actorTermsLoader,
  floodYearsNamed,
  lastAsk,
  namesActor,
  namesActorByName,
  namesOneRecord,
  spellAsActors,
} from './subjects/actor-terms.ts';
import { askedActorKinds, asksActorOfKind, asksWhichOf, ASKS_WHO, namedActorRoles } from './subjects/actor-roles.ts';
import { actorLegalLoader, actorsCiting, asksLegalText } from './subjects/actor-legal.ts';
import { namesActorByHead } from './subjects/actor-heads.ts';
import { actorsNamed, countsWhatRecordLacks, outsideNames, ownRecordHits } from './subjects/actor-own-words.ts';
import { asksOutOfScope, RE } from './subjects/classify.ts';
import { eventTextHits, eventTextsLoader } from './subjects/event-terms.ts';
import { askedStandards } from './subjects/need-words.ts';
import { correctSpelling } from './read/spelling.ts';
import { purposeAsk } from './read/purpose.ts';
import { EVENT_FIGURES } from './subjects/event-records.ts';
import { asksRecordRatio } from './subjects/record-ratio.ts';
import { namesRainSource, rainSourcesLoader } from './subjects/rain-source.ts';
import { lexiconWords } from './catalog/lexicon-words.ts';
import { spelledNumbers } from './read/spelled-numbers.ts';
import { normaliseName } from '../../knowledge/normalise.ts';
import { monthsOf } from './text.ts';

/**
 * Questions about a record's own text rather than a figure of the catalog: the out-of-scope ones,
 * an actor's facts, a flood's facts only its texts hold, and follow-ups of a flood's answer. They
 * go to the subject handlers before the frame reader (ADR 031).
 */

/** A follow-up asking the figure before per head or as a share ("and per 1,000 inhabitants?"). */
const PER_OR_SHARE =
  /\b(pour|per|par|sur) (1 ?000|10 ?000|100 ?000|100|mille|habitant|inhabitant|capita|head|tete)s?\b|\b(pourcent\w*|percent\w*|part|share|proportion)\b/;
/** …or where the figure before fell ("et dans quels départements ?", "by department?"). */
const WHERE_FELL =
  /^(et )?(ou|ou ca|ou exactement|ou donc|a quels? endroits?)$|\b(quels?|quelles?) (endroits?|lieux|zones?|localites?)\b|\b(quels?|quelles?|kels?|which|what) (departements?|departments?|depts?|regions?|communes?)\b|\b(par|by|per) (departements?|departments?|depts?|regions?)\b|\bwhere\b/;

/** The positions of the words that name a place. */
const positionsOfPlaces = (tokens: string[], idx: PlaceIndex, notFuzzy?: (w: string) => boolean) =>
  new Set(idx.find(tokens, notFuzzy).flatMap((m) => [...Array(m.end - m.start).keys()].map((k) => m.start + k)));

export interface RecordRoute {
  intent: 'out_of_scope' | 'actors' | 'flood_events' | 'needs' | 'rainfall';
  /** The floods whose texts hold the fact asked. */
  eventIds?: string[];
  /** The words of those texts the question asks about. */
  terms?: string[];
}

export function recordRouter(db: QueryRunner) {
  const actorTerms = actorTermsLoader(db);
  const eventTexts = eventTextsLoader(db);
  const actorLegal = actorLegalLoader(db);
  const rainSources = rainSourcesLoader(db);
  return {
    /** The route of a question that is about a record's text, or null. */
    async route(question: string, prev: ReturnType<typeof previousOf>, catalog: Catalog, idx: PlaceIndex) {
      // The ask, not the context given first.
      // (and after a purpose said first: "Pour un rapport à la CRS : quels départements… ?")
      // (an ask of four words or fewer after another, or one with only a pronoun for subject, asks of
      // both: "…still exist? When did it operate?", "…existe-t-il encore ? De quand à quand a-t-il fonctionné ?")
      const last = purposeAsk(lastAsk(question));
      const lastWords = normaliseName(last).split(' ');
      const lastNames =
        [catalog.eventWords, catalog.measureWords].some((w) => w.has(lastWords)) ||
        idx.find(lastWords).length > 0 ||
        askedStandards(lastWords).length > 0;
      const leans = lastWords.length <= 4 || (lexiconWords('pronounAsk').has(lastWords) && !lastNames);
      const ask = leans && last !== question ? question : last;
      // (a producer of the catalog's figures, "OCHA", is no word of a flood's text either)
      const ours = (w: string) =>
        knownWord(w) || (catalog.vocabulary.get(w.length) ?? []).includes(w) || catalog.dimensionWords.has([w]);
      const terms = await actorTerms();
      // (a misspelt word of the actors' records is read as meant: "Mannatali", "sanitaton")
      const spell = (t: string) =>
        spellAsActors(
          normaliseName(t).split(' '),
          terms,
          (w) => idx.aliasWords.has(w) || ours(w) || (catalog.spelling.get(w.length) ?? []).includes(w),
        );
      const tokens = spell(ask);
      const text = tokens.join(' ');
      // (a word as an actor's record writes it is no misspelt place: "la salle de crise" is no Saldé)
      const recordWord = (w: string) =>
        idx.aliasWords.has(w) || ours(w) || terms.texts.some((t) => t.includes(` ${w} `));
      const placed = positionsOfPlaces(tokens, idx, recordWord);
      // A place word is a place's name, or a word of one the question names: "salle" alone is no
      // word of Sare Coly Salle.
      const whole = spell(question);
      const wholePlaced = positionsOfPlaces(whole, idx, recordWord);
      const placeWords = new Set([...wholePlaced].map((k) => whole[k]));
      const known = (w: string) => idx.isAlias(w) || placeWords.has(w) || ours(w);
      // A dated flood ("les inondations d'août 2022") is an event, whatever words an actor's record
      // shares, unless the question names the actor ("le ministre de l'Intérieur pendant la crue de 2024").
      const floodYears = floodYearsNamed(ask, terms);
      const byHead = namesActorByHead(tokens, terms);
      const named = byHead || namesActorByName(tokens, terms, placed);
      // "Quelle vigilance l'OMVS a-t-elle déclarée pendant la crue de 2024 ?": an actor named, asked
      // with words its own record holds, is a fact of that record (subjects/actor-own-words.ts).
      // (an ask too short to name anything, "de quel niveau ?", asks of the sentence before it)
      const [own, ownPlaced] =
        ask === question || actorsNamed(tokens, terms, placed, known).ids.length || tokens.length > 4
          ? [tokens, placed]
          : [whole, wholePlaced];
      const namedIds = actorsNamed(own, terms, ownPlaced, known);
      // (the thing counted as meant: "how many depts" counts departments)
      const lacks = countsWhatRecordLacks(correctSpelling(own, catalog, known), terms, namedIds.ids);
      const ownHits = lacks ? 0 : ownRecordHits(own, terms, namedIds, ownPlaced, known);
      // (a toll of a month and year the floods' records hold is such a flood too, flood word or not:
      // "familles déplacées en août 2012 et en septembre 2020 ?", "houses destroyed in Sept 2020?")
      const tollDated = RE.impact.test(text) && monthsOf(tokens).monthYears.some((m) => floodYears.includes(m.year));
      const datedFlood = (catalog.eventWords.has(tokens) || tollDated) && floodYears.length > 0 && !named && !ownHits;
      if (asksOutOfScope(text)) return { intent: 'out_of_scope' } satisfies RecordRoute;
      // "Le décret 99-172 ?", "quel décret fixe les attributions du ministre de l'Eau… ?": legal texts
      // only the actors' records cite (subjects/actor-legal.ts).
      const legal = actorsCiting(tokens, await actorLegal()).length > 0;
      if (legal || (asksLegalText(tokens) && !datedFlood && !catalog.measureWords.find(tokens).length))
        return { intent: 'actors' } satisfies RecordRoute;
      // "Qui a coordonné la riposte à la crue de 2024 ?", "who delivered food during the 2024 flood?": who
      // acted in a flood, by a role of the actors' (the floods' records say who was hit, not who acted).
      // ("quel ministère s'occupait des zones inondables de 2012 à 2014 ?": a kind of actor asked for)
      if ((ASKS_WHO.test(text) && floodYears.length && namedActorRoles(tokens).length) || asksActorOfKind(tokens))
        return { intent: 'actors' } satisfies RecordRoute;
      // "Liste des plans et programmes de lutte contre les inondations", "how much was the ten-year flood
      // programme worth?": a kind of actor asked, with no year, place nor number, is the actors' (their
      // records hold the plans and programmes; the floods' hold none).
      if (askedActorKinds(tokens, true).length && !placed.size && !/\d/.test(ask) && !floodYears.length)
        return { intent: 'actors' } satisfies RecordRoute;
      const actorScore = actorTermScore(tokens, terms, known);
      // "For which floods was the Charter activated?", "16 Sept 2024: how many roads cut?": a fact
      // the floods' own texts hold, more of its words than any actor's record holds.
      const texts = await eventTexts();
      // The words after a dash are the ask ("Kidira, where a child drowned in 2024 — how many people?").
      // (the words of an actor's name said in full are no flood's words: "…Development of Flood Zones (MRAZI)")
      const asked = outsideNames(
        normaliseName(ask.split(/\s[—–]\s/).at(-1)!).split(' '),
        [...namedIds.strong].map((i) => terms.names[i]!),
      );
      let events = eventTextHits(asked, texts, positionsOfPlaces(asked, idx), known);
      let [said, years] = [tokens, floodYears];
      // An ask with no subject of its own ("quel chiffre donne-t-il ?") asks about the context before it.
      // (a need named is a subject: "…hébergées dans des écoles. Combien de litres d'eau par jour ?")
      const ownSubject = catalog.measureWords.find(asked).length > 0 || askedStandards(asked).length > 0;
      if (!events.score && !ownSubject) {
        said = normaliseName(question).split(' ');
        years = floodYearsNamed(question, terms);
        events = eventTextHits(said, texts, positionsOfPlaces(said, idx), known);
      }
      const floodish = catalog.eventWords.has(said) || years.length > 0;
      // …of the flood of the year named, when one is ("écoles fermées en 2020" is no 2024 fact).
      // (a publisher cited names no flood of its own: the year's floods, then)
      const ofYear =
        !years.length || !events.eventIds.length || events.eventIds.some((id) => years.includes(texts.years.get(id)!));
      // An actor named by name or acronym ("le CSAR", "l'armée") keeps the question unless more words say otherwise.
      const byActor = named || namesActor(tokens, terms);
      // ("For which floods was the International Charter on Space and Major Disasters activated?": floods asked for)
      const whichFloods = !byActor && asksWhichOf(tokens, (t) => catalog.eventWords.has(t));
      if (
        events.score >= 1 &&
        ofYear &&
        (events.score > actorScore - (byActor ? 0 : 1) || whichFloods) &&
        (events.score >= 2 || floodish)
      )
        return { intent: 'flood_events', eventIds: events.eventIds, terms: events.terms } satisfies RecordRoute;
      // A number of people and a standard named ("pour 520 enfants… pris en charge") ask needs, whatever
      // words an actor's record shares.
      // (spelt as meant: "how mny toilest for 8,800 poeple")
      // (the number may come in a sentence before the ask: "Il faut abriter 5 400 sinistrés. Combien de bâches… ?")
      const spelt = correctSpelling(tokens, catalog, known);
      const needs = /\d/.test(spelledNumbers(question)) && askedStandards(spelt).length > 0;
      // "Crue 2024, bilan du gouvernement : combien de personnes par ménage ?": a figure per unit
      // asked of a dated flood is the one its record's figures make, not the census's household size.
      // (a standard named asks needs: "…à raison de 15 litres par personne")
      const quantified = /\d/.test(ask.replace(/\b(19|20)\d\d\b/g, '')) && askedStandards(spelt).length > 0;
      const floodRatio = !named && !quantified && asksRecordRatio(tokens);
      if (floodRatio && catalog.eventWords.has(whole) && floodYearsNamed(question, terms).length)
        return { intent: 'flood_events' } satisfies RecordRoute;
      // ("2020 DREF: CHF per person?": one rare word of a record beside a figure per unit its text makes)
      const perUnit = (!needs && asksRecordRatio(tokens)) || namesOneRecord(tokens, terms, placed, known, ask);
      // (rainfall asked of stations or places is no actor's fact, unless the actor is named: "cumuls de pluie … stations")
      const rainy = RE.rain.test(text) && !byActor;
      // A survey indicator asked of a place ("la résilience des ménages face aux chocs à Diourbel") is
      // the survey's, whatever words the food agency's record or name shares with it ("résilience"),
      // unless an actor is named by its acronym or head, or asked for ("qui aide les ménages…").
      const surveyed =
        RE.vulnerability.test(text) && placed.size > 0 && !namesActor(tokens, terms) && !byHead && !ASKS_WHO.test(text);
      // "Qui donne l'alerte ?", "which agencies issue warnings?": actors by the role asked (before
      // any one actor whose text shares a word, unless one is named).
      const byRole = namedActorRoles(tokens).length > 0 && ASKS_WHO.test(text);
      // ("Combien de riz le ministère de la Famille a-t-il remis aux sinistrés de Bakel ?": a ministry
      // named by its name keeps the question, unless the floods' own texts hold more of it.)
      // (a year is no number of people to size a standard for: "l'aide alimentaire … en 2024")
      const sized = needs && /\d/.test(spelledNumbers(question).replace(/\b(19|20)\d\d\b/g, ''));
      const ministry = byHead && !sized && events.score < 2;
      // ("l'armée a fait quoi en 2024 ?": an actor named and nothing else asked is that actor's card)
      // ("le commissariat à la sécurité alimentaire a combien d'entrepôts ?": the words of its name ask no measure)
      const unnamed = outsideNames(
        own,
        [...namedIds.strong].map((i) => terms.names[i]!),
      );
      const bareActor =
        namedIds.strong.size > 0 &&
        (!lacks || unnamed.length < own.length) &&
        !ownPlaced.size &&
        !catalog.measureWords.find(unnamed).length &&
        !catalog.eventWords.has(own) &&
        !events.score;
      // "Que fait l'armée pendant les inondations ?", "what role does the army play in floods?": the
      // card of an actor named, asked what it does, beside the floods it acts in.
      // (one actor named by a word only its name holds is enough when its card is asked: "que font les pompiers ?")
      const cardAsked =
        (namedIds.strong.size > 0 || namedIds.ids.length === 1) && !lacks && lexiconWords('actorCardAsk').has(own);
      const recordFact = (ownHits > 0 || bareActor || cardAsked) && !sized && events.score < 2;
      // ("Qu'a prévu l'ANACIM pour la fin de l'hivernage 2025 ?": the source of a dated rain fact named)
      const rainDated = RE.rain.test(text) && /\b(19|20)\d\d\b/.test(ask) && !cardAsked;
      if (rainDated && namesRainSource(tokens, terms.acronyms, await rainSources()))
        return { intent: 'rainfall' } satisfies RecordRoute;
      if (
        !datedFlood &&
        !surveyed &&
        ((!needs && !rainy && actorScore >= (perUnit ? 1 : 2)) || byRole || ministry || recordFact)
      )
        return { intent: 'actors' } satisfies RecordRoute;
      // "Et de quel ministère dépend-il ?" after an actor's card: more of that actor.
      // ("et combien de volontaires ?": a count asked of it, when no place, year, measure nor flood is named)
      // (a measure word said with a pronoun for the actor and a word of the actors' records asks of it
      // too: "elle a des volontaires dans combien de départements ?", "…have its volunteers?")
      const ofIt = lexiconWords('actorPronouns').has(tokens) && actorScore >= 1;
      const countOfActor =
        lexiconWords('actorCountFollow').has(tokens) &&
        !/\b(19|20)\d\d\b/.test(ask) &&
        (ofIt || !catalog.measureWords.find(tokens).length) &&
        !RE.flood.test(text) &&
        !RE.impact.test(text);
      if (
        prev?.intent === 'actors' &&
        !idx.find(tokens).length &&
        (lexiconWords('actorFollowUp').has(tokens) || countOfActor)
      )
        return { intent: 'actors' } satisfies RecordRoute;
      // "And per 1,000 inhabitants?", "in which departments?" after a flood's figures.
      const ownMeasure = catalog.measureWords.find(tokens).some((h) => h.entry.id !== 'population');
      const bare = !ownMeasure && !idx.find(tokens).length;
      if (
        prev?.intent === 'flood_events' &&
        !prev.frames?.length &&
        bare &&
        // (a standard sized for people of its own is a needs question: "…pour 10 000 sinistrés ?")
        !needs &&
        (PER_OR_SHARE.test(text) || WHERE_FELL.test(text) || EVENT_FIGURES.some((f) => f.words.test(text)))
      )
        return { intent: 'flood_events' } satisfies RecordRoute;
      // "Ça fait combien de ménages ?" after a flood's figures: the households its record counts
      // (lexicon `eventHouseholdsFollow`), not the country's households sized from its population;
      // after needs for a number of people, the households those people make.
      const householdsOf =
        !prev?.frames?.length &&
        !idx.find(tokens).length &&
        !/\b(19|20)\d\d\b/.test(ask) &&
        !needs &&
        lexiconWords('eventHouseholdsFollow').has(tokens);
      if (householdsOf && prev?.intent === 'flood_events') return { intent: 'flood_events' } satisfies RecordRoute;
      if (householdsOf && prev?.intent === 'needs') return { intent: 'needs' } satisfies RecordRoute;
      return null;
    },
    /** True when the question names an actor by its acronym ("géré par l'OMVS"). */
    /** Every word of a name is a word of the actors' records ("Manantali"): no unknown place, then. */
    async actorsHold(name: string): Promise<boolean> {
      const words = normaliseName(name).split(' ').filter(Boolean);
      const terms = await actorTerms();
      return words.length > 0 && words.every((w) => terms.words.has(w));
    },
    async namesActor(question: string): Promise<boolean> {
      return namesActor(normaliseName(lastAsk(question)).split(' '), await actorTerms());
    },
  };
}
