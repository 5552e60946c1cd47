"""Fourth wave, kinds `ocha2020` (an arrondissement's total and women, school-age children,
the 15-24 share, men per 100 women, the department of a region with most under-5s, the nation's
60+ share) and `needs` (water containers, blankets, beds and clinicians, the mortality
alert threshold, protein and fat energy, shelter kits for an event's families, WASH for a
department's 2020 affected, water trucks)."""
from .data import (AREAS, BANDS, COMMUNES, DEPTS, EVENT, F_EV, F_EVA, F_STD, OCHA1, OCHA3, REGIONS,
                   key, norm, ocha1_for, ocha2_of, std_value)
from .w3_common import any_ocha_place, bsum, in_where, where
from .w4_common import EV, F_O1, F_O2, F_O3, NB, ceil_div, fixed, pct, shape, with_de

_TAKEN = {norm(x['name']) for x in DEPTS + REGIONS + COMMUNES}
ARRS = sorted((v for v in OCHA3.values() if norm(v['name']) not in _TAKEN), key=lambda v: v['name'])


def src(level):
    return F_O1 if level == 'region' else F_O2


@shape('ocha2020', 'w4_arrondissement', [
    ('fr', 'formal', "Quelle est la population de l'arrondissement {de_a} selon OCHA (2020), et "
                     "combien de femmes y vivent" + NB + "?"),
    ('fr', 'informal', "l'arrondissement {de_a}, ça fait combien d'habitants et de femmes d'après "
                       "OCHA 2020 ?"),
    ('fr', 'sms', "arrdt {a} pop + femmes ocha 2020"),
    ('en', 'formal', "What is the population of {a} arrondissement according to OCHA 2020, and how "
                     "many of them are women?"),
    ('en', 'informal', "{a} arrondissement: total and women, OCHA 2020?"),
])
def arrondissement(rng, ctx):
    a = rng.choice(ARRS)
    return {'fill': with_de(ctx, {'a': ctx.pn(a['name'])}, 'a'),
            'expect': {'numbers': [a['Total'], a['Female']],
                       'names': [key(a['name'].replace('/', ' '))]},
            'why': f"{F_O3}: {a['name']} (department {a['parent']}) Total {a['Total']}, Female "
                   f"{a['Female']} (no ANSD 2023 figure: the census is published by commune)."}


@shape('ocha2020', 'w4_school_age', [
    ('fr', 'formal', "Combien d'enfants d'âge scolaire (5 à 14 ans) compte {w} selon les "
                     "estimations OCHA 2020" + NB + "?"),
    ('fr', 'long', "Beaucoup d'écoles servent d'abris pendant l'hivernage {iw}. Pour estimer les "
                   "élèves concernés, combien d'enfants de 5 à 14 ans y vivent d'après OCHA 2020"
                   + NB + "?"),
    ('fr', 'sms', "enfants 5-14 ans {w} ocha 2020 cb"),
    ('en', 'formal', "How many school-age children (5 to 14) live {iw} according to OCHA 2020?"),
    ('en', 'informal', "kids aged 5-14 {iw}, OCHA 2020 numbers?"),
])
def school_age(rng, ctx):
    name, row, level = any_ocha_place(rng)
    v = row['T_05_09'] + row['T_10_14']
    return {'fill': {'w': where(ctx, name, level), 'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [v], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} T_05_09 {row['T_05_09']} + T_10_14 "
                   f"{row['T_10_14']} = {v}."}


@shape('ocha2020', 'w4_youth_share', [
    ('fr', 'formal', "Quelle part de la population {iw} a entre 15 et 24 ans selon OCHA 2020" + NB
                     + "?"),
    ('fr', 'informal', "les jeunes de 15-24 ans, c'est quel % de la population {iw} (OCHA 2020) ?"),
    ('fr', 'noacc', "pourcentage des 15-24 ans {iw}, données OCHA 2020"),
    ('en', 'formal', "What share of the population {iw} is aged 15 to 24, according to OCHA 2020?"),
    ('en', 'long', "We are recruiting youth volunteers for flood preparedness {iw}. What percentage "
                   "of the population is 15-24 years old, per OCHA 2020?"),
])
def youth_share(rng, ctx):
    name, row, level = any_ocha_place(rng)
    v = row['T_15_19'] + row['T_20_24']
    s = pct(v, row['Total'])
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'approx_numbers': [[s, 0.02]], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} (T_15_19 {row['T_15_19']} + T_20_24 "
                   f"{row['T_20_24']}) / Total {row['Total']} = {s} %."}


@shape('ocha2020', 'w4_sex_ratio_region', [
    ('fr', 'formal', "Selon OCHA 2020, combien d'hommes pour 100 femmes dans la région de {r}" + NB
                     + "?"),
    ('fr', 'informal', "d'après OCHA 2020, la région de {r} a plus d'hommes ou de femmes ? ça fait "
                       "combien d'hommes pour 100 femmes ?"),
    ('en', 'formal', "According to OCHA 2020, how many men are there per 100 women in {r} region?"),
    ('en', 'typo', "men per 100 women in {r} region, OCHA 2020"),
])
def sex_ratio_region(rng, ctx):
    r = rng.choice(REGIONS)
    o = ocha1_for(r['name'])
    v = round(o['Male'] / o['Female'] * 100, 1)
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(r['name'])]},
            'why': f"{F_O1}: {o['name']} Male {o['Male']} / Female {o['Female']} x 100 = {v}."}


@shape('ocha2020', 'w4_most_u5_dept', [
    ('fr', 'formal', "Dans la région de {r}, quel département compte le plus d'enfants de moins de "
                     "5 ans selon OCHA 2020, et combien" + NB + "?"),
    ('fr', 'informal', "région de {r} : c'est quel département qui a le plus de moins de 5 ans "
                       "(OCHA 2020) ?"),
    ('fr', 'long', "Nous positionnons des stocks de nutrition dans la région de {r}. Quel "
                   "département a le plus d'enfants de moins de 5 ans d'après OCHA 2020" + NB
                   + "?"),
    ('en', 'formal', "In {r} region, which department has the most children under 5 according to "
                     "OCHA 2020, and how many?"),
    ('en', 'informal', "{r} region: dept with the most under-5s (OCHA 2020)?"),
])
def most_u5_dept(rng, ctx):
    r = rng.choice([r for r in REGIONS if r['name'] != 'Dakar'])
    rows = [(d['name'], ocha2_of(d['name'])) for d in r['depts']]
    rows.sort(key=lambda t: -t[1]['T_00_04'])
    if rows[0][1]['T_00_04'] == rows[1][1]['T_00_04']:
        return None
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'names': [key(rows[0][0])], 'numbers': [rows[0][1]['T_00_04']]},
            'why': f"{F_O2} T_00_04, departments of {r['name']}: " + ', '.join(
                f"{o['name']} {o['T_00_04']}" for _, o in rows) + '.'}


NAT_TOT = sum(o['Total'] for o in OCHA1.values())
NAT_60 = sum(bsum(o, BANDS[12:]) for o in OCHA1.values())
fixed('ocha2020', 'w4_national_60_share', [
    ('fr', 'formal', "Quelle proportion de la population du Sénégal a 60 ans ou plus, d'après les "
                     "données OCHA 2020" + NB + "?"),
    ('fr', 'sms', "% des 60 ans et + au senegal ocha 2020"),
    ('en', 'formal', "What proportion of Senegal's population is aged 60 or over, according to OCHA "
                     "2020?"),
], {'approx_numbers': [[pct(NAT_60, NAT_TOT), 0.02]]},
    f"{F_O1} summed over the 14 regions: 60+ (T_60_64..T_80plus) {NAT_60} / Total {NAT_TOT} = "
    f"{pct(NAT_60, NAT_TOT)} %.")

HH = int(std_value('CRS-01'))


@shape('needs', 'w4_water_containers', [
    ('fr', 'formal', "Combien de récipients d'eau (jerricans de 10 à 20 litres) faut-il distribuer "
                     "à {h} ménages selon les normes Sphère" + NB + "?"),
    ('fr', 'informal', "on doit équiper {h} ménages en bidons d'eau, il en faut combien ?"),
    ('fr', 'sms', "jerricans pr {h} menages cb"),
    ('en', 'formal', "How many water containers (10-20 litres) should be distributed to {h} "
                     "households under Sphere?"),
    ('en', 'informal', "jerrycans for {h} households — how many?"),
])
def water_containers(rng, ctx):
    h = rng.choice([120, 250, 400, 750, 1300, 2000])
    per = int(std_value('HYG-03'))
    return {'fill': {'h': ctx.nf(h)},
            'expect': {'numbers': [h * per]},
            'why': f"{F_STD} HYG-03 {per} containers per household (one to carry, one to store) x "
                   f"{h} = {h * per}."}


@shape('needs', 'w4_clothing_blankets', [
    ('fr', 'formal', "Pour {h} familles sinistrées, combien de couvertures faut-il prévoir selon le "
                     "kit inondation de référence" + NB + "?"),
    ('fr', 'informal', "couvertures pour {h} familles, ça fait combien avec le kit standard ?"),
    ('fr', 'noacc', "nombre de couvertures pour {h} familles (kit inondation)"),
    ('en', 'formal', "For {h} affected families, how many blankets are needed under the reference "
                     "flood kit?"),
    ('en', 'informal', "blankets for {h} families, standard flood kit?"),
])
def clothing_blankets(rng, ctx):
    h = rng.choice([80, 150, 300, 500, 1200])
    return {'fill': {'h': ctx.nf(h)},
            'expect': {'any_numbers': [[4 * h, 2 * h]]},
            'why': f"{F_STD} NFI-02 '4 singles or 2 doubles' per family (Pakistan Shelter Cluster "
                   f"2011, not Sphere): {4 * h} single or {2 * h} double blankets."}


@shape('needs', 'w4_beds_clinicians', [
    ('fr', 'formal', "Pour une population de {n} personnes, combien de lits d'hospitalisation et de "
                     "cliniciens faut-il au minimum selon les normes du HCR" + NB + "?"),
    ('fr', 'abbr', "Pop. de {n} hab." + NB + ": nb min. de lits et de cliniciens (normes HCR)" + NB
                   + "?"),
    ('fr', 'informal', "{n} personnes à couvrir : combien de lits et de cliniciens d'après le HCR ?"),
    ('en', 'formal', "For a population of {n}, how many in-patient beds and clinical officers are "
                     "needed at minimum under UNHCR standards?"),
    ('en', 'informal', "{n} people: beds and clinical officers per the UNHCR standard?"),
])
def beds_clinicians(rng, ctx):
    n = rng.choice([30000, 50000, 80000, 120000, 200000])
    beds, clin = n * 10 // 10000, n // 10000
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [beds, clin]},
            'why': f"{F_STD} HEA-03 more than 10 beds per 10,000 -> {n} / 10,000 x 10 = {beds} "
                   f"(more than); HEA-04 1 clinical officer per <10,000 -> {clin} at least."}


@shape('needs', 'w4_mortality_alert', [
    ('fr', 'formal', "Sur un site de {n} déplacés, à partir de combien de décès par jour "
                     "considère-t-on la situation comme une urgence, si l'on ne connaît pas le taux "
                     "de référence" + NB + "?"),
    ('fr', 'informal', "site de {n} personnes : combien de morts par jour pour dire que c'est une "
                       "urgence (seuil de mortalité) ?"),
    ('en', 'formal', "On a site of {n} displaced people, how many deaths per day mark an emergency "
                     "when the baseline mortality is unknown?"),
    ('en', 'informal', "emergency mortality threshold for {n} people, deaths per day?"),
])
def mortality_alert(rng, ctx):
    n = rng.choice([20000, 30000, 50000, 80000, 100000])
    v = n // 10000
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [v]},
            'why': f"{F_STD} HEA-05 1 death per 10,000 people per day (baseline unknown): {n} / "
                   f"10,000 = {v} deaths a day."}


@shape('needs', 'w4_protein_fat', [
    ('fr', 'formal', "Pour nourrir {n} personnes par jour, combien de kilocalories doivent provenir "
                     "des protéines et combien des lipides, selon Sphère" + NB + "?"),
    ('fr', 'informal', "ration de {n} personnes : ça fait combien de kcal de protéines et de "
                       "lipides par jour ?"),
    ('en', 'formal', "To feed {n} people for a day, how many kilocalories should come from protein "
                     "and how many from fat, under Sphere?"),
    ('en', 'informal', "{n} people, daily ration: kcal from protein and from fat?"),
])
def protein_fat(rng, ctx):
    n = rng.choice([500, 1000, 2500, 4000])
    e = std_value('FOO-01')
    p, f = n * e * std_value('FOO-02') / 100, n * e * std_value('FOO-03') / 100
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'approx_numbers': [[p, 0.01], [f, 0.01]]},
            'why': f"{F_STD} FOO-01 {e:g} kcal x {n} = {n * e:g}; FOO-02 10 % protein = {p:g}; "
                   f"FOO-03 17 % fat = {f:g} kcal a day."}


FAMILIES = [('SEN-2016-02', 'families_or_households_affected', 'touchées', 'affected'),
            ('SEN-2019-01', 'families_or_households_affected', 'touchées', 'affected'),
            ('SEN-2020-01', 'families_displaced', 'déplacées', 'displaced'),
            ('SEN-2022-01', 'families_displaced', 'déplacées', 'displaced')]


@shape('needs', 'w4_kits_for_event', [
    ('fr', 'formal', "Combien de bâches et de mètres de corde faudrait-il pour toutes les familles "
                     "{w} par {e}, selon le kit abri standard" + NB + "?"),
    ('fr', 'informal', "les familles {w} par {e}, il leur faut combien de bâches et de corde ?"),
    ('fr', 'typo', "combien de baches et de corde pour les familles {w} par {e}"),
    ('fr', 'long', "Nous reconstituons après coup les besoins en abris pour {e}. Pour les familles "
                   "{w}, combien de bâches et de corde selon le kit standard" + NB + "?"),
    ('en', 'formal', "How many tarpaulins and how much rope would all the families {x} by {e} need "
                     "under the standard shelter kit?"),
    ('en', 'informal', "families {x} by {e}: tarps and rope needed?"),
])
def kits_for_event(rng, ctx):
    eid, m, wfr, wen = rng.choice(FAMILIES)
    h = EVENT[eid][m]
    return {'fill': {'e': EV[eid][0 if ctx.lang == 'fr' else 1], 'w': wfr, 'x': wen},
            'expect': {'numbers': [2 * h, 30 * h]},
            'why': f"{F_EV} {eid} {m} {h}; {F_STD} SHE-03 2 tarpaulins + 30 m rope per household -> "
                   f"{2 * h} tarpaulins, {30 * h} m of rope."}


PA2020 = {a['adm2_name']: a['value'] for a in AREAS
          if a['event_id'] == 'SEN-2020-01' and a['metric'] == 'people_affected'}


@shape('needs', 'w4_wash_for_affected', [
    ('fr', 'formal', "Pour les sinistrés du département de {d} en septembre 2020, combien d'eau par "
                     "jour (15 L par personne) et combien de latrines en première phase" + NB + "?"),
    ('fr', 'sms', "sinistres {d} sept 2020 : eau/jour a 15 L + latrines 1ere phase"),
    ('en', 'formal', "For the people affected in {d} department in September 2020, how much water "
                     "per day (15 L per person) and how many first-phase toilets?"),
    ('en', 'informal', "{d} Sept 2020 affected: daily water at 15 L and first-phase latrines?"),
])
def wash_for_affected(rng, ctx):
    d = rng.choice(sorted(PA2020))
    n = PA2020[d]
    w = n * 15
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'any_numbers': [[w, w / 1000], sorted({n // 50, ceil_div(n, 50)})]},
            'why': f"{F_EVA} SEN-2020-01 {d} people_affected {n}; {F_STD} WAT-01 15 L -> {w} L/day; "
                   f"SAN-01 1 per 50 -> {n / 50:.2f}, i.e. {ceil_div(n, 50)} toilets."}


@shape('needs', 'w4_water_trucks', [
    ('fr', 'formal', "Avec des camions-citernes de {c} m³, combien de rotations faut-il pour "
                     "fournir 15 litres par jour à {n} personnes pendant {d} jours" + NB + "?"),
    ('fr', 'informal', "{n} déplacés, {d} jours, 15 L par personne : ça fait combien de citernes de "
                       "{c} m³ ?"),
    ('en', 'formal', "With {c} m³ water trucks, how many truckloads are needed to supply 15 litres "
                     "a day to {n} people for {d} days?"),
    ('en', 'informal', "{n} people, {d} days at 15 L: how many {c} m3 truckloads?"),
])
def water_trucks(rng, ctx):
    n, d, c = rng.choice([1500, 3000, 5000, 8000]), rng.choice([5, 7, 10]), rng.choice([10, 20])
    litres = n * 15 * d
    t = ceil_div(litres, c * 1000)
    return {'fill': {'n': ctx.nf(n), 'd': d, 'c': c},
            'expect': {'numbers': [t], 'any_numbers': [[litres, litres / 1000]]},
            'why': f"{F_STD} WAT-01 15 L x {n} x {d} days = {litres} L = {litres / 1000:g} m³; / {c} "
                   f"m³ = {litres / (c * 1000):g} -> {t} truckloads."}
