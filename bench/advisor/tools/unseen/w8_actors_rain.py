"""Eighth wave, kinds `actors` and `events` (rainfall facts): DGPRE's stations and Matam alert
level, CSAR's warehouses and 2024 rice, the ORSEC decrees, the ten-year programme's amount and
execution, PROGEP's funding and drainage, PGIIS's grant, OMVS's creation and basin, what
Manantali's releases control, ONAS's network, DPGI's mapping, the Red Cross's reach and 2020
DREF, MRAZI's years, the CNGI's founding order, who delivers food relief; the 2025 season's
range, Linguère's hour in 2017, Ziguinchor's three days in 2017, a northern station's 2009
season against its normal, the mean onset of the rains, Sébikotane in 2020, Kaffrine in 2016,
and the August 2022 rain over Dakar, Thiès and Matam."""
import re

from .data import ACTORS, F_ACT, RAIN
from .w6_common import rain_why
from .w8_common import assert_in, fixed, shape

A = {a['acronym'].split()[0] if a['acronym'] else a['actor_id']: a for a in ACTORS.values()}


def act(acr, *vals):
    """The actor's row text, checked to hold each value (so the expectation is read)."""
    a = A[acr]
    text = ' '.join(a[k] for k in ('mandate_fr', 'mandate_en', 'parent_ministry_as_of',
                                   'quote_as_read', 'source_date', 'role_in_flood_response'))
    assert_in(text, *vals)
    return f"{F_ACT} {a['actor_id']} {acr}: " + a['mandate_en'][:220]


fixed('actors', 'w8_act_dgpre_matam', [
    ('fr', 'formal', "Quelle est la cote d'alerte du fleuve à Matam, et combien de stations "
                     "hydrologiques la DGPRE exploite-t-elle ?"),
    ('fr', 'sms', "cote d alerte matam ? et dgpre cb d stations ?"),
    ('en', 'formal', "What is the river alert level at Matam, and how many hydrological stations "
                     "does DGPRE run?"),
], {'numbers': [8, 72]}, act('DGPRE', 72, 8))

fixed('actors', 'w8_act_csar_capacity', [
    ('fr', 'formal', "Combien de magasins le CSAR gère-t-il, pour quelle capacité, et combien de "
                     "riz a-t-il distribué aux ménages sinistrés en 2024 ?"),
    ('en', 'formal', "How many warehouses does CSAR run, with what capacity, and how much rice did "
                     "it give to shock-hit households in 2024?"),
    ('en', 'informal', "CSAR: warehouses, tonnage, 2024 rice handouts?"),
], {'numbers': [71, 86000, 681, 6810]}, act('CSAR', 71, 86000, 681, 6810))

fixed('actors', 'w8_act_orsec_decrees', [
    ('fr', 'formal', "Par quels décrets le plan ORSEC a-t-il été adopté puis régi ?"),
    ('fr', 'noacc', "plan orsec : quel decret l'a cree et quel decret le regit ?"),
    ('en', 'formal', "Which decrees adopted and now govern the ORSEC plan?"),
], {'numbers': [1288, 172]}, act('ORSEC', 1993, 1999))

fixed('actors', 'w8_act_pdgi_budget', [
    ('fr', 'informal', "le programme décennal inondations 2012-2022, c'était quel budget et il a "
                       "été exécuté à combien ?"),
    ('en', 'formal', "What was the budget of the 2012-2022 ten-year flood management programme, "
                     "and what execution rate was announced?"),
], {'numbers': [66.65], 'any_numbers': [[766988450362, 766.99, 767, 766]]},
    act('PDGI', 66.65, 511.2))

fixed('actors', 'w8_act_progep', [
    ('fr', 'abbr', "PROGEP 1 : montant ? PROGEP 2 : nb de m de réseaux de drainage ?"),
    ('en', 'informal', "PROGEP 1 funding and PROGEP 2 drainage length?"),
], {'numbers': [121.3, 46000]}, act('PROGEP', 121.3) + ' ' + act('ADM', 46000))

fixed('actors', 'w8_act_pgiis_grant', [
    ('fr', 'formal', "Quel est le montant de la subvention du Fonds vert pour le climat au PGIIS, "
                     "et qui la fait transiter ?"),
    ('en', 'informal', "PGIIS: how big is the green climate fund grant, and who channels it?"),
], {'numbers': [10], 'names': ['AFD']}, act('PGIIS', 10))

fixed('actors', 'w8_act_omvs_creation', [
    ('fr', 'formal', "Quand et où l'OMVS a-t-elle été créée, et quelle est la superficie du "
                     "bassin qu'elle gère ?"),
    ('en', 'formal', "When and where was OMVS created, and how large is the basin it manages?"),
], {'numbers': [1972, 289000], 'names': ['Nouakchott']}, act('OMVS', 1972, 289000))

fixed('actors', 'w8_act_manantali_share', [
    ('fr', 'informal', "les lâchers du barrage de Manantali, ils contrôlent quelle part des eaux "
                       "du bassin ?"),
    ('en', 'formal', "What share of the Senegal River basin's flows do Manantali dam releases "
                     "control?"),
], {'numbers': [40]}, act('SEMAF', 40))

fixed('actors', 'w8_act_onas_network', [
    ('fr', 'sms', "onas gere cb d km d reseau eaux pluviales et cb d stations d pompage ?"),
    ('en', 'informal', "ONAS stormwater network length and pumping stations?"),
], {'numbers': [313, 100]}, act('ONAS', 313, 100))

fixed('actors', 'w8_act_dpgi_mapping', [
    ('fr', 'formal', "Combien de villes la DPGI a-t-elle cartographiées pour les zones inondables, "
                     "et combien de zones d'extrême vulnérabilité a-t-elle identifiées ?"),
    ('en', 'formal', "How many towns has DPGI mapped for flood zones, and how many extremely "
                     "vulnerable zones did it identify?"),
], {'numbers': [29, 7]}, act('DPGI', 29, 7))

fixed('actors', 'w8_act_red_cross', [
    ('fr', 'formal', "Dans combien de départements la Croix-Rouge sénégalaise a-t-elle des "
                     "volontaires, et quel était le montant du DREF de 2020 ?"),
    ('en', 'formal', "In how many departments does the Senegalese Red Cross have volunteers, and "
                     "how much was the 2020 DREF?"),
    ('en', 'informal', "red cross senegal: how many depts covered, 2020 DREF amount and people "
                       "targeted?"),
], {'numbers': [45, 331410]}, act('CRS', 45, 331410, 8100))

fixed('actors', 'w8_act_mrazi_years', [
    ('fr', 'formal', "Le ministère de la Restructuration et de l'Aménagement des Zones "
                     "d'Inondation existe-t-il encore ? De quand à quand a-t-il fonctionné ?"),
    ('en', 'formal', "Does the Ministry for Restructuring and Development of Flood Zones (MRAZI) "
                     "still exist? When did it operate?"),
], {'numbers': [2012, 2014]}, act('MRAZI', 2012, 2014))

fixed('actors', 'w8_act_cngi_order', [
    ('fr', 'formal', "Par quel arrêté et à quelle date le Comité national de gestion des "
                     "inondations a-t-il été institué ?"),
    ('en', 'formal', "By which order, and on what date, was the National Flood Management "
                     "Committee set up?"),
], {'numbers': [14054, 2018]}, act('CNGI', 14054, 2018))

fixed('actors', 'w8_act_food_relief', [
    ('fr', 'informal', "qui s'occupe de l'aide alimentaire aux sinistrés des inondations au "
                       "Sénégal ?"),
    ('en', 'formal', "Which Senegalese institution handles food relief for flood victims?"),
], {'names': ['CSAR']}, act('CSAR', 681))

_R12, _R13 = RAIN['R12'], RAIN['R13']
assert (_R12['value'], _R13['value']) == ('85.2', '994.9')
fixed('events', 'w8_rain_2025_range', [
    ('fr', 'formal', "Début septembre 2025, entre quels cumuls de pluie la saison oscillait-elle, "
                     "et où ?"),
    ('en', 'informal', "early sept 2025: lowest and highest seasonal rain totals, and where?"),
], {'numbers': [85.2, 994.9], 'names': ['Richard', 'Tendouck']}, rain_why('R12', 'R13'))

assert RAIN['R16']['value'] == '218'
fixed('events', 'w8_rain_linguere_hour', [
    ('fr', 'noacc', "combien de pluie en une heure a Linguere le 26 aout 2017 ?"),
    ('en', 'informal', "linguere 26 aug 2017, rain in one hour?"),
], {'numbers': [218]}, rain_why('R16'))

assert RAIN['R17']['value'] == '298.4'
fixed('events', 'w8_rain_ziguinchor_3days', [
    ('fr', 'formal', "Quelle quantité de pluie Ziguinchor a-t-elle reçue du 20 au 22 août 2017 ?"),
    ('en', 'formal', "How much rain did Ziguinchor receive from 20 to 22 August 2017?"),
], {'numbers': [298.4]}, rain_why('R17'))

NORMALS = {f: RAIN[f] for f in ('R06', 'R07', 'R08', 'R09', 'R10', 'R11')}


@shape('events', 'w8_rain_2009_station', [
    ('fr', 'formal', "En 2009, quelle était la pluie normale à {p} jusqu'à fin septembre, et à "
                     "quel pourcentage de cette normale la saison était-elle ?"),
    ('en', 'formal', "In 2009, what was {p}'s normal rainfall to the end of September, and what "
                     "percentage of it did the season reach?"),
])
def rain_2009_station(rng, ctx):
    f = rng.choice(sorted(NORMALS))
    r = NORMALS[f]
    share = int(re.search(r'(\d+) %', r['text_as_read']).group(1))
    p = r['place'].replace('Linguere', 'Linguère')
    return {'fill': {'p': ctx.pn(p)}, 'expect': {'numbers': [float(r['value']), share]},
            'why': rain_why(f)}


assert (RAIN['R02']['value'], RAIN['R03']['value']) == ('24 June', '8')
fixed('events', 'w8_rain_onset', [
    ('fr', 'informal', "en moyenne la saison des pluies démarre quand au Sénégal ? à quelques "
                       "jours près ?"),
    ('en', 'formal', "On average, when does the rainy season start in Senegal, and how much does "
                     "the date vary?"),
], {'numbers': [24, 8]}, rain_why('R02', 'R03'))

assert RAIN['R19']['value'] == '>170' and RAIN['R23']['value'] == '>175'
fixed('events', 'w8_rain_sebikotane_2020', [
    ('fr', 'informal', "le 5 septembre 2020 à Sébikotane, il est tombé combien de pluie ?"),
    ('en', 'informal', "sebikotane rain on 5 sept 2020?"),
], {'numbers': [170]}, rain_why('R19'))

fixed('events', 'w8_rain_kaffrine_2016', [
    ('fr', 'formal', "Quelle quantité de pluie Kaffrine a-t-elle reçue le 24 juillet 2016 ?"),
    ('en', 'typo', "how much rain fell on kaffrine on 24 july 2016"),
], {'numbers': [175]}, rain_why('R23'))

assert RAIN['R22']['value'] == '~500'
fixed('events', 'w8_rain_aug_2022', [
    ('fr', 'formal', "Combien de pluie est tombée sur Dakar, Thiès et Matam du 5 au 7 août 2022 "
                     "?"),
    ('en', 'informal', "rain total over Dakar, Thiès and Matam, 5-7 Aug 2022?"),
], {'numbers': [500]}, rain_why('R22'))
