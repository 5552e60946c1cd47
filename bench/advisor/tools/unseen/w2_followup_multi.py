"""Second wave, kinds `follow_up` (2-3 turns switching the place, the year, the measure or the
operation; "and water for them?") and `multi_part` (two or three measures in one question)."""
from .core import shape
from .data import (AREAS, DEPTS, EVENT, F_DEPT, F_EV, F_EVA, F_HC, F_REG, F_SEX, F_STD,
                   F_VUL, HEALTH, REGION, REGIONS, VUL, key, ocha2_of, std_value)
from .w2_common import EV_LABEL, NB, dept_pairs, pct, years

F_O2 = 'population/sen_admpop_adm2_2020.csv'


@shape('follow_up', 'w2_fu_place', [
    ('fr', 'formal', ["Quelle est la population du département de {a} en {y}" + NB + "?",
                      "Et celle de {b}" + NB + "?"]),
    ('fr', 'sms', ["pop dept {a} {y} ?", "et {b} ?"]),
    ('fr', 'informal', ["combien de monde dans le département de {a} en {y} ?", "ok, et à {b} ?"]),
    ('en', 'formal', ["What is the population of {a} department in {y}?", "And {b}?"]),
    ('en', 'informal', ["{a} dept population {y}?", "what about {b}?"]),
])
def fu_place(rng, ctx):
    a, b = dept_pairs(rng)
    y = rng.choice(range(2023, 2031))
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'numbers': [b['pop'][y]], 'names': [key(b['name'])]},
            'why': f"{F_DEPT} pop_{y}: {b['name']} {b['pop'][y]} (turn 1 was {a['name']} "
                   f"{a['pop'][y]}; the year is kept)."}


@shape('follow_up', 'w2_fu_year', [
    ('fr', 'formal', ["Combien d'habitants compte la région de {r} en {y1}" + NB + "?",
                      "Et en {y2}" + NB + "?"]),
    ('fr', 'abbr', ["Pop. rég. de {r} en {y1} ?", "Et en {y2} ?"]),
    ('en', 'formal', ["How many people live in {r} region in {y1}?", "And in {y2}?"]),
    ('en', 'typo', ["population of {r} region in {y1}", "and in {y2}"]),
])
def fu_year(rng, ctx):
    r = rng.choice(REGIONS)
    y1, y2 = rng.sample(range(2023, 2031), 2)
    return {'fill': {'r': ctx.pn(r['name']), 'y1': y1, 'y2': y2},
            'expect': {'numbers': [r['pop'][y2]], 'names': [key(r['name'])]},
            'why': f"{F_REG} (sum of departments): {r['name']} pop_{y2} {r['pop'][y2]} (turn 1: "
                   f"{y1} {r['pop'][y1]})."}


PA2020 = [a for a in AREAS if a['event_id'] == 'SEN-2020-01' and a['metric'] == 'people_affected']
WATER_V = {'WAT-01': ('15 L par personne et par jour', '15 L per person per day'),
           'WAT-04': ('le standard urbain de 50 L', 'the 50 L urban standard')}


@shape('follow_up', 'w2_fu_water', [
    ('fr', 'formal', ["Combien de personnes ont été sinistrées dans le département de {d} lors des "
                      "inondations de septembre 2020" + NB + "?",
                      "Et pour l'eau" + NB + "? Combien de litres par jour leur faut-il avec {v}"
                      + NB + "?"]),
    ('fr', 'informal', ["sinistrés dans le dept de {d} en septembre 2020 ?",
                        "et pour l'eau ? ({v})"]),
    ('fr', 'sms', ["cb d sinistres dept {d} inondations sept 2020", "et l'eau pr eux par jour, {v}"]),
    ('en', 'formal', ["How many people were affected in {d} department by the September 2020 "
                      "floods?", "And how much water do they need per day with {v}?"]),
    ('en', 'informal', ["{d} dept, Sept 2020 floods: people affected?",
                        "and water for them per day, {v}?"]),
])
def fu_water(rng, ctx):
    a = rng.choice(PA2020)
    sid = rng.choice(sorted(WATER_V))
    lv = std_value(sid)
    v = a['value'] * lv
    return {'fill': {'d': ctx.pn(a['adm2_name']), 'v': WATER_V[sid][0 if ctx.lang == 'fr' else 1]},
            'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_EVA}: SEN-2020-01 {a['adm2_name']} people_affected {a['value']}; {F_STD} "
                   f"{sid} {lv:g} L/person/day -> {v:g} L per day."}


@shape('follow_up', 'w2_fu_women', [
    ('fr', 'formal', ["Quelle était la population du département de {d} au recensement de 2023"
                      + NB + "?", "Et le nombre de femmes" + NB + "?"]),
    ('fr', 'informal', ["{d} au recensement 2023, ça fait combien ?",
                        "même chose mais pour les femmes"]),
    ('en', 'formal', ["What was the population of {d} department at the 2023 census?",
                      "And how many of them were women?"]),
    ('en', 'informal', ["{d} dept 2023 census population?", "same for women?"]),
])
def fu_women(rng, ctx):
    d = rng.choice(DEPTS)
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['census']['F']], 'names': [key(d['name'])]},
            'why': f"{F_SEX}: {d['name']} ({d['ansd']}) F = {d['census']['F']} (of _T "
                   f"{d['census']['_T']})."}


@shape('follow_up', 'w2_fu_per_dept', [
    ('fr', 'formal', ["Quelle est la population de la région de {r} en {y}" + NB + "?",
                      "Pouvez-vous détailler par département" + NB + "?"]),
    ('fr', 'sms', ["pop region {r} {y}", "detail par dept stp"]),
    ('en', 'formal', ["What is the population of {r} region in {y}?",
                      "Can you break it down by department?"]),
    ('en', 'informal', ["{r} region pop {y}?", "per department?"]),
])
def fu_per_dept(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y] for d in r['depts']],
                       'names': [key(d['name']) for d in r['depts']]},
            'why': f"{F_DEPT} pop_{y}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in r['depts'])
                   + f" (sum {r['pop'][y]})."}


@shape('follow_up', 'w2_fu_share_then_year', [
    ('fr', 'formal', ["Combien d'habitants dans le département de {d} en {y1}" + NB + "?",
                      "Quelle part de la population régionale cela représente-t-il" + NB + "?",
                      "Et en {y2}" + NB + "?"]),
    ('fr', 'informal', ["{d} en {y1}, combien d'habitants ?", "ça fait quel % de sa région ?",
                        "et en {y2} ?"]),
    ('en', 'formal', ["How many people live in {d} department in {y1}?",
                      "What share of its region is that?", "And in {y2}?"]),
    ('en', 'informal', ["{d} dept, {y1} population?", "as a % of its region?", "same for {y2}?"]),
])
def fu_share_then_year(rng, ctx):
    r = rng.choice([r for r in REGIONS if len(r['depts']) > 1])
    d = rng.choice(r['depts'])
    y1, y2 = years(rng, span=(2, 7))
    v = pct(d['pop'][y2], r['pop'][y2])
    return {'fill': {'d': ctx.pn(d['name']), 'y1': y1, 'y2': y2},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} pop_{y2} {d['pop'][y2]} / {r['name']} {r['pop'][y2]} = "
                   f"{v} % (operation of turn 2, year of turn 3)."}


@shape('follow_up', 'w2_fu_compare', [
    ('fr', 'formal', ["Combien de postes de santé compte la région de {a}" + NB + "?",
                      "Comparez avec la région de {b}."]),
    ('fr', 'informal', ["postes de santé dans la région de {a} ?", "et si on compare avec {b} ?"]),
    ('en', 'formal', ["How many health posts are there in {a} region?", "Compare with {b} region."]),
    ('en', 'informal', ["health posts in {a} region?", "vs {b}?"]),
])
def fu_compare(rng, ctx):
    a, b = rng.sample(sorted(HEALTH), 2)
    na, nb = HEALTH[a]['poste de sante'][0], HEALTH[b]['poste de sante'][0]
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'numbers': [na, nb], 'names': [key(a), key(b)]},
            'why': f"{F_HC} poste de sante n_facilities: {a} {na}, {b} {nb}."}


@shape('multi_part', 'w2_mp_pop_posts_elec', [
    ('fr', 'formal', "Pour la région de {r}, pouvez-vous me donner la population au recensement de "
                     "2023, le nombre de postes de santé et le taux d'accès des ménages à "
                     "l'électricité" + NB + "?"),
    ('fr', 'sms', "{r} : pop 2023 + nb postes d sante + acces electricite stp"),
    ('fr', 'long', "Je prépare une fiche de synthèse sur la région de {r} pour le gouverneur. Il me "
                   "faut trois chiffres" + NB + ": la population recensée en 2023, le nombre de "
                   "postes de santé et la part des ménages qui ont l'électricité."),
    ('en', 'formal', "For {r} region, give me the 2023 census population, the number of health "
                     "posts and household access to electricity."),
    ('en', 'informal', "{r} region: population (2023 census), health posts, electricity access?"),
])
def mp_pop_posts_elec(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    p, n = REGION[r]['pop'][2023], HEALTH[r]['poste de sante'][0]
    e = VUL[r]['electricity_access_households_pct']
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'numbers': [p, n, e], 'names': [key(r)]},
            'why': f"{F_REG} pop_2023 {p}; {F_HC} poste de sante {n}; {F_VUL} "
                   f"electricity_access_households_pct {e}."}


MP_EVENTS = [e for e in ('SEN-2016-01', 'SEN-2019-01', 'SEN-2020-01')
             if EVENT[e]['people_affected'] is not None]


@shape('multi_part', 'w2_mp_event_water', [
    ('fr', 'formal', "Combien de personnes ont été affectées par {e}, et de combien d'eau "
                     "auraient-elles besoin par jour à raison de 15 litres par personne" + NB + "?"),
    ('fr', 'informal', "{e} : combien de sinistrés, et ça fait combien d'eau par jour à 15 L par "
                       "personne ?"),
    ('en', 'formal', "How many people were affected by {e}, and how much water would they need per "
                     "day at 15 litres per person?"),
    ('en', 'typo', "people affected by {e} and their daily water needs at 15 L per person"),
])
def mp_event_water(rng, ctx):
    eid = rng.choice(MP_EVENTS)
    pa = EVENT[eid]['people_affected']
    lv = std_value('WAT-01')
    return {'fill': {'e': EV_LABEL[eid][0 if ctx.lang == 'fr' else 1]},
            'expect': {'numbers': [pa], 'approx_numbers': [[pa * lv, 0.01]]},
            'why': f"{F_EV}: {eid} people_affected {pa}; {F_STD} WAT-01 {lv:g} L/person/day -> "
                   f"{pa * lv:g} L/day."}


@shape('multi_part', 'w2_mp_women_men_under5', [
    ('fr', 'formal', "Dans le département de {d}, combien de femmes et d'hommes au recensement de "
                     "2023, et combien d'enfants de moins de 5 ans selon OCHA 2020" + NB + "?"),
    ('fr', 'abbr', "Dept de {d} : F / H (RGPH 2023) + enfants de moins de 5 ans (OCHA 2020) ?"),
    ('en', 'formal', "For {d} department: women and men at the 2023 census, and children under "
                     "five per OCHA 2020?"),
    ('en', 'long', "I'm building a vaccination and hygiene-kit plan for {d} department. I need the "
                   "number of women and men from the 2023 census and the under-5 count from OCHA "
                   "2020."),
])
def mp_women_men_under5(rng, ctx):
    d = rng.choice([d for d in DEPTS if ocha2_of(d['name']) and d['name'] != 'Pikine'])
    o = ocha2_of(d['name'])
    f, m = d['census']['F'], d['census']['M']
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [f, m, o['T_00_04']], 'names': [key(d['name'])]},
            'why': f"{F_SEX}: {d['name']} F {f}, M {m} (2023); {F_O2} {o['name']} T_00_04 "
                   f"{o['T_00_04']} (OCHA 2020)."}
