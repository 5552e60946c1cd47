"""Fourth wave, kinds `follow_up` (women then men, a population then its share of the nation,
OCHA then the census, one age group then another, an event's families then their shelter kits,
two years then the growth, a department then its region's largest) and `multi_part` (a commune's
profile, three facility types, three figures of an event, a department's size, share and
density, a region's population and vulnerability, a site's taps, showers and toilets)."""
from .data import (BANDS, CLEAN_COMMUNES, DEPTS, EVENT, F_AREA, F_DEPT, F_EV, F_HC, F_REG, F_SEX,
                   F_STD, F_VUL, HEALTH, NATIONAL, REGION, REGIONS, VUL, key, ocha2_of)
from .w2_common import years
from .w3_common import any_ocha_place, bsum, in_where
from .w4_common import EV, F_O1, F_O2, NB, ceil_div, ev, pct, shape, with_de


@shape('follow_up', 'w4_fu_women_then_men', [
    ('fr', 'formal', ["Combien de femmes la région de {r} comptait-elle au recensement de 2023"
                      + NB + "?", "Et les hommes" + NB + "?"]),
    ('fr', 'sms', ["nb femmes reg {r} rgph 2023", "et les hommes ?"]),
    ('fr', 'informal', ["les femmes dans la région de {r} au recensement, ça fait combien ?",
                        "ok, et les hommes ?"]),
    ('en', 'formal', ["How many women did {r} region have at the 2023 census?", "And men?"]),
    ('en', 'informal', ["women in {r} region, 2023 census?", "what about men?"]),
])
def fu_women_then_men(rng, ctx):
    r = rng.choice(REGIONS + [REGION['Kolda'], REGION['Kédougou']])
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [r['census']['M']], 'names': [key(r['name'])]},
            'why': f"{F_SEX} SEXE=M summed over the departments of {r['name']} = "
                   f"{r['census']['M']} (turn 1: F {r['census']['F']}; the region rows of Kolda and "
                   "Kédougou are swapped as published, never used)."}


@shape('follow_up', 'w4_fu_share_of_country', [
    ('fr', 'formal', ["Quelle est la population de la région de {r} en {y}" + NB + "?",
                      "Cela représente quel pourcentage de la population nationale" + NB + "?"]),
    ('fr', 'informal', ["{r} (région) en {y}, ça fait combien d'habitants ?",
                        "et ça fait quel % du Sénégal ?"]),
    ('en', 'formal', ["What is the population of {r} region in {y}?",
                      "What percentage of the national population is that?"]),
    ('en', 'informal', ["{r} region pop {y}?", "as a share of the whole country?"]),
])
def fu_share_of_country(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    v = pct(r['pop'][y], NATIONAL[y])
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} / national {NATIONAL[y]} = {v} %."}


@shape('follow_up', 'w4_fu_ocha_then_census', [
    ('fr', 'formal', ["Selon OCHA, combien d'habitants comptait le département de {d} en 2020" + NB
                      + "?", "Et d'après le recensement de 2023" + NB + "?"]),
    ('fr', 'informal', ["{d} : c'est combien d'habitants dans les chiffres OCHA 2020 ?",
                        "et au recensement 2023 ?"]),
    ('en', 'formal', ["According to OCHA, how many people lived in {d} department in 2020?",
                      "And according to the 2023 census?"]),
    ('en', 'informal', ["{d} dept, OCHA 2020 population?", "and the 2023 census?"]),
])
def fu_ocha_then_census(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in ('Pikine', 'Keur Massar')])
    o = ocha2_of(d['name'])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['pop'][2023]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_2023 {d['pop'][2023]} (census; turn 1: {F_O2} "
                   f"{o['name']} Total {o['Total']})."}


@shape('follow_up', 'w4_fu_under5_then_65', [
    ('fr', 'formal', ["Combien d'enfants de moins de 5 ans {iw} selon OCHA 2020" + NB + "?",
                      "Et les personnes de 65 ans et plus" + NB + "?"]),
    ('fr', 'sms', ["enfants - 5 ans {iw} ocha 2020", "et les 65 ans et + ?"]),
    ('en', 'formal', ["How many children under 5 live {iw} according to OCHA 2020?",
                      "And people aged 65 and over?"]),
    ('en', 'informal', ["under-5s {iw}, OCHA 2020?", "and the 65+?"]),
])
def fu_under5_then_65(rng, ctx):
    name, row, level = any_ocha_place(rng)
    v = bsum(row, BANDS[13:])
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [v], 'names': [key(name)]},
            'why': f"{F_O1 if level == 'region' else F_O2}: {row['name']} T_65_69..T_80plus = {v} "
                   f"(turn 1: T_00_04 {row['T_00_04']})."}


FD = [e for e in ('SEN-2012-01', 'SEN-2019-01', 'SEN-2020-01', 'SEN-2022-01')
      if EVENT[e]['families_displaced'] is not None]


@shape('follow_up', 'w4_fu_families_then_kits', [
    ('fr', 'formal', ["Combien de familles ont été déplacées par {e}" + NB + "?",
                      "Combien de bâches et de mètres de corde faudrait-il pour elles" + NB + "?"]),
    ('fr', 'informal', ["{e}, ça a déplacé combien de familles ?",
                        "et en kits abris (bâches + corde), il leur faut combien ?"]),
    ('en', 'formal', ["How many families were displaced by {e}?",
                      "How many tarpaulins and how much rope would they need?"]),
    ('en', 'informal', ["families displaced by {e}?", "tarps and rope for them?"]),
])
def fu_families_then_kits(rng, ctx):
    eid = rng.choice(FD)
    h = EVENT[eid]['families_displaced']
    return {'fill': {'e': ev(ctx, eid)},
            'expect': {'numbers': [2 * h, 30 * h]},
            'why': f"{F_EV} {eid} families_displaced {h}; {F_STD} SHE-03 2 tarpaulins + 30 m rope "
                   f"per household -> {2 * h} tarpaulins, {30 * h} m."}


@shape('follow_up', 'w4_fu_two_years_then_growth', [
    ('fr', 'formal', ["Quelle est la population du département de {d} en {y1}" + NB + "?",
                      "Et en {y2}" + NB + "?", "Quel taux de croissance entre les deux" + NB + "?"]),
    ('fr', 'informal', ["{d} en {y1}, combien d'habitants ?", "et en {y2} ?",
                        "ça fait combien de % d'augmentation ?"]),
    ('en', 'formal', ["What is the population of {d} department in {y1}?", "And in {y2}?",
                      "What growth rate is that between the two?"]),
    ('en', 'informal', ["{d} dept pop {y1}?", "and {y2}?", "so what's the % growth?"]),
])
def fu_two_years_then_growth(rng, ctx):
    d = rng.choice(DEPTS)
    y1, y2 = years(rng, 2023, 2030, (3, 7))
    g = pct(d['pop'][y2] - d['pop'][y1], d['pop'][y1])
    return {'fill': {'d': ctx.pn(d['name']), 'y1': y1, 'y2': y2},
            'expect': {'approx_numbers': [[g, 0.02]]},
            'why': f"{F_DEPT} {d['name']}: pop_{y1} {d['pop'][y1]} -> pop_{y2} {d['pop'][y2]} = "
                   f"+{g} %."}


@shape('follow_up', 'w4_fu_then_largest', [
    ('fr', 'formal', ["Combien d'habitants compte le département de {d} en {y}" + NB + "?",
                      "Quel est le département le plus peuplé de la même région" + NB + "?"]),
    ('fr', 'informal', ["{d} en {y}, ça fait combien ?", "et c'est quoi le plus gros département "
                                                         "de sa région ?"]),
    ('en', 'formal', ["How many people live in {d} department in {y}?",
                      "Which is the most populated department of the same region?"]),
    ('en', 'informal', ["{d} dept, {y}?", "and the biggest dept in that region?"]),
])
def fu_then_largest(rng, ctx):
    r = rng.choice([r for r in REGIONS if len(r['depts']) >= 3])
    y = rng.choice(range(2023, 2031))
    top = max(r['depts'], key=lambda x: x['pop'][y])
    d = rng.choice([x for x in r['depts'] if x is not top])
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'names': [key(top['name'])], 'numbers': [top['pop'][y]]},
            'why': f"{F_DEPT} pop_{y}, departments of {r['name']}: " + ', '.join(
                f"{x['name']} {x['pop'][y]}" for x in r['depts']) + f"; largest {top['name']}."}


@shape('multi_part', 'w4_mp_commune_profile', [
    ('fr', 'formal', "Pour la commune {de_c}, pouvez-vous me donner la population totale, le nombre "
                     "de femmes et d'hommes au recensement de 2023, et son département" + NB + "?"),
    ('fr', 'sms', "commune {c} : pop, femmes, hommes rgph 2023 + dept"),
    ('fr', 'long', "Nous ouvrons une antenne dans la commune {de_c}. Il me faut sa population de "
                   "2023 (total, femmes, hommes) et le département dont elle relève."),
    ('en', 'formal', "For the commune of {c}: total population, women and men at the 2023 census, "
                     "and its department?"),
    ('en', 'informal', "{c} commune — total, women, men (2023) and which department?"),
])
def mp_commune_profile(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    s = c['census']
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'numbers': [s['_T'], s['F'], s['M']], 'names': [key(c['dept'])]},
            'why': f"{F_SEX} {c['code']} {c['name']}: _T {s['_T']}, F {s['F']}, M {s['M']}; "
                   f"department {c['dept']} ({c['region']})."}


@shape('multi_part', 'w4_mp_three_types', [
    ('fr', 'formal', "Combien d'hôpitaux, de centres de santé et de postes de santé dans la région "
                     "de {r}" + NB + "?"),
    ('fr', 'abbr', "Rég. de {r}" + NB + ": nb d'hôpitaux, de CS et de PS" + NB + "?"),
    ('fr', 'informal', "{r} : hôpitaux, centres de santé, postes de santé, t'as les chiffres ?"),
    ('fr', 'typo', "nombre d'hopitaux, de centre de santé et de poste de santé dans la région de "
                   "{r}"),
    ('en', 'formal', "How many hospitals, health centres and health posts are there in {r} region?"),
    ('en', 'typo', "number of hospitals, health centres and health posts in {r} region"),
])
def mp_three_types(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    v = [HEALTH[r][t][0] for t in ('hopital', 'centre de sante', 'poste de sante')]
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'numbers': v, 'names': [key(r)]},
            'why': f"{F_HC} {r} n_facilities: hopital {v[0]}, centre de sante {v[1]}, poste de "
                   f"sante {v[2]}."}


TRIO = {'SEN-2019-01': ['deaths', 'people_displaced', 'families_or_households_affected'],
        'SEN-2020-01': ['deaths', 'people_displaced', 'families_displaced'],
        'SEN-2022-01': ['deaths', 'families_displaced', 'houses_destroyed_or_collapsed'],
        'SEN-2024-02': ['deaths', 'people_displaced', 'families_or_households_affected']}
MW = {'deaths': ('morts', 'deaths'), 'people_displaced': ('personnes déplacées', 'people displaced'),
      'families_or_households_affected': ('ménages touchés', 'households affected'),
      'families_displaced': ('familles déplacées', 'families displaced'),
      'houses_destroyed_or_collapsed': ('maisons détruites', 'houses destroyed')}


@shape('multi_part', 'w4_mp_event_three', [
    ('fr', 'formal', "Pour {e}, pouvez-vous me donner le nombre de {ms}" + NB + "?"),
    ('fr', 'informal', "{e} : {ms}, ça donne quoi ?"),
    ('en', 'formal', "For {e}, what were the numbers of {ms}?"),
    ('en', 'informal', "{e} — {ms}?"),
])
def mp_event_three(rng, ctx):
    eid = rng.choice(sorted(TRIO))
    ms = TRIO[eid]
    i = 0 if ctx.lang == 'fr' else 1
    w = [MW[m][i] for m in ms]
    joined = ', '.join(w[:-1]) + (' and ' if i else ' et ') + w[-1]
    return {'fill': {'e': EV[eid][i], 'ms': joined},
            'expect': {'numbers': [EVENT[eid][m] for m in ms]},
            'why': f"{F_EV} {eid}: " + ', '.join(f"{m} {EVENT[eid][m]}" for m in ms) + '.'}


@shape('multi_part', 'w4_mp_dept_size', [
    ('fr', 'formal', "Pour le département de {d} en {y}" + NB + ": population, part dans la région "
                     "et densité" + NB + "?"),
    ('fr', 'abbr', "Dépt de {d}, {y}" + NB + ": pop., % de la rég. et hab./km²" + NB + "?"),
    ('fr', 'informal', "{d} en {y} : combien d'habitants, quel % de sa région, et la densité ?"),
    ('en', 'formal', "For {d} department in {y}: population, share of its region, and density?"),
    ('en', 'informal', "{d} dept {y} — pop, % of region, people per km²?"),
])
def mp_dept_size(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    r = REGION[d['region']]
    s, dens = pct(d['pop'][y], r['pop'][y]), round(d['pop'][y] / d['area'], 1)
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'approx_numbers': [[s, 0.02], [dens, 0.02]],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} / {r['name']} {r['pop'][y]} = {s} %; "
                   f"/ {F_AREA} {d['area']} km² = {dens} /km²."}


@shape('multi_part', 'w4_mp_region_pop_vul', [
    ('fr', 'formal', "Pour la région de {r}, donnez-moi la population recensée en 2023, le taux "
                     "d'insécurité alimentaire modérée ou sévère et la part des ménages ayant subi "
                     "un choc."),
    ('fr', 'sms', "reg {r} : pop 2023 + insecurite alim + % menages avec choc"),
    ('en', 'formal', "For {r} region: 2023 census population, moderate or severe food insecurity, "
                     "and the share of households hit by a shock?"),
    ('en', 'long', "I'm writing the {r} region page of our appeal. I need its 2023 population, the "
                   "moderate-or-severe food insecurity rate and the share of households hit by a "
                   "shock."),
])
def mp_region_pop_vul(rng, ctx):
    r = rng.choice(sorted(VUL))
    p = REGION[r]['pop'][2023]
    f = VUL[r]['food_insecurity_moderate_or_severe_pct']
    s = VUL[r]['households_with_shock_last_3y_pct']
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'numbers': [p, f, s], 'names': [key(r)]},
            'why': f"{F_REG} {r} pop_2023 {p} (sum of departments); {F_VUL} moderate or severe {f}, "
                   f"shock {s}."}


@shape('multi_part', 'w4_mp_site_wash', [
    ('fr', 'formal', "Pour un site de {n} déplacés, combien de robinets, de douches et de latrines "
                     "(moyen terme) faut-il selon Sphère" + NB + "?"),
    ('fr', 'informal', "{n} personnes sur le site : robinets, douches et toilettes, il en faut "
                       "combien ?"),
    ('fr', 'long', "La mairie met une école à disposition pour {n} sinistrés. Je dois commander les "
                   "équipements" + NB + ": combien de robinets, de douches et de latrines à moyen "
                   "terme" + NB + "?"),
    ('en', 'formal', "For a site of {n} displaced people, how many taps, bathing facilities and "
                     "medium-term toilets does Sphere require?"),
    ('en', 'informal', "{n} people on site: taps, showers, toilets?"),
])
def mp_site_wash(rng, ctx):
    n = rng.choice([1000, 2000, 3000, 5000, 7500])
    t, b, lat = ceil_div(n, 250), ceil_div(n, 50), ceil_div(n, 20)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [t, b, lat]},
            'why': f"{F_STD} WAT-07 250 per tap -> {t}; WAT-10 50 per bathing facility -> {b}; "
                   f"SAN-02 20 per toilet (medium term) -> {lat}."}
