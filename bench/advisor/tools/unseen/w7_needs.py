"""Seventh wave, kind `needs`: people from households counted in a DEPARTMENT (its region's size
in CRS-01's note), households from people, Dakar's size against the national one, Kaolack's two
sizes, the households of a whole region, rations and containers and soap and covered space for
households, the rural health-facility ratio stated in a note against the general one, nurses,
the camp nutrition coverage of a note with the rural and urban ones, extra water from the acute
to the basic minimum, the survival range over days, bathing and laundry together, taps for what
the hand pumps leave, extra toilets from the first phase to the medium term, and staffing for a
region. The second part is in w7_needs2.py."""
from .data import DEPTS, F_DEPT, F_REG, REGION, REGIONS, STANDARDS, key, std_value
from .w7_common import (CAMP_NUT, DOCTOR, F_NOTES, F_STD, HH_NAT, HH_SIZE, KAOLACK, LAUNDRY,
                        NURSE, RURAL_HF, ceil_div, dept_w, kind_of, nz, shape)

F_HHC = 'curated/household-size-by-region.csv'
WAT, ACUTE, URB = std_value('WAT-01'), std_value('WAT-02'), std_value('WAT-04')
SIZED_DEPTS = [d for d in DEPTS if d['region'] in HH_SIZE]


def ppl_why(region, h):
    return (f"{F_STD} CRS-01 note: {region} {HH_SIZE[region]} persons per household -> {h} x "
            f"{HH_SIZE[region]} = {h * HH_SIZE[region]} people")


@shape('needs', 'w7_nd_people_from_households_dept', [
    ('fr', 'formal', "Nous avons recensé {h} ménages sinistrés dans {dw}. En retenant la taille "
                     "moyenne des ménages de sa région, combien de personnes cela "
                     "représente-t-il ?"),
    ('fr', 'sms', "{h} menages sinistres ds {dw}, ca fait cb d pers avec la taille d menage d la "
                  "region ?"),
    ('en', 'formal', "We counted {h} affected households in {dw}. Using its region's average "
                     "household size, how many people is that?"),
    ('en', 'typo', "{h} housholds hit in {dw}, how many poeple at the regional household size?"),
])
def people_from_households_dept(rng, ctx):
    d = rng.choice(SIZED_DEPTS)
    h = rng.choice([85, 140, 260, 430, 720])
    p = h * HH_SIZE[d['region']]
    return {'fill': {'h': ctx.nf(h), 'dw': dept_w(ctx, d['name'])},
            'expect': {'numbers': [p]},
            'why': f"{F_DEPT}: {d['name']} is in {d['region']} region; " + ppl_why(d['region'], h)
                   + '.'}


@shape('needs', 'w7_nd_households_from_people', [
    ('fr', 'formal', "Les {n} personnes sinistrées de la région de {r} représentent combien de "
                     "ménages, d'après la taille moyenne des ménages de cette région ?"),
    ('fr', 'informal', "{n} sinistrés à {r} (région), ça fait à peu près combien de ménages ?"),
    ('en', 'formal', "How many households do {n} affected people in {r} region make, at that "
                     "region's average household size?"),
    ('en', 'long', "The governor's office gives us {n} affected people in {r} region but our kits "
                   "go by household. How many households should we plan for?"),
])
def households_from_people(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    s = HH_SIZE[r]
    n = s * rng.choice([45, 130, 275, 610]) + rng.choice([0, 0, 3])
    v = n / s
    return {'fill': {'n': ctx.nf(n), 'r': ctx.pn(r)},
            'expect': {'any_numbers': [sorted({ceil_div(n, s), int(v), round(v, 1)})]},
            'why': f"{F_STD} CRS-01 note: {r} {s} persons per household -> {n} / {s} = {v:.2f}, "
                   f"i.e. {ceil_div(n, s)} households."}


@shape('needs', 'w7_nd_dakar_vs_national_size', [
    ('fr', 'formal', "Pour {h} ménages sinistrés à Dakar, combien de personnes faut-il compter "
                     "avec la taille des ménages de Dakar, et combien avec la moyenne nationale ?"),
    ('fr', 'noacc', "{h} ménages touchés à Dakar : combien de personnes avec la taille dakaroise, "
                    "et avec la moyenne du pays ?"),
    ('en', 'formal', "For {h} affected households in Dakar, how many people at Dakar's household "
                     "size, and how many at the national average?"),
])
def dakar_vs_national_size(rng, ctx):
    h = rng.choice([150, 320, 540, 900])
    return {'fill': {'h': ctx.nf(h)},
            'expect': {'numbers': [h * HH_SIZE['Dakar'], h * HH_NAT]},
            'why': f"{F_STD} CRS-01: Dakar {HH_SIZE['Dakar']} -> {h * HH_SIZE['Dakar']}; national "
                   f"{HH_NAT} -> {h * HH_NAT}."}


@shape('needs', 'w7_nd_kaolack_two_sizes', [
    ('fr', 'formal', "{h} ménages ont été touchés dans la région de Kaolack. Combien de personnes "
                     "cela fait-il avec la taille moyenne des ménages de la région ?"),
    ('fr', 'typo', "{h} menages touches a Kaolak, combein de persones ?"),
    ('en', 'formal', "{h} households were hit in Kaolack region. How many people is that at the "
                     "region's average household size?"),
])
def kaolack_two_sizes(rng, ctx):
    h = rng.choice([110, 240, 380, 650])
    a, b = h * KAOLACK[0], h * KAOLACK[1]
    return {'fill': {'h': ctx.nf(h)}, 'expect': {'numbers': [a, b]},
            'why': f"{F_STD} CRS-01 note lists Kaolack twice (12 and 11; {F_HHC}: inconsistent in "
                   f"source): both are expected -> {h} x 11 = {a}, {h} x 12 = {b}."}


@shape('needs', 'w7_nd_region_households_2023', [
    ('fr', 'formal', "Combien de ménages compte environ la région de {r} en 2023, en divisant sa "
                     "population recensée par la taille moyenne de ses ménages ?"),
    ('fr', 'abbr', "Nb approx. de ménages dans la rég. de {r} (pop. 2023 / taille moy. des "
                   "ménages) ?"),
    ('en', 'formal', "Roughly how many households does {r} region have in 2023, dividing its "
                     "census population by its average household size?"),
])
def region_households_2023(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    p, s = REGION[r]['pop'][2023], HH_SIZE[r]
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[round(p / s), 0.01]]},
            'why': f"{F_REG} {r} pop_2023 {p} (census) / {F_STD} CRS-01 note {s} = {p / s:.0f}."}


KCAL = std_value('FOO-01')


@shape('needs', 'w7_nd_kcal_households', [
    ('fr', 'formal', "Combien de kilocalories par jour faut-il pour {h} ménages de la région de "
                     "{r}, à la taille moyenne des ménages de la région ?"),
    ('fr', 'sms', "{h} menages reg {r} : cb d kcal/jour pr tout le monde ?"),
    ('en', 'formal', "How many kilocalories a day do {h} households of {r} region need, at the "
                     "region's average household size?"),
])
def kcal_households(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    h = rng.choice([60, 150, 300, 500])
    p = h * HH_SIZE[r]
    return {'fill': {'h': ctx.nf(h), 'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[nz(p * KCAL), 0.01]]},
            'why': ppl_why(r, h) + f"; FOO-01 {KCAL:g} kcal -> {p * KCAL:g} kcal a day."}


SOAP = std_value('HYG-01')


@shape('needs', 'w7_nd_soap_households', [
    ('fr', 'formal', "Quelle quantité de savon de toilette faut-il pour {h} ménages de la région "
                     "de {r} pendant {m} mois, à la taille moyenne des ménages de la région ?"),
    ('fr', 'informal', "{h} familles à {r} (région), {m} mois : ça fait combien de kilos de savon "
                       "de toilette ?"),
    ('en', 'formal', "How much bathing soap do {h} households of {r} region need for {m} months, "
                     "at the region's average household size?"),
])
def soap_households(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    h, m = rng.choice([80, 200, 350]), rng.choice([2, 3, 6])
    g = h * HH_SIZE[r] * SOAP * m
    return {'fill': {'h': ctx.nf(h), 'r': ctx.pn(r), 'm': m},
            'expect': {'any_numbers': [[nz(g), nz(g / 1000)]]},
            'why': ppl_why(r, h) + f"; HYG-01 {SOAP:g} g per person per month x {m} = {g:g} g "
                                   f"({g / 1000:g} kg)."}


COV = std_value('SHE-01')


@shape('needs', 'w7_nd_covered_space_households', [
    ('fr', 'informal', '{h} familles déplacées de {r} (région) : il faut combien de m² couverts ?'),
    ('fr', 'formal', "Quelle surface couverte faut-il prévoir pour abriter {h} ménages déplacés "
                     "de la région de {r}, à la taille moyenne des ménages de la région ?"),
    ('en', 'formal', "How much covered living space do {h} displaced households from {r} region "
                     "need, at the region's average household size?"),
    ('en', 'informal', "{h} displaced families from {r} — covered m² needed?"),
])
def covered_space_households(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    h = rng.choice([40, 90, 175, 260])
    p = h * HH_SIZE[r]
    return {'fill': {'h': ctx.nf(h), 'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[nz(p * COV), 0.01]]},
            'why': ppl_why(r, h) + f"; SHE-01 {COV:g} m² -> {p * COV:g} m²."}


HF = std_value('HEA-01')
RURAL_DEPTS = [d for d in DEPTS if d['pop'][2023] / d['area'] < 60]


@shape('needs', 'w7_nd_rural_health_facilities', [
    ('fr', 'formal', "Pour la population de 2023 {de_dw}, zone rurale dispersée, combien de "
                     "structures de soins primaires faut-il selon la norme du HCR pour ces zones, "
                     "et combien selon la norme générale ?"),
    ('fr', 'long', "Notre district couvre {dw}, très rural et dispersé. Avec la population de "
                   "2023, combien de structures de soins primaires au minimum en milieu rural "
                   "dispersé, et combien avec la norme générale d'une pour 10 000 ?"),
    ('en', 'formal', "For the 2023 population of {dw}, a dispersed rural area, how many primary "
                     "health facilities does UNHCR's rural standard call for, and how many the "
                     "general one?"),
])
def rural_health_facilities(rng, ctx):
    d = rng.choice(RURAL_DEPTS)
    p = d['pop'][2023]
    dw = dept_w(ctx, d['name'])
    a, b = p / RURAL_HF, p / (10000 / HF)
    return {'fill': {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw},
            'expect': {'any_numbers': [sorted({ceil_div(p, RURAL_HF), round(a, 1)}),
                                       sorted({ceil_div(p, 10000), round(b, 1)})],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_2023 {p}; {F_NOTES} HEA-01.rural 1 per "
                   f"{RURAL_HF:,} -> {a:.1f} ({ceil_div(p, RURAL_HF)}); HEA-01 1 per 10,000 -> "
                   f"{b:.1f} ({ceil_div(p, 10000)})."}


@shape('needs', 'w7_nd_staffing_region', [
    ('fr', 'formal', "Selon les normes de dotation du HCR, combien d'infirmiers de consultation "
                     "externe et combien de médecins faudrait-il au minimum pour la population de "
                     "la région de {r} en {y} ?"),
    ('fr', 'informal', "région de {r}, {y} : il faudrait combien d'infirmiers et de médecins "
                       "minimum avec les ratios du HCR ?"),
    ('en', 'formal', "Under UNHCR staffing standards, how many out-patient nurses and how many "
                     "doctors at least would {r} region's {y} population need?"),
])
def staffing_region(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    p = r['pop'][y]
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'any_numbers': [sorted({ceil_div(p, NURSE), round(p / NURSE, 1)}),
                                       sorted({ceil_div(p, DOCTOR), round(p / DOCTOR, 1)})]},
            'why': f"{F_REG} {r['name']} pop_{y} {p} ({kind_of(y)}); {F_NOTES} HEA-04.nurse 1 : "
                   f"<{NURSE:,} -> {p / NURSE:.1f} ({ceil_div(p, NURSE)}); HEA-04.doctor 1 : "
                   f"<{DOCTOR:,} -> {p / DOCTOR:.1f} ({ceil_div(p, DOCTOR)})."}


@shape('needs', 'w7_nd_nutrition_three_settings', [
    ('fr', 'formal', "Pour {n} enfants en malnutrition aiguë, combien faut-il en prendre en "
                     "charge au minimum en zone rurale, en zone urbaine et dans un camp ?"),
    ('fr', 'long', "Nous comparons nos objectifs de couverture nutritionnelle selon le contexte. "
                   "Sur {n} enfants malnutris, quel minimum en milieu rural, en ville et en "
                   "camp ?"),
    ('en', 'formal', "For {n} children with acute malnutrition, how many at least should treatment "
                     "reach in a rural area, in an urban area and in a camp?"),
])
def nutrition_three_settings(rng, ctx):
    n = rng.choice([300, 520, 900, 1400])
    vals = [n * p // 100 for p in (50, 70, int(CAMP_NUT))]
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': vals},
            'why': f"{F_STD} NUT-01 >50 % rural, NUT-02 >70 % urban, {F_NOTES} NUT-01.camp "
                   f">{CAMP_NUT:g} % camps: {n} -> more than {vals[0]}, {vals[1]}, {vals[2]}."}


@shape('needs', 'w7_nd_acute_to_basic_extra', [
    ('fr', 'formal', "Si nous passons de la norme de phase aiguë (7,5 L) à la norme de base "
                     "(15 L), combien d'eau en plus faut-il pour {n} personnes pendant {j} "
                     "jours ?"),
    ('fr', 'sms', "passer d 7,5 L a 15 L/pers pr {n} pers sur {j} jrs : cb d litres en plus ?"),
    ('en', 'formal', "If we move from the acute-phase minimum (7.5 L) to the basic standard "
                     "(15 L), how much more water do {n} people need over {j} days?"),
])
def acute_to_basic_extra(rng, ctx):
    n, j = rng.choice([800, 1500, 2400, 4000]), rng.choice([7, 10, 30])
    v = n * (WAT - ACUTE) * j
    return {'fill': {'n': ctx.nf(n), 'j': j},
            'expect': {'any_numbers': [[nz(v), nz(v / 1000)]]},
            'why': f"{F_STD} WAT-01 {WAT:g} L - WAT-02 {ACUTE:g} L = {WAT - ACUTE:g} L x {n} x "
                   f"{j} days = {v:g} L."}


@shape('needs', 'w7_nd_survival_range_days', [
    ('fr', 'noacc', "eau de survie seulement (boire et manger) pour {n} personnes sur {j} jours : "
                    "minimum et maximum ?"),
    ('fr', 'formal', "En pure survie (boisson et alimentation), combien d'eau faut-il pour {n} "
                     "personnes pendant {j} jours, au bas et au haut de la fourchette ?"),
    ('en', 'formal', "For survival needs only (drinking and food), how much water do {n} people "
                     "need over {j} days, at the low and high ends of the range?"),
    ('en', 'informal', "bare survival water for {n} ppl, {j} days — min and max?"),
])
def survival_range_days(rng, ctx):
    n, j = rng.choice([600, 1200, 3000]), rng.choice([3, 5, 7])
    lo, hi = n * 2.5 * j, n * 3 * j
    return {'fill': {'n': ctx.nf(n), 'j': j},
            'expect': {'any_numbers': [[nz(lo), nz(lo / 1000)], [nz(hi), nz(hi / 1000)]]},
            'why': f"{F_STD} WAT-03 2.5-3 L per person per day x {n} x {j} = {lo:g} to {hi:g} "
                   "L (plan at the upper end in a hot climate)."}


assert STANDARDS['WAT-03']['value'] == '2.5-3'
BATH = std_value('WAT-10')


@shape('needs', 'w7_nd_bathing_and_laundry', [
    ('fr', 'formal', "Pour un site de {n} déplacés, combien de douches et combien d'aires de "
                     "lavage faut-il prévoir selon les normes ?"),
    ('fr', 'informal', "site de {n} personnes : combien de douches et de lavoirs ?"),
    ('en', 'formal', "For a site of {n} displaced people, how many bathing facilities and how "
                     "many laundry areas should we plan?"),
])
def bathing_and_laundry(rng, ctx):
    n = rng.choice([650, 1180, 2450, 3900])
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [sorted({ceil_div(n, int(BATH)), round(n / BATH, 1)}),
                                       sorted({ceil_div(n, LAUNDRY), round(n / LAUNDRY, 1)})]},
            'why': f"{F_STD} WAT-10 {BATH:g} per bathing facility -> {ceil_div(n, int(BATH))}; "
                   f"{F_NOTES} WAT-10.laundry {LAUNDRY} per laundry facility -> "
                   f"{ceil_div(n, LAUNDRY)}."}


TAP, PUMP = int(std_value('WAT-07')), int(std_value('WAT-08'))


@shape('needs', 'w7_nd_taps_after_pumps', [
    ('fr', 'formal', "Un site accueille {n} personnes et dispose déjà de {k} pompes à main. "
                     "Combien de robinets faut-il ajouter pour desservir le reste selon Sphère ?"),
    ('fr', 'noacc', "{n} pers sur le site, deja {k} pompes a main : combien de robinets en plus ?"),
    ('en', 'formal', "A site holds {n} people and already has {k} hand pumps. How many taps must "
                     "we add to serve the rest under Sphere?"),
])
def taps_after_pumps(rng, ctx):
    k = rng.choice([2, 3, 4])
    n = k * PUMP + rng.choice([900, 1300, 2100])
    rest = n - k * PUMP
    return {'fill': {'n': ctx.nf(n), 'k': k},
            'expect': {'any_numbers': [sorted({ceil_div(rest, TAP), round(rest / TAP, 1)})]},
            'why': f"{F_STD} WAT-08 {PUMP} per hand pump: {k} pumps serve {k * PUMP}; {rest} left "
                   f"/ WAT-07 {TAP} per tap = {rest / TAP:.1f}, i.e. {ceil_div(rest, TAP)} taps."}


FIRST, MED = int(std_value('SAN-01')), int(std_value('SAN-02'))


@shape('needs', 'w7_nd_toilets_upgrade', [
    ('fr', 'formal', "Sur un site de {n} personnes équipé selon la norme de première phase, "
                     "combien de toilettes supplémentaires faudra-t-il construire pour atteindre "
                     "la norme de moyen terme ?"),
    ('fr', 'informal', "on a les latrines de première urgence pour {n} personnes, il en faut "
                       "combien de plus pour passer au moyen terme ?"),
    ('en', 'formal', "A site of {n} people has toilets at the first-phase ratio. How many more "
                     "must be built to reach the medium-term ratio?"),
])
def toilets_upgrade(rng, ctx):
    n = rng.choice([1000, 1500, 2400, 3100])
    a, b = ceil_div(n, FIRST), ceil_div(n, MED)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [b - a]},
            'why': f"{F_STD} SAN-01 1 per {FIRST} -> {a}; SAN-02 1 per {MED} -> {b}; {b} - {a} "
                   f"= {b - a} more."}
