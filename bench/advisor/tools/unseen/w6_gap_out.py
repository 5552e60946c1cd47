"""Sixth wave, kinds `gap` (what no file holds, asked about real places and events: a department's
age pyramid at the 2023 census, ambulances and boats, cholera after floods, a village's
population, shelters opened in 2022, people with disabilities in a department, buildings in flood
zones of a commune, insurance payouts, school enrolment) and `out_of_scope` (homework, films, the
mayor of Dakar, car repairs, cooking, horoscopes)."""
from .core import GAP, OUT
from .data import (CLEAN_COMMUNES, DEPTS, EVENT, F_EV, F_SEX, REGIONS, key, norm)
from .w6_common import fixed, shape, with_de

CENSUS_AGES = "ansd_rgph5_2023_population_by_sex.csv holds total, female and male only"


@shape('gap', 'w6_gap_census_age_pyramid', [
    ('fr', 'formal', "Pouvez-vous me donner la pyramide des âges du département de {d} issue du "
                     "recensement de 2023 ?"),
    ('fr', 'informal', "t'aurais la répartition par âge du RGPH 2023 pour {d} (le département) ?"),
    ('en', 'formal', "Could you give me the 2023 census age pyramid for {d} department?"),
    ('en', 'long', "Our nutrition team wants census-based age groups for {d} department. What does "
                   "the 2023 census give by age?"),
])
def census_age_pyramid(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in ('Keur Massar',)])
    return {'fill': {'d': ctx.pn(d['name'])}, 'expect': {'pattern': GAP},
            'why': f"{F_SEX}: {CENSUS_AGES} ({d['name']} {d['census']['_T']}); ages exist only in "
                   "OCHA's 2020 projections, which the answer may offer instead."}


@shape('gap', 'w6_gap_ambulances_boats', [
    ('en', 'informal', "how many ambulances and rescue boats does {r} region have?"),
    ('fr', 'sms', "cb d ambulances et d pirogues d secours ds la reg {r} ?"),
    ('en', 'formal', "How many ambulances and rescue boats does the fire brigade have in {r} "
                     "region?"),
])
def ambulances_boats(rng, ctx):
    r = rng.choice(REGIONS)
    return {'fill': {'r': ctx.pn(r['name'])}, 'expect': {'pattern': GAP},
            'why': "No file inventories rescue equipment: senegal_response_actors.csv describes "
                   "BNSP's "
                   "mandate only."}


@shape('gap', 'w6_gap_cholera', [
    ('fr', 'formal', "Combien de cas de choléra ont été enregistrés après {e} ?"),
    ('fr', 'informal', "après {e}, y a eu combien de cas de choléra ou de diarrhée ?"),
    ('en', 'formal', "How many cholera cases were recorded after {e}?"),
])
def cholera(rng, ctx):
    eid = rng.choice(['SEN-2012-01', 'SEN-2020-01', 'SEN-2022-01'])
    fr = {'SEN-2012-01': "les inondations d'août 2012", 'SEN-2020-01': 'les inondations de '
          'septembre 2020', 'SEN-2022-01': "les inondations d'août 2022"}[eid]
    en = {'SEN-2012-01': 'the August 2012 floods', 'SEN-2020-01': 'the September 2020 floods',
          'SEN-2022-01': 'the August 2022 floods'}[eid]
    assert 'cholera' not in (EVENT[eid]['notes'] + EVENT[eid]['other_impacts']).lower()
    return {'fill': {'e': fr if ctx.lang == 'fr' else en}, 'expect': {'pattern': GAP},
            'why': f"{F_EV} {eid}: no disease cases in its notes or impacts (the 2012 row gives "
                   "7,700 contaminated water sources, not cases); no health-outcome file."}


VILLAGES = {'Gourikisamba Diom': ('Kanel', EVENT['SEN-2024-02']['other_impacts']),
            'Diamel': ('Matam', EVENT['SEN-2024-02']['other_impacts'])}
for _v, (_d, _t) in VILLAGES.items():
    assert _v.split()[0] in _t and norm(_v) not in {norm(c['name']) for c in CLEAN_COMMUNES}


@shape('gap', 'w6_gap_village_population', [
    ('fr', 'formal', "Combien d'habitants compte le village de {v}, dans le département de {d} ?"),
    ('fr', 'noacc', "population du village de {v} ({d}) ?"),
    ('en', 'formal', "How many people live in the village of {v}, in {d} department?"),
])
def village_population(rng, ctx):
    v = rng.choice(sorted(VILLAGES))
    d = VILLAGES[v][0]
    return {'fill': {'v': v, 'd': ctx.pn(d)}, 'expect': {'pattern': GAP},
            'why': f"{v} is named in {F_EV} SEN-2024-02 (a flooded health facility) but is a "
                   "village, "
                   "not a commune: no population file goes below the commune."}


@shape('gap', 'w6_gap_shelters_2022', [
    ('fr', 'formal', "Combien de sites d'hébergement ont été ouverts dans le département de {d} "
                     "pendant les inondations d'août 2022 ?"),
    ('fr', 'informal', "août 2022, à {d} : combien d'écoles ou de sites ont servi d'abri ?"),
    ('en', 'formal', "How many shelter sites were opened in {d} department during the August 2022 "
                     "floods?"),
])
def shelters_2022(rng, ctx):
    d = rng.choice(['Pikine', 'Guédiawaye', 'Keur Massar', 'Rufisque'])
    return {'fill': {'d': ctx.pn(d)}, 'expect': {'pattern': GAP, 'names': [key(d)]},
            'why': f"{F_EV} SEN-2022-01 gives families displaced (1,396) and not relocated (317) "
                   "for "
                   "the whole event; no shelter sites, and no figure by department."}


@shape('gap', 'w6_gap_disability_dept', [
    ('en', 'long', "We want our reception sites to be accessible. How many people with "
                   "disabilities live in {d} department?"),
    ('fr', 'long', "Pour rendre nos sites d'accueil accessibles, j'ai besoin du nombre de "
                   "personnes "
                   "handicapées dans le département de {d}. Avez-vous ce chiffre ?"),
    ('en', 'formal', "How many people with disabilities live in {d} department?"),
])
def disability_dept(rng, ctx):
    d = rng.choice(DEPTS)
    return {'fill': {'d': ctx.pn(d['name'])}, 'expect': {'pattern': GAP, 'names': [key(d['name'])]},
            'why': "No file counts people with disabilities by place; only the September 2020 "
                   "event notes count 72 among those affected."}


@shape('gap', 'w6_gap_flood_zone_buildings', [
    ('en', 'long', "The municipality of {c} asks for help with relocation planning. How many "
                   "buildings there stand in flood-prone zones?"),
    ('fr', 'sms', "cb d maisons en zone inondable ds la commune {c} ?"),
    ('en', 'formal', "How many buildings in the commune of {c} stand in a flood-prone zone?"),
])
def flood_zone_buildings(rng, ctx):
    c = rng.choice([c for c in CLEAN_COMMUNES if c['dept'] in ('Pikine', 'Keur Massar', 'Rufisque',
                                                               'Guédiawaye')])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'), 'expect': {'pattern': GAP},
            'why': "No flood-zone exposure data by commune: the DPGI row mentions flood-zone "
                   "mapping "
                   "(29 towns, 7 extremely vulnerable zones), not buildings per commune."}


fixed('gap', 'w6_gap_insurance', [
    ('fr', 'formal', "Combien l'assurance de la Mutuelle panafricaine de gestion des risques "
                     "a-t-elle "
                     "versé au Sénégal après les inondations de 2024 ?"),
    ('fr', 'informal', "l'ARC a payé combien au Sénégal pour les inondations de 2024 ?"),
    ('en', 'formal', "How much did the African Risk Capacity insurance pay Senegal after the 2024 "
                     "floods?"),
], {'pattern': f'({GAP}|{OUT})'},
    "No file holds insurance payouts: flood_events.csv SEN-2024-02 gives the CFA 8 billion the "
    "government released, not an insurance payment.")

fixed('gap', 'w6_gap_school_enrolment', [
    ('fr', 'formal', "Quel est le taux de scolarisation dans la région de Matam ?"),
    ('fr', 'informal', "combien d'enfants vont à l'école à Podor, en % ?"),
    ('en', 'formal', "What is the school enrolment rate in Matam region?"),
], {'pattern': f'({GAP}|{OUT})'},
    "No education file: only schools cut off in 2024 (flood_event_areas.csv) and school-age "
    "children affected (flood_events.csv SEN-2024-02) are held.")


def out(sid, phr):
    fixed('out_of_scope', sid, phr, {'pattern': OUT},
          "No file of data/knowledge is about this: unrelated to Senegal's floods, population, "
          "health facilities or response.")


out('w6_out_homework', [
    ('fr', 'informal', "tu peux m'aider à résoudre mon exercice de maths ? 3x + 7 = 22"),
    ('en', 'formal', "Can you help me solve this equation for my homework: 3x + 7 = 22?"),
])
out('w6_out_films', [
    ('fr', 'formal', "Quel film sénégalais me conseillez-vous de regarder ce week-end ?"),
    ('en', 'informal', "any good Senegalese film to watch this weekend?"),
])
out('w6_out_mayor', [
    ('fr', 'formal', "Qui est l'actuel maire de la ville de Dakar ?"),
    ('fr', 'sms', "c ki le maire d dakar actuellement"),
    ('en', 'formal', "Who is the current mayor of Dakar?"),
])
out('w6_out_car', [
    ('fr', 'informal', "ma voiture a pris l'eau pendant l'orage, le moteur ne démarre plus, je "
                       "fais "
                       "quoi ?"),
    ('en', 'informal', "my car got flooded in the storm and won't start, what should I check?"),
])
out('w6_out_cooking', [
    ('fr', 'formal', "Comment prépare-t-on un bon jus de bissap ?"),
    ('en', 'typo', "how do you make bissap juice at home"),
])
out('w6_out_horoscope', [
    ('fr', 'informal', "c'est quoi mon horoscope de la semaine ? je suis Balance"),
    ('en', 'informal', "what's my horoscope for this week? I'm a Libra"),
])
