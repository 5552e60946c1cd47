"""Fifth wave, kind `needs`: needs for a population read from the files (a department's water in
a projected year, latrines if a share of a department is relocated, food energy for an event's
displaced, hospitals and beds for a region's or a department's population), standards never used
before (clothing sets, menstrual kits, malnutrition treatment coverage), and the reverse questions
(how many people a number of taps or latrines serves, how many days a tank lasts)."""
from .data import (DEPTS, EVENT, F_DEPT, F_EV, F_HC, F_REG, F_STD, HEALTH, REGION, STANDARDS, key,
                   std_value)
from .w2_common import de_art
from .w5_common import ceil_div, dept_w, ev, kind_of, shape

WAT = std_value('WAT-01')


@shape('needs', 'w5_nd_water_dept_pop', [
    ('fr', 'long', "Si le réseau d'eau tombait en panne dans tout {dw} en {y}, combien de litres "
                   "par jour faudrait-il fournir à raison de 15 L par personne ?"),
    ('fr', 'informal', "{d} en {y} : toute la population à 15 litres par jour, ça fait combien "
                       "d'eau ?"),
    ('fr', 'abbr', "Besoin en eau/jour (15 L/pers.) pour la pop. {y} du {dw} ?"),
    ('en', 'long', "If the water network failed across {dw} in {y}, how many litres a day would we "
                   "need to supply at 15 L per person?"),
    ('en', 'informal', "daily water for all of {dw} in {y}, at 15 L a head?"),
])
def water_dept_pop(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2024, 2031))
    p = d['pop'][y]
    litres = int(p * WAT)
    return {'fill': {'d': ctx.pn(d['name']), 'dw': dept_w(ctx, d['name']), 'y': y},
            'expect': {'any_numbers': [[litres, round(litres / 1000, 1), round(litres / 1000)]]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {p} ({kind_of(y)}) x {F_STD} WAT-01 15 L = "
                   f"{litres} L/day = {litres / 1000:g} m³."}


@shape('needs', 'w5_nd_relocated_share_latrines', [
    ('fr', 'formal', "Si {s} % de la population {de_dw} devait être relogée en {y}, combien de "
                     "personnes cela ferait-il, et combien de latrines faudrait-il en première "
                     "phase ?"),
    ('fr', 'long', "Notre scénario du pire pour l'hivernage {y} : {s} % des habitants {de_dw} "
                   "sinistrés et relogés. Combien de personnes, et combien de toilettes au "
                   "départ ?"),
    ('en', 'formal', "If {s}% of the population of {dw} had to be relocated in {y}, how many "
                     "people "
                     "would that be, and how many first-phase toilets would they need?"),
    ('en', 'informal', "worst case {y}: {s}% of {dw} displaced — people and initial latrines?"),
])
def relocated_share_latrines(rng, ctx):
    d, y, s = rng.choice(DEPTS), rng.choice(range(2025, 2031)), rng.choice([1, 2, 5, 10])
    n = d['pop'][y] * s / 100
    t = n / 50
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw,
                     'y': y, 's': s},
            'expect': {'approx_numbers': [[round(n, 2), 0.01], [round(t, 2), 0.02]],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} x {s} % = {n:g} people; {F_STD} "
                   f"SAN-01 50 per toilet -> {t:.1f}, i.e. {ceil_div(round(n), 50)} toilets."}


DISPLACED = [e for e in ('SEN-2019-01', 'SEN-2020-01', 'SEN-2024-02')
             if EVENT[e]['people_displaced'] is not None]
KCAL = std_value('FOO-01')


@shape('needs', 'w5_nd_kcal_event_displaced', [
    ('fr', 'formal', "Combien de kilocalories par jour faudrait-il pour nourrir toutes les "
                     "personnes déplacées par {e} ?"),
    ('fr', 'informal', "les déplacés {de_e}, ça fait combien de kcal par jour à nourrir ?"),
    ('fr', 'sms', "kcal/jour pr les deplaces {de_e}"),
    ('en', 'formal', "How many kilocalories a day would it take to feed everyone displaced by "
                     "{e}?"),
])
def kcal_event_displaced(rng, ctx):
    eid = rng.choice(DISPLACED)
    n = EVENT[eid]['people_displaced']
    v = int(n * KCAL)
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': de_art(e)},
            'expect': {'any_numbers': [[v, round(v / 1e6, 2)]]},
            'why': f"{F_EV} {eid} people_displaced {n} x {F_STD} FOO-01 {KCAL:g} kcal = {v} "
                   f"kcal/day."}


@shape('needs', 'w5_nd_clothing_sets', [
    ('fr', 'formal', "Combien de jeux de vêtements faut-il distribuer à {n} personnes sinistrées "
                     "selon les normes Sphère ?"),
    ('fr', 'informal', "{n} sinistrés, il faut combien de tenues de rechange d'après Sphère ?"),
    ('fr', 'typo', "nombre de jeux de vetements pour {n} persones sinistrées"),
    ('en', 'formal', "How many sets of clothing should be distributed to {n} affected people under "
                     "Sphere?"),
    ('en', 'typo', "clothing sets for {n} poeple affected by floods"),
])
def clothing_sets(rng, ctx):
    n = rng.choice([350, 600, 1200, 2500, 4000])
    per = int(std_value('NFI-01'))
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [n * per]},
            'why': f"{F_STD} NFI-01 at least {per} sets per person -> {n} x {per} = {n * per}."}


@shape('needs', 'w5_nd_hygiene_women', [
    ('fr', 'formal', "Pour {n} femmes en âge de procréer sur un site de déplacés, combien de kits "
                     "d'hygiène menstruelle et combien de savon de toilette pour un mois ?"),
    ('fr', 'informal', "{n} femmes sur le site : kits menstruels et savon pour un mois, ça fait "
                       "combien ?"),
    ('en', 'formal', "For {n} women of reproductive age on a displacement site, how many menstrual "
                     "hygiene kits and how much bathing soap for one month?"),
])
def hygiene_women(rng, ctx):
    n = rng.choice([120, 300, 450, 800, 1500])
    g = n * int(std_value('HYG-01'))
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [n], 'any_numbers': [[g, g / 1000]]},
            'why': f"{F_STD} HYG-04 one kit per woman of reproductive age -> {n}; HYG-01 250 g of "
                   f"bathing soap per person per month -> {g} g = {g / 1000:g} kg."}


NUT = {'rural': ('NUT-01', 'en milieu rural', 'in a rural area'),
       'urban': ('NUT-02', 'en milieu urbain', 'in an urban area')}


@shape('needs', 'w5_nd_nutrition_coverage', [
    ('fr', 'formal', "Sur {n} enfants souffrant de malnutrition aiguë {m}, combien au moins "
                     "doivent être pris en charge selon Sphère ?"),
    ('fr', 'long', "Le dépistage a trouvé {n} enfants en malnutrition aiguë {m} après les "
                   "inondations. Quelle couverture minimale du traitement viser, en nombre "
                   "d'enfants ?"),
    ('en', 'formal', "Of {n} children with acute malnutrition {me}, how many at least should be "
                     "reached by treatment under Sphere?"),
    ('en', 'informal', "{n} malnourished kids {me}: minimum to treat per Sphere?"),
])
def nutrition_coverage(rng, ctx):
    z = rng.choice(sorted(NUT))
    sid, mfr, men = NUT[z]
    n = rng.choice([200, 450, 800, 1200])
    pc = float(STANDARDS[sid]['value'].lstrip('>'))  # '>50', '>70'
    v = int(n * pc / 100)
    return {'fill': {'n': ctx.nf(n), 'm': mfr, 'me': men},
            'expect': {'numbers': [v]},
            'why': f"{F_STD} {sid} coverage > {pc:g} % {z}: {n} x {pc:g} % = {v} (more than)."}


@shape('needs', 'w5_nd_hospitals_region', [
    ('fr', 'formal', "Selon la norme du HCR d'un hôpital pour 250 000 habitants, combien "
                     "d'hôpitaux faudrait-il à la région de {r} pour sa population de 2023, et "
                     "combien en compte-t-elle ?"),
    ('fr', 'informal', "{r} : avec 1 hôpital pour 250 000 habitants, il en faudrait combien ? et "
                       "y en a combien en vrai ?"),
    ('en', 'formal', "Under UNHCR's standard of one hospital per 250,000 people, how many "
                     "hospitals "
                     "would {r} region need for its 2023 population, and how many does it have?"),
    ('en', 'long', "We are assessing referral capacity before the rains. At one district hospital "
                   "per 250,000 people, how many would {r} region need (2023 census), against how "
                   "many it has?"),
])
def hospitals_region(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    p = REGION[r]['pop'][2023]
    need = p / 250000
    have = HEALTH[r]['hopital'][0]
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'numbers': [have],
                       'any_numbers': [sorted({round(need, 1), ceil_div(p, 250000)})],
                       'names': [key(r)]},
            'why': f"{F_REG} {r} pop_2023 {p} / {F_STD} HEA-02 250,000 = {need:.2f} (i.e. "
                   f"{ceil_div(p, 250000)}); {F_HC} hopital n_facilities {have}."}


@shape('needs', 'w5_nd_beds_dept', [
    ('fr', 'formal', "Combien de lits d'hospitalisation faudrait-il au minimum pour la population "
                     "{de_dw} en {y}, selon la norme du HCR ?"),
    ('fr', 'abbr', "Nb min. de lits (norme HCR) pour la pop. {y} du {dw} ?"),
    ('en', 'formal', "How many in-patient beds would the population of {dw} need at minimum in "
                     "{y}, "
                     "under the UNHCR standard?"),
])
def beds_dept(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    v = d['pop'][y] * 10 / 10000
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw,
                     'y': y},
            'expect': {'approx_numbers': [[round(v, 1), 0.01]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} x {F_STD} HEA-03 more than 10 beds "
                   f"per 10,000 = {v:g} (more than)."}


REV = {'tap': (250, 'WAT-07', 'robinets', 'taps'),
       'pump': (500, 'WAT-08', 'pompes à main', 'hand pumps'),
       'latrine': (50, 'SAN-01', 'latrines (première phase)', 'first-phase latrines'),
       'shower': (50, 'WAT-10', 'douches', 'bathing facilities')}
for _k, (_v, _sid, _, _) in REV.items():
    assert std_value(_sid) == _v, _k


@shape('needs', 'w5_nd_capacity_from_kit', [
    ('fr', 'formal', "Nous disposons de {k} {w}. Combien de personnes cela permet-il de desservir "
                     "au maximum selon les normes Sphère ?"),
    ('fr', 'informal', "on a installé {k} {w} sur le site, ça suffit pour combien de monde max ?"),
    ('fr', 'sms', "{k} {w} = cb d pers max (sphere) ?"),
    ('en', 'formal', "We have {k} {we}. How many people can that serve at most under Sphere?"),
])
def capacity_from_kit(rng, ctx):
    t = rng.choice(sorted(REV))
    per, sid, wfr, wen = REV[t]
    k = rng.choice([6, 12, 18, 25, 40])
    return {'fill': {'k': k, 'w': wfr, 'we': wen},
            'expect': {'numbers': [k * per]},
            'why': f"{F_STD} {sid} at most {per} people per {t}: {k} x {per} = {k * per}."}


@shape('needs', 'w5_nd_tank_days', [
    ('fr', 'formal', "Une citerne de {v} litres alimente un site de {n} personnes. Combien de "
                     "jours tient-elle à raison de 15 litres par personne et par jour ?"),
    ('fr', 'noacc', "citerne de {v} L pour {n} déplacés à 15 L/jour, ça tient combien de "
                       "jours ?"),
    ('en', 'formal', "A {v}-litre tank supplies a site of {n} people. How many days does it last "
                     "at 15 litres per person per day?"),
])
def tank_days(rng, ctx):
    v, n = rng.choice([20000, 30000, 50000, 90000]), rng.choice([400, 600, 800, 1500])
    days = v / (n * WAT)
    if days < 1:
        return None
    return {'fill': {'v': ctx.nf(v), 'n': ctx.nf(n)},
            'expect': {'approx_numbers': [[round(days, 2), 0.03]]},
            'why': f"{F_STD} WAT-01 15 L x {n} = {n * 15:g} L/day; {v} / {n * 15:g} = {days:.2f} "
                   "days."}
