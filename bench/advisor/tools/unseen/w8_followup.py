"""Eighth wave, kind `follow_up` (2-3 turns): a department's census, then a projected year; a
region's women, then its men; people to shelter, then toilets for them; one region's food
insecurity, then another's; a department, then its share of the region; an event's affected,
then its deaths; a region's top departments, then their total; a commune, then a second one to
compare; a region in one year, then in 2030 and the growth; health posts, then per 10,000; a
department, then its households, then water for all of them; an actor, then its parent
ministry."""
from .data import (CLEAN_COMMUNES, DEPTS, EVENT, F_DEPT, F_EV, F_HC, F_REG, F_SEX, F_VUL, HEALTH,
                   REGION, REGIONS, VUL)
from .w8_common import (DEP_REGIONS, F_STD, HH_SIZE, commune_w, de_w, dept_w, fixed, pct,
                        region_w, shape)

FM = 'food_insecurity_moderate_or_severe_pct'


@shape('follow_up', 'w8_fu_census_then_year', [
    ('fr', 'formal', ["Quelle est la population {de_dw} au recensement de 2023 ?",
                      "Et en {y} ?"]),
    ('fr', 'sms', ["pop {dw} 2023 ?", "et {y} ?"]),
    ('en', 'informal', ["{dw} population at the census?", "what about {y}?"]),
])
def census_then_year(rng, ctx):
    d = rng.choice(DEPTS)
    y = rng.choice(range(2025, 2031))
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw),
                     'y': y},
            'expect': {'numbers': [d['pop'][y]]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} (turn 1: 2023 {d['pop'][2023]})."}


@shape('follow_up', 'w8_fu_women_then_men', [
    ('fr', 'formal', ["Combien de femmes compte {rw} au recensement de 2023 ?",
                      "Et combien d'hommes ?"]),
    ('en', 'formal', ["How many women does {rw} have at the 2023 census?", "And men?"]),
])
def women_then_men(rng, ctx):
    r = REGION[rng.choice(['Kolda', 'Kédougou', rng.choice(REGIONS)['name']])]
    return {'fill': {'rw': region_w(ctx, r['name'])}, 'expect': {'numbers': [r['census']['M']]},
            'why': f"{F_SEX} sum of {r['name']}'s departments: M {r['census']['M']} (turn 1: F "
                   f"{r['census']['F']})."}


@shape('follow_up', 'w8_fu_water_then_toilets', [
    ('fr', 'formal', ["Combien d'eau par jour faut-il pour {n} personnes déplacées ?",
                      "Et combien de latrines pour elles dans la phase initiale ?"]),
    ('fr', 'informal', ["{n} déplacés, il faut combien d'eau par jour ?",
                        "ok et les toilettes au début de la crise ?"]),
    ('en', 'formal', ["How much water a day do {n} displaced people need?",
                      "And how many toilets for them in the first phase?"]),
])
def water_then_toilets(rng, ctx):
    n = rng.randrange(600, 9000, 10)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [-(-n // 50)]},
            'why': f"{F_STD} SAN-01 1 per 50 (first phase): ceil({n} / 50) = {-(-n // 50)} (turn "
                   f"1: WAT-01 15 L x {n} = {n * 15} L)."}


@shape('follow_up', 'w8_fu_fi_then_region', [
    ('fr', 'formal', ["Quel est le taux d'insécurité alimentaire modérée ou sévère dans la région "
                      "de {a} ?", "Et dans celle de {b} ?"]),
    ('en', 'informal', ["moderate or severe food insecurity in {a} region?", "and {b}?"]),
])
def fi_then_region(rng, ctx):
    a, b = rng.sample(sorted(VUL), 2)
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)}, 'expect': {'numbers': [VUL[b][FM]]},
            'why': f"{F_VUL} {FM}: {b} {VUL[b][FM]} (turn 1: {a} {VUL[a][FM]})."}


@shape('follow_up', 'w8_fu_dept_then_share', [
    ('fr', 'formal', ["Combien d'habitants compte {dw} en {y} ?",
                      "Quelle part de sa région cela représente-t-il ?"]),
    ('en', 'formal', ["How many people live in {dw} in {y}?",
                      "What share of its region is that?"]),
])
def dept_then_share(rng, ctx):
    d = rng.choice([d for d in DEPTS if len(REGION[d['region']]['depts']) > 1])
    y = rng.choice(range(2023, 2031))
    r = REGION[d['region']]
    v = pct(d['pop'][y], r['pop'][y])
    return {'fill': {'dw': dept_w(ctx, d['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_DEPT} {d['name']} {y} {d['pop'][y]} / {F_REG} {r['name']} {r['pop'][y]} = "
                   f"{v} %."}


E20 = EVENT['SEN-2020-01']
fixed('follow_up', 'w8_fu_2020_affected_then_deaths', [
    ('fr', 'formal', ["Combien de personnes les inondations de septembre 2020 ont-elles "
                      "touchées ?", "Et combien de morts ?"]),
    ('en', 'informal', ["how many people were hit by the sept 2020 floods?", "deaths?"]),
], {'numbers': [E20['deaths']]},
    f"{F_EV} SEN-2020-01 deaths {E20['deaths']} (turn 1: people_affected "
    f"{E20['people_affected']}).")


@shape('follow_up', 'w8_fu_top_then_total', [
    ('fr', 'formal', ["Quels sont les deux départements les plus peuplés de {rw} en {y} ?",
                      "Combien d'habitants font-ils ensemble ?"]),
    ('en', 'formal', ["Which are the two most populous departments of {rw} in {y}?",
                      "How many people do they have together?"]),
])
def top_then_total(rng, ctx):
    r = rng.choice(DEP_REGIONS)
    y = rng.choice(range(2023, 2031))
    a, b = sorted(r['depts'], key=lambda d: -d['pop'][y])[:2]
    return {'fill': {'rw': region_w(ctx, r['name']), 'y': y},
            'expect': {'numbers': [a['pop'][y] + b['pop'][y]]},
            'why': f"{F_DEPT} {y}: {a['name']} {a['pop'][y]} + {b['name']} {b['pop'][y]} = "
                   f"{a['pop'][y] + b['pop'][y]}."}


@shape('follow_up', 'w8_fu_commune_then_compare', [
    ('fr', 'informal', ["combien d'habitants dans {ca} au recensement ?", "compare avec {b}"]),
    ('en', 'formal', ["How many people live in {ca} at the census?", "Compare it with {b}."]),
])
def commune_then_compare(rng, ctx):
    a, b = rng.sample([c for c in CLEAN_COMMUNES if c['census']['_T'] > 10000], 2)
    return {'fill': {'ca': commune_w(ctx, a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [a['census']['_T'], b['census']['_T']]},
            'why': f"{F_SEX} {a['name']} {a['census']['_T']}, {b['name']} {b['census']['_T']}."}


@shape('follow_up', 'w8_fu_year_then_2030_growth', [
    ('fr', 'formal', ["Quelle est la population de {rw} en {y} ?",
                      "Et en 2030 ? De combien aura-t-elle augmenté ?"]),
    ('fr', 'abbr', ["Pop. {rw} {y} ?", "Et 2030, hausse en nb d'hab. ?"]),
    ('en', 'formal', ["What is the population of {rw} in {y}?",
                      "And in 2030? By how much will it have grown?"]),
])
def year_then_2030_growth(rng, ctx):
    r = rng.choice(REGIONS)
    y = rng.choice(range(2023, 2028))
    g = r['pop'][2030] - r['pop'][y]
    return {'fill': {'rw': region_w(ctx, r['name']), 'y': y},
            'expect': {'numbers': [r['pop'][2030], g]},
            'why': f"{F_REG} {r['name']} 2030 {r['pop'][2030]} - {y} {r['pop'][y]} = {g}."}


@shape('follow_up', 'w8_fu_posts_then_rate', [
    ('fr', 'formal', ["Combien de postes de santé y a-t-il dans {rw} ?",
                      "Et pour 10 000 habitants, avec la population de 2023 ?"]),
    ('en', 'informal', ["health posts in {rw}?", "per 10k people (2023 pop)?"]),
])
def posts_then_rate(rng, ctx):
    r = rng.choice(REGIONS)
    n = HEALTH[r['name']]['poste de sante'][0]
    v = round(n / r['pop'][2023] * 10000, 3)
    return {'fill': {'rw': region_w(ctx, r['name'])}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_HC} {r['name']} {n} / {F_REG} 2023 {r['pop'][2023]} x 10,000 = {v}."}


SIZED = [d for d in DEPTS if d['region'] in HH_SIZE]


@shape('follow_up', 'w8_fu_dept_households_water', [
    ('fr', 'formal', ["Quelle est la population {de_dw} en 2023 ?",
                      "Combien de ménages cela fait-il avec la taille moyenne des ménages de la "
                      "région ?",
                      "Et combien d'eau par jour au minimum pour toute cette population ?"]),
    ('en', 'formal', ["What is the 2023 population of {dw}?",
                      "How many households is that at the region's average household size?",
                      "And how much water a day at least for all those people?"]),
])
def dept_households_water(rng, ctx):
    d = rng.choice(SIZED)
    p = d['pop'][2023]
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw)},
            'expect': {'approx_numbers': [[p * 15, 0.01]]},
            'why': f"{F_DEPT} {d['name']} {p} (households {p / HH_SIZE[d['region']]:.0f} at "
                   f"{HH_SIZE[d['region']]}) x {F_STD} WAT-01 15 L = {p * 15} L/day."}


fixed('follow_up', 'w8_fu_onas_then_ministry', [
    ('fr', 'formal', ["Que fait l'ONAS en cas d'inondation ?", "Et de quel ministère dépend-il ?"]),
    ('en', 'formal', ["What does ONAS do in floods?", "Which ministry is it under?"]),
], {'pattern': '(hydraulique|eau et (de l.)?assainissement|water and sanitation)'},
    "response/senegal_response_actors.csv ACT-16 ONAS parent_ministry_as_of: Ministère de l'Eau "
    "et de l'Assainissement (2022); presumably Ministère de l'Hydraulique et de l'Assainissement "
    "since 2024.")
