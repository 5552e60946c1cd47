"""Seventh wave, kind `multi_part`: two to four parts in one question, mixing measures, sources
and years — a department's census, OCHA 2020 and 2030 figures; a region's women, electricity
and shocks; a duplicate commune named with its department (total, women, men); a region's health
posts, posts per 10,000 and severe food insecurity; a department in one year and a region in
another; 2009's two sources with its destroyed houses; a region's household size, households and
daily water; the country in 2023 and 2030 with Dakar's 2030 share; the 2024 river flood's and
August 2022's cards; a department's women and men with OCHA's women; a milieu's flood and price
shocks and their ratio; the shelter standards; September 2020's affected in a department with
the rate and the water; Kolda's or Kédougou's census card (swapped rows); September 2016's storm."""
from .data import (DEPTS, EVENT, F_DEPT, F_EV, F_HC, F_REG, F_SEX, F_SHK, F_VUL, HEALTH,
                   NATIONAL, REGION, REGIONS, SHOCKS, VUL, key, ocha2_of, std_value)
from .w6_common import OCHA_NOT_COMPARABLE
from .w7_common import (AFF20, DUPS, F_AREAS, F_STD, HH_SIZE, MILIEU_W, dept_w, fixed,
                        kind_of, lang_i, nz, pct, shape)

F_O2 = 'population/sen_admpop_adm2_2020.csv'
OK_DEPTS = [d for d in DEPTS if d['name'] not in OCHA_NOT_COMPARABLE and ocha2_of(d['name'])]


@shape('multi_part', 'w7_mp_dept_three_sources', [
    ('fr', 'formal', "Pour {dw}, pouvez-vous me donner la population du recensement de 2023, "
                     "l'estimation OCHA de 2020 et la projection de l'ANSD pour 2030 ?"),
    ('fr', 'sms', "{dw} : pop rgph 2023, ocha 2020 et projection 2030 ?"),
    ('en', 'formal', "For {dw}, could you give the 2023 census population, OCHA's 2020 estimate "
                     "and ANSD's 2030 projection?"),
    ('en', 'long', "I'm reconciling three population figures for {dw} in our database. What do "
                   "the 2023 census, OCHA's 2020 estimate and ANSD's 2030 projection say?"),
])
def dept_three_sources(rng, ctx):
    d = rng.choice(OK_DEPTS)
    o = ocha2_of(d['name'])
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'numbers': [d['pop'][2023], o['Total'], d['pop'][2030]],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_2023 {d['pop'][2023]} (census), pop_2030 "
                   f"{d['pop'][2030]} (ANSD projection); {F_O2} {o['name']} Total {o['Total']} "
                   "(OCHA 2020, from the 2013 census)."}


E, SH = 'electricity_access_households_pct', 'households_with_shock_last_3y_pct'


@shape('multi_part', 'w7_mp_region_women_elec_shock', [
    ('fr', 'formal', "Pour la région de {r} : nombre de femmes au recensement de 2023, taux "
                     "d'accès des ménages à l'électricité et part des ménages ayant subi un choc "
                     "en 3 ans ?"),
    ('fr', 'informal', "{r} (région) : combien de femmes au RGPH 2023, l'accès à l'électricité et "
                       "les ménages qui ont subi un choc ?"),
    ('en', 'formal', "For {r} region: women at the 2023 census, household electricity access and "
                     "the share of households hit by a shock in 3 years?"),
])
def region_women_elec_shock(rng, ctx):
    r = rng.choice(REGIONS)
    n = r['name']
    return {'fill': {'r': ctx.pn(n)},
            'expect': {'numbers': [r['census']['F'], VUL[n][E], VUL[n][SH]]},
            'why': f"{F_SEX} {n} F {r['census']['F']} (sum of its departments); {F_VUL} {n} "
                   f"electricity {VUL[n][E]}, shock {VUL[n][SH]}."}


@shape('multi_part', 'w7_mp_dup_commune_card', [
    ('fr', 'formal', "Pour la commune de {c}, celle du département de {d} : population totale, "
                     "femmes et hommes au recensement de 2023 ?"),
    ('fr', 'noacc', "commune {c} (departement {d}) : total, femmes, hommes rgph 2023 ?"),
    ('en', 'formal', "For the commune of {c}, the one in {d} department: total population, women "
                     "and men at the 2023 census?"),
])
def dup_commune_card(rng, ctx):
    c = rng.choice(DUPS[rng.choice(sorted(DUPS))])
    k = c['census']
    other = next(x for x in DUPS[c['name']] if x is not c)
    return {'fill': {'c': ctx.pn(c['name']), 'd': ctx.pn(c['dept'])},
            'expect': {'numbers': [k['_T'], k['F'], k['M']]},
            'why': f"{F_SEX} {c['code']} {c['name']} ({c['dept']}): _T {k['_T']}, F {k['F']}, M "
                   f"{k['M']} (the other {c['name']}, in {other['dept']}, has "
                   f"{other['census']['_T']})."}


@shape('multi_part', 'w7_mp_region_posts_severe', [
    ('fr', 'formal', "Région de {r} : combien de postes de santé, combien pour 10 000 habitants "
                     "(population de 2023), et quel taux d'insécurité alimentaire sévère ?"),
    ('fr', 'abbr', "Rég. de {r} : nb de PS, PS pour 10 000 hab. (pop. 2023) et insécurité alim. "
                   "sévère ?"),
    ('en', 'formal', "{r} region: how many health posts, how many per 10,000 people (2023 "
                     "population), and what severe food insecurity rate?"),
])
def region_posts_severe(rng, ctx):
    r = rng.choice(REGIONS)
    n = r['name']
    p = HEALTH[n]['poste de sante'][0]
    v = round(p / r['pop'][2023] * 10000, 2)
    return {'fill': {'r': ctx.pn(n)},
            'expect': {'numbers': [p, VUL[n]['food_insecurity_severe_pct']],
                       'approx_numbers': [[v, 0.02]]},
            'why': f"{F_HC} {n} poste de sante {p}; / {F_REG} pop_2023 {r['pop'][2023]} x 10,000 "
                   f"= {v}; {F_VUL} severe {VUL[n]['food_insecurity_severe_pct']}."}


@shape('multi_part', 'w7_mp_dept_and_region_two_years', [
    ('fr', 'sms', 'pop {dw} en {y1} + reg {r} en {y2} ?'),
    ('fr', 'formal', "J'ai besoin de deux chiffres : la population {de_dw} en {y1} et celle de "
                     "la région de {r} en {y2}."),
    ('en', 'formal', "I need two figures: the population of {dw} in {y1} and that of {r} region "
                     "in {y2}."),
    ('en', 'informal', "{dw} in {y1} + {r} region in {y2}, pop?"),
])
def dept_and_region_two_years(rng, ctx):
    d = rng.choice(DEPTS)
    r = rng.choice([x for x in REGIONS if x['name'] != d['region']])
    y1, y2 = rng.sample(range(2023, 2031), 2)
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw,
                     'r': ctx.pn(r['name']), 'y1': y1, 'y2': y2},
            'expect': {'numbers': [d['pop'][y1], r['pop'][y2]]},
            'why': f"{F_DEPT} {d['name']} pop_{y1} {d['pop'][y1]} ({kind_of(y1)}); {F_REG} "
                   f"{r['name']} pop_{y2} {r['pop'][y2]} ({kind_of(y2)})."}


E09, E09B = EVENT['SEN-2009-01'], EVENT['SEN-2009-01b']
fixed('multi_part', 'w7_mp_2009_sources_houses', [
    ('fr', 'formal', "Pour les inondations de 2009 : combien de personnes touchées selon la FICR "
                     "et selon le gouvernement, et combien de maisons détruites ?"),
    ('fr', 'long', "Je reprends le dossier 2009 pour un atelier. Donnez-moi les personnes "
                   "touchées selon chaque source, et le nombre de maisons effondrées ou "
                   "détruites."),
    ('en', 'formal', "For the 2009 floods: how many people affected according to IFRC and to the "
                     "government, and how many houses destroyed?"),
], {'numbers': [E09['people_affected'], E09B['people_affected'],
                E09['houses_destroyed_or_collapsed']]},
    f"{F_EV} SEN-2009-01 (IFRC) people_affected {E09['people_affected']}, houses_destroyed "
    f"{E09['houses_destroyed_or_collapsed']}; SEN-2009-01b (government/PDNA) "
    f"{E09B['people_affected']}: two sources, both cited, never summed.")

WAT = std_value('WAT-01')


@shape('multi_part', 'w7_mp_region_households_water', [
    ('fr', 'formal', "Pour la région de {r} : taille moyenne des ménages, nombre approximatif de "
                     "ménages en 2023, et eau nécessaire par jour pour toute la population à 15 L "
                     "par personne ?"),
    ('fr', 'sms', "reg {r} : taille menage, nb d menages 2023 et eau/jour a 15 L pr tt le monde ?"),
    ('en', 'formal', "For {r} region: average household size, approximate number of households "
                     "in 2023, and daily water for the whole population at 15 L per person?"),
])
def region_households_water(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    p, s = REGION[r]['pop'][2023], HH_SIZE[r]
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'numbers': [s], 'approx_numbers': [[round(p / s), 0.01],
                                                          [nz(p * WAT), 0.01]]},
            'why': f"{F_STD} CRS-01 note {r} {s}; {F_REG} pop_2023 {p} / {s} = {p / s:.0f} "
                   f"households; x WAT-01 {WAT:g} L = {p * WAT:g} L a day."}


_D30 = pct(REGION['Dakar']['pop'][2030], NATIONAL[2030])
fixed('multi_part', 'w7_mp_national_dakar_2030', [
    ('fr', 'formal', "Quelle est la population du Sénégal au recensement de 2023 et en 2030 "
                     "selon l'ANSD, et quelle part de la population nationale vivra dans la "
                     "région de Dakar en 2030 ?"),
    ('fr', 'informal', "le Sénégal en 2023 et en 2030, et Dakar ça fera quel % du pays en 2030 ?"),
    ('en', 'formal', "What is Senegal's population at the 2023 census and in 2030 per ANSD, and "
                     "what share of it will live in Dakar region in 2030?"),
], {'numbers': [NATIONAL[2023], NATIONAL[2030]], 'approx_numbers': [[_D30, 0.01]]},
    f"{F_DEPT} sums: 2023 {NATIONAL[2023]} (census), 2030 {NATIONAL[2030]} (projection); {F_REG} "
    f"Dakar pop_2030 {REGION['Dakar']['pop'][2030]} = {_D30} %.")

E24 = EVENT['SEN-2024-02']
_SCH = [24, 19, 30]
assert all(str(n) in E24['other_impacts'] for n in _SCH + ['18,000'])
fixed('multi_part', 'w7_mp_river_2024_card', [
    ('fr', 'informal', "crue du fleuve 2024 : combien de déplacés, combien d'écoles fermées en "
                       "tout à Bakel, Matam et Podor, et combien d'enfants touchés ?"),
    ('fr', 'formal', "Pour la crue du fleuve de 2024 : combien de personnes déplacées, combien "
                     "d'écoles inaccessibles au total à Bakel, Matam et Podor, et combien "
                     "d'enfants d'âge scolaire touchés ?"),
    ('en', 'formal', "For the 2024 river flood: how many people displaced, how many schools cut "
                     "off in total in Bakel, Matam and Podor, and how many school-age children "
                     "affected?"),
    ('en', 'informal', "2024 river flood: displaced, total schools cut off (Bakel+Matam+Podor), "
                       "kids affected?"),
], {'numbers': [E24['people_displaced'], sum(_SCH), 18000]},
    f"{F_EV} SEN-2024-02 people_displaced {E24['people_displaced']} ('more than', government via "
    f"UNICEF); other_impacts (UNICEF): schools 24 + 19 + 30 = {sum(_SCH)}; >18,000 school-age "
    "children.")

E22 = EVENT['SEN-2022-01']
fixed('multi_part', 'w7_mp_2022_card', [
    ('fr', 'formal', "Pour les inondations d'août 2022, pouvez-vous me donner le nombre de morts, "
                     "de familles déplacées, de familles non relogées et de maisons détruites ?"),
    ('fr', 'sms', "inondations aout 2022 : morts, familles deplacees, non relogees, maisons "
                  "detruites ?"),
    ('en', 'formal', "For the August 2022 floods, could you give the deaths, families displaced, "
                     "families not relocated and houses destroyed?"),
], {'numbers': [E22['deaths'], E22['families_displaced'], 317,
                E22['houses_destroyed_or_collapsed']]},
    f"{F_EV} SEN-2022-01: deaths {E22['deaths']} (Dakar; ECHO's earlier count 1), "
    f"families_displaced {E22['families_displaced']}, 317 not relocated (other_impacts), "
    f"houses_destroyed {E22['houses_destroyed_or_collapsed']}.")


@shape('multi_part', 'w7_mp_dept_sex_and_ocha_women', [
    ('fr', 'formal', "Pour {dw}, combien de femmes et d'hommes au recensement de 2023, et combien "
                     "de femmes selon OCHA 2020 ?"),
    ('fr', 'formal', "Dans {dw}, combien de femmes et d'hommes au recensement de 2023, et combien "
                     "de femmes selon l'estimation OCHA de 2020 ?"),
    ('en', 'formal', "In {dw}, how many women and men at the 2023 census, and how many women in "
                     "OCHA's 2020 estimate?"),
    ('en', 'typo', "{dw}: women and men census 2023 + women OCHA 2020?"),
])
def dept_sex_and_ocha_women(rng, ctx):
    d = rng.choice(OK_DEPTS)
    o = ocha2_of(d['name'])
    k = d['census']
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'numbers': [k['F'], k['M'], o['Female']]},
            'why': f"{F_SEX} {d['name']} F {k['F']}, M {k['M']}; {F_O2} {o['name']} Female "
                   f"{o['Female']} (OCHA 2020)."}


FL, PR = 'inondations', 'prix_eleves_produits_alimentaires'


@shape('multi_part', 'w7_mp_milieu_flood_price', [
    ('fr', 'informal', "inondations et prix alimentaires {m} : les deux parts, et combien de fois "
                       "plus pour les prix ?"),
    ('fr', 'formal', "{m}, quelle part des ménages a subi des inondations, quelle part une hausse "
                     "des prix alimentaires, et combien de fois le second choc est-il plus "
                     "fréquent ?"),
    ('en', 'formal', "{m}, what share of households faced floods, what share high food prices, "
                     "and how many times more frequent is the second shock?"),
    ('en', 'informal', "floods vs food prices {m}: both shares + ratio?"),
])
def milieu_flood_price(rng, ctx):
    m = rng.choice(sorted(MILIEU_W))
    a, b = SHOCKS[FL][m], SHOCKS[PR][m]
    w = MILIEU_W[m][lang_i(ctx)]
    return {'fill': {'m': w[0].upper() + w[1:] if ctx.style == 'formal' else w},
            'expect': {'numbers': [a, b], 'approx_numbers': [[round(b / a, 2), 0.03]]},
            'why': f"{F_SHK} {m}: floods {a} %, food prices {b} % -> {b / a:.2f} times."}


S = {k: std_value(k) for k in ('SHE-01', 'SHE-02', 'NFI-01')}
fixed('multi_part', 'w7_mp_shelter_card', [
    ('fr', 'formal', "Pour notre fiche abris, rappelez-moi les normes : surface couverte par "
                     "personne, superficie de site par personne dans un camp planifié, et contenu "
                     "du kit bâches et corde par ménage."),
    ('fr', 'informal', "les normes abri : m² couverts par personne, m² de camp par personne, et "
                       "le kit bâches + corde par ménage ?"),
    ('en', 'formal', "For our shelter sheet, remind me of the standards: covered space per "
                     "person, site area per person in a planned camp, and the tarpaulin and rope "
                     "kit per household."),
], {'numbers': [S['SHE-01'], S['SHE-02'], 2, 30]},
    f"{F_STD} SHE-01 {S['SHE-01']:g} m² per person (older edition); SHE-02 {S['SHE-02']:g} m² "
    "(UNHCR, planned camps); SHE-03 2 tarpaulins (6 x 4 m) + 30 m rope per household (CARE, "
    "agency practice).")


@shape('multi_part', 'w7_mp_2020_dept_rate_water', [
    ('fr', 'formal', "Dans le département de {d}, pour les inondations de septembre 2020 : "
                     "combien de sinistrés, combien pour 1 000 habitants, et combien d'eau par "
                     "jour à 15 L par personne ?"),
    ('fr', 'long', "Je refais le bilan 2020 pour le département de {d}. Il me faut le nombre de "
                   "sinistrés, leur part pour 1 000 habitants et le besoin en eau quotidien à "
                   "15 L."),
    ('en', 'formal', "In {d} department, for the September 2020 floods: how many affected, how "
                     "many per 1,000 inhabitants, and how much water a day at 15 L each?"),
])
def dept_rate_water_2020(rng, ctx):
    d = rng.choice(sorted(AFF20))
    n = AFF20[d]
    dp = next(x for x in DEPTS if x['name'] == d)
    o = ocha2_of(d)
    rates = [round(n / dp['pop'][2023] * 1000, 2)] + (
        [round(n / o['Total'] * 1000, 2)] if o and d not in OCHA_NOT_COMPARABLE else [])
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'numbers': [n], 'any_numbers': [rates, [nz(n * WAT), n * WAT / 1000]]},
            'why': f"{F_AREAS} SEN-2020-01 {d} {n}; per 1,000 of the 2023 census "
                   f"{dp['pop'][2023]} = {rates[0]}" + (f" or OCHA 2020 {o['Total']} = {rates[1]}"
                                                        if len(rates) > 1 else '')
                   + f"; x 15 L = {n * WAT:g} L."}


@shape('multi_part', 'w7_mp_swapped_region_card', [
    ('fr', 'formal', "Pour la région de {r}, donnez la population totale, le nombre de femmes et "
                     "le nombre d'hommes au recensement de 2023."),
    ('fr', 'typo', "region de {r} : population totale, femmes, hommes au recensement 2023 ?"),
    ('en', 'formal', "For {r} region, give the total population, the number of women and the "
                     "number of men at the 2023 census."),
])
def swapped_region_card(rng, ctx):
    r = REGION[rng.choice(['Kolda', 'Kédougou'])]
    k = r['census']
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [k['_T'], k['F'], k['M']], 'names': [key(r['name'])]},
            'why': f"{F_SEX} {r['name']}: sums of its departments _T {k['_T']}, F {k['F']}, M "
                   f"{k['M']} (the region row of the by-sex file is swapped with "
                   + ('Kédougou' if r['name'] == 'Kolda' else 'Kolda') + "'s as published)."}


E16 = EVENT['SEN-2016-02']
fixed('multi_part', 'w7_mp_2016_storm_card', [
    ('fr', 'sms', 'tempete sept 2016 st-louis/dagana : morts, blesses, familles touchees ?'),
    ('fr', 'formal', "Pour les pluies et vents violents de septembre 2016 à Saint-Louis et "
                     "Dagana : combien de morts, de blessés et de familles touchées ?"),
    ('en', 'formal', "For the September 2016 rain and windstorm in Saint-Louis and Dagana: how "
                     "many deaths, injured and affected families?"),
    ('en', 'informal', "sept 2016 storm saint-louis/dagana: dead, injured, families hit?"),
], {'numbers': [E16['deaths'], E16['injured'], E16['families_or_households_affected']]},
    f"{F_EV} SEN-2016-02 deaths {E16['deaths']}, injured {E16['injured']} (Dagana), "
    f"families_or_households_affected {E16['families_or_households_affected']} (about).")
