"""Seventh wave, kinds `compare` and `sum_parts`: the two communes that share a name, the women's
share of a department in the census and in OCHA 2020, a region against two departments of
another, Kolda's and Kédougou's women (swapped region rows), two events' households, Diourbel's
and Dakar's flooded houses on 16 September 2024, September 2020 against July 2016, health posts
per health centre and the geolocated share of two regions; the population of the regions over a
severe food-insecurity rate, the 2024 flooded houses outside the four named places, the women of
a department's communes, the regions whose households count 12 people, the schools outside
Dakar region that did not reopen in 2024, and the geolocated health posts of two departments."""
from .data import (COMMUNES, DEPTS, EVENT, F_DEPT, F_EV, F_HC, F_HG, F_REG, F_SEX, F_VUL,
                   HEALTH, HEALTH_GEO_DEPT, REGION, REGIONS, VUL, key, ocha2_of)
from .w6_common import HOUSES24, OCHA_NOT_COMPARABLE
from .w7_common import (DUPS, F_AREAS, F_STD, HH_SIZE, dept_w, fixed, kind_of, pct,
                        shape)

F_O2 = 'population/sen_admpop_adm2_2020.csv'


@shape('compare', 'w7_cmp_dup_communes', [
    ('fr', 'formal', "Il existe deux communes nommées {c}. Laquelle est la plus peuplée au "
                     "recensement de 2023, et avec quel écart ?"),
    ('fr', 'informal', "y a deux {c} non ? c'est laquelle la plus grande en 2023, et de "
                       "combien ?"),
    ('en', 'formal', "There are two communes called {c}. Which is more populous at the 2023 "
                     "census, and by how much?"),
])
def dup_communes(rng, ctx):
    n = rng.choice(sorted(DUPS))
    a, b = sorted(DUPS[n], key=lambda c: -c['census']['_T'])
    return {'fill': {'c': ctx.pn(n)},
            'expect': {'numbers': [a['census']['_T'], b['census']['_T'],
                                   a['census']['_T'] - b['census']['_T']],
                       'names': [key(a['dept'])]},
            'why': f"{F_SEX} {n}: {a['code']} ({a['dept']}) {a['census']['_T']}, {b['code']} "
                   f"({b['dept']}) {b['census']['_T']}; gap "
                   f"{a['census']['_T'] - b['census']['_T']}."}


OKD = [d for d in DEPTS if d['name'] not in OCHA_NOT_COMPARABLE and ocha2_of(d['name'])]


@shape('compare', 'w7_cmp_women_share_two_sources', [
    ('fr', 'formal', "Quelle est la part des femmes dans la population {de_dw} selon le "
                     "recensement de 2023, et selon l'estimation OCHA de 2020 ?"),
    ('fr', 'abbr', "Part des femmes, {dw} : RGPH-5 2023 vs OCHA 2020 ?"),
    ('en', 'formal', "What is the women's share of {dw}'s population at the 2023 census, and in "
                     "OCHA's 2020 estimate?"),
])
def women_share_two_sources(rng, ctx):
    d = rng.choice(OKD)
    o = ocha2_of(d['name'])
    a, b = pct(d['census']['F'], d['census']['_T']), pct(o['Female'], o['Total'])
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw},
            'expect': {'approx_numbers': [[a, 0.005], [b, 0.005]], 'names': [key(d['name'])]},
            'why': f"{F_SEX} {d['name']} F {d['census']['F']} / {d['census']['_T']} = {a} %; "
                   f"{F_O2} {o['name']} Female {o['Female']} / Total {o['Total']} = {b} %."}


@shape('compare', 'w7_cmp_region_vs_two_depts', [
    ('fr', 'informal', "en {y}, la région de {r} pèse plus que les départements de {a} et {b} "
                       "ensemble ?"),
    ('fr', 'formal', "En {y}, la région de {r} compte-t-elle plus d'habitants que les "
                     "départements de {a} et de {b} réunis ? Donnez les chiffres."),
    ('en', 'formal', "In {y}, does {r} region have more people than {a} and {b} departments put "
                     "together? Give the figures."),
    ('en', 'informal', "{y}: {r} region vs {a} + {b} depts combined?"),
])
def region_vs_two_depts(rng, ctx):
    y = rng.choice(range(2023, 2031))
    r = rng.choice(REGIONS)
    a, b = rng.sample([d for d in DEPTS if d['region'] != r['name']], 2)
    s = a['pop'][y] + b['pop'][y]
    if abs(s - r['pop'][y]) < 0.03 * r['pop'][y]:
        return None
    return {'fill': {'y': y, 'r': ctx.pn(r['name']), 'a': ctx.pn(a['name']),
                     'b': ctx.pn(b['name'])},
            'expect': {'numbers': [r['pop'][y], s]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} ({kind_of(y)}); {F_DEPT} "
                   f"{a['name']} {a['pop'][y]} + {b['name']} {b['pop'][y]} = {s}."}


KF, KEF = REGION['Kolda']['census']['F'], REGION['Kédougou']['census']['F']
fixed('compare', 'w7_cmp_kolda_kedougou_women', [
    ('fr', 'formal', "Au recensement de 2023, combien de femmes dans la région de Kolda et dans "
                     "celle de Kédougou, et quel écart entre les deux ?"),
    ('fr', 'sms', "femmes rgph 2023 : reg kolda vs reg kedougou, ecart ?"),
    ('en', 'formal', "At the 2023 census, how many women in Kolda region and in Kédougou region, "
                     "and what is the gap?"),
], {'numbers': [KF, KEF, KF - KEF]},
    f"{F_SEX} sums of departments: Kolda F {KF}, Kédougou F {KEF}, gap {KF - KEF} (the file's "
    "region rows of the two are swapped as published: never read them).")

E16, E19 = EVENT['SEN-2016-02'], EVENT['SEN-2019-01']
_H16, _H19 = E16['families_or_households_affected'], E19['families_or_households_affected']
fixed('compare', 'w7_cmp_2016_storm_vs_2019_households', [
    ('fr', 'formal', "Qui a touché le plus de familles : la tempête de septembre 2016 à "
                     "Saint-Louis et Dagana ou les inondations de septembre 2019 ? De combien ?"),
    ('en', 'formal', "Which hit more families: the September 2016 storm in Saint-Louis and Dagana "
                     "or the September 2019 floods? By how many?"),
    ('en', 'informal', "families hit: sept 2016 storm vs sept 2019 floods?"),
], {'numbers': [_H16, _H19, _H16 - _H19]},
    f"{F_EV} families_or_households_affected: SEN-2016-02 {_H16} (about), SEN-2019-01 {_H19}; "
    f"gap {_H16 - _H19}.")

_DI, _DK = HOUSES24['Diourbel'], HOUSES24['Dakar']
fixed('compare', 'w7_cmp_2024_diourbel_vs_dakar', [
    ('fr', 'formal', "Lors des fortes pluies du 16 septembre 2024, combien de fois plus de "
                     "maisons inondées à Diourbel qu'à Dakar ?"),
    ('fr', 'informal', "16 septembre 2024 : Diourbel a eu combien de fois plus de maisons sous "
                       "l'eau que Dakar ?"),
    ('en', 'formal', "In the heavy rains of 16 September 2024, how many times more houses were "
                     "flooded in Diourbel than in Dakar?"),
], {'numbers': [_DI, _DK], 'approx_numbers': [[round(_DI / _DK, 2), 0.02]]},
    f"{F_AREAS} SEN-2024-01 houses_flooded Diourbel {_DI}, Dakar {_DK} (press, grade B; places "
    f"may be towns) -> {_DI / _DK:.2f} times.")

A20, A16 = EVENT['SEN-2020-01']['people_affected'], EVENT['SEN-2016-01']['people_affected']
fixed('compare', 'w7_cmp_2020_vs_2016_affected', [
    ('fr', 'formal', "Les inondations de septembre 2020 ont-elles touché plus de personnes que "
                     "celles de juillet 2016 ? De combien, en nombre et en pourcentage ?"),
    ('fr', 'noacc', "sinistres sept 2020 vs juillet 2016 : ecart en nombre et en % ?"),
    ('en', 'formal', "Did the September 2020 floods affect more people than the July 2016 ones? "
                     "By how many, and by what percentage?"),
], {'numbers': [A20, A16, A20 - A16], 'approx_numbers': [[pct(A20 - A16, A16, 1), 0.02]]},
    f"{F_EV} people_affected: SEN-2020-01 {A20}, SEN-2016-01 {A16} (OCHA); +{A20 - A16} = "
    f"{pct(A20 - A16, A16, 1)} %.")


@shape('compare', 'w7_cmp_posts_per_centre', [
    ('fr', 'informal', 'postes de santé par centre de santé : {a} contre {b} ?'),
    ('fr', 'formal', "Combien de postes de santé compte-t-on par centre de santé dans la région "
                     "de {a}, et dans celle de {b} ?"),
    ('en', 'formal', "How many health posts are there per health centre in {a} region, and in "
                     "{b} region?"),
    ('en', 'informal', "posts per health centre: {a} vs {b}?"),
])
def posts_per_centre(rng, ctx):
    a, b = rng.sample(sorted(HEALTH), 2)
    ra, rb = (round(HEALTH[x]['poste de sante'][0] / HEALTH[x]['centre de sante'][0], 2)
              for x in (a, b))
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'approx_numbers': [[ra, 0.02], [rb, 0.02]]},
            'why': f"{F_HC}: {a} {HEALTH[a]['poste de sante'][0]} posts / "
                   f"{HEALTH[a]['centre de sante'][0]} centres = {ra}; {b} "
                   f"{HEALTH[b]['poste de sante'][0]} / {HEALTH[b]['centre de sante'][0]} = {rb}."}


def geo_pct(r):
    n = sum(v[0] for v in HEALTH[r].values())
    g = sum(v[1] for v in HEALTH[r].values())
    return n, g, pct(g, n, 1)


@shape('compare', 'w7_cmp_geo_share_two_regions', [
    ('fr', 'formal', "Quelle région a la plus forte part de structures de santé géolocalisées, "
                     "{a} ou {b} ? Donnez les deux pourcentages."),
    ('fr', 'sms', "structures d sante geolocalisees en % : {a} vs {b} ?"),
    ('en', 'formal', "Which region has the higher share of geolocated health facilities, {a} or "
                     "{b}? Give both percentages."),
])
def geo_share_two_regions(rng, ctx):
    a, b = rng.sample(sorted(HEALTH), 2)
    (na, ga, pa), (nb, gb, pb) = geo_pct(a), geo_pct(b)
    if abs(pa - pb) < 2:
        return None
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'approx_numbers': [[pa, 0.02], [pb, 0.02]],
                       'names': [key(a if pa > pb else b)]},
            'why': f"{F_HC} all types: {a} {ga}/{na} = {pa} %; {b} {gb}/{nb} = {pb} %."}


FS = 'food_insecurity_severe_pct'


@shape('sum_parts', 'w7_sum_pop_regions_severe_over', [
    ('fr', 'formal', "Quelle population totale (recensement de 2023) vit dans les régions où "
                     "l'insécurité alimentaire sévère dépasse {t} % ?"),
    ('fr', 'long', "Nous ciblons les régions les plus touchées par l'insécurité alimentaire "
                   "sévère. En prenant celles au-dessus de {t} %, combien d'habitants cela "
                   "représente-t-il au recensement de 2023 ?"),
    ('en', 'formal', "What total population (2023 census) lives in the regions where severe food "
                     "insecurity exceeds {t}%?"),
])
def pop_regions_severe_over(rng, ctx):
    t = rng.choice([5, 6, 7.5, 8.5])
    rs = [r for r in sorted(VUL) if VUL[r][FS] > t]
    if any(abs(VUL[r][FS] - t) < 0.2 for r in VUL):
        return None
    s = sum(REGION[r]['pop'][2023] for r in rs)
    tf = (str(t).replace('.', ',') if ctx.lang == 'fr' else str(t))
    return {'fill': {'t': tf}, 'expect': {'numbers': [s], 'names': [key(r) for r in rs]},
            'why': f"{F_VUL} {FS} > {t}: " + ', '.join(f"{r} {VUL[r][FS]}" for r in rs)
                   + f"; {F_REG} pop_2023 sum = {s}."}


_LISTED = sum(HOUSES24.values())
_TOT = EVENT['SEN-2024-01']['houses_flooded']
fixed('sum_parts', 'w7_sum_2024_houses_elsewhere', [
    ('fr', 'formal', "Le 16 septembre 2024, combien de maisons ont été inondées ailleurs qu'à "
                     "Dakar, Rufisque, Guédiawaye et Diourbel ?"),
    ('fr', 'informal', "pluies du 16/09/2024 : hors Dakar, Rufisque, Guédiawaye et Diourbel, ça "
                       "fait combien de maisons inondées ?"),
    ('en', 'formal', "On 16 September 2024, how many houses were flooded outside Dakar, Rufisque, "
                     "Guédiawaye and Diourbel?"),
], {'numbers': [_TOT - _LISTED]},
    f"{F_EV} SEN-2024-01 houses_flooded {_TOT} (press, grade B) - {F_AREAS} Dakar {_DK} + "
    f"Rufisque {HOUSES24['Rufisque']} + Guédiawaye {HOUSES24['Guédiawaye']} + Diourbel {_DI} = "
    f"{_LISTED} -> {_TOT - _LISTED}.")


@shape('sum_parts', 'w7_sum_women_communes_dept', [
    ('fr', 'noacc', "somme des femmes de toutes les communes du departement de {d} au recensement "
                    "2023 ?"),
    ('fr', 'formal', "Si j'additionne les femmes recensées en 2023 dans toutes les communes du "
                     "département de {d}, quel total j'obtiens ?"),
    ('en', 'formal', "If I add up the women counted in 2023 in every commune of {d} department, "
                     "what total do I get?"),
    ('en', 'informal', "{d} dept: sum of women across its communes, census 2023?"),
])
def women_communes_dept(rng, ctx):
    d = rng.choice(DEPTS)
    cs = [c for c in COMMUNES if c['dept'] == d['name']]
    s = sum(c['census']['F'] for c in cs)
    return {'fill': {'d': ctx.pn(d['name'])}, 'expect': {'numbers': [s]},
            'why': f"{F_SEX} F of the {len(cs)} communes of {d['name']} = {s} (equals the "
                   f"department's F {d['census']['F']})."}


_R12 = sorted(r for r, s in HH_SIZE.items() if s == 12)
_P12 = sum(REGION[r]['pop'][2023] for r in _R12)
fixed('sum_parts', 'w7_sum_regions_hh12', [
    ('fr', 'formal', "Quelle est la population totale, au recensement de 2023, des régions de "
                     "Tambacounda, Sédhiou, Matam et Kaffrine, et combien de ménages cela "
                     "fait-il avec leur taille moyenne de 12 personnes ?"),
    ('en', 'formal', "What is the total 2023 census population of Tambacounda, Sédhiou, Matam "
                     "and Kaffrine regions, and how many households is that at their average of "
                     "12 people?"),
    ('en', 'long', "Our logistics cell sizes kits for large households. For Tambacounda, Sédhiou, "
                   "Matam and Kaffrine regions together, what is the 2023 population and the "
                   "number of households at 12 people each?"),
], {'numbers': [_P12], 'approx_numbers': [[round(_P12 / 12), 0.01]]},
    f"{F_STD} CRS-01 note: 12 persons in {', '.join(_R12)}; {F_REG} pop_2023 "
    + ' + '.join(f"{r} {REGION[r]['pop'][2023]}" for r in _R12)
    + f" = {_P12} / 12 = {_P12 / 12:.0f} households.")

_S = EVENT['SEN-2024-03']['other_impacts']
assert '248 schools' in _S and '130 in Dakar' in _S
fixed('sum_parts', 'w7_sum_schools_outside_dakar', [
    ('fr', 'formal', "En octobre 2024, combien d'écoles n'ont pas rouvert à cause des "
                     "inondations hors de la région de Dakar, et quelle part du total cela "
                     "représente-t-il ?"),
    ('fr', 'sms', "rentree oct 2024 : cb d ecoles fermees hors reg dakar, et en % ?"),
    ('en', 'formal', "In October 2024, how many schools outside Dakar region did not reopen "
                     "because of floods, and what share of the total is that?"),
], {'numbers': [248 - 130], 'approx_numbers': [[pct(118, 248, 1), 0.02]]},
    f"{F_EV} SEN-2024-03 (UNICEF): 248 schools, 130 in Dakar region -> 118 elsewhere = "
    f"{pct(118, 248, 1)} %.")


@shape('sum_parts', 'w7_sum_geo_posts_two_depts', [
    ('fr', 'sms', 'cb d postes d sante geolocalises ds les depts {a} et {b} ?'),
    ('fr', 'formal', "Combien de postes de santé géolocalisés au total dans les départements de "
                     "{a} et de {b} ?"),
    ('en', 'formal', "How many geolocated health posts in total in {a} and {b} departments?"),
    ('en', 'informal', "geolocated health posts, {a} + {b} depts?"),
])
def geo_posts_two_depts(rng, ctx):
    a, b = rng.sample(sorted(HEALTH_GEO_DEPT), 2)
    va, vb = (HEALTH_GEO_DEPT[x].get('poste de sante') for x in (a, b))
    if va is None or vb is None:
        return None
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)}, 'expect': {'numbers': [va + vb]},
            'why': f"{F_HG} poste de sante: {a} {va} + {b} {vb} = {va + vb} (geolocated only; "
                   "undercounts)."}
