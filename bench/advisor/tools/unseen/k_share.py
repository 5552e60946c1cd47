"""Kinds `share_rate` (shares, per 1,000 / 10,000, % geolocated, density) and `sum_parts`."""
from .core import shape
from .data import (AREAS, CLEAN_COMMUNES, DEPT, DEPTS, F_AREA, F_DEPT, F_EVA, F_HC, F_REG, F_SEX,
                   HEALTH, NATIONAL, REGION, REGIONS, key, ocha2_for)
from .k_value import FT, ftype


@shape('share_rate', 'region_national', [
    ('fr', 'formal', "Quelle part de la population nationale vit dans la région de {r} en {y} ?"),
    ('fr', 'informal', "la région de {r}, ça pèse combien de % de la population du pays en {y} ?"),
    ('fr', 'sms', "% pop nationale region {r} {y}"),
    ('fr', 'long', "Pour un plaidoyer auprès des bailleurs, je veux savoir quelle part de la "
                   "population du Sénégal vit dans la région de {r} en {y}."),
    ('en', 'formal', "What share of Senegal's population lives in {r} region in {y}?"),
    ('en', 'typo', "percentage of the national population in {r} region in {y}"),
], n=2)
def region_national(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    v = round(r['pop'][y] / NATIONAL[y] * 100, 2)
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG}: {r['name']} pop_{y} {r['pop'][y]} / national {NATIONAL[y]} (sum of "
                   f"{F_DEPT}) = {v} %."}


@shape('share_rate', 'dept_region', [
    ('fr', 'formal', "Quelle est la part du département de {d} dans la population de sa région en {y} ?"),
    ('fr', 'abbr', "Part (%) du dept de {d} ds sa rég. en {y} ?"),
    ('en', 'formal', "What share of its region's population does {d} department hold in {y}?"),
    ('en', 'long', "Our regional office splits supplies by population. What percentage of its "
                   "region's people live in {d} department in {y}?"),
], n=2)
def dept_region(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    r = REGION[d['region']]
    v = round(d['pop'][y] / r['pop'][y] * 100, 2)
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} pop_{y} {d['pop'][y]} / {r['name']} {r['pop'][y]} = {v} %."}


PA2020 = [a for a in AREAS if a['event_id'] == 'SEN-2020-01' and a['metric'] == 'people_affected']


@shape('share_rate', 'affected_per_1000', [
    ('fr', 'formal', "Combien de personnes affectées pour 1 000 habitants dans le département de {d} "
                     "lors des inondations de septembre 2020 ?"),
    ('fr', 'sms', "taux d sinistres pr 1000 hbts a {d} inondations 2020"),
    ('en', 'formal', "How many people were affected per 1,000 inhabitants in {d} department in the "
                     "September 2020 floods?"),
    ('en', 'informal', "{d} 2020 floods: affected per 1000 people?"),
], n=2)
def affected_per_1000(rng, ctx):
    a = rng.choice(PA2020)
    d = DEPT[a['adm2_name']]
    o = ocha2_for(d['name'])
    r23 = round(a['value'] / d['pop'][2023] * 1000, 2)
    opts = [r23] + ([round(a['value'] / o['Total'] * 1000, 2)] if o else [])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'any_numbers': [opts], 'names': [key(d['name'])]},
            'why': f"{F_EVA}: SEN-2020-01 {d['name']} people_affected {a['value']}; per 1,000 of the "
                   f"2023 census {d['pop'][2023]} = {r23}" +
                   (f", or of OCHA 2020 {o['Total']} = {opts[1]}" if o else '') + ' (either denominator).'}


PER = {'poste de sante': 10000, 'centre de sante': 100000, 'hopital': 1000000}


@shape('share_rate', 'facilities_per_n', [
    ('fr', 'formal', "Combien de {t} pour {per} habitants dans la région de {r} ?"),
    ('fr', 'informal', "ratio {t} pour {per} habitants, région de {r} ?"),
    ('en', 'formal', "How many {t} per {per} inhabitants are there in {r} region?"),
    ('en', 'typo', "{t} per {per} people in {r} region"),
], n=2)
def facilities_per_n(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    t = rng.choice([t for t in PER if t in HEALTH[r]])
    n, per = HEALTH[r][t][0], PER[t]
    v = round(n / REGION[r]['pop'][2023] * per, 3)
    return {'fill': {'r': ctx.pn(r), 't': ftype(ctx, t), 'per': ctx.nf(per)},
            'expect': {'approx_numbers': [[v, 0.03]], 'names': [key(r)]},
            'why': f"{F_HC}: {r} {t} n_facilities {n} / {F_REG} pop_2023 {REGION[r]['pop'][2023]} "
                   f"x {per:,} = {v}."}


@shape('share_rate', 'geolocated_pct', [
    ('fr', 'formal', "Quel pourcentage des {t} de la région de {r} est géolocalisé ?"),
    ('fr', 'sms', "% {t} geolocalises region {r}"),
    ('en', 'formal', "What percentage of the {t} in {r} region are geolocated?"),
    ('en', 'informal', "share of geolocated {t} in {r} region?"),
], n=2)
def geolocated_pct(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    t = rng.choice([t for t in FT if t in HEALTH[r]])
    n, g = HEALTH[r][t]
    v = round(g / n * 100, 2)
    return {'fill': {'r': ctx.pn(r), 't': ftype(ctx, t)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_HC}: {r} {t}: n_geolocated {g} / n_facilities {n} = {v} %."}


@shape('share_rate', 'women_share', [
    ('fr', 'formal', "Quelle est la part des femmes dans la population de la commune de {c} au "
                     "recensement de 2023 ?"),
    ('en', 'formal', "What share of the population of the commune of {c} were women at the 2023 census?"),
], n=2)
def women_share(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    v = round(c['census']['F'] / c['census']['_T'] * 100, 2)
    return {'fill': {'c': ctx.pn(c['name'])},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: {c['code']} F {c['census']['F']} / _T {c['census']['_T']} = {v} %."}


@shape('share_rate', 'density', [
    ('fr', 'formal', "Quelle est la densité de population du département de {d} en {y} ?"),
    ('fr', 'abbr', "Densité (hab./km²) dept {d} {y} ?"),
    ('fr', 'typo', "densité de population du département de {d} en {y}"),
    ('en', 'formal', "What is the population density of {d} department in {y}?"),
    ('en', 'typo', "population density of {d} departmnet in {y}"),
    ('en', 'informal', "people per km2 in {d} dept, {y}?"),
], n=2)
def density(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    v = round(d['pop'][y] / d['area'], 2)
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} pop_{y} {d['pop'][y]} / {F_AREA} area_km2 {d['area']} = {v} /km²."}


@shape('sum_parts', 'region_depts', [
    ('fr', 'formal', "Quel est le total de la population des départements de la région de {r} en "
                     "{y} ? Donne le détail par département."),
    ('fr', 'sms', "total pop d tt les dept d la region {r} en {y} + detail"),
    ('fr', 'noacc', "Somme des populations des departements de la region de {r} en {y}, avec le detail ?"),
    ('en', 'formal', "What is the total population of the departments of {r} region in {y}, "
                     "department by department?"),
    ('en', 'informal', "add up the departments of {r} region for {y}, with each one"),
], n=2)
def region_depts(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [r['pop'][y]] + [d['pop'][y] for d in r['depts']],
                       'names': [key(d['name']) for d in r['depts']]},
            'why': f"{F_DEPT} pop_{y}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in r['depts'])
                   + f"; sum = {r['pop'][y]}."}


@shape('sum_parts', 'region_women', [
    ('fr', 'formal', "Combien de femmes au total dans les départements de la région de {r} au "
                     "recensement de 2023 ?"),
    ('fr', 'sms', "total femmes d tt les dept region {r} rgph 2023"),
    ('fr', 'long', "Pour une action ciblant les femmes dans la région de {r}, combien de femmes au "
                   "total dans ses départements au recensement de 2023 ?"),
    ('en', 'informal', "women across all departments of {r} region, 2023 census, total?"),
    ('en', 'formal', "How many women in total across the departments of {r} region at the 2023 census?"),
], n=2)
def region_women(rng, ctx):
    r = rng.choice([REGION['Kolda'], REGION['Kédougou']] + REGIONS[:3])
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [r['census']['F']], 'names': [key(r['name'])]},
            'why': f"{F_SEX}: sum of F over the departments of {r['name']} = {r['census']['F']} "
                   f"(never the region row: Kolda/Kedougou rows swapped)."}


@shape('sum_parts', 'affected_2020', [
    ('fr', 'formal', "Additionne les personnes affectées par département lors des inondations de "
                     "septembre 2020 : quel total obtient-on ?"),
    ('fr', 'informal', "si on fait la somme des sinistrés des départements touchés en 2020, ça donne combien ?"),
    ('en', 'formal', "Summing the people affected over the departments hit by the September 2020 "
                     "floods, what total do you get?"),
    ('en', 'typo', "total people affected over all departments, 2020 floods, department by department"),
], n=1)
def affected_2020(rng, ctx):
    rows = [a for a in PA2020]
    tot = sum(a['value'] for a in rows)
    return {'fill': {}, 'expect': {'numbers': [tot]},
            'why': f"{F_EVA}: SEN-2020-01 people_affected " + ', '.join(
                f"{a['adm2_name']} {a['value']}" for a in rows) + f" = {tot} (one source, so summable)."}


@shape('sum_parts', 'houses_2024', [
    ('fr', 'formal', "Au total, combien de maisons inondées dans les départements de Dakar, "
                     "Rufisque, Guédiawaye et Diourbel le 16 septembre 2024 ?"),
    ('en', 'formal', "In total, how many houses were flooded in Dakar, Rufisque, Guédiawaye and "
                     "Diourbel departments on 16 September 2024?"),
], n=1)
def houses_2024_sum(rng, ctx):
    rows = [a for a in AREAS if a['event_id'] == 'SEN-2024-01']
    tot = sum(a['value'] for a in rows)
    return {'fill': {}, 'expect': {'numbers': [tot]},
            'why': f"{F_EVA}: SEN-2024-01 houses_flooded " + ', '.join(
                f"{a['adm2_name']} {a['value']}" for a in rows) + f" = {tot} (of 4900 nationally)."}


@shape('sum_parts', 'posts_two_regions', [
    ('fr', 'formal', "Combien de postes de santé au total dans les régions de {a} et de {b} ?"),
    ('fr', 'sms', "total postes d sante {a} + {b}"),
    ('fr', 'long', "On mutualise les équipes des régions de {a} et de {b} : combien de postes de "
                   "santé au total dans les deux régions ?"),
    ('fr', 'noacc', "Nombre total de postes de sante dans les regions de {a} et {b} ?"),
    ('en', 'formal', "How many health posts are there in total in {a} and {b} regions?"),
], n=2)
def posts_two(rng, ctx):
    a, b = rng.sample(sorted(HEALTH), 2)
    na, nb = HEALTH[a]['poste de sante'][0], HEALTH[b]['poste de sante'][0]
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)}, 'expect': {'numbers': [na + nb]},
            'why': f"{F_HC}: poste de sante {a} {na} + {b} {nb} = {na + nb}."}
