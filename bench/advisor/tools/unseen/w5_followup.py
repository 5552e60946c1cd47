"""Fifth wave, kind `follow_up`: a second (or third) turn that switches the level (a commune, then
its department), the measure (a region's population, then its density; health posts, then per
10,000; under-5s, then their share), the event, the place of an EHCVM rate, the duration of a
water need, the rank asked (the largest department, then the second), or adds a place to a sum."""
from .data import (CLEAN_COMMUNES, DEPT, DEPTS, EVENT, F_AREA, F_DEPT, F_EV, F_HC, F_REG, F_SEX,
                   F_STD, F_VUL, HEALTH, REGION, REGIONS, VUL, key)
from .w2_common import de_art
from .w3_common import any_ocha_place, in_where
from .w5_common import EV, F_O1, F_O2, ceil_div, ev, lang_i, pct, shape, with_de


@shape('follow_up', 'w5_fu_commune_then_dept', [
    ('fr', 'formal', ["Quelle était la population de la commune {de_c} au recensement de 2023 ?",
                      "Et celle de son département ?"]),
    ('fr', 'typo', ["{c} (la commune), ça fait combien d'habitants au RGPH ?",
                        "et tout le département autour ?"]),
    ('en', 'formal', ["What was the population of the commune of {c} at the 2023 census?",
                      "And of its department?"]),
    ('en', 'informal', ["{c} commune, 2023 census?", "what about its whole department?"]),
])
def commune_then_dept(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    d = DEPT[c['dept']]
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'numbers': [d['pop'][2023]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_2023 {d['pop'][2023]} (census; turn 1: {F_SEX} "
                   f"{c['name']} {c['census']['_T']})."}


@shape('follow_up', 'w5_fu_region_then_density', [
    ('fr', 'formal', ["Combien d'habitants la région de {r} compte-t-elle en {y} ?",
                      "Et quelle densité cela donne-t-il, en habitants au km² ?"]),
    ('fr', 'sms', ["pop reg {r} {y}", "et la densite ?"]),
    ('en', 'formal', ["How many people live in {r} region in {y}?", "And what density is that, per "
                                                                    "km²?"]),
    ('en', 'informal', ["{r} region pop {y}?", "density?"]),
])
def region_then_density(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    v = round(r['pop'][y] / r['area'], 1)
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} / area {r['area']:.1f} km² (sum of "
                   f"its departments, {F_AREA}) = {v} /km²."}


EVM = {'deaths': ('morts', 'deaths'), 'families_displaced': ('familles déplacées',
                                                             'families displaced'),
       'houses_destroyed_or_collapsed': ('maisons détruites', 'houses destroyed')}


@shape('follow_up', 'w5_fu_event_then_event', [
    ('fr', 'formal', ["Combien de {m} lors {de_a} ?", "Et lors {de_b} ?"]),
    ('fr', 'noacc', ["{a}, ça a fait combien de {m} ?", "et {b} ?"]),
    ('en', 'formal', ["How many {m} were there in {a}?", "And in {b}?"]),
    ('en', 'informal', ["{m} in {a}?", "and {b}?"]),
])
def event_then_event(rng, ctx):
    m = rng.choice(sorted(EVM))
    ids = [e for e in EV if EVENT[e][m] is not None]
    a, b = rng.sample(ids, 2)
    if EVENT[b][m] < 3:
        return None  # a figure as small as 1 or 2 would be found in any answer
    ea, eb = ev(ctx, a), ev(ctx, b)
    return {'fill': {'m': EVM[m][lang_i(ctx)], 'a': ea, 'b': eb,
                     'de_a': de_art(ea) if ctx.lang == 'fr' else ea,
                     'de_b': de_art(eb) if ctx.lang == 'fr' else eb},
            'expect': {'numbers': [EVENT[b][m]]},
            'why': f"{F_EV} {m}: {b} {EVENT[b][m]} (turn 1: {a} {EVENT[a][m]})."}


@shape('follow_up', 'w5_fu_posts_then_per10k', [
    ('fr', 'formal', ["Combien de postes de santé compte la région de {r} ?",
                      "Cela fait combien pour 10 000 habitants, avec la population de 2023 ?"]),
    ('fr', 'informal', ["{r}, y a combien de postes de santé ?", "et rapporté à la population, "
                                                                 "pour 10 000 habitants ?"]),
    ('en', 'formal', ["How many health posts does {r} region have?",
                      "How many is that per 10,000 inhabitants, using the 2023 population?"]),
])
def posts_then_per10k(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    n, p = HEALTH[r]['poste de sante'][0], REGION[r]['pop'][2023]
    v = round(n / p * 10000, 2)
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_HC} {r} poste de sante {n} / {F_REG} pop_2023 {p} x 10,000 = {v}."}


VI = {'food_insecurity_severe_pct': ("le taux d'insécurité alimentaire sévère",
                                     'the severe food insecurity rate'),
      'electricity_access_households_pct': ("le taux d'accès des ménages à l'électricité",
                                            'household electricity access'),
      'households_with_shock_last_3y_pct': ("la part des ménages ayant subi un choc",
                                            'the share of households hit by a shock')}


@shape('follow_up', 'w5_fu_vul_then_place', [
    ('fr', 'formal', ["Quel est {i} dans la région de {a} ?", "Et dans celle de {b} ?"]),
    ('fr', 'informal', ["{i} à {a}, c'est combien ?", "et à {b} ?"]),
    ('en', 'formal', ["What is {i} in {a} region?", "And in {b} region?"]),
    ('en', 'informal', ["{i}, {a}?", "{b}?"]),
])
def vul_then_place(rng, ctx):
    col = rng.choice(sorted(VI))
    a, b = rng.sample(sorted(VUL), 2)
    i = VI[col][lang_i(ctx)]
    return {'fill': {'i': i, 'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'approx_numbers': [[VUL[b][col], 0.01]], 'names': [key(b)]},
            'why': f"{F_VUL} {col}: {b} {VUL[b][col]} (turn 1: {a} {VUL[a][col]})."}


@shape('follow_up', 'w5_fu_water_then_days', [
    ('fr', 'formal', ["De combien d'eau par jour ont besoin {n} déplacés, à 15 litres par personne "
                      "?",
                      "Et pour {d} jours ?"]),
    ('fr', 'sms', ["eau/jour pr {n} deplaces a 15 L", "et sur {d} jrs ?"]),
    ('en', 'formal', ["How much water a day do {n} displaced people need at 15 litres each?",
                      "And for {d} days?"]),
    ('en', 'informal', ["water per day, {n} people, 15 L each?", "over {d} days?"]),
])
def water_then_days(rng, ctx):
    n, d = rng.choice([600, 1200, 2500, 4000]), rng.choice([3, 7, 10, 14])
    v = n * 15 * d
    return {'fill': {'n': ctx.nf(n), 'd': d},
            'expect': {'any_numbers': [[v, v / 1000]]},
            'why': f"{F_STD} WAT-01 15 L x {n} people x {d} days = {v} L = {v / 1000:g} m³ (turn "
                   f"1: "
                   f"{n * 15} L a day)."}


@shape('follow_up', 'w5_fu_u5_then_share', [
    ('fr', 'formal', ["Combien d'enfants de moins de 5 ans vivent {iw} selon OCHA 2020 ?",
                      "Quelle part de la population cela représente-t-il ?"]),
    ('fr', 'informal', ["les moins de 5 ans {iw}, OCHA 2020, ça fait combien ?",
                        "et en % de la population ?"]),
    ('en', 'formal', ["How many children under 5 live {iw} according to OCHA 2020?",
                      "What share of the population is that?"]),
])
def u5_then_share(rng, ctx):
    name, row, level = any_ocha_place(rng)
    v = pct(row['T_00_04'], row['Total'])
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(name)]},
            'why': f"{F_O1 if level == 'region' else F_O2}: {row['name']} T_00_04 {row['T_00_04']} "
                   f"/ "
                   f"Total {row['Total']} = {v} %."}


@shape('follow_up', 'w5_fu_top_then_second', [
    ('fr', 'formal', ["Quel est le département le plus peuplé du Sénégal en {y} ?",
                      "Et le deuxième ?"]),
    ('fr', 'informal', ["c'est quoi le plus gros département en {y} ?", "et juste derrière ?"]),
    ('en', 'formal', ["Which is the most populated department of Senegal in {y}?", "And the "
                                                                                   "second?"]),
])
def top_then_second(rng, ctx):
    y = rng.choice(range(2023, 2031))
    s = sorted(DEPTS, key=lambda d: -d['pop'][y])
    return {'fill': {'y': y},
            'expect': {'names': [key(s[1]['name'])], 'numbers': [s[1]['pop'][y]]},
            'why': f"{F_DEPT} pop_{y}, highest first: " + ', '.join(
                f"{d['name']} {d['pop'][y]}" for d in s[:3]) + f"; second: {s[1]['name']}."}


LAT = [e for e in ('SEN-2019-01', 'SEN-2020-01') if EVENT[e]['people_displaced']]


@shape('follow_up', 'w5_fu_displaced_latrines_two_phases', [
    ('fr', 'formal', ["Combien de personnes ont été déplacées lors {de_e} ?",
                      "Combien de latrines leur faudrait-il en première phase ?",
                      "Et à moyen terme ?"]),
    ('fr', 'informal', ["{e}, y a eu combien de déplacés ?",
                        "il leur faut combien de latrines au début ?",
                        "et après, à moyen terme ?"]),
    ('en', 'formal', ["How many people were displaced by {e}?",
                      "How many first-phase toilets would they need?",
                      "And in the medium term?"]),
])
def displaced_latrines_two_phases(rng, ctx):
    eid = rng.choice(LAT)
    n = EVENT[eid]['people_displaced']
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': 'des ' + e[4:] if e.startswith('les ') else 'de ' + e},
            'expect': {'any_numbers': [sorted({ceil_div(n, 20), round(n / 20, 1)})]},
            'why': f"{F_EV} {eid} people_displaced {n}; {F_STD} SAN-02 20 per toilet (medium term) "
                   f"-> {n / 20:.1f}, i.e. {ceil_div(n, 20)} (turn 2: SAN-01 {ceil_div(n, 50)})."}


@shape('follow_up', 'w5_fu_sum_then_add', [
    ('fr', 'formal', ["Quelle population comptent ensemble les départements de {a} et de {b} en "
                      "{y} ?", "Et si j'ajoute le département de {c} ?"]),
    ('fr', 'informal', ["{a} + {b} en {y}, ça fait combien d'habitants ?",
                        "et avec {c} en plus ?"]),
    ('en', 'formal', ["What is the combined population of {a} and {b} departments in {y}?",
                      "And if I add {c} department?"]),
])
def sum_then_add(rng, ctx):
    ds, y = rng.sample(DEPTS, 3), rng.choice(range(2023, 2031))
    tot = sum(d['pop'][y] for d in ds)
    return {'fill': {'a': ctx.pn(ds[0]['name']), 'b': ctx.pn(ds[1]['name']),
                     'c': ctx.pn(ds[2]['name']), 'y': y},
            'expect': {'numbers': [tot]},
            'why': f"{F_DEPT} pop_{y}: " + ' + '.join(f"{d['name']} {d['pop'][y]}" for d in ds)
                   + f" = {tot}."}

