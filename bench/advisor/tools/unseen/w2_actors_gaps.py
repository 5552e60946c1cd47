"""Second wave, kinds `actors` (facts of the actors file), `gap` (what no file holds: the
answer says so) and `out_of_scope`."""
from .core import GAP, OUT, shape
from .data import (ACTORS, CLEAN_COMMUNES, DEPTS, EVENT, F_ACT, F_DEPT, F_EV, F_HC, F_VUL, HEALTH)
from .w2_common import NB, de_art


def actor(aid, nums, names=()):
    a = ACTORS[aid]
    ex = {'numbers': list(nums)}
    if names:
        ex['names'] = list(names)
    return {'fill': {}, 'expect': ex,
            'why': f"{F_ACT} {aid} ({a['acronym'] or a['name_fr']}): {a['mandate_en']}"}


@shape('actors', 'w2_csar_stores', [
    ('fr', 'formal', "Combien de magasins le CSAR gère-t-il, et pour quelle capacité de stockage"
                     + NB + "?"),
    ('fr', 'sms', "csar cb d magasins et capacite totale ?"),
    ('en', 'formal', "How many warehouses does the CSAR run, and with what storage capacity?"),
    ('en', 'informal', "CSAR warehouses: how many and how many tonnes?"),
], n=1, by_lang=True)
def csar_stores(rng, ctx):
    return actor('ACT-08', [71, 86000])


@shape('actors', 'w2_onas_network', [
    ('fr', 'formal', "Quelle longueur de réseau d'eaux pluviales l'ONAS exploite-t-il" + NB + "?"),
    ('fr', 'informal', "l'ONAS gère combien de km de réseau pluvial ?"),
    ('en', 'formal', "How long is the stormwater network managed by ONAS?"),
    ('en', 'informal', "ONAS stormwater network, how many km?"),
], n=1, by_lang=True)
def onas_network(rng, ctx):
    return actor('ACT-16', [313])


@shape('actors', 'w2_omvs_created', [
    ('fr', 'formal', "Quand et où l'OMVS a-t-elle été créée" + NB + "?"),
    ('fr', 'noacc', "date et lieu de creation de l'OMVS"),
    ('en', 'formal', "When and where was the OMVS founded?"),
    ('en', 'informal', "OMVS, created when and where?"),
], n=1, by_lang=True)
def omvs_created(rng, ctx):
    return actor('ACT-12', [1972], ['Nouakchott'])


@shape('actors', 'w2_progep_funding', [
    ('fr', 'formal', "Quel a été le montant du financement du PROGEP 1" + NB + "?"),
    ('fr', 'informal', "le PROGEP 1, c'était financé à hauteur de combien ?"),
    ('en', 'formal', "How much funding did PROGEP 1 receive?"),
    ('en', 'typo', "what was the PROGEP 1 budget"),
], n=1, by_lang=True)
def progep_funding(rng, ctx):
    return actor('ACT-22', [121.3])


@shape('gap', 'w2_hospital_beds', [
    ('fr', 'formal', "Combien de lits d'hospitalisation y a-t-il dans la région de {r}" + NB + "?"),
    ('fr', 'sms', "nb lits hopital region {r}"),
    ('fr', 'long', "En cas d'évacuation sanitaire massive dans la région de {r}, quelle est la "
                   "capacité en lits de ses hôpitaux" + NB + "?"),
    ('en', 'formal', "How many hospital beds are there in {r} region?"),
    ('en', 'informal', "{r} region hospital bed capacity?"),
])
def hospital_beds(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'pattern': GAP},
            'why': f"No file holds bed counts: {F_HC} counts facilities only ({r}: "
                   f"{HEALTH[r]['hopital'][0]} hospitals); the standards file has a beds norm, "
                   f"not a count."}


NOFIG = {'SEN-2005-01': ("les inondations de fin août 2005 à Dakar",
                         'the late-August 2005 floods in Dakar'),
         'SEN-2013-01': ("les inondations d'août 2013", 'the August 2013 floods')}
NOFIG_M = {'deaths': ('morts', 'deaths'), 'people_affected': ('sinistrés', 'affected people')}


@shape('gap', 'w2_event_no_figure', [
    ('fr', 'formal', "Quel a été le nombre de {m} lors {de_e}" + NB + "?"),
    ('fr', 'sms', "cb d {m} {e}"),
    ('en', 'formal', "How many {m} were there during {e}?"),
    ('en', 'informal', "{e}: {m}?"),
])
def event_no_figure(rng, ctx):
    eid, m = rng.choice(sorted(NOFIG)), rng.choice(sorted(NOFIG_M))
    assert EVENT[eid][m] is None
    i = 0 if ctx.lang == 'fr' else 1
    return {'fill': {'e': NOFIG[eid][i], 'm': NOFIG_M[m][i], 'de_e': de_art(NOFIG[eid][i])},
            'expect': {'pattern': GAP},
            'why': f"{F_EV}: {eid} {m} is empty ({EVENT[eid]['notes'][:70]}): not reported, never 0."}


@shape('gap', 'w2_beyond_2030', [
    ('fr', 'formal', "Quelle sera la population du département de {d} en {y}" + NB + "?"),
    ('fr', 'informal', "{d} en {y}, on sera combien d'habitants ?"),
    ('en', 'formal', "What will the population of {d} department be in {y}?"),
    ('en', 'informal', "{d} population in {y}?"),
])
def beyond_2030(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice([2035, 2040, 2045, 2050])
    return {'fill': {'d': ctx.pn(d['name']), 'y': y}, 'expect': {'pattern': GAP},
            'why': f"{F_DEPT} stops at 2030 ({d['name']} pop_2030 {d['pop'][2030]}); {y} is held "
                   f"by no file."}


@shape('gap', 'w2_commune_water', [
    ('fr', 'formal', "Quel est le taux d'accès à l'eau potable des ménages de la commune de {c}"
                     + NB + "?"),
    ('fr', 'noacc', "acces a l'eau potable dans la commune de {c}, en %"),
    ('en', 'formal', "What share of households in the commune of {c} have access to drinking water?"),
    ('en', 'informal', "drinking water access in {c} commune?"),
])
def commune_water(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    return {'fill': {'c': ctx.pn(c['name'])},
            'expect': {'pattern': GAP},
            'why': f"{F_VUL} is by region only: no figure for the commune {c['name']} "
                   f"({c['dept']}); the answer may give its region's ({c['region']}) and must say "
                   f"the commune's is not held."}


@shape('gap', 'w2_rain_forecast', [
    ('fr', 'formal', "Combien de millimètres de pluie tomberont à Dakar en août prochain" + NB + "?"),
    ('fr', 'sms', "il va pleuvoir cb a dakar en aout prochain"),
    ('en', 'formal', "How many millimetres of rain will fall in Dakar next August?"),
    ('en', 'informal', "rain forecast for Dakar next August, in mm?"),
], n=1, by_lang=True)
def rain_forecast(rng, ctx):
    return {'fill': {}, 'expect': {'pattern': f'({GAP}|{OUT})'},
            'why': 'rainfall/rainfall_facts.csv holds past facts and one categorical seasonal '
                   'outlook (R24), no rainfall amount forecast for a month.'}


@shape('out_of_scope', 'w2_out_general', [
    ('fr', 'formal', "Pouvez-vous me donner une recette de thiéboudienne" + NB + "?"),
    ('fr', 'informal', "qui a gagné la CAN 2022 ?"),
    ('fr', 'sms', "cb coute le dollar en fcfa ajd"),
    ('en', 'formal', "Can you write me a cover letter for a marketing job?"),
    ('en', 'informal', "who won the 2022 Africa Cup of Nations?"),
], n=1, by_lang=True)
def out_general(rng, ctx):
    return {'fill': {}, 'expect': {'pattern': OUT},
            'why': "Unrelated to Senegal's floods and population: no file holds it."}


@shape('out_of_scope', 'w2_out_other_country', [
    ('fr', 'formal', "Quelle est la population de la Mauritanie en 2023" + NB + "?"),
    ('fr', 'informal', "combien d'habitants au Mali ?"),
    ('en', 'formal', "What is the population of the Gambia?"),
    ('en', 'informal', "how many people live in Guinea-Bissau?"),
], n=1, by_lang=True)
def out_other_country(rng, ctx):
    return {'fill': {}, 'expect': {'pattern': OUT},
            'why': 'The files cover Senegal only: no population figure for another country.'}
