"""Fifth wave, kind `rank_threshold`: the largest communes of the country, a yes/no threshold on
one department, the departments that gain the most people, the largest departments or regions by
area, the region whose facilities are least geolocated, a department's rank among the 46, regions
between two sizes, departments denser than a threshold, where women outnumber men, regions past
two EHCVM thresholds at once."""
from .data import (COMMUNES, DEPTS, F_AREA, F_DEPT, F_HC, F_REG, F_SEX, F_VUL, HEALTH, REGIONS, VUL,
                   key)
from .w2_common import fac
from .w5_common import NB, clear_threshold, fixed, kind_of, rank_of, shape

TOP_C = sorted(COMMUNES, key=lambda c: -c['census']['_T'])
_NAME = {'Touba Mosquee': 'Touba'}


def cname(c):
    return _NAME.get(c['name'], key(c['name']))


@shape('rank_threshold', 'w5_rk_top_communes_country', [
    ('fr', 'formal', "Quelles sont les {n} communes les plus peuplées du Sénégal au recensement de "
                     "2023 ?"),
    ('fr', 'sms', "top {n} communes les + peuplees du senegal rgph 2023"),
    ('fr', 'long', "Pour cibler nos campagnes de sensibilisation urbaines, j'ai besoin des {n} "
                   "plus grosses communes du pays (recensement 2023), avec leur population."),
    ('en', 'formal', "Which are the {n} most populated communes of Senegal at the 2023 census?"),
])
def top_communes_country(rng, ctx):
    n = rng.choice([3, 4, 5])
    top = TOP_C[:n]
    return {'fill': {'n': n},
            'expect': {'names': [cname(c) for c in top],
                       'numbers': [c['census']['_T'] for c in top]},
            'why': f"{F_SEX} _T over the {len(COMMUNES)} communes, highest first: " + ', '.join(
                f"{c['name']} ({c['dept']}) {c['census']['_T']}" for c in TOP_C[:n + 1]) + '.'}


@shape('rank_threshold', 'w5_rk_yes_no_over', [
    ('fr', 'formal', "Le département de {d} dépasse-t-il {t} habitants en {y} ?"),
    ('fr', 'informal', "{d} (le département), ça fait plus de {t} habitants en {y}, oui ou non ?"),
    ('fr', 'typo', "est ce que le departemnt de {d} a plus de {t} habitants en {y}"),
    ('en', 'formal', "Does {d} department have more than {t} inhabitants in {y}?"),
    ('en', 'informal', "is {d} dept over {t} people in {y}?"),
])
def yes_no_over(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    p = d['pop'][y]
    steps = [s * 10 ** e for e in (4, 5, 6) for s in (1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8)]
    near = [int(t) for t in clear_threshold([p], steps, 0.03) if 0.7 * p < t < 1.4 * p]
    if not near:
        return None
    t = rng.choice(near)
    return {'fill': {'d': ctx.pn(d['name']), 't': ctx.nf(t), 'y': y},
            'expect': {'numbers': [p], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {p} ({kind_of(y)}): "
                   + ('yes, over' if p > t else 'no, under') + f" {t}."}


@shape('rank_threshold', 'w5_rk_top_abs_gain', [
    ('fr', 'formal', "Quels sont les {n} départements qui gagnent le plus d'habitants, en nombre, "
                     "entre {a} et {b} ?"),
    ('fr', 'informal', "entre {a} et {b}, c'est quels départements qui prennent le plus de monde "
                       "en valeur absolue ? les {n} premiers"),
    ('fr', 'abbr', "Top {n} des dépts par gain de pop. (en nb d'hab.) {a}-{b} ?"),
    ('en', 'formal', "Which {n} departments gain the most inhabitants, in absolute numbers, "
                     "between "
                     "{a} and {b}?"),
    ('en', 'long', "New arrivals drive demand for drainage. Which {n} departments add the most "
                   "people between {a} and {b}, in absolute terms?"),
])
def top_abs_gain(rng, ctx):
    a, b = rng.choice([(2023, 2030), (2025, 2030), (2023, 2027)])
    n = rng.choice([2, 3, 4])
    g = sorted(DEPTS, key=lambda d: -(d['pop'][b] - d['pop'][a]))
    gain = [d['pop'][b] - d['pop'][a] for d in g]
    if gain[n - 1] - gain[n] < 0.02 * gain[n]:
        return None
    return {'fill': {'n': n, 'a': a, 'b': b},
            'expect': {'names': [key(d['name']) for d in g[:n]]},
            'why': f"{F_DEPT} pop_{b} - pop_{a}, highest first: " + ', '.join(
                f"{d['name']} +{x}" for d, x in zip(g[:n + 1], gain)) + '.'}


@shape('rank_threshold', 'w5_rk_largest_area', [
    ('fr', 'formal', "{Q} du Sénégal par la superficie ?"),
    ('fr', 'informal', "c'est quoi les {n} plus {gr} {lv} en km² ?"),
    ('fr', 'noacc', "les {n} {lv} les plus vastes du pays (superficie)"),
    ('en', 'formal', "Which are the {n} largest {lve} of Senegal by area?"),
])
def largest_area(rng, ctx):
    n = rng.choice([2, 3])
    if rng.random() < 0.5:
        xs, src = DEPTS, F_AREA
        fill = {'Q': f"Quels sont les {n} départements les plus étendus", 'gr': 'grands',
                'lv': 'départements', 'lve': 'departments'}
    else:
        xs, src = REGIONS, f"{F_AREA} (regions: sum of their departments)"
        fill = {'Q': f"Quelles sont les {n} régions les plus étendues", 'gr': 'grandes',
                'lv': 'régions', 'lve': 'regions'}
    s = sorted(xs, key=lambda x: -x['area'])
    fill['n'] = n
    return {'fill': fill, 'expect': {'names': [key(x['name']) for x in s[:n]]},
            'why': f"{src} area_km2, largest first: " + ', '.join(
                f"{x['name']} {x['area']:.0f}" for x in s[:n + 1]) + '.'}


def geo_rate(r, t):
    n, g = HEALTH[r][t]
    return round(g / n * 100, 1)


@shape('rank_threshold', 'w5_rk_least_geolocated', [
    ('fr', 'formal', "Quelle région a la plus faible proportion de {t} géolocalisés ?"),
    ('fr', 'informal', "pour les {t}, c'est quelle région qui a le moins de coordonnées GPS en "
                       "proportion ?"),
    ('en', 'formal', "Which region has the lowest share of geolocated {t}?"),
])
def least_geolocated(rng, ctx):
    t = rng.choice(['poste de sante', 'centre de sante', 'hopital'])
    rs = sorted(HEALTH, key=lambda r: geo_rate(r, t))
    if geo_rate(rs[1], t) - geo_rate(rs[0], t) < 2:
        return None
    r = rs[0]
    return {'fill': {'t': fac(ctx, t)},
            'expect': {'names': [key(r)], 'approx_numbers': [[geo_rate(r, t), 0.02]]},
            'why': f"{F_HC} {t} n_geolocated / n_facilities, lowest first: " + ', '.join(
                f"{x} {HEALTH[x][t][1]}/{HEALTH[x][t][0]} = {geo_rate(x, t)} %" for x in rs[:3])
                + '.'}


@shape('rank_threshold', 'w5_rk_dept_position', [
    ('fr', 'formal', "À quel rang se classe le département de {d} parmi les 46 départements du "
                     "pays par sa population en {y} ?"),
    ('fr', 'informal', "{d}, c'est le combientième département le plus peuplé en {y} ?"),
    ('fr', 'sms', "rang dept {d} en pop {y} sur les 46"),
    ('en', 'formal', "Where does {d} department rank among Senegal's 46 departments by population "
                     "in {y}?"),
])
def dept_position(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    k = rank_of(DEPTS, lambda x: x['pop'][y], d)
    s = sorted(DEPTS, key=lambda x: -x['pop'][y])
    around = s[max(0, k - 2):k + 1]
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [k, d['pop'][y]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} pop_{y} sorted, highest first: rank {k} = {d['name']} {d['pop'][y]} ("
                   + ', '.join(f"{x['name']} {x['pop'][y]}" for x in around) + ').'}


@shape('rank_threshold', 'w5_rk_regions_between', [
    ('fr', 'formal', "Quelles régions comptent entre {lo} et {hi} habitants en {y} ?"),
    ('fr', 'abbr', "Rég. entre {lo} et {hi} hab. en {y} ?"),
    ('fr', 'informal', "en {y}, c'est quelles régions qui sont entre {lo} et {hi} habitants ?"),
    ('en', 'formal', "Which regions have between {lo} and {hi} inhabitants in {y}?"),
    ('en', 'typo', "wich regions have betwen {lo} and {hi} people in {y}"),
])
def regions_between(rng, ctx):
    y = rng.choice(range(2023, 2031))
    vals = [r['pop'][y] for r in REGIONS]
    ts = clear_threshold(vals, [500000, 750000, 1000000, 1250000, 1500000, 2000000, 3000000])
    pairs = [(a, b) for a in ts for b in ts if a < b]
    rng.shuffle(pairs)
    for lo, hi in pairs:
        sel = sorted((r for r in REGIONS if lo < r['pop'][y] < hi), key=lambda r: -r['pop'][y])
        if 2 <= len(sel) <= 5:
            return {'fill': {'lo': ctx.nf(lo), 'hi': ctx.nf(hi), 'y': y},
                    'expect': {'names': [key(r['name']) for r in sel]},
                    'why': f"{F_REG} pop_{y} in ({lo}, {hi}): " + ', '.join(
                        f"{r['name']} {r['pop'][y]}" for r in sel) + ' (Kolda and Kédougou from '
                        'their departments).'}
    return None


@shape('rank_threshold', 'w5_rk_denser_than', [
    ('fr', 'formal', "Quels départements ont une densité supérieure à {t} habitants au km² en "
                     "{y} ?"),
    ('fr', 'informal', "en {y}, c'est quels départements qui dépassent {t} hab/km² ?"),
    ('fr', 'long', "Les zones très denses sont les plus exposées aux inondations urbaines. Quels "
                   "départements dépassent {t} habitants au km² en {y} ?"),
    ('en', 'formal', "Which departments have a density above {t} people per km² in {y}?"),
])
def denser_than(rng, ctx):
    y = rng.choice(range(2023, 2031))
    dens = {d['name']: d['pop'][y] / d['area'] for d in DEPTS}
    ts = [t for t in clear_threshold(list(dens.values()), [300, 400, 500, 1000, 2000, 20000], 0.05)
          if 2 <= sum(v > t for v in dens.values()) <= 9]
    if not ts:
        return None
    t = rng.choice(ts)
    sel = sorted((n for n in dens if dens[n] > t), key=lambda n: -dens[n])
    return {'fill': {'t': ctx.nf(t), 'y': y},
            'expect': {'names': [key(n) for n in sel]},
            'why': f"{F_DEPT} pop_{y} / {F_AREA} area_km2 above {t}: " + ', '.join(
                f"{n} {dens[n]:.0f}" for n in sel) + '.'}


W_DEPTS = [d for d in DEPTS if d['census']['F'] > d['census']['M']]
fixed('rank_threshold', 'w5_rk_women_majority_depts', [
    ('fr', 'formal', "Dans quels départements les femmes sont-elles plus nombreuses que les hommes "
                     "au recensement de 2023 ?"),
    ('fr', 'informal', "y a quels départements où il y a plus de femmes que d'hommes (RGPH 2023) "
                       "?"),
    ('en', 'formal', "In which departments do women outnumber men at the 2023 census?"),
    ('en', 'long', "We are planning women-led committees. Which departments have more women than "
                   "men according to the 2023 census?"),
], {'names': [key(d['name']) for d in W_DEPTS]},
    f"{F_SEX} F > M by department: " + ', '.join(
        f"{d['name']} (+{d['census']['F'] - d['census']['M']})" for d in W_DEPTS) + '.')
COMBOS = [('drinking_water_access_households_pct', 'below', [60, 70], "l'accès à l'eau potable est "
           "inférieur à {t} %", 'drinking water access is below {t}%'),
          ('electricity_access_households_pct', 'below', [60, 70], "l'accès à l'électricité est "
           "inférieur à {t} %", 'electricity access is below {t}%'),
          ('food_insecurity_moderate_or_severe_pct', 'above', [40, 30], "l'insécurité alimentaire "
           "modérée ou sévère dépasse {t} %", 'moderate or severe food insecurity exceeds {t}%'),
          ('households_with_shock_last_3y_pct', 'above', [70, 75], "plus de {t} % des ménages ont "
           "subi un choc", 'over {t}% of households had a shock')]


@shape('rank_threshold', 'w5_rk_two_vul_thresholds', [
    ('fr', 'formal', "Quelles régions cumulent deux fragilités : {c1} et {c2} (EHCVM 2021-2022) ?"),
    ('fr', 'long', "Nous ciblons les régions doublement vulnérables, où {c1} et où {c2}. "
                   "Lesquelles sont-ce ?"),
    ('en', 'formal', "Which regions meet both conditions: {c1} and {c2} (EHCVM 2021-2022)?"),
    ('en', 'informal', "regions where {c1} AND {c2}?"),
])
def two_vul_thresholds(rng, ctx):
    (c1, w1, s1, f1, e1), (c2, w2, s2, f2, e2) = rng.sample(COMBOS, 2)
    t1, t2 = rng.choice(s1), rng.choice(s2)

    def ok(r, c, w, t):
        return VUL[r][c] < t if w == 'below' else VUL[r][c] > t
    if any(abs(VUL[r][c] - t) < 0.3 for r in VUL for c, t in ((c1, t1), (c2, t2))):
        return None
    sel = sorted(r for r in VUL if ok(r, c1, w1, t1) and ok(r, c2, w2, t2))
    if not 1 <= len(sel) <= 5:
        return None
    def fw(f, t):
        return f.format(t=t).replace(' %', NB + '%')
    return {'fill': {'c1': fw(f1 if ctx.lang == 'fr' else e1, t1),
                     'c2': fw(f2 if ctx.lang == 'fr' else e2, t2)},
            'expect': {'names': [key(r) for r in sel]},
            'why': f"{F_VUL}: {c1} {w1} {t1} and {c2} {w2} {t2}: " + ', '.join(
                f"{r} ({VUL[r][c1]}, {VUL[r][c2]})" for r in sel) + '.'}
