import { fmt } from '../answer.ts';
import { baseContext, type Handler, placesFor, PREFERENCE } from './shared.ts';
import { findEvents } from './event-records.ts';
import {
  coverageOf,
  type StandardRow,
  standardText,
  countableUnit,
  standardUnit,
  standardVariants,
  valueNamedStandards,
} from './standards.ts';
import {
  alternativesOf,
  askedAfter,
  askedStandards,
  asksStandardItself,
  DEFAULT_NEEDS,
  itemWithoutStandard,
  refersToPeopleBefore,
} from './need-words.ts';
import { bareCount } from './need-follow.ts';
import { answerStandards } from './standard-values.ts';
import { placePopulation } from './need-population.ts';
import { populationShare, sharedPeople } from './need-share.ts';
import { CAPACITY, givenQuantity, stockDays, withQuotedRate } from './given.ts';
import { householdSizeFor } from './household-size.ts';
import { quotedHouseholdSize } from './need-household-size.ts';
import { asksOneHousehold } from './need-household.ts';
import { sayEventOfCount } from './need-event-count.ts';
import { sayHeld } from './need-held.ts';
import { sayRations } from './need-rations.ts';
import { sayContainers, withoutContainers } from './need-containers.ts';
import { sayNeedCaveats } from './need-caveats.ts';
import { sayConversions } from './need-convert.ts';
import { type ComputedNeed, sayNeedGap, sayToiletSplit } from './need-gap.ts';

/** Needs from the response standards. The people of a place are named ("les habitants de Kanel")… */
const POPULATION_ASKED = /\b(population|habitants|inhabitants|residents|pop|hbts|hab)\b/;
/** …and not the people a flood hit. */
const FLOOD_PEOPLE =
  /\b(sinistre\w*|affecte\w*|deplace\w*|victimes?|affected|displaced|victims?|inond\w*|floods?|flooding|crues?|touche\w*|hit|tempetes?|storms?|familles?|families|menages?|households?)\b/;

export const needs: Handler = async (b, q, mentions, prev, idx) => {
  // "And how many toilets?" after a needs answer: the same people, another need.
  // ("what about 2,500?": a bare count after needs is the new people; "et pour Matam ?" that place's)
  const follow = prev?.intent === 'needs' && q.tokens.length <= 8 && !askedStandards(q.tokens).length;
  if (q.people === null && follow && !mentions.length) q.people = bareCount(q, prev?.people ?? null);
  const carried = q.people === null && prev?.intent === 'needs' && !mentions.length ? (prev.people ?? null) : null;
  // "La norme pour l'eau par personne ?" asks the standard; after a flood answer, or naming a place
  // or a date, the same words ask the needs of that event's people.
  // ("…pour toute la population" after an answer about one place sizes the need for its people.)
  const standalone =
    prev?.intent !== 'flood_events' &&
    !mentions.length &&
    !q.years.length &&
    q.month === null &&
    !(prev?.pcodes.length === 1 && (POPULATION_ASKED.test(q.norm) || refersToPeopleBefore(q.tokens)));
  // "Nous avons 12 latrines : combien de personnes ?": a count of units, the standard read backwards.
  const backwards = standalone && askedStandards(q.tokens).length > 0 && CAPACITY.test(q.norm) && givenQuantity(q);
  if (q.people === null && carried === null && standalone && (asksStandardItself(q.tokens) || backwards)) {
    await answerStandards(b, q, askedStandards(q.tokens));
    return baseContext('needs', [], q.years);
  }
  // "L'eau par ménage et par jour à Dakar": one household of the place's size, no head count given.
  const one = carried === null && asksOneHousehold(q);
  let people = q.people ?? carried ?? (one ? 0 : null);
  let eventHouseholds: number | null = null;
  let basis = carried !== null ? b.t('personnes de la réponse précédente', 'people of the previous answer') : '';
  const basisSources: string[] = [];
  if (people === null) {
    // "the people affected by the September 2020 floods", "à Pikine".
    const { units } = placesFor(q, mentions, prev?.intent === 'flood_events' ? prev : null, idx, PREFERENCE.flood!);
    // "L'eau pour toute la population de Podor en 2025": the people of a place, not of a flood.
    // ("tout le département de Ranérou": a place named with no flood nor event before it, too)
    const afterFlood = prev?.intent === 'flood_events' || !!prev?.eventIds.length;
    const undated = q.month === null && q.years.every((y) => y >= 2023);
    // ("si 10 % de la population de Pikine est sinistrée": a share of the place's people, flood words or not)
    const share = populationShare(q.raw, !mentions.length && prev?.pcodes.length === 1);
    const home =
      (!!share && mentions.length > 0) ||
      (!FLOOD_PEOPLE.test(q.norm) &&
        (POPULATION_ASKED.test(q.norm) || (mentions.length > 0 && !afterFlood && undated)));
    // …or of the place the answer before gave the population of ("et combien d'eau pour eux ?").
    // ("pour toute la population" after any answer about one place: that place, at its year)
    const single = prev?.pcodes.length === 1 && !mentions.length;
    const before =
      single && (prev.intent === 'population' || POPULATION_ASKED.test(q.norm)) ? idx.get(prev.pcodes[0]!) : undefined;
    const here = home ? placesFor(q, mentions, null, idx, PREFERENCE.population!).units[0] : undefined;
    const place = here ?? before;
    const year = q.years[0] ?? (here && !follow ? null : (prev?.years[0] ?? null));
    const found = place ? await placePopulation(b, place, year) : null;
    const pop = found && sharedPeople(b, found, share);
    if (pop) {
      people = pop.people;
      basis = pop.basis;
      basisSources.push(...pop.sourceIds);
    }
    const events = pop ? [] : await findEvents(b, q, prev, q.years.length ? [] : units);
    const displaced = /\b(deplace\w*|displaced)\b/.test(q.norm) || prev?.metric === 'people_displaced';
    const dept = units.find((u) => u.level === 'department');
    if (events.length && dept && !((displaced || units.length > 1) && !mentions.length)) {
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
    // "Les familles touchées…, combien de bâches ?": the event's households (or families displaced, people displaced unreported)
    const familiesAsked =
      /\b(familles?|menages?|families|family|households?|foyers?)\b/.test(q.norm) ||
      ['families_displaced', 'households_affected'].includes(String(prev?.metric ?? '')) ||
      (displaced && events.length === 1 && events[0]!.people_displaced == null);
    if (people === null && events.length === 1 && familiesAsked) {
      const e = events[0]!;
      // The families the question (or the answer before) counts, else the other count the event reports.
      const held = (c: string) => e[c] !== null && e[c] !== undefined;
      const wanted = displaced || prev?.metric === 'families_displaced' ? 'families_displaced' : 'households_affected';
      const other = wanted === 'families_displaced' ? 'households_affected' : 'families_displaced';
      const column = held(wanted) ? wanted : other;
      const v = e[column] as number | null | undefined;
      if (v !== null && v !== undefined) {
        eventHouseholds = Number(v);
        basisSources.push(e.source_id);
        basis = b.t(
          `${fmt(eventHouseholds, 'fr')} ${column === 'families_displaced' ? 'familles déplacées' : 'ménages affectés'} par « ${e.name_fr} » (${e.event_id}) × taille moyenne des ménages (CRS-01)`,
          `${fmt(eventHouseholds, 'en')} ${column === 'families_displaced' ? 'families displaced' : 'households affected'} by "${e.name}" (${e.event_id}) × average household size (CRS-01)`,
        );
      }
    }
    if (people === null && eventHouseholds === null && events.length === 1) {
      const e = events[0]!;
      const v = (displaced ? (e.people_displaced as number | null) : null) ?? (e.people_affected as number | null);
      if (v !== null) {
        people = Number(v);
        basisSources.push(e.source_id);
        basis = b.t(
          `${displaced && e.people_displaced !== null ? 'personnes déplacées' : 'personnes affectées'} par « ${e.name_fr} » (${e.event_id})`,
          `${displaced && e.people_displaced !== null ? 'people displaced' : 'people affected'} by "${e.name}" (${e.event_id})`,
        );
      }
    }
    if (people === null && eventHouseholds === null && dept && events.length) {
      // The place has no figure of its own: the events' totals cover other places too, so they
      // are given for information, never used as this place's people.
      const totals = events.filter((e) => e.people_affected !== null && e.people_affected !== undefined);
      b.say(
        b.t(
          `Nos sources ne rapportent pas le nombre de personnes affectées à ${dept.name}${q.years.length ? ` en ${q.years.join(', ')}` : ''} ; je n'estime donc pas de besoins pour ce lieu.${totals.length ? ` Pour information, ${totals.map((e) => `« ${e.name_fr} » (${e.event_id}) compte ${fmt(Number(e.people_affected), 'fr')} personnes affectées sur l'ensemble de ses zones`).join(' ; ')}.` : ''} Donnez un nombre de personnes (par exemple « pour 5 000 personnes ») pour une estimation.`,
          `Our sources do not report the number of people affected in ${dept.name}${q.years.length ? ` in ${q.years.join(', ')}` : ''}, so I estimate no needs for that place.${totals.length ? ` For information, ${totals.map((e) => `"${e.name}" (${e.event_id}) counts ${fmt(Number(e.people_affected), 'en')} people affected across all its areas`).join('; ')}.` : ''} Give a number of people (for example "for 5,000 people") for an estimate.`,
        ),
      );
      b.missing(b.t(`personnes affectées à ${dept.name}`, `people affected in ${dept.name}`));
      return baseContext('needs', [dept.pcode], q.years);
    }
    if (people === null && eventHouseholds === null) {
      b.say(
        b.t(
          "Pour estimer des besoins, il me faut un nombre de personnes (par exemple « pour 5 000 personnes ») ou un événement dont le nombre de personnes affectées est rapporté dans nos sources ; ce n'est pas le cas ici : pas de données.",
          'To estimate needs I need a number of people (for example "for 5,000 people") or an event whose number of people affected is reported in our sources; that is not the case here: no data.',
        ),
      );
      b.missing(b.t('nombre de personnes affectées', 'number of people affected'));
      return baseContext('needs', [], q.years);
    }
  } else if (!basis) basis = b.t('personnes indiquées dans la question', 'people given in the question');
  // The household size (the question's own, else the region's, else CRS-01): families asked are turned into people with it.
  const sized =
    quotedHouseholdSize(q) ??
    (await householdSizeFor(b, placesFor(q, mentions, null, idx, PREFERENCE.population!).units, idx));
  const hhSize = sized?.size ?? null;
  const otherSizes: string[] = [];
  const households =
    eventHouseholds ?? (one ? 1 : q.households !== null && q.people === q.households ? q.households : null);
  const counted = households ?? (carried !== null ? (prev?.households ?? null) : null);
  if (households !== null && hhSize) {
    people = households * hhSize;
    if (eventHouseholds === null) {
      basis = b.t(
        `${fmt(households, 'fr')} ménage${households > 1 ? 's' : ''} × ${sized!.fr}`,
        `${fmt(households, 'en')} household${households > 1 ? 's' : ''} × ${sized!.en}`,
      );
      basisSources.push(...sized!.sourceIds);
      // The same households at the other sizes the data gives, computed.
      for (const o of sized!.others)
        otherSizes.push(
          b.t(
            `${fmt(households, 'fr')} ménage${households > 1 ? 's' : ''} ${o.fr} : **${fmt(households * o.size, 'fr')} personnes** (calculé : ${fmt(households, 'fr')} × ${fmt(o.size, 'fr')}).`,
            `${fmt(households, 'en')} household${households > 1 ? 's' : ''} ${o.en}: **${fmt(households * o.size, 'en')} people** (computed: ${fmt(households, 'en')} × ${fmt(o.size, 'en')}).`,
          ),
        );
    }
  }
  // "Et à moyen terme ?", "et pour 3 jours ?" after needs: the same standards (and period) again.
  const again = (carried !== null || follow) && prev?.standards?.length ? prev.standards : null;
  const named = askedAfter(q.tokens, again);
  const asked = named.length ? named : (again ?? []);
  if (q.days === null && (carried !== null || follow)) q.days = prev?.days ?? null;
  let ids = asked.length ? asked : [...DEFAULT_NEEDS];
  ids = await valueNamedStandards(b, withoutContainers(q), await standardVariants(b, q, ids));
  const rows = withQuotedRate(
    withoutContainers(q),
    await b.run<StandardRow>(
      `select s.standard_id, s.sector, s.indicator, s.indicator_fr, s.value_text, s.value_num, s.value_min, s.value_max, s.unit, s.per, s.note, s.source_id, src.title, src.published as edition
     from knowledge.response_standard s join knowledge.source src on src.id = s.source_id where s.standard_id = any($1::text[]) order by array_position($1::text[], s.standard_id)`,
      [ids],
    ),
  );
  if (people === null) {
    b.missing(b.t('taille moyenne des ménages (CRS-01)', 'average household size (CRS-01)'));
    b.say(
      b.t(
        'La taille moyenne des ménages manque dans nos données : pas de données.',
        'The average household size is missing from our data: no data.',
      ),
    );
    return baseContext('needs', [], q.years);
  }
  const N = people;
  // "Combien de moustiquaires ?": no standard of ours counts them; never the default set instead.
  const item = asked.length ? null : itemWithoutStandard(q.tokens);
  if (item) {
    b.say(
      b.t(
        `Nos normes ne donnent pas de quantité pour ${item.fr} : pas de données pour les estimer. Je peux calculer l'eau, les toilettes, l'abri, la nourriture, le savon, les récipients, les couvertures, les vêtements et les structures de santé pour ces ${fmt(N, 'fr')} personnes.`,
        `Our standards give no quantity for ${item.en}: no data to estimate them. I can compute water, toilets, shelter, food, soap, containers, blankets, clothing and health facilities for these ${fmt(N, 'en')} people.`,
      ),
    );
    b.missing(b.t(`norme pour ${item.fr}`, `standard for ${item.en}`));
    return baseContext('needs', [], q.years, { month: q.month, people: N });
  }
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
    ...otherSizes.flatMap((line) => [line, '']),
    `| ${b.t('Besoin', 'Need')} | ${b.t('Quantité', 'Quantity')} | ${b.t('Norme appliquée', 'Standard applied')} |`,
    '|---|---|---|',
  );
  let perHousehold = false;
  // The daily energy a share of energy (protein, fat) is a share of.
  const energy = rows.some((r) => /% of total energy/.test(r.unit ?? ''))
    ? (
        await b.run<StandardRow>(
          "select * from knowledge.response_standard where sector = 'food' and unit = 'kcal' order by standard_id limit 1",
        )
      )[0]
    : undefined;
  const computed: ComputedNeed[] = [];
  let daily: number | null = null;
  for (const s of rows) {
    // The households of the people: at the size chosen above (the region's own, else CRS-01's).
    const regional = s.standard_id === 'CRS-01' && hhSize !== null && hhSize !== s.value_num;
    if (one && s.standard_id === 'CRS-01') continue; // one household: its size is in the basis above
    const v = regional ? hhSize : s.value_num;
    if (v === null) continue;
    const per = (s.per ?? '').toLowerCase();
    let quantity: number;
    let upper: number | null = null;
    let unit: string;
    const indicator = regional
      ? b.t('Ménages', 'Households')
      : b.lang === 'fr'
        ? (s.indicator_fr ?? s.indicator)
        : s.indicator;
    // "1 clinical officer per <10,000 people": the bound is the count of people per unit.
    const perCount = /^[<>≤≥]?\s*([\d,.\s]+)\s*(people|persons|personnes)/.exec(per);
    const unitIsPeople = /^(people|persons?|personnes?)$/.test((s.unit ?? '').toLowerCase());
    if (unitIsPeople) {
      // "50 people per toilet", "9 persons per household": one unit for every v people.
      quantity = Math.ceil(N / v);
      unit = s.standard_id === 'CRS-01' ? b.t('ménages', 'households') : standardUnit(s.per ?? '', quantity, b.lang);
    } else if (perCount) {
      // "1 health facility per 10,000 people".
      const k = Number(perCount[1]!.replace(/[,\s]/g, ''));
      // A rate of deaths is a threshold to compare with, not things to provide: never rounded up.
      quantity = /^deaths?$/.test(s.unit ?? '') ? Math.round((N / k) * v * 10) / 10 : Math.ceil((N / k) * v);
      unit = standardUnit(s.unit ?? '', quantity, b.lang);
    } else if (/^person|^personne/.test(per) && countableUnit(s.unit ?? '')) {
      quantity = N * (s.value_min ?? v);
      // A range ("2.5-3 litres"): both ends, never one picked for the reader.
      if (s.value_min !== null && s.value_max !== null && s.value_max !== s.value_min) upper = N * s.value_max;
      unit = `${standardUnit(s.unit ?? '', quantity, b.lang)}${/day|jour/.test(per) ? b.t(' par jour', ' per day') : /month|mois/.test(per) ? b.t(' par mois', ' per month') : ''}`;
    } else if (/family|household|famille|menage/.test(per) && !/^%/.test(s.unit ?? '')) {
      const hh = counted ?? Math.ceil(N / (hhSize ?? 1));
      quantity = hh * v;
      perHousehold = true;
      unit = standardUnit(s.unit ?? '', quantity, b.lang);
      // "4 singles or 2 doubles": both counts, each named.
      const alt = alternativesOf(s.value_text, b.lang);
      if (alt) {
        const first = b.lang === 'fr' ? `${unit} ${alt[0]!.word}` : `${alt[0]!.word} ${unit}`;
        unit = `${first}, ${b.t('ou', 'or')} **${fmt(hh * alt[1]!.n, b.lang)}** ${alt[1]!.word}`;
      }
      // A kit of two parts ("2 tarpaulins + 30 m rope" per household): the second part counted too.
      const extra = /\+\s*(\d+(?:\.\d+)?)\s*(m|kg|g|l)\b/.exec(s.unit ?? '');
      if (extra) {
        const total = Number(extra[1]) * hh;
        unit = unit.replace(/\+\s*\d+(?:[.,]\d+)?\s*(m|kg|g|l)\b/, `+ **${fmt(total, b.lang)}** $1`);
      }
    } else if (coverageOf(s, N, b.lang)) {
      // "Couverture > 70 % des enfants dans le besoin": that share of the children given, at least.
      ({ quantity, unit } = coverageOf(s, N, b.lang)!);
    } else if (/% of total energy/.test(s.unit ?? '') && energy?.value_num) {
      // "10 % of total energy from protein": that share of the daily energy of the people (FOO-01).
      quantity = Math.round(N * energy.value_num * (v / 100));
      unit = b.t(
        `kcal par jour (${fmt(v, 'fr')} % de ${fmt(energy.value_num, 'fr')} kcal × ${fmt(N, 'fr')} personnes, ${energy.standard_id})`,
        `kcal per day (${fmt(v, 'en')} % of ${fmt(energy.value_num, 'en')} kcal × ${fmt(N, 'en')} people, ${energy.standard_id})`,
      );
    } else {
      // A share, a distance, a time, or a unit per some people the question does not count (a
      // kit per woman of reproductive age): the standard holds as it is, nothing is multiplied.
      b.say(
        `| ${indicator} | ${b.t('norme à appliquer telle quelle\u00a0:', 'standard applied as is:')} ${standardText(s.value_text, s.unit, s.per, b.lang)} | ${s.standard_id} |`,
      );
      continue;
    }
    // The source's title and edition are in the Sources list below: the cell stays short on a phone.
    const standard = regional
      ? `${s.standard_id} — ${b.t(sized!.fr, sized!.en)}`
      : `${s.standard_id} — ${indicator} : ${standardText(s.value_text, s.unit, s.per, b.lang)}`;
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
    // "Pendant 7 jours": a daily or monthly quantity over the period asked (a range at both ends), computed.
    const perDays = /day|jour/.test(per) ? 1 : /month|mois/.test(per) ? 30 : null;
    const total = (v: number, days: number, every: number) => fmt(Math.ceil((v * days) / every), b.lang);
    const over =
      q.days && q.days > 1 && perDays
        ? `${total(quantity, q.days, perDays)}${upper === null ? '' : ` – ${total(upper, q.days, perDays)}`}`
        : '';
    const days = q.days ? fmt(q.days, b.lang) : '';
    const period = over ? b.t(` (${over} sur ${days} jours)`, ` (${over} over ${days} days)`) : '';
    b.say(
      `| ${indicator} | **${fmt(quantity, b.lang)}${upper === null ? '' : ` – ${fmt(upper, b.lang)}`}** ${unit}${period} | ${standard} |`,
    );
    computed.push({ id: s.standard_id, quantity, unit });
    if (perDays === 1 && /^(litres?|liters?|l)$/i.test(s.unit ?? '') && daily === null) daily = quantity;
  }
  // "Une citerne de 50 000 litres … combien de jours tient-elle ?": the volume given over the daily need.
  if (daily) stockDays(b, withoutContainers(q), daily);
  b.say(
    '',
    b.t(
      `Calcul : quantité = ${fmt(N, 'fr')} × norme par personne, ou ${fmt(N, 'fr')} ÷ nombre de personnes par unité (arrondi à l'unité supérieure).`,
      `Computation: quantity = ${fmt(N, 'en')} × the per-person standard, or ${fmt(N, 'en')} ÷ people per unit (rounded up).`,
    ),
  );
  sayNeedGap(b, q, computed);
  sayToiletSplit(b, rows, computed);
  sayRations(b, q, rows, N);
  sayContainers(b, q, rows, computed);
  sayConversions(b, q, rows, computed);
  if (households !== null && eventHouseholds === null && !one) await sayEventOfCount(b, households);
  await sayHeld(b, q, placesFor(q, mentions, null, idx, PREFERENCE.population!).units, computed);
  if (perHousehold && counted === null && hhSize)
    b.say(
      b.t(
        `Par ménage : ${fmt(N, 'fr')} ÷ ${sized!.fr} = ${fmt(Math.ceil(N / hhSize), 'fr')} ménages.`,
        `Per household: ${fmt(N, 'en')} ÷ ${sized!.en} = ${fmt(Math.ceil(N / hhSize), 'en')} households.`,
      ),
    );
  if (q.days)
    b.say(
      b.t(
        `Sur la période : quantité par jour × ${fmt(q.days, 'fr')} jours (par mois : × ${fmt(q.days, 'fr')} / 30), arrondi à l'unité supérieure.`,
        `Over the period: daily quantity × ${fmt(q.days, 'en')} days (monthly: × ${fmt(q.days, 'en')} / 30), rounded up.`,
      ),
    );
  sayNeedCaveats(b, q, rows);
  const kept = { people: N, households: counted };
  return baseContext('needs', [], q.years, { month: q.month, ...kept, standards: asked, days: q.days });
};
