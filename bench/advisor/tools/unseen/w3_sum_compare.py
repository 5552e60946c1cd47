"""Third wave, kinds `sum_parts` (facilities of one type over a region's departments, women per
department, named communes, two regions, a region without its main department) and `compare`
(three departments, two communes in %, census vs projection, ANSD vs OCHA, two regions'
vulnerability). Never a sum over years: populations of different years do not add."""
from .core import shape
from .data import (CLEAN_COMMUNES, DEPTS, F_DEPT, F_HC, F_HG, F_PROJ, F_REG, F_SEX, F_VUL,
                   HEALTH, HEALTH_GEO_DEPT, REGIONS, VUL, key, ocha2_of)
from .w2_common import VUL_IND, fac
from .w3_common import F_O2, NB, join, pct


@shape('sum_parts', 'w3_region_fac_type', [
    ('fr', 'formal', "En cumulant les départements de la région de {r}, combien de {t} "
                     "obtient-on" + NB + "?"),
    ('fr', 'informal', "{t} dans tous les départements de {r} mis ensemble, ça donne combien ?"),
    ('fr', 'abbr', "Total {t}, tous dépts de la rég. de {r}" + NB + "?"),
    ('en', 'formal', "Summing over the departments of {r} region, how many {t} are there?"),
    ('en', 'informal', "{t} across all of {r} region's departments — total?"),
])
def region_fac_type(rng, ctx):
    r = rng.choice(REGIONS)
    t = rng.choice(['poste de sante', 'centre de sante', 'hopital'])
    n, geo = HEALTH[r['name']][t]
    dsum = sum(HEALTH_GEO_DEPT.get(d['name'], {}).get(t, 0) for d in r['depts'])
    return {'fill': {'r': ctx.pn(r['name']), 't': fac(ctx, t)},
            'expect': {'any_numbers': [sorted({n, geo, dsum})], 'names': [key(r['name'])]},
            'why': f"{F_HC}: {r['name']} {t} n_facilities {n} (n_geolocated {geo}); {F_HG} summed "
                   f"over its departments = {dsum} (geolocated only). Any of the three, said which."}


@shape('sum_parts', 'w3_region_women_detail', [
    ('fr', 'formal', "Pouvez-vous me donner le nombre de femmes recensées en 2023 dans chaque "
                     "département de la région de {r}, puis le total" + NB + "?"),
    ('fr', 'sms', "femmes recensees 2023 par dept reg {r} + total"),
    ('fr', 'long', "Nous montons un projet de santé maternelle dans la région de {r}. Il nous "
                   "faut les femmes du RGPH-5 (2023) département par département et le total "
                   "régional."),
    ('en', 'formal', "Give me the number of women counted in 2023 in each department of {r} region, "
                     "and the total."),
    ('en', 'typo', "women per departmnet in {r} region 2023 census and the sum"),
])
def region_women_detail(rng, ctx):
    r = rng.choice(REGIONS)
    f = [d['census']['F'] for d in r['depts']]
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [sum(f)] + f, 'names': [key(d['name']) for d in r['depts']]},
            'why': f"{F_SEX} F: " + ', '.join(f"{d['name']} {d['census']['F']}" for d in r['depts'])
                   + f"; sum {sum(f)} (not the region row: Kolda/Kédougou are swapped there)."}


@shape('sum_parts', 'w3_named_communes', [
    ('fr', 'formal', "Quelle est la population totale des communes de {cs} au recensement de 2023"
                     + NB + "?"),
    ('fr', 'informal', "si je prends {cs} ensemble, ça fait combien d'habitants au recensement ?"),
    ('fr', 'noacc', "population cumulee des communes {cs} (RGPH 2023)"),
    ('fr', 'typo', "combien d'habitans en tout pour les communes de {cs} en 2023"),
    ('en', 'formal', "What is the combined 2023 census population of the communes of {cs}?"),
    ('en', 'long', "Our cash transfer programme covers the communes of {cs}. How many people live "
                   "there altogether according to the 2023 census?"),
])
def named_communes(rng, ctx):
    d = rng.choice([d for d in DEPTS if sum(c['dept'] == d['name'] for c in CLEAN_COMMUNES) >= 3])
    cs = rng.sample([c for c in CLEAN_COMMUNES if c['dept'] == d['name']], rng.choice([2, 3]))
    tot = sum(c['census']['_T'] for c in cs)
    return {'fill': {'cs': join(ctx, [ctx.pn(c['name']) for c in cs])},
            'expect': {'numbers': [tot], 'names': [key(c['name']) for c in cs]},
            'why': f"{F_SEX} _T: " + ' + '.join(f"{c['name']} ({c['dept']}) {c['census']['_T']}"
                                                for c in cs) + f" = {tot}."}


@shape('sum_parts', 'w3_two_regions', [
    ('fr', 'formal', "Combien d'habitants les régions de {a} et de {b} comptent-elles ensemble en "
                     "{y}" + NB + "?"),
    ('fr', 'sms', "pop {a} + {b} en {y} cb"),
    ('fr', 'informal', "{a} plus {b}, ça fait combien de monde en {y} ?"),
    ('en', 'formal', "What is the combined population of {a} and {b} regions in {y}?"),
    ('en', 'informal', "{a} + {b} regions together in {y}, how many people?"),
])
def two_regions(rng, ctx):
    a, b = rng.sample(REGIONS, 2)
    y = rng.choice(range(2023, 2031))
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'numbers': [a['pop'][y] + b['pop'][y]]},
            'why': f"{F_REG} pop_{y}: {a['name']} {a['pop'][y]} + {b['name']} {b['pop'][y]} = "
                   f"{a['pop'][y] + b['pop'][y]}" + (' (2023 = census).' if y == 2023 else
                                                     ' (ANSD projection).')}


@shape('sum_parts', 'w3_region_minus_dept', [
    ('fr', 'formal', "Quelle est la population de la région de {r} en {y} sans compter le "
                     "département de {d}" + NB + "?"),
    ('fr', 'informal', "la région de {r} hors département de {d}, ça fait combien d'habitants en "
                       "{y} ?"),
    ('fr', 'long', "Notre intervention couvre toute la région de {r} sauf le département de {d}, "
                   "déjà pris en charge par un autre partenaire. Quelle population cela représente "
                   "en {y}" + NB + "?"),
    ('en', 'formal', "What is the population of {r} region in {y}, excluding {d} department?"),
    ('en', 'informal', "{r} region minus {d} dept, population in {y}?"),
])
def region_minus_dept(rng, ctx):
    r = rng.choice([r for r in REGIONS if len(r['depts']) >= 3])
    d = rng.choice(r['depts'])
    y = rng.choice(range(2023, 2031))
    rest = [x for x in r['depts'] if x is not d]
    v = sum(x['pop'][y] for x in rest)
    return {'fill': {'r': ctx.pn(r['name']), 'd': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [v]},
            'why': f"{F_DEPT} pop_{y}: {r['name']} {r['pop'][y]} - {d['name']} {d['pop'][y]} = {v} "
                   f"(= " + ' + '.join(f"{x['name']} {x['pop'][y]}" for x in rest) + ')'}


@shape('compare', 'w3_three_depts', [
    ('fr', 'formal', "Parmi les départements de {ds}, lequel est le plus peuplé en {y}, et quelles "
                     "sont leurs populations respectives" + NB + "?"),
    ('fr', 'sms', "{ds} lequel a le + d hbts en {y}"),
    ('fr', 'informal', "entre {ds}, c'est lequel le plus peuplé en {y} ? donne les chiffres"),
    ('en', 'formal', "Of {ds} departments, which has the largest population in {y}? Give each "
                     "figure."),
    ('en', 'informal', "{ds}: which one's biggest in {y}, with numbers?"),
])
def three_depts(rng, ctx):
    ds = rng.sample(DEPTS, 3)
    y = rng.choice(range(2023, 2031))
    big = max(ds, key=lambda d: d['pop'][y])
    return {'fill': {'ds': join(ctx, [ctx.pn(d['name']) for d in ds]), 'y': y},
            'expect': {'numbers': [d['pop'][y] for d in ds], 'names': [key(big['name'])]},
            'why': f"{F_DEPT} pop_{y}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in ds) +
                   f"; largest {big['name']}."}


@shape('compare', 'w3_two_communes_pct', [
    ('fr', 'formal', "De combien la commune de {a} dépasse-t-elle celle de {b} au recensement de "
                     "2023, en nombre et en pourcentage" + NB + "?"),
    ('fr', 'informal', "{a} a combien d'habitants de plus que {b} (recensement 2023), et ça fait "
                       "combien en % ?"),
    ('fr', 'noacc', "ecart de population entre les communes de {a} et {b} en 2023, en valeur et en "
                    "%"),
    ('en', 'formal', "By how many people, and by what percentage, does {a} commune exceed {b} at "
                     "the 2023 census?"),
    ('en', 'typo', "how many more poeple in {a} than {b} commune, and in %? 2023 census"),
])
def two_communes_pct(rng, ctx):
    r = rng.choice(REGIONS)  # two communes of one region, as a planner compares them
    a, b = rng.sample([c for c in CLEAN_COMMUNES if c['region'] == r['name']], 2)
    if a['census']['_T'] < b['census']['_T']:
        a, b = b, a
    va, vb = a['census']['_T'], b['census']['_T']
    if va == vb:
        return None
    p = pct(va - vb, vb, 1)
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [va, vb, va - vb], 'approx_numbers': [[p, 0.02]]},
            'why': f"{F_SEX} _T: {a['name']} ({a['dept']}) {va}, {b['name']} ({b['dept']}) {vb}; "
                   f"difference {va - vb} = {p} % of {b['name']}."}


@shape('compare', 'w3_commune_census_proj', [
    ('fr', 'formal', "Pour la commune de {c}, quel écart entre le recensement de 2023 et la "
                     "projection de l'ANSD pour {y}" + NB + "?"),
    ('fr', 'sms', "{c} recensement 2023 vs projection {y} ecart"),
    ('fr', 'long', "Le maire de {c} cite un chiffre de population qui ne colle pas avec le nôtre. "
                   "Pouvez-vous me donner le recensement 2023 et la projection ANSD {y} de la "
                   "commune, et l'écart en %" + NB + "?"),
    ('en', 'formal', "For {c} commune, how does the 2023 census compare with ANSD's {y} projection?"),
    ('en', 'informal', "{c}: 2023 census vs {y} projection, difference and %?"),
])
def commune_census_proj(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    y = rng.choice(range(2025, 2031))
    v0, v1 = c['census']['_T'], c['proj'][y]
    return {'fill': {'c': ctx.pn(c['name']), 'y': y},
            'expect': {'numbers': [v0, v1, v1 - v0], 'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} ({c['dept']}) census 2023 {v0}; {F_PROJ} {y} {v1} "
                   f"(projection); difference {v1 - v0} ({pct(v1 - v0, v0, 1)} %)."}


@shape('compare', 'w3_ansd_proj_vs_ocha', [
    ('fr', 'formal', "Comparez la projection ANSD {y} et l'estimation OCHA 2020 pour le "
                     "département de {d}" + NB + ": quel écart" + NB + "?"),
    ('fr', 'informal', "{d} : OCHA disait combien en 2020 et l'ANSD projette combien pour {y} ?"),
    ('fr', 'abbr', "Dépt de {d}" + NB + ": pop. OCHA 2020 vs proj. ANSD {y}" + NB + "?"),
    ('en', 'formal', "Compare OCHA's 2020 estimate and ANSD's {y} projection for {d} department."),
    ('en', 'long', "Two partners use different baselines for {d} department — one OCHA 2020, one "
                   "ANSD's projection for {y}. What are the two figures and the gap?"),
])
def ansd_proj_vs_ocha(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in ('Pikine', 'Keur Massar')])
    o = ocha2_of(d['name'])
    y = rng.choice(range(2024, 2031))
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [o['Total'], d['pop'][y], abs(d['pop'][y] - o['Total'])],
                       'names': [key(d['name'])]},
            'why': f"{F_O2}: {o['name']} Total {o['Total']} (OCHA 2020, from the 2013 census); "
                   f"{F_DEPT} pop_{y} {d['pop'][y]} (ANSD projection from the 2023 census); "
                   f"gap {d['pop'][y] - o['Total']}."}


@shape('compare', 'w3_vul_two_regions', [
    ('fr', 'formal', "Comparez {a} et {b} sur {i1} et sur {i2} (EHCVM 2021-2022)."),
    ('fr', 'informal', "{a} vs {b} : {i1} et {i2}, ça donne quoi ?"),
    ('fr', 'typo', "comparaison {a} {b} pour {i1} et {i2}"),
    ('en', 'formal', "How do {a} and {b} regions compare on {i1} and on {i2}?"),
    ('en', 'informal', "{a} vs {b} — {i1}, {i2}?"),
])
def vul_two_regions(rng, ctx):
    a, b = rng.sample(sorted(VUL), 2)
    i1, i2 = rng.sample(VUL_IND, 2)
    w = 2 if ctx.lang == 'en' else 1
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b), 'i1': i1[w], 'i2': i2[w]},
            'expect': {'approx_numbers': [[VUL[a][i1[0]], 0.01], [VUL[b][i1[0]], 0.01],
                                          [VUL[a][i2[0]], 0.01], [VUL[b][i2[0]], 0.01]],
                       'names': [key(a), key(b)]},
            'why': f"{F_VUL}: {i1[0]} {a} {VUL[a][i1[0]]}, {b} {VUL[b][i1[0]]}; {i2[0]} {a} "
                   f"{VUL[a][i2[0]]}, {b} {VUL[b][i2[0]]}."}

