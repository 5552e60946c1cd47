"""Fifth wave, kinds `share_rate` (a commune's part of its department, a department's part of its
region's area, a region's national share in 2023 and 2030, a region's part of the country's
facilities of one type, facilities geolocated nationally, Dakar's part of the schools shut in
October 2024) and `sum_parts` (the country's facilities of one type, a department's geolocated
facilities of all types, women of two regions, displaced people over distinct events, the schools
cut off in 2024, the people living in the departments an event hit)."""
from .data import (AREAS, CLEAN_COMMUNES, DEPT, EVENT, F_AREA, F_DEPT, F_EV, F_EVA, F_HC, F_HG,
                   F_SEX, HEALTH, HEALTH_GEO_DEPT, NATIONAL, REGION, REGIONS, key)
from .w2_common import de_art, fac
from .w5_common import (F_AREAS, HIT, ev, fixed, join_w, lang_i, pct, region_pop_why, shape,
                        with_de)


@shape('share_rate', 'w5_sh_commune_in_dept', [
    ('fr', 'formal', "Quelle part de la population du département de {d} vit dans la commune "
                     "{de_c}, au recensement de 2023 ?"),
    ('fr', 'informal', "{c}, ça représente quel % du département de {d} (recensement) ?"),
    ('fr', 'sms', "% pop dept {d} ds la commune {c} rgph 2023"),
    ('en', 'formal', "What share of {d} department's population lives in the commune of {c}, at "
                     "the "
                     "2023 census?"),
    ('en', 'long', "We can only reach one commune of {d} department this season. If we pick {c}, "
                   "what percentage of the department's 2023 population do we cover?"),
])
def commune_in_dept(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    d = DEPT[c['dept']]
    v = pct(c['census']['_T'], d['pop'][2023])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'd': ctx.pn(d['name'])}, 'c'),
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} _T {c['census']['_T']} / {F_DEPT} {d['name']} pop_2023 "
                   f"{d['pop'][2023]} = {v} %."}


@shape('share_rate', 'w5_sh_area_share', [
    ('fr', 'formal', "Quelle part de la superficie de la région de {r} le département de {d} "
                     "occupe-t-il ?"),
    ('fr', 'abbr', "Dépt de {d} : % de la superficie de la rég. de {r} ?"),
    ('fr', 'informal', "{d}, ça fait quel pourcentage du territoire de la région de {r} ?"),
    ('en', 'formal', "What share of {r} region's area does {d} department cover?"),
])
def area_share(rng, ctx):
    r = rng.choice([r for r in REGIONS if len(r['depts']) >= 3])
    d = rng.choice(r['depts'])
    v = pct(d['area'], r['area'])
    return {'fill': {'r': ctx.pn(r['name']), 'd': ctx.pn(d['name'])},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_AREA} area_km2: {d['name']} {d['area']:.1f} / {r['name']} (sum of its "
                   f"departments) {r['area']:.1f} = {v} %."}


@shape('share_rate', 'w5_sh_region_share_change', [
    ('fr', 'formal', "La part de la région de {r} dans la population nationale augmente-t-elle "
                     "entre 2023 et 2030 ? Donnez les deux pourcentages."),
    ('fr', 'informal', "{r} pèse quel % du Sénégal en 2023, et en 2030 ça monte ou ça baisse ?"),
    ('fr', 'typo', "part de la regoin de {r} dans la population du senegal en 2023 et 2030"),
    ('en', 'formal', "Does {r} region's share of the national population grow between 2023 and "
                     "2030? Give both percentages."),
    ('en', 'informal', "{r} region: % of Senegal in 2023 vs 2030?"),
])
def region_share_change(rng, ctx):
    r = rng.choice(REGIONS)
    a, b = pct(r['pop'][2023], NATIONAL[2023]), pct(r['pop'][2030], NATIONAL[2030])
    if abs(a - b) < 0.02:
        return None
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'approx_numbers': [[a, 0.01], [b, 0.01]], 'names': [key(r['name'])]},
            'why': f"{region_pop_why(r, 2023)} / national {NATIONAL[2023]} = {a} %; pop_2030 "
                   f"{r['pop'][2030]} / {NATIONAL[2030]} = {b} % ("
                   + ('up' if b > a else 'down') + ')'}


TYPES = ['hopital', 'centre de sante', 'poste de sante', 'case de sante']
NAT_TYPE = {t: sum(HEALTH[r][t][0] for r in HEALTH if t in HEALTH[r]) for t in TYPES}


@shape('share_rate', 'w5_sh_region_part_of_type', [
    ('fr', 'formal', "Quelle part des {t} du pays se trouve dans la région de {r} ?"),
    ('fr', 'informal', "sur tous les {t} du Sénégal, combien de % sont dans la région de {r} ?"),
    ('fr', 'noacc', "pourcentage des {t} du Senegal situes dans la region de {r}"),
    ('en', 'formal', "What share of the country's {t} is in {r} region?"),
])
def region_part_of_type(rng, ctx):
    t = rng.choice(TYPES)
    r = rng.choice([r for r in sorted(HEALTH) if t in HEALTH[r]])
    n = HEALTH[r][t][0]
    v = pct(n, NAT_TYPE[t])
    return {'fill': {'r': ctx.pn(r), 't': fac(ctx, t)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_HC} n_facilities {t}: {r} {n} / all regions {NAT_TYPE[t]} = {v} %."}


ALL_N = sum(n for r in HEALTH.values() for n, _ in r.values())
ALL_G = sum(g for r in HEALTH.values() for _, g in r.values())
fixed('share_rate', 'w5_sh_geoloc_national', [
    ('fr', 'formal', "Au niveau national, quel pourcentage des structures de santé recensées est "
                     "géolocalisé ?"),
    ('fr', 'sms', "% d structures d sante geolocalisees au senegal"),
    ('en', 'formal', "Nationally, what percentage of the listed health facilities is "
                     "geolocated?"),
    ('en', 'long', "Before we rely on the facility map for evacuation routes: how many of the "
                   "country's health facilities have GPS coordinates, in percent?"),
], {'approx_numbers': [[pct(ALL_G, ALL_N), 0.01]]},
    f"{F_HC} summed over regions and types: n_geolocated {ALL_G} / n_facilities {ALL_N} = "
    f"{pct(ALL_G, ALL_N)} %.")

S24 = EVENT['SEN-2024-03']
assert '248 schools' in S24['other_impacts'] and '130 in Dakar' in S24['other_impacts']
fixed('share_rate', 'w5_sh_schools_dakar_2024', [
    ('fr', 'formal', "Début octobre 2024, quelle part des écoles restées fermées à cause des "
                     "inondations se trouvait dans la région de Dakar ?"),
    ('fr', 'informal', "rentrée 2024 : sur les écoles fermées par les inondations, Dakar c'en "
                       "était "
                       "quel pourcentage ?"),
    ('en', 'formal', "In early October 2024, what share of the schools kept closed by floods was "
                     "in "
                     "Dakar region?"),
], {'numbers': [130, 248], 'approx_numbers': [[pct(130, 248), 0.02]]},
    f"{F_EV} SEN-2024-03 (UNICEF): 248 schools did not reopen, 130 in Dakar region -> "
    f"{pct(130, 248)} %.")


@shape('sum_parts', 'w5_sum_national_type', [
    ('fr', 'formal', "Combien de {t} le Sénégal compte-t-il au total, toutes régions confondues ?"),
    ('fr', 'sms', "nb total {t} au senegal"),
    ('fr', 'long', "Je prépare une note nationale sur la continuité des soins pendant l'hivernage. "
                   "Combien de {t} y a-t-il dans tout le pays ?"),
    ('en', 'formal', "How many {t} does Senegal have in total, all regions together?"),
])
def national_type(rng, ctx):
    t = rng.choice(TYPES)
    return {'fill': {'t': fac(ctx, t)},
            'expect': {'numbers': [NAT_TYPE[t]]},
            'why': f"{F_HC} n_facilities {t} summed over the regions: " + ' + '.join(
                f"{r} {HEALTH[r][t][0]}" for r in sorted(HEALTH) if t in HEALTH[r])
                + f" = {NAT_TYPE[t]}."}


@shape('sum_parts', 'w5_sum_geo_dept_all', [
    ('fr', 'formal', "Combien de structures de santé géolocalisées, tous types confondus, le "
                     "département de {d} compte-t-il ?"),
    ('fr', 'abbr', "Dépt de {d} : nb total de structures de santé géolocalisées (ts types) ?"),
    ('fr', 'informal', "à {d} (département), y a combien de structures de santé avec GPS, tout "
                       "compris ?"),
    ('en', 'formal', "How many geolocated health facilities of all types are there in {d} "
                     "department?"),
    ('en', 'typo', "total geolocated helth facilities in {d} department, all types"),
])
def geo_dept_all(rng, ctx):
    d = rng.choice(sorted(HEALTH_GEO_DEPT))
    parts = HEALTH_GEO_DEPT[d]
    tot = sum(parts.values())
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'numbers': [tot], 'names': [key(d)]},
            'why': f"{F_HG} {d}: " + ' + '.join(f"{t} {n}" for t, n in sorted(parts.items()))
                   + f" = {tot} (geolocated only: an undercount)."}


@shape('sum_parts', 'w5_sum_women_two_regions', [
    ('fr', 'formal', "Combien de femmes comptent ensemble les régions de {a} et de {b} au "
                     "recensement de 2023 ?"),
    ('fr', 'sms', "femmes reg {a} + reg {b} rgph 2023 total"),
    ('fr', 'abbr', "Nb total de femmes, rég. de {a} et de {b} (RGPH 2023) ?"),
    ('en', 'formal', "How many women do {a} and {b} regions have together at the 2023 census?"),
])
def women_two_regions(rng, ctx):
    a = REGION[rng.choice(['Kolda', 'Kédougou'])] if rng.random() < 0.5 else rng.choice(REGIONS)
    b = rng.choice([r for r in REGIONS if r is not a])
    tot = a['census']['F'] + b['census']['F']
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [tot]},
            'why': f"{F_SEX} SEXE=F summed over departments: {a['name']} {a['census']['F']} + "
                   f"{b['name']} {b['census']['F']} = {tot} (never the region rows: Kolda and "
                   "Kédougou are swapped there)."}


DISP = {'people_displaced': ['SEN-2019-01', 'SEN-2020-01', 'SEN-2024-02'],
        'families_displaced': ['SEN-2012-01', 'SEN-2020-01', 'SEN-2022-01']}
DW = {'people_displaced': ('personnes déplacées', 'people displaced'),
      'families_displaced': ('familles déplacées', 'families displaced')}


@shape('sum_parts', 'w5_sum_displaced_events', [
    ('fr', 'formal', "Combien de {m} au total lors {de_a} et {de_b} ?"),
    ('fr', 'informal', "{A} plus {b}, ça fait combien de {m} en tout ?"),
    ('fr', 'long', "Pour un plaidoyer sur le relogement, j'additionne les {m} de deux épisodes : "
                   "{a} et {b}. Quel total ?"),
    ('en', 'formal', "How many {m} in total in {a} and {b}?"),
])
def displaced_events(rng, ctx):
    m = rng.choice(sorted(DISP))
    a, b = sorted(rng.sample(DISP[m], 2))
    va, vb = EVENT[a][m], EVENT[b][m]
    ea, eb = ev(ctx, a), ev(ctx, b)
    return {'fill': {'a': ea, 'b': eb, 'A': ea[:1].upper() + ea[1:], 'de_a': de_art(ea),
                     'de_b': de_art(eb), 'm': DW[m][lang_i(ctx)]},
            'expect': {'numbers': [va + vb]},
            'why': f"{F_EV} {m}: {a} {va} + {b} {vb} = {va + vb} (two distinct events: adding is "
                   "allowed; two sources of one event never are)."}


assert [24, 19, 30] == [a['value'] for a in AREAS if a['metric'] == 'schools_inaccessible']
fixed('sum_parts', 'w5_sum_schools_2024', [
    ('fr', 'formal', "Pendant la crue du fleuve de 2024, combien d'écoles au total étaient "
                     "inaccessibles à Bakel, Matam et Podor ?"),
    ('fr', 'noacc', "total des ecoles inaccessibles (Bakel + Matam + Podor) pendant la crue 2024"),
    ('en', 'formal', "During the 2024 river flood, how many schools in total were cut off in "
                     "Bakel, Matam and Podor?"),
], {'numbers': [73]},
    f"{F_AREAS} SEN-2024-02 schools_inaccessible (UNICEF): Bakel 24 + Matam 19 + Podor 30 = 73.")

@shape('sum_parts', 'w5_sum_pop_hit_depts', [
    ('fr', 'long', "{E} {ont} touché les départements de {ds}. Quelle population totale vivait "
                   "dans ces départements au recensement de 2023 ?"),
    ('fr', 'typo', "{ds} (les départements touchés par {e}) : ça fait combien d'habitants en "
                       "tout au recensement ?"),
    ('fr', 'abbr', "Pop. totale 2023 des dépts de {ds} (touchés par {e}) ?"),
    ('en', 'long', "{E} hit {ds} departments. What was the total 2023 census population of those "
                   "departments?"),
    ('en', 'informal', "total 2023 population of {ds} (hit by {e})?"),
])
def pop_hit_depts(rng, ctx):
    eid = rng.choice(sorted(HIT))
    ds = [DEPT[n] for n in HIT[eid]]
    tot = sum(d['pop'][2023] for d in ds)
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'E': e[:1].upper() + e[1:],
                     'ont': 'ont' if e.startswith('les') else 'a',
                     'ds': join_w(ctx, [ctx.pn(d['name']) for d in ds])},
            'expect': {'numbers': [tot]},
            'why': f"{F_EVA} {eid} names these departments; {F_DEPT} pop_2023: " + ' + '.join(
                f"{d['name']} {d['pop'][2023]}" for d in ds) + f" = {tot}."}
