"""Seventh wave, kind `events`: facts held in the flood events' texts and per-department rows
that waves 1-6 did not ask — the hectares of each crop under water in 2024 (shares of 1,002 ha),
2009's families who lost crops and its destroyed and flooded houses, the PDNA's 41,900 people in
food insecurity in Ziguinchor (link to the floods not explicit), Kédougou's 9,297 beneficiary
households and Vélingara's 120 ha of rice, the 2012 Charter activation and UNOSAT dates, the
site by the airport in 2012, Thiès's 8,411 affected in 16 neighbourhoods of 3 communes (2020),
the departments both 2019 and 2020 hit, Les Echos' 2024 households and people per household,
the regions and departments of September 2020 and the departments of August 2022. Every value
is checked below against its row."""
from .data import AREAS, EVENT, F_EV, key
from .w6_common import flat
from .w7_common import F_AREAS, fixed, lang_i, shape


def text(eid):
    e = EVENT[eid]
    return flat(' '.join(str(e[k] or '') for k in ('main_areas', 'other_impacts', 'notes')))


def area(eid, name, metric=None):
    return next(a for a in AREAS if a['event_id'] == eid and a['adm2_name'] == name
                and (metric is None or a['metric'] == metric))


CROPS = {'chili': ('piment', 'chili'), 'rice': ('riz', 'rice'), 'maize': ('maïs', 'maize')}
SHARE = {'chili': 49.19, 'rice': 21.59, 'maize': 10.56}
T24 = text('SEN-2024-02')
assert '1002 ha' in T24 and all(f'{k} {v}%' in T24 for k, v in SHARE.items())


@shape('events', 'w7_ev_2024_crop_hectares', [
    ('fr', 'formal', "Lors de la crue du fleuve de 2024, combien d'hectares de {c} ont été "
                     "inondés, d'après la part de cette culture dans les champs touchés ?"),
    ('fr', 'informal', "crue 2024 : ça fait combien d'hectares de {c} sous l'eau ?"),
    ('en', 'formal', "In the 2024 river flood, how many hectares of {c} were flooded, given that "
                     "crop's share of the flooded fields?"),
])
def crop_hectares(rng, ctx):
    k = rng.choice(sorted(CROPS))
    v = round(1002 * SHARE[k] / 100, 1)
    return {'fill': {'c': CROPS[k][lang_i(ctx)]}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_EV} SEN-2024-02 other_impacts: 1,002 ha of fields flooded, {k} "
                   f"{SHARE[k]} % -> {v} ha."}


T09 = text('SEN-2009-01')
assert '>1000 families lost crops' in T09
fixed('events', 'w7_ev_2009_crop_families', [
    ('fr', 'formal', "Selon la FICR, combien de familles ont perdu leurs récoltes lors des "
                     "inondations de 2009 ?"),
    ('en', 'formal', "According to IFRC, how many families lost their crops in the 2009 floods?"),
    ('en', 'informal', "2009 floods: families that lost crops?"),
], {'numbers': [1000]},
    f"{F_EV} SEN-2009-01 other_impacts: '>1,000 families lost crops' (IFRC preliminary appeal; a "
    "'more than' figure).")

E09 = EVENT['SEN-2009-01']
fixed('events', 'w7_ev_2009_houses', [
    ('fr', 'formal', "Combien de maisons ont été détruites et combien inondées lors des "
                     "inondations de 2009, selon la FICR ?"),
    ('fr', 'sms', "2009 : cb d maisons detruites et cb inondees (ficr) ?"),
    ('en', 'formal', "How many houses were destroyed and how many flooded in the 2009 floods, "
                     "according to IFRC?"),
], {'numbers': [E09['houses_destroyed_or_collapsed'], E09['houses_flooded']]},
    f"{F_EV} SEN-2009-01 houses_destroyed_or_collapsed {E09['houses_destroyed_or_collapsed']}, "
    f"houses_flooded {E09['houses_flooded']} ('more than' figures; the government row gives no "
    "house count).")

_Z = area('SEN-2009-01b', 'Ziguinchor')
assert _Z['value'] == 41900 and _Z['certainty'] == 'B'
fixed('events', 'w7_ev_2009_ziguinchor_food', [
    ('fr', 'formal', "Que dit le PDNA de 2009 sur Ziguinchor ?"),
    ('fr', 'long', "Je travaille sur la Casamance. Le rapport d'évaluation des inondations de "
                   "2009 donne-t-il un chiffre pour Ziguinchor, et sur quoi porte-t-il ?"),
    ('en', 'formal', "What does the 2009 PDNA say about Ziguinchor?"),
], {'numbers': [41900]},
    f"{F_AREAS} SEN-2009-01b Ziguinchor people_affected_food_insecurity 41,900 (PDNA p.71, "
    "table 11, certainty B: the direct link to the floods is not explicit).")

_K = area('SEN-2009-01b', 'Kédougou')
assert '9,297 beneficiary households' in _K['excerpt_or_summary']
fixed('events', 'w7_ev_2009_kedougou_households', [
    ('fr', 'formal', "Combien de ménages bénéficiaires le PDNA de 2009 compte-t-il pour "
                     "Kédougou ?"),
    ('en', 'formal', "How many beneficiary households does the 2009 PDNA count for Kédougou?"),
    ('en', 'informal', "kedougou 2009 pdna: beneficiary households?"),
], {'numbers': [9297]},
    f"{F_AREAS} SEN-2009-01b Kédougou: 'table 23 (9,297 beneficiary households)', PDNA p.57;96.")

_V = area('SEN-2009-01b', 'Vélingara')
assert '120 ha of rice' in _V['excerpt_or_summary']
fixed('events', 'w7_ev_2009_velingara_rice', [
    ('fr', 'formal', "Quelle surface de rizières a été touchée dans le département de Vélingara "
                     "en 2009, et dans quelle zone ?"),
    ('fr', 'noacc', "Velingara 2009 : combien d'hectares de riz touches ?"),
    ('en', 'formal', "How much rice-field area was affected in Vélingara department in 2009, and "
                     "where?"),
], {'numbers': [120]},
    f"{F_AREAS} SEN-2009-01b Vélingara: 'about 120 ha of rice fields affected in Velingara "
    "department (Anambe)', PDNA p.50.")

T12 = text('SEN-2012-01')
assert 'Charter activated 2012-08-27' in T12 and '31 Aug 2012' in T12
fixed('events', 'w7_ev_2012_charter_unosat', [
    ('fr', 'formal', "En 2012, à quelle date la Charte internationale a-t-elle été activée pour "
                     "les inondations, et quand UNOSAT a-t-il livré son évaluation de Dakar ?"),
    ('en', 'formal', "In 2012, on what date was the International Charter activated for the "
                     "floods, and when did UNOSAT deliver its Dakar assessment?"),
    ('en', 'informal', "2012 floods: charter activation date + UNOSAT dakar assessment date?"),
], {'numbers': [27, 31]},
    f"{F_EV} SEN-2012-01 notes: Charter activated 2012-08-27; UNOSAT Dakar assessment 31 Aug "
    "2012.")

_AIR = area('SEN-2012-01', 'Dakar')
assert 'Senghor' in _AIR['excerpt_or_summary']
fixed('events', 'w7_ev_2012_airport', [
    ('fr', 'formal', "En août 2012, près de quelle infrastructure de Dakar l'eau stagnait-elle "
                     "selon l'évaluation satellitaire ?"),
    ('en', 'formal', "In August 2012, next to which Dakar infrastructure did the satellite "
                     "assessment show flood water?"),
    ('en', 'typo', "aug 2012 floods - wich dakar infrastructure had water next to it?"),
], {'pattern': '(aeroport|airport|senghor)'},
    f"{F_AREAS} SEN-2012-01 Dakar: 'SITE 1. Flood water next to the Leopold Sedar Senghor "
    "International Airport' (UNOSAT, p.2).")

_TH = area('SEN-2020-01', 'Thiès')
assert '16 neighbourhoods in 3 communes' in _TH['excerpt_or_summary'] and _TH['value'] == 8411
fixed('events', 'w7_ev_2020_thies_detail', [
    ('fr', 'formal', "En septembre 2020, combien de sinistrés dans le département de Thiès, et "
                     "dans combien de quartiers et de communes ?"),
    ('fr', 'informal', "Thiès, inondations 2020 : combien de sinistrés, dans combien de "
                       "quartiers ?"),
    ('en', 'formal', "In September 2020, how many people were affected in Thiès department, and "
                     "in how many neighbourhoods and communes?"),
], {'numbers': [8411, 16, 3]},
    f"{F_AREAS} SEN-2020-01 Thiès people_affected 8,411, '16 neighbourhoods in 3 communes' (IFRC "
    "DREF table 1).")

_S19 = {a['adm2_name'] for a in AREAS if a['event_id'] == 'SEN-2019-01'}
_S20 = {a['adm2_name'] for a in AREAS if a['event_id'] == 'SEN-2020-01'}
_BOTH = sorted(_S19 & _S20)
fixed('events', 'w7_ev_depts_2019_and_2020', [
    ('fr', 'formal', "Quels départements ont été touchés à la fois par les inondations de "
                     "septembre 2019 et par celles de septembre 2020 ?"),
    ('fr', 'sms', "kels depts touches en 2019 ET en 2020 ?"),
    ('en', 'formal', "Which departments were hit by both the September 2019 and the September "
                     "2020 floods?"),
], {'names': [key(n) for n in _BOTH]},
    f"{F_AREAS}: SEN-2019-01 {sorted(_S19)}; SEN-2020-01 {sorted(_S20)}; both: {_BOTH}.")

assert '456 households (~3667 people)' in T24
fixed('events', 'w7_ev_2024_lesechos_households', [
    ('fr', 'formal', "Pour la crue de 2024, combien de ménages et de personnes touchés selon Les "
                     "Échos, et combien de personnes par ménage cela fait-il ?"),
    ('en', 'formal', "For the 2024 river flood, how many households and people affected according "
                     "to Les Echos, and how many people per household does that make?"),
    ('en', 'informal', "les echos 2024 flood figures: households, people, people per household?"),
], {'numbers': [456, 3667], 'approx_numbers': [[round(3667 / 456, 2), 0.02]]},
    f"{F_EV} SEN-2024-02 notes: Les Echos via senego.com 456 households (~3,667 people) -> "
    f"{3667 / 456:.2f} per household (press; the government gives 774 households, ~55,600 "
    "people, inconsistent).")

T20 = text('SEN-2020-01')
assert '11 regions / 25 departments' in EVENT['SEN-2020-01']['main_areas']
fixed('events', 'w7_ev_2020_extent', [
    ('fr', 'formal', "Combien de régions et de départements les inondations de septembre 2020 "
                     "ont-elles touchés ?"),
    ('fr', 'noacc', "inondations sept 2020 : combien de regions et de departements touches ?"),
    ('en', 'formal', "How many regions and departments did the September 2020 floods hit?"),
], {'numbers': [11, 25]},
    f"{F_EV} SEN-2020-01 main_areas: '11 regions / 25 departments; mainly Dakar suburbs and "
    "Thies department'.")

_M22 = EVENT['SEN-2022-01']['main_areas']
assert _M22 == 'Dakar (5 departments); Thies department; Matam (2 departments)'
fixed('events', 'w7_ev_2022_dept_count', [
    ('fr', 'formal', "Combien de départements au total les inondations d'août 2022 ont-elles "
                     "touchés, d'après la FICR ?"),
    ('en', 'formal', "How many departments in all did the August 2022 floods hit, according to "
                     "IFRC?"),
    ('en', 'informal', "aug 2022 floods — how many departments in total?"),
], {'numbers': [8]},
    f"{F_EV} SEN-2022-01 main_areas '{_M22}' -> 5 + 1 + 2 = 8 departments.")
