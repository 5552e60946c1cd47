"""Seventh wave, kinds `rank_threshold`, `share_rate`, `value`, `level_name` and `ocha2020`: the
smallest and largest households by region (CRS-01's note), events ranked by people displaced, a
commune's share of its region, a department's share of the country in 2023 and 2030, September
2020's affected per 100,000 Senegalese, a projected year of a commune whose projection row is
suspect (quoted with its caveat), the region a commune belongs to, an arrondissement's share of
women and a department's under-20s (OCHA 2020)."""
from .data import (BANDS, CLEAN_COMMUNES, COMMUNES, DEPTS, EVENT, F_DEPT, F_EV, F_PROJ,
                   F_SEX, NATIONAL, OCHA3_UNIQUE, REGION, SUSPECT_PROJ, key, ocha2_of)
from .w6_common import F_ADM3, OCHA_NOT_COMPARABLE
from .w7_common import F_STD, HH_SIZE, dept_w, fixed, pct, shape, with_de

F_O2 = 'population/sen_admpop_adm2_2020.csv'
_BIG = sorted(r for r, s in HH_SIZE.items() if s == 12)
fixed('rank_threshold', 'w7_rk_household_size_ends', [
    ('fr', 'formal', "Quelle région a les ménages les plus petits, et lesquelles les plus grands, "
                     "selon les résultats du recensement de 2023 ?"),
    ('fr', 'informal', "c'est où que les ménages sont les plus petits et les plus grands au "
                       "Sénégal ?"),
    ('en', 'formal', "Which region has the smallest households, and which the largest, per the "
                     "2023 census results?"),
], {'numbers': [HH_SIZE['Dakar'], 12], 'names': ['Dakar'] + [key(r) for r in _BIG]},
    f"{F_STD} CRS-01 note: Dakar {HH_SIZE['Dakar']} (smallest); 12 in {', '.join(_BIG)} (and "
    "Kaolack, also listed with 11).")

_D = sorted((e for e in EVENT.values() if e['people_displaced']),
            key=lambda e: -e['people_displaced'])
fixed('rank_threshold', 'w7_rk_events_people_displaced', [
    ('fr', 'formal', "Classez les épisodes d'inondation de vos données selon le nombre de "
                     "personnes déplacées."),
    ('en', 'formal', "Rank the flood events in your data by the number of people displaced."),
    ('en', 'informal', "which floods displaced the most people? ranking pls"),
], {'numbers': [e['people_displaced'] for e in _D]},
    f"{F_EV} people_displaced where reported: " + ', '.join(
        f"{e['event_id']} {e['people_displaced']}" for e in _D)
    + " (others: not reported; families displaced are another measure).")


@shape('share_rate', 'w7_sh_commune_share_region', [
    ('fr', 'formal', "Quelle part de la population de sa région la commune {de_c} "
                     "représente-t-elle au recensement de 2023 ?"),
    ('fr', 'abbr', "Part de la pop. régionale de la commune {de_c} (RGPH-5 2023) ?"),
    ('en', 'formal', "What share of its region's population does the commune of {c} make up at "
                     "the 2023 census?"),
])
def commune_share_region(rng, ctx):
    c = rng.choice([c for c in CLEAN_COMMUNES if c['census']['_T'] > 20000])
    r = REGION[c['region']]
    v = pct(c['census']['_T'], r['census']['_T'], 3)
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} {c['census']['_T']} / {r['name']} {r['census']['_T']} "
                   f"(sum of its departments) = {v} %."}


@shape('share_rate', 'w7_sh_dept_national_two_years', [
    ('fr', 'formal', "Quelle part de la population nationale {dw} représente-t-il en 2023, et en "
                     "2030 ?"),
    ('en', 'formal', "What share of the national population does {dw} make up in 2023, and in "
                     "2030?"),
    ('en', 'informal', "{dw}: % of senegal in 2023 vs 2030?"),
])
def dept_national_two_years(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = pct(d['pop'][2023], NATIONAL[2023], 3), pct(d['pop'][2030], NATIONAL[2030], 3)
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'approx_numbers': [[a, 0.02], [b, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} {d['pop'][2023]} / {NATIONAL[2023]} = {a} %; "
                   f"{d['pop'][2030]} / {NATIONAL[2030]} = {b} %."}


_A20 = EVENT['SEN-2020-01']['people_affected']
fixed('share_rate', 'w7_sh_2020_per_100k_national', [
    ('fr', 'formal', "Rapportées à la population du Sénégal au recensement de 2023, combien de "
                     "personnes pour 100 000 habitants les inondations de septembre 2020 "
                     "ont-elles touchées ?"),
    ('en', 'formal', "Against Senegal's 2023 census population, how many people per 100,000 did "
                     "the September 2020 floods affect?"),
    ('en', 'informal', "sept 2020 floods: affected per 100k senegalese (2023 pop)?"),
], {'approx_numbers': [[round(_A20 / NATIONAL[2023] * 100000, 2), 0.02]]},
    f"{F_EV} SEN-2020-01 people_affected {_A20} / {F_DEPT} sum 2023 {NATIONAL[2023]} x 100,000 = "
    f"{_A20 / NATIONAL[2023] * 100000:.2f}.")

SUSPECT = [c for c in COMMUNES if c['code'] in SUSPECT_PROJ and not c['dup']]
CAVEAT = ('(suspect|prudence|caution|incoh|errone|invers|swap|permut|echang|doute|attention|'
          'caveat|differ|fiab|reliab|anomal|incorrect|wrong|questionable|douteu|verifi)')


@shape('value', 'w7_val_suspect_projection', [
    ('fr', 'formal', "Quelle est la population projetée de la commune {de_c} en {y} selon "
                     "l'ANSD ?"),
    ('fr', 'noacc', "projection ANSD {y} pour la commune {c} ?"),
    ('en', 'formal', "What is the ANSD projected population of the commune of {c} in {y}?"),
])
def suspect_projection(rng, ctx):
    c = rng.choice(SUSPECT)
    y = rng.choice([2026, 2028, 2030])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'y': y}, 'c'),
            'expect': {'numbers': [c['proj'][y]], 'pattern': CAVEAT},
            'why': f"{F_PROJ} {c['code']} {c['name']} {y} {c['proj'][y]} as published; its 2023 "
                   f"row ({c['proj'][2023]}) differs from the census ({c['census']['_T']}, "
                   f"{F_SEX}) and equals another commune's: the later years are suspect and "
                   "are quoted with that caveat."}


@shape('level_name', 'w7_lvl_region_of_commune', [
    ('fr', 'formal', "Dans quelle région se trouve la commune {de_c} ?"),
    ('fr', 'sms', "commune {c} c ds kel region ?"),
    ('en', 'formal', "Which region is the commune of {c} in?"),
])
def region_of_commune(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    if key(c['name']) == key(c['region']) or key(c['name']) == key(c['dept']):
        return None
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'names': [key(c['region'])]},
            'why': f"admin/ansd_area_codes_regions_departments_communes.csv {c['code']} "
                   f"{c['name']}: department {c['dept']}, region {c['region']}."}


@shape('ocha2020', 'w7_oc_arr_women_share', [
    ('fr', 'formal', "Selon OCHA 2020, quelle est la part des femmes dans l'arrondissement {de_a} "
                     "?"),
    ('en', 'formal', "Per OCHA 2020, what is the women's share of the population of {a} "
                     "arrondissement?"),
    ('en', 'informal', "{a} arrondissement, % women (OCHA 2020)?"),
])
def arr_women_share(rng, ctx):
    a = rng.choice(OCHA3_UNIQUE)
    v = pct(a['Female'], a['Total'])
    return {'fill': with_de(ctx, {'a': a['name']}, 'a'),
            'expect': {'approx_numbers': [[v, 0.005]], 'names': [key(a['name'])]},
            'why': f"{F_ADM3} {a['name']} Female {a['Female']} / Total {a['Total']} = {v} %."}


U20 = BANDS[:4]


@shape('ocha2020', 'w7_oc_dept_under20', [
    ('fr', 'formal', "Selon OCHA 2020, combien de jeunes de moins de 20 ans vivent dans {dw}, et "
                     "quelle part de la population cela représente-t-il ?"),
    ('en', 'formal', "Per OCHA 2020, how many people under 20 live in {dw}, and what share of the "
                     "population is that?"),
    ('en', 'typo', "under 20s in {dw} per OCHA 2020, number and %?"),
])
def dept_under20(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in OCHA_NOT_COMPARABLE])
    o = ocha2_of(d['name'])
    n = sum(o[b] for b in U20)
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'numbers': [n], 'approx_numbers': [[pct(n, o['Total']), 0.01]]},
            'why': f"{F_O2} {o['name']} " + ' + '.join(f"{b} {o[b]}" for b in U20)
                   + f" = {n}; / Total {o['Total']} = {pct(n, o['Total'])} %."}
