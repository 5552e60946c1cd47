"""Eighth wave, kind `needs` (second part; food, nutrition, health, households): food energy over
some days and its protein share, children to reach for acute-malnutrition treatment in an urban,
rural or camp setting, primary health facilities for a department (general and rural ratios),
hospitals for a region, nurses and doctors, in-patient beds, the crude-mortality emergency
threshold for a population, clothing sets, people from households in Matam and their water,
households of a department's population at its region's size, Kaolack's two sizes, and water for
the people Thiès department counted in September 2020."""
from .data import DEPTS, F_DEPT, F_EVA, F_REG, REGIONS, STANDARDS, std_value
from .w6_common import AFF20
from .w7_common import CAMP_NUT, DOCTOR, F_NOTES, NURSE, RURAL_HF
from .w8_common import F_STD, HH_SIZE, KAOLACK, ceil_div, de_w, dept_w, fixed, nz, shape

KCAL, PROT, FAT = std_value('FOO-01'), std_value('FOO-02'), std_value('FOO-03')
HF, CMR, CLOTH = std_value('HEA-01'), std_value('HEA-05'), std_value('NFI-01')
WAT = std_value('WAT-01')
assert (KCAL, PROT, FAT, HF, CMR, CLOTH, WAT) == (2100, 10, 17, 1, 1, 2, 15)
COVER = {'urban': (float(STANDARDS['NUT-02']['value'].lstrip('>')),
                   ('en milieu urbain', 'in an urban setting')),
         'rural': (float(STANDARDS['NUT-01']['value'].lstrip('>')),
                   ('en milieu rural', 'in a rural setting')),
         'camp': (CAMP_NUT, ('dans un camp', 'in a camp'))}
assert [COVER[k][0] for k in ('rural', 'urban', 'camp')] == [50, 70, 90]


@shape('needs', 'w8_nd_kcal_days', [
    ('fr', 'formal', "Combien de kilocalories faut-il par jour pour {n} personnes, et au total "
                     "pour {d} jours ?"),
    ('en', 'formal', "How many kilocalories a day do {n} people need, and in total over {d} "
                     "days?"),
    ('fr', 'sms', "kcal pr {n} pers par jr et sur {d} jrs ?"),
])
def kcal_days(rng, ctx):
    n, d = rng.randrange(200, 6000, 50), rng.choice([7, 10, 15, 30])
    return {'fill': {'n': ctx.nf(n), 'd': d},
            'expect': {'approx_numbers': [[nz(n * KCAL), 0.01], [nz(n * KCAL * d), 0.01]]},
            'why': f"{F_STD} FOO-01 {KCAL:g} kcal/person/day x {n} = {n * KCAL:.0f}; x {d} days = "
                   f"{n * KCAL * d:.0f}."}


@shape('needs', 'w8_nd_protein_kcal', [
    ('fr', 'noacc', "ration de 2100 kcal : combien de kcal doivent venir des proteines et des "
                    "lipides ?"),
    ('en', 'informal', "in a 2,100 kcal ration, kcal from protein and from fat?"),
])
def protein_kcal(rng, ctx):
    return {'fill': {}, 'expect': {'approx_numbers': [[nz(KCAL * PROT / 100), 0.01],
                                                      [nz(KCAL * FAT / 100), 0.01]]},
            'why': f"{F_STD} FOO-02 {PROT:g} % and FOO-03 {FAT:g} % of {KCAL:g} kcal = "
                   f"{KCAL * PROT / 100:g} and {KCAL * FAT / 100:g} kcal."}


@shape('needs', 'w8_nd_nutrition_coverage', [
    ('fr', 'formal', "{n} enfants ont besoin d'un traitement de la malnutrition aiguë {m}. "
                     "Combien faut-il en atteindre au minimum selon Sphère ?"),
    ('en', 'formal', "{n} children need acute-malnutrition treatment {m}. How many must be "
                     "reached at least under Sphere?"),
    ('fr', 'informal', "malnutrition aiguë {m} : sur {n} enfants, on doit en couvrir combien "
                       "minimum ?"),
])
def nutrition_coverage(rng, ctx):
    k = rng.choice(sorted(COVER))
    pc, words = COVER[k]
    n = rng.randrange(200, 5000, 20)
    v = nz(n * pc / 100)
    return {'fill': {'n': ctx.nf(n), 'm': words[0 if ctx.lang == 'fr' else 1]},
            'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_STD} NUT-01/NUT-02 (camp: {F_NOTES} NUT-01.camp): {k} coverage >{pc:g} % "
                   f"x {n} = more than {v}."}


@shape('needs', 'w8_nd_health_facilities_dept', [
    ('fr', 'formal', "Selon la norme d'une structure de soins primaires pour 10 000 personnes, "
                     "combien en faudrait-il pour la population {de_dw} en 2023 ?"),
    ('en', 'formal', "At one primary health facility per 10,000 people, how many would the 2023 "
                     "population of {dw} need?"),
])
def health_facilities_dept(rng, ctx):
    d = rng.choice(DEPTS)
    p = d['pop'][2023]
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw)},
            'expect': {'any_numbers': [sorted({p // 10000, ceil_div(p, 10000),
                                               round(p / 10000, 1)})]},
            'why': f"{F_DEPT} {d['name']} {p} / {F_STD} HEA-01 10,000 = {p / 10000:.2f}."}


@shape('needs', 'w8_nd_rural_facilities', [
    ('fr', 'formal', "En zone rurale dispersée, combien de structures de santé au minimum pour "
                     "{n} habitants, et combien selon la norme générale ?"),
    ('en', 'formal', "In a dispersed rural setting, how many health facilities at least for {n} "
                     "people, and how many under the general standard?"),
])
def rural_facilities(rng, ctx):
    n = rng.randrange(100000, 900000, 50000)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [n // RURAL_HF if n % RURAL_HF == 0 else ceil_div(n, RURAL_HF),
                                   n // 10000]},
            'why': f"{F_NOTES} HEA-01.rural 1 per {RURAL_HF} -> {n / RURAL_HF:g}; {F_STD} HEA-01 "
                   f"1 per 10,000 -> {n // 10000}."}


@shape('needs', 'w8_nd_hospitals_region', [
    ('fr', 'informal', "la région de {r} en {y}, à un hôpital de district pour 250 000 "
                       "habitants, il en faudrait combien ?"),
    ('en', 'informal', "{r} region in {y}: how many district hospitals at 1 per 250,000?"),
])
def hospitals_region(rng, ctx):
    r = rng.choice(REGIONS)
    y = rng.choice([2023, 2025, 2030])
    p = r['pop'][y]
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'any_numbers': [sorted({p // 250000, ceil_div(p, 250000),
                                               round(p / 250000, 1)})]},
            'why': f"{F_REG} {r['name']} {y} {p} / {F_STD} HEA-02 250,000 = {p / 250000:.2f}."}


@shape('needs', 'w8_nd_nurses_doctors', [
    ('fr', 'formal', "Pour {n} personnes, combien d'infirmiers de consultation et de médecins "
                     "faut-il au minimum selon les normes du HCR ?"),
    ('en', 'formal', "For {n} people, how many out-patient nurses and doctors are needed at least "
                     "under UNHCR staffing standards?"),
])
def nurses_doctors(rng, ctx):
    n = rng.randrange(50000, 600000, 10000)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [sorted({n // NURSE, ceil_div(n, NURSE)}),
                                       sorted({n // DOCTOR, ceil_div(n, DOCTOR),
                                               round(n / DOCTOR, 1)})]},
            'why': f"{F_NOTES} HEA-04.nurse 1 per <{NURSE} -> {n / NURSE:g}; HEA-04.doctor 1 per "
                   f"<{DOCTOR} -> {n / DOCTOR:g}."}


@shape('needs', 'w8_nd_beds', [
    ('fr', 'sms', "cb d lits hospitalisation + maternite pr {n} pers ?"),
    ('en', 'informal', "inpatient + maternity beds needed for {n} people?"),
])
def beds(rng, ctx):
    n = rng.randrange(20000, 400000, 10000)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [n // 1000]},
            'why': f"{F_STD} HEA-03 >10 beds per 10,000 x {n} = more than {n // 1000}."}


@shape('needs', 'w8_nd_mortality_threshold', [
    ('fr', 'formal', "Pour une population de {n} personnes dont la mortalité de référence est "
                     "inconnue, à partir de combien de décès par jour parle-t-on d'urgence ?"),
    ('en', 'long', "We run a clinic for a displaced population of {n}. We don't know the "
                   "baseline mortality. Above how many deaths a day should we call it an "
                   "emergency?"),
])
def mortality_threshold(rng, ctx):
    n = rng.randrange(20000, 300000, 10000)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'approx_numbers': [[nz(n / 10000 * CMR), 0.01]]},
            'why': f"{F_STD} HEA-05 1 death per 10,000 people per day -> {n / 10000:g} a day."}


@shape('needs', 'w8_nd_clothing', [
    ('fr', 'typo', "Combien de jeux de vêtements faut-il distribuer à {n} personnes sinistrées ?"),
    ('en', 'informal', "clothing sets for {n} flood-affected people?"),
])
def clothing(rng, ctx):
    n = rng.randrange(300, 8000, 10)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [n * 2]},
            'why': f"{F_STD} NFI-01 2 sets per person x {n} = {n * 2}."}


@shape('needs', 'w8_nd_matam_households_water', [
    ('fr', 'formal', "Dans la région de Matam, {h} ménages ont été touchés par la crue. Combien "
                     "de personnes cela fait-il, et combien de litres d'eau par jour au minimum "
                     "pour elles ?"),
    ('fr', 'sms', "matam {h} menages sinistres : cb d pers et cb d litres d eau / jr ?"),
    ('en', 'formal', "In Matam region, {h} households were hit by the flood. How many people is "
                     "that, and how many litres of water a day at least for them?"),
])
def matam_households_water(rng, ctx):
    h = rng.choice([120, 230, 415, 660])
    p = h * HH_SIZE['Matam']
    return {'fill': {'h': ctx.nf(h)}, 'expect': {'numbers': [p], 'approx_numbers': [[p * 15,
                                                                                      0.01]]},
            'why': f"{F_STD} CRS-01 note Matam {HH_SIZE['Matam']} -> {h} x {HH_SIZE['Matam']} = "
                   f"{p} people x WAT-01 15 L = {p * 15} L/day."}


SIZED = [d for d in DEPTS if d['region'] in HH_SIZE]


@shape('needs', 'w8_nd_households_dept', [
    ('fr', 'formal', "Combien de ménages compte à peu près {dw} en 2023, avec la taille moyenne "
                     "des ménages de sa région ?"),
    ('en', 'formal', "Roughly how many households does {dw} have in 2023, at its region's "
                     "average household size?"),
])
def households_dept(rng, ctx):
    d = rng.choice(SIZED)
    s = HH_SIZE[d['region']]
    v = round(d['pop'][2023] / s)
    return {'fill': {'dw': dept_w(ctx, d['name'])}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_DEPT} {d['name']} {d['pop'][2023]} / {F_STD} CRS-01 note {d['region']} "
                   f"{s} = {v}."}


@shape('needs', 'w8_nd_kaolack_people', [
    ('fr', 'informal', "{h} ménages sinistrés dans la région de Kaolack, ça fait combien de "
                       "personnes ?"),
    ('en', 'informal', "{h} households hit in Kaolack region — how many people?"),
])
def kaolack_people(rng, ctx):
    h = rng.choice([90, 180, 310, 520])
    return {'fill': {'h': ctx.nf(h)}, 'expect': {'numbers': [h * KAOLACK[0], h * KAOLACK[1]]},
            'why': f"{F_STD} CRS-01 note lists Kaolack with {KAOLACK[1]} and with {KAOLACK[0]} "
                   f"(inconsistent): {h * KAOLACK[0]} or {h * KAOLACK[1]} people."}


_T20 = AFF20['Thiès']
fixed('needs', 'w8_nd_thies_2020_water', [
    ('fr', 'formal', "Les inondations de septembre 2020 ont touché des personnes dans le "
                     "département de Thiès : combien d'eau par jour leur fallait-il au minimum, "
                     "et pour une semaine ?"),
    ('en', 'formal', "The September 2020 floods affected people in Thiès department: how much "
                     "water a day did they need at least, and for a week?"),
], {'numbers': [_T20], 'approx_numbers': [[_T20 * 15, 0.01], [_T20 * 15 * 7, 0.01]]},
    f"{F_EVA} SEN-2020-01 Thiès people_affected {_T20} x {F_STD} WAT-01 15 L = {_T20 * 15} L/day; "
    f"x 7 = {_T20 * 105} L.")
