import { fmt } from '../answer.ts';
import type { OpContext } from '../plan/context.ts';
import { fetchValues, record, unitText } from '../plan/context.ts';
import type { Value } from '../plan/values.ts';
import type { Unit } from '../places.ts';
import { type Catalog, dimensionLabel } from '../catalog/catalog.ts';
import type { AdvisorLanguage } from '../../advisor.engine.ts';
import { kindOf, label as placeLabel, msg, num, withUnit } from './format.ts';

/** One place's value said in full: with its kind, its computation, its companion count or complement. */

/** "1 hôpital, dont 1 géolocalisé": the count and its companion, with French agreement. */
function companionText(ctx: OpContext, total: number, part: number): string {
  const { lang } = ctx;
  const type = ctx.frame.dims.facility_type;
  const dim = type ? ctx.catalog.dimensions.facility_type?.values[type] : undefined;
  const one = dim?.one?.[lang] ?? ctx.measure.one?.[lang] ?? ctx.measure.unit[lang];
  const many = unitText(ctx);
  const gender = dim?.gender ?? ctx.measure.gender ?? 'm';
  if (lang === 'en') return `${fmt(total, lang)} ${total === 1 ? one : many}, of which ${fmt(part, lang)} geolocated`;
  const located = `géolocalisé${gender === 'f' ? 'e' : ''}${part > 1 ? 's' : ''}`;
  return `${fmt(total, lang)} ${total <= 1 ? one : many}, dont ${fmt(part, lang)} ${located}`;
}

/** How a computed rate or ratio was obtained, with its inputs. */
function computedText(ctx: OpContext, u: Unit, v: Value): string | null {
  if (!v.computed || v.value === null) return null;
  const { lang } = ctx;
  const [a, p] = v.computed.inputs as [Value, Value];
  const pop = ctx.catalog.measures.get('population')!;
  if (ctx.frame.complement) {
    const m = ctx.measure;
    return (
      `${m.name[lang][0]!.toUpperCase()}${m.name[lang].slice(1)} : **${num(a.value, m, lang)}**\n` +
      `- ${m.complement![lang][0]!.toUpperCase()}${m.complement![lang].slice(1)} (${msg('computed', lang)} : 100 − ${fmt(a.value!, lang, 2).replace(/[,.]?0+$/, '')}) : **${num(v.value, m, lang)}**`
    ).replace(/ : /g, lang === 'en' ? ': ' : ' : ');
  }
  if (ctx.frame.per !== null)
    return msg('rate', lang, {
      place: placeLabel(u, lang),
      a: fmt(a.value!, lang),
      pop: fmt(p.value!, lang),
      popKind: kindOf(p, pop, lang),
      rate: fmt(v.value, lang, 2),
      per: fmt(ctx.frame.per, lang),
    });
  const diff = ctx.measure.difference;
  if (diff)
    return msg('differenceOf', lang, {
      place: placeLabel(u, lang),
      value: num(v.value, ctx.measure, lang),
      a: num(a.value, ctx.measure, lang),
      aName: termName(ctx.catalog, diff.of, diff.dims?.of, lang),
      b: num(p.value, ctx.measure, lang),
      bName: termName(ctx.catalog, diff.minus, diff.dims?.minus, lang),
    });
  const ratio = ctx.measure.ratio;
  if (ratio?.names)
    return msg('ratioTerms', lang, {
      place: placeLabel(u, lang),
      rate: fmt(v.value, lang, 1),
      unit: ctx.measure.unit[lang],
      kind: kindOf(a, pop, lang),
      a: fmt(a.value!, lang),
      aName: ratio.names.numerator[lang],
      b: fmt(p.value!, lang),
      bName: ratio.names.denominator[lang],
      factor: fmt(ratio.factor, lang),
    }).replace(/ \(\)/, '');
  const den = ratio ? ctx.catalog.measures.get(ratio.denominator) : undefined;
  if (den && den.id !== 'area')
    return msg('ratio', lang, {
      place: placeLabel(u, lang),
      a: fmt(a.value!, lang),
      aUnit: ctx.catalog.measures.get(ratio!.numerator)!.unit[lang],
      aKind: kindOf(a, pop, lang),
      b: fmt(p.value!, lang),
      // The kind of facility asked ("postes de santé"), else the denominator's name.
      bName:
        Object.entries(ctx.frame.dims)
          .filter(([d]) => den.store?.dims?.[d])
          .map(([d, value]) => dimensionLabel(ctx.catalog, d, value, lang))
          .join(', ') || den.name[lang],
      rate: num(v.value, ctx.measure, lang),
      unit: ctx.measure.unit[lang],
    });
  return msg('density', lang, {
    place: placeLabel(u, lang),
    pop: fmt(a.value!, lang),
    popKind: kindOf(a, pop, lang),
    area: fmt(p.value!, lang, 1),
    rate: fmt(v.value, lang, 2),
  });
}

export async function sayValue(ctx: OpContext, u: Unit, v: Value, year: number | null): Promise<void> {
  const { b, lang } = ctx;
  const dim = ctx.measure.store?.valueColumns;
  // A national figure split by milieu is said of its milieu, not of a place.
  const label = (x: Unit, l: typeof lang) =>
    ctx.measure.placeless && dim
      ? dimensionLabel(ctx.catalog, dim.dim, ctx.frame.dims[dim.dim] ?? dim.default, l)
      : placeLabel(x, l);
  record(ctx, u, v);
  const kind = kindOf(v, ctx.measure, lang);
  const how = computedText(ctx, u, v);
  if (ctx.frame.complement && how) b.say(`- **${label(u, lang)}** — ${how}`);
  else if (how) b.say(`- ${how}`);
  else if (ctx.measure.companion && v.value !== null && ctx.frame.per === null) {
    const companion = { ...ctx, measure: ctx.catalog.measures.get(ctx.measure.companion)! };
    const part = (await fetchValues(companion, [u], year, false)).get(u.pcode)!;
    if (part.value !== null) record(companion, u, part);
    const text =
      part.value === null
        ? withUnit(v.value, ctx.measure, lang, unitText(ctx, v.value))
        : companionText(ctx, v.value, part.value);
    b.say(`- ${label(u, lang)} : **${text}**${kind ? ` (${kind})` : ''}`);
  } else
    b.say(
      `- ${label(u, lang)} : **${withUnit(v.value, ctx.measure, lang, unitText(ctx, v.value))}**${kind ? ` (${kind})` : ''}`,
    );
  const missed = ctx.frame.places.find((p) => p.pcode === u.pcode)?.levelMissed;
  if (missed) {
    const level = missed as Unit['level'];
    const near = ctx.idx.children(u.pcode, level).filter((c) => c.name.toLowerCase().startsWith(u.name.toLowerCase()));
    const region = missed === 'region' && u.region && u.region !== u.pcode ? ctx.idx.get(u.region) : undefined;
    b.say(
      '',
      msg(near.length ? 'levelMissed' : 'levelMissedNone', lang, {
        none: msg(`none_${level}`, lang),
        levels: msg(`levels_${level}`, lang),
        name: u.name,
        // "la région de Birkelane": the department, and the region it belongs to.
        place: region ? msg('placeInRegion', lang, { place: label(u, lang), region: region.name }) : label(u, lang),
        near: near.map((c) => c.name).join(', '),
      }),
    );
  }
}

/** A difference's term: the value of the dimension it is taken at ("femmes", "hommes"), else its measure's name. */
function termName(c: Catalog, id: string, dims: Record<string, string> | undefined, lang: AdvisorLanguage): string {
  const [dim, value] = Object.entries(dims ?? {})[0] ?? [];
  return dim ? dimensionLabel(c, dim, value!, lang) : c.measures.get(id)!.name[lang];
}
