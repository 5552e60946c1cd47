import { fmt } from '../answer.ts';
import { baseContext, type Handler, PREFERENCE, resolve, sourceText } from './shared.ts';
import { msgOr } from '../write/format.ts';
import { MONTH_NAMES } from './event-records.ts';

/** Rainfall: the cited facts that best match the question. */

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
  [
    /\b(prevision\w*|forecast\w*|saisonniere|prevu\w*|prevoi\w*|prevoy\w*|outlook|perspectives?|expected|attendu\w*|prolong\w*|durer plus longtemps|last longer)\b/,
    /forecast/,
  ],
  [/\b(annuel\w*|annual|isohyet\w*|par an|per year)\b/, /annual/],
  [/\b(exces|excess|excedent\w*|above normal)\b/, /excess/],
];

export const rainfall: Handler = async (b, q, mentions) => {
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
    place_fr: string | null;
    period_fr: string | null;
    value_text_fr: string | null;
    unit_fr: string | null;
  }>(
    `select fact_id, scope, place, pcodes, period, metric, value_text, value_num, unit, text_as_read, source_id,
            place_fr, period_fr, value_text_fr, unit_fr from knowledge.rainfall_fact order by fact_id`,
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
    // The place and year asked, said back, and the years the facts do cover (read from them).
    const where = resolved.map((r) => r.unit.name).join(', ');
    const asked = [where, q.years.length ? b.t(`en ${q.years.join(', ')}`, `in ${q.years.join(', ')}`) : '']
      .filter(Boolean)
      .join(' ');
    const years = [...new Set(facts.flatMap((f) => (f.period ?? '').match(/\b(19|20)\d\d\b/g) ?? []))]
      .sort()
      .join(', ');
    b.say(
      b.t(
        `Je n'ai pas de donnée pluviométrique${asked ? ` pour ${asked}` : ''} correspondant à cette question dans nos sources : pas de données. Elles ne tiennent que ${facts.length} faits cités (saison, démarrage, records de stations, cumuls${years ? ` ${years}` : ''}), pas de séries de stations.`,
        `I have no rainfall figure${asked ? ` for ${asked}` : ''} matching this question in our sources: no data. They hold only ${facts.length} cited facts (season, onset, station records, totals${years ? ` ${years}` : ''}), no station series.`,
      ),
    );
    b.missing(b.t('pluviométrie', 'rainfall'));
    return baseContext('rainfall', [...placeCodes], q.years);
  }
  // "Combien de mm à Dakar le 16 septembre 2024 ?": no fact of that day is said first, never another day's.
  const day =
    q.day !== null && q.month !== null && q.years.length === 1
      ? `${q.years[0]}-${String(q.month).padStart(2, '0')}-${String(q.day).padStart(2, '0')}`
      : null;
  if (day && !chosen.some((f) => (f.period ?? '').includes(day))) {
    const where = resolved.map((r) => r.unit.name).join(', ');
    const said = `${q.day} ${MONTH_NAMES[b.lang][q.month! - 1]} ${q.years[0]}`;
    b.say(
      b.t(
        `Pas de données : nos sources ne donnent aucune hauteur de pluie${where ? ` pour ${where}` : ''} le ${said}. Faits les plus proches :`,
        `No data: our sources give no rainfall amount${where ? ` for ${where}` : ''} on ${said}. Nearest facts:`,
      ),
      '',
    );
    b.missing(b.t(`pluie du ${day}`, `rainfall on ${day}`));
  }
  // "La pluviométrie à Dakar en 2024 ?": no fact of the year asked is said first, before the nearest.
  else if (q.years.length && !chosen.some((f) => q.years.some((y) => (f.period ?? '').includes(String(y))))) {
    const where = resolved
      .filter((r) => r.unit.level !== 'country')
      .map((r) => r.unit.name)
      .join(', ');
    const years = q.years.join(', ');
    b.say(
      b.t(
        `Pas de données : nos sources ne donnent aucun fait pluviométrique${where ? ` pour ${where}` : ''} en ${years}. Faits les plus proches :`,
        `No data: our sources give no rainfall fact${where ? ` for ${where}` : ''} in ${years}. Nearest facts:`,
      ),
      '',
    );
    b.missing(b.t(`pluviométrie ${years}`, `rainfall ${years}`));
  }
  b.say(b.t('**Pluviométrie — faits cités dans nos sources**', '**Rainfall — facts cited in our sources**'), '');
  for (const f of chosen) {
    // In French, the project's French of the fact (curated/rainfall-facts-fr.csv); its quote stays as read.
    const fr = b.lang === 'fr';
    const [place, period, worded] = fr ? [f.place_fr, f.period_fr, f.value_text_fr] : [f.place, f.period, f.value_text];
    const unit = fr ? f.unit_fr : f.unit !== 'day-of-year' ? f.unit : null;
    const value =
      f.value_num !== null
        ? `${/^[~><]/.test(f.value_text) ? f.value_text.replace(/[\d.]+/, fmt(f.value_num, b.lang, f.value_num % 1 ? 1 : 0)) : fmt(f.value_num, b.lang, f.value_num % 1 ? 1 : 0)}`
        : (worded ?? f.value_text);
    const label = msgOr(`rain_${f.metric}`, b.lang, f.metric.replace(/_/g, ' '));
    b.figure({
      label,
      value: f.value_num ?? worded ?? f.value_text,
      unit: unit ?? undefined,
      place: place ?? undefined,
      period: period ?? undefined,
      sourceIds: [f.source_id],
    });
    b.say(
      `- **${place ?? ''}** (${period ?? ''}) — ${label} : **${value}${unit ? ` ${unit}` : ''}**${f.text_as_read ? ` — ${sourceText(b, f.text_as_read)}` : ''}`,
    );
    if (period) b.period(period);
  }
  for (const r of resolved) b.place(r.unit);
  return baseContext('rainfall', [...placeCodes], q.years);
};
