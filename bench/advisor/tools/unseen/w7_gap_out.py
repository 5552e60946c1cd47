"""Seventh wave, kinds `gap` (what no file holds, asked about real places and events: the
household size of a region CRS-01's note does not list, or of a department; a milieu inside a
region in the EHCVM; the 2021 and 2023 floods, which have no event row; the injured of events
that do not report them; OCHA figures for a year after 2020; livestock lost in September 2016;
people affected by the rains of 16 September 2024; the 2020 damage cost; boreholes, pump
capacity, CSAR's tents, migration) and `out_of_scope` (exchange rates, wrestling, visas, poems,
code, prayer times, translation)."""
from .core import GAP, OUT
from .data import DEPTS, EVENT, F_EV, F_VUL, REGIONS, key
from .w6_common import OCHA_NOT_COMPARABLE
from .w7_common import F_STD, HH_NAT, NO_SIZE, dept_w, fixed, lang_i, shape

F_O2 = 'population/sen_admpop_adm2_2020.csv'


@shape('gap', 'w7_gap_hh_size_region_unlisted', [
    ('fr', 'formal', "Quelle est la taille moyenne des ménages dans la région de {r} ?"),
    ('fr', 'sms', "taille moy d menages reg {r} ?"),
    ('en', 'formal', "What is the average household size in {r} region?"),
    ('en', 'long', "We convert people into households for our kits. What average household size "
                   "should we use for {r} region specifically?"),
])
def hh_size_region_unlisted(rng, ctx):
    r = rng.choice(NO_SIZE)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'pattern': GAP},
            'why': f"{F_STD} CRS-01 note gives sizes for Dakar, Tambacounda, Sédhiou, Matam, "
                   f"Kaffrine, Kaolack (twice), Kolda, Diourbel and Fatick only: none for {r}; the "
                   f"national {HH_NAT} is what is held nearby."}


@shape('gap', 'w7_gap_hh_size_dept', [
    ('fr', 'formal', "Quelle est la taille moyenne des ménages dans {dw} ?"),
    ('en', 'formal', "What is the average household size in {dw}?"),
    ('en', 'informal', "avg household size in {dw}?"),
])
def hh_size_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in {r['name'] for r in REGIONS}])
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'pattern': GAP, 'names': [key(d['name'])]},
            'why': f"{F_STD} CRS-01 gives Senegal's average and some regions' only: no "
                   f"department figure (the region of {d['name']}, {d['region']}, may be "
                   "offered)."}


@shape('gap', 'w7_gap_vul_milieu_in_region', [
    ('fr', 'formal', "Quel est le taux d'insécurité alimentaire des ménages ruraux de la région "
                     "de {r} ?"),
    ('fr', 'informal', "à {r}, en ville seulement, l'accès à l'électricité c'est combien ?"),
    ('en', 'formal', "What is the food insecurity rate of rural households in {r} region?"),
])
def vul_milieu_in_region(rng, ctx):
    r = rng.choice([x['name'] for x in REGIONS if x['name'] != 'Dakar'])
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'pattern': GAP},
            'why': f"{F_VUL} has one figure per region (all milieux); the milieu file covers the "
                   "country's milieux, not regions: no rural/urban split within a region."}


fixed('gap', 'w7_gap_floods_2021', [
    ('fr', 'formal', "Quel a été le bilan des inondations d'août 2021 au Sénégal ?"),
    ('fr', 'informal', "inondations 2021 : combien de sinistrés et de morts ?"),
    ('en', 'formal', "What was the toll of the August 2021 floods in Senegal?"),
], {'pattern': GAP},
    f"{F_EV} has no 2021 row (events of 2005-2024 listed, none in 2021); only "
    "senegal_response_actors.csv ACT-04 mentions the ORSEC plan triggered in Aug 2021, without "
    "figures.")

fixed('gap', 'w7_gap_floods_2023', [
    ('fr', 'formal', "Combien de personnes ont été touchées par les inondations de l'hivernage "
                     "2023 ?"),
    ('en', 'formal', "How many people were affected by the floods of the 2023 rainy season?"),
    ('en', 'informal', "2023 floods toll?"),
], {'pattern': GAP},
    f"{F_EV}: no event row for 2023 (years held: 2005, 2007, 2009, 2012, 2013, 2016, 2019, 2020, "
    "2022, 2024).")

INJ = [e for e in ('SEN-2019-01', 'SEN-2020-01', 'SEN-2024-02') if EVENT[e]['injured'] is None]
LBL = {'SEN-2019-01': ('les inondations de septembre 2019', 'the September 2019 floods'),
       'SEN-2020-01': ('les inondations de septembre 2020', 'the September 2020 floods'),
       'SEN-2024-02': ('la crue du fleuve de 2024', 'the 2024 river flood')}


@shape('gap', 'w7_gap_injured_event', [
    ('fr', 'formal', "Combien de blessés ont été recensés lors {de_e} ?"),
    ('en', 'formal', "How many people were injured in {e}?"),
    ('en', 'typo', "how mny injured in {e}?"),
])
def injured_event(rng, ctx):
    eid = rng.choice(INJ)
    e = LBL[eid][lang_i(ctx)]
    return {'fill': {'e': e, 'de_e': ('des ' + e[4:]) if e.startswith('les ') else 'de ' + e},
            'expect': {'pattern': GAP},
            'why': f"{F_EV} {eid} injured is empty (not reported; never 0)."}


@shape('gap', 'w7_gap_ocha_later_year', [
    ('fr', 'formal', "Quelle est l'estimation d'OCHA de la population {de_dw} pour {y} ?"),
    ('en', 'formal', "What is OCHA's population estimate for {dw} in {y}?"),
    ('en', 'informal', "OCHA figure for {dw}, {y}?"),
])
def ocha_later_year(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in OCHA_NOT_COMPARABLE])
    y = rng.choice([2023, 2024, 2025])
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'y': y,
                     'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw},
            'expect': {'pattern': GAP},
            'why': f"{F_O2} holds OCHA's 2020 projection only; ANSD's {y} figure for "
                   f"{d['name']} ({d['pop'][y]}) is what is held nearby."}


fixed('gap', 'w7_gap_livestock_2016', [
    ('fr', 'formal', "Combien de têtes de bétail ont été perdues lors de la tempête de "
                     "septembre 2016 à Saint-Louis et Dagana ?"),
    ('en', 'formal', "How many head of livestock were lost in the September 2016 storm in "
                     "Saint-Louis and Dagana?"),
    ('en', 'informal', "sept 2016 storm: how many animals lost?"),
], {'pattern': GAP},
    f"{F_EV} SEN-2016-02 other_impacts: food stocks, poultry and livestock lost in 4 towns and 40 "
    "villages, with no count of animals.")

fixed('gap', 'w7_gap_people_16sep2024', [
    ('fr', 'formal', "Combien de personnes ont été sinistrées par les fortes pluies du 16 "
                     "septembre 2024 ?"),
    ('fr', 'sms', "pluies du 16 sept 2024 : cb d sinistres ?"),
    ('en', 'formal', "How many people were affected by the heavy rains of 16 September 2024?"),
], {'pattern': GAP},
    f"{F_EV} SEN-2024-01: people_affected empty; only houses flooded (4,900) and some places' "
    "houses, pumping sites and roads are reported.")

fixed('gap', 'w7_gap_damage_2020', [
    ('fr', 'formal', "À combien ont été évalués les dommages et pertes des inondations de "
                     "septembre 2020 ?"),
    ('en', 'formal', "What were the damages and losses of the September 2020 floods estimated "
                     "at?"),
    ('en', 'informal', "cost of the sept 2020 floods?"),
], {'pattern': GAP},
    f"{F_EV} SEN-2020-01 holds no cost (only the 2009 PDNA has a damage and loss estimate).")


@shape('gap', 'w7_gap_boreholes_region', [
    ('fr', 'formal', "Combien de forages et de points d'eau compte la région de {r} ?"),
    ('en', 'formal', "How many boreholes and water points are there in {r} region?"),
    ('en', 'informal', "{r} region: number of boreholes?"),
])
def boreholes_region(rng, ctx):
    r = rng.choice(REGIONS)
    return {'fill': {'r': ctx.pn(r['name'])}, 'expect': {'pattern': GAP},
            'why': f"No file inventories water points; {F_VUL} gives {r['name']}'s household "
                   "access rate only."}


fixed('gap', 'w7_gap_pump_capacity', [
    ('fr', 'formal', "Quelle est la capacité de pompage, en m³ par heure, des stations de l'ONAS "
                     "à Pikine ?"),
    ('en', 'formal', "What is the pumping capacity, in m³ per hour, of ONAS stations in Pikine?"),
], {'pattern': GAP},
    "senegal_response_actors.csv ACT-16 gives ~100 pumping stations and 313 km of network "
    "nationally (2022), no capacity and nothing per department.")

fixed('gap', 'w7_gap_csar_tents', [
    ('fr', 'formal', "Combien de tentes le CSAR a-t-il en stock pour l'hivernage ?"),
    ('fr', 'informal', "le CSAR a combien de tentes en réserve ?"),
    ('en', 'formal', "How many tents does CSAR hold in stock for the rainy season?"),
], {'pattern': GAP},
    "senegal_response_actors.csv ACT-08 gives 71 warehouses and 86,000 t of capacity, no tent "
    "stock (ACT-20 mentions tents delivered in 2024, uncounted).")


@shape('gap', 'w7_gap_migration_dept', [
    ('fr', 'formal', "Combien d'habitants ont quitté {dw} pour Dakar ces dernières années ?"),
    ('en', 'formal', "How many people have left {dw} for Dakar in recent years?"),
    ('en', 'long', "People say the floods push families from {dw} towards Dakar. How many have "
                   "moved out in recent years?"),
])
def migration_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['region'] != 'Dakar'])
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'pattern': GAP, 'names': [key(d['name'])]},
            'why': "No file holds migration flows: the census and projections give stocks only."}


def out(sid, phr):
    fixed('out_of_scope', sid, phr, {'pattern': OUT},
          "No file of data/knowledge is about this: unrelated to Senegal's floods, population, "
          "health facilities or response.")


out('w7_out_exchange_rate', [
    ('fr', 'formal', "Quel est le taux de change du franc CFA contre le dollar aujourd'hui ?"),
    ('en', 'informal', "what's the CFA franc to dollar rate today?"),
])
out('w7_out_wrestling', [
    ('fr', 'informal', "qui a gagné le dernier grand combat de lutte à l'arène nationale ?"),
    ('en', 'formal', "Who won the last big wrestling bout at the national arena in Dakar?"),
])
out('w7_out_visa', [
    ('fr', 'formal', "Quelles pièces faut-il pour une demande de visa Schengen à Dakar ?"),
    ('en', 'formal', "What documents do I need for a Schengen visa application in Dakar?"),
])
out('w7_out_poem', [
    ('fr', 'informal', "écris-moi un petit poème sur la saison des pluies"),
    ('en', 'informal', "write me a short poem about the rainy season"),
])
out('w7_out_code', [
    ('fr', 'formal', "Pouvez-vous m'écrire une fonction Python qui trie une liste ?"),
    ('en', 'formal', "Can you write me a Python function that sorts a list?"),
])
out('w7_out_prayer', [
    ('fr', 'sms', "c koi l'heure d la priere d timis a dakar auj ?"),
    ('en', 'formal', "What time is the evening prayer in Dakar today?"),
])
out('w7_out_translate', [
    ('fr', 'formal', "Comment dit-on « bonjour, comment allez-vous » en wolof ?"),
    ('en', 'informal', "how do you say good morning in Wolof?"),
])
