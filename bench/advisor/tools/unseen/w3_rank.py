"""Third wave, kind `rank_threshold`: the top or bottom N communes of a region or department, the
least populated departments of a region, departments under a threshold, regions ranked by an
EHCVM indicator, the least populated regions (Kolda's swapped census row is a trap here)."""
from .core import shape
from .data import COMMUNES, DEPTS, F_DEPT, F_REG, F_SEX, F_VUL, REGIONS, VUL, key
from .w2_common import VUL_IND
from .w3_common import NB


@shape('rank_threshold', 'w3_top_communes_region', [
    ('fr', 'formal', "Quelles sont les {n} communes les plus peuplées de la région de {r} au "
                     "recensement de 2023" + NB + "?"),
    ('fr', 'sms', "top {n} communes reg {r} en pop 2023"),
    ('fr', 'informal', "dans la région de {r}, c'est quoi les {n} plus grosses communes en "
                       "population (RGPH 2023) ?"),
    ('fr', 'noacc', "classement des {n} communes les plus peuplees de la region de {r}, 2023"),
    ('en', 'formal', "Which are the {n} most populous communes of {r} region at the 2023 census?"),
    ('en', 'informal', "{r} region's top {n} communes by population (2023)?"),
])
def top_communes_region(rng, ctx):
    r = rng.choice(REGIONS)
    n = rng.choice([3, 4, 5])
    cs = sorted((c for c in COMMUNES if c['region'] == r['name']), key=lambda c: -c['census']['_T'])
    if len(cs) <= n or cs[n - 1]['census']['_T'] == cs[n]['census']['_T']:
        return None
    top = cs[:n]
    return {'fill': {'r': ctx.pn(r['name']), 'n': n},
            'expect': {'names': [key(c['name']) for c in top],
                       'numbers': [c['census']['_T'] for c in top]},
            'why': f"{F_SEX} _T, communes of {r['name']} sorted: " + ', '.join(
                f"{c['name']} ({c['dept']}) {c['census']['_T']}" for c in top) +
                f"; next {cs[n]['name']} {cs[n]['census']['_T']}."}


@shape('rank_threshold', 'w3_smallest_communes_dept', [
    ('fr', 'formal', "Quelles sont les {n} communes les moins peuplées du département de {d} "
                     "(recensement 2023)" + NB + "?"),
    ('fr', 'typo', "les {n} communes les moins peuplées du département de {d} en 2023"),
    ('fr', 'informal', "dans le dept de {d}, c'est quoi les {n} plus petites communes ?"),
    ('en', 'formal', "Which {n} communes of {d} department had the fewest inhabitants at the 2023 "
                     "census?"),
    ('en', 'typo', "smallest {n} communes in {d} departmnet 2023"),
])
def smallest_communes_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if sum(c['dept'] == d['name'] for c in COMMUNES) >= 6])
    n = rng.choice([2, 3])
    cs = sorted((c for c in COMMUNES if c['dept'] == d['name']), key=lambda c: c['census']['_T'])
    if cs[n - 1]['census']['_T'] == cs[n]['census']['_T']:
        return None
    low = cs[:n]
    return {'fill': {'d': ctx.pn(d['name']), 'n': n},
            'expect': {'names': [key(c['name']) for c in low],
                       'numbers': [c['census']['_T'] for c in low]},
            'why': f"{F_SEX} _T, communes of {d['name']} sorted up: " + ', '.join(
                f"{c['name']} {c['census']['_T']}" for c in low) +
                f"; next {cs[n]['name']} {cs[n]['census']['_T']}."}


@shape('rank_threshold', 'w3_depts_under', [
    ('fr', 'formal', "Quels départements comptent moins de {t} habitants en {y}" + NB + "?"),
    ('fr', 'informal', "les départements sous la barre des {t} habitants en {y}, c'est lesquels ?"),
    ('fr', 'abbr', "Dépts < {t} hab. en {y}" + NB + "?"),
    ('fr', 'sms', "dpts moins d {t} hbts {y} liste"),
    ('en', 'formal', "Which departments have fewer than {t} inhabitants in {y}?"),
    ('en', 'informal', "departments below {t} people in {y}?"),
])
def depts_under(rng, ctx):
    y = rng.choice(range(2023, 2031))
    t = rng.choice([150000, 200000, 250000])
    low = sorted((d for d in DEPTS if d['pop'][y] < t), key=lambda d: d['pop'][y])
    if not 2 <= len(low) <= 8:
        return None
    return {'fill': {'t': ctx.nf(t), 'y': y},
            'expect': {'names': [key(d['name']) for d in low]},
            'why': f"{F_DEPT} pop_{y} < {t}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in low)
                   + '.'}


@shape('rank_threshold', 'w3_region_depts_over', [
    ('fr', 'formal', "Dans la région de {r}, quels départements dépassent {t} habitants en {y}"
                     + NB + "?"),
    ('fr', 'noacc', "departements de la region de {r} au-dessus de {t} habitants en {y}"),
    ('fr', 'long', "On priorise les grands départements pour le prépositionnement des stocks. "
                   "Dans la région de {r}, lesquels ont plus de {t} habitants en {y}" + NB + "?"),
    ('en', 'formal', "Which departments of {r} region have more than {t} inhabitants in {y}?"),
    ('en', 'informal', "{r} region: depts over {t} people in {y}?"),
])
def region_depts_over(rng, ctx):
    r = rng.choice([r for r in REGIONS if len(r['depts']) >= 3])
    y = rng.choice(range(2023, 2031))
    pops = sorted(d['pop'][y] for d in r['depts'])
    # a round threshold between two departments, so at least one is over and one under
    i = rng.randrange(1, len(pops))
    t = (pops[i - 1] + pops[i]) // 2 // 50000 * 50000
    if not pops[i - 1] < t < pops[i]:
        t = (pops[i - 1] + pops[i]) // 2 // 10000 * 10000
        if not pops[i - 1] < t < pops[i]:
            return None
    over = [d for d in r['depts'] if d['pop'][y] > t]
    return {'fill': {'r': ctx.pn(r['name']), 't': ctx.nf(t), 'y': y},
            'expect': {'names': [key(d['name']) for d in over]},
            'why': f"{F_DEPT} pop_{y}, {r['name']}: " + ', '.join(
                f"{d['name']} {d['pop'][y]}" for d in r['depts']) + f"; over {t}: " +
                ', '.join(d['name'] for d in over) + '.'}


@shape('rank_threshold', 'w3_regions_by_indicator', [
    ('fr', 'formal', "Quelles sont les {n} régions où {i} est {hl} selon l'EHCVM 2021-2022" + NB
                     + "?"),
    ('fr', 'informal', "classe-moi les {n} régions avec {i} {hl}"),
    ('fr', 'long', "Pour un plaidoyer auprès des bailleurs, je voudrais savoir quelles {n} régions "
                   "ont {i} {hl}, avec les pourcentages."),
    ('en', 'formal', "Which {n} regions have {hl} {i} according to EHCVM 2021-2022?"),
    ('en', 'typo', "{n} regions wich have {hl} {i}"),
])
def regions_by_indicator(rng, ctx):
    ind = rng.choice(VUL_IND)
    n = rng.choice([2, 3])
    up = rng.random() < 0.5
    rs = sorted(VUL, key=lambda r: VUL[r][ind[0]], reverse=up)
    if VUL[rs[n - 1]][ind[0]] == VUL[rs[n]][ind[0]]:
        return None
    hl = (('le plus élevé' if up else 'le plus faible') if ctx.lang == 'fr' else
          ('the highest' if up else 'the lowest'))
    if ctx.lang == 'fr' and not ind[0].endswith('access_households_pct'):  # l'insécurité, la part
        hl = hl.replace('le plus élevé', 'la plus élevée').replace('le plus faible', 'la plus faible')
    i = ind[1] if ctx.lang == 'fr' else ind[2].replace('the share', 'share')
    return {'fill': {'n': n, 'i': i, 'hl': hl},
            'expect': {'names': [key(r) for r in rs[:n]],
                       'approx_numbers': [[VUL[r][ind[0]], 0.01] for r in rs[:n]]},
            'why': f"{F_VUL} {ind[0]} sorted {'down' if up else 'up'}: " + ', '.join(
                f"{r} {VUL[r][ind[0]]}" for r in rs[:n + 1]) + '.'}


@shape('rank_threshold', 'w3_least_populated_regions', [
    ('fr', 'formal', "Quelles sont les {n} régions les moins peuplées du Sénégal au recensement de "
                     "2023" + NB + "?"),
    ('fr', 'sms', "{n} regions les - peuplees rgph 2023"),
    ('fr', 'informal', "c'est quoi les {n} régions qui ont le moins d'habitants (recensement 2023) ?"),
    ('en', 'formal', "Which {n} regions of Senegal had the smallest population at the 2023 census?"),
    ('en', 'informal', "least populated {n} regions, 2023 census?"),
])
def least_populated_regions(rng, ctx):
    n = rng.choice([3, 4])
    rs = sorted(REGIONS, key=lambda r: r['pop'][2023])
    return {'fill': {'n': n},
            'expect': {'names': [key(r['name']) for r in rs[:n]],
                       'numbers': [r['pop'][2023] for r in rs[:n]]},
            'why': f"{F_REG} pop_2023 (sum of departments) sorted up: " + ', '.join(
                f"{r['name']} {r['pop'][2023]}" for r in rs[:n + 1]) + ". Kolda's by-sex region row "
                "(245,147) is Kédougou's, swapped as published: Kolda is 914,797."}
