"""Fourth wave, kinds `rank_threshold` (how many regions pass a threshold, how many departments
stay under one, regions past an EHCVM threshold, facilities per head, regions' density and
growth ranks, communes of a department over a size) and `compare` (a region's census vs its
projection, men by ANSD vs OCHA, a department against a whole region, 2009's two sources, two
regions' posts per 10,000)."""
from .data import (COMMUNES, DEPTS, EVENT, F_AREA, F_DEPT, F_EV, F_HC, F_REG, F_SEX, F_VUL,
                   HEALTH, REGION, REGIONS, VUL, key, ocha2_of)
from .w4_common import (F_O2, NB, clear_threshold, fixed, kind_of, pct, region_pop_why,
                        shape)


@shape('rank_threshold', 'w4_regions_over_count', [
    ('fr', 'formal', "Combien de régions dépassent {t} habitants en {y}, et lesquelles" + NB + "?"),
    ('fr', 'sms', "cb d regions ont + d {t} hbts en {y} ? lesquelles"),
    ('fr', 'informal', "en {y}, y a combien de régions au-dessus de {t} habitants ? cite-les"),
    ('fr', 'abbr', "Nb de rég. > {t} hab. en {y}, et lesquelles" + NB + "?"),
    ('fr', 'typo', "combien de régions on plus de {t} habitants en {y} et lesquelles"),
    ('en', 'formal', "How many regions have more than {t} inhabitants in {y}, and which ones?"),
    ('en', 'informal', "regions above {t} people in {y} — how many, which?"),
])
def regions_over_count(rng, ctx):
    y = rng.choice(range(2023, 2031))
    ts = clear_threshold([r['pop'][y] for r in REGIONS],
                         [800000, 900000, 1000000, 1200000, 1500000, 2000000])
    t = rng.choice(ts)
    over = sorted((r for r in REGIONS if r['pop'][y] > t), key=lambda r: -r['pop'][y])
    if not 2 <= len(over) <= 9:
        return None
    return {'fill': {'t': ctx.nf(t), 'y': y},
            'expect': {'numbers': [len(over)], 'names': [key(r['name']) for r in over]},
            'why': f"{F_REG} pop_{y} > {t}: " + ', '.join(f"{r['name']} {r['pop'][y]}" for r in over)
                   + f" -> {len(over)} regions (Kolda {REGION['Kolda']['pop'][y]}, from its "
                     "departments, never the swapped by-sex region row)."}


@shape('rank_threshold', 'w4_count_depts_under', [
    ('fr', 'formal', "Combien de départements comptent moins de {t} habitants en {y}" + NB + "?"),
    ('fr', 'informal', "y a combien de départements sous les {t} habitants en {y} ?"),
    ('fr', 'noacc', "nombre de départements de moins de {t} habitants en {y}"),
    ('en', 'formal', "How many departments have fewer than {t} inhabitants in {y}?"),
    ('en', 'typo', "how many departments have less than {t} people in {y}"),
])
def count_depts_under(rng, ctx):
    y = rng.choice(range(2023, 2031))
    t = rng.choice(clear_threshold([d['pop'][y] for d in DEPTS],
                                   [100000, 150000, 200000, 250000, 300000]))
    low = sorted((d for d in DEPTS if d['pop'][y] < t), key=lambda d: d['pop'][y])
    if not 2 <= len(low) <= 16:
        return None
    ex = {'numbers': [len(low)]}
    if len(low) <= 5:
        ex['names'] = [key(d['name']) for d in low]
    return {'fill': {'t': ctx.nf(t), 'y': y}, 'expect': ex,
            'why': f"{F_DEPT} pop_{y} < {t}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in low)
                   + f" -> {len(low)} departments."}


# EHCVM thresholds: (column, French clause, English clause, steps, 'below' or 'above')
VQ = [
    ('drinking_water_access_households_pct', "où moins de {t} % des ménages ont accès à l'eau "
     "potable", 'where fewer than {t}% of households have access to drinking water',
     [50, 60, 65, 70, 80], 'below'),
    ('electricity_access_households_pct', "où moins de {t} % des ménages ont l'électricité",
     'where under {t}% of households have electricity', [55, 60, 70, 80], 'below'),
    ('food_insecurity_moderate_or_severe_pct', "où l'insécurité alimentaire modérée ou sévère "
     "dépasse {t} %", 'where moderate or severe food insecurity is above {t}%', [30, 40, 45],
     'above'),
    ('food_insecurity_severe_pct', "où l'insécurité alimentaire sévère dépasse {t} %",
     'where severe food insecurity exceeds {t}%', [3, 5, 6, 7.5, 9], 'above'),
    ('households_with_shock_last_3y_pct', "où plus de {t} % des ménages ont subi un choc ces trois "
     "dernières années", 'where more than {t}% of households suffered a shock in the last three '
     'years', [60, 70, 75, 80], 'above'),
]


@shape('rank_threshold', 'w4_regions_vul_threshold', [
    ('fr', 'formal', "Quelles sont les régions {q}, selon l'EHCVM 2021-2022" + NB + "?"),
    ('fr', 'informal', "tu peux me lister les régions {q} ?"),
    ('fr', 'long', "Pour prioriser notre réponse, nous ciblons les régions {q}. Lesquelles sont-ce, "
                   "avec leurs taux" + NB + "?"),
    ('en', 'formal', "List the regions {q}, according to EHCVM 2021-2022."),
    ('en', 'informal', "which regions are {q}?"),
])
def regions_vul_threshold(rng, ctx):
    col, fr, en, steps, way = rng.choice(VQ)
    vals = {r: VUL[r][col] for r in VUL}
    ts = [s for s in steps if all(abs(v - s) > 0.3 for v in vals.values())]
    if not ts:
        return None
    t = rng.choice(ts)
    sel = sorted((r for r in vals if (vals[r] < t if way == 'below' else vals[r] > t)),
                 key=lambda r: vals[r], reverse=(way == 'above'))
    if not 2 <= len(sel) <= 7:
        return None
    tw = f'{t:g}'
    q = fr.format(t=tw.replace('.', ',')) if ctx.lang == 'fr' else en.format(t=tw)
    if ctx.lang == 'en' and ctx.style == 'informal':
        q = q.replace('where ', 'the ones where ')
    return {'fill': {'q': q},
            'expect': {'names': [key(r) for r in sel],
                       'approx_numbers': [[vals[r], 0.01] for r in sel]},
            'why': f"{F_VUL} {col} {way} {t}: " + ', '.join(f"{r} {vals[r]}" for r in sel) + '.'}


def posts_per_10k(r):
    return round(HEALTH[r]['poste de sante'][0] / REGION[r]['pop'][2023] * 10000, 2)


@shape('rank_threshold', 'w4_posts_per_head_rank', [
    ('fr', 'formal', "Quelle région est la {w} dotée en postes de santé rapportés à sa population "
                     "(pour 10" + NB + "000 habitants, recensement 2023)" + NB + "?"),
    ('fr', 'informal', "c'est quelle région qui a le {m} de postes de santé par habitant ?"),
    ('fr', 'sms', "region avec le {m} d postes d sante pr 10000 hbts"),
    ('en', 'formal', "Which region has the {e} health posts per 10,000 inhabitants (2023 census)?"),
    ('en', 'informal', "{e} health posts per head — which region?"),
])
def posts_per_head_rank(rng, ctx):
    most = rng.random() < 0.5
    rs = sorted(HEALTH, key=posts_per_10k, reverse=most)
    top = rs[0]
    return {'fill': {'w': 'mieux' if most else 'moins bien', 'm': 'plus' if most else 'moins',
                     'e': 'most' if most else 'fewest'},
            'expect': {'names': [key(top)], 'approx_numbers': [[posts_per_10k(top), 0.02]]},
            'why': f"{F_HC} poste de sante / {F_REG} pop_2023 x 10,000, "
                   f"{'highest' if most else 'lowest'} first: "
                   + ', '.join(f"{r} {posts_per_10k(r)}" for r in rs[:3]) + '.'}


@shape('rank_threshold', 'w4_density_regions', [
    ('fr', 'formal', "Quelles sont les {n} régions les {m} densément peuplées en {y}" + NB + "?"),
    ('fr', 'abbr', "Les {n} rég. les {m} denses (hab./km²) en {y}" + NB + "?"),
    ('fr', 'informal', "c'est quoi les {n} régions les {m} denses en {y} ?"),
    ('en', 'formal', "Which {n} regions are the {e} densely populated in {y}?"),
    ('en', 'typo', "{n} {e} dense regions in {y}"),
])
def density_regions(rng, ctx):
    n, y, most = rng.choice([2, 3]), rng.choice(range(2023, 2031)), rng.random() < 0.5
    rs = sorted(REGIONS, key=lambda r: r['pop'][y] / r['area'], reverse=most)
    return {'fill': {'n': n, 'y': y, 'm': 'plus' if most else 'moins',
                     'e': 'most' if most else 'least'},
            'expect': {'names': [key(r['name']) for r in rs[:n]]},
            'why': f"{F_REG} pop_{y} / area (sum of departments, {F_AREA}), "
                   f"{'highest' if most else 'lowest'} first: " + ', '.join(
                       f"{r['name']} {r['pop'][y] / r['area']:.1f}" for r in rs[:n + 1]) + '.'}


def growth(d, a, b):
    return pct(d['pop'][b] - d['pop'][a], d['pop'][a])


@shape('rank_threshold', 'w4_fastest_growing', [
    ('fr', 'formal', "Quelles sont les {n} régions dont la population croît le plus vite, en "
                     "pourcentage, entre {a} et {b}" + NB + "?"),
    ('fr', 'informal', "entre {a} et {b}, c'est quelles régions qui grossissent le plus en % ? "
                       "donne-moi les {n} premières"),
    ('fr', 'long', "Nous anticipons la pression démographique sur les zones inondables. Quelles {n} "
                   "régions auront la plus forte croissance relative entre {a} et {b}" + NB + "?"),
    ('en', 'formal', "Which {n} regions have the fastest population growth, in percent, between {a} "
                     "and {b}?"),
    ('en', 'informal', "top {n} fastest-growing regions {a}-{b} (in %)?"),
])
def fastest_growing(rng, ctx):
    a, b = rng.choice([(2023, 2030), (2023, 2026), (2025, 2030), (2024, 2028)])
    n = rng.choice([2, 3])
    rs = sorted(REGIONS, key=lambda r: -growth(r, a, b))
    if growth(rs[n - 1], a, b) - growth(rs[n], a, b) < 0.1:
        return None
    return {'fill': {'n': n, 'a': a, 'b': b},
            'expect': {'names': [key(r['name']) for r in rs[:n]]},
            'why': f"{F_REG} (pop_{b} - pop_{a}) / pop_{a}, highest first: " + ', '.join(
                f"{r['name']} {growth(r, a, b)} %" for r in rs[:n + 1]) + ' (departments of one '
                'region mostly share its rate in the ANSD projections: ranking them would be ties).'}


@shape('rank_threshold', 'w4_communes_over_in_dept', [
    ('fr', 'formal', "Dans le département de {d}, quelles communes dépassaient {t} habitants au "
                     "recensement de 2023" + NB + "?"),
    ('fr', 'sms', "communes dept {d} + d {t} hbts rgph 2023"),
    ('fr', 'informal', "à {d}, c'est quelles communes qui ont plus de {t} habitants (recensement) ?"),
    ('en', 'formal', "Which communes of {d} department had more than {t} inhabitants at the 2023 "
                     "census?"),
    ('en', 'informal', "{d} dept communes over {t} people (2023)?"),
])
def communes_over_in_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if sum(c['dept'] == d['name'] for c in COMMUNES) >= 6])
    cs = [c for c in COMMUNES if c['dept'] == d['name']]
    ts = clear_threshold([c['census']['_T'] for c in cs],
                         [10000, 15000, 20000, 30000, 50000, 100000], 0.03)
    if not ts:
        return None
    t = rng.choice(ts)
    over = sorted((c for c in cs if c['census']['_T'] > t), key=lambda c: -c['census']['_T'])
    if not 1 <= len(over) <= 5:
        return None
    return {'fill': {'d': ctx.pn(d['name']), 't': ctx.nf(t)},
            'expect': {'names': [key(c['name']) for c in over],
                       'numbers': [c['census']['_T'] for c in over]},
            'why': f"{F_SEX} _T, communes of {d['name']} over {t}: " + ', '.join(
                f"{c['name']} {c['census']['_T']}" for c in over) + f" ({len(cs)} communes in all)."}


@shape('compare', 'w4_region_census_vs_proj', [
    ('fr', 'formal', "Pour la région de {r}, quel écart entre la population recensée en 2023 et la "
                     "projection de l'ANSD pour {y}, en nombre et en pourcentage" + NB + "?"),
    ('fr', 'informal', "{r} (région) : recensement 2023 contre projection {y}, ça fait quelle "
                       "différence ?"),
    ('fr', 'sms', "reg {r} rgph 2023 vs projection {y} ecart"),
    ('en', 'formal', "For {r} region, what is the gap between the 2023 census count and ANSD's {y} "
                     "projection, in people and in percent?"),
    ('en', 'informal', "{r} region: census 2023 vs projected {y}, difference?"),
])
def region_census_vs_proj(rng, ctx):
    r = rng.choice(REGIONS + [REGION['Kolda'], REGION['Kédougou']])
    y = rng.choice(range(2025, 2031))
    a, b = r['pop'][2023], r['pop'][y]
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [a, b, b - a], 'approx_numbers': [[pct(b - a, a), 0.02]],
                       'names': [key(r['name'])]},
            'why': f"{region_pop_why(r, 2023)}; {F_REG} pop_{y} {b} ({kind_of(y)}); difference "
                   f"{b - a} = {pct(b - a, a)} %."}


@shape('compare', 'w4_men_ansd_vs_ocha', [
    ('fr', 'formal', "Combien d'hommes dans le département de {d} selon le recensement de 2023, et "
                     "combien selon les estimations OCHA de 2020" + NB + "?"),
    ('fr', 'informal', "{d} : les hommes, c'est combien au RGPH 2023 et combien chez OCHA 2020 ?"),
    ('fr', 'abbr', "Dépt de {d}" + NB + ": nb d'hommes RGPH 2023 vs OCHA 2020" + NB + "?"),
    ('en', 'formal', "How many men live in {d} department according to the 2023 census, and "
                     "according to OCHA's 2020 estimates?"),
    ('en', 'informal', "{d} dept men: ANSD 2023 vs OCHA 2020?"),
])
def men_ansd_vs_ocha(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in ('Pikine', 'Keur Massar')])
    o = ocha2_of(d['name'])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['census']['M'], o['Male']], 'names': [key(d['name'])]},
            'why': f"{F_SEX} {d['name']} M {d['census']['M']} (census 2023); {F_O2} {o['name']} Male "
                   f"{o['Male']} (OCHA 2020, projected from the 2013 census)."}


@shape('compare', 'w4_dept_vs_region', [
    ('fr', 'formal', "Le département de {d} compte-t-il plus d'habitants que toute la région de {r} "
                     "en {y}" + NB + "? Donnez les deux chiffres."),
    ('fr', 'informal', "c'est vrai que {d} (le département) est plus peuplé que toute la région de "
                       "{r} en {y} ?"),
    ('fr', 'sms', "dept {d} vs reg {r} en {y} lekel a le + d hbts"),
    ('en', 'formal', "Does {d} department have more inhabitants than the whole of {r} region in "
                     "{y}? Give both figures."),
    ('en', 'informal', "is {d} dept bigger than all of {r} region in {y}?"),
])
def dept_vs_region(rng, ctx):
    y = rng.choice(range(2023, 2031))
    d = rng.choice(sorted(DEPTS, key=lambda d: -d['pop'][y])[:10])
    rs = [r for r in REGIONS if r['name'] != d['region'] and 0.5 < r['pop'][y] / d['pop'][y] < 1.6]
    if not rs:
        return None
    r = rng.choice(rs)
    big = d['name'] if d['pop'][y] > r['pop'][y] else r['name']
    return {'fill': {'d': ctx.pn(d['name']), 'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y], r['pop'][y]], 'names': [key(big)]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]}; {region_pop_why(r, y)}; larger: "
                   f"{big}."}


IFRC, GOV = EVENT['SEN-2009-01']['people_affected'], EVENT['SEN-2009-01b']['people_affected']
fixed('compare', 'w4_2009_two_sources', [
    ('fr', 'formal', "Pour les inondations de 2009, la FICR et le gouvernement ne donnent pas le "
                     "même nombre de sinistrés" + NB + ": quels sont les deux chiffres, et lequel "
                     "retenir" + NB + "?"),
    ('fr', 'informal', "2009 : pourquoi la Croix-Rouge et l'État n'ont pas le même nombre de "
                       "sinistrés ? c'est combien chacun ?"),
    ('en', 'formal', "For the 2009 floods, IFRC and the government give different numbers of "
                     "affected people: what are the two figures, and which should be used?"),
    ('en', 'informal', "2009 floods — IFRC vs government affected figures, why different?"),
], {'numbers': [IFRC, GOV]},
    f"{F_EV}: SEN-2009-01 (IFRC preliminary appeal, 'more than' figures) people_affected {IFRC}; "
    f"SEN-2009-01b (government / PDNA) {GOV}: same event, two sources, both cited, never summed.")


@shape('compare', 'w4_posts_per_10k_two', [
    ('fr', 'formal', "Comparez les régions de {a} et de {b} pour le nombre de postes de santé pour "
                     "10" + NB + "000 habitants (population de 2023)."),
    ('fr', 'informal', "postes de santé par habitant : {a} ou {b}, qui est le mieux loti ?"),
    ('fr', 'long', "Le district sanitaire nous demande si {a} est mieux couverte que {b}. Combien de "
                   "postes de santé pour 10 000 habitants dans chacune des deux régions" + NB + "?"),
    ('en', 'formal', "Compare {a} and {b} regions on health posts per 10,000 inhabitants (2023 "
                     "census)."),
    ('en', 'informal', "health posts per 10k people: {a} vs {b}?"),
])
def posts_per_10k_two(rng, ctx):
    a, b = rng.sample(sorted(HEALTH), 2)
    va, vb = posts_per_10k(a), posts_per_10k(b)
    if abs(va - vb) < 0.05:
        return None
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'approx_numbers': [[va, 0.02], [vb, 0.02]],
                       'names': [key(a if va > vb else b)]},
            'why': f"{F_HC} poste de sante / {F_REG} pop_2023 x 10,000: {a} "
                   f"{HEALTH[a]['poste de sante'][0]} -> {va}; {b} {HEALTH[b]['poste de sante'][0]} "
                   f"-> {vb}."}
