"""Sixth wave, kinds `series` (the year one place overtakes another, the year a region reaches the
size another had at the census, the gain year after year, two departments side by side, a density
and a national share over named years) and `growth` (the doubling time at the projected pace, a
region against the country, the daily gain of the country, which of two regions adds more people,
a commune's gain in households, a region's part of the national growth)."""
import math

from .data import (CLEAN_COMMUNES, DEPTS, F_AREA, F_DEPT, F_PROJ, F_REG, F_SEX, NATIONAL, REGIONS,
                   STANDARDS, YEARS, key)
from .w6_common import (HH_NAT, dept_w, de_w, join_w, pct, place, region_w, shape,
                        with_de)

F_STD = 'response/response_standards.csv'


def _flips(xs, level):
    """(a, b, first year a > b) where a is smaller than b at the census and larger by 2030, the
    crossing clear by 0.2 % on each side."""
    out = []
    for a in xs:
        for b in xs:
            if a is b or not (a['pop'][2023] < b['pop'][2023] and a['pop'][2030] > b['pop'][2030]):
                continue
            y = next(y for y in YEARS if a['pop'][y] > b['pop'][y])
            if a['pop'][y - 1] < 0.998 * b['pop'][y - 1] and a['pop'][y] > 1.002 * b['pop'][y]:
                out.append((a, b, y, level))
    return out


FLIPS = _flips(DEPTS, 'dept') + _flips(REGIONS, 'region')
assert len(FLIPS) >= 3, FLIPS


@shape('series', 'w6_ser_overtakes', [
    ('fr', 'formal', "D'après les projections de l'ANSD, en quelle année la population {de_a} "
                     "dépassera-t-elle celle {de_b} ?"),
    ('fr', 'informal', "{a} va finir par passer devant {b} en population, mais ça arrive en quelle "
                       "année ?"),
    ('en', 'formal', "According to ANSD's projections, in which year does {a} overtake {b} in "
                     "population?"),
    ('en', 'long', "A colleague says {a} will soon have more people than {b}. Is that right, and "
                   "from which year?"),
])
def overtakes(rng, ctx):
    a, b, y, level = rng.choice(FLIPS)
    wf = dept_w if level == 'dept' else region_w
    src = F_DEPT if level == 'dept' else F_REG
    wa, wb = wf(ctx, a['name']), wf(ctx, b['name'])
    return {'fill': {'a': wa, 'b': wb, 'de_a': de_w(wa), 'de_b': de_w(wb)},
            'expect': {'numbers': [y], 'names': [key(a['name'])]},
            'why': f"{src}: {a['name']} {y - 1} {a['pop'][y - 1]} < {b['name']} {b['pop'][y - 1]}; "
                   f"{y} {a['pop'][y]} > {b['pop'][y]} (first year ahead)."}


def _reaches():
    out = []
    for a in REGIONS:
        for b in REGIONS:
            t = b['pop'][2023]
            if a is b or a['pop'][2023] >= t or a['pop'][2030] <= t:
                continue
            y = next(y for y in YEARS if a['pop'][y] > t)
            if a['pop'][y - 1] < 0.997 * t and a['pop'][y] > 1.003 * t:
                out.append((a, b, y))
    return out


REACH = _reaches()
assert REACH


@shape('series', 'w6_ser_reaches_other', [
    ('en', 'long', "We size district facilities on today's big regions. In which year will {a} "
                   "region reach the population {b} region had at the 2023 census?"),
    ('fr', 'noacc', "{a} aura autant d'habitants que {b} en 2023 a partir de quelle annee ? "
                    "(regions)"),
    ('en', 'formal', "In which year will {a} region reach the population {b} region had at the "
                     "2023 census?"),
])
def reaches_other(rng, ctx):
    a, b, y = rng.choice(REACH)
    t = b['pop'][2023]
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [y]},
            'why': f"{F_REG}: {b['name']} 2023 (census) {t}; {a['name']} {y - 1} "
                   f"{a['pop'][y - 1]}, "
                   f"{y} {a['pop'][y]} (first year above)."}


@shape('series', 'w6_ser_yearly_gains', [
    ('fr', 'formal', "Année par année, de combien d'habitants la population {dw} augmente-t-elle "
                     "entre {a} et {b} ? Je voudrais le gain de chaque année."),
    ('fr', 'sms', "gain annuel d pop {w} chq annee {a}-{b} stp"),
    ('en', 'formal', "Year by year, how many inhabitants does {w} gain between {a} and {b}? I need "
                     "each year's increase."),
    ('en', 'informal', "yearly increase for {w}, {a} to {b}, one figure per year pls"),
])
def yearly_gains(rng, ctx):
    x, w, src = place(rng, ctx)
    a = rng.choice(range(2023, 2028))
    b = a + 3
    gains = [x['pop'][y] - x['pop'][y - 1] for y in range(a + 1, b + 1)]
    return {'fill': {'w': w, 'dw': de_w(w), 'a': a, 'b': b},
            'expect': {'numbers': gains, 'names': [key(x['name'])]},
            'why': f"{src} {x['name']}: " + '; '.join(
                f"{y} {x['pop'][y]} - {y - 1} {x['pop'][y - 1]} = {x['pop'][y] - x['pop'][y - 1]}"
                for y in range(a + 1, b + 1)) + '.'}


@shape('series', 'w6_ser_two_depts_years', [
    ('fr', 'formal', "Pouvez-vous me donner, côte à côte, la population des départements de {a} "
                     "et de {b} en {ys} ?"),
    ('fr', 'informal', "{a} et {b} (les départements), tu me mets les chiffres de {ys} l'un à côté "
                       "de l'autre ?"),
    ('en', 'formal', "Could you give me the populations of {a} and {b} departments side by side "
                     "for {ys}?"),
    ('en', 'typo', "{a} and {b} departmnet population in {ys}, side by side"),
])
def two_depts_years(rng, ctx):
    a, b = rng.sample(DEPTS, 2)
    ys = sorted(rng.sample(range(2023, 2031), 3))
    yw = join_w(ctx, [str(y) for y in ys])
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'ys': yw},
            'expect': {'numbers': [x['pop'][y] for x in (a, b) for y in ys]},
            'why': f"{F_DEPT}: " + '; '.join(f"{x['name']} " + ', '.join(
                f"{y} {x['pop'][y]}" for y in ys) for x in (a, b)) + '.'}


@shape('series', 'w6_ser_density_years', [
    ('en', 'informal', "density of {w} in {a}, {m} and {b}? people per km²"),
    ('fr', 'abbr', "Densité (hab./km²) du {w}, {a} / {m} / {b} ?"),
    ('en', 'formal', "How does the population density of {w} change across {a}, {m} and {b}?"),
])
def density_years(rng, ctx):
    x = rng.choice(DEPTS)
    w = dept_w(ctx, x['name'])
    a, m, b = sorted(rng.sample(range(2023, 2031), 3))
    ds = [round(x['pop'][y] / x['area'], 1) for y in (a, m, b)]
    return {'fill': {'w': w, 'dw': de_w(w), 'a': a, 'm': m, 'b': b},
            'expect': {'approx_numbers': [[v, 0.02] for v in ds], 'names': [key(x['name'])]},
            'why': f"{F_DEPT} / {F_AREA} area_km2 {x['area']:.1f}: " + ', '.join(
                f"{y} {x['pop'][y]} -> {v}" for y, v in zip((a, m, b), ds)) + ' per km².'}


@shape('series', 'w6_ser_share_years', [
    ('en', 'typo', "{r} regin share of the senegal population in 2023, {m} and 2030, in %"),
    ('fr', 'informal', "le poids de la région de {r} dans le Sénégal, en %, ça donne quoi en 2023, "
                       "{m} et "
                       "2030 ?"),
    ('en', 'formal', "What share of the national population does {r} region hold in 2023, {m} and "
                     "2030?"),
])
def share_years(rng, ctx):
    r = rng.choice(REGIONS)
    m = rng.choice(range(2025, 2029))
    vs = [pct(r['pop'][y], NATIONAL[y]) for y in (2023, m, 2030)]
    return {'fill': {'r': ctx.pn(r['name']), 'm': m},
            'expect': {'approx_numbers': [[v, 0.01] for v in vs], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} / national (sum of regions): " + ', '.join(
                f"{y} {r['pop'][y]} / {NATIONAL[y]} = {v} %" for y, v in zip((2023, m, 2030), vs))
                + '.'}


def _cagr(x, a, b):
    return (x['pop'][b] / x['pop'][a]) ** (1 / (b - a)) - 1


@shape('growth', 'w6_gr_doubling_time', [
    ('fr', 'formal', "Au rythme de croissance projeté entre 2023 et 2030, en combien d'années la "
                     "population {dw} doublerait-elle ?"),
    ('fr', 'long', "Pour un plaidoyer sur l'urbanisation, je veux dire en combien de temps {w} "
                   "doublerait de taille si la croissance 2023-2030 se maintenait. Vous pouvez "
                   "calculer ?"),
    ('en', 'formal', "At the growth rate projected for 2023-2030, how many years would it take "
                     "{w} to double its population?"),
    ('en', 'informal', "at the 2023-2030 pace, when does {w} double? in years"),
])
def doubling_time(rng, ctx):
    x, w, src = place(rng, ctx)
    r = _cagr(x, 2023, 2030)
    yrs = round(math.log(2) / math.log(1 + r), 1)
    return {'fill': {'w': w, 'dw': de_w(w)},
            'expect': {'approx_numbers': [[yrs, 0.05]], 'names': [key(x['name'])]},
            'why': f"{src} {x['name']}: {x['pop'][2023]} -> {x['pop'][2030]}, compound rate "
                   f"{r * 100:.2f} %/year; ln 2 / ln(1 + r) = {yrs} years (rule of 70: "
                   f"{70 / (r * 100):.1f})."}


@shape('growth', 'w6_gr_region_vs_national', [
    ('fr', 'formal', "Entre {a} et {b}, la population de la région de {r} croît-elle plus vite que "
                     "celle du Sénégal ? Donnez les deux hausses en pourcentage."),
    ('fr', 'informal', "la région de {r}, ça pousse plus vite que le reste du pays entre {a} et "
                       "{b} ? en %"),
    ('en', 'formal', "Between {a} and {b}, does {r} region grow faster than Senegal as a whole? "
                     "Give both increases in percent."),
    ('en', 'informal', "{r} region vs national growth {a}-{b}, in %?"),
])
def region_vs_national(rng, ctx):
    r = rng.choice(REGIONS)
    a, b = rng.choice([(2023, 2030), (2023, 2027), (2025, 2030)])
    gr = pct(r['pop'][b] - r['pop'][a], r['pop'][a])
    gn = pct(NATIONAL[b] - NATIONAL[a], NATIONAL[a])
    if abs(gr - gn) < 0.3:
        return None
    return {'fill': {'r': ctx.pn(r['name']), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[gr, 0.02], [gn, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} {r['pop'][a]} -> {r['pop'][b]} = +{gr} %; national "
                   f"{NATIONAL[a]} -> {NATIONAL[b]} = +{gn} % (" + ('faster' if gr > gn else
                                                                    'slower') + ')'}


@shape('growth', 'w6_gr_national_daily', [
    ('fr', 'long', "Pour une chronique radio sur la croissance démographique : combien d'habitants "
                   "le Sénégal gagne-t-il par jour, en moyenne, entre {a} et {b} ?"),
    ('en', 'informal', "how many more people does Senegal get each day on average, {a}-{b}?"),
    ('en', 'long', "For a radio piece on population growth: on average, how many people does "
                   "Senegal add per day between {a} and {b}?"),
])
def national_daily(rng, ctx):
    a, b = rng.choice([(2023, 2030), (2024, 2030), (2023, 2028)])
    g = NATIONAL[b] - NATIONAL[a]
    v = round(g / ((b - a) * 365), 1)
    return {'fill': {'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} summed: ({NATIONAL[b]} - {NATIONAL[a]}) / ({b - a} x 365 days) = {v} "
                   "a "
                   "day (365.25 gives 0.07 % less)."}


@shape('growth', 'w6_gr_two_regions_abs', [
    ('fr', 'noacc', "qui gagne le plus d'habitants en nombre entre {a} et {b} : la region de {x} "
                    "ou celle de {z} ?"),
    ('fr', 'sms', "reg {x} ou reg {z} : ki gagne + d hbts {a}-{b} ?"),
    ('en', 'formal', "Which gains more inhabitants in absolute terms between {a} and {b}: {x} "
                     "region or {z} region?"),
    ('en', 'informal', "more new people {a}-{b}: {x} region or {z} region?"),
])
def two_regions_abs(rng, ctx):
    x, z = rng.sample(REGIONS, 2)
    a, b = rng.choice([(2023, 2030), (2024, 2028), (2025, 2030)])
    gx, gz = x['pop'][b] - x['pop'][a], z['pop'][b] - z['pop'][a]
    if abs(gx - gz) < 0.03 * max(gx, gz):
        return None
    big = x if gx > gz else z
    return {'fill': {'x': ctx.pn(x['name']), 'z': ctx.pn(z['name']), 'a': a, 'b': b},
            'expect': {'numbers': [gx, gz], 'names': [key(big['name'])]},
            'why': f"{F_REG} pop_{b} - pop_{a}: {x['name']} +{gx}, {z['name']} +{gz}; more: "
                   f"{big['name']}."}


@shape('growth', 'w6_gr_commune_households', [
    ('fr', 'formal', "De combien d'habitants la commune {de_c} devrait-elle grandir entre le "
                     "recensement de 2023 et {y}, et combien de ménages supplémentaires cela "
                     "représente-t-il avec la taille moyenne des ménages au Sénégal ?"),
    ('fr', 'long', "La mairie {de_c} planifie des lotissements hors zone inondable. Combien de "
                   "personnes en plus d'ici {y} par rapport au RGPH 2023, et combien de ménages à "
                   "la taille moyenne nationale ?"),
    ('en', 'formal', "By how many people should the commune of {c} grow between the 2023 census "
                     "and {y}, and how many extra households is that at Senegal's average "
                     "household size?"),
])
def commune_households(rng, ctx):
    c = rng.choice([c for c in CLEAN_COMMUNES if c['proj'][2030] - c['census']['_T'] > 2000])
    y = rng.choice(range(2027, 2031))
    g = c['proj'][y] - c['census']['_T']
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'y': y}, 'c'),
            'expect': {'numbers': [g], 'approx_numbers': [[round(g / HH_NAT, 1), 0.03]],
                       'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} census {c['census']['_T']} -> {F_PROJ} {y} {c['proj'][y]} "
                   f"= +{g}; / {F_STD} CRS-01 {HH_NAT} persons per household = "
                   f"{g / HH_NAT:.1f} households "
                   f"({STANDARDS['CRS-01']['source_edition_or_year']})."}


@shape('growth', 'w6_gr_region_part_national', [
    ('fr', 'formal', "Quelle part de la croissance démographique du Sénégal entre {a} et {b} "
                     "revient à la région de {r} ?"),
    ('fr', 'abbr', "Part de la rég. de {r} dans la croiss. de pop. nationale {a}-{b} (%) ?"),
    ('en', 'formal', "What share of Senegal's population growth between {a} and {b} comes from "
                     "{r} region?"),
    ('en', 'long', "Donors ask where the country's new residents will live. Of everyone Senegal "
                   "adds between {a} and {b}, what percentage is in {r} region?"),
])
def region_part_national(rng, ctx):
    r = rng.choice(REGIONS)
    a, b = rng.choice([(2023, 2030), (2025, 2030), (2023, 2026)])
    gr, gn = r['pop'][b] - r['pop'][a], NATIONAL[b] - NATIONAL[a]
    v = pct(gr, gn)
    return {'fill': {'r': ctx.pn(r['name']), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} +{gr} ({r['pop'][a]} -> {r['pop'][b]}) / national +{gn} "
                   f"({NATIONAL[a]} -> {NATIONAL[b]}) = {v} %."}
