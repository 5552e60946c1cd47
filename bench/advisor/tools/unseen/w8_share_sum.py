"""Eighth wave, kinds `share_rate` and `sum_parts`: a region's share of the country in a year, a
department's share of its region, women's share of a region (Kolda and Kédougou from their
departments), people affected per 1,000 in September 2020 (2023 census or OCHA 2020), health
posts per 10,000, the share of facilities geolocated, density, men per 100 women, a region's
share of the country's health posts; the departments of a region added up, two regions
together, women of two departments, September 2020's affected in the Dakar departments, the
houses flooded on 16 September 2024 named by department against the national total, a
department's communes counted and added, a region without one department, and three facility
types added in a region."""
from .data import (COMMUNES, DEPTS, EVENT, F_DEPT, F_EV, F_EVA, F_HC, F_REG, F_SEX, HEALTH,
                   NATIONAL, REGION, REGIONS, ocha2_of)
from .w6_common import AFF20, HOUSES24, OCHA_NOT_COMPARABLE
from .w8_common import DEP_REGIONS, REGION_OF, de_w, dept_w, fixed, pct, region_w, shape

F_O2 = 'population/sen_admpop_adm2_2020.csv'


@shape('share_rate', 'w8_sh_region_national', [
    ('fr', 'formal', "Quelle part de la population sénégalaise vit dans {rw} en {y} ?"),
    ('fr', 'sms', "{rw} c koi son poids ds la pop du senegal en {y} (en %) ?"),
    ('en', 'formal', "What share of Senegal's population lives in {rw} in {y}?"),
    ('en', 'typo', "% of senegal poeple living in {rw} in {y}?"),
])
def region_national(rng, ctx):
    r = rng.choice(REGIONS)
    y = rng.choice(range(2023, 2031))
    v = pct(r['pop'][y], NATIONAL[y], 3)
    return {'fill': {'rw': region_w(ctx, r['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} / national {NATIONAL[y]} = {v} %."}


@shape('share_rate', 'w8_sh_dept_in_region', [
    ('fr', 'formal', "Quel poids {dw} représente-t-il dans la population de sa région en {y} ?"),
    ('fr', 'noacc', "part du dept {d} dans sa region en {y}, en pourcentage"),
    ('en', 'formal', "What share of its region's population does {dw} hold in {y}?"),
])
def dept_in_region(rng, ctx):
    d = rng.choice([d for d in DEPTS if len(REGION[d['region']]['depts']) > 1])
    y = rng.choice(range(2023, 2031))
    r = REGION[d['region']]
    v = pct(d['pop'][y], r['pop'][y], 2)
    return {'fill': {'dw': dept_w(ctx, d['name']), 'd': ctx.pn(d['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_DEPT} {d['name']} {d['pop'][y]} / {F_REG} {r['name']} {r['pop'][y]} = "
                   f"{v} %."}


@shape('share_rate', 'w8_sh_women_region', [
    ('fr', 'sms', "% d femmes ds {rw} au recensement 2023 ?"),
    ('en', 'informal', "{rw}: what % of people are women (2023 census)?"),
])
def women_region(rng, ctx):
    r = REGION[rng.choice(['Kolda', 'Kédougou', rng.choice(REGIONS)['name']])]
    v = pct(r['census']['F'], r['census']['_T'], 2)
    return {'fill': {'rw': region_w(ctx, r['name'])}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_SEX} sums of {r['name']}'s departments: F {r['census']['F']} / "
                   f"{r['census']['_T']} = {v} %."}


@shape('share_rate', 'w8_sh_affected_per_1000_2020', [
    ('fr', 'formal', "Rapporté à sa population, combien de personnes pour 1 000 habitants les "
                     "inondations de septembre 2020 ont-elles touchées dans {dw} ?"),
    ('en', 'formal', "Per 1,000 inhabitants, how many people did the September 2020 floods "
                     "affect in {dw}?"),
    ('fr', 'informal', "sept 2020 : dans {dw}, ça fait combien de sinistrés pour 1000 habitants "
                       "?"),
])
def affected_per_1000(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] in AFF20 and d['name'] not in
                    OCHA_NOT_COMPARABLE])
    a, o = AFF20[d['name']], ocha2_of(d['name'])
    v1, v2 = round(a / d['pop'][2023] * 1000, 2), round(a / o['Total'] * 1000, 2)
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'any_numbers': [[v1, v2, round(v1, 1), round(v2, 1)]]},
            'why': f"{F_EVA} SEN-2020-01 {d['name']} {a} / {F_DEPT} 2023 {d['pop'][2023]} x 1000 "
                   f"= {v1}; or / {F_O2} {o['Total']} = {v2}."}


@shape('share_rate', 'w8_sh_posts_per_10000', [
    ('fr', 'formal', "Combien de postes de santé pour 10 000 habitants compte {rw} (population "
                     "de 2023) ?"),
    ('fr', 'abbr', "Ratio PS / 10 000 hab., {rw}, pop. 2023 ?"),
    ('en', 'formal', "How many health posts per 10,000 inhabitants does {rw} have (2023 "
                     "population)?"),
])
def posts_per_10000(rng, ctx):
    r = rng.choice(REGIONS)
    n = HEALTH[r['name']]['poste de sante'][0]
    v = round(n / r['pop'][2023] * 10000, 3)
    return {'fill': {'rw': region_w(ctx, r['name'])}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_HC} {r['name']} poste de sante {n} / {F_REG} pop_2023 {r['pop'][2023]} x "
                   f"10,000 = {v}."}


@shape('share_rate', 'w8_sh_geolocated_pct', [
    ('fr', 'informal', "{rw} : c'est quel pourcentage des structures de santé qui sont "
                       "géolocalisées ?"),
    ('en', 'informal', "{rw}: what % of health facilities have GPS coordinates?"),
])
def geolocated_pct(rng, ctx):
    r = rng.choice(REGIONS)['name']
    n = sum(a for a, b in HEALTH[r].values())
    g = sum(b for a, b in HEALTH[r].values())
    n2 = sum(a for t, (a, b) in HEALTH[r].items() if t != 'autre')
    g2 = sum(b for t, (a, b) in HEALTH[r].items() if t != 'autre')
    if abs(pct(g, n) - pct(g2, n2)) > 1:
        return None
    return {'fill': {'rw': region_w(ctx, r)}, 'expect': {'approx_numbers': [[pct(g, n), 0.02]]},
            'why': f"{F_HC} {r}: geolocated {g} / {n} facilities = {pct(g, n)} % (without "
                   f"'autre': {pct(g2, n2)} %)."}


@shape('share_rate', 'w8_sh_density_dept', [
    ('fr', 'formal', "Quelle est la densité de population {de_dw} en 2023 (habitants au km²) ?"),
    ('fr', 'sms', "densite {dw} hbts/km2 ?"),
    ('en', 'formal', "What is the population density of {dw} in 2023, per km²?"),
])
def density_dept(rng, ctx):
    d = rng.choice(DEPTS)
    v = round(d['pop'][2023] / d['area'], 1)
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw)},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_DEPT} {d['name']} 2023 {d['pop'][2023]} / area {d['area']} km² "
                   f"(admin/sen_adm2_departements46_simplified.geojson) = {v}."}


@shape('share_rate', 'w8_sh_sex_ratio_region', [
    ('fr', 'noacc', "combien d'hommes pour 100 femmes dans {rw} en 2023 ?"),
    ('en', 'informal', "{rw}: men per 100 women, 2023 census?"),
])
def sex_ratio_region(rng, ctx):
    r = rng.choice(REGIONS)
    v = round(r['census']['M'] / r['census']['F'] * 100, 2)
    return {'fill': {'rw': region_w(ctx, r['name'])}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_SEX} sums of {r['name']}'s departments: M {r['census']['M']} / F "
                   f"{r['census']['F']} x 100 = {v}."}


_POSTS = sum(HEALTH[r]['poste de sante'][0] for r in HEALTH)


@shape('share_rate', 'w8_sh_region_posts_share', [
    ('fr', 'formal', "Quelle part des postes de santé du pays se trouve dans {rw} ?"),
    ('en', 'informal', "what share of the country's health posts are in {rw}?"),
])
def region_posts_share(rng, ctx):
    r = rng.choice(REGIONS)['name']
    n = HEALTH[r]['poste de sante'][0]
    return {'fill': {'rw': region_w(ctx, r)},
            'expect': {'approx_numbers': [[pct(n, _POSTS), 0.02]], 'numbers': [n]},
            'why': f"{F_HC} {r} {n} of {_POSTS} health posts nationally = {pct(n, _POSTS)} %."}


@shape('sum_parts', 'w8_sum_depts_region', [
    ('fr', 'formal', "Pouvez-vous détailler la population de chaque département de {rw} en {y}, "
                     "avec le total ?"),
    ('fr', 'informal', "les départements de {rw} en {y}, chacun et le total ?"),
    ('en', 'formal', "Break down {rw}'s {y} population by department, with the total."),
    ('en', 'typo', "populaton of each department of {rw} in {y} + total"),
])
def depts_region(rng, ctx):
    r = rng.choice(DEP_REGIONS)
    y = rng.choice(range(2023, 2031))
    return {'fill': {'rw': region_w(ctx, r['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y] for d in r['depts']] + [r['pop'][y]]},
            'why': f"{F_DEPT} {y}: " + ' + '.join(f"{d['name']} {d['pop'][y]}" for d in r['depts'])
                   + f" = {r['pop'][y]}."}


@shape('sum_parts', 'w8_sum_two_regions', [
    ('fr', 'formal', "Quelle est la population cumulée des régions de {a} et de {b} en {y} ?"),
    ('fr', 'sms', "{a} + {b} (regions) pop {y} total ?"),
    ('en', 'formal', "What is the combined population of {a} and {b} regions in {y}?"),
])
def two_regions(rng, ctx):
    a, b = rng.sample(REGIONS, 2)
    y = rng.choice(range(2023, 2031))
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'numbers': [a['pop'][y] + b['pop'][y]]},
            'why': f"{F_REG} {y}: {a['name']} {a['pop'][y]} + {b['name']} {b['pop'][y]} = "
                   f"{a['pop'][y] + b['pop'][y]}."}


@shape('sum_parts', 'w8_sum_women_two_depts', [
    ('fr', 'typo', "Combien de femmes au total dans les départements de {a} et de {b} au "
                   "recensement de 2023 ?"),
    ('en', 'informal', "total women in {a} and {b} departments, 2023 census?"),
])
def women_two_depts(rng, ctx):
    a, b = rng.sample(DEPTS, 2)
    v = a['census']['F'] + b['census']['F']
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])}, 'expect': {'numbers': [v]},
            'why': f"{F_SEX} F: {a['name']} {a['census']['F']} + {b['name']} {b['census']['F']} "
                   f"= {v}."}


_DK20 = {d: v for d, v in AFF20.items() if REGION_OF[d] == 'Dakar'}
assert sum(AFF20.values()) == EVENT['SEN-2020-01']['people_affected']
fixed('sum_parts', 'w8_sum_2020_dakar_depts', [
    ('fr', 'formal', "Pour les inondations de septembre 2020, combien de sinistrés au total dans "
                     "les départements de la région de Dakar, d'après le tableau de la FICR ?"),
    ('fr', 'informal', "sept 2020, région de Dakar : total des personnes affectées en "
                       "additionnant les départements ?"),
    ('en', 'formal', "For the September 2020 floods, how many people were affected in total "
                     "across the departments of Dakar region, per the IFRC table?"),
], {'numbers': [sum(_DK20.values())]},
    f"{F_EVA} SEN-2020-01 people_affected: " + ' + '.join(f"{d} {v}" for d, v in _DK20.items())
    + f" = {sum(_DK20.values())} (Thiès {AFF20.get('Thiès')} is in Thiès region).")

_H24 = sum(HOUSES24.values())
fixed('sum_parts', 'w8_sum_2024_houses_named', [
    ('fr', 'formal', "Pour les pluies du 16 septembre 2024, combien de maisons inondées les "
                     "départements cités totalisent-ils, et combien au niveau national ?"),
    ('en', 'informal', "16 sept 2024 rains: houses flooded in the departments named, added up, "
                       "vs the national figure?"),
], {'numbers': [_H24, EVENT['SEN-2024-01']['houses_flooded']]},
    f"{F_EVA} SEN-2024-01 houses_flooded " + ' + '.join(f"{d} {v}" for d, v in HOUSES24.items())
    + f" = {_H24}; {F_EV} national {EVENT['SEN-2024-01']['houses_flooded']} (the named "
    "departments are part of it).")


@shape('sum_parts', 'w8_sum_communes_dept', [
    ('fr', 'formal', "Combien de communes compte {dw}, et quelle population totalisent-elles au "
                     "recensement de 2023 ?"),
    ('en', 'long', "I'm mapping local councils for a WASH project. How many communes are in "
                   "{dw}, and how many people do they add up to at the 2023 census?"),
])
def communes_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if len([c for c in COMMUNES if c['dept'] == d['name']]) <= 12])
    cs = [c for c in COMMUNES if c['dept'] == d['name']]
    tot = sum(c['census']['_T'] for c in cs)
    assert tot == d['census']['_T'], d['name']
    return {'fill': {'dw': dept_w(ctx, d['name'])}, 'expect': {'numbers': [len(cs), tot]},
            'why': f"{F_SEX}: {len(cs)} communes of {d['name']} (ANSD code list), total {tot} = "
                   "the department's census figure."}


@shape('sum_parts', 'w8_sum_region_without_dept', [
    ('fr', 'abbr', "Pop. {rw} en {y}, hors dépt de {d} ?"),
    ('en', 'informal', "{rw} minus {d} dept, population in {y}?"),
])
def region_without_dept(rng, ctx):
    r = rng.choice(DEP_REGIONS)
    d = rng.choice(r['depts'])
    y = rng.choice(range(2023, 2031))
    v = r['pop'][y] - d['pop'][y]
    return {'fill': {'rw': region_w(ctx, r['name']), 'd': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [v]},
            'why': f"{F_REG} {r['name']} {y} {r['pop'][y]} - {F_DEPT} {d['name']} {d['pop'][y]} = "
                   f"{v}."}


@shape('sum_parts', 'w8_sum_three_types_region', [
    ('fr', 'formal', "Combien d'hôpitaux, de centres de santé et de postes de santé au total "
                     "dans {rw} ?"),
    ('fr', 'abbr', "Total hôpitaux + CS + PS, {rw} ?"),
    ('en', 'formal', "How many hospitals, health centres and health posts in total in {rw}?"),
])
def three_types_region(rng, ctx):
    r = rng.choice(REGIONS)['name']
    ts = ('hopital', 'centre de sante', 'poste de sante')
    v = sum(HEALTH[r][t][0] for t in ts)
    return {'fill': {'rw': region_w(ctx, r)}, 'expect': {'numbers': [v]},
            'why': f"{F_HC} {r}: " + ' + '.join(f"{t} {HEALTH[r][t][0]}" for t in ts) + f" = {v}."}

