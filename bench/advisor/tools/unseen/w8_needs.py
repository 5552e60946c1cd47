"""Eighth wave, kind `needs` (first part; water, space, sanitation, hygiene): water at the 15 L
minimum over some days, the urban 50 L for a Dakar department's population, the acute 7.5 L, the
survival 2.5-3 L range, camp site area at 45 m², covered space for households at the region's
size, toilets in the first phase and in the medium term, women's and men's toilets at 3:1, water
points of one kind, bathing and laundry places, soap for some months, water containers and
shelter kits for people counted in households of their region, and the three distance / time
standards. The second part is in w8_needs2.py."""
from .data import DEPTS, F_DEPT, STANDARDS, std_value
from .w8_common import F_STD, HH_SIZE, assert_in, ceil_div, de_w, dept_w, fixed, nz, shape
from .w7_common import F_NOTES, LAUNDRY

WAT, ACUTE, URB = std_value('WAT-01'), std_value('WAT-02'), std_value('WAT-04')
CAMP, COVER = std_value('SHE-02'), std_value('SHE-01')
T1, T2 = std_value('SAN-01'), std_value('SAN-02')
BATH = std_value('WAT-10')
SOAP_B, SOAP_L = std_value('HYG-01'), std_value('HYG-02')
assert (WAT, ACUTE, URB, CAMP, COVER, T1, T2, BATH, SOAP_B, SOAP_L) == (
    15, 7.5, 50, 45, 3.5, 50, 20, 50, 250, 200)
assert STANDARDS['WAT-03']['value'] == '2.5-3' and STANDARDS['SAN-03']['value'] == '3:1'
POINTS = {'WAT-07': ('robinets', 'taps'), 'WAT-08': ('pompes à main', 'hand pumps'),
          'WAT-09': ('puits ouverts', 'open wells')}


def n_people(rng, lo=800, hi=30000, step=50):
    return rng.randrange(lo, hi, step)


@shape('needs', 'w8_nd_water_days', [
    ('fr', 'formal', "Quelle quantité d'eau faut-il prévoir pour {n} personnes pendant {d} jours, "
                     "selon le minimum Sphère ?"),
    ('fr', 'sms', "eau pr {n} pers pdt {d} jrs ? (norme sphere)"),
    ('en', 'formal', "How much water do {n} people need for {d} days under the Sphere minimum?"),
    ('en', 'long', "We're sheltering {n} people in schools after the floods and expect to stay "
                   "{d} days. What total water volume should we plan at the Sphere minimum?"),
])
def water_days(rng, ctx):
    n, d = n_people(rng), rng.choice([3, 5, 7, 10, 14])
    v = nz(n * WAT * d)
    return {'fill': {'n': ctx.nf(n), 'd': d}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_STD} WAT-01 {WAT:g} L/person/day x {n} x {d} days = {v} L."}


DAKAR_DEPTS = [d for d in DEPTS if d['region'] == 'Dakar']


@shape('needs', 'w8_nd_water_urban_dept', [
    ('fr', 'formal', "En contexte urbain (50 L par personne et par jour), combien d'eau "
                     "faudrait-il chaque jour pour toute la population {de_dw} en 2023 ?"),
    ('en', 'formal', "At the urban standard (50 L per person per day), how much water would the "
                     "whole 2023 population of {dw} need each day?"),
    ('fr', 'informal', "{dw}, toute sa population en 2023, à 50 L par tête et par jour, ça fait "
                       "combien de litres ?"),
])
def water_urban_dept(rng, ctx):
    d = rng.choice(DAKAR_DEPTS)
    v = d['pop'][2023] * 50
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw)}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_DEPT} {d['name']} 2023 {d['pop'][2023]} x {F_STD} WAT-04 {URB:g} L = {v} "
                   "L/day."}


@shape('needs', 'w8_nd_water_acute', [
    ('fr', 'informal', "en phase aiguë, au minimum court terme, il faut combien de litres d'eau "
                       "par jour pour {n} personnes ?"),
    ('en', 'informal', "acute phase, short-term minimum: litres of water a day for {n} people?"),
])
def water_acute(rng, ctx):
    n = n_people(rng)
    v = nz(n * ACUTE)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_STD} WAT-02 {ACUTE:g} L/person/day (short term) x {n} = {v} L."}


@shape('needs', 'w8_nd_water_survival', [
    ('fr', 'formal', "Quels sont les besoins de survie en eau (boisson et alimentation) pour {n} "
                     "personnes par jour ?"),
    ('fr', 'noacc', "besoin de survie en eau pour {n} personnes, par jour ?"),
    ('en', 'informal', "survival water (drinking + food) for {n} people, per day?"),
])
def water_survival(rng, ctx):
    n = n_people(rng)
    lo, hi = nz(n * 2.5), nz(n * 3)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'approx_numbers': [[lo, 0.01], [hi, 0.01]]},
            'why': f"{F_STD} WAT-03 2.5-3 L/person/day x {n} = {lo} to {hi} L."}


@shape('needs', 'w8_nd_camp_area', [
    ('fr', 'formal', "Quelle superficie totale faut-il pour un camp planifié de {n} personnes ?"),
    ('fr', 'abbr', "Surface site camp planifié pour {n} pers. (norme 45 m²/pers.) ?"),
    ('en', 'formal', "What total site area is needed for a planned camp of {n} people?"),
])
def camp_area(rng, ctx):
    n = rng.randrange(500, 12000, 100)
    v = nz(n * CAMP)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [[v, nz(v / 10000, 2), nz(v / 10000, 1)]]},
            'why': f"{F_STD} SHE-02 {CAMP:g} m²/person x {n} = {v} m² ({v / 10000:g} ha)."}


@shape('needs', 'w8_nd_covered_space_households', [
    ('fr', 'long', "Nous devons abriter {h} ménages sinistrés de la région de {r} dans des "
                   "écoles. Quelle surface couverte minimale faut-il prévoir, en comptant les "
                   "personnes avec la taille moyenne des ménages de la région ?"),
    ('en', 'formal', "We must shelter {h} affected households from {r} region. What minimum "
                     "covered space should we plan, at the region's average household size?"),
])
def covered_space_households(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    h = rng.choice([40, 75, 120, 210, 350])
    p = h * HH_SIZE[r]
    v = nz(p * COVER)
    return {'fill': {'h': ctx.nf(h), 'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[v, 0.01]], 'numbers': [p]},
            'why': f"{F_STD} CRS-01 note {r} {HH_SIZE[r]} -> {h} x {HH_SIZE[r]} = {p} people x "
                   f"SHE-01 {COVER:g} m² = {v} m²."}


@shape('needs', 'w8_nd_toilets_first_phase', [
    ('fr', 'formal', "Combien de toilettes communautaires faut-il dans les premiers jours pour "
                     "{n} personnes déplacées ?"),
    ('fr', 'sms', "latrines urgence pr {n} deplaces, combien ?"),
    ('en', 'long', "An IDP site just opened with {n} people after the floods. How many communal "
                   "toilets do we need in these first days?"),
])
def toilets_first_phase(rng, ctx):
    n = n_people(rng, 500, 9000, 10)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [ceil_div(n, int(T1))]},
            'why': f"{F_STD} SAN-01 1 toilet per {T1:g} people (first phase) -> ceil({n} / "
                   f"{T1:g}) = {ceil_div(n, int(T1))}."}


@shape('needs', 'w8_nd_toilets_medium', [
    ('fr', 'noacc', "a moyen terme, combien de toilettes pour {n} personnes hebergees sur un "
                    "site ?"),
    ('en', 'informal', "medium term toilets for {n} people on a site?"),
    ('en', 'typo', "how many toilest long-term (medium term) for {n} people"),
])
def toilets_medium(rng, ctx):
    n = n_people(rng, 500, 9000, 10)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [ceil_div(n, int(T2))]},
            'why': f"{F_STD} SAN-02 1 toilet per {T2:g} people (medium term) -> ceil({n} / "
                   f"{T2:g}) = {ceil_div(n, int(T2))}."}


@shape('needs', 'w8_nd_toilets_women_men', [
    ('fr', 'formal', "Pour {n} personnes, à raison d'une toilette pour 20, combien de toilettes "
                     "pour les femmes et combien pour les hommes, selon le ratio Sphère ?"),
    ('en', 'formal', "For {n} people at one toilet per 20, how many toilets for women and how "
                     "many for men, using the Sphere ratio?"),
    ('fr', 'informal', "{n} personnes, 1 toilette pour 20 : ça fait combien côté femmes et côté "
                       "hommes avec le 3 pour 1 ?"),
])
def toilets_women_men(rng, ctx):
    n = rng.randrange(800, 8000, 80)
    t = n // 20
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [t * 3 // 4, t // 4]},
            'why': f"{F_STD} SAN-02 {n} / 20 = {t} toilets; SAN-03 3:1 female:male -> "
                   f"{t * 3 // 4} for women, {t // 4} for men."}


@shape('needs', 'w8_nd_water_points', [
    ('fr', 'formal', "Combien de {p} faut-il au minimum pour {n} personnes ?"),
    ('en', 'formal', "What is the minimum number of {p} for {n} people?"),
    ('fr', 'sms', "{n} pers, cb d {p} ?"),
])
def water_points(rng, ctx):
    sid = rng.choice(sorted(POINTS))
    per = int(std_value(sid))
    n = n_people(rng, 1000, 20000, 100)
    return {'fill': {'p': POINTS[sid][0 if ctx.lang == 'fr' else 1], 'n': ctx.nf(n)},
            'expect': {'numbers': [ceil_div(n, per)]},
            'why': f"{F_STD} {sid} max {per} users -> ceil({n} / {per}) = {ceil_div(n, per)}."}


@shape('needs', 'w8_nd_bathing_laundry', [
    ('fr', 'abbr', "Nb de douches et d'aires de lavage pour {n} pers. ?"),
    ('en', 'typo', "how many bathing and laundry facilities for {n} poeple"),
])
def bathing_laundry(rng, ctx):
    n = n_people(rng, 600, 8000, 10)
    b, la = ceil_div(n, int(BATH)), ceil_div(n, LAUNDRY)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [b, la]},
            'why': f"{F_STD} WAT-10 {BATH:g} per bathing facility -> {b}; its note ({F_NOTES} "
                   f"WAT-10.laundry) {LAUNDRY} per laundry facility -> {la}."}


@shape('needs', 'w8_nd_soap_months', [
    ('fr', 'formal', "Combien de savon (toilette et lessive) faut-il pour {n} personnes pendant "
                     "{m} mois ?"),
    ('en', 'informal', "soap for {n} people over {m} months — bathing and laundry?"),
    ('fr', 'long', "On prépare des kits d'hygiène pour {n} sinistrés, pour tenir {m} mois. Quelle "
                   "quantité de savon de toilette et de savon de lessive faut-il ?"),
])
def soap_months(rng, ctx):
    n, m = n_people(rng, 500, 10000, 50), rng.choice([2, 3, 4, 6])
    b, la = nz(n * m * SOAP_B / 1000), nz(n * m * SOAP_L / 1000)
    return {'fill': {'n': ctx.nf(n), 'm': m},
            'expect': {'any_numbers': [[b, nz(b * 1000)], [la, nz(la * 1000)]]},
            'why': f"{F_STD} HYG-01 {SOAP_B:g} g and HYG-02 {SOAP_L:g} g per person per month x "
                   f"{n} x {m} = {b} kg bathing, {la} kg laundry."}


@shape('needs', 'w8_nd_containers_region', [
    ('fr', 'formal', "Combien de jerricans faut-il pour {n} sinistrés de la région de {r}, à "
                     "deux récipients par ménage, avec la taille moyenne des ménages de la "
                     "région ?"),
    ('en', 'formal', "How many water containers for {n} affected people in {r} region, at two per "
                     "household and the region's average household size?"),
])
def containers_region(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    s = HH_SIZE[r]
    n = s * rng.choice([60, 150, 240, 400])
    return {'fill': {'n': ctx.nf(n), 'r': ctx.pn(r)},
            'expect': {'numbers': [n // s * 2]},
            'why': f"{F_STD} CRS-01 note {r} {s}: {n} / {s} = {n // s} households x HYG-03 2 = "
                   f"{n // s * 2}."}


@shape('needs', 'w8_nd_shelter_kits', [
    ('fr', 'sms', "{h} menages sans abri : cb d baches et d metres d corde (kit abri) ?"),
    ('en', 'informal', "{h} households without shelter: tarps and rope needed (emergency kit)?"),
])
def shelter_kits(rng, ctx):
    h = rng.choice([35, 80, 125, 260, 410])
    return {'fill': {'h': ctx.nf(h)}, 'expect': {'numbers': [2 * h, 30 * h]},
            'why': f"{F_STD} SHE-03 2 tarpaulins + 30 m rope per household x {h} = {2 * h} "
                   f"tarpaulins, {30 * h} m."}


_D = [STANDARDS[s]['value'] for s in ('WAT-05', 'SAN-04', 'WAT-06')]
assert _D == ['500', '50', '15']
assert_in(STANDARDS['WAT-06']['phase_or_note'], 'EDITION IS NOT STATED')
fixed('needs', 'w8_nd_distances', [
    ('fr', 'formal', "Quelles sont les distances maximales entre un ménage et le point d'eau, et "
                     "entre une habitation et les toilettes ? Et le temps d'attente maximal au "
                     "point d'eau ?"),
    ('en', 'formal', "What are the maximum distances from a household to a water point and from a "
                     "dwelling to a toilet, and the maximum queuing time at a water point?"),
    ('en', 'informal', "max distance to water point, to toilets, and max queue time?"),
], {'numbers': [500, 50, 15]},
    f"{F_STD} WAT-05 500 m; SAN-04 50 m; WAT-06 15 minutes (edition not stated).")
