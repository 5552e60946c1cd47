"""Sixth wave, kinds `rank_threshold` (the fastest-growing or densest department of a region, the
regions with the most or fewest communes, the smallest communes of the country, the regions where
women weigh most or least, how many communes pass a size, a region's place on an EHCVM
indicator, departments past a number of geolocated health posts, events ranked by families
displaced, the region with the fewest hospitals per head) and `compare` (how many times bigger,
a department against the average department, a department's area against a region's, a region's
density against the country's, women's share in two regions, the two death counts of August
2022, Pikine in OCHA 2020 against Pikine and Keur Massar in 2023, two shocks in one milieu)."""
from collections import Counter

from .data import (COMMUNES, DEPT, DEPTS, EVENT, EVENTS, F_AREA, F_DEPT, F_EV, F_HC, F_HG, F_REG,
                   F_SEX, F_SHK, F_VUL, HEALTH, HEALTH_GEO_DEPT, NATIONAL, OCHA2, REGION, REGIONS,
                   SHOCKS, VUL, key)
from .w6_common import (F_CODES, F_O2, assert_in, clear_threshold, fixed, lang_i, pct, rank_of,
                        shape)


@shape('rank_threshold', 'w6_rk_fastest_dept_in_region', [
    ('fr', 'formal', "Quel département de la région de {r} connaît la plus forte croissance "
                     "démographique, en pourcentage, entre {a} et {b} ?"),
    ('fr', 'sms', "reg {r} : kel dept grandit le + vite en % {a}-{b} ?"),
    ('en', 'formal', "Which department of {r} region grows fastest, in percent, between {a} and "
                     "{b}?"),
    ('en', 'informal', "{r} region — fastest growing dept {a}-{b}, %?"),
])
def fastest_dept_in_region(rng, ctx):
    r = rng.choice(REGIONS)
    a, b = rng.choice([(2023, 2030), (2025, 2030), (2023, 2027)])
    g = sorted(((pct(d['pop'][b] - d['pop'][a], d['pop'][a]), d) for d in r['depts']),
               key=lambda x: -x[0])
    if g[0][0] - g[1][0] < 0.3:
        return None
    return {'fill': {'r': ctx.pn(r['name']), 'a': a, 'b': b},
            'expect': {'names': [key(g[0][1]['name'])], 'approx_numbers': [[g[0][0], 0.02]]},
            'why': f"{F_DEPT} (pop_{b} - pop_{a}) / pop_{a} in {r['name']}: " + ', '.join(
                f"{d['name']} +{v} %" for v, d in g) + '.'}


@shape('rank_threshold', 'w6_rk_densest_dept_in_region', [
    ('en', 'typo', "most densly populated departmnet of {r} region in {y}"),
    ('fr', 'informal', "dans la région de {r}, c'est quel département le plus dense en {y} ?"),
    ('en', 'formal', "Which is the most densely populated department of {r} region in {y}?"),
])
def densest_dept_in_region(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    s = sorted(r['depts'], key=lambda d: -d['pop'][y] / d['area'])
    top = s[0]
    v = round(top['pop'][y] / top['area'], 1)
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'names': [key(top['name'])], 'approx_numbers': [[v, 0.02]]},
            'why': f"{F_DEPT} pop_{y} / {F_AREA} area_km2 in {r['name']}: " + ', '.join(
                f"{d['name']} {d['pop'][y] / d['area']:.1f}" for d in s) + '.'}


_NC = Counter(c['region'] for c in COMMUNES)
_NCS = sorted(_NC.items(), key=lambda kv: -kv[1])
assert _NCS[0][1] > _NCS[1][1] and _NCS[-1][1] < _NCS[-2][1]


@shape('rank_threshold', 'w6_rk_region_communes', [
    ('en', 'informal', "which region has the {me} communes? how many?"),
    ('fr', 'informal', "c'est quelle région qui a le {m} de communes ?"),
    ('en', 'formal', "Which region has the {me} communes, and how many?"),
])
def region_communes(rng, ctx):
    most = rng.random() < 0.5
    name, n = _NCS[0] if most else _NCS[-1]
    return {'fill': {'m': 'plus' if most else 'moins', 'me': 'most' if most else 'fewest'},
            'expect': {'names': [key(name)], 'numbers': [n]},
            'why': f"{F_CODES} communes per region: " + ', '.join(f"{k} {v}" for k, v in _NCS)
                   + '.'}


SMALL = sorted(COMMUNES, key=lambda c: c['census']['_T'])


@shape('rank_threshold', 'w6_rk_smallest_communes', [
    ('fr', 'formal', "Quelles sont les {n} plus petites communes du Sénégal en nombre d'habitants "
                     "d'après le RGPH 2023 ?"),
    ('fr', 'noacc', "les {n} plus petites communes du pays en nombre d'habitants (RGPH 2023)"),
    ('en', 'formal', "Which {n} communes of Senegal had the fewest inhabitants at the 2023 "
                     "census?"),
    ('en', 'typo', "the {n} smalest communes in senegal by population, 2023 census"),
])
def smallest_communes(rng, ctx):
    n = rng.choice([2, 3, 4])
    sel = SMALL[:n]
    return {'fill': {'n': n},
            'expect': {'names': [key(c['name']) for c in sel],
                       'numbers': [c['census']['_T'] for c in sel]},
            'why': f"{F_SEX} _T over the {len(COMMUNES)} communes, lowest first: " + ', '.join(
                f"{c['name']} ({c['dept']}) {c['census']['_T']}" for c in SMALL[:n + 1]) + '.'}


WS = {r['name']: pct(r['census']['F'], r['census']['_T']) for r in REGIONS}
WSS = sorted(WS, key=lambda r: -WS[r])


@shape('rank_threshold', 'w6_rk_women_share_region', [
    ('en', 'long', "We're setting up women's committees and want to start where women weigh "
                   "{mle} in the population. Which region has the {hle} share of women at the 2023 "
                   "census, and what is it?"),
    ('fr', 'long', "Pour cibler nos comités de femmes, je cherche la région où les femmes pèsent "
                   "le "
                   "{pm} dans la population (RGPH 2023). Laquelle est-ce, et avec quel pourcentage "
                   "?"),
    ('en', 'formal', "In which region is the share of women in the population the {hle} at the "
                     "2023 census?"),
])
def women_share_region(rng, ctx):
    hi = rng.random() < 0.5
    r = WSS[0] if hi else WSS[-1]
    return {'fill': {'hl': 'élevée' if hi else 'faible', 'pm': 'plus' if hi else 'moins',
                     'hle': 'highest' if hi else 'lowest', 'mle': 'most' if hi else 'least'},
            'expect': {'names': [key(r)], 'approx_numbers': [[WS[r], 0.01]]},
            'why': f"{F_SEX} F / _T summed over each region's departments: " + ', '.join(
                f"{x} {WS[x]} %" for x in WSS) + '.'}


_TS = [t for t in clear_threshold([c['census']['_T'] for c in COMMUNES],
                                  [75000, 100000, 120000, 150000, 200000, 250000], 0.015)]
assert _TS


@shape('rank_threshold', 'w6_rk_count_communes_over', [
    ('fr', 'formal', "Combien de communes dépassaient {t} habitants au recensement de 2023 ?"),
    ('fr', 'sms', "cb d communes > {t} hbts rgph 2023 ?"),
    ('en', 'formal', "How many communes had more than {t} inhabitants at the 2023 census?"),
    ('en', 'long', "We are drafting urban flood plans for the big communes only. How many "
                   "communes were above {t} people at the 2023 census?"),
])
def count_communes_over(rng, ctx):
    t = rng.choice(_TS)
    sel = sorted((c for c in COMMUNES if c['census']['_T'] > t), key=lambda c: -c['census']['_T'])
    ex = {'numbers': [len(sel)]}
    if len(sel) <= 6:
        ex['names'] = [key(c['name']) for c in sel]
    return {'fill': {'t': ctx.nf(t)}, 'expect': ex,
            'why': f"{F_SEX} _T > {t}: {len(sel)} communes (" + ', '.join(
                f"{c['name']} {c['census']['_T']}" for c in sel[:8]) + (', …' if len(sel) > 8
                                                                        else '') + ').'}


VI = {'electricity_access_households_pct': ("l'accès des ménages à l'électricité",
                                            'household electricity access', 'du plus élevé au '
                                            'plus faible', 'highest first'),
      'drinking_water_access_households_pct': ("l'accès des ménages à l'eau potable",
                                               'household drinking-water access', 'du plus élevé '
                                               'au plus faible', 'highest first'),
      'food_insecurity_moderate_or_severe_pct': ("l'insécurité alimentaire modérée ou sévère",
                                                 'moderate or severe food insecurity', 'de la plus '
                                                 'touchée à la moins touchée', 'worst first')}


@shape('rank_threshold', 'w6_rk_region_vul_position', [
    ('en', 'informal', "{r}: what rank out of the 14 regions on {i} ({o})?"),
    ('fr', 'informal', "{r}, elle est à quelle place sur 14 pour {i} ({o}) ?"),
    ('en', 'formal', "Where does {r} region rank among the 14 regions on {i}, {o}?"),
])
def region_vul_position(rng, ctx):
    col = rng.choice(sorted(VI))
    r = rng.choice(sorted(VUL))
    v = VUL[r][col]
    if sum(VUL[x][col] == v for x in VUL) > 1:
        return None
    k = rank_of(sorted(VUL), lambda x: VUL[x][col], r)
    fr, en, ofr, oen = VI[col]
    return {'fill': {'r': ctx.pn(r), 'i': fr if ctx.lang == 'fr' else en,
                     'o': ofr if ctx.lang == 'fr' else oen},
            'expect': {'numbers': [k], 'approx_numbers': [[v, 0.01]], 'names': [key(r)]},
            'why': f"{F_VUL} {col}, highest first: rank {k} = {r} {v} (" + ', '.join(
                f"{x} {VUL[x][col]}" for x in sorted(VUL, key=lambda x: -VUL[x][col])) + ').'}


GP = {d: HEALTH_GEO_DEPT[d].get('poste de sante', 0) for d in HEALTH_GEO_DEPT}
_GT = [t for t in clear_threshold(list(GP.values()), [45, 50, 55, 62, 75], 0.03)
       if 3 <= sum(v > t for v in GP.values()) <= 10]
assert _GT


@shape('rank_threshold', 'w6_rk_depts_over_geo_posts', [
    ('en', 'informal', "depts with more than {t} geolocated health posts?"),
    ('fr', 'abbr', "Dépts avec + de {t} PS géolocalisés ?"),
    ('en', 'formal', "Which departments have more than {t} geolocated health posts?"),
])
def depts_over_geo_posts(rng, ctx):
    t = rng.choice(_GT)
    sel = sorted((d for d in GP if GP[d] > t), key=lambda d: -GP[d])
    return {'fill': {'t': t}, 'expect': {'names': [key(d) for d in sel]},
            'why': f"{F_HG} poste de sante > {t}: " + ', '.join(f"{d} {GP[d]}" for d in sel)
                   + ' (geolocated only).'}


FD = sorted((e for e in EVENTS if e['families_displaced'] is not None),
            key=lambda e: -e['families_displaced'])
fixed('rank_threshold', 'w6_rk_events_families_displaced', [
    ('en', 'informal', "rank the floods by families displaced pls, biggest first"),
    ('fr', 'informal', "classe-moi les inondations par nombre de familles déplacées stp"),
    ('en', 'formal', "Could you rank the floods in your records by the number of families "
                     "displaced, largest first?"),
], {'numbers': [e['families_displaced'] for e in FD]},
    f"{F_EV} families_displaced, largest first: " + ', '.join(
        f"{e['event_id']} {e['families_displaced']}" for e in FD) + " ('more than' figures for "
                                                                    "2009 "
    "and 2012).")


def hosp_100k(r):
    return round(HEALTH[r]['hopital'][0] / REGION[r]['pop'][2023] * 100000, 2)


HS = sorted(HEALTH, key=hosp_100k)
fixed('rank_threshold', 'w6_rk_fewest_hospitals_per_head', [
    ('fr', 'formal', "Quelle région a le moins d'hôpitaux rapporté à sa population (recensement "
                     "2023) ?"),
    ('fr', 'long', "Nous plaidons pour renforcer les hôpitaux là où ils manquent le plus. Quelle "
                   "région a le plus faible nombre d'hôpitaux pour 100 000 habitants ?"),
    ('en', 'formal', "Which region has the fewest hospitals for its population (2023 census)?"),
    ('en', 'informal', "lowest hospitals per 100k people — which region?"),
], {'names': [key(HS[0])], 'approx_numbers': [[hosp_100k(HS[0]), 0.03]]},
    f"{F_HC} hopital / {F_REG} pop_2023 x 100,000, lowest first: " + ', '.join(
        f"{r} {HEALTH[r]['hopital'][0]} -> {hosp_100k(r)}" for r in HS[:3]) + '.')


@shape('compare', 'w6_cmp_times_bigger', [
    ('fr', 'typo', "le departement de {a} est combien de fois plus peuplé que celui de {b} en "
                   "{y} ?"),
    ('fr', 'informal', "le département de {a}, c'est combien de fois celui de {b} en "
                       "population, en {y} ?"),
    ('en', 'formal', "How many times larger is {a} department's population than {b} department's "
                     "in {y}?"),
    ('en', 'typo', "{a} is how many times biger than {b} (departments) in {y}"),
])
def times_bigger(rng, ctx):
    a, b = sorted(rng.sample(DEPTS, 2), key=lambda d: -d['pop'][2023])
    y = rng.choice(range(2023, 2031))
    v = round(a['pop'][y] / b['pop'][y], 2)
    if v < 1.3:
        return None
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_DEPT} pop_{y}: {a['name']} {a['pop'][y]} / {b['name']} {b['pop'][y]} = "
                   f"{v}."}


@shape('compare', 'w6_cmp_vs_average_dept', [
    ('en', 'long', "A donor asks whether {d} is a big department. In {y}, how does its population "
                   "compare with the average Senegalese department?"),
    ('fr', 'sms', "dept {d} vs moyenne des depts en {y} : + ou - peuple ?"),
    ('en', 'formal', "Is {d} department more or less populated than the average Senegalese "
                     "department in {y}? Give both figures."),
])
def vs_average_dept(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    avg = round(NATIONAL[y] / len(DEPTS))
    if abs(d['pop'][y] - avg) < 0.05 * avg:
        return None
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'approx_numbers': [[avg, 0.01]],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]}; average {NATIONAL[y]} / "
                   f"{len(DEPTS)} = {avg} (" + ('above' if d['pop'][y] > avg else 'below') + ')'}


_AR = [(d, r) for d in DEPTS for r in REGIONS
       if r['name'] != d['region'] and 0.6 < d['area'] / r['area'] < 1.6
       and abs(d['area'] - r['area']) > 0.05 * r['area']]


@shape('compare', 'w6_cmp_dept_vs_region_area', [
    ('en', 'informal', "bigger in km²: {d} dept or the whole of {r} region?"),
    ('fr', 'informal', "en km², {d} (le département) c'est plus grand que toute la région de {r} "
                       "?"),
    ('en', 'formal', "Which covers more ground: {d} department or {r} region? Give both areas."),
])
def dept_vs_region_area(rng, ctx):
    d, r = rng.choice(_AR)
    big = d if d['area'] > r['area'] else r
    return {'fill': {'d': ctx.pn(d['name']), 'r': ctx.pn(r['name'])},
            'expect': {'approx_numbers': [[round(d['area']), 0.02], [round(r['area']), 0.02]],
                       'names': [key(big['name'])]},
            'why': f"{F_AREA} area_km2: department {d['name']} {d['area']:.1f}; region {r['name']} "
                   f"(sum of its departments) {r['area']:.1f}; larger: {big['name']}."}


NAT_AREA = sum(d['area'] for d in DEPTS)


@shape('compare', 'w6_cmp_region_density_national', [
    ('fr', 'formal', "La région de {r} est-elle plus dense que la moyenne nationale en {y} ? "
                     "Donnez les deux densités."),
    ('fr', 'noacc', "densite region {r} vs densite du Senegal en {y} (hab/km2)"),
    ('en', 'formal', "Is {r} region denser than the national average in {y}? Give both "
                     "densities."),
    ('en', 'informal', "{r} region density vs Senegal's, {y}?"),
])
def region_density_national(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    dr, dn = round(r['pop'][y] / r['area'], 1), round(NATIONAL[y] / NAT_AREA, 1)
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'approx_numbers': [[dr, 0.02], [dn, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} / {r['area']:.1f} km² = {dr}; "
                   "national "
                   f"{NATIONAL[y]} / {NAT_AREA:.1f} km² ({F_AREA}) = {dn}."}


E22 = EVENT['SEN-2022-01']
assert E22['deaths'] == 3 and 'ECHO' in E22['notes']
assert_in(E22['notes'], '1 fatality')
fixed('compare', 'w6_cmp_2022_deaths_sources', [
    ('en', 'informal', "Aug 2022 floods: was it 1 death or 3? I see both around"),
    ('fr', 'informal', "août 2022 : c'est 1 mort ou 3 morts ? je vois les deux dans la presse"),
    ('en', 'formal', "For the August 2022 floods, do the sources agree on the number of deaths? "
                     "I've seen two different figures."),
], {'numbers': [E22['deaths']], 'names': ['ECHO']},
    f"{F_EV} SEN-2022-01: deaths {E22['deaths']} (IFRC DREF, recorded in Dakar); notes: ECHO Daily "
    "Flash of 9 Aug 2022 reported 1 fatality as of 9 Aug (an earlier count).")

PIK = OCHA2['Pikine']['Total']
PK23 = DEPT['Pikine']['pop'][2023] + DEPT['Keur Massar']['pop'][2023]
fixed('compare', 'w6_cmp_pikine_ocha_ansd', [
    ('en', 'long', "I'm comparing OCHA 2020 and ANSD 2023 figures for the Dakar suburbs. For "
                   "Pikine the gap looks huge: what should I set against the OCHA figure?"),
    ('fr', 'long', "Je compare les chiffres OCHA 2020 et ANSD 2023 pour la banlieue. Pour Pikine, "
                   "l'écart me paraît énorme : que faut-il mettre en face du chiffre OCHA ?"),
    ('en', 'formal', "OCHA gave a 2020 population for Pikine. What should it be compared with in "
                     "the 2023 census, and what does that comparison show?"),
], {'numbers': [PIK, PK23], 'names': ['Keur Massar']},
    f"{F_O2}: Pikine 2020 {PIK}, which still held Keur Massar (a department since 2021); {F_DEPT} "
    f"2023: Pikine {DEPT['Pikine']['pop'][2023]} + Keur Massar {DEPT['Keur Massar']['pop'][2023]} "
    f"= {PK23}.")

SK = {'prix_eleves_produits_alimentaires': ('la hausse des prix alimentaires', 'high food prices'),
      'maladie_grave_ou_accident_membre': ("la maladie grave ou l'accident d'un membre",
                                           "a member's serious illness or accident"),
      'prix_eleves_intrants_agricoles': ('la hausse des prix des intrants agricoles',
                                         'high farm input prices'),
      'inondations': ('les inondations', 'floods')}
MIL = {'dakar_urban_pct': ('à Dakar', 'in Dakar'), 'other_urban_pct': ('dans les autres villes',
                                                                        'in other towns'),
       'rural_pct': ('en milieu rural', 'in rural areas')}


@shape('compare', 'w6_cmp_two_shocks_milieu', [
    ('en', 'informal', "{m}: {a} or {b}, which hits more households?"),
    ('fr', 'informal', "{m} : {a} ou {b}, c'est quoi qui touche le plus de ménages ?"),
    ('en', 'formal', "{M}, do more households experience {a} or {b} (EHCVM 2021-2022)?"),
])
def two_shocks_milieu(rng, ctx):
    sa, sb = rng.sample(sorted(SK), 2)
    m = rng.choice(sorted(MIL))
    va, vb = SHOCKS[sa][m], SHOCKS[sb][m]
    if abs(va - vb) < 0.5:
        return None
    i = lang_i(ctx)
    mw = MIL[m][i]
    return {'fill': {'a': SK[sa][i], 'b': SK[sb][i], 'm': mw, 'M': mw[:1].upper() + mw[1:]},
            'expect': {'numbers': [va, vb]},
            'why': f"{F_SHK} {m}: {sa} {va} %, {sb} {vb} % -> " + (sa if va > vb else sb) + '.'}
