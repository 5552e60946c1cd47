"""Eighth wave, kind `ocha2020` (OCHA COD-PS 2020, projections from the 2013 census): a region's
total and women, children under 5 in a department, an arrondissement's total, the share aged 65
and over in a region, children aged 0-14 in a region, the largest arrondissement of a
department, the country's 2020 total and its women, one five-year band in a department, and
(kind `compare`) Pikine in 2020 against Pikine and Keur Massar in 2023."""
from .data import BANDS, DEPT, OCHA1, OCHA3, OCHA3_UNIQUE, ocha2_of
from .w3_common import AGE, bsum, ocha_places
from .w8_common import fixed, pct, region_w, shape, with_de

F_O1 = 'population/sen_admpop_adm1_2020.csv'
F_O2 = 'population/sen_admpop_adm2_2020.csv'
F_O3 = 'population/sen_admpop_adm3_2020.csv'
F_DEPT = 'population/population_ansd_departements_2023_2030.csv'
DEPTS_O = ocha_places('dept')
REGS_O = ocha_places('region')


@shape('ocha2020', 'w8_oc_region_total_women', [
    ('fr', 'formal', "Selon les estimations d'OCHA pour 2020, quelle était la population de {rw}, "
                     "et combien de femmes ?"),
    ('en', 'formal', "Per OCHA's 2020 estimates, what was the population of {rw}, and how many "
                     "women?"),
    ('fr', 'sms', "ocha 2020 {rw} pop + femmes ?"),
])
def region_total_women(rng, ctx):
    n, o, _ = rng.choice(REGS_O)
    return {'fill': {'rw': region_w(ctx, n)}, 'expect': {'numbers': [o['Total'], o['Female']]},
            'why': f"{F_O1} {o['name']} Total {o['Total']}, Female {o['Female']}."}


@shape('ocha2020', 'w8_oc_dept_under5', [
    ('fr', 'formal', "Combien d'enfants de moins de 5 ans comptait le département {de_d} en 2020 "
                     "d'après OCHA ?"),
    ('en', 'informal', "under-5s in {d} department, OCHA 2020?"),
    ('fr', 'noacc', "nombre d'enfants de moins de 5 ans dans le departement {de_d} (OCHA 2020)"),
])
def dept_under5(rng, ctx):
    n, o, _ = rng.choice(DEPTS_O)
    v = bsum(o, AGE['u5'][0])
    return {'fill': with_de(ctx, {'d': ctx.pn(n)}, 'd'), 'expect': {'numbers': [v]},
            'why': f"{F_O2} {o['name']} T_00_04 {v}."}


@shape('ocha2020', 'w8_oc_arr_total', [
    ('fr', 'noacc', "population de l'arrondissement {de_a} en 2020 selon OCHA ?"),
    ('en', 'formal', "What was the population of {a} arrondissement in 2020 according to OCHA?"),
])
def arr_total(rng, ctx):
    a = rng.choice(OCHA3_UNIQUE)
    return {'fill': with_de(ctx, {'a': a['name']}, 'a'), 'expect': {'numbers': [a['Total']]},
            'why': f"{F_O3} {a['name']} ({a['parent']}) Total {a['Total']}."}


@shape('ocha2020', 'w8_oc_region_65plus_share', [
    ('fr', 'formal', "Quelle part de la population de {rw} avait 65 ans ou plus en 2020, selon "
                     "OCHA ?"),
    ('en', 'informal', "{rw}: % aged 65+ in 2020 (OCHA)?"),
])
def region_65plus_share(rng, ctx):
    n, o, _ = rng.choice(REGS_O)
    v = bsum(o, AGE['p65'][0])
    return {'fill': {'rw': region_w(ctx, n)},
            'expect': {'approx_numbers': [[pct(v, o['Total']), 0.02]]},
            'why': f"{F_O1} {o['name']} T_65_69..T_80plus {v} / Total {o['Total']} = "
                   f"{pct(v, o['Total'])} %."}


@shape('ocha2020', 'w8_oc_region_under15', [
    ('fr', 'formal', "Combien d'enfants de 0 à 14 ans vivaient dans {rw} en 2020 selon OCHA ?"),
    ('fr', 'informal', "{rw}, les 0-14 ans en 2020 (OCHA), ça fait combien ?"),
    ('en', 'formal', "How many children aged 0-14 lived in {rw} in 2020 per OCHA?"),
])
def region_under15(rng, ctx):
    n, o, _ = rng.choice(REGS_O)
    v = bsum(o, AGE['u15'][0])
    return {'fill': {'rw': region_w(ctx, n)}, 'expect': {'numbers': [v]},
            'why': f"{F_O1} {o['name']} T_00_04 + T_05_09 + T_10_14 = {v}."}


_BY_DEPT = {}
for _a in OCHA3.values():
    _BY_DEPT.setdefault(_a['parent'], []).append(_a)


@shape('ocha2020', 'w8_oc_largest_arr', [
    ('fr', 'formal', "Quel est l'arrondissement le plus peuplé du département {de_d} selon OCHA "
                     "2020 ?"),
    ('en', 'formal', "Which is the most populous arrondissement of {d} department per OCHA 2020?"),
])
def largest_arr(rng, ctx):
    d = rng.choice(sorted(k for k, v in _BY_DEPT.items() if len(v) >= 3))
    arrs = sorted(_BY_DEPT[d], key=lambda a: -a['Total'])
    if arrs[0]['Total'] < 1.05 * arrs[1]['Total']:
        return None
    return {'fill': with_de(ctx, {'d': ctx.pn(d.replace('\u2019', "'"))}, 'd'),
            'expect': {'names': [arrs[0]['name'].split()[-1] if len(arrs[0]['name'].split()[-1])
                                 >= 4 else arrs[0]['name']], 'numbers': [arrs[0]['Total']]},
            'why': f"{F_O3} {d}: " + ', '.join(f"{a['name']} {a['Total']}" for a in arrs) + '.'}


_NT = sum(o['Total'] for o in OCHA1.values())
_NF = sum(o['Female'] for o in OCHA1.values())
fixed('ocha2020', 'w8_oc_national_2020', [
    ('fr', 'formal', "Quelle était la population totale du Sénégal en 2020 selon OCHA, et combien "
                     "de femmes ?"),
    ('en', 'informal', "senegal total pop 2020 per OCHA, and women?"),
], {'numbers': [_NT, _NF]}, f"{F_O1}: sum of 14 regions Total {_NT}, Female {_NF}.")


@shape('ocha2020', 'w8_oc_dept_band', [
    ('fr', 'formal', "Combien de personnes de {b} vivaient dans le département {de_d} en 2020 "
                     "(OCHA) ?"),
    ('en', 'formal', "How many people aged {b} lived in {d} department in 2020 (OCHA)?"),
])
def dept_band(rng, ctx):
    n, o, _ = rng.choice(DEPTS_O)
    b = rng.choice(BANDS[1:16])
    lo, hi = int(b[2:4]), int(b[5:7])
    w = f'{lo} à {hi} ans' if ctx.lang == 'fr' else f'{lo}-{hi}'
    return {'fill': with_de(ctx, {'d': ctx.pn(n), 'b': w}, 'd'), 'expect': {'numbers': [o[b]]},
            'why': f"{F_O2} {o['name']} {b} {o[b]}."}


_PK = ocha2_of('Pikine')
_A, _B = DEPT['Pikine']['pop'][2023], DEPT['Keur Massar']['pop'][2023]
fixed('compare', 'w8_cmp_pikine_ocha_ansd', [
    ('fr', 'formal', "OCHA donne une population pour Pikine en 2020 : peut-on la comparer à celle "
                     "du recensement de 2023 ?"),
    ('en', 'formal', "OCHA gives Pikine a 2020 population: can it be compared with the 2023 "
                     "census figure?"),
], {'numbers': [_PK['Total'], _A, _B], 'pattern': '(keur massar)'},
    f"{F_O2} Pikine Total {_PK['Total']} still includes Keur Massar (a department since 2021); "
    f"{F_DEPT} 2023 Pikine {_A}, Keur Massar {_B} (together {_A + _B}).")
