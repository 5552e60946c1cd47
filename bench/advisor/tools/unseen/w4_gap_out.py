"""Fourth wave, kinds `gap` (an event's figure nobody published, women in a projected year,
rainfall of a station and season no fact holds, a department's food insecurity, a commune in
2020, the 2025 floods, the August 2022 floods by department) and `out_of_scope` (the economy,
paperwork, religious dates, travel tips: places named, nothing in the files about them)."""
from .core import GAP, OUT
from .data import (CLEAN_COMMUNES, DEPTS, EVENT, F_DEPT, F_EV, F_SEX, F_VUL, OCHA3, RAIN, REGIONS,
                   VUL, key, norm)
from .w2_common import de_art
from .w4_common import F_RAIN, NB, ev, fixed, shape, with_de

EMPTY = [('SEN-2020-01', 'injured'), ('SEN-2022-01', 'injured'),
         ('SEN-2019-01', 'houses_destroyed_or_collapsed'),
         ('SEN-2024-02', 'houses_destroyed_or_collapsed'), ('SEN-2016-01', 'people_displaced'),
         ('SEN-2024-01', 'people_affected'), ('SEN-2022-01', 'people_displaced')]
for _e, _m in EMPTY:
    assert EVENT[_e][_m] is None, (_e, _m)
MW = {'injured': ('de blessés', 'blessés', 'injured people'),
      'houses_destroyed_or_collapsed': ('de maisons détruites', 'maisons detruites',
                                        'destroyed houses'),
      'people_displaced': ('de personnes déplacées', 'deplaces', 'displaced people'),
      'people_affected': ('de personnes sinistrées', 'sinistres', 'affected people')}


@shape('gap', 'w4_gap_event_metric', [
    ('fr', 'formal', "Quel est le nombre {m} lors {de_e}" + NB + "?"),
    ('fr', 'informal', "{e}, y a eu combien {m} au final ?"),
    ('fr', 'sms', "nb {m2} {e} ?"),
    ('en', 'formal', "How many {x} were reported for {e}?"),
    ('en', 'informal', "{e}: {x}?"),
])
def gap_event_metric(rng, ctx):
    eid, m = rng.choice(EMPTY)
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': de_art(e), 'm': MW[m][0], 'm2': MW[m][1], 'x': MW[m][2]},
            'expect': {'pattern': GAP},
            'why': f"{F_EV}: {eid} {m} is empty: not reported in our sources, never 0 (reported for "
                   f"it: " + ', '.join(k for k in ('deaths', 'people_affected', 'people_displaced',
                                                   'families_displaced', 'houses_flooded',
                                                   'families_or_households_affected')
                                       if EVENT[eid][k] is not None) + ')'}


@shape('gap', 'w4_gap_women_projected', [
    ('fr', 'formal', "Combien de femmes vivront dans la région de {r} en {y} selon les projections "
                     "de l'ANSD" + NB + "?"),
    ('fr', 'informal', "t'as le nombre de femmes projeté pour {y} dans la région de {r} ?"),
    ('fr', 'sms', "femmes reg {r} en {y} projection ansd"),
    ('en', 'formal', "How many women will live in {r} region in {y}, according to ANSD's "
                     "projections?"),
    ('en', 'informal', "projected number of women in {r} region, {y}?"),
])
def gap_women_projected(rng, ctx):
    r = rng.choice(REGIONS)
    y = rng.choice(range(2026, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'pattern': GAP, 'names': [key(r['name'])]},
            'why': f"ANSD's projections ({F_DEPT}) are totals, not by sex: women in {y} are not "
                   f"published. Nearby: {F_SEX} women at the 2023 census {r['census']['F']} (sum of "
                   f"departments), projected total {y} {r['pop'][y]}."}


RAIN_PLACES = [p for p in ('Kolda', 'Sédhiou', 'Fatick', 'Kédougou', 'Diourbel', 'Kaolack')
               if not any(norm(p) in norm(f['place']) for f in RAIN.values()
                          if f['metric'] != 'seasonal_forecast')]


@shape('gap', 'w4_gap_rain_season', [
    ('fr', 'formal', "Quel cumul de pluie a été enregistré à {p} pendant l'hivernage {y}" + NB + "?"),
    ('fr', 'informal', "il est tombé combien de mm à {p} pendant l'hivernage {y} ?"),
    ('fr', 'noacc', "pluviométrie totale de la saison {y} à {p}, en mm"),
    ('en', 'formal', "What rainfall total was recorded at {p} during the {y} rainy season?"),
    ('en', 'typo', "how many mm of rain fell in {p} in the {y} rainy season"),
])
def gap_rain_season(rng, ctx):
    p, y = rng.choice(RAIN_PLACES), rng.choice([2019, 2021, 2023])
    return {'fill': {'p': ctx.pn(p), 'y': y},
            'expect': {'pattern': GAP, 'names': [key(p)]},
            'why': f"{F_RAIN} holds 24 cited facts: none for {p} nor for the {y} season (station "
                   "series are not in the files)."}


@shape('gap', 'w4_gap_dept_food', [
    ('fr', 'formal', "Quel est le taux d'insécurité alimentaire sévère dans le département de {d}"
                     + NB + "?"),
    ('fr', 'informal', "l'insécurité alimentaire dans le département de {d}, t'as un chiffre ?"),
    ('fr', 'abbr', "Insécurité alim. (modérée ou sévère), dépt de {d}" + NB + "?"),
    ('en', 'formal', "What is the severe food insecurity rate in {d} department?"),
    ('en', 'informal', "food insecurity figure for {d} dept?"),
])
def gap_dept_food(rng, ctx):
    d = rng.choice([d for d in DEPTS if norm(d['name']) not in {norm(r['name']) for r in REGIONS}])
    v = VUL[d['region']]
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'pattern': GAP, 'names': [key(d['name'])]},
            'why': f"{F_VUL} is published per region only: nothing for {d['name']} department (its "
                   f"region {d['region']}: severe {v['food_insecurity_severe_pct']} %, moderate or "
                   f"severe {v['food_insecurity_moderate_or_severe_pct']} %, as the nearest figure)."}


_ARR = {norm(a) for a in OCHA3}


@shape('gap', 'w4_gap_commune_2020', [
    ('fr', 'formal', "Quelle était la population de la commune {de_c} en 2020" + NB + "?"),
    ('fr', 'sms', "pop commune {c} en 2020"),
    ('fr', 'informal', "la commune {de_c} avait combien d'habitants en 2020 ?"),
    ('fr', 'typo', "population de la commune {de_c} en l'an 2020 combien"),
    ('en', 'formal', "What was the population of {c} commune in 2020?"),
    ('en', 'informal', "{c} commune population back in 2020?"),
])
def gap_commune_2020(rng, ctx):
    c = rng.choice([c for c in CLEAN_COMMUNES if norm(c['name']) not in _ARR])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'pattern': GAP, 'names': [key(c['name'])]},
            'why': f"No commune figure for 2020: OCHA 2020 stops at arrondissements, ANSD starts at "
                   f"the 2023 census ({c['name']}, {c['dept']}: {c['census']['_T']})."}


fixed('gap', 'w4_gap_floods_2025', [
    ('fr', 'formal', "Quel est le bilan des inondations de l'hivernage 2025 au Sénégal" + NB + "?"),
    ('fr', 'sms', "bilan inondations 2025 cb d sinistres"),
    ('en', 'formal', "What is the toll of the 2025 rainy-season floods in Senegal?"),
    ('en', 'informal', "how many people hit by floods in 2025?"),
], {'pattern': GAP},
    f"{F_EV} ends with 2024 events: no flood toll for 2025 ({F_RAIN} holds only the 2025 seasonal "
    "rainfall range and outlook, R12, R13, R24).")

D2022 = ['Keur Massar', 'Pikine', 'Guédiawaye', 'Rufisque', 'Thiès', 'Matam', 'Kanel']


@shape('gap', 'w4_gap_2022_by_dept', [
    ('fr', 'formal', "Combien de familles ont été déplacées dans le département de {d} lors des "
                     "inondations d'août 2022" + NB + "?"),
    ('fr', 'informal', "août 2022 : les familles déplacées à {d}, c'est combien ?"),
    ('en', 'formal', "How many families were displaced in {d} department by the August 2022 "
                     "floods?"),
    ('en', 'informal', "Aug 2022 floods — displaced families in {d}?"),
])
def gap_2022_by_dept(rng, ctx):
    d = rng.choice(D2022)
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'pattern': GAP, 'names': [key(d)]},
            'why': f"{F_EV} SEN-2022-01 gives families_displaced "
                   f"{EVENT['SEN-2022-01']['families_displaced']} for the whole event ('Dakar (5 "
                   "departments); Thies department; Matam (2 departments)'); "
                   f"floods/flood_event_areas.csv has no row for it: {d}'s share is not reported."}


def out(sid, phr):
    fixed('out_of_scope', sid, phr, {'pattern': OUT},
          "No file of data/knowledge is about this: unrelated to Senegal's floods, population, "
          "health facilities or response (a place is named, nothing about it is held).")


out('w4_out_economy', [
    ('fr', 'formal', "Quel est le PIB du Sénégal en 2024" + NB + "?"),
    ('fr', 'sms', "taux d inflation senegal cette annee"),
    ('en', 'formal', "What is Senegal's GDP growth forecast for next year?"),
    ('en', 'informal', "how much oil is Senegal producing now?"),
])
out('w4_out_paperwork', [
    ('fr', 'informal', "comment je fais pour renouveler ma carte d'identité à Pikine ?"),
    ('fr', 'formal', "Quelles pièces faut-il fournir pour un passeport à Dakar" + NB + "?"),
    ('en', 'formal', "How do I open an Orange Money account?"),
])
out('w4_out_religious_dates', [
    ('fr', 'informal', "c'est quand le Magal de Touba cette année ?"),
    ('fr', 'sms', "date tabaski 2025 svp"),
    ('en', 'informal', "when is Tabaski this year?"),
])
out('w4_out_travel', [
    ('fr', 'formal', "Comment aller de Dakar à Saint-Louis en car, et combien coûte le billet" + NB
                     + "?"),
    ('fr', 'informal', "c'est quoi le meilleur resto à Ziguinchor ?"),
    ('en', 'formal', "Which beaches near Mbour are good for swimming?"),
    ('en', 'informal', "best hotel in Cap Skirring?"),
])
