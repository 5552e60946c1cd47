"""Second wave, kinds `compare` (two places on one or two measures, census vs projection, ANSD vs
OCHA 2020) and `ocha2020` (OCHA COD-PS 2020 age bands and sex)."""
from .core import shape
from .data import (BANDS, DEPTS, F_DEPT, F_HC, F_REG, F_SEX, HEALTH, OCHA_NOT_COMPARABLE,
                   REGION, REGIONS, key, ocha1_for, ocha2_of)
from .w2_common import NB, dept_pairs, pct

F_O1 = 'population/sen_admpop_adm1_2020.csv'
F_O2 = 'population/sen_admpop_adm2_2020.csv'


@shape('compare', 'w2_two_depts', [
    ('fr', 'formal', "Entre les départements de {a} et de {b}, lequel est le plus peuplé en {y}, "
                     "et avec quel écart" + NB + "?"),
    ('fr', 'informal', "{a} ou {b}, c'est lequel le plus grand en population en {y} ? et de "
                       "combien ?"),
    ('fr', 'sms', "{a} vs {b} pop {y} lekel + grand et d cb"),
    ('fr', 'long', "On doit répartir deux équipes entre les départements de {a} et de {b}. Lequel "
                   "a le plus de monde en {y}, et quelle est la différence (avec les deux "
                   "chiffres)" + NB + "?"),
    ('en', 'formal', "Which department has more people in {y}, {a} or {b}, and by how much?"),
    ('en', 'informal', "{a} vs {b} departments, {y} population: which is bigger and by how much?"),
    ('en', 'long', "For a stock split between {a} and {b} departments, please compare their {y} "
                   "populations: both figures and the gap."),
])
def two_depts(rng, ctx):
    a, b = dept_pairs(rng, same_region=rng.random() < 0.5)
    y = rng.choice(range(2023, 2031))
    pa, pb = a['pop'][y], b['pop'][y]
    big = a if pa > pb else b
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'numbers': [pa, pb, abs(pa - pb)], 'names': [key(a['name']), key(b['name'])]},
            'why': f"{F_DEPT} pop_{y}: {a['name']} {pa}, {b['name']} {pb}; {big['name']} is bigger "
                   f"by {abs(pa - pb)}."}


@shape('compare', 'w2_regions_pop_posts', [
    ('fr', 'formal', "Comparez les régions de {a} et de {b} sur deux points" + NB + ": la "
                     "population au recensement de 2023 et le nombre de postes de santé."),
    ('fr', 'informal', "{a} et {b} : combien d'habitants en 2023 et combien de postes de santé "
                       "chacune ?"),
    ('fr', 'abbr', "Rég. {a} vs rég. {b} : pop. 2023 + nb de postes de santé ?"),
    ('en', 'formal', "Compare {a} and {b} regions on their 2023 census population and their number "
                     "of health posts."),
    ('en', 'informal', "{a} vs {b}: people in 2023 and health posts, for each?"),
])
def regions_pop_posts(rng, ctx):
    a, b = rng.sample(sorted(HEALTH), 2)
    pa, pb = REGION[a]['pop'][2023], REGION[b]['pop'][2023]
    na, nb = HEALTH[a]['poste de sante'][0], HEALTH[b]['poste de sante'][0]
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'numbers': [pa, pb, na, nb], 'names': [key(a), key(b)]},
            'why': f"{F_REG} pop_2023 (sum of departments): {a} {pa}, {b} {pb}; {F_HC} poste de "
                   f"sante n_facilities: {a} {na}, {b} {nb}."}


@shape('compare', 'w2_census_vs_projection', [
    ('fr', 'formal', "Pour le département de {d}, quel écart y a-t-il entre le chiffre du "
                     "recensement de 2023 et la projection de l'ANSD pour {y}" + NB + "?"),
    ('fr', 'informal', "{d} : recensement 2023 vs projection {y}, ça donne quoi ?"),
    ('fr', 'noacc', "difference entre le recensement 2023 et la projection {y} pour le "
                    "departement de {d}"),
    ('en', 'formal', "For {d} department, how does the 2023 census count compare with ANSD's "
                     "projection for {y}?"),
    ('en', 'typo', "census 2023 versus projected {y} population for {d} department, and the "
                   "difference"),
])
def census_vs_projection(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2025, 2031))
    c, p = d['pop'][2023], d['pop'][y]
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [c, p, p - c], 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} pop_2023 {c} (RGPH-5 census) vs pop_{y} {p} (ANSD "
                   f"projection): +{p - c}."}


@shape('compare', 'w2_ansd_vs_ocha_dept', [
    ('fr', 'formal', "Pour le département de {d}, que donnent le recensement ANSD de 2023 et "
                     "l'estimation OCHA 2020" + NB + "? Mettez les deux chiffres côte à côte."),
    ('fr', 'informal', "{d} : le chiffre ANSD 2023 et celui d'OCHA 2020, c'est combien chacun ?"),
    ('fr', 'long', "Dans la base du cluster on trouve les chiffres OCHA 2020, alors que la "
                   "préfecture cite le RGPH-5. Pour le département de {d}, quelles sont les deux "
                   "valeurs" + NB + "?"),
    ('en', 'formal', "What population does ANSD's 2023 census give for {d} department, and what "
                     "did OCHA's 2020 figures give?"),
    ('en', 'informal', "{d}: ANSD 2023 vs OCHA 2020 population?"),
])
def ansd_vs_ocha_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in OCHA_NOT_COMPARABLE and ocha2_of(d['name'])])
    o = ocha2_of(d['name'])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['pop'][2023], o['Total']], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} pop_2023 {d['name']} {d['pop'][2023]} (RGPH-5 census) vs {F_O2} "
                   f"{o['name']} Total {o['Total']} (OCHA COD-PS 2020, projected from the 2013 "
                   f"census); two sources, shown side by side, never summed."}


@shape('compare', 'w2_ansd_vs_ocha_women', [
    ('fr', 'formal', "Combien de femmes dans la région de {r} selon le RGPH-5 de 2023, et combien "
                     "selon les projections OCHA 2020" + NB + "?"),
    ('fr', 'sms', "femmes region {r} : rgph 2023 et ocha 2020 stp"),
    ('en', 'formal', "How many women live in {r} region according to the 2023 census, and "
                     "according to OCHA's 2020 projections?"),
    ('en', 'long', "Our gender analysis for {r} region mixes sources. Give me the number of women "
                   "from the 2023 census and from OCHA 2020, separately."),
])
def ansd_vs_ocha_women(rng, ctx):
    r = rng.choice([REGION['Kolda'], REGION['Kédougou']] + REGIONS)
    o = ocha1_for(r['name'])
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [r['census']['F'], o['Female']], 'names': [key(r['name'])]},
            'why': f"{F_SEX}: F summed over the departments of {r['name']} = {r['census']['F']} "
                   f"(never the region row: Kolda/Kedougou swapped); {F_O1} {o['name']} Female "
                   f"{o['Female']}."}


@shape('ocha2020', 'w2_under5_dept', [
    ('fr', 'formal', "Combien d'enfants de moins de 5 ans compte le département de {d} selon les "
                     "estimations OCHA 2020" + NB + "?"),
    ('fr', 'informal', "les moins de 5 ans à {d}, t'as un chiffre (OCHA 2020) ?"),
    ('fr', 'sms', "nb enfants - 5 ans dept {d} ocha 2020"),
    ('en', 'formal', "How many children under five are there in {d} department according to OCHA's "
                     "2020 estimates?"),
    ('en', 'informal', "under-5s in {d} dept, OCHA 2020?"),
])
def under5_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if ocha2_of(d['name'])])
    o = ocha2_of(d['name'])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [o['T_00_04']], 'names': [key(d['name'])]},
            'why': f"{F_O2}: {o['name']} T_00_04 = {o['T_00_04']} (OCHA COD-PS 2020; age bands are "
                   f"not in the ANSD 2023 files)."}


@shape('ocha2020', 'w2_elderly_region', [
    ('fr', 'formal', "Combien de personnes de {a} ans et plus vivent dans la région de {r} d'après "
                     "OCHA 2020" + NB + "?"),
    ('fr', 'long', "Pour cibler les personnes âgées lors des évacuations dans la région de {r}, "
                   "combien d'habitants ont {a} ans ou plus selon les données OCHA 2020" + NB + "?"),
    ('fr', 'noacc', "personnes agees de {a} ans et plus, region de {r}, OCHA 2020"),
    ('en', 'formal', "How many people aged {a} and over live in {r} region according to OCHA 2020?"),
    ('en', 'typo', "number of people {a} and older in {r} region OCHA 2020"),
])
def elderly_region(rng, ctx):
    r = rng.choice(REGIONS)
    o = ocha1_for(r['name'])
    a = rng.choice([60, 65, 70])
    bands = BANDS[a // 5:]
    v = sum(o[b] for b in bands)
    return {'fill': {'r': ctx.pn(r['name']), 'a': a},
            'expect': {'numbers': [v], 'names': [key(r['name'])]},
            'why': f"{F_O1}: {o['name']} " + ' + '.join(f"{b} {o[b]}" for b in bands) + f" = {v}."}


@shape('ocha2020', 'w2_under15_share', [
    ('fr', 'formal', "Quelle part de la population du département de {d} a moins de 15 ans selon "
                     "OCHA 2020" + NB + "?"),
    ('fr', 'informal', "% des moins de 15 ans à {d} (OCHA 2020) ?"),
    ('en', 'formal', "What share of {d} department's population is under 15, per OCHA 2020?"),
    ('en', 'informal', "under-15 share in {d}, OCHA 2020?"),
])
def under15_share(rng, ctx):
    d = rng.choice([d for d in DEPTS if ocha2_of(d['name'])])
    o = ocha2_of(d['name'])
    u = o['T_00_04'] + o['T_05_09'] + o['T_10_14']
    v = pct(u, o['Total'])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_O2}: {o['name']} (T_00_04 + T_05_09 + T_10_14) {u} / Total {o['Total']} = "
                   f"{v} %."}
