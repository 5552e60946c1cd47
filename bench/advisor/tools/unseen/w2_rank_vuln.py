"""Second wave, kinds `rank_threshold` (top N within a region, least dense, over a threshold,
regions by an EHCVM indicator) and `vulnerability` (EHCVM 2021-2022 by region and by milieu)."""
from .core import shape
from .data import DEPTS, F_AREA, F_DEPT, F_SHK, F_VUL, SHOCKS, VUL, key
from .w2_common import NB, VUL_IND, ind_words, multi_dept_regions


@shape('rank_threshold', 'w2_top_depts_region', [
    ('fr', 'formal', "Quels sont les {n} départements les plus peuplés de la région de {r} en {y}"
                     + NB + "?"),
    ('fr', 'informal', "dans la région de {r}, c'est quoi les {n} départements où il y a le plus de "
                       "monde en {y} ?"),
    ('fr', 'sms', "top {n} dept + peuples region {r} {y}"),
    ('en', 'formal', "Which are the {n} most populous departments of {r} region in {y}?"),
    ('en', 'informal', "top {n} departments by population in {r} region, {y}?"),
])
def top_depts_region(rng, ctx):
    r = rng.choice(multi_dept_regions())
    y = rng.choice(range(2023, 2031))
    n = 2 if len(r['depts']) == 3 else rng.choice([2, 3])
    top = sorted(r['depts'], key=lambda d: -d['pop'][y])[:n]
    return {'fill': {'r': ctx.pn(r['name']), 'y': y, 'n': n},
            'expect': {'numbers': [d['pop'][y] for d in top], 'names': [key(d['name']) for d in top]},
            'why': f"{F_DEPT} pop_{y}, departments of {r['name']} sorted: " + ', '.join(
                f"{d['name']} {d['pop'][y]}" for d in sorted(r['depts'], key=lambda d: -d['pop'][y]))
                   + f"; the first {n}."}


@shape('rank_threshold', 'w2_least_dense', [
    ('fr', 'formal', "Quels sont les {n} départements les moins densément peuplés du pays en {y}"
                     + NB + "?"),
    ('fr', 'abbr', "Les {n} dept les moins denses (hab./km²) en {y} ?"),
    ('fr', 'noacc', "les {n} departements les moins denses du Senegal en {y}"),
    ('en', 'formal', "Which {n} departments have the lowest population density in {y}?"),
    ('en', 'typo', "the {n} least dense departments of the country in {y}"),
])
def least_dense(rng, ctx):
    y, n = rng.choice(range(2023, 2031)), rng.choice([3, 4, 5])
    ranked = sorted(DEPTS, key=lambda d: d['pop'][y] / d['area'])
    low = ranked[:n]
    return {'fill': {'y': y, 'n': n},
            'expect': {'names': [key(d['name']) for d in low]},
            'why': f"{F_DEPT} pop_{y} / {F_AREA} area_km2, lowest first: " + ', '.join(
                f"{d['name']} {d['pop'][y] / d['area']:.1f}" for d in ranked[:n + 1]) + '.'}


@shape('rank_threshold', 'w2_depts_over', [
    ('fr', 'formal', "Quels départements dépassent {x} habitants en {y}" + NB + "?"),
    ('fr', 'informal', "les départements qui ont plus de {x} habitants en {y}, tu peux me les "
                       "lister ?"),
    ('fr', 'sms', "dept d plus d {x} hbts en {y}"),
    ('en', 'formal', "Which departments are above {x} inhabitants in {y}?"),
    ('en', 'long', "We prioritise large departments for prepositioning. List the departments with "
                   "over {x} people in {y}."),
])
def depts_over(rng, ctx):
    y, k = rng.choice(range(2023, 2031)), rng.choice([3, 4, 5, 6, 7])
    ranked = sorted(DEPTS, key=lambda d: -d['pop'][y])
    hi, lo = ranked[k - 1]['pop'][y], ranked[k]['pop'][y]
    x = (lo // 50000 + 1) * 50000
    if x >= hi:
        return None
    over = ranked[:k]
    return {'fill': {'x': ctx.nf(x), 'y': y},
            'expect': {'names': [key(d['name']) for d in over]},
            'why': f"{F_DEPT} pop_{y} > {x}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in over)
                   + f" (next: {ranked[k]['name']} {lo})."}


RANKQ = {  # column -> (French clause, English clause, lowest first?)
    'drinking_water_access_households_pct': ("où l'accès des ménages à l'eau potable est le plus "
                                             "faible", 'with the lowest household access to '
                                             'drinking water', True),
    'electricity_access_households_pct': ("où l'accès à l'électricité est le plus faible",
                                          'with the lowest access to electricity', True),
    'food_insecurity_moderate_or_severe_pct': ("les plus touchées par l'insécurité alimentaire "
                                               "modérée ou sévère", 'most affected by moderate or '
                                               'severe food insecurity', False),
    'food_insecurity_severe_pct': ("où l'insécurité alimentaire sévère est la plus forte",
                                   'with the highest severe food insecurity', False),
    'households_with_shock_last_3y_pct': ("où le plus de ménages ont subi un choc ces trois "
                                          "dernières années", 'where most households were hit by '
                                          'a shock in the last three years', False),
}


@shape('rank_threshold', 'w2_regions_indicator', [
    ('fr', 'formal', "Quelles sont les trois régions {q}" + NB + "? Donnez les pourcentages."),
    ('fr', 'informal', "c'est quoi les 3 régions {q} ? avec les %"),
    ('fr', 'long', "Nous ciblons notre programme de résilience sur les zones les plus fragiles. "
                   "D'après l'enquête EHCVM, quelles sont les trois régions {q}" + NB + "?"),
    ('en', 'formal', "Which are the three regions {q}? Please give the percentages."),
    ('en', 'informal', "top 3 regions {q}?"),
])
def regions_indicator(rng, ctx):
    col = rng.choice(sorted(RANKQ))
    fr, en, low = RANKQ[col]
    ranked = sorted(VUL, key=lambda r: VUL[r][col] if low else -VUL[r][col])
    top = ranked[:3]
    return {'fill': {'q': fr if ctx.lang == 'fr' else en},
            'expect': {'numbers': [VUL[r][col] for r in top], 'names': [key(r) for r in top]},
            'why': f"{F_VUL} {col}, {'lowest' if low else 'highest'} first: " + ', '.join(
                f"{r} {VUL[r][col]}" for r in ranked[:4]) + '; the first three.'}


MILIEU = {'dakar_urban_pct': ('à Dakar (milieu urbain)', 'in urban Dakar'),
          'other_urban_pct': ('dans les autres villes', 'in other urban areas'),
          'rural_pct': ('en milieu rural', 'in rural areas'),
          'national_pct': ("à l'échelle nationale", 'nationwide')}
SHOCK_W = {'inondations': ('des inondations', 'floods'),
           'prix_eleves_produits_alimentaires': ('une hausse des prix alimentaires',
                                                 'high food prices')}


@shape('vulnerability', 'w2_milieu_shock', [
    ('fr', 'formal', "Quelle proportion des ménages a subi {s} {m} d'après l'EHCVM 2021-2022" + NB
     + "?"),
    ('fr', 'informal', "{m}, il y a combien de ménages en % qui ont été touchés par {s} ?"),
    ('fr', 'typo', "pourcentage de ménages ayant subi {s} {m}, enquête EHCVM"),
    ('en', 'formal', "What share of households experienced {s} {m}, according to EHCVM 2021-2022?"),
    ('en', 'informal', "% of households hit by {s} {m}?"),
])
def milieu_shock(rng, ctx):
    s, m = rng.choice(sorted(SHOCK_W)), rng.choice(sorted(MILIEU))
    v = SHOCKS[s][m]
    i = 0 if ctx.lang == 'fr' else 1
    return {'fill': {'s': SHOCK_W[s][i], 'm': MILIEU[m][i]},
            'expect': {'numbers': [v]},
            'why': f"{F_SHK}: shock {s}, {m} = {v} % of households." + (
                ' (The report text gives 7.2 % for floods nationally; the table, kept, 8.2 %.)'
                if s == 'inondations' and m == 'national_pct' else '')}


@shape('vulnerability', 'w2_two_regions', [
    ('fr', 'formal', "Comparez {i} dans les régions de {a} et de {b}."),
    ('fr', 'long', "Nous hésitons entre {a} et {b} pour implanter un programme de résilience. Que "
                   "disent les données EHCVM sur {i} dans ces deux régions" + NB + "?"),
    ('fr', 'sms', "{i} : {a} vs {b} ?"),
    ('en', 'formal', "How do {a} and {b} regions compare on {i}?"),
    ('en', 'informal', "{i}: {a} vs {b}?"),
])
def two_regions(rng, ctx):
    a, b = rng.sample(sorted(VUL), 2)
    ind = rng.choice(VUL_IND)
    va, vb = VUL[a][ind[0]], VUL[b][ind[0]]
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b), 'i': ind_words(ctx, ind)},
            'expect': {'numbers': [va, vb], 'names': [key(a), key(b)]},
            'why': f"{F_VUL} {ind[0]}: {a} {va} %, {b} {vb} %."}
