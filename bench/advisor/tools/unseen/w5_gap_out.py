"""Fifth wave, kinds `gap` (what no file holds, asked about real places: an event's missing GLIDE
number, an arrondissement at the 2023 census, the flood shock of one region, a commune's health
posts, today's river level, children under 5 in a projected year, the rain of 16 September 2024,
the damage bill of the 2024 river flood) and
`out_of_scope` (history, phone trouble, land prices, fishing and crop markets, a job at an actor
the files name)."""
import re

from .core import GAP, OUT
from .data import (CLEAN_COMMUNES, COMMUNES, DEPTS, EVENT, F_EV, F_HC, F_HG, F_SHK, F_VUL,
                   OCHA3, RAIN, REGIONS, SHOCKS, VUL, key, norm)
from .w5_common import EV, F_ADM3, F_RAIN, ev, fixed, shape, with_de

NO_GLIDE = [e for e in EV if not EVENT[e]['glide']]
A_ART = {'les': 'aux ', 'la': 'à la ', 'le': 'au '}  # à + article, as French contracts it


@shape('gap', 'w5_gap_glide_missing', [
    ('fr', 'formal', "Quel numéro GLIDE a été attribué {a_e} ?"),
    ('fr', 'sms', "code glide {e2} ?"),
    ('en', 'formal', "Which GLIDE number was assigned to {e}?"),
    ('en', 'informal', "glide no. for {e}?"),
])
def glide_missing(rng, ctx):
    eid = rng.choice(NO_GLIDE)
    e = ev(ctx, eid)
    a_e = re.sub(r'^(les|la|le) ', lambda m: A_ART[m.group(1)], e)
    return {'fill': {'e': e, 'a_e': a_e, 'e2': e.split(' ', 1)[1]}, 'expect': {'pattern': GAP},
            'why': f"{F_EV} {eid}: the glide column is empty (no GLIDE number in the sources "
                   f"read): "
                   "not reported, invent none."}


_TAKEN = {norm(x['name']) for x in DEPTS + REGIONS + COMMUNES}
ARRS = sorted((a for a in OCHA3.values() if norm(a['name']) not in _TAKEN), key=lambda a: a['name'])


@shape('gap', 'w5_gap_arrondissement_2023', [
    ('fr', 'formal', "Quelle était la population de l'arrondissement {de_a} au recensement de "
                     "2023 ?"),
    ('fr', 'informal', "l'arrondissement {de_a}, le RGPH 2023 donne combien ?"),
    ('en', 'formal', "What was the population of {a} arrondissement at the 2023 census?"),
])
def arrondissement_2023(rng, ctx):
    a = rng.choice(ARRS)
    return {'fill': with_de(ctx, {'a': ctx.pn(a['name'])}, 'a'),
            'expect': {'pattern': GAP, 'names': [key(a['name'].replace('/', ' '))]},
            'why': f"The 2023 census is published by region, department and commune, not by "
                   f"arrondissement; {F_ADM3} holds {a['name']} ({a['parent']}) for 2020 only: "
                   f"Total {a['Total']} (OCHA estimate), which the answer may give as such."}


@shape('gap', 'w5_gap_region_flood_shock', [
    ('fr', 'formal', "Quelle part des ménages de la région de {r} a été touchée par des "
                     "inondations selon l'EHCVM ?"),
    ('fr', 'typo', "à {r}, c'est combien de % des ménages qui ont subi des inondations ?"),
    ('en', 'formal', "What share of households in {r} region was hit by floods, according to "
                     "EHCVM?"),
])
def region_flood_shock(rng, ctx):
    r = rng.choice([r for r in sorted(VUL) if r != 'Dakar'])
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'pattern': GAP, 'names': [key(r)]},
            'why': f"{F_SHK} gives the flood shock by milieu only (national "
                   f"{SHOCKS['inondations']['national_pct']} %); {F_VUL} gives {r}'s households "
                   f"hit "
                   f"by any shock ({VUL[r]['households_with_shock_last_3y_pct']} %), not by "
                   f"floods: "
                   "the regional flood share is not reported."}


@shape('gap', 'w5_gap_commune_health', [
    ('fr', 'formal', "Combien de postes de santé y a-t-il dans la commune {de_c} ?"),
    ('fr', 'sms', "nb postes d sante commune {c}"),
    ('fr', 'long', "Nous voulons pré-positionner des médicaments dans la commune {de_c}. Combien "
                   "de "
                   "postes de santé y a-t-il sur son territoire ?"),
    ('en', 'formal', "How many health posts are there in the commune of {c}?"),
])
def commune_health(rng, ctx):
    c = rng.choice([c for c in CLEAN_COMMUNES if norm(c['name']) not in
                    {norm(d['name']) for d in DEPTS}])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'pattern': GAP, 'names': [key(c['name'])]},
            'why': f"{F_HC} is by region and {F_HG} by department: nothing by commune ({c['name']} "
                   f"is "
                   f"in {c['dept']}, whose geolocated count the answer may give as the nearest)."}


fixed('gap', 'w5_gap_river_level_now', [
    ('fr', 'formal', "Quel est le niveau du fleuve Sénégal à Bakel aujourd'hui ?"),
    ('fr', 'sms', "niveau du fleuve a matam ajd ?"),
    ('en', 'formal', "What is the Senegal River level at Bakel today?"),
    ('en', 'informal', "river level at Matam right now?"),
], {'pattern': f'({GAP}|{OUT}|temps reel|real.time)'},
    "No file holds river readings: senegal_response_actors.csv gives only the Matam alert level "
    "(8 m, DGPRE) and who monitors the river (DGPRE, OMVS); no real-time level.")


@shape('gap', 'w5_gap_u5_projected', [
    ('fr', 'formal', "Combien d'enfants de moins de 5 ans vivront dans la région de {r} en {y} ?"),
    ('fr', 'informal', "t'as le nombre de moins de 5 ans dans la région de {r} pour {y} ?"),
    ('en', 'formal', "How many children under 5 will live in {r} region in {y}?"),
    ('en', 'long', "We are budgeting vaccination for {y}. How many under-fives will {r} region "
                   "have that year?"),
])
def u5_projected(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2025, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'pattern': GAP, 'names': [key(r['name'])]},
            'why': f"Ages are published only by OCHA for 2020; ANSD's {y} projection is a total "
                   f"({r['pop'][y]}), not by age: under-5s in {y} are not reported."}


assert not any('2024-09-16' in f['period_or_date'] for f in RAIN.values())
fixed('gap', 'w5_gap_rain_16sep2024', [
    ('fr', 'formal', "Combien de millimètres de pluie sont tombés à Dakar le 16 septembre 2024 ?"),
    ('fr', 'informal', "le 16 septembre 2024, il est tombé combien de mm sur Dakar ?"),
    ('en', 'formal', "How many millimetres of rain fell on Dakar on 16 September 2024?"),
], {'pattern': GAP},
    f"{F_RAIN} has no fact for 16 September 2024; {F_EV} SEN-2024-01 gives 4,900 houses flooded, "
    "no rainfall amount.")

fixed('gap', 'w5_gap_damage_2024', [
    ('fr', 'formal', "À combien sont estimés les dégâts matériels de la crue du fleuve Sénégal de "
                     "2024 ?"),
    ('fr', 'long', "Pour le rapport au bailleur, j'ai besoin du coût des dommages de la crue de "
                   "2024 dans la vallée. Quel montant ?"),
    ('en', 'formal', "What was the estimated damage bill of the 2024 Senegal River flood?"),
], {'pattern': GAP},
    f"{F_EV} SEN-2024-02 gives people, households, sites, hectares and the CFA 8 billion released "
    "for the response (a budget, not a damage estimate): no damage cost is reported.")


def out(sid, phr):
    fixed('out_of_scope', sid, phr, {'pattern': OUT},
          "No file of data/knowledge is about this: unrelated to Senegal's floods, population, "
          "health facilities or response.")


out('w5_out_history', [
    ('fr', 'formal', "Qui a été le premier président du Sénégal ?"),
    ('fr', 'informal', "le Sénégal est indépendant depuis quand déjà ?"),
    ('en', 'formal', "Who was Senegal's first president?"),
])
out('w5_out_phone', [
    ('fr', 'informal', "mon WhatsApp ne reçoit plus les messages, je fais comment ?"),
    ('fr', 'sms', "cmt recuperer mon compte orange money bloque"),
    ('en', 'informal', "my laptop won't connect to the wifi, any idea?"),
])
out('w5_out_land', [
    ('fr', 'formal', "Combien coûte un terrain de 300 m² à Diamniadio en ce moment ?"),
    ('fr', 'informal', "c'est quoi les démarches pour un titre foncier à Keur Massar ?"),
    ('en', 'formal', "What does a 300 m² plot of land cost in Diamniadio these days?"),
])
out('w5_out_markets', [
    ('fr', 'formal', "Quel est le prix de l'arachide au kilo cette campagne à Kaolack ?"),
    ('fr', 'sms', "ouverture saison peche kayar c quand"),
    ('en', 'informal', "what's the groundnut price per kilo in Kaolack this season?"),
])
out('w5_out_jobs', [
    ('fr', 'formal', "Comment postuler à un emploi à la Croix-Rouge sénégalaise ?"),
    ('en', 'formal', "How do I apply for a job at the Senegalese Red Cross?"),
    ('en', 'informal', "is the fire brigade (BNSP) recruiting this year?"),
])
