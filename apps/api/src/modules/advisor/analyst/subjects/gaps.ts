import { type AnswerBuilder, fmt, placeLabel } from '../answer.ts';
import { baseContext, type Handler, PREFERENCE, resolve } from './shared.ts';
import { populationOf } from './population-figures.ts';
import { CAPABILITIES, GAP_TOPICS } from './gap-topics.ts';

/** Questions outside the data: out of scope, a subject the data lacks, or what is missing for a place. */

export const outOfScope: Handler = async (b) => {
  b.say(
    b.t(
      `Je ne peux pas répondre à cette question : elle est hors du champ des données dont je dispose sur les inondations au Sénégal, et je n'invente aucun chiffre.`,
      `I cannot answer this question: it is outside the data I hold on floods in Senegal, and I never make up a figure.`,
    ),
    '',
    b.t(`Je peux répondre sur : ${CAPABILITIES.fr}`, `I can answer on: ${CAPABILITIES.en}`),
  );
  return baseContext('out_of_scope', [], []);
};

export const gaps: Handler = async (b, q, mentions, _prev, idx) => {
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
          level: u.level,
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
    if (found.nearbyRain) await sayNearbyRain(b, found.nearbyRain);
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

/** The rainfall facts of some metrics, quoted as held: the nearest the data has to what was asked. */
async function sayNearbyRain(b: AnswerBuilder, metric: string): Promise<void> {
  // (in French, the project's French of the fact where it has one)
  const col = (c: string) => (b.lang === 'fr' ? `coalesce(${c}_fr, ${c})` : c);
  const facts = await b.run<{ place: string; period: string; value: string; source_id: string }>(
    `select ${col('place')} as place, ${col('period')} as period, ${col('value_text')} as value, source_id
       from knowledge.rainfall_fact where metric like $1 order by fact_id`,
    [metric],
  );
  if (!facts.length) return;
  b.say('', b.t('Le plus proche que nos sources citent :', 'The nearest our sources cite:'), '');
  for (const f of facts) {
    b.figure({
      label: b.t('Prévision saisonnière publiée', 'Published seasonal forecast'),
      value: f.value,
      place: f.place,
      period: f.period,
      sourceIds: [f.source_id],
    });
    b.say(`- **${f.place}** (${f.period}) : ${f.value}`);
  }
}
