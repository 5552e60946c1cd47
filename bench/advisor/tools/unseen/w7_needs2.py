"""Seventh wave, kind `needs` (second part): the sub-Saharan mortality thresholds of HEA-05's
note and a department's daily deaths at the regional threshold, the ordinary households of 2023
and the persons per household they imply, the 2024 river flood's 774 households at Matam's size
against the published people figure, and the camp area for an event's displaced."""
from .data import DEPTS, EVENT, F_DEPT, F_EV, NATIONAL, key, std_value
from .w7_common import (CMR_BASE, CMR_SSA, CMR_U5_BASE, CMR_U5_SSA, F_STD, HH_NAT, HH_SIZE,
                        ORD_HH, SECTION_HH, dept_w, ev, fixed, kind_of, nz, shape)


fixed('needs', 'w7_nd_cmr_ssa_thresholds', [
    ('fr', 'formal', "Pour l'Afrique subsaharienne, quels sont le taux brut de mortalité de "
                     "référence et le seuil d'urgence, pour l'ensemble de la population et pour "
                     "les moins de 5 ans ?"),
    ('fr', 'informal', "en Afrique subsaharienne, la mortalité de base et le seuil d'urgence, "
                       "c'est combien (tous âges et moins de 5 ans) ?"),
    ('en', 'formal', "For sub-Saharan Africa, what are the baseline crude mortality rate and the "
                     "emergency threshold, for everyone and for under-fives?"),
    ('en', 'informal', "sub-saharan africa: baseline death rate vs emergency threshold, all ages "
                       "and under 5?"),
], {'numbers': [CMR_BASE, CMR_SSA, CMR_U5_BASE, CMR_U5_SSA]},
    f"{F_STD} HEA-05 note (second-hand, Conflict and Health table attributed to Sphere, edition "
    f"not stated): baseline {CMR_BASE} (under-5 {CMR_U5_BASE}), emergency threshold {CMR_SSA} "
    f"(under-5 {CMR_U5_SSA}) per 10,000 per day.")


@shape('needs', 'w7_nd_cmr_regional_dept', [
    ('fr', 'informal', "{dw}, population {y} : avec le seuil d'urgence de l'Afrique "
                       "subsaharienne, ça fait combien de décès par jour ?"),
    ('fr', 'formal', "Avec le seuil d'urgence régional de l'Afrique subsaharienne plutôt que le "
                     "seuil mondial, à partir de combien de décès par jour la population de {y} "
                     "{de_dw} serait-elle en urgence ?"),
    ('en', 'formal', "Using the sub-Saharan regional emergency threshold instead of the global "
                     "one, from how many deaths a day would the {y} population of {dw} be in an "
                     "emergency?"),
    ('en', 'long', "Our epidemiologist prefers the regional mortality threshold for Africa "
                   "south of the Sahara. For the {y} population of {dw}, what daily number of "
                   "deaths would mark an emergency?"),
])
def cmr_regional_dept(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    v = round(d['pop'][y] * CMR_SSA / 10000, 1)
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'y': y,
                     'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} ({kind_of(y)}) x {F_STD} HEA-05 "
                   f"note sub-Saharan threshold {CMR_SSA} per 10,000 per day = {v}."}


fixed('needs', 'w7_nd_ordinary_households', [
    ('fr', 'formal', "Combien de ménages ordinaires le Sénégal comptait-il en 2023 ?"),
    ('fr', 'sms', "cb d menages au senegal en 2023 ?"),
    ('en', 'formal', "How many ordinary households did Senegal have in 2023?"),
    ('en', 'informal', "number of households in senegal, 2023?"),
], {'any_numbers': [[ORD_HH, SECTION_HH]]},
    f"{F_STD} CRS-01 note: {ORD_HH:,} ordinary households in 2023 (ANSD preliminary RGPH-5 via the "
    f"press; the article's section title says {SECTION_HH:,} ménages): either.")

_R = round(NATIONAL[2023] / ORD_HH, 2)
fixed('needs', 'w7_nd_persons_per_household_check', [
    ('fr', 'formal', "Si l'on divise la population recensée en 2023 par le nombre de ménages "
                     "ordinaires, combien de personnes par ménage obtient-on ?"),
    ('fr', 'long', "Je vérifie la taille moyenne des ménages annoncée par l'ANSD. En rapportant la "
                   "population du recensement de 2023 au nombre de ménages ordinaires, quel "
                   "chiffre trouve-t-on ?"),
    ('en', 'formal', "Dividing the 2023 census population by the number of ordinary households, "
                     "how many persons per household do we get?"),
], {'approx_numbers': [[_R, 0.01]]},
    f"{F_DEPT} sum of pop_2023 {NATIONAL[2023]} / {F_STD} CRS-01 note {ORD_HH} ordinary "
    f"households = {_R} (the note rounds to {HH_NAT}).")

_E = EVENT['SEN-2024-02']
_HH, _PP, _MS = _E['families_or_households_affected'], _E['people_affected'], HH_SIZE['Matam']
fixed('needs', 'w7_nd_774_at_matam_size', [
    ('fr', 'formal', "Le gouvernement annonce 774 ménages touchés par la crue du fleuve de 2024. "
                     "Avec la taille des ménages de Matam, combien de personnes cela ferait-il, et "
                     "que dit le chiffre officiel de personnes ?"),
    ('fr', 'informal', "774 ménages touchés par la crue 2024 : à la taille des ménages de Matam "
                       "ça fait combien de gens ? ça colle avec le chiffre officiel ?"),
    ('en', 'formal', "The government reported 774 households hit by the 2024 river flood. At "
                     "Matam's household size, how many people would that be, and what does the "
                     "official people figure say?"),
], {'numbers': [_HH * _MS, _PP]},
    f"{F_EV} SEN-2024-02: {_HH} households and ~{_PP} people as published (inconsistent); "
    f"{F_STD} CRS-01 note Matam {_MS} -> {_HH} x {_MS} = {_HH * _MS}, far from {_PP}.")

SITE = std_value('SHE-02')
DISPL = ['SEN-2019-01', 'SEN-2020-01']


@shape('needs', 'w7_nd_camp_area_event', [
    ('fr', 'formal', "S'il fallait installer dans un camp planifié toutes les personnes déplacées "
                     "par {e}, quelle superficie totale faudrait-il, en m² et en hectares ?"),
    ('fr', 'sms', "camp pr ts les deplaces {de_e} : cb d m2 / ha ?"),
    ('en', 'formal', "If everyone displaced by {e} were housed in a planned camp, what total site "
                     "area would it take, in m² and hectares?"),
])
def camp_area_event(rng, ctx):
    eid = rng.choice(DISPL)
    n = EVENT[eid]['people_displaced']
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': 'des ' + e[4:] if e.startswith('les ') else 'de ' + e},
            'expect': {'any_numbers': [[nz(n * SITE), nz(n * SITE / 10000, 2)]]},
            'why': f"{F_EV} {eid} people_displaced {n} x {F_STD} SHE-02 {SITE:g} m² = "
                   f"{n * SITE:g} m² ({n * SITE / 10000:g} ha)."}

