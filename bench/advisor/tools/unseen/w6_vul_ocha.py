"""Sixth wave, kinds `vulnerability` (the severe share of food insecurity, the spread between the
most and least food-insecure regions, how many times more rural households face a shock than in
Dakar, the flood shock's two published figures, the profile of a region an event hit, two shocks
that weigh the same nationally, people without electricity) and `ocha2020` (adolescents, young
people 15-34, people aged 15-59, the arrondissement of a department with the most under-5s, an
arrondissement's part of its department, the ageing index)."""
from collections import defaultdict

from .data import (BANDS, DEPT, DEPTS, F_REG, F_SHK, F_VUL, OCHA3, REGION, SHOCKS, VUL, key,
                   ocha2_of, rows)
from .w3_common import any_ocha_place, bsum, in_where
from .w6_common import F_ADM3, F_O1, F_O2, OCHA_TO_ANSD, assert_in, fixed, lang_i, pct, shape


@shape('vulnerability', 'w6_vul_severe_among_insecure', [
    ('fr', 'formal', "Dans la région de {r}, parmi les ménages en insécurité alimentaire (modérée "
                     "ou sévère), quelle proportion l'est sévèrement ?"),
    ('fr', 'informal', "à {r}, sur les ménages en insécurité alimentaire, c'est quoi la part des "
                       "cas "
                       "sévères ?"),
    ('en', 'formal', "In {r} region, among households in moderate or severe food insecurity, what "
                     "proportion are severely food insecure?"),
    ('en', 'typo', "{r} regin: what part of food insecure housholds are severe cases"),
])
def severe_among_insecure(rng, ctx):
    r = rng.choice(sorted(VUL))
    s, m = VUL[r]['food_insecurity_severe_pct'], VUL[r]['food_insecurity_moderate_or_severe_pct']
    v = pct(s, m, 1)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.03]], 'names': [key(r)]},
            'why': f"{F_VUL} {r}: severe {s} / moderate or severe {m} = {v} %."}


FI = 'food_insecurity_moderate_or_severe_pct'
_FS = sorted(VUL, key=lambda r: -VUL[r][FI])
fixed('vulnerability', 'w6_vul_food_spread', [
    ('en', 'informal', "biggest gap between regions on food insecurity (moderate or severe)? "
                       "which ones, how many points?"),
    ('fr', 'long', "Pour un éditorial sur les inégalités régionales, j'aimerais l'écart en points "
                   "entre la région la plus et la moins touchée par l'insécurité alimentaire, "
                   "selon l'EHCVM."),
    ('en', 'formal', "What gap separates the region most affected by moderate or severe food "
                     "insecurity from the least affected one, and which regions are they?"),
], {'names': [key(_FS[0]), key(_FS[-1])],
    'approx_numbers': [[round(VUL[_FS[0]][FI] - VUL[_FS[-1]][FI], 1), 0.02]]},
    f"{F_VUL} {FI}: highest {_FS[0]} {VUL[_FS[0]][FI]}, lowest {_FS[-1]} {VUL[_FS[-1]][FI]} -> "
    f"{VUL[_FS[0]][FI] - VUL[_FS[-1]][FI]:.1f} points.")

SK = {'prix_eleves_intrants_agricoles': ('la hausse du prix des intrants agricoles',
                                         'high farm input prices'),
      'prix_eleves_produits_alimentaires': ('la hausse des prix alimentaires', 'high food prices'),
      'maladie_grave_ou_accident_membre': ("la maladie grave ou l'accident d'un membre du ménage",
                                           "a member's serious illness or accident")}


@shape('vulnerability', 'w6_vul_rural_vs_dakar', [
    ('fr', 'formal', "Les ménages ruraux subissent-ils {s} plus souvent que ceux de Dakar ? De "
                     "combien de fois, selon l'EHCVM 2021-2022 ?"),
    ('fr', 'noacc', "{s} : menages ruraux vs Dakar, combien de fois plus ?"),
    ('en', 'formal', "Do rural households face {s} more often than Dakar households? How many "
                     "times more, per EHCVM 2021-2022?"),
])
def rural_vs_dakar(rng, ctx):
    k = rng.choice(sorted(SK))
    a, b = SHOCKS[k]['rural_pct'], SHOCKS[k]['dakar_urban_pct']
    v = round(a / b, 2)
    return {'fill': {'s': SK[k][lang_i(ctx)]},
            'expect': {'numbers': [a, b], 'approx_numbers': [[v, 0.03]]},
            'why': f"{F_SHK} {k}: rural {a} % / Dakar {b} % = {v} times."}


FL = SHOCKS['inondations']
_CAVEAT = ' '.join(r['caveat'] for r in rows(F_SHK))
assert_in(_CAVEAT, 7.2, FL['national_pct'])
fixed('vulnerability', 'w6_vul_flood_two_figures', [
    ('en', 'informal', "EHCVM floods: is it 7.2% or 8.2% of households? I'm confused"),
    ('fr', 'informal', "inondations dans l'EHCVM : c'est 7,2 ou 8,2 % des ménages ? je m'y perds"),
    ('en', 'formal', "The EHCVM 2021-2022 report text says 7.2% of households were hit by floods, "
                     "but I've also seen 8.2%. Which is right?"),
], {'numbers': [FL['national_pct'], 7.2]},
    f"{F_SHK} inondations national_pct {FL['national_pct']} (Table VIII-2); caveat: the report "
    "text "
    "p.96 gives 7.2 % (transcriber's note): both published, the table value is kept.")

HIT_REGION = {'SEN-2016-01': ('Kaffrine', "frappée par les inondations de juillet 2016",
                              'hit by the July 2016 floods'),
              'SEN-2024-02': ('Matam', 'touchée par la crue du fleuve de 2024',
                              'hit by the 2024 river flood'),
              'SEN-2016-02': ('Saint-Louis', 'touchée par la tempête de septembre 2016',
                              'hit by the September 2016 storm')}
IND = {'food_insecurity_severe_pct': ("le taux d'insécurité alimentaire sévère",
                                      'the severe food insecurity rate'),
       'households_with_shock_last_3y_pct': ("la part des ménages ayant subi un choc en 3 ans",
                                             'the share of households hit by a shock in 3 years'),
       'drinking_water_access_households_pct': ("l'accès des ménages à l'eau potable",
                                                'household access to drinking water')}


@shape('vulnerability', 'w6_vul_hit_region', [
    ('fr', 'formal', "La région de {r}, {hf}, quel est {i} selon l'EHCVM 2021-2022 ?"),
    ('fr', 'long', "Nous préparons le relèvement dans la région de {r}, {hf}. Pour situer la "
                   "vulnérabilité de départ, quel est {i} ?"),
    ('en', 'formal', "{r} region, {he}: what is {i} according to EHCVM 2021-2022?"),
])
def hit_region(rng, ctx):
    eid = rng.choice(sorted(HIT_REGION))
    r, hf, he = HIT_REGION[eid]
    col = rng.choice(sorted(IND))
    return {'fill': {'r': ctx.pn(r), 'hf': hf, 'he': he, 'i': IND[col][lang_i(ctx)]},
            'expect': {'approx_numbers': [[VUL[r][col], 0.01]], 'names': [key(r)]},
            'why': f"{F_VUL} {r} {col} {VUL[r][col]} ({eid} hit the region)."}


IL, DE = SHOCKS['maladie_grave_ou_accident_membre'], SHOCKS['deces_membre']
assert IL['national_pct'] == DE['national_pct']
fixed('vulnerability', 'w6_vul_illness_vs_death', [
    ('en', 'informal', "serious illness or death of a relative: which shock hits more households "
                       "in Senegal?"),
    ('fr', 'informal', "maladie grave ou décès d'un proche : c'est quoi le choc le plus fréquent "
                       "pour les ménages au Sénégal ?"),
    ('en', 'formal', "Nationally, are households more often hit by a member's serious illness or "
                     "by "
                     "a member's death?"),
], {'numbers': [IL['national_pct']], 'pattern': '(meme|egal|autant|identique|same|equal|both|'
                                                'identical|as (often|many))'},
    f"{F_SHK} national_pct: maladie_grave_ou_accident_membre {IL['national_pct']} %, deces_membre "
    f"{DE['national_pct']} %: the same share (they differ by milieu).")


@shape('vulnerability', 'w6_vul_people_without_elec', [
    ('fr', 'formal', "En appliquant le taux d'accès à l'électricité de l'EHCVM à la population de "
                     "2023, combien de personnes environ vivent sans électricité dans la région de "
                     "{r} ?"),
    ('fr', 'sms', "reg {r} : cb d pers sans electricite (taux ehcvm x pop 2023) ?"),
    ('en', 'formal', "Applying EHCVM's electricity access rate to the 2023 population, roughly how "
                     "many people live without electricity in {r} region?"),
])
def people_without_elec(rng, ctx):
    r = rng.choice(sorted(VUL))
    e, p = VUL[r]['electricity_access_households_pct'], REGION[r]['pop'][2023]
    v = round(p * (100 - e) / 100)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_REG} {r} pop_2023 {p} x (100 - {F_VUL} electricity {e}) % = {v} (an order "
                   "of "
                   "magnitude: a household rate applied to people)."}


def src(level):
    return F_O1 if level == 'region' else F_O2


AGES = {'adol': (BANDS[2:4], 'adolescents de 10 à 19 ans', 'adolescents aged 10-19'),
        'youth': (BANDS[3:7], 'jeunes de 15 à 34 ans', 'young people aged 15-34'),
        'work': (BANDS[3:12], 'personnes de 15 à 59 ans', 'people aged 15-59')}


@shape('ocha2020', 'w6_oc_age_groups', [
    ('fr', 'formal', "D'après les estimations OCHA 2020, quel est le nombre {a} {iw} ?"),
    ('fr', 'long', "Nous montons un programme de volontariat et de sensibilisation {iw}. Combien "
                   "{a} y vivent d'après OCHA 2020 ?"),
    ('en', 'formal', "How many {a} live {iw} according to OCHA's 2020 estimates?"),
    ('en', 'informal', "{a} {iw}? OCHA 2020 numbers"),
])
def age_groups(rng, ctx):
    g = rng.choice(sorted(AGES))
    bands, fr, en = AGES[g]
    name, row, level = any_ocha_place(rng)
    v = bsum(row, bands)
    a = ("d'" + fr) if ctx.lang == 'fr' else en
    if ctx.lang == 'fr' and fr.startswith(('personnes', 'jeunes')):
        a = 'de ' + fr
    return {'fill': {'a': a, 'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [v], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} " + ' + '.join(f"{b} {row[b]}" for b in bands)
                   + f" = {v}."}


_ARR = defaultdict(list)
for _a in OCHA3.values():
    _ARR[_a['parent']].append(_a)
_DA = [d for d in DEPTS if d['name'] not in ('Pikine', 'Keur Massar') and ocha2_of(d['name'])
       and len(_ARR[ocha2_of(d['name'])['name']]) >= 2]


@shape('ocha2020', 'w6_oc_arr_most_u5', [
    ('en', 'informal', "{d} dept: which arrondissement has the most under-5s (OCHA 2020)?"),
    ('fr', 'informal', "département de {d} : c'est dans quel arrondissement qu'il y a le plus de "
                       "moins de 5 ans (OCHA 2020) ?"),
    ('en', 'formal', "In {d} department, which arrondissement has the most children under 5 "
                     "according to OCHA 2020, and how many?"),
])
def arr_most_u5(rng, ctx):
    d = rng.choice(_DA)
    arr = sorted(_ARR[ocha2_of(d['name'])['name']], key=lambda a: -a['T_00_04'])
    if arr[0]['T_00_04'] < 1.03 * arr[1]['T_00_04']:
        return None
    top = arr[0]
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'names': [key(top['name'].replace('/', ' '))], 'numbers': [top['T_00_04']]},
            'why': f"{F_ADM3} ADM2_FR {ocha2_of(d['name'])['name']}, T_00_04: " + ', '.join(
                f"{a['name']} {a['T_00_04']}" for a in arr) + '.'}


@shape('ocha2020', 'w6_oc_arr_share_of_dept', [
    ('en', 'typo', "% of {d} departmnet population living in {a} arrondissement, OCHA 2020"),
    ('fr', 'abbr', "Arrdt de {a} : % de la pop. du dépt de {d} (OCHA 2020) ?"),
    ('en', 'formal', "What share of {d} department's population lives in {a} arrondissement, "
                     "according to OCHA 2020?"),
])
def arr_share_of_dept(rng, ctx):
    d = rng.choice(_DA)
    o = ocha2_of(d['name'])
    a = rng.choice([x for x in _ARR[o['name']] if '/' not in x['name']] or [None])
    if a is None:
        return None
    tot = sum(x['Total'] for x in _ARR[o['name']])
    v = pct(a['Total'], o['Total'])
    if abs(tot - o['Total']) > 0.001 * o['Total']:
        return None
    de_a = ("d'" if a['name'][:1].lower() in 'aeiouy' else 'de ') + ctx.pn(a['name'])
    return {'fill': {'d': ctx.pn(d['name']), 'a': ctx.pn(a['name']), 'de_a': de_a},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(a['name'])]},
            'why': f"{F_ADM3} {a['name']} Total {a['Total']} / {F_O2} {o['name']} Total "
                   f"{o['Total']} "
                   f"= {v} % (its arrondissements sum to {tot})."}


@shape('ocha2020', 'w6_oc_ageing_index', [
    ('fr', 'formal', "Quel est l'indice de vieillissement {iw} — personnes de 60 ans et plus pour "
                     "100 jeunes de moins de 15 ans — d'après OCHA 2020 ?"),
    ('fr', 'informal', "{iw}, y a combien de 60 ans et + pour 100 moins de 15 ans (OCHA 2020) ?"),
    ('en', 'formal', "What is the ageing index {iw} — people aged 60+ per 100 children under 15 — "
                     "according to OCHA 2020?"),
])
def ageing_index(rng, ctx):
    name, row, level = any_ocha_place(rng)
    old, young = bsum(row, BANDS[12:]), bsum(row, BANDS[:3])
    v = round(old / young * 100, 1)
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} 60+ (T_60_64..T_80plus) {old} / under 15 "
                   f"(T_00_04..T_10_14) {young} x 100 = {v}."}


_RARR = defaultdict(list)  # OCHA 2020 arrondissements by ANSD region
for _a in OCHA3.values():
    _RARR[DEPT[OCHA_TO_ANSD[_a['parent']]]['region']].append(_a)


@shape('ocha2020', 'w6_oc_region_top_arr', [
    ('fr', 'formal', "Dans la région de {r}, quel arrondissement compte le plus d'habitants "
                     "d'après OCHA 2020, et combien ?"),
    ('fr', 'sms', "arrondissement le + peuple d la reg {r} (ocha 2020) ?"),
    ('en', 'formal', "In {r} region, which arrondissement has the largest population in OCHA's "
                     "2020 figures, and how large is it?"),
    ('en', 'long', "We plan one mobile clinic per arrondissement in {r} region, starting with the "
                   "largest. Which one is it, and its population per OCHA 2020?"),
])
def region_top_arr(rng, ctx):
    r = rng.choice(sorted(_RARR))
    arr = sorted(_RARR[r], key=lambda a: -a['Total'])
    if arr[0]['Total'] < 1.03 * arr[1]['Total']:
        return None
    top = arr[0]
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'names': [key(top['name'].replace('/', ' '))], 'numbers': [top['Total']]},
            'why': f"{F_ADM3} arrondissements of {r}'s departments, Total, highest first: "
                   + ', '.join(f"{a['name']} {a['Total']}" for a in arr[:3]) + '.'}


@shape('ocha2020', 'w6_oc_old_vs_toddlers', [
    ('fr', 'formal', "Y a-t-il plus de personnes de 65 ans et plus que d'enfants de moins de 5 ans "
                     "{iw}, selon OCHA 2020 ? Donnez les deux chiffres."),
    ('fr', 'informal', "{iw}, y a plus de personnes âgées (65 ans et +) ou de moins de 5 ans "
                       "d'après OCHA 2020 ?"),
    ('en', 'formal', "Are there more people aged 65 and over than children under 5 {iw}, per OCHA "
                     "2020? Give both figures."),
    ('en', 'informal', "65+ vs under-5s {iw}, OCHA 2020 — which group is bigger?"),
])
def old_vs_toddlers(rng, ctx):
    name, row, level = any_ocha_place(rng)
    old, u5 = bsum(row, BANDS[13:]), row['T_00_04']
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [old, u5], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} T_65_69..T_80plus {old}; T_00_04 {u5} ("
                   + ('more aged 65+' if old > u5 else 'more under-5s') + ')'}
