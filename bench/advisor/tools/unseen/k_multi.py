"""Kinds `multi_part` (2-3 asks in one question) and `follow_up` (2-3 turns)."""
import math

from .core import shape
from .data import (CLEAN_COMMUNES, DEPTS, EVENT, F_AREA, F_DEPT, F_EV, F_HC, F_REG, F_SEX, F_STD,
                   F_VUL, HEALTH, REGIONS, VUL, key, strip)
from .k_needs import NS


@shape('multi_part', 'pop_posts_elec', [
    ('fr', 'formal', "Pour la région de {r} : population en {y}, nombre de postes de santé et taux "
                     "d'accès à l'électricité ?"),
    ('fr', 'sms', "region {r}: pop {y}, postes d sante, acces electricite stp"),
    ('en', 'formal', "For {r} region: population in {y}, number of health posts and household "
                     "access to electricity?"),
    ('en', 'informal', "{r} region - {y} pop, health posts, electricity access?"),
], n=2)
def pop_posts_elec(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    p, e = HEALTH[r['name']]['poste de sante'][0], VUL[r['name']]['electricity_access_households_pct']
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [r['pop'][y], p, e], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]}; {F_HC} poste de sante {p}; {F_VUL} "
                   f"electricity {e}."}


@shape('multi_part', 'pop_area_density', [
    ('fr', 'formal', "Quelle est la superficie du département de {d}, sa population en 2023 et sa densité ?"),
    ('fr', 'abbr', "Dept {d} : superf., pop. 2023 et densité ?"),
    ('fr', 'typo', "superficie, population 2023 et densité du département de {d}"),
    ('en', 'formal', "What are the area, the 2023 population and the density of {d} department?"),
], n=2)
def pop_area_density(rng, ctx):
    d = rng.choice(DEPTS)
    dens = round(d['pop'][2023] / d['area'], 2)
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['pop'][2023]], 'approx_numbers': [[d['area'], 0.005], [dens, 0.01]],
                       'names': [key(d['name'])]},
            'why': f"{F_AREA} {d['name']} area_km2 {d['area']}; {F_DEPT} pop_2023 {d['pop'][2023]}; "
                   f"density {dens}."}


@shape('multi_part', 'event_toll', [
    ('fr', 'formal', "Pour les inondations de septembre 2020 : combien de morts, de personnes "
                     "déplacées et de maisons détruites ?"),
    ('en', 'formal', "For the September 2020 floods: how many deaths, people displaced and houses destroyed?"),
    ('en', 'informal', "sept 2020 floods - deaths, displaced, houses destroyed?"),
], n=1)
def event_toll(rng, ctx):
    e = EVENT['SEN-2020-01']
    vals = [e['deaths'], e['people_displaced'], e['houses_destroyed_or_collapsed']]
    return {'fill': {}, 'expect': {'numbers': vals},
            'why': f"{F_EV}: SEN-2020-01 deaths {vals[0]}, people_displaced {vals[1]}, houses_destroyed {vals[2]}."}


@shape('multi_part', 'needs_three', [
    ('fr', 'formal', "Pour {n} personnes déplacées, quels besoins quotidiens en eau (15 L), combien "
                     "de toilettes en première phase et quelle surface d'abri couverte ?"),
    ('fr', 'informal', "{n} déplacés : eau par jour, latrines et m² d'abri, ça fait combien ?"),
    ('fr', 'long', "Une école de la commune accueille {n} personnes déplacées. Il me faut trois "
                   "chiffres : l'eau par jour, les toilettes en première phase et la surface d'abri couverte."),
    ('en', 'formal', "For {n} displaced people: daily water (15 L standard), first-phase toilets "
                     "and covered shelter area?"),
    ('en', 'long', "A school is hosting {n} displaced people. I need three numbers: water per day, "
                   "toilets for the first phase and covered shelter space."),
], n=2)
def needs_three(rng, ctx):
    n = rng.choice(NS)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [[n * 15, n * 15 / 1000]],
                       'approx_numbers': [[math.ceil(n / 50), 0.01], [n * 3.5, 0.01]]},
            'why': f"{F_STD}: WAT-01 {n} x 15 = {n * 15} L; SAN-01 {n}/50 = {math.ceil(n / 50)}; "
                   f"SHE-01 {n} x 3.5 = {n * 3.5:g} m2."}


@shape('multi_part', 'commune_sex_total', [
    ('fr', 'formal', "Pour la commune de {c} au recensement de 2023 : population totale, femmes et hommes ?"),
    ('en', 'formal', "For the commune of {c} at the 2023 census: total population, women and men?"),
], n=2)
def commune_sex_total(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    v = [c['census'][s] for s in ('_T', 'F', 'M')]
    return {'fill': {'c': ctx.pn(c['name'])}, 'expect': {'numbers': v, 'names': [key(c['name'])]},
            'why': f"{F_SEX}: {c['code']} _T/F/M = {v}."}


@shape('multi_part', 'vul_two_measures', [
    ('fr', 'formal', "Dans la région de {r}, quel est l'accès à l'eau potable et le taux "
                     "d'insécurité alimentaire sévère ?"),
    ('en', 'formal', "In {r} region, what are drinking water access and the severe food insecurity rate?"),
    ('en', 'informal', "{r} region: water access + severe food insecurity?"),
], n=2)
def vul_two_measures(rng, ctx):
    r = rng.choice(sorted(VUL))
    v = [VUL[r]['drinking_water_access_households_pct'], VUL[r]['food_insecurity_severe_pct']]
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'numbers': v, 'names': [key(r)]},
            'why': f"{F_VUL} {r}: water {v[0]}, severe food insecurity {v[1]}."}


@shape('multi_part', 'pop_two_years_growth', [
    ('fr', 'formal', "Population du département de {d} en {a} et en {b}, et la croissance en % ?"),
    ('en', 'formal', "Population of {d} department in {a} and {b}, and the growth in %?"),
], n=2)
def pop_two_years_growth(rng, ctx):
    d, a, b = rng.choice(DEPTS), 2023, rng.choice(range(2026, 2031))
    g = round((d['pop'][b] - d['pop'][a]) / d['pop'][a] * 100, 2)
    return {'fill': {'d': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'numbers': [d['pop'][a], d['pop'][b]], 'approx_numbers': [[g, 0.03]],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} {d['pop'][a]} -> {d['pop'][b]}: +{g} %."}


# --- follow-ups ----------------------------------------------------------------------------------
@shape('follow_up', 'year', [
    ('fr', 'formal', ["Quelle est la population du département de {d} en {a} ?", "Et en {b} ?"]),
    ('fr', 'sms', ["pop dept {d} {a}", "et en {b}"]),
    ('fr', 'typo', ["population du département de {d} en {a}", "et pour {b}"]),
    ('fr', 'long', ["Je prépare le plan ORSEC départemental de {d}. Quelle est sa population en {a} ?",
                    "Et en {b} ?"]),
    ('en', 'formal', ["What is the population of {d} department in {a}?", "And in {b}?"]),
    ('en', 'informal', ["{d} dept pop {a}?", "what about {b}?"]),
], n=2)
def fu_year(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = rng.sample(range(2023, 2031), 2)
    return {'fill': {'d': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'numbers': [d['pop'][b]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{b} = {d['pop'][b]} (place carried over)."}


@shape('follow_up', 'place', [
    ('fr', 'formal', ["Combien d'habitants dans la région de {a} en {y} ?", "Et dans celle de {b} ?"]),
    ('fr', 'informal', ["population région {a} en {y} ?", "et {b} ?"]),
    ('en', 'formal', ["How many people live in {a} region in {y}?", "And in {b} region?"]),
    ('en', 'typo', ["how many people live in {a} region in {y}", "and {b} region"]),
], n=2)
def fu_place(rng, ctx):
    ra, rb = rng.sample(REGIONS, 2)
    y = rng.choice(range(2023, 2031))
    return {'fill': {'a': ctx.pn(ra['name']), 'b': ctx.pn(rb['name']), 'y': y},
            'expect': {'numbers': [rb['pop'][y]], 'names': [key(rb['name'])]},
            'why': f"{F_REG} {rb['name']} pop_{y} = {rb['pop'][y]} (year carried over)."}


@shape('follow_up', 'measure', [
    ('fr', 'formal', ["Quelle est la population de la région de {r} en 2023 ?", "Et combien de postes de santé ?"]),
    ('fr', 'sms', ["pop region {r} 2023", "et les postes d sante ?"]),
    ('fr', 'noacc', ["Population de la region de {r} en 2023 ?", "Et le nombre de postes de sante ?"]),
    ('en', 'formal', ["What is the population of {r} region in 2023?", "And how many health posts?"]),
    ('en', 'informal', ["{r} region population 2023", "health posts there?"]),
], n=2)
def fu_measure(rng, ctx):
    r = rng.choice(REGIONS)
    p = HEALTH[r['name']]['poste de sante'][0]
    return {'fill': {'r': ctx.pn(r['name'])}, 'expect': {'numbers': [p], 'names': [key(r['name'])]},
            'why': f"{F_HC} {r['name']} poste de sante n_facilities = {p} (place carried over)."}


@shape('follow_up', 'compare', [
    ('fr', 'formal', ["Population du département de {a} en {y} ?", "Compare avec {b}."]),
    ('en', 'formal', ["Population of {a} department in {y}?", "Compare with {b}."]),
    ('en', 'long', ["I'm preparing the rainy-season plan for {a} department. What is its population in {y}?",
                    "Now compare it with {b}."]),
    ('en', 'typo', ["population of {a} department {y}", "compare it with {b}"]),
], n=2)
def fu_compare(rng, ctx):
    da, db = rng.sample(DEPTS, 2)
    if strip(db['name']).replace('-', ' ') in {strip(r['name']).replace('-', ' ') for r in REGIONS}:
        return None  # "compare with Louga" after a department: Louga is also a region
    y = rng.choice(range(2023, 2031))
    return {'fill': {'a': ctx.pn(da['name']), 'b': ctx.pn(db['name']), 'y': y},
            'expect': {'numbers': [da['pop'][y], db['pop'][y]], 'names': [key(da['name']), key(db['name'])]},
            'why': f"{F_DEPT} pop_{y}: {da['name']} {da['pop'][y]}, {db['name']} {db['pop'][y]}."}


@shape('follow_up', 'water_for_them', [
    ('fr', 'formal', ["Combien de personnes ont été déplacées par {e} ?", "Et pour l'eau ?"]),
    ('fr', 'informal', ["cb de déplacés avec {e} ?", "et en eau il leur faut combien par jour ?"]),
    ('fr', 'sms', ["cb d deplaces avec {e}", "et pr l eau ?"]),
    ('en', 'formal', ["How many people were displaced by {e}?", "And how much water do they need?"]),
    ('en', 'informal', ["people displaced by {e}?", "and water for them?"]),
], n=2)
def fu_water(rng, ctx):
    eid = rng.choice(['SEN-2020-01', 'SEN-2019-01', 'SEN-2024-02'])
    n = EVENT[eid]['people_displaced']
    e = {'SEN-2020-01': ("les inondations de septembre 2020", "the September 2020 floods"),
         'SEN-2019-01': ("les inondations de septembre 2019", "the September 2019 floods"),
         'SEN-2024-02': ("la crue du fleuve de 2024", "the 2024 river flood")}[eid][0 if ctx.lang == 'fr' else 1]
    return {'fill': {'e': e}, 'expect': {'any_numbers': [[n * 15, n * 15 / 1000]]},
            'why': f"{F_EV} {eid} people_displaced {n}; {F_STD} WAT-01 15 L/person/day -> {n * 15} L/day."}


@shape('follow_up', 'women', [
    ('fr', 'formal', ["Quelle est la population de la commune de {c} au recensement de 2023 ?", "Et combien de femmes ?"]),
    ('en', 'formal', ["What was the population of the commune of {c} at the 2023 census?", "The same for women."]),
], n=2)
def fu_women(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    return {'fill': {'c': ctx.pn(c['name'])}, 'expect': {'numbers': [c['census']['F']], 'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['code']} F = {c['census']['F']}."}


@shape('follow_up', 'per_department', [
    ('fr', 'formal', ["Population de la région de {r} en {y} ?", "Et par département ?"]),
    ('en', 'formal', ["Population of {r} region in {y}?", "Per department?"]),
], n=2)
def fu_per_dept(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y] for d in r['depts']], 'names': [key(d['name']) for d in r['depts']]},
            'why': f"{F_DEPT} pop_{y}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in r['depts']) + '.'}


@shape('follow_up', 'three_turns', [
    ('fr', 'formal', ["Population de la région de {a} en {y1} ?", "Et en {y2} ?", "Compare avec la région de {b}."]),
    ('en', 'formal', ["Population of {a} region in {y1}?", "And in {y2}?", "Compare with {b} region."]),
], n=2)
def fu_three(rng, ctx):
    ra, rb = rng.sample(REGIONS, 2)
    y1, y2 = rng.sample(range(2023, 2031), 2)
    return {'fill': {'a': ctx.pn(ra['name']), 'b': ctx.pn(rb['name']), 'y1': y1, 'y2': y2},
            'expect': {'numbers': [ra['pop'][y2], rb['pop'][y2]], 'names': [key(ra['name']), key(rb['name'])]},
            'why': f"{F_REG} pop_{y2}: {ra['name']} {ra['pop'][y2]}, {rb['name']} {rb['pop'][y2]}."}


@shape('follow_up', 'needs_switch', [
    ('fr', 'formal', ["De combien d'eau par jour ont besoin {n} personnes sinistrées ?", "Et combien de toilettes en première phase ?"]),
    ('en', 'formal', ["How much water per day do {n} affected people need?", "And how many first-phase toilets?"]),
], n=2)
def fu_needs(rng, ctx):
    n = rng.choice(NS)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'approx_numbers': [[math.ceil(n / 50), 0.01]]},
            'why': f"{F_STD} SAN-01 1 per 50 -> {n}/50 = {math.ceil(n / 50)} (people carried over)."}


@shape('follow_up', 'vul_switch', [
    ('fr', 'formal', ["Quel est l'accès à l'eau potable des ménages dans la région de {r} ?", "Et l'accès à l'électricité ?"]),
    ('en', 'formal', ["What is household access to drinking water in {r} region?", "And to electricity?"]),
], n=2)
def fu_vul(rng, ctx):
    r = rng.choice(sorted(VUL))
    v = VUL[r]['electricity_access_households_pct']
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'numbers': [v], 'names': [key(r)]},
            'why': f"{F_VUL} {r} electricity_access_households_pct = {v}."}
