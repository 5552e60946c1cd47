"""Fifth wave, kind `multi_part`: two or three asks in one question, in combinations not asked
before — a commune's census, 2030 projection and growth; a department's population, women and
geolocated health posts; the rain and the toll of September 2020; a region's area, density and
national share; under-5s, 65+ and women of one place (OCHA 2020); a relief package for N
people."""
from .data import (BANDS, CLEAN_COMMUNES, DEPTS, EVENT, F_AREA, F_EV, F_HG, F_PROJ, F_REG,
                   F_SEX, F_STD, HEALTH_GEO_DEPT, NATIONAL, RAIN, REGIONS, key, std_value)
from .w3_common import any_ocha_place, bsum, in_where
from .w5_common import F_O1, F_O2, F_RAIN, fixed, pct, shape, with_de


@shape('multi_part', 'w5_mp_commune_now_and_2030', [
    ('fr', 'formal', "Pour la commune {de_c} : population au recensement de 2023, projection pour "
                     "2030 et croissance en pourcentage entre les deux ?"),
    ('fr', 'sms', "commune {c} : pop 2023, pop 2030 et % de croissance"),
    ('fr', 'long', "Le conseil municipal {de_c} prépare son plan d'investissement. Il lui faut la "
                   "population recensée en 2023, la projection 2030 et la hausse en %."),
    ('en', 'formal', "For the commune of {c}: population at the 2023 census, the 2030 projection, "
                     "and the growth in percent between them?"),
])
def commune_now_and_2030(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    a, b = c['census']['_T'], c['proj'][2030]
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'numbers': [a, b], 'approx_numbers': [[pct(b - a, a), 0.02]],
                       'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} ({c['dept']}) census {a}; {F_PROJ} 2030 {b}; "
                   f"+{pct(b - a, a)} "
                   "% (a row whose 2023 matches the census)."}


@shape('multi_part', 'w5_mp_dept_pop_women_posts', [
    ('fr', 'formal', "Pour le département de {d}, donnez la population et le nombre de femmes au "
                     "recensement de 2023, ainsi que le nombre de postes de santé géolocalisés."),
    ('fr', 'abbr', "Dépt de {d} : pop. 2023, nb de femmes (RGPH) et nb de PS géolocalisés ?"),
    ('fr', 'informal', "{d} (département) : habitants, femmes au recensement et postes de santé "
                       "avec GPS ?"),
    ('en', 'formal', "For {d} department: population and number of women at the 2023 census, and "
                     "the number of geolocated health posts."),
    ('en', 'long', "I'm drafting the health annex of our {d} department plan. I need the 2023 "
                   "census population, the number of women, and how many geolocated health posts "
                   "there are."),
])
def dept_pop_women_posts(rng, ctx):
    d = rng.choice([d for d in DEPTS if 'poste de sante' in HEALTH_GEO_DEPT.get(d['name'], {})])
    ps = HEALTH_GEO_DEPT[d['name']]['poste de sante']
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['census']['_T'], d['census']['F'], ps],
                       'names': [key(d['name'])]},
            'why': f"{F_SEX} {d['name']} _T {d['census']['_T']}, F {d['census']['F']}; {F_HG} "
                   f"poste de "
                   f"sante {ps} (geolocated only)."}


E20 = EVENT['SEN-2020-01']
assert RAIN['R20']['value'] == '800'
fixed('multi_part', 'w5_mp_2020_rain_and_toll', [
    ('fr', 'formal', "Pour les inondations de septembre 2020 : quel cumul de pluie à Dakar et "
                     "Thiès, combien de morts et combien de personnes affectées ?"),
    ('fr', 'sms', "sept 2020 : cumul pluie dakar thies + morts + sinistres"),
    ('en', 'formal', "For the September 2020 floods: how much rain had Dakar and Thiès received, "
                     "how many deaths and how many people affected?"),
], {'numbers': [800, E20['deaths'], E20['people_affected']]},
    f"{F_RAIN} R20 Dakar and Thiès 800 mm (season to 7 Sep 2020); {F_EV} SEN-2020-01 deaths "
    f"{E20['deaths']}, people_affected {E20['people_affected']}.")


@shape('multi_part', 'w5_mp_region_area_density_share', [
    ('fr', 'formal', "Pour la région de {r} en {y} : superficie, densité de population et part de "
                     "la population nationale ?"),
    ('fr', 'abbr', "Rég. de {r}, {y} : superficie (km²), hab./km² et % de la pop. nationale ?"),
    ('fr', 'long', "Je remplis la fiche pays du cluster pour la région de {r}. Il me faut sa "
                   "superficie, sa densité en {y} et son poids dans la population du Sénégal."),
    ('en', 'formal', "For {r} region in {y}: area, population density and share of the national "
                     "population?"),
])
def region_area_density_share(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    dens, share = round(r['pop'][y] / r['area'], 1), pct(r['pop'][y], NATIONAL[y])
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'approx_numbers': [[round(r['area']), 0.02], [dens, 0.02], [share, 0.02]],
                       'names': [key(r['name'])]},
            'why': f"{F_AREA} area_km2 summed over {r['name']}'s departments = {r['area']:.1f}; "
                   f"{F_REG} pop_{y} {r['pop'][y]} -> {dens} /km²; / national {NATIONAL[y]} = "
                   f"{share} %."}


@shape('multi_part', 'w5_mp_ocha_u5_65_women', [
    ('fr', 'formal', "Selon OCHA 2020, combien d'enfants de moins de 5 ans, de personnes de 65 ans "
                     "et plus et de femmes vivent {iw} ?"),
    ('fr', 'long', "Pour le volet protection de notre plan {iw}, j'ai besoin de trois chiffres "
                   "OCHA 2020 : les moins de 5 ans, les 65 ans et plus, et les femmes."),
    ('en', 'formal', "According to OCHA 2020, how many children under 5, people aged 65 and over, "
                     "and women live {iw}?"),
    ('en', 'informal', "under-5s, 65+ and women {iw}, OCHA 2020?"),
])
def ocha_u5_65_women(rng, ctx):
    name, row, level = any_ocha_place(rng)
    o65 = bsum(row, BANDS[13:])
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [row['T_00_04'], o65, row['Female']], 'names': [key(name)]},
            'why': f"{F_O1 if level == 'region' else F_O2}: {row['name']} T_00_04 "
                   f"{row['T_00_04']}; T_65_69..T_80plus {o65}; Female {row['Female']}."}


@shape('multi_part', 'w5_mp_relief_package', [
    ('fr', 'formal', "Pour {n} sinistrés, combien de jeux de vêtements, combien de savon de "
                     "toilette par mois et combien de kilocalories par jour faut-il prévoir ?"),
    ('fr', 'typo', "{n} personnes à équiper : vêtements, savon pour un mois et ration en kcal "
                       "par jour, ça donne quoi ?"),
    ('en', 'formal', "For {n} affected people, how many sets of clothing, how much bathing soap "
                     "per "
                     "month and how many kilocalories a day should we plan?"),
])
def relief_package(rng, ctx):
    n = rng.choice([250, 500, 1000, 2000])
    cl, soap, kcal = n * int(std_value('NFI-01')), n * int(std_value('HYG-01')), n * 2100
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [cl], 'any_numbers': [[soap, soap / 1000], [kcal, kcal / 1e6]]},
            'why': f"{F_STD} NFI-01 2 sets x {n} = {cl}; HYG-01 250 g x {n} = {soap} g a month; "
                   f"FOO-01 2100 kcal x {n} = {kcal} a day."}
