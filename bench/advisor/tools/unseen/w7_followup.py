"""Seventh wave, kind `follow_up` (2-3 turns): a region's household size, then its households;
a severe food-insecurity rate, then the people it means; a shock in one milieu, then another, or
then nationally; September 2019's displaced, then their families, then people per family; a
department's census, then OCHA's 2020 figure; a duplicate commune name, then the department
that settles it; a region, then without its largest department; health posts, then how many are
geolocated; water at 15 L, then at the urban 50 L; three departments' total, then their
average; a death toll, then another year's, then the gap; the most populous region in a year,
then its density; households, then people, then tarpaulins; DGPRE, then its stations."""
from .data import (ACTORS, DEPTS, EVENT, F_ACT, F_DEPT, F_EV, F_HC, F_REG, F_SEX, F_SHK, F_VUL,
                   HEALTH, REGION, REGIONS, SHOCKS, VUL, key, ocha2_of, std_value)
from .w6_common import OCHA_NOT_COMPARABLE
from .w7_common import (DUPS, F_STD, HH_SIZE, MILIEU_W, SHOCK_W, dept_w, fixed, lang_i, nz,
                        shape)

F_O2 = 'population/sen_admpop_adm2_2020.csv'


@shape('follow_up', 'w7_fu_hhsize_then_households', [
    ('fr', 'formal', ["Quelle est la taille moyenne des ménages dans la région de {r} ?",
                      "Combien de ménages cela donne-t-il avec la population de 2023 ?"]),
    ('fr', 'sms', ["taille menage reg {r} ?", "et donc cb d menages en 2023 ?"]),
    ('en', 'formal', ["What is the average household size in {r} region?",
                      "How many households does that give with the 2023 population?"]),
])
def hhsize_then_households(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    p = REGION[r]['pop'][2023]
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[round(p / HH_SIZE[r]), 0.01]]},
            'why': f"{F_STD} CRS-01 note {r} {HH_SIZE[r]}; {F_REG} pop_2023 {p} / {HH_SIZE[r]} = "
                   f"{p / HH_SIZE[r]:.0f}."}


FS = 'food_insecurity_severe_pct'


@shape('follow_up', 'w7_fu_severe_then_people', [
    ('fr', 'formal', ["Quel est le taux d'insécurité alimentaire sévère dans la région de {r} ?",
                      "Et cela fait combien de personnes, avec la population de {y} ?"]),
    ('en', 'formal', ["What is the severe food insecurity rate in {r} region?",
                      "And how many people is that, with the {y} population?"]),
    ('en', 'informal', ["severe food insecurity {r}?", "so how many people in {y}?"]),
])
def severe_then_people(rng, ctx):
    r = rng.choice(sorted(VUL))
    y = rng.choice([2023, 2025, 2030])
    v = round(REGION[r]['pop'][y] * VUL[r][FS] / 100)
    return {'fill': {'r': ctx.pn(r), 'y': y}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_VUL} {r} {FS} {VUL[r][FS]} % x {F_REG} pop_{y} {REGION[r]['pop'][y]} = "
                   f"{v} (turn 1: {VUL[r][FS]})."}


@shape('follow_up', 'w7_fu_shock_then_milieu', [
    ('fr', 'formal', ["Quelle part des ménages a subi {s} {m1} ?", "Et {m2} ?"]),
    ('fr', 'informal', ["{s} {m1}, ça touche combien de ménages en % ?", "et {m2} ?"]),
    ('en', 'formal', ["What share of households faced {s} {m1}?", "And {m2}?"]),
    ('en', 'informal', ["{s} {m1} — % of households?", "{m2}?"]),
])
def shock_then_milieu(rng, ctx):
    s = rng.choice(sorted(SHOCK_W))
    m1, m2 = rng.sample(sorted(MILIEU_W), 2)
    i = lang_i(ctx)
    return {'fill': {'s': SHOCK_W[s][i], 'm1': MILIEU_W[m1][i], 'm2': MILIEU_W[m2][i]},
            'expect': {'numbers': [SHOCKS[s][m2]]},
            'why': f"{F_SHK} {s} {m2} {SHOCKS[s][m2]} (turn 1: {m1} {SHOCKS[s][m1]})."}


E19 = EVENT['SEN-2019-01']
fixed('follow_up', 'w7_fu_2019_displaced_families', [
    ('fr', 'formal', ["Combien de personnes ont été déplacées par les inondations de septembre "
                      "2019 ?", "Et combien de familles cela représentait-il ?",
                      "Ça fait combien de personnes par famille ?"]),
    ('en', 'formal', ["How many people were displaced by the September 2019 floods?",
                      "And how many families was that?", "So how many people per family?"]),
    ('en', 'informal', ["displaced sept 2019?", "how many families?", "people per family then?"]),
], {'approx_numbers': [[round(E19['people_displaced'] / E19['families_displaced'], 2), 0.02]]},
    f"{F_EV} SEN-2019-01 people_displaced {E19['people_displaced']} / families_displaced "
    f"{E19['families_displaced']} = {E19['people_displaced'] / E19['families_displaced']:.2f}.")

OKD = [d for d in DEPTS if d['name'] not in OCHA_NOT_COMPARABLE and ocha2_of(d['name'])]


@shape('follow_up', 'w7_fu_census_then_ocha', [
    ('fr', 'formal', ["Quelle est la population {de_dw} au recensement de 2023 ?",
                      "Et quelle était l'estimation d'OCHA pour 2020 ?"]),
    ('fr', 'noacc', ["pop {de_dw} rgph 2023 ?", "et selon OCHA 2020 ?"]),
    ('en', 'formal', ["What is the 2023 census population of {dw}?",
                      "And what did OCHA estimate for 2020?"]),
])
def census_then_ocha(rng, ctx):
    d = rng.choice(OKD)
    o = ocha2_of(d['name'])
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw},
            'expect': {'numbers': [o['Total']]},
            'why': f"{F_O2} {o['name']} Total {o['Total']} (OCHA 2020; turn 1: {F_DEPT} "
                   f"{d['pop'][2023]})."}


@shape('follow_up', 'w7_fu_dup_then_dept', [
    ('fr', 'formal', ["Quelle est la population de la commune de {c} au recensement de 2023 ?",
                      "Je parle de celle du département de {d}."]),
    ('fr', 'informal', ["{c}, combien d'habitants en 2023 ?", "celle de {d} je veux dire"]),
    ('en', 'formal', ["What was the population of the commune of {c} at the 2023 census?",
                      "I mean the one in {d} department."]),
])
def dup_then_dept(rng, ctx):
    c = rng.choice(DUPS[rng.choice(sorted(DUPS))])
    return {'fill': {'c': ctx.pn(c['name']), 'd': ctx.pn(c['dept'])},
            'expect': {'numbers': [c['census']['_T']]},
            'why': f"{F_SEX} {c['code']} {c['name']} ({c['dept']}) {c['census']['_T']}; the name "
                   "exists twice, the second turn settles it."}


@shape('follow_up', 'w7_fu_region_then_without_largest', [
    ('fr', 'formal', ["Quelle est la population de la région de {r} en {y} ?",
                      "Et sans son département le plus peuplé ?"]),
    ('en', 'formal', ["What is {r} region's population in {y}?",
                      "And without its most populous department?"]),
    ('en', 'informal', ["{r} region pop {y}?", "minus its biggest dept?"]),
])
def region_then_without_largest(rng, ctx):
    r = rng.choice([x for x in REGIONS if len(x['depts']) >= 3])
    y = rng.choice(range(2023, 2031))
    big = max(r['depts'], key=lambda d: d['pop'][y])
    v = r['pop'][y] - big['pop'][y]
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [v], 'names': [key(big['name'])]},
            'why': f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} - {F_DEPT} {big['name']} "
                   f"{big['pop'][y]} (largest) = {v}."}


@shape('follow_up', 'w7_fu_posts_then_geolocated', [
    ('fr', 'formal', ["Combien de postes de santé compte la région de {r} ?",
                      "Et combien d'entre eux sont géolocalisés ?"]),
    ('fr', 'abbr', ["Nb de PS dans la rég. de {r} ?", "Dont combien géolocalisés ?"]),
    ('en', 'formal', ["How many health posts does {r} region have?",
                      "And how many of them are geolocated?"]),
])
def posts_then_geolocated(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    n, g = HEALTH[r]['poste de sante']
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'numbers': [g]},
            'why': f"{F_HC} {r} poste de sante n_geolocated {g} (of {n})."}


WAT, URB = std_value('WAT-01'), std_value('WAT-04')


@shape('follow_up', 'w7_fu_water_then_urban', [
    ('fr', 'formal', ["De combien d'eau par jour ont besoin {n} sinistrés selon la norme de "
                      "base ?", "Et si l'on applique la norme urbaine ?"]),
    ('fr', 'sms', ["eau/jour pr {n} sinistres ?", "et avec la norme urbaine ?"]),
    ('en', 'formal', ["How much water a day do {n} affected people need at the basic standard?",
                      "And at the urban standard?"]),
])
def water_then_urban(rng, ctx):
    n = rng.choice([1800, 3250, 5400, 8100])
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'any_numbers': [[nz(n * URB), nz(n * URB / 1000)]]},
            'why': f"{F_STD} WAT-04 urban {URB:g} L x {n} = {n * URB:g} L (turn 1: WAT-01 "
                   f"{WAT:g} L -> {n * WAT:g})."}


@shape('follow_up', 'w7_fu_sum_then_average', [
    ('fr', 'formal', ["Quelle population comptent ensemble les départements de {a}, {b} et {c} "
                      "en {y} ?", "Et en moyenne par département ?"]),
    ('en', 'formal', ["What population do {a}, {b} and {c} departments have together in {y}?",
                      "And on average per department?"]),
    ('en', 'informal', ["{a} + {b} + {c} depts, pop {y}?", "average per dept?"]),
])
def sum_then_average(rng, ctx):
    ds = rng.sample(DEPTS, 3)
    y = rng.choice(range(2023, 2031))
    s = sum(d['pop'][y] for d in ds)
    return {'fill': {'a': ctx.pn(ds[0]['name']), 'b': ctx.pn(ds[1]['name']),
                     'c': ctx.pn(ds[2]['name']), 'y': y},
            'expect': {'approx_numbers': [[nz(s / 3, 1), 0.001]]},
            'why': f"{F_DEPT} pop_{y}: " + ' + '.join(f"{d['name']} {d['pop'][y]}" for d in ds)
                   + f" = {s}; / 3 = {s / 3:.1f}."}


DEATHS = {e: EVENT[e]['deaths'] for e in ('SEN-2016-02', 'SEN-2019-01', 'SEN-2020-01',
                                          'SEN-2022-01')}
LBL = {'SEN-2016-02': ('la tempête de septembre 2016', 'the September 2016 storm'),
       'SEN-2019-01': ('les inondations de septembre 2019', 'the September 2019 floods'),
       'SEN-2020-01': ('les inondations de septembre 2020', 'the September 2020 floods'),
       'SEN-2022-01': ("les inondations d'août 2022", 'the August 2022 floods')}


@shape('follow_up', 'w7_fu_deaths_then_other_then_gap', [
    ('fr', 'informal', ['{a}, ça a fait combien de morts ?', 'et {b} ?', "donc l'écart ?"]),
    ('fr', 'formal', ["Combien de morts ont fait {a} ?", "Et {b} ?",
                      "Quelle différence entre les deux ?"]),
    ('en', 'formal', ["How many deaths did {a} cause?", "And {b}?",
                      "What's the difference between the two?"]),
])
def deaths_then_gap(rng, ctx):
    a, b = rng.sample(sorted(DEATHS), 2)
    if DEATHS[a] == DEATHS[b]:
        return None
    i = lang_i(ctx)
    return {'fill': {'a': LBL[a][i], 'b': LBL[b][i]},
            'expect': {'numbers': [abs(DEATHS[a] - DEATHS[b])]},
            'why': f"{F_EV} deaths: {a} {DEATHS[a]}, {b} {DEATHS[b]} -> "
                   f"{abs(DEATHS[a] - DEATHS[b])}."}


@shape('follow_up', 'w7_fu_top_region_then_density', [
    ('fr', 'formal', ["Quelle est la région la plus peuplée du Sénégal en {y}, derrière Dakar ?",
                      "Et quelle est sa densité ?"]),
    ('en', 'formal', ["Which is Senegal's most populous region in {y} after Dakar?",
                      "And what is its density?"]),
    ('en', 'informal', ["2nd biggest region in {y}?", "density?"]),
])
def top_region_then_density(rng, ctx):
    y = rng.choice(range(2023, 2031))
    r = sorted(REGIONS, key=lambda x: -x['pop'][y])[1]
    v = round(r['pop'][y] / r['area'], 1)
    return {'fill': {'y': y}, 'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG} second largest in {y}: {r['name']} {r['pop'][y]} / area "
                   f"{r['area']:.1f} km² (sum of its departments) = {v} per km²."}


@shape('follow_up', 'w7_fu_households_people_tarps', [
    ('fr', 'formal', ["{h} ménages ont été sinistrés dans la région de {r}. Combien de personnes "
                      "cela fait-il, à la taille moyenne des ménages de la région ?",
                      "Et combien de bâches faut-il pour ces ménages avec le kit standard ?"]),
    ('fr', 'informal', ["{h} ménages touchés à {r}, ça fait combien de gens ?",
                        "et en bâches, il en faut combien ?"]),
    ('en', 'formal', ["{h} households were affected in {r} region. How many people is that at "
                      "the region's household size?",
                      "And how many tarpaulins do those households need with the standard kit?"]),
])
def households_people_tarps(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    h = rng.choice([120, 275, 480, 730])
    return {'fill': {'h': ctx.nf(h), 'r': ctx.pn(r)}, 'expect': {'numbers': [2 * h]},
            'why': f"{F_STD} SHE-03 2 tarpaulins per household x {h} = {2 * h} (turn 1: CRS-01 "
                   f"{r} {HH_SIZE[r]} -> {h * HH_SIZE[r]} people)."}


_DG = ACTORS['ACT-10']
assert '72 hydrological stations' in _DG['mandate_en']
fixed('follow_up', 'w7_fu_dgpre_then_stations', [
    ('fr', 'formal', ["Qu'est-ce que la DGPRE ?", "Combien de stations hydrologiques suit-elle ?"]),
    ('fr', 'informal', ["c'est quoi la DGPRE ?", "elle a combien de stations ?"]),
    ('en', 'formal', ["What is DGPRE?", "How many hydrological stations does it run?"]),
], {'numbers': [72]},
    f"{F_ACT} ACT-10 DGPRE: 72 hydrological stations (Senegal, Gambia, Casamance, Kayanga, Sine "
    "Saloum, coastal basins).")
