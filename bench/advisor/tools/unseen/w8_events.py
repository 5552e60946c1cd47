"""Eighth wave, kind `events`: one year's floods summed up, the years of the events that touched a
department, facts of single events (families and casualties of the 2016 storm, 2019's displaced,
2020's affected by sex and its vulnerable groups, 2022's bridges, the 2024 river flood's fields,
aid, schools and its inconsistent household figure, 2012's water sources, 2009's PDNA cost, the
2024 school closures, 2005's abandoned houses, 2007's regional toll, 2020's latrines), deaths and
houses destroyed of one event, and the event that affected the most people (two sources for
2009, never summed)."""
from .data import AREAS, EVENT, EVENTS, F_EV, F_EVA
from .w2_common import de_art
from .w8_common import assert_in, dept_w, fixed, shape

YEAR_W = {2007: ("les inondations de 2007", 'the 2007 floods'),
          2016: ("les inondations de 2016", 'the 2016 floods'),
          2019: ("les inondations de 2019", 'the 2019 floods'),
          2020: ("les inondations de 2020", 'the 2020 floods'),
          2022: ("les inondations de 2022", 'the 2022 floods')}
MAIN = ('deaths', 'people_affected', 'people_displaced', 'families_or_households_affected',
        'families_displaced', 'houses_destroyed_or_collapsed')


@shape('events', 'w8_ev_year_summary', [
    ('fr', 'formal', "Que savez-vous des inondations de {y} au Sénégal ? Donnez les principaux "
                     "chiffres."),
    ('fr', 'sms', "inondations {y} : bilan ?"),
    ('en', 'formal', "What do you know about the {y} floods in Senegal? Give the main figures."),
    ('en', 'informal', "{y} floods — quick toll?"),
])
def year_summary(rng, ctx):
    y = rng.choice(sorted(YEAR_W))
    evs = [e for e in EVENTS if int(e['year']) == y]
    nums = sorted({e[k] for e in evs for k in MAIN if e[k] is not None})
    return {'fill': {'y': y}, 'expect': {'numbers': nums},
            'why': f"{F_EV} {y}: " + '; '.join(
                e['event_id'] + ' ' + ', '.join(f"{k} {e[k]}" for k in MAIN if e[k] is not None)
                for e in evs) + '.'}


HIT = {}
for _a in AREAS:
    HIT.setdefault(_a['adm2_name'], set()).add(int(EVENT[_a['event_id']]['year']))
MULTI = sorted(d for d, ys in HIT.items() if len(ys) >= 2)


@shape('events', 'w8_ev_years_hit_dept', [
    ('fr', 'noacc', "{dw} a ete inonde en quelles annees selon vos sources ?"),
    ('fr', 'informal', "{dw}, il a été inondé quelles années d'après vos données ?"),
    ('en', 'informal', "which years did floods hit {dw}, per your sources?"),
])
def years_hit_dept(rng, ctx):
    d = rng.choice(MULTI)
    ys = sorted(HIT[d])
    return {'fill': {'dw': dept_w(ctx, d)}, 'expect': {'numbers': ys},
            'why': f"{F_EVA} rows for {d}: " + ', '.join(sorted(
                {a['event_id'] for a in AREAS if a['adm2_name'] == d})) + f" -> years {ys}."}


E = EVENT
fixed('events', 'w8_ev_2016_storm_toll', [
    ('fr', 'formal', "Quel a été le bilan humain des pluies et vents violents de septembre 2016 "
                     "à Saint-Louis et Dagana ?"),
    ('fr', 'noacc', "bilan de la tempete de septembre 2016 a dagana : morts, blesses, familles ?"),
    ('en', 'formal', "What was the human toll of the September 2016 rain and windstorm in "
                     "Saint-Louis and Dagana?"),
], {'numbers': [E['SEN-2016-02']['deaths'], E['SEN-2016-02']['injured'],
                E['SEN-2016-02']['families_or_households_affected']]},
    f"{F_EV} SEN-2016-02 deaths 5, injured 106, families_or_households_affected 1313.")

assert_in(E['SEN-2019-01']['notes'], 408, 46)
fixed('events', 'w8_ev_2019_displaced', [
    ('fr', 'informal', "septembre 2019, il y a eu combien de déplacés ? et ça fait combien de "
                       "ménages ?"),
    ('en', 'formal', "How many people were displaced by the September 2019 floods, and how many "
                     "households is that?"),
], {'numbers': [408, 46]},
    f"{F_EV} SEN-2019-01 people_displaced 408; notes: 'about 46 households' (families_displaced "
    "46).")

assert_in(E['SEN-2020-01']['notes'], 5879, 10919, 640, 216, 72, 533)
fixed('events', 'w8_ev_2020_by_sex', [
    ('fr', 'formal', "Parmi les sinistrés des inondations de septembre 2020, combien de femmes et "
                     "combien d'hommes ?"),
    ('en', 'informal', "sept 2020 floods — affected women vs men?"),
    ('en', 'formal', "How were the people affected by the September 2020 floods split between "
                     "women and men?"),
], {'numbers': [10919, 5879]}, f"{F_EV} SEN-2020-01 notes: 'Affected: 5,879 men and 10,919 women'.")

fixed('events', 'w8_ev_2020_vulnerable', [
    ('fr', 'formal', "Pour les inondations de septembre 2020, combien d'enfants de moins de 5 "
                     "ans, de femmes enceintes ou allaitantes, de personnes handicapées et de "
                     "personnes âgées parmi les sinistrés ?"),
    ('fr', 'long', "Je dois cibler les groupes vulnérables pour une distribution, en me basant "
                   "sur ce qui s'est passé en septembre 2020. Combien d'enfants de moins de cinq "
                   "ans, de femmes enceintes ou allaitantes, de personnes vivant avec un handicap "
                   "et de personnes âgées avaient été recensés ?"),
    ('en', 'formal', "Among those affected by the September 2020 floods, how many were children "
                     "under 5, pregnant or breastfeeding women, people with disabilities and "
                     "elderly people?"),
], {'numbers': [640, 216, 72, 533]},
    f"{F_EV} SEN-2020-01 notes: 640 children <5, 216 pregnant/breastfeeding women, 72 people with "
    "disabilities, 533 elderly.")

assert_in(E['SEN-2022-01']['other_impacts'], 'Emergence', 'Keur Massar', 317)
fixed('events', 'w8_ev_2022_bridges', [
    ('fr', 'formal', "Quels ouvrages se sont effondrés lors des inondations d'août 2022, et "
                     "combien de familles n'avaient pas été relogées ?"),
    ('en', 'formal', "Which structures collapsed in the August 2022 floods, and how many families "
                     "had not been relocated?"),
    ('en', 'informal', "aug 2022 floods: what collapsed? families still in flooded homes?"),
], {'names': ['Emergence', 'Keur Massar'], 'numbers': [317]},
    f"{F_EV} SEN-2022-01 other_impacts: 'Emergence bridge and Keur Massar bridge collapsed'; "
    "'317 families not relocated'.")

_O242 = E['SEN-2024-02']['other_impacts']
assert_in(_O242, 1002, 49.19, 21.59, 10.56)
fixed('events', 'w8_ev_2024_river_fields', [
    ('fr', 'formal', "Lors de la crue du fleuve Sénégal de 2024, combien d'hectares de cultures "
                     "ont été inondés, et quelles cultures surtout ?"),
    ('fr', 'sms', "crue fleuve 2024 cb d ha de champs inondes ? kelles cultures ?"),
    ('en', 'formal', "In the 2024 Senegal River flood, how many hectares of fields were flooded, "
                     "and mostly which crops?"),
], {'numbers': [1002, 49.19]},
    f"{F_EV} SEN-2024-02 other_impacts: 1,002 ha flooded (chili 49.19 %, rice 21.59 %, maize "
    "10.56 %).")

assert_in(_O242, 8, 500, 150)
assert '1,000,000 L water' in _O242
fixed('events', 'w8_ev_2024_river_aid', [
    ('fr', 'formal', "Quelle aide l'État a-t-il mobilisée pour la crue du fleuve Sénégal en 2024 "
                     "(montant, vivres, eau) ?"),
    ('en', 'formal', "What aid did the government mobilise for the 2024 Senegal River flood "
                     "(money, food, water)?"),
    ('en', 'informal', "2024 river flood: how much money and food did the state send?"),
], {'numbers': [8, 500]},
    f"{F_EV} SEN-2024-02 other_impacts: CFA 8 billion released; 500 t of food and NFIs; 150 t "
    "rice and 1,000,000 L water in Bakel.")

assert_in(_O242, 24, 19, 30, 18000)
fixed('events', 'w8_ev_2024_river_schools', [
    ('fr', 'formal', "Combien d'écoles étaient inaccessibles à Bakel, Matam et Podor à cause de "
                     "la crue de 2024, et combien d'enfants étaient touchés ?"),
    ('en', 'formal', "How many schools were inaccessible in Bakel, Matam and Podor because of the "
                     "2024 river flood, and how many children were affected?"),
], {'numbers': [24, 19, 30, 18000]},
    f"{F_EV} SEN-2024-02 other_impacts (UNICEF 4 Nov 2024): 24 schools in Bakel, 19 in Matam, 30 "
    "in Podor; >18,000 school-age children affected.")

_E24 = E['SEN-2024-02']
fixed('events', 'w8_ev_2024_river_households', [
    ('fr', 'formal', "Combien de ménages et de personnes la crue du fleuve de 2024 a-t-elle "
                     "touchés selon le gouvernement ? Ces chiffres sont-ils cohérents ?"),
    ('fr', 'informal', "crue 2024 : 774 ménages pour 55 600 personnes, ça tient la route ?"),
    ('en', 'formal', "How many households and people did the 2024 river flood affect per the "
                     "government? Are the two figures consistent?"),
], {'numbers': [774, 55600],
    'pattern': '(incoh|inconsist|72|not consistent|pas coh|contradict|implausib|invraisembl)'},
    f"{F_EV} SEN-2024-02: families_or_households_affected {_E24['families_or_households_affected']}"
    f", people_affected {_E24['people_affected']}: ~72 per household, inconsistent as published.")

assert_in(E['SEN-2012-01']['other_impacts'], 7700)
fixed('events', 'w8_ev_2012_toll', [
    ('fr', 'informal', "août 2012 : ça a donné quoi côté maisons, familles et points d'eau ?"),
    ('en', 'informal', "aug 2012 floods — impact on houses, families, water points?"),
], {'numbers': [E['SEN-2012-01']['houses_destroyed_or_collapsed'],
                E['SEN-2012-01']['families_displaced'], 7700]},
    f"{F_EV} SEN-2012-01 houses_destroyed 6500, families_displaced 5000 ('more than' figures); "
    "7,700 drinking water sources contaminated.")

_P = E['SEN-2009-01b']['other_impacts']
assert_in(_P, 104, 232, 82)
fixed('events', 'w8_ev_2009_pdna_cost', [
    ('fr', 'formal', "Combien les inondations de 2009 ont-elles coûté selon le PDNA, et quels "
                     "étaient les besoins de relèvement et de reconstruction ?"),
    ('fr', 'abbr', "Coût total inond. 2009 (PDNA) et besoins de relèvement/reconstruction ?"),
    ('en', 'formal', "What did the 2009 floods cost according to the PDNA, and what were the "
                     "recovery and reconstruction needs?"),
], {'numbers': [104, 232]},
    f"{F_EV} SEN-2009-01b other_impacts: total cost USD 104 million; recovery & reconstruction "
    "needs USD 232 million.")

_S = E['SEN-2024-03']['other_impacts']
assert_in(_S, 248, 130)
fixed('events', 'w8_ev_2024_schools_closed', [
    ('fr', 'informal', "à la rentrée d'octobre 2024, combien d'écoles n'ont pas pu rouvrir à cause "
                       "des inondations, et combien rien que dans la région de Dakar ?"),
    ('en', 'formal', "At the October 2024 school start, how many schools could not reopen because "
                     "of floods, and how many of them in Dakar region?"),
], {'numbers': [248, 130]}, f"{F_EV} SEN-2024-03 other_impacts: {_S}.")

assert_in(E['SEN-2005-01']['other_impacts'], 3350)
fixed('events', 'w8_ev_2005_abandoned', [
    ('fr', 'sms', "cb d maisons abandonnees a pikine et guediawaye depuis 2005 ?"),
    ('en', 'informal', "houses abandoned in pikine/guediawaye since the 2005 floods?"),
], {'numbers': [3350]}, f"{F_EV} SEN-2005-01 other_impacts: 3,350 abandoned houses (PDNA 2010 "
                        "p.65).")

assert_in(E['SEN-2007-01']['other_impacts'], 90000)
fixed('events', 'w8_ev_2007_toll', [
    ('fr', 'formal', "Combien de sinistrés le Sénégal a-t-il comptés lors des inondations de 2007 "
                     "en Afrique de l'Ouest, et combien pour toute la région ?"),
    ('en', 'formal', "How many flood victims did Senegal count in the 2007 West Africa floods, "
                     "and how many across the region?"),
], {'numbers': [130, 90000]},
    f"{F_EV} SEN-2007-01 people_affected 130 (as of 21 Aug 2007); ~90,000 victims in 7 "
    "countries.")

assert_in(E['SEN-2020-01']['other_impacts'], 230)
fixed('events', 'w8_ev_2020_latrines_displaced', [
    ('fr', 'abbr', "Inond. sept. 2020 : nb de latrines détruites et de pers. déplacées ?"),
    ('en', 'informal', "sept 2020: latrines destroyed + people displaced?"),
], {'numbers': [230, E['SEN-2020-01']['people_displaced']]},
    f"{F_EV} SEN-2020-01: 230 latrines destroyed (other_impacts); people_displaced 3285.")

EVW = {'SEN-2016-02': ("la tempête de septembre 2016 (Saint-Louis, Dagana)",
                       'the September 2016 storm (Saint-Louis, Dagana)'),
       'SEN-2019-01': ('les inondations de septembre 2019', 'the September 2019 floods'),
       'SEN-2020-01': ('les inondations de septembre 2020', 'the September 2020 floods'),
       'SEN-2022-01': ("les inondations d'août 2022", 'the August 2022 floods'),
       'SEN-2024-02': ('la crue du fleuve Sénégal en 2024', 'the 2024 Senegal River flood'),
       'SEN-2012-01': ("les inondations d'août 2012", 'the August 2012 floods'),
       'SEN-2016-01': ('les inondations de juillet 2016', 'the July 2016 floods')}


@shape('events', 'w8_ev_deaths', [
    ('fr', 'formal', "Quel est le nombre de morts {de_e} ?"),
    ('fr', 'sms', "cb d morts pr {e} ?"),
    ('en', 'formal', "How many deaths did {e} cause?"),
])
def deaths(rng, ctx):
    eid = rng.choice([k for k in EVW if EVENT[k]['deaths'] is not None])
    w = EVW[eid][0 if ctx.lang == 'fr' else 1]
    return {'fill': {'e': w, 'de_e': de_art(w)}, 'expect': {'numbers': [EVENT[eid]['deaths']]},
            'why': f"{F_EV} {eid} deaths {EVENT[eid]['deaths']}."}


@shape('events', 'w8_ev_houses_destroyed', [
    ('fr', 'informal', "{e}, ça a détruit combien de maisons ?"),
    ('en', 'typo', "how many houses were destroyed in {e}"),
])
def houses_destroyed(rng, ctx):
    eid = rng.choice([k for k in EVW if EVENT[k]['houses_destroyed_or_collapsed'] is not None])
    w = EVW[eid][0 if ctx.lang == 'fr' else 1]
    return {'fill': {'e': w, 'de_e': de_art(w)},
            'expect': {'numbers': [EVENT[eid]['houses_destroyed_or_collapsed']]},
            'why': f"{F_EV} {eid} houses_destroyed_or_collapsed "
                   f"{EVENT[eid]['houses_destroyed_or_collapsed']}."}


fixed('events', 'w8_ev_most_affected', [
    ('fr', 'formal', "Quel épisode d'inondation a touché le plus de personnes dans vos données, "
                     "et combien ?"),
    ('en', 'formal', "Which flood event in your data affected the most people, and how many?"),
    ('en', 'informal', "biggest flood by people affected?"),
], {'numbers': [2009, 360000, 119000]},
    f"{F_EV}: largest people_affected is 2009: government/PDNA 360,000 (SEN-2009-01b) and IFRC "
    "119,000 (SEN-2009-01), two sources of one event, never summed; next SEN-2024-02 55,600.")
