"""Third wave, kind `needs`: every standard of response_standards.csv that can be computed for N
people or N households (water at 15, 7.5 and 50 L over days, water points, toilets in two phases
and by sex, soap over months, shelter kits from people via the household size, camp and covered
space, food energy, health facilities), and a standard's own value asked without people."""
from .core import shape
from .data import F_STD, STANDARDS, std_value
from .w3_common import NB

HH = int(std_value('CRS-01'))  # 9 persons per household, Senegal (RGPH-5 2023)


def litres(v):
    """A volume as an answer may give it: litres, or m³."""
    return sorted({v, round(v / 1000, 3)})


def water_shape(sid, std, phr):
    @shape('needs', sid, phr)
    def fn(rng, ctx):
        n = rng.choice([600, 800, 1200, 2500, 4000, 6000, 15000])
        d = rng.choice([3, 5, 7, 10, 14, 30])
        per = std_value(std)
        v = n * per * d
        v = int(v) if v == int(v) else v
        return {'fill': {'n': ctx.nf(n), 'd': d},
                'expect': {'any_numbers': [litres(v)]},
                'why': f"{F_STD} {std}: {per} L/person/day x {n} people x {d} days = {v} L "
                       f"({v / 1000} m³)."}
    return fn


water_shape('w3_water_days', 'WAT-01', [
    ('fr', 'formal', "Quelle quantité d'eau faut-il prévoir pour {n} sinistrés pendant {d} jours, "
                     "selon la norme Sphère" + NB + "?"),
    ('fr', 'sms', "eau pr {n} pers pdt {d} jrs cb de litres"),
    ('fr', 'informal', "on a {n} personnes sur le site pour {d} jours, il faut combien d'eau au "
                       "minimum ?"),
    ('fr', 'typo', "besoin en eau pour {n} persones sur {d} jours"),
    ('en', 'formal', "How much water is needed for {n} displaced people over {d} days under the "
                     "Sphere minimum?"),
    ('en', 'informal', "{n} people, {d} days — how many litres of water?"),
])
water_shape('w3_water_acute', 'WAT-02', [
    ('fr', 'formal', "En phase aiguë, avec le minimum de 7,5 litres par personne, combien d'eau "
                     "pour {n} personnes sur {d} jours" + NB + "?"),
    ('fr', 'noacc', "eau en phase aigue (7,5 L/pers/jour) pour {n} personnes pendant {d} jours"),
    ('en', 'formal', "Using the short-term acute-phase minimum (7.5 L per person per day), how much "
                     "water do {n} people need for {d} days?"),
    ('en', 'informal', "acute phase water, 7.5 l a day, {n} ppl for {d} days?"),
])


@shape('needs', 'w3_water_urban_households', [
    ('fr', 'formal', "En milieu urbain, avec la norme de 50 litres par personne et par jour, de "
                     "combien d'eau ont besoin {h} ménages chaque jour" + NB + "?"),
    ('fr', 'informal', "{h} ménages en ville, à 50 L par personne, ça fait combien de litres par "
                       "jour ?"),
    ('fr', 'long', "Dans un quartier inondé de la banlieue, nous avons recensé {h} ménages. Avec "
                   "le seuil urbain de 50 litres, quel volume d'eau quotidien faut-il" + NB + "?"),
    ('en', 'formal', "How much water per day do {h} households need in an urban setting, at 50 "
                     "litres per person?"),
    ('en', 'informal', "{h} urban households at 50 L/person/day — daily volume?"),
])
def water_urban_households(rng, ctx):
    h = rng.choice([150, 300, 450, 800, 1200])
    per = std_value('WAT-04')
    v = int(h * HH * per)
    return {'fill': {'h': ctx.nf(h)},
            'expect': {'any_numbers': [litres(v)]},
            'why': f"{F_STD} CRS-01 {HH} persons per household: {h} x {HH} = {h * HH} people; WAT-04 "
                   f"{per} L x {h * HH} = {v} L per day."}


POINTS = {'WAT-07': ('robinets', 'taps'), 'WAT-08': ('pompes à main', 'hand pumps'),
          'WAT-09': ('puits ouverts', 'open wells')}


@shape('needs', 'w3_water_points', [
    ('fr', 'formal', "Combien de {pt} faut-il au minimum pour desservir {n} personnes selon "
                     "Sphère" + NB + "?"),
    ('fr', 'sms', "nb de {pt} pr {n} pers norme sphere"),
    ('fr', 'informal', "pour {n} déplacés, on installe combien de {pt} ?"),
    ('en', 'formal', "How many {pt} are needed at minimum for {n} people under Sphere?"),
    ('en', 'typo', "how mny {pt} for {n} poeple"),
])
def water_points(rng, ctx):
    sid = rng.choice(sorted(POINTS))
    n = rng.choice([2000, 4000, 6000, 10000, 12000])
    per = int(std_value(sid))
    v = -(-n // per)
    return {'fill': {'pt': POINTS[sid][0 if ctx.lang == 'fr' else 1], 'n': ctx.nf(n)},
            'expect': {'numbers': [v]},
            'why': f"{F_STD} {sid}: at most {per} people per {STANDARDS[sid]['per']}; {n} / {per} "
                   f"= {v}."}


@shape('needs', 'w3_toilets_two_phases', [
    ('fr', 'formal', "Pour {n} personnes, combien de toilettes faut-il en première phase, puis à "
                     "moyen terme" + NB + "?"),
    ('fr', 'informal', "latrines pour {n} personnes : combien au début et combien ensuite ?"),
    ('fr', 'abbr', "Nb de latrines pr {n} pers." + NB + ": phase initiale et moyen terme" + NB
                   + "?"),
    ('en', 'formal', "How many toilets do {n} people need in the first phase, and in the medium "
                     "term?"),
    ('en', 'informal', "{n} people: toilets at the start vs medium term?"),
])
def toilets_two_phases(rng, ctx):
    n = rng.choice([500, 1000, 1500, 3000, 5000])
    a, b = n // int(std_value('SAN-01')), n // int(std_value('SAN-02'))
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [a, b]},
            'why': f"{F_STD} SAN-01 1 per 50 at first: {n}/50 = {a}; SAN-02 1 per 20 medium term: "
                   f"{n}/20 = {b}."}


@shape('needs', 'w3_toilets_women_men', [
    ('fr', 'formal', "Sur la base d'une toilette pour 20 personnes et du ratio 3 pour 1, combien "
                     "de toilettes pour les femmes et pour les hommes sur un site de {n} "
                     "personnes" + NB + "?"),
    ('fr', 'informal', "site de {n} personnes : combien de latrines femmes et combien hommes, avec "
                       "le 3 pour 1 ?"),
    ('fr', 'sms', "{n} pers toilettes femmes/hommes ratio 3:1 cb"),
    ('en', 'formal', "For a site of {n} people, how many toilets for women and for men, at 1 per "
                     "20 people and a 3:1 ratio?"),
    ('en', 'long', "We're laying out latrines for a site hosting {n} people. With the medium-term "
                   "ratio and 3 female toilets for each male one, how many of each?"),
])
def toilets_women_men(rng, ctx):
    n = rng.choice([800, 1600, 2400, 4000, 8000])
    tot = n // 20
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [tot, tot * 3 // 4, tot // 4]},
            'why': f"{F_STD} SAN-02 {n}/20 = {tot} toilets; SAN-03 3:1 -> women {tot * 3 // 4}, men "
                   f"{tot // 4}."}


@shape('needs', 'w3_soap', [
    ('fr', 'formal', "Quelle quantité de savon de toilette et de savon pour la lessive prévoir "
                     "pour {n} personnes pendant {m} mois" + NB + "?"),
    ('fr', 'informal', "savon pour {n} sinistrés sur {m} mois, toilette et lessive, ça fait "
                       "combien ?"),
    ('fr', 'noacc', "besoins en savon (corps et linge) pour {n} personnes sur {m} mois"),
    ('en', 'formal', "How much bathing soap and laundry soap is needed for {n} people over {m} "
                     "months?"),
    ('en', 'informal', "soap for {n} people, {m} months — bathing and laundry?"),
])
def soap(rng, ctx):
    n = rng.choice([400, 1000, 2000, 3500, 5000])
    m = rng.choice([1, 2, 3, 6])
    b, lw = n * m * int(std_value('HYG-01')), n * m * int(std_value('HYG-02'))
    return {'fill': {'n': ctx.nf(n), 'm': m},
            'expect': {'any_numbers': [[b, b / 1000], [lw, lw / 1000]]},
            'why': f"{F_STD} HYG-01 250 g/person/month x {n} x {m} = {b} g ({b / 1000} kg); HYG-02 "
                   f"200 g x {n} x {m} = {lw} g ({lw / 1000} kg)."}


@shape('needs', 'w3_shelter_kits_people', [
    ('fr', 'formal', "Combien de bâches et de mètres de corde faut-il pour {n} personnes "
                     "sinistrées, en raisonnant par ménage" + NB + "?"),
    ('fr', 'informal', "kits abri pour {n} sinistrés, ça fait combien de ménages et de bâches ?"),
    ('fr', 'long', "Après les pluies, {n} personnes ont perdu leur toit. Combien de ménages cela "
                   "représente au Sénégal, et combien de bâches et de corde pour les kits abri"
                   + NB + "?"),
    ('en', 'formal', "How many tarpaulins and how much rope are needed for {n} affected people, "
                     "counting per household?"),
    ('en', 'informal', "{n} people lost their homes: households, tarps and rope?"),
])
def shelter_kits_people(rng, ctx):
    h = rng.choice([50, 120, 200, 350, 600])
    n = h * HH
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [h, 2 * h, 30 * h]},
            'why': f"{F_STD} CRS-01 {HH} per household: {n}/{HH} = {h} households; SHE-03 2 "
                   f"tarpaulins + 30 m rope each: {2 * h} tarpaulins, {30 * h} m."}


@shape('needs', 'w3_camp_and_covered', [
    ('fr', 'formal', "Pour un site planifié accueillant {n} personnes, quelle superficie totale et "
                     "quelle surface couverte faut-il prévoir" + NB + "?"),
    ('fr', 'typo', "surface du camp et surface couverte pour {n} personnes"),
    ('fr', 'sms', "superficie site + abri pr {n} deplaces"),
    ('en', 'formal', "For a planned camp of {n} people, what total site area and what covered "
                     "living space are needed?"),
    ('en', 'informal', "camp for {n} people: site size and covered space?"),
])
def camp_and_covered(rng, ctx):
    n = rng.choice([400, 1000, 2000, 3000, 5000])
    site, cov = n * int(std_value('SHE-02')), n * std_value('SHE-01')
    cov = int(cov) if cov == int(cov) else cov
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [[site, site / 10000], [cov]]},
            'why': f"{F_STD} SHE-02 45 m²/person x {n} = {site} m² ({site / 10000} ha); SHE-01 3.5 "
                   f"m²/person x {n} = {cov} m² covered."}


@shape('needs', 'w3_food_energy', [
    ('fr', 'formal', "Quel apport énergétique total faut-il couvrir pour {n} personnes pendant {d} "
                     "jours" + NB + "?"),
    ('fr', 'informal', "en kcal, ça fait combien pour nourrir {n} personnes sur {d} jours ?"),
    ('en', 'formal', "What total food energy must be covered for {n} people over {d} days?"),
    ('en', 'typo', "kcal needed for {n} poeple for {d} days"),
])
def food_energy(rng, ctx):
    n = rng.choice([500, 1000, 2000, 5000])
    d = rng.choice([7, 10, 15, 30])
    v = n * d * int(std_value('FOO-01'))
    return {'fill': {'n': ctx.nf(n), 'd': d},
            'expect': {'any_numbers': [[v, round(v / 1e6, 2)]]},
            'why': f"{F_STD} FOO-01 2,100 kcal/person/day x {n} x {d} = {v} kcal."}


@shape('needs', 'w3_health_units', [
    ('fr', 'formal', "Selon les normes du HCR, combien de structures de soins primaires et "
                     "d'hôpitaux de district pour une population de {n} personnes" + NB + "?"),
    ('fr', 'abbr', "Pop. de {n} hab." + NB + ": nb de structures de santé primaires et "
                   "d'hôpitaux requis (normes HCR)" + NB + "?"),
    ('en', 'formal', "Under UNHCR standards, how many primary health facilities and district "
                     "hospitals does a population of {n} need?"),
    ('en', 'informal', "{n} people: how many health facilities and hospitals by the standard?"),
])
def health_units(rng, ctx):
    n = rng.choice([250000, 500000, 750000, 1000000])
    a, b = n // 10000, n // 250000
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [a, b]},
            'why': f"{F_STD} HEA-01 1 per 10,000: {n}/10,000 = {a}; HEA-02 1 hospital per 250,000: "
                   f"{b}."}


def std_q(sid, std, phr):
    v = std_value(std)
    v = int(v) if v == int(v) else v

    @shape('needs', sid, phr, n=1, by_lang=True)
    def fn(rng, ctx):
        return {'fill': {}, 'expect': {'numbers': [v]},
                'why': f"{F_STD} {std}: {STANDARDS[std]['value']} {STANDARDS[std]['unit']} per "
                       f"{STANDARDS[std]['per']} ({STANDARDS[std]['source_edition_or_year']})."}
    return fn


std_q('w3_std_water_min', 'WAT-01', [
    ('fr', 'formal', "Quelle est la quantité minimale d'eau par personne et par jour" + NB + "?"),
    ('fr', 'sms', "cb de litres d eau par pers par jour minimum"),
    ('en', 'formal', "What is the minimum amount of water per person per day?"),
    ('en', 'informal', "min water per person per day?"),
])
std_q('w3_std_water_distance', 'WAT-05', [
    ('fr', 'formal', "Quelle distance maximale entre un ménage et le point d'eau le plus proche" + NB
                     + "?"),
    ('fr', 'informal', "le point d'eau doit être à combien de mètres max des maisons ?"),
    ('en', 'formal', "What is the maximum distance from a household to the nearest water point?"),
])
std_q('w3_std_toilet_distance', 'SAN-04', [
    ('fr', 'formal', "À quelle distance maximale des habitations les latrines doivent-elles se "
                     "trouver" + NB + "?"),
    ('fr', 'noacc', "distance maximale entre les toilettes et les abris"),
    ('en', 'formal', "How far from dwellings can toilets be at most?"),
])
std_q('w3_std_kcal', 'FOO-01', [
    ('fr', 'formal', "Combien de kilocalories par personne et par jour faut-il pour planifier une "
                     "ration générale" + NB + "?"),
    ('fr', 'informal', "c'est combien de kcal par jour et par personne la ration de base ?"),
    ('en', 'formal', "How many kilocalories per person per day should a general ration plan for?"),
])
std_q('w3_std_household_size', 'CRS-01', [
    ('fr', 'formal', "Quelle est la taille moyenne d'un ménage au Sénégal" + NB + "?"),
    ('fr', 'sms', "cb de pers par menage en moyenne au senegal"),
    ('en', 'formal', "What is the average household size in Senegal?"),
])
