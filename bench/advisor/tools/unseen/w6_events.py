"""Sixth wave, kind `events`: how long an event lasted, which events rest on grade-B sources, which
ones led to an International Charter activation, which one was a river flood, the event that
flooded the most houses, how many events a span of years holds, and facts of the notes not asked
before (16 September 2024's blocked roads, the 2024 rice fields by Les Echos, the 2009 PDNA's
damages, losses and peri-urban cost, 2012's return home, what the September
2016 Saint-Louis event was), with the rain facts never asked (Mbour's 24 September 2017 maximum,
the north-south rainfall gradient). Every fixed figure is checked against its row."""
import datetime as dt
import re

from .data import EVENT, EVENTS, F_EV, RAIN
from .w6_common import F_RAIN, assert_in, ev, fixed, rain_why, shape


def _d(s):
    return dt.date.fromisoformat(s)


DUR = {e: (_d(EVENT[e]['start_date']), _d(EVENT[e]['end_date'])) for e in ('SEN-2012-01',
                                                                         'SEN-2019-01')}
MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre',
             'octobre', 'novembre', 'décembre']


@shape('events', 'w6_ev_duration', [
    ('fr', 'typo', "combien de temps ont durées {e}, du debut a la fin ?"),
    ('fr', 'informal', "{e}, ça a duré combien de jours en tout ?"),
    ('en', 'formal', "How long did {e} last, from start to end, according to your sources?"),
    ('en', 'informal', "{e}: how many days from start to finish?"),
])
def duration(rng, ctx):
    eid = rng.choice(sorted(DUR))
    a, b = DUR[eid]
    n = (b - a).days
    return {'fill': {'e': ev(ctx, eid)},
            'expect': {'numbers': [a.day, b.day], 'any_numbers': [[n, n + 1]]},
            'why': f"{F_EV} {eid}: start_date {a}, end_date {b} -> {n} days ({n + 1} counting both "
                   "ends)."}


GRADE_B = sorted({int(e['year']) for e in EVENTS if e['reliability'] == 'B'})
fixed('events', 'w6_ev_grade_b', [
    ('en', 'long', "Before we publish, I'm checking how solid our flood figures are. Which events "
                   "in your data are graded B for reliability?"),
    ('fr', 'long', "Je vérifie la solidité des chiffres avant publication. Quels épisodes "
                   "d'inondation de vos données sont notés B en fiabilité ?"),
    ('en', 'formal', "Which flood events in your data rest only on grade-B sources (press or "
                     "secondary)?"),
], {'numbers': GRADE_B},
    f"{F_EV} reliability B: " + ', '.join(f"{e['event_id']} ({e['source_org'][:40]})"
                                          for e in EVENTS if e['reliability'] == 'B') + '.')


def _text(e):
    return ' '.join(e[k] for k in ('event_name', 'notes', 'source_org', 'source_title'))


CHARTER = sorted({int(e['year']) for e in EVENTS if 'charter' in _text(e).lower()})
fixed('events', 'w6_ev_charter', [
    ('fr', 'formal', "Pour quelles inondations au Sénégal la Charte internationale « Espace et "
                     "catastrophes majeures » a-t-elle été activée, d'après vos sources ?"),
    ('fr', 'informal', "la Charte internationale (images satellites), elle a été déclenchée pour "
                       "quelles inondations chez nous ?"),
    ('en', 'formal', "For which floods in Senegal was the International Charter on Space and Major "
                     "Disasters activated, according to your sources?"),
    ('en', 'informal', "which Senegal floods got a Charter activation (satellite maps)?"),
], {'numbers': CHARTER},
    f"{F_EV}: the Charter is named (source, name or notes) for " + ', '.join(
        e['event_id'] for e in EVENTS if 'charter' in _text(e).lower()) + '.')

FLUVIAL = sorted({int(e['year']) for e in EVENTS if 'fluvial' in e['hazard_type']})
assert FLUVIAL == [2024]
fixed('events', 'w6_ev_fluvial', [
    ('en', 'informal', "which of your events were river floods, not rain?"),
    ('fr', 'sms', "ds vos donnees c koi les crues d fleuve (pas pluie) ?"),
    ('en', 'formal', "Among the recorded events, which were river floods rather than rain-driven "
                     "flooding?"),
], {'numbers': FLUVIAL, 'pattern': '(fleuve|river|fluvial|faleme)'},
    f"{F_EV} hazard_type 'fluvial': " + ', '.join(
        f"{e['event_id']} {e['event_name']}" for e in EVENTS if 'fluvial' in e['hazard_type'])
    + '; all others are pluvial.')

HF = sorted((e for e in EVENTS if e['houses_flooded'] is not None),
            key=lambda e: -e['houses_flooded'])
fixed('events', 'w6_ev_most_houses_flooded', [
    ('fr', 'formal', "Quel épisode de vos données a inondé le plus de maisons, et combien ?"),
    ('fr', 'typo', "c'est quel evenement qui a innondé le plus de maisons ? combien"),
    ('en', 'formal', "Which event in your data flooded the most houses, and how many?"),
    ('en', 'informal', "most houses flooded in one event — which one, how many?"),
], {'numbers': [HF[0]['houses_flooded'], int(HF[0]['year'])]},
    f"{F_EV} houses_flooded, largest first: " + ', '.join(
        f"{e['event_id']} {e['houses_flooded']}" for e in HF) + '.')

SPANS = [(2010, 2020), (2012, 2019), (2013, 2022)]


@shape('events', 'w6_ev_count_span', [
    ('fr', 'formal', "Combien d'épisodes d'inondation vos sources recensent-elles entre {a} et "
                     "{b}, et en quelles années ?"),
    ('fr', 'sms', "cb d inondations entre {a} et {b} ds vos donnees ? kels annees ?"),
    ('en', 'formal', "How many flood events do your sources record between {a} and {b}, and in "
                     "which years?"),
    ('en', 'long', "For a trend chart in our annual report: how many flood events are on record "
                   "from {a} to {b}, and which years were they?"),
])
def count_span(rng, ctx):
    a, b = rng.choice(SPANS)
    sel = [e for e in EVENTS if a <= int(e['year']) <= b]
    years = sorted({int(e['year']) for e in sel})
    return {'fill': {'a': a, 'b': b}, 'expect': {'numbers': [len(sel)] + years},
            'why': f"{F_EV} rows {a}-{b}: " + ', '.join(e['event_id'] for e in sel)
                   + f" = {len(sel)} events (two in 2016)."}


_O24 = EVENT['SEN-2024-01']['other_impacts']
ROADS = {p: int(n) for p, n in re.findall(r'(Rufisque|Diourbel) [^;]*?(\d+) roads', _O24)}
assert set(ROADS) == {'Rufisque', 'Diourbel'}, ROADS
fixed('events', 'w6_ev_roads_2024', [
    ('en', 'informal', "16 Sept 2024 rains — how many roads cut off, and where?"),
    ('fr', 'informal', "16 septembre 2024 : les routes coupées, c'était combien et où ?"),
    ('en', 'formal', "During the heavy rains of 16 September 2024, how many roads were blocked or "
                     "made impassable, and where?"),
], {'numbers': [ROADS['Rufisque'], ROADS['Diourbel']], 'names': ['Rufisque', 'Diourbel']},
    f"{F_EV} SEN-2024-01 other_impacts: Rufisque {ROADS['Rufisque']} roads blocked, Diourbel "
    f"{ROADS['Diourbel']} impassable (press report of a ministry note, grade B).")

_N24 = EVENT['SEN-2024-02']['notes'] + ' ' + EVENT['SEN-2024-02']['other_impacts']
assert_in(_N24, 913.5, 1002, 'Les Echos')
fixed('events', 'w6_ev_rice_2024_press', [
    ('fr', 'formal', "Pour la crue de 2024, la presse a parlé de rizières submergées : combien "
                     "d'hectares selon Les Echos, et que dit le bilan officiel sur les champs "
                     "inondés ?"),
    ('fr', 'long', "Un article des Echos sur la crue de 2024 parle de surfaces de riz sous l'eau. "
                   "Quel chiffre donne-t-il, et comment se compare-t-il au bilan du gouvernement "
                   "?"),
    ('en', 'formal', "For the 2024 river flood, how many hectares of rice did Les Echos report "
                     "submerged, and what does the official toll say about flooded fields?"),
], {'numbers': [913.5, 1002]},
    f"{F_EV} SEN-2024-02 notes: Les Echos via senego.com 913.5 ha of rice + 200 ha of other crops "
    "submerged; government: 1,002 ha of fields flooded (other_impacts).")

_P09 = EVENT['SEN-2009-01b']['other_impacts']
assert_in(_P09, '56M damages', '48M losses', 'USD 82 million')
fixed('events', 'w6_ev_pdna_damage_loss', [
    ('fr', 'formal', "Selon le PDNA de 2009, comment le coût des inondations se répartit-il entre "
                     "dommages et pertes, et combien a coûté la seule zone périurbaine de Dakar ?"),
    ('fr', 'informal', "PDNA 2009 : dommages, pertes, et la facture pour la banlieue de Dakar, ça "
                       "donne quoi ?"),
    ('en', 'formal', "According to the 2009 PDNA, how does the flood cost split between damages "
                     "and losses, and what did peri-urban Dakar alone cost?"),
    ('en', 'long', "I'm briefing a donor on the economics of urban flooding. What were the 2009 "
                   "PDNA's damages and losses, and the cost for Dakar's peri-urban areas?"),
], {'numbers': [56, 48, 82]},
    f"{F_EV} SEN-2009-01b other_impacts: 'total cost USD 104 million (about 56M damages + 48M "
    "losses); peri-urban Dakar cost USD 82 million' (PDNA, grade A).")

_N12 = EVENT['SEN-2012-01']['other_impacts']
assert_in(_N12, 'by 15 Oct most displaced had returned home')
fixed('events', 'w6_ev_return_2012', [
    ('en', 'informal', "2012 floods — when did most displaced people get back home?"),
    ('fr', 'informal', "2012 : les déplacés sont rentrés quand, à peu près ?"),
    ('en', 'formal', "After the August 2012 floods, by what date had most displaced people "
                     "returned home?"),
], {'numbers': [15], 'pattern': 'octob'},
    f"{F_EV} SEN-2012-01 other_impacts: 'by 15 Oct most displaced had returned home' (end_date "
    f"{EVENT['SEN-2012-01']['end_date']}).")

E16 = EVENT['SEN-2016-02']
assert 'windstorm' in E16['hazard_type'] and 'wind' in E16['event_name'].lower()
fixed('events', 'w6_ev_hazard_2016_stlouis', [
    ('en', 'informal', "Saint-Louis, Sept 2016: just rain, or something else?"),
    ('fr', 'informal', "Saint-Louis septembre 2016, c'était de la pluie seulement ou autre chose "
                       "?"),
    ('en', 'formal', "Was the early-September 2016 event in Saint-Louis and Dagana just a flood? "
                     "What kind of hazard was it?"),
], {'pattern': '(vent|wind)'},
    f"{F_EV} SEN-2016-02: '{E16['event_name']}', hazard_type {E16['hazard_type']}.")

assert RAIN['R18']['value'] == '177' and RAIN['R18']['place'] == 'Mbour'
fixed('events', 'w6_rain_mbour_2017', [
    ('fr', 'formal', "Quel maximum journalier de pluie a été relevé à Mbour le 24 septembre 2017 "
                     "?"),
    ('fr', 'sms', "pluie mbour 24 sept 2017 cb d mm ?"),
    ('en', 'formal', "What daily rainfall maximum was recorded at Mbour on 24 September 2017?"),
    ('en', 'typo', "how much rain fell in mbour on 24 sept 2017, in mm"),
], {'numbers': [177]}, rain_why('R18'))

assert RAIN['R04']['value'] == '1500-1700' and RAIN['R05']['value'] == '150-400'
fixed('events', 'w6_rain_north_south', [
    ('fr', 'formal', "Combien de pluie tombe-t-il par an à Ziguinchor, comparé à la zone de "
                     "Saint-Louis et Richard-Toll ?"),
    ('fr', 'long', "Pour expliquer le gradient climatique du pays à des volontaires, j'aimerais "
                   "comparer la pluviométrie annuelle de Ziguinchor avec celle du delta, à "
                   "Saint-Louis. Que disent vos sources ?"),
    ('en', 'formal', "How much rain falls a year in Ziguinchor compared with the Saint-Louis and "
                     "Richard-Toll area?"),
], {'numbers': [1500, 1700, 150, 400]},
    rain_why('R04', 'R05') + f" ({F_RAIN}: both thesis excerpts, grade C).")
