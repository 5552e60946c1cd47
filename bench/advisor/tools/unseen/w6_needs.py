"""Sixth wave, kind `needs`: people and water for households counted at their region's household
size, how many people a site of given area holds, how many households a stock of tarpaulins and
rope shelters, laundry facilities, the queuing-time and water-affordability figures and their
caveats, the mortality alert threshold for a department, doctors for a region, covered space,
water containers and blankets for an event's people, medium-term toilets split 3:1 for an event's
displaced, and the urban 50 L variant against 15 L for a department hit in 2020."""
import re

from .data import DEPTS, EVENT, F_DEPT, F_EV, F_REG, REGIONS, STANDARDS, key, std_value
from .w6_common import (AFF20, F_AREAS, F_STDCTX, HH_SIZE, ceil_div, de_w, dept_w, ev, fixed,
                        kind_of, shape)

F_STD = 'response/response_standards.csv'
WAT, WAT_URB = std_value('WAT-01'), std_value('WAT-04')


def note(sid):
    return STANDARDS[sid]['phase_or_note']


@shape('needs', 'w6_nd_households_regional_size', [
    ('en', 'long', "Our volunteers counted {h} affected households in {r} region. Using the "
                   "region's own household size, how many people is that, and how much water a "
                   "day at 15 L each?"),
    ('fr', 'informal', "{h} ménages touchés à {r} : en prenant la taille des ménages de la région, "
                       "ça fait combien de personnes et combien d'eau par jour (15 L) ?"),
    ('en', 'formal', "We counted {h} affected households in {r} region. At that region's average "
                     "household size, how many people is that, and how many litres of water a day "
                     "at 15 L per person?"),
])
def households_regional_size(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    h = rng.choice([120, 250, 400, 650, 900])
    p = h * HH_SIZE[r]
    return {'fill': {'h': ctx.nf(h), 'r': ctx.pn(r)},
            'expect': {'numbers': [p], 'any_numbers': [[int(p * WAT), p * WAT / 1000]]},
            'why': f"{F_STD} CRS-01 note: {r} {HH_SIZE[r]} persons per household (ANSD preliminary "
                   f"RGPH-5 via the press) -> {h} x {HH_SIZE[r]} = {p} people; WAT-01 15 L -> "
                   f"{int(p * WAT)} L a day."}


SITE = std_value('SHE-02')


@shape('needs', 'w6_nd_site_capacity', [
    ('fr', 'formal', "La mairie met à notre disposition un terrain de {ha} hectares pour un camp "
                     "planifié. Combien de personnes peut-on y accueillir selon la norme de "
                     "superficie par personne ?"),
    ('fr', 'sms', "terrain d {ha} ha pr un camp : cb d pers max (norme m2/pers) ?"),
    ('en', 'formal', "The town hall offers us a {ha}-hectare plot for a planned camp. How many "
                     "people can it hold under the site-area standard per person?"),
    ('en', 'informal', "{ha} ha site for a planned camp — how many people max at the standard?"),
])
def site_capacity(rng, ctx):
    ha = rng.choice([2, 3, 5, 8])
    v = ha * 10000 / SITE
    return {'fill': {'ha': ha},
            'expect': {'any_numbers': [sorted({int(v), round(v), round(v, 1)})]},
            'why': f"{F_STD} SHE-02 {SITE:g} m² per person in planned camps: {ha} ha = "
                   f"{ha * 10000} "
                   f"m² / {SITE:g} = {v:.1f}, i.e. {int(v)} people."}


TARPS, ROPE = 2, 30
assert STANDARDS['SHE-03']['value'] == str(TARPS) and '30 m rope' in STANDARDS['SHE-03']['unit']


@shape('needs', 'w6_nd_tarps_rope_households', [
    ('fr', 'formal', "Notre entrepôt contient {t} bâches et {m} mètres de corde. Combien de "
                     "ménages "
                     "peut-on abriter avec le kit standard ?"),
    ('fr', 'informal', "on a {t} bâches et {m} m de corde en stock, ça couvre combien de familles "
                       "avec le kit abri ?"),
    ('en', 'formal', "Our warehouse holds {t} tarpaulins and {m} metres of rope. How many "
                     "households can we shelter with the standard kit?"),
])
def tarps_rope_households(rng, ctx):
    t, m = rng.choice([300, 500, 800, 1200]), rng.choice([4500, 6000, 9000, 15000])
    ht, hm = t // TARPS, m // ROPE
    if ht == hm:
        return None
    v = min(ht, hm)
    return {'fill': {'t': ctx.nf(t), 'm': ctx.nf(m)},
            'expect': {'numbers': [v]},
            'why': f"{F_STD} SHE-03 {TARPS} tarpaulins and {ROPE} m of rope per household: {t} / "
                   f"{TARPS} = {ht}, {m} / {ROPE} = {hm}; the scarcer item limits: {v}."}


LAUNDRY = int(re.search(r'(\d+) people per laundry facility', note('WAT-10')).group(1))


@shape('needs', 'w6_nd_laundry', [
    ('en', 'informal', "laundry areas needed for a site of {n} people?"),
    ('fr', 'noacc', "site de {n} personnes : cb de lavoirs / buanderies selon Sphere ?"),
    ('en', 'formal', "How many laundry facilities should we plan for a site of {n} displaced "
                     "people?"),
])
def laundry(rng, ctx):
    n = rng.choice([450, 780, 1250, 2300, 3600])
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [sorted({ceil_div(n, LAUNDRY), round(n / LAUNDRY, 1)})]},
            'why': f"{F_STD} WAT-10 note: {LAUNDRY} people per laundry facility -> {n} / {LAUNDRY} "
                   f"= {n / LAUNDRY:g}, i.e. {ceil_div(n, LAUNDRY)}."}


assert std_value('WAT-06') == 15 and '30 minutes' in note('WAT-06')
fixed('needs', 'w6_nd_queue_time', [
    ('en', 'typo', "max queing time at a watter point under sphere?"),
    ('fr', 'informal', "au point d'eau, les gens doivent pas attendre plus de combien de minutes "
                       "d'après Sphère ?"),
    ('en', 'formal', "What is the maximum acceptable queuing time at a water point under the "
                     "Sphere standards?"),
], {'numbers': [15]},
    f"{F_STD} WAT-06: 15 minutes, from an older edition (not stated); the 2018 value was not read "
    "(a third-party note gives < 30 minutes, unverified): to be given with that caveat.")

AFF = int(re.search(r'(\d+)% or less of household income', note('WAT-10')).group(1))
fixed('needs', 'w6_nd_water_affordability', [
    ('en', 'informal', "how much of a household's income should water take, max, per Sphere?"),
    ('fr', 'long', "Nous envisageons des transferts monétaires pour l'eau après les inondations. "
                   "Quel plafond de dépense en eau, en part du revenu du ménage, la norme "
                   "retient-elle ?"),
    ('en', 'formal', "What maximum share of household income should go on water under Sphere?"),
], {'numbers': [AFF], 'pattern': '(revenu|income)'},
    f"{F_STD} WAT-10 note: affordability target {AFF}% or less of household income spent on water "
    "(second-hand for 2018).")

CMR = std_value('HEA-05')


@shape('needs', 'w6_nd_mortality_threshold_dept', [
    ('fr', 'formal', "Si la mortalité de référence n'est pas connue, à partir de combien de décès "
                     "par jour la population {de_dw} serait-elle en situation d'urgence en {y} ?"),
    ('fr', 'long', "Notre équipe santé suit la mortalité après les inondations dans {dw}. Sans "
                   "taux de base connu, quel nombre de décès par jour marquerait l'urgence pour "
                   "toute la population de {y} ?"),
    ('en', 'formal', "With no known baseline, from how many deaths a day would the population of "
                     "{dw} be in an emergency in {y}?"),
])
def mortality_threshold_dept(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    v = round(d['pop'][y] * CMR / 10000, 1)
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} ({kind_of(y)}) x {F_STD} HEA-05 "
                   f"{CMR:g} death per 10,000 per day = {v} deaths a day."}


DOC = int(re.search(r'medical doctor 1 : <([\d,]+)', note('HEA-04')).group(1).replace(',', ''))


@shape('needs', 'w6_nd_doctors_region', [
    ('en', 'informal', "min number of doctors for {r} region in {y}, UNHCR ratio?"),
    ('fr', 'abbr', "Nb min. de médecins (norme HCR) pour la pop. {y} de la rég. de {r} ?"),
    ('en', 'formal', "Under UNHCR staffing standards, how many medical doctors at least would {r} "
                     "region's population need in {y}?"),
])
def doctors_region(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    v = r['pop'][y] / DOC
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'any_numbers': [sorted({ceil_div(r['pop'][y], DOC), round(v, 1)})],
                       'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} / {F_STD} HEA-04 note: one doctor "
                   "per "
                   f"<{DOC:,} -> {v:.1f}, i.e. {ceil_div(r['pop'][y], DOC)}."}


COV = std_value('SHE-01')
DISPL = [e for e in ('SEN-2019-01', 'SEN-2020-01') if EVENT[e]['people_displaced']]


@shape('needs', 'w6_nd_covered_space_event', [
    ('en', 'typo', "covered space for all poeple displaced by {e}, in m2"),
    ('fr', 'informal', "les déplacés {de_e}, il leur faut combien de m² couverts en tout ?"),
    ('en', 'formal', "How much covered space would it take to shelter everyone displaced by {e}?"),
])
def covered_space_event(rng, ctx):
    eid = rng.choice(DISPL)
    n = EVENT[eid]['people_displaced']
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': 'des ' + e[4:] if e.startswith('les ') else 'de ' + e},
            'expect': {'approx_numbers': [[n * COV, 0.01]]},
            'why': f"{F_EV} {eid} people_displaced {n} x {F_STD} SHE-01 {COV:g} m² = "
                   f"{n * COV:g} m²."}


HH_EV = {'SEN-2019-01': 'families_or_households_affected',
         'SEN-2016-02': 'families_or_households_affected'}
CONT = int(std_value('HYG-03'))


@shape('needs', 'w6_nd_containers_event', [
    ('fr', 'formal', "Combien de jerrycans de 10 à 20 litres faudrait-il distribuer à tous les "
                     "ménages touchés par {e} ?"),
    ('fr', 'sms', "{e} : cb d bidons 10-20 L pr ts les menages touches ?"),
    ('en', 'formal', "How many 10-20 litre water containers would all the households affected by "
                     "{e} need?"),
])
def containers_event(rng, ctx):
    eid = rng.choice(sorted(HH_EV))
    h = EVENT[eid][HH_EV[eid]]
    return {'fill': {'e': ev(ctx, eid)}, 'expect': {'numbers': [h * CONT]},
            'why': f"{F_EV} {eid} {HH_EV[eid]} {h} x {F_STD} HYG-03 {CONT} containers per "
                   "household "
                   f"= {h * CONT}."}


assert STANDARDS['NFI-02']['value'] == '4 singles or 2 doubles'
FAM = [e for e in ('SEN-2012-01', 'SEN-2022-01', 'SEN-2020-01') if EVENT[e]['families_displaced']]


@shape('needs', 'w6_nd_blankets_event', [
    ('en', 'informal', "blankets for every family displaced by {e}, with the flood kit?"),
    ('fr', 'informal', "les familles déplacées {de_e}, ça fait combien de couvertures avec le kit "
                       "inondation ?"),
    ('en', 'formal', "Under the reference flood kit, how many blankets would all the families "
                     "displaced by {e} need?"),
])
def blankets_event(rng, ctx):
    eid = rng.choice(FAM)
    f = EVENT[eid]['families_displaced']
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': 'des ' + e[4:] if e.startswith('les ') else 'de ' + e},
            'expect': {'numbers': [4 * f, 2 * f]},
            'why': f"{F_EV} {eid} families_displaced {f}; {F_STD} NFI-02 '4 singles or 2 doubles' "
                   "per "
                   f"family (Pakistan Shelter Cluster kit, not Sphere) -> {4 * f} single or "
                   f"{2 * f} "
                   "double blankets."}


MED = std_value('SAN-02')
DISPL3 = [e for e in ('SEN-2019-01', 'SEN-2020-01', 'SEN-2024-02') if EVENT[e]['people_displaced']]


@shape('needs', 'w6_nd_toilets_split_event', [
    ('fr', 'formal', "Pour les personnes déplacées par {e}, combien de toilettes à moyen terme, "
                     "et combien pour les femmes et pour les hommes avec le ratio 3 pour 1 ?"),
    ('fr', 'long', "On relogera les déplacés {de_e} sur des sites temporaires. À moyen terme, "
                   "combien de latrines au total, et comment les répartir entre femmes et hommes "
                   "(3 pour 1) ?"),
    ('en', 'formal', "For the people displaced by {e}, how many medium-term toilets, and how many "
                     "for women and for men at the 3:1 ratio?"),
])
def toilets_split_event(rng, ctx):
    eid = rng.choice(DISPL3)
    n = EVENT[eid]['people_displaced']
    t = n / MED
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': 'des ' + e[4:] if e.startswith('les ') else 'de ' + e},
            'expect': {'approx_numbers': [[round(t, 2), 0.02], [round(t * 0.75, 2), 0.02],
                                          [round(t * 0.25, 2), 0.03]]},
            'why': f"{F_EV} {eid} people_displaced {n} / {F_STD} SAN-02 {MED:g} = {t:.2f} toilets "
                   f"({ceil_div(n, int(MED))}); SAN-03 3:1 -> women {t * 0.75:.2f}, men "
                   f"{t * 0.25:.2f}."}


URBAN = [d for d in ('Dakar', 'Pikine', 'Guédiawaye', 'Rufisque') if d in AFF20]


@shape('needs', 'w6_nd_urban_vs_basic_water', [
    ('fr', 'formal', "Pour les {n} sinistrés de septembre 2020 dans le département de {d}, "
                     "combien d'eau par jour avec la norme urbaine de 50 L, et combien avec les "
                     "15 L de base ?"),
    ('fr', 'informal', "{d} (département), sept 2020 : les sinistrés, ça fait combien d'eau par "
                       "jour à 50 L "
                       "(norme ville) et à 15 L ?"),
    ('en', 'formal', "For the people affected in {d} department in September 2020, how much water "
                     "a day at the urban 50 L standard, and at the basic 15 L?"),
    ('en', 'long', "Our WASH team in {d} department argues that the urban 50-litre figure applies, "
                   "not 15. "
                   "For those affected in September 2020 there, what daily volumes do the two "
                   "standards give?"),
])
def urban_vs_basic_water(rng, ctx):
    d = rng.choice(URBAN)
    n = AFF20[d]
    a, b = int(n * WAT_URB), int(n * WAT)
    return {'fill': {'d': ctx.pn(d), 'n': ctx.nf(n)},
            'expect': {'any_numbers': [[a, a / 1000], [b, b / 1000]]},
            'why': f"{F_AREAS} SEN-2020-01 {d} people_affected {n}; {F_STD} WAT-04 (urban, "
                   f"{F_STDCTX} context urban) {WAT_URB:g} L -> {a} L; WAT-01 {WAT:g} L -> {b} L a "
                   "day."}
