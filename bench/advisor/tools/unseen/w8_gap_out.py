"""Eighth wave, kinds `gap` and `out_of_scope`: deaths of events whose sources give none, women
of a department in a projected year (projections are not by sex: the census is given instead),
hospital beds and doctors of a region, people affected in a department by the 16 September
2024 rains (only houses are reported), the 2023 census by age, a rainfall forecast for a future
season, food insecurity of a commune, people displaced in August 2022 (only families), the 2013
event's impact, a population beyond 2030; and questions unrelated to Senegal's floods and
population (football, a recipe, an exchange rate, another country, writing code)."""
from .data import COMMUNES, DEPTS, EVENT, F_EV, F_SEX, REGIONS, VUL
from .w6_common import HOUSES24
from .w8_common import GAP, OUT, commune_w, dept_w, fixed, region_w, shape

NODEATH = {'SEN-2012-01': ("les inondations d'août 2012", 'the August 2012 floods'),
           'SEN-2016-01': ('les inondations de juillet 2016 à Kaffrine et Kolda',
                           'the July 2016 floods in Kaffrine and Kolda'),
           'SEN-2024-01': ('les fortes pluies du 16 septembre 2024',
                           'the heavy rains of 16 September 2024'),
           'SEN-2005-01': ('les inondations de 2005 à Dakar', 'the 2005 floods in Dakar')}
assert all(EVENT[k]['deaths'] is None for k in NODEATH)


@shape('gap', 'w8_gap_deaths_unreported', [
    ('fr', 'formal', "Combien de décès ont été enregistrés lors {de_e} ?"),
    ('fr', 'sms', "{e} : cb d morts ?"),
    ('en', 'informal', "{e} — death toll?"),
])
def deaths_unreported(rng, ctx):
    eid = rng.choice(sorted(NODEATH))
    w = NODEATH[eid][0 if ctx.lang == 'fr' else 1]
    de = 'des ' + w[4:] if w.startswith('les ') else 'de ' + w
    return {'fill': {'e': w, 'de_e': de}, 'expect': {'pattern': GAP},
            'why': f"{F_EV} {eid} deaths empty: not reported in our sources (never 0)."}


@shape('gap', 'w8_gap_women_projection', [
    ('fr', 'formal', "Combien de femmes y aura-t-il dans {dw} en {y} ?"),
    ('en', 'formal', "How many women will live in {dw} in {y}?"),
    ('fr', 'informal', "les femmes dans {dw} en {y}, t'as le chiffre ?"),
])
def women_projection(rng, ctx):
    d = rng.choice(DEPTS)
    y = rng.choice(range(2025, 2031))
    return {'fill': {'dw': dept_w(ctx, d['name']), 'y': y},
            'expect': {'pattern': GAP, 'numbers': [d['census']['F']]},
            'why': f"population/population_ansd_departements_2023_2030.csv has no sex split for "
                   f"{y}: gap; nearby, {F_SEX} census 2023 F {d['census']['F']}."}


@shape('gap', 'w8_gap_beds_doctors_region', [
    ('fr', 'informal', "t'as le nombre de lits d'hôpital et de médecins dans {rw} ?"),
    ('en', 'formal', "How many hospital beds and doctors are there in {rw}?"),
])
def beds_doctors_region(rng, ctx):
    r = rng.choice(REGIONS)['name']
    return {'fill': {'rw': region_w(ctx, r)}, 'expect': {'pattern': GAP},
            'why': "health/ files count facilities only: no beds or staff per region (HEA-03 and "
                   "HEA-04 are standards, not counts): gap."}


@shape('gap', 'w8_gap_affected_2024_dept', [
    ('fr', 'formal', "Combien de personnes ont été sinistrées dans le département de {d} lors des "
                     "pluies du 16 septembre 2024 ?"),
    ('en', 'informal', "16 sept 2024 rains: people affected in {d} dept?"),
])
def affected_2024_dept(rng, ctx):
    d = rng.choice(sorted(HOUSES24))
    return {'fill': {'d': ctx.pn(d)}, 'expect': {'pattern': GAP, 'numbers': [HOUSES24[d]]},
            'why': f"floods/flood_event_areas.csv SEN-2024-01 {d}: houses_flooded {HOUSES24[d]} "
                   "only; people affected not reported."}


fixed('gap', 'w8_gap_census_ages', [
    ('fr', 'formal', "Combien d'enfants de moins de 5 ans le recensement de 2023 a-t-il comptés "
                     "dans la région de Kaolack ?"),
    ('en', 'formal', "How many children under 5 did the 2023 census count in Kaolack region?"),
], {'pattern': GAP},
    "RGPH-5 2023 files hold total, women and men only (no age): gap; OCHA 2020 has age bands "
    "(another source and year).")

fixed('gap', 'w8_gap_forecast_future', [
    ('fr', 'formal', "Quelles sont les prévisions de pluie pour l'hivernage 2027 ?"),
    ('fr', 'sms', "previsions pluie hivernage 2027 ?"),
    ('en', 'formal', "What is the rainfall forecast for the 2027 rainy season?"),
], {'pattern': GAP}, "rainfall/rainfall_facts.csv: the only forecast is ANACIM's SON 2025 "
                     "outlook (R24); nothing for 2027: gap.")


@shape('gap', 'w8_gap_fi_commune', [
    ('fr', 'formal', "Quel est le taux d'insécurité alimentaire dans {cw} ?"),
    ('en', 'typo', "food insecurity rate in {cw}, how much"),
])
def fi_commune(rng, ctx):
    c = rng.choice([c for c in COMMUNES if not c['dup'] and len(c['name']) > 5
                    and c['name'] not in {d['name'] for d in DEPTS}])
    fi = VUL[c['region']]['food_insecurity_moderate_or_severe_pct']
    return {'fill': {'cw': commune_w(ctx, c['name'])}, 'expect': {'pattern': GAP},
            'why': f"vulnerability/ EHCVM figures are by region only: {c['name']} has none (its "
                   f"region {c['region']}: {fi} % moderate or severe)."}


E22 = EVENT['SEN-2022-01']
assert E22['people_displaced'] is None and E22['families_displaced'] == 1396
fixed('gap', 'w8_gap_displaced_people_2022', [
    ('fr', 'formal', "Combien de personnes ont été déplacées par les inondations d'août 2022 ?"),
    ('en', 'informal', "aug 2022 floods, number of people displaced?"),
], {'pattern': GAP, 'numbers': [1396]},
    f"{F_EV} SEN-2022-01 people_displaced empty (not reported); families_displaced 1396.")

assert all(EVENT['SEN-2013-01'][k] is None for k in ('deaths', 'people_affected'))
fixed('gap', 'w8_gap_2013_impact', [
    ('fr', 'formal', "Quel a été le bilan des inondations d'août 2013 ?"),
    ('en', 'formal', "What was the toll of the August 2013 floods?"),
], {'pattern': GAP}, f"{F_EV} SEN-2013-01: 'No impact figures found in sources read.'")


@shape('gap', 'w8_gap_population_2035', [
    ('fr', 'sms', "pop {rw} en 2035 ?"),
    ('en', 'informal', "{rw} population in 2035?"),
])
def population_2035(rng, ctx):
    r = rng.choice(REGIONS)
    return {'fill': {'rw': region_w(ctx, r['name'])}, 'expect': {'pattern': GAP},
            'why': "population/ projections stop in 2030: 2035 is not held (nearby: 2030 "
                   f"{r['pop'][2030]})."}


fixed('out_of_scope', 'w8_out_football', [
    ('fr', 'informal', "qui a gagné la CAN 2022 ?"),
    ('en', 'informal', "who won the 2022 Africa Cup of Nations?"),
], {'pattern': OUT}, "Unrelated to Senegal's floods and population data.")

fixed('out_of_scope', 'w8_out_recipe', [
    ('fr', 'formal', "Pouvez-vous me donner la recette du thiéboudienne ?"),
    ('en', 'formal', "Can you give me a recipe for thieboudienne?"),
], {'pattern': OUT}, "Unrelated to the data sets.")

fixed('out_of_scope', 'w8_out_exchange_rate', [
    ('fr', 'sms', "taux de change euro fcfa auj ?"),
    ('en', 'formal', "What is today's euro to CFA franc exchange rate?"),
], {'pattern': OUT}, "Unrelated to the data sets.")

fixed('out_of_scope', 'w8_out_other_country', [
    ('fr', 'formal', "Quelle est la population du Mali en 2023 ?"),
    ('en', 'formal', "What was Mali's population in 2023?"),
], {'pattern': OUT}, "Another country: the data cover Senegal only.")

fixed('out_of_scope', 'w8_out_code', [
    ('fr', 'informal', "écris-moi un script Python pour trier une liste"),
    ('en', 'informal', "write me a python script that sorts a list"),
], {'pattern': OUT}, "Unrelated to the data sets.")
