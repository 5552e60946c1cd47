"""Sixth wave, kind `follow_up`: a later turn that moves the year (a commune's census, then 2030),
the measure (a region's women, then their share; September 2020's affected in a department, then
per 1,000; a department's growth, then per year), the level (a department, then its region; a
name read as the region, then corrected to the department; OCHA's under-15s of a region, then the
whole country), the standard (taps, then hand pumps), the operation (an EHCVM rate, then the worst
region; health posts, then per 10,000, then nationally), or asks what a first answer implies
(an event's toll, then where; Manantali's operator, then its reservoir)."""
from .data import (ACTORS, BANDS, CLEAN_COMMUNES, DEPT, DEPTS, F_ACT, F_DEPT, F_EV, F_HC, F_PROJ,
                   F_REG, F_SEX, F_VUL, HEALTH, NATIONAL, OCHA1, REGION, REGIONS, VUL, key,
                   ocha1_for, ocha2_of, std_value)
from .w3_common import TRIPLE, bsum
from .w6_common import (AFF20, F_AREAS, F_O1, ceil_div, dept_w, fixed, kind_of, pct, region_w,
                        shape, with_de)

F_STD = 'response/response_standards.csv'


@shape('follow_up', 'w6_fu_commune_then_2030', [
    ('fr', 'formal', ["Combien d'habitants comptait la commune {de_c} au recensement de 2023 ?",
                      "Et selon les projections, combien en 2030 ?"]),
    ('fr', 'sms', ["pop commune {c} rgph 2023 ?", "et en 2030 ?"]),
    ('en', 'formal', ["How many people did the commune of {c} have at the 2023 census?",
                      "And what do the projections give for 2030?"]),
    ('en', 'informal', ["{c} commune, census 2023?", "ok and 2030?"]),
])
def commune_then_2030(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'numbers': [c['proj'][2030]], 'names': [key(c['name'])]},
            'why': f"{F_PROJ} {c['code']} {c['name']} 2030 {c['proj'][2030]} (turn 1: {F_SEX} "
                   f"{c['census']['_T']})."}


@shape('follow_up', 'w6_fu_women_then_share', [
    ('fr', 'formal', ["Combien de femmes la région de {r} comptait-elle au recensement de 2023 ?",
                      "Cela représente quel pourcentage de sa population ?"]),
    ('fr', 'informal', ["région de {r} : y avait combien de femmes au RGPH 2023 ?", "et en % de la "
                                                                         "population ?"]),
    ('en', 'formal', ["How many women did {r} region have at the 2023 census?",
                      "What percentage of its population is that?"]),
])
def women_then_share(rng, ctx):
    r = rng.choice(REGIONS)
    v = pct(r['census']['F'], r['census']['_T'])
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(r['name'])]},
            'why': f"{F_SEX} {r['name']} F {r['census']['F']} / _T {r['census']['_T']} (sums of "
                   "its "
                   f"departments) = {v} %."}


@shape('follow_up', 'w6_fu_affected_then_per1000', [
    ('fr', 'formal', ["Combien de personnes ont été touchées dans le département de {d} par les "
                      "inondations de septembre 2020 ?", "Et rapporté à la population, ça fait "
                                                         "combien pour 1 000 habitants ?"]),
    ('fr', 'typo', ["sept 2020, departement de {d} : combien de persones sinistrées ?",
                    "ça fait combien pour 1000 habitans ?"]),
    ('en', 'formal', ["How many people were affected in {d} department by the September 2020 "
                      "floods?", "And per 1,000 inhabitants?"]),
])
def affected_then_per1000(rng, ctx):
    d = rng.choice(sorted(AFF20))
    n = AFF20[d]
    r23 = round(n / DEPT[d]['pop'][2023] * 1000, 2)
    o = ocha2_of(d)
    opts = [r23] + ([round(n / o['Total'] * 1000, 2)] if o else [])
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'any_numbers': [opts], 'names': [key(d)]},
            'why': f"{F_AREAS} SEN-2020-01 {d} people_affected {n}; per 1,000 of the 2023 census "
                   f"{DEPT[d]['pop'][2023]} = {r23}" + (f", or of OCHA 2020 {o['Total']} = "
                                                        f"{opts[1]}"
                                                        if o else '') + ' (either denominator).'}


@shape('follow_up', 'w6_fu_dept_then_region', [
    ('fr', 'noacc', ["population {de_dw} en {y} ?", "et celle de toute sa region ?"]),
    ('fr', 'informal', ["{d} (département) en {y}, ça fait combien ?", "et la région entière ?"]),
    ('en', 'formal', ["What is the population of {dw} in {y}?", "And of its whole region?"]),
    ('en', 'informal', ["{d} dept pop {y}?", "whole region?"]),
])
def dept_then_region(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    r = REGION[d['region']]
    dw = dept_w(ctx, d['name'])
    return {'fill': {'d': ctx.pn(d['name']), 'dw': dw, 'y': y,
                     'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw},
            'expect': {'numbers': [r['pop'][y]], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} ({kind_of(y)}; turn 1: {d['name']} "
                   f"{d['pop'][y]})."}


TAP, PUMP = int(std_value('WAT-07')), int(std_value('WAT-08'))


@shape('follow_up', 'w6_fu_taps_then_pumps', [
    ('en', 'informal', ["site of {n} people — how many taps?", "what if we go with hand pumps "
                                                                 "instead?"]),
    ('fr', 'informal', ["site de {n} déplacés : il faut combien de robinets ?",
                        "et en pompes à main plutôt ?"]),
    ('en', 'formal', ["How many taps does a site of {n} people need under Sphere?",
                      "And if we install hand pumps instead?"]),
])
def taps_then_pumps(rng, ctx):
    n = rng.choice([1300, 2200, 3700, 5600])
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [sorted({ceil_div(n, PUMP), round(n / PUMP, 1)})]},
            'why': f"{F_STD} WAT-08 {PUMP} people per hand pump: {n} / {PUMP} = {n / PUMP:g}, i.e. "
                   f"{ceil_div(n, PUMP)} (turn 1: WAT-07 {TAP} per tap -> {ceil_div(n, TAP)})."}


VI = {'food_insecurity_severe_pct': ("le taux d'insécurité alimentaire sévère",
                                     'the severe food insecurity rate', max),
      'drinking_water_access_households_pct': ("l'accès des ménages à l'eau potable",
                                               'household access to drinking water', min),
      'electricity_access_households_pct': ("l'accès des ménages à l'électricité",
                                            'household access to electricity', min)}


@shape('follow_up', 'w6_fu_vul_then_worst', [
    ('fr', 'formal', ["Quel est {i} dans la région de {r} ?",
                      "Et quelle région est la plus mal lotie sur cet indicateur ?"]),
    ('fr', 'informal', ["{i} à {r}, ça donne quoi ?", "c'est quelle région la pire là-dessus ?"]),
    ('en', 'formal', ["What is {i} in {r} region?", "And which region is worst off on that "
                                                    "indicator?"]),
])
def vul_then_worst(rng, ctx):
    col = rng.choice(sorted(VI))
    fr, en, pick = VI[col]
    r = rng.choice(sorted(VUL))
    w = pick(VUL, key=lambda x: VUL[x][col])
    if r == w:
        return None
    return {'fill': {'i': fr if ctx.lang == 'fr' else en, 'r': ctx.pn(r)},
            'expect': {'names': [key(w)], 'approx_numbers': [[VUL[w][col], 0.01]]},
            'why': f"{F_VUL} {col}: worst {w} {VUL[w][col]} (turn 1: {r} {VUL[r][col]})."}


@shape('follow_up', 'w6_fu_correction_to_dept', [
    ('fr', 'formal', ["Quelle est la population de {p} en {y} ?",
                      "Pardon, je voulais dire le département, pas la région."]),
    ('fr', 'sms', ["pop {p} {y} ?", "dsl je parlais du dept pas d la region"]),
    ('en', 'formal', ["What is the population of {p} in {y}?",
                      "Sorry, I meant the department, not the region."]),
    ('en', 'informal', ["{p} population {y}?", "oops, the department I mean"]),
])
def correction_to_dept(rng, ctx):
    r, d, c = rng.choice(TRIPLE)
    y = rng.choice(range(2023, 2031))
    return {'fill': {'p': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} ({kind_of(y)}); the region "
                   f"({r['pop'][y]}) was the first reading."}


@shape('follow_up', 'w6_fu_growth_then_per_year', [
    ('en', 'informal', ["{w}: how many more people between {a} and {b}?", "so how many a "
                                                                          "year?"]),
    ('fr', 'informal', ["{w}, ça prend combien d'habitants entre {a} et {b} ?", "soit combien "
                                                                               "par an ?"]),
    ('en', 'formal', ["By how much does the population of {w} grow between {a} and {b}?",
                      "And on average per year?"]),
])
def growth_then_per_year(rng, ctx):
    if rng.random() < 0.5:
        x = rng.choice(DEPTS)
        w, src = dept_w(ctx, x['name']), F_DEPT
    else:
        x = rng.choice(REGIONS)
        w, src = region_w(ctx, x['name']), F_REG
    a, b = rng.choice([(2023, 2030), (2024, 2028), (2025, 2030)])
    v = round((x['pop'][b] - x['pop'][a]) / (b - a))
    return {'fill': {'w': w, 'de_w': 'du ' + w[3:] if w.startswith('le ') else 'de ' + w, 'a': a,
                     'b': b},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(x['name'])]},
            'why': f"{src} {x['name']}: ({x['pop'][b]} - {x['pop'][a]}) / {b - a} = {v} a year."}


U15N = sum(bsum(o, BANDS[:3]) for o in OCHA1.values())


@shape('follow_up', 'w6_fu_u15_then_country', [
    ('en', 'informal', ["under-15s in {r} region, OCHA 2020?", "and nationwide?"]),
    ('fr', 'informal', ["les moins de 15 ans dans la région de {r} (OCHA 2020) ?", "et au niveau "
                                                                                   "national ?"]),
    ('en', 'formal', ["How many children under 15 live in {r} region according to OCHA 2020?",
                      "And in the whole country?"]),
])
def u15_then_country(rng, ctx):
    r = rng.choice(REGIONS)
    o = ocha1_for(r['name'])
    return {'fill': {'r': ctx.pn(r['name'])}, 'expect': {'numbers': [U15N]},
            'why': f"{F_O1} T_00_04 + T_05_09 + T_10_14 summed over the 14 regions = {U15N} (turn "
                   "1: "
                   f"{o['name']} {bsum(o, BANDS[:3])})."}


M = ACTORS['ACT-13']['mandate_en']
assert '11 bn m3' in M and 'SEMAF' in ACTORS['ACT-13']['acronym']
fixed('follow_up', 'w6_fu_manantali_then_reservoir', [
    ('en', 'informal', ["who runs Manantali dam?", "how much water does it hold?"]),
    ('fr', 'informal', ["Manantali, c'est géré par qui ?", "et il retient combien d'eau ?"]),
    ('en', 'formal', ["Who operates the Manantali dam?", "And how large is its reservoir?"]),
], {'any_numbers': [[11, 11000000000]]},
    f"{F_ACT} ACT-13 (SEMAF): 'Manantali dam (Bafing, Mali; 11 bn m3 multi-year reservoir)'.")

NAT_POSTS = sum(HEALTH[r]['poste de sante'][0] for r in HEALTH)


@shape('follow_up', 'w6_fu_posts_per10k_then_national', [
    ('fr', 'formal', ["Combien de postes de santé la région de {r} compte-t-elle ?",
                      "Combien cela fait-il pour 10 000 habitants (population de 2023) ?",
                      "Et pour l'ensemble du Sénégal ?"]),
    ('fr', 'informal', ["postes de santé dans la région de {r} ?", "pour 10 000 habitants ça donne "
                                                                   "quoi ?",
                        "et la moyenne nationale ?"]),
    ('en', 'formal', ["How many health posts does {r} region have?",
                      "How many per 10,000 inhabitants is that, with the 2023 population?",
                      "And for Senegal as a whole?"]),
])
def posts_per10k_then_national(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    v = round(NAT_POSTS / NATIONAL[2023] * 10000, 2)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_HC} poste de sante summed {NAT_POSTS} / national pop_2023 {NATIONAL[2023]} "
                   "x "
                   f"10,000 = {v} (turn 2: {r} {HEALTH[r]['poste de sante'][0]} / "
                   f"{REGION[r]['pop'][2023]})."}


fixed('follow_up', 'w6_fu_2020_then_where', [
    ('fr', 'formal', ["Combien de personnes ont été touchées par les inondations de septembre "
                      "2020 ?", "Et dans quels départements, avec quels chiffres ?"]),
    ('fr', 'sms', ["sinistres sept 2020 ?", "c ds kels depts ? chiffres par dept"]),
    ('en', 'formal', ["How many people were affected by the September 2020 floods?",
                      "And in which departments, with what figures?"]),
], {'numbers': [AFF20[d] for d in sorted(AFF20)], 'names': [key(d) for d in sorted(AFF20)]},
    f"{F_AREAS} SEN-2020-01 people_affected (IFRC table 1): " + ', '.join(
        f"{d} {AFF20[d]}" for d in sorted(AFF20)) + f" (total {sum(AFF20.values())}, {F_EV}).")
