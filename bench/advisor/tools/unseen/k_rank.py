"""Kinds `rank_threshold` and `compare`."""
from .core import shape
from .data import (COMMUNES, DEPTS, F_AREA, F_DEPT, F_HC, F_PROJ, F_REG, F_SEX, F_VUL, HEALTH,
                   REGION, REGIONS, SUSPECT_PROJ, VUL, key, ocha1_for, ocha2_for)

ORD_FR = {'most': 'les plus', 'least': 'les moins'}


@shape('rank_threshold', 'top_depts', [
    ('fr', 'formal', "Quels sont les {n} départements {m} peuplés du Sénégal en {y} ?"),
    ('fr', 'sms', "top {n} dept {m} peuples {y}"),
    ('fr', 'noacc', "Classement : les {n} départements {m} peuplés en {y}."),
    ('fr', 'typo', "quels sont les {n} départements {m} peuplés en {y}"),
    ('en', 'formal', "Which are the {n} {m} populated departments of Senegal in {y}?"),
    ('en', 'informal', "{n} {m} populated departments, {y}?"),
    ('en', 'long', "To pre-position relief stock we rank departments by size. Which are the {n} {m} "
                   "populated departments in {y}?"),
], n=2)
def top_depts(rng, ctx):
    n, y, desc = rng.choice([3, 4, 5]), rng.choice(range(2023, 2031)), rng.random() < 0.6
    ds = sorted(DEPTS, key=lambda d: d['pop'][y], reverse=desc)[:n]
    m = ('les plus' if desc else 'les moins') if ctx.lang == 'fr' else ('most' if desc else 'least')
    return {'fill': {'n': n, 'y': y, 'm': m},
            'expect': {'numbers': [d['pop'][y] for d in ds], 'names': [key(d['name']) for d in ds]},
            'why': f"{F_DEPT} sorted by pop_{y} ({'desc' if desc else 'asc'}): " +
                   ', '.join(f"{d['name']} {d['pop'][y]}" for d in ds) + '.'}


@shape('rank_threshold', 'region_depts_rank', [
    ('fr', 'formal', "Classe les départements de la région de {r} du plus au moins peuplé en {y}."),
    ('fr', 'informal', "dans la région de {r}, c'est quoi le département le plus peuplé en {y} ?"),
    ('fr', 'long', "Je coordonne les stocks de la Croix-Rouge pour la région de {r}. Quel en est le "
                   "département le plus peuplé en {y} ?"),
    ('en', 'formal', "Which department of {r} region is the most populated in {y}?"),
    ('en', 'typo', "rank the departments of {r} region by population in {y}"),
], n=2)
def region_depts_rank(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    ds = sorted(r['depts'], key=lambda d: -d['pop'][y])
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [ds[0]['pop'][y]], 'names': [key(ds[0]['name'])]},
            'why': f"{F_DEPT} {r['name']} departments by pop_{y}: " +
                   ', '.join(f"{d['name']} {d['pop'][y]}" for d in ds) + '.'}


@shape('rank_threshold', 'densest', [
    ('fr', 'formal', "Quels sont les {n} départements les plus denses en {y} ?"),
    ('en', 'formal', "Which {n} departments have the highest population density in {y}?"),
    ('en', 'informal', "top {n} densest departments {y}"),
], n=2)
def densest(rng, ctx):
    n, y = rng.choice([3, 4]), rng.choice([2023, 2025, 2030])
    ds = sorted(DEPTS, key=lambda d: -d['pop'][y] / d['area'])[:n]
    return {'fill': {'n': n, 'y': y},
            'expect': {'names': [key(d['name']) for d in ds],
                       'approx_numbers': [[round(ds[0]['pop'][y] / ds[0]['area'], 1), 0.01]]},
            'why': f"{F_DEPT} pop_{y} / {F_AREA} area_km2, descending: " +
                   ', '.join(f"{d['name']} {d['pop'][y] / d['area']:.1f}" for d in ds) + '.'}


@shape('rank_threshold', 'top_communes', [
    ('fr', 'formal', "Quelles sont les {n} communes les plus peuplées du département de {d} au "
                     "recensement de 2023 ?"),
    ('fr', 'sms', "{n} communes les + peuplees dept {d} rgph 2023"),
    ('en', 'formal', "Which are the {n} most populated communes of {d} department at the 2023 census?"),
], n=2)
def top_communes(rng, ctx):
    d = rng.choice([d for d in DEPTS if sum(c['dept'] == d['name'] for c in COMMUNES) >= 4])
    n = 3
    cs = sorted([c for c in COMMUNES if c['dept'] == d['name']], key=lambda c: -c['census']['_T'])[:n]
    return {'fill': {'n': n, 'd': ctx.pn(d['name'])},
            'expect': {'numbers': [c['census']['_T'] for c in cs], 'names': [key(c['name']) for c in cs]},
            'why': f"{F_SEX} communes of {d['name']} by _T 2023: " +
                   ', '.join(f"{c['name']} {c['census']['_T']}" for c in cs) + '.'}


@shape('rank_threshold', 'depts_over', [
    ('fr', 'formal', "Quels départements comptent plus de {t} habitants en {y} ?"),
    ('fr', 'abbr', "Dept > {t} hab. en {y} ?"),
    ('fr', 'noacc', "Quels departements depassent {t} habitants en {y} ?"),
    ('en', 'formal', "Which departments have more than {t} inhabitants in {y}?"),
    ('en', 'typo', "which departments have over {t} people in {y}"),
    ('en', 'informal', "departments over {t} people in {y}?"),
], n=2)
def depts_over(rng, ctx):
    y = rng.choice(range(2023, 2031))
    t = rng.choice([700000, 800000, 900000, 1000000])
    ds = [d for d in DEPTS if d['pop'][y] > t]
    if not 1 <= len(ds) <= 6:
        return None
    return {'fill': {'t': ctx.nf(t), 'y': y},
            'expect': {'numbers': [d['pop'][y] for d in ds], 'names': [key(d['name']) for d in ds]},
            'why': f"{F_DEPT} pop_{y} > {t}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in ds) + '.'}


@shape('rank_threshold', 'regions_under', [
    ('fr', 'formal', "Quelles régions ont moins de {t} habitants en {y} ?"),
    ('en', 'formal', "Which regions have fewer than {t} inhabitants in {y}?"),
], n=2)
def regions_under(rng, ctx):
    y = rng.choice(range(2023, 2031))
    t = rng.choice([800000, 1000000, 1200000])
    rs = [r for r in REGIONS if r['pop'][y] < t]
    if not 1 <= len(rs) <= 6:
        return None
    return {'fill': {'t': ctx.nf(t), 'y': y},
            'expect': {'numbers': [r['pop'][y] for r in rs], 'names': [key(r['name']) for r in rs]},
            'why': f"{F_REG} pop_{y} < {t}: " + ', '.join(f"{r['name']} {r['pop'][y]}" for r in rs) + '.'}


VFR = {'food_insecurity_severe_pct': ("d'insécurité alimentaire sévère", 'severe food insecurity'),
       'food_insecurity_moderate_or_severe_pct': ("d'insécurité alimentaire modérée ou sévère",
                                                  'moderate or severe food insecurity'),
       'households_with_shock_last_3y_pct': ('de ménages ayant subi un choc ces 3 dernières années',
                                             'households hit by a shock in the last 3 years'),
       'drinking_water_access_households_pct': ("d'accès des ménages à l'eau potable",
                                                'household access to drinking water'),
       'electricity_access_households_pct': ("d'accès des ménages à l'électricité",
                                             'household access to electricity')}


@shape('rank_threshold', 'vul_top', [
    ('fr', 'formal', "Quelles sont les {n} régions avec le taux {i} le plus {hl} ?"),
    ('fr', 'informal', "top {n} des régions, taux {i} le plus {hl} ?"),
    ('en', 'formal', "Which {n} regions have the {hl} rate of {i}?"),
], n=2)
def vul_top(rng, ctx):
    i, n, hi = rng.choice(sorted(VFR)), rng.choice([2, 3]), rng.random() < 0.6
    rs = sorted(VUL, key=lambda r: VUL[r][i], reverse=hi)[:n]
    if len({VUL[r][i] for r in rs}) < n or VUL[rs[-1]][i] == sorted(VUL.values(), key=lambda v: v[i], reverse=hi)[n][i]:
        return None
    hl = ('élevé' if hi else 'faible') if ctx.lang == 'fr' else ('highest' if hi else 'lowest')
    return {'fill': {'n': n, 'i': VFR[i][0 if ctx.lang == 'fr' else 1], 'hl': hl},
            'expect': {'numbers': [VUL[r][i] for r in rs], 'names': [key(r) for r in rs]},
            'why': f"{F_VUL} {i} {'desc' if hi else 'asc'}: " + ', '.join(f"{r} {VUL[r][i]}" for r in rs) + '.'}


@shape('rank_threshold', 'health_top', [
    ('fr', 'formal', "Quelles sont les 3 régions qui ont le plus de postes de santé ?"),
    ('en', 'formal', "Which 3 regions have the most health posts?"),
], n=1)
def health_top(rng, ctx):
    rs = sorted(HEALTH, key=lambda r: -HEALTH[r]['poste de sante'][0])[:3]
    return {'fill': {}, 'expect': {'numbers': [HEALTH[r]['poste de sante'][0] for r in rs],
                                   'names': [key(r) for r in rs]},
            'why': f"{F_HC} poste de sante n_facilities desc: " +
                   ', '.join(f"{r} {HEALTH[r]['poste de sante'][0]}" for r in rs) + '.'}


@shape('compare', 'regions_multi', [
    ('fr', 'formal', "Compare les régions de {a} et de {b} : population en 2023 et nombre de postes "
                     "de santé."),
    ('fr', 'sms', "compar {a} et {b} (regions) pop 2023 + postes d sante"),
    ('fr', 'long', "On doit répartir des kits entre les régions de {a} et de {b}. Peux-tu comparer "
                   "leur population en 2023 et leur nombre de postes de santé ?"),
    ('en', 'formal', "Compare {a} and {b} regions: population in 2023 and number of health posts."),
    ('en', 'long', "We must split kits between {a} and {b} regions. Could you compare their 2023 "
                   "population and their number of health posts?"),
    ('en', 'informal', "{a} vs {b} regions - 2023 population and health posts?"),
], n=2)
def regions_multi(rng, ctx):
    a, b = rng.sample(REGIONS, 2)
    pa, pb = HEALTH[a['name']]['poste de sante'][0], HEALTH[b['name']]['poste de sante'][0]
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [a['pop'][2023], b['pop'][2023], pa, pb],
                       'names': [key(a['name']), key(b['name'])]},
            'why': f"{F_REG} 2023: {a['name']} {a['pop'][2023]}, {b['name']} {b['pop'][2023]}; {F_HC} "
                   f"poste de sante: {pa}, {pb}."}


@shape('compare', 'vul_two', [
    ('fr', 'formal', "Compare l'insécurité alimentaire sévère entre les régions de {a} et de {b}."),
    ('en', 'formal', "Compare severe food insecurity between {a} and {b} regions."),
], n=2)
def vul_two(rng, ctx):
    a, b = rng.sample(sorted(VUL), 2)
    i = 'food_insecurity_severe_pct'
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'numbers': [VUL[a][i], VUL[b][i]], 'names': [key(a), key(b)]},
            'why': f"{F_VUL} {i}: {a} {VUL[a][i]}, {b} {VUL[b][i]}."}


@shape('compare', 'census_vs_proj', [
    ('fr', 'formal', "Pour le département de {d}, compare le chiffre du recensement 2023 et la "
                     "projection pour {y}."),
    ('fr', 'abbr', "Dept {d} : RGPH-5 (2023) vs proj. {y} ?"),
    ('fr', 'typo', "recensement 2023 et projection {y} pour le département de {d}, compare"),
    ('en', 'formal', "For {d} department, compare the 2023 census count with the {y} projection."),
    ('en', 'informal', "{d} dept: census 2023 vs projection {y}?"),
], n=2)
def census_vs_proj(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2025, 2031))
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][2023], d['pop'][y]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} pop_2023 (census) {d['pop'][2023]}, pop_{y} (projection) {d['pop'][y]}."}


@shape('compare', 'ansd_vs_ocha', [
    ('fr', 'formal', "Pour le département de {d}, compare l'estimation OCHA 2020 et le recensement "
                     "ANSD de 2023. Pourquoi sont-ils différents ?"),
    ('fr', 'informal', "OCHA 2020 vs ANSD 2023 pour {d} (département), ça donne quoi ?"),
    ('fr', 'noacc', "Departement de {d} : chiffre OCHA 2020 et recensement ANSD 2023 ?"),
    ('en', 'formal', "For {d} department, compare OCHA's 2020 estimate with the ANSD 2023 census."),
    ('en', 'typo', "ANSD vs OCHA population figures for {d} department"),
], n=2)
def ansd_vs_ocha(rng, ctx):
    d = rng.choice([d for d in DEPTS if ocha2_for(d['name'])])
    o = ocha2_for(d['name'])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [o['Total'], d['pop'][2023]], 'names': [key(d['name'])]},
            'why': f"population/sen_admpop_adm2_2020.csv {o['name']} Total {o['Total']} (OCHA 2020, from "
                   f"the 2013 census); {F_DEPT} pop_2023 {d['pop'][2023]} (RGPH-5)."}


@shape('compare', 'ansd_vs_ocha_region', [
    ('fr', 'formal', "Région de {r} : chiffre OCHA 2020 contre recensement ANSD 2023 ?"),
    ('en', 'formal', "{r} region: OCHA 2020 figure versus the ANSD 2023 census?"),
], n=2)
def ansd_vs_ocha_region(rng, ctx):
    r = rng.choice(REGIONS)
    o = ocha1_for(r['name'])
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [o['Total'], r['pop'][2023]], 'names': [key(r['name'])]},
            'why': f"population/sen_admpop_adm1_2020.csv {o['name']} Total {o['Total']}; {F_REG} "
                   f"pop_2023 {r['pop'][2023]}."}


SWAPPED = [c for c in COMMUNES if c['code'] in SUSPECT_PROJ and not c['dup']]


@shape('compare', 'swapped_census_proj', [
    ('fr', 'formal', "Pour la commune de {c}, le recensement 2023 et la projection ANSD pour 2023 "
                     "donnent-ils le même chiffre ?"),
    ('en', 'formal', "For the commune of {c}, do the 2023 census and ANSD's 2023 projection give "
                     "the same figure?"),
], n=2)
def swapped_census_proj(rng, ctx):
    c = rng.choice(SWAPPED)
    return {'fill': {'c': ctx.pn(c['name'])},
            'expect': {'numbers': [c['census']['_T'], c['proj'][2023]], 'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['code']} census {c['census']['_T']}; {F_PROJ} 2023 {c['proj'][2023]}: "
                   f"they differ, the projection row is swapped as published (data/README)."}
