"""Kinds `needs` (from response_standards.csv, with named variants) and `vulnerability`."""
import math

from .core import shape
from .data import EVENT, F_EV, F_SHK, F_STD, F_VUL, SHOCKS, VUL, key, std_value

NS = [1000, 2000, 2500, 3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 20000]


def water(n, sid):
    v = std_value(sid)
    lit = n * v
    return {'any_numbers': [[int(lit) if lit == int(lit) else lit, round(lit / 1000, 2)]]}, \
        f"{F_STD}: {sid} = {STD(sid)} L/person/day; {n} x {v} = {lit:g} L/day ({lit / 1000:g} m3)."


def STD(sid):
    from .data import STANDARDS
    return STANDARDS[sid]['value']


WATER_VARIANTS = {  # standard: (fr words, en words)
    'WAT-01': ("selon la norme Sphère de base (15 L)", "with the basic Sphere standard (15 L)"),
    'WAT-04': ("en milieu urbain (norme de 50 L par personne)", "in an urban setting (50 L per person standard)"),
    'WAT-02': ("en phase aiguë, au minimum à court terme", "in the acute phase, short-term minimum"),
}


@shape('needs', 'water_variant', [
    ('fr', 'formal', "De combien de litres d'eau par jour ont besoin {n} personnes sinistrées {v} ?"),
    ('fr', 'informal', "il faut combien d'eau par jour pour {n} personnes {v} ?"),
    ('fr', 'sms', "besoin en eau pr {n} pers {v} par jour"),
    ('fr', 'typo', "combien d'eau par jour pour {n} personnes {v}"),
    ('fr', 'noacc', "Quantite d'eau par jour pour {n} sinistres {v} ?"),
    ('fr', 'long', "Nous ouvrons un site d'accueil pour {n} personnes déplacées. Quelle quantité "
                   "d'eau prévoir par jour {v} ?"),
    ('en', 'formal', "How much water per day do {n} displaced people need {v}?"),
    ('en', 'informal', "daily water for {n} people {v}?"),
    ('en', 'typo', "how many litres of water a day for {n} people {v}"),
], n=2)
def water_variant(rng, ctx):
    n, sid = rng.choice(NS), rng.choice(sorted(WATER_VARIANTS))
    exp, why = water(n, sid)
    exp['numbers'] = [std_value(sid)]
    return {'fill': {'n': ctx.nf(n), 'v': WATER_VARIANTS[sid][0 if ctx.lang == 'fr' else 1]},
            'expect': exp, 'why': why}


@shape('needs', 'water_survival', [
    ('fr', 'formal', "Quel est le besoin de survie en eau (boisson et alimentation) pour {n} personnes par jour ?"),
    ('en', 'formal', "What is the survival water need (drinking and food) for {n} people per day?"),
], n=2)
def water_survival(rng, ctx):
    n = rng.choice(NS)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'approx_numbers': [[n * 2.5, 0.01], [n * 3, 0.01]]},
            'why': f"{F_STD}: WAT-03 = 2.5-3 L/person/day (a range); {n} x 2.5 = {n * 2.5:g}, x 3 = {n * 3}."}


@shape('needs', 'camp_space', [
    ('fr', 'formal', "Quelle superficie totale de site faut-il pour un camp planifié de {n} personnes ?"),
    ('fr', 'informal', "un camp pour {n} personnes, il faut quelle surface au total (45 m² par personne) ?"),
    ('en', 'formal', "What total site area is needed for a planned camp of {n} people?"),
    ('en', 'long', "The municipality offers land for a planned camp. For {n} people, how much total "
                   "site area do the standards require?"),
], n=2)
def camp_space(rng, ctx):
    n = rng.choice(NS)
    m2 = n * 45
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [45], 'any_numbers': [[m2, round(m2 / 10000, 2)]]},
            'why': f"{F_STD}: SHE-02 = 45 m2 total site area per person (planned camps); {n} x 45 = "
                   f"{m2} m2 ({m2 / 10000:g} ha)."}


@shape('needs', 'covered_space', [
    ('fr', 'formal', "Quelle surface d'abri couverte faut-il pour {n} personnes ?"),
    ('fr', 'sms', "surface abri couverte pr {n} pers"),
    ('en', 'formal', "How much covered shelter space is needed for {n} people?"),
], n=2)
def covered_space(rng, ctx):
    n = rng.choice(NS)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [3.5], 'approx_numbers': [[n * 3.5, 0.01]]},
            'why': f"{F_STD}: SHE-01 = 3.5 m2 covered living space per person; {n} x 3.5 = {n * 3.5:g} m2."}


@shape('needs', 'toilets_ratio', [
    ('fr', 'formal', "Combien de toilettes faut-il en première phase pour {n} personnes, et "
                     "combien pour les femmes et pour les hommes avec un ratio de 3 pour 1 ?"),
    ('fr', 'informal', "pour {n} sinistrés, combien de latrines au début, et la répartition femmes/hommes (3:1) ?"),
    ('fr', 'long', "Nous installons des latrines pour {n} déplacés. Combien en première phase, et "
                   "combien pour les femmes et pour les hommes au ratio 3:1 ?"),
    ('en', 'formal', "How many toilets are needed in the first phase for {n} people, and how many "
                     "for women and for men with the 3:1 ratio?"),
    ('en', 'informal', "toilets for {n} people, first phase, split 3:1 women:men?"),
], n=2)
def toilets_ratio(rng, ctx):
    n = rng.choice([2000, 4000, 6000, 8000, 10000, 12000, 20000])
    t = math.ceil(n / 50)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'approx_numbers': [[t, 0.01], [t * 3 / 4, 0.02], [t / 4, 0.02]]},
            'why': f"{F_STD}: SAN-01 1 toilet per 50 people -> {n}/50 = {t}; SAN-03 3:1 female:male "
                   f"-> {t * 3 // 4} for women, {t // 4} for men."}


@shape('needs', 'toilets_medium', [
    ('fr', 'formal', "Combien de toilettes à moyen terme pour {n} personnes ?"),
    ('en', 'formal', "How many toilets are needed in the medium term for {n} people?"),
    ('en', 'typo', "medium term toilets for {n} displaced people"),
], n=2)
def toilets_medium(rng, ctx):
    n = rng.choice(NS)
    t = math.ceil(n / 20)
    return {'fill': {'n': ctx.nf(n)}, 'expect': {'numbers': [20], 'approx_numbers': [[t, 0.01]]},
            'why': f"{F_STD}: SAN-02 1 toilet per 20 people (medium term); {n}/20 = {t}."}


@shape('needs', 'water_points', [
    ('fr', 'formal', "Combien de {w} faut-il pour {n} personnes ?"),
    ('en', 'formal', "How many {w} are needed for {n} people?"),
], n=2)
def water_points(rng, ctx):
    n = rng.choice([5000, 10000, 20000])
    sid = rng.choice(['WAT-07', 'WAT-08', 'WAT-10'])
    w = {'WAT-07': ('robinets', 'taps'), 'WAT-08': ('pompes à main', 'hand pumps'),
         'WAT-10': ('douches', 'bathing facilities')}[sid][0 if ctx.lang == 'fr' else 1]
    per = int(std_value(sid))
    return {'fill': {'n': ctx.nf(n), 'w': w},
            'expect': {'approx_numbers': [[math.ceil(n / per), 0.01]]},
            'why': f"{F_STD}: {sid} max {per} people per unit; {n}/{per} = {math.ceil(n / per)}."}


@shape('needs', 'food_households', [
    ('fr', 'formal', "Combien de kilocalories par jour pour nourrir {n} personnes, et combien de ménages cela représente-t-il ?"),
    ('en', 'formal', "How many kilocalories a day to feed {n} people, and how many households is that?"),
], n=2)
def food_households(rng, ctx):
    n = rng.choice(NS)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [[n * 2100, round(n * 2100 / 1e6, 2)]],
                       'approx_numbers': [[n / 9, 0.01]]},
            'why': f"{F_STD}: FOO-01 2100 kcal/person/day -> {n * 2100}; CRS-01 9 persons per "
                   f"household -> {n}/9 = {n / 9:.1f}."}


@shape('needs', 'event_water', [
    ('fr', 'formal', "Combien d'eau par jour faut-il pour les personnes déplacées par {e} ?"),
    ('fr', 'sms', "eau par jour pr les deplaces ({e}) ?"),
    ('en', 'formal', "How much water per day for the people displaced by {e}?"),
], n=2)
def event_water(rng, ctx):
    eid = rng.choice(['SEN-2020-01', 'SEN-2019-01', 'SEN-2024-02'])
    n = EVENT[eid]['people_displaced']
    e = {'SEN-2020-01': ("les inondations de septembre 2020", "the September 2020 floods"),
         'SEN-2019-01': ("les inondations de septembre 2019", "the September 2019 floods"),
         'SEN-2024-02': ("la crue du fleuve de 2024", "the 2024 river flood")}[eid][0 if ctx.lang == 'fr' else 1]
    return {'fill': {'e': e},
            'expect': {'numbers': [n], 'any_numbers': [[n * 15, round(n * 15 / 1000, 2)]]},
            'why': f"{F_EV}: {eid} people_displaced = {n}; {F_STD} WAT-01 15 L -> {n * 15} L/day."}


VI = {'drinking_water_access_households_pct': ("le taux d'accès des ménages à l'eau potable", 'household access to drinking water'),
      'electricity_access_households_pct': ("le taux d'accès des ménages à l'électricité", 'household access to electricity'),
      'food_insecurity_severe_pct': ("le taux d'insécurité alimentaire sévère", 'the severe food insecurity rate'),
      'food_insecurity_moderate_or_severe_pct': ("l'insécurité alimentaire modérée ou sévère", 'moderate or severe food insecurity'),
      'households_with_shock_last_3y_pct': ("la part des ménages touchés par un choc ces 3 dernières années",
                                            'the share of households hit by a shock in the last 3 years')}


@shape('vulnerability', 'region', [
    ('fr', 'formal', "Quel est {i} dans la région de {r} ?"),
    ('fr', 'informal', "c'est combien {i} à {r} (région) ?"),
    ('fr', 'sms', "{i} region {r} stp"),
    ('fr', 'typo', "quel est {i} dans la région de {r}"),
    ('fr', 'long', "Pour cibler l'aide dans la région de {r}, j'ai besoin de connaître {i}."),
    ('en', 'formal', "What is {i} in {r} region?"),
    ('en', 'informal', "{r} region: {i}?"),
    ('en', 'typo', "{i} for {r} region"),
], n=2)
def vul_region(rng, ctx):
    r, i = rng.choice(sorted(VUL)), rng.choice(sorted(VI))
    return {'fill': {'r': ctx.pn(r), 'i': VI[i][0 if ctx.lang == 'fr' else 1]},
            'expect': {'numbers': [VUL[r][i]], 'names': [key(r)]},
            'why': f"{F_VUL}: {r} {i} = {VUL[r][i]}."}


SK = {'inondations': ('des inondations', 'floods'),
      'prix_eleves_produits_alimentaires': ('la hausse des prix alimentaires', 'high food prices'),
      'maladie_grave_ou_accident_membre': ("la maladie grave ou l'accident d'un membre", 'serious illness or accident of a member'),
      'deces_membre': ("le décès d'un membre", 'death of a member'),
      'prix_eleves_intrants_agricoles': ('la hausse des prix des intrants agricoles', 'high prices of farm inputs')}
MIL = {'dakar_urban_pct': ('à Dakar urbain', 'in urban Dakar'),
       'other_urban_pct': ('dans les autres villes', 'in other urban areas'),
       'rural_pct': ('en milieu rural', 'in rural areas'), 'national_pct': ('au niveau national', 'nationally')}


@shape('vulnerability', 'shock_milieu', [
    ('fr', 'formal', "Quelle part des ménages a subi {s} {m} ?"),
    ('fr', 'sms', "% menages touches par {s} {m}"),
    ('fr', 'noacc', "Part des menages ayant subi {s} {m} ?"),
    ('en', 'formal', "What share of households experienced {s} {m}?"),
    ('en', 'long', "For our resilience programme proposal: what share of households experienced {s} {m}?"),
    ('en', 'informal', "% of households hit by {s} {m}?"),
], n=3)
def shock_milieu(rng, ctx):
    s, m = rng.choice(sorted(SK)), rng.choice(sorted(MIL))
    j = 0 if ctx.lang == 'fr' else 1
    return {'fill': {'s': SK[s][j], 'm': MIL[m][j]}, 'expect': {'numbers': [SHOCKS[s][m]]},
            'why': f"{F_SHK}: shock={s}, {m} = {SHOCKS[s][m]}."}


@shape('vulnerability', 'shock_all', [
    ('fr', 'formal', "Quelle part des ménages a subi {s}, à Dakar, dans les autres villes, en milieu rural et au niveau national ?"),
    ('en', 'formal', "What share of households experienced {s} in Dakar, other urban areas, rural areas and nationally?"),
], n=2)
def shock_all(rng, ctx):
    s = rng.choice(sorted(SK))
    j = 0 if ctx.lang == 'fr' else 1
    vals = [SHOCKS[s][m] for m in ('dakar_urban_pct', 'other_urban_pct', 'rural_pct', 'national_pct')]
    return {'fill': {'s': SK[s][j]}, 'expect': {'numbers': vals},
            'why': f"{F_SHK}: shock={s}: dakar_urban/other_urban/rural/national = {vals}."}
