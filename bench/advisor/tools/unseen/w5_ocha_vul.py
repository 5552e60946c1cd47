"""Fifth wave, kinds `ocha2020` (the country's OCHA 2020 total by sex and its under-15 share,
people aged 15 and over or 80 and over in a place, the women's share, the most populated
arrondissement of a department) and `vulnerability` (water against
electricity in one region, people behind a severe food-insecurity rate, households without
drinking water, a region's gap to Dakar, the milieu where floods hit most households)."""
from collections import defaultdict

from .data import (BANDS, DEPTS, F_REG, F_SHK, F_VUL, OCHA1, OCHA3, REGION, SHOCKS, VUL, key,
                   ocha2_of)
from .w3_common import any_ocha_place, bsum, in_where, where
from .w5_common import F_ADM3, F_O1, F_O2, fixed, lang_i, pct, shape

NAT = {k: sum(o[k] for o in OCHA1.values()) for k in ['Total', 'Female', 'Male'] + BANDS}


def src(level):
    return F_O1 if level == 'region' else F_O2


fixed('ocha2020', 'w5_oc_national_sex', [
    ('fr', 'formal', "Selon les estimations OCHA de 2020, combien d'habitants comptait le Sénégal, "
                     "dont combien de femmes et d'hommes ?"),
    ('fr', 'sms', "ocha 2020 pop senegal total femmes hommes"),
    ('en', 'formal', "According to OCHA's 2020 estimates, how many people lived in Senegal, and "
                     "how "
                     "many were women and men?"),
], {'numbers': [NAT['Total'], NAT['Female'], NAT['Male']]},
    f"{F_O1} summed over the 14 regions: Total {NAT['Total']}, Female {NAT['Female']}, Male "
    f"{NAT['Male']} (a 2020 projection from the 2013 census, not the 2023 census).")

U15 = bsum(NAT, BANDS[:3])
fixed('ocha2020', 'w5_oc_national_u15_share', [
    ('fr', 'formal', "Quelle part de la population du Sénégal a moins de 15 ans d'après les "
                     "données OCHA 2020 ?"),
    ('fr', 'informal', "les moins de 15 ans, c'est quel % du pays selon OCHA 2020 ?"),
    ('en', 'formal', "What share of Senegal's population is under 15, according to OCHA 2020?"),
    ('en', 'typo', "% of poeple under 15 in Senegal, OCHA 2020 data"),
], {'approx_numbers': [[pct(U15, NAT['Total']), 0.02]]},
    f"{F_O1} summed: T_00_04 + T_05_09 + T_10_14 = {U15} / Total {NAT['Total']} = "
    f"{pct(U15, NAT['Total'])} %.")


@shape('ocha2020', 'w5_oc_15_and_over', [
    ('fr', 'formal', "Combien de personnes de 15 ans et plus vivent {iw} selon OCHA 2020 ?"),
    ('fr', 'informal', "les 15 ans et plus {iw}, ça fait combien d'après OCHA 2020 ?"),
    ('fr', 'long', "Nous formons des volontaires adultes et adolescents {iw}. Combien de personnes "
                   "de 15 ans et plus y vivent selon OCHA 2020 ?"),
    ('en', 'formal', "How many people aged 15 and over live {iw} according to OCHA 2020?"),
    ('en', 'informal', "15+ population {iw}, OCHA 2020?"),
])
def fifteen_and_over(rng, ctx):
    name, row, level = any_ocha_place(rng)
    v = bsum(row, BANDS[3:])
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [v], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} T_15_19..T_80plus = {v} (= Total {row['Total']} - "
                   f"under-15 {bsum(row, BANDS[:3])})."}


@shape('ocha2020', 'w5_oc_80_and_over', [
    ('fr', 'formal', "Combien de personnes de 80 ans et plus vivent {iw} selon les estimations "
                     "OCHA 2020 ?"),
    ('fr', 'long', "En cas d'évacuation, les personnes très âgées ont besoin d'une aide dédiée. "
                   "Combien de personnes de 80 ans ou plus compte {w} d'après OCHA 2020 ?"),
    ('fr', 'sms', "80 ans et + {iw} ocha 2020 cb"),
    ('en', 'formal', "How many people aged 80 and over live {iw} according to OCHA 2020?"),
    ('en', 'long', "Evacuation plans need a count of the very old. How many people aged 80+ live "
                   "{iw}, per OCHA 2020?"),
])
def eighty_and_over(rng, ctx):
    name, row, level = any_ocha_place(rng)
    return {'fill': {'iw': in_where(ctx, name, level), 'w': where(ctx, name, level)},
            'expect': {'numbers': [row['T_80plus']], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} T_80plus = {row['T_80plus']}."}


@shape('ocha2020', 'w5_oc_women_share', [
    ('fr', 'formal', "Quelle est la proportion de femmes {iw} selon OCHA 2020 ?"),
    ('fr', 'noacc', "part des femmes {iw}, chiffres OCHA 2020, en %"),
    ('en', 'formal', "What percentage of the population {iw} is female according to OCHA 2020?"),
    ('en', 'informal', "% women {iw}, OCHA 2020?"),
])
def women_share(rng, ctx):
    name, row, level = any_ocha_place(rng)
    v = pct(row['Female'], row['Total'])
    return {'fill': {'iw': in_where(ctx, name, level)},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} Female {row['Female']} / Total {row['Total']} = "
                   f"{v} %."}


_ARR = defaultdict(list)
for _a in OCHA3.values():
    _ARR[_a['parent']].append(_a)


@shape('ocha2020', 'w5_oc_biggest_arrondissement', [
    ('fr', 'formal', "Quel est l'arrondissement le plus peuplé du département de {d} selon OCHA "
                     "2020, et combien d'habitants compte-t-il ?"),
    ('fr', 'informal', "dans le département de {d}, c'est quel arrondissement le plus gros (OCHA "
                       "2020) ?"),
    ('en', 'formal', "Which is the most populated arrondissement of {d} department according to "
                     "OCHA 2020, and how many people live there?"),
    ('en', 'long', "We plan one distribution point per arrondissement in {d} department and will "
                   "start with the largest. Which one is it, and its population per OCHA 2020?"),
])
def biggest_arrondissement(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in ('Pikine', 'Keur Massar')
                    and len(_ARR[ocha2_of(d['name'])['name']]) >= 2])
    arr = sorted(_ARR[ocha2_of(d['name'])['name']], key=lambda a: -a['Total'])
    top = arr[0]
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'names': [key(top['name'].replace('/', ' '))], 'numbers': [top['Total']]},
            'why': f"{F_ADM3} ADM2_FR {ocha2_of(d['name'])['name']}, Total: " + ', '.join(
                f"{a['name']} {a['Total']}" for a in arr) + '.'}


@shape('vulnerability', 'w5_vul_water_vs_elec', [
    ('fr', 'formal', "Dans la région de {r}, les ménages ont-ils plus souvent accès à l'eau "
                     "potable "
                     "qu'à l'électricité ? Donnez les deux taux."),
    ('fr', 'informal', "{r} : l'eau potable ou l'électricité, qu'est-ce qui manque le plus aux "
                       "ménages ?"),
    ('fr', 'abbr', "Rég. de {r} : accès eau potable vs électricité (% des ménages, EHCVM) ?"),
    ('en', 'formal', "In {r} region, do more households have drinking water than electricity? Give "
                     "both rates."),
    ('en', 'informal', "{r}: water access vs electricity access?"),
])
def water_vs_elec(rng, ctx):
    r = rng.choice(sorted(VUL))
    w = VUL[r]['drinking_water_access_households_pct']
    e = VUL[r]['electricity_access_households_pct']
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[w, 0.01], [e, 0.01]], 'names': [key(r)]},
            'why': f"{F_VUL} {r}: drinking water {w} %, electricity {e} % ("
                   + ('water higher' if w > e else 'electricity higher') + ')'}


@shape('vulnerability', 'w5_vul_people_severe', [
    ('fr', 'formal', "En appliquant le taux d'insécurité alimentaire sévère de l'EHCVM à la "
                     "population de 2023, combien de personnes environ seraient concernées dans la "
                     "région de {r} ?"),
    ('fr', 'long', "Pour dimensionner une distribution de vivres dans la région de {r}, j'ai "
                   "besoin "
                   "d'un ordre de grandeur : taux d'insécurité alimentaire sévère appliqué à la "
                   "population recensée en 2023, ça donne combien de personnes ?"),
    ('en', 'formal', "Applying EHCVM's severe food insecurity rate to the 2023 population, roughly "
                     "how many people would be concerned in {r} region?"),
    ('en', 'informal', "{r} region: severe food insecurity rate x 2023 population = how many "
                       "people, roughly?"),
])
def people_severe(rng, ctx):
    r = rng.choice(sorted(VUL))
    p, s = REGION[r]['pop'][2023], VUL[r]['food_insecurity_severe_pct']
    v = round(p * s / 100)
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_REG} {r} pop_2023 {p} x {F_VUL} severe {s} % = {v} (an order of magnitude: "
                   "the rate is of households, applied here to people)."}


@shape('vulnerability', 'w5_vul_no_water', [
    ('fr', 'formal', "Quelle part des ménages de la région de {r} n'a pas accès à l'eau potable ?"),
    ('fr', 'informal', "à {r}, y a quel pourcentage de ménages sans eau potable ?"),
    ('fr', 'sms', "% menages sans eau potable reg {r}"),
    ('en', 'formal', "What share of households in {r} region lacks access to drinking water?"),
    ('en', 'typo', "% of housholds without drinking watter in {r} region"),
])
def no_water(rng, ctx):
    r = rng.choice(sorted(VUL))
    w = VUL[r]['drinking_water_access_households_pct']
    v = round(100 - w, 2)
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_VUL} {r} drinking_water_access_households_pct {w} -> 100 - {w} = {v} %."}


GAPI = {'electricity_access_households_pct': ("l'accès à l'électricité", 'electricity access'),
        'drinking_water_access_households_pct': ("l'accès à l'eau "
                                                 "potable", 'drinking water access')}


@shape('vulnerability', 'w5_vul_gap_to_dakar', [
    ('fr', 'formal', "De combien de points la région de {r} est-elle en retard sur Dakar pour {i} "
                     "des ménages ?"),
    ('fr', 'noacc', "{i} : {r} est à combien de points derrière Dakar ?"),
    ('en', 'formal', "By how many percentage points does {r} region trail Dakar on household {i}?"),
])
def gap_to_dakar(rng, ctx):
    col = rng.choice(sorted(GAPI))
    r = rng.choice([x for x in sorted(VUL) if x != 'Dakar'])
    a, b = VUL['Dakar'][col], VUL[r][col]
    v = round(a - b, 2)
    if v < 1:
        return None
    return {'fill': {'r': ctx.pn(r), 'i': GAPI[col][lang_i(ctx)]},
            'expect': {'approx_numbers': [[v, 0.03]], 'names': [key(r)]},
            'why': f"{F_VUL} {col}: Dakar {a} - {r} {b} = {v} points."}


FL = SHOCKS['inondations']
_TOP = max(('dakar_urban_pct', 'other_urban_pct', 'rural_pct'), key=lambda m: FL[m])
fixed('vulnerability', 'w5_vul_flood_milieu_max', [
    ('fr', 'formal', "Dans quel milieu les inondations touchent-elles la plus grande part des "
                     "ménages : Dakar, les autres villes ou le milieu rural ?"),
    ('fr', 'informal', "les inondations, ça touche plus les ménages de Dakar, des autres villes ou "
                       "du rural ? avec les %"),
    ('en', 'formal', "Where do floods hit the largest share of households: Dakar, other towns or "
                     "rural areas?"),
], {'numbers': [FL['dakar_urban_pct'], FL['other_urban_pct'], FL['rural_pct']]},
    f"{F_SHK} inondations: Dakar {FL['dakar_urban_pct']} %, other urban {FL['other_urban_pct']} %, "
    f"rural {FL['rural_pct']} % -> highest {_TOP} (national {FL['national_pct']} %; the report "
    f"text "
    "gives 7.2 %).")
