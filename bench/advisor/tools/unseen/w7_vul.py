"""Seventh wave, kind `vulnerability` (EHCVM 2021-2022 by region and by milieu): how many times
one region's rate is another's, the region where water and electricity access lie furthest apart,
the two published national water figures and Ziguinchor's two electricity figures, households
hit by a shock / without electricity / moderately food insecure counted with the region's
household size, a department's people at its region's rate, the milieu where food prices outweigh
floods the most, where floods rank among the shocks of a milieu, the regions under the report's
national water rate, households hit by floods nationally under both published rates, people
severely food insecure in two regions together, a region against the 14 regions' plain average,
rural against other towns, and the milieu a shock spares most."""
from .data import DEPTS, F_DEPT, F_REG, F_SHK, F_VUL, REGION, SHOCKS, VUL, key, rows
from .w7_common import (F_STD, HH_SIZE, IND_W, MILIEU_W, ORD_HH, SHOCK_W, assert_in, dept_w,
                        fixed, lang_i, shape)

REGS = sorted(VUL)
_CAV = ' '.join(r['caveat'] for r in rows(F_VUL))
W, E = 'drinking_water_access_households_pct', 'electricity_access_households_pct'
FS, FM = 'food_insecurity_severe_pct', 'food_insecurity_moderate_or_severe_pct'
SH = 'households_with_shock_last_3y_pct'


@shape('vulnerability', 'w7_vul_ratio_two_regions', [
    ('fr', 'formal', "Combien de fois {i} est-elle plus élevée dans la région de {a} que dans "
                     "celle de {b} ?"),
    ('fr', 'informal', "{i} : {a} c'est combien de fois {b} ?"),
    ('en', 'formal', "How many times higher is {i} in {a} region than in {b} region?"),
    ('en', 'typo', "{i}: how many times {b} regin is {a}?"),
])
def ratio_two_regions(rng, ctx):
    col = rng.choice([FS, FM])
    a, b = sorted(rng.sample(REGS, 2), key=lambda r: -VUL[r][col])
    if VUL[a][col] <= VUL[b][col] * 1.15:
        return None
    v = round(VUL[a][col] / VUL[b][col], 2)
    return {'fill': {'i': IND_W[col][lang_i(ctx)], 'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'approx_numbers': [[v, 0.03]], 'numbers': [VUL[a][col], VUL[b][col]]},
            'why': f"{F_VUL} {col}: {a} {VUL[a][col]} / {b} {VUL[b][col]} = {v} times."}


_GAP = sorted(REGS, key=lambda r: -abs(VUL[r][W] - VUL[r][E]))[0]
_G = round(abs(VUL[_GAP][W] - VUL[_GAP][E]), 2)
fixed('vulnerability', 'w7_vul_water_elec_widest', [
    ('fr', 'formal', "Dans quelle région l'écart entre l'accès des ménages à l'eau potable et "
                     "leur accès à l'électricité est-il le plus grand, et de combien de points ?"),
    ('fr', 'noacc', "quelle region a le plus gros ecart entre acces a l'eau et acces a "
                    "l'electricite ?"),
    ('en', 'formal', "In which region are household access to drinking water and access to "
                     "electricity furthest apart, and by how many points?"),
], {'names': [key(_GAP)], 'approx_numbers': [[_G, 0.02]]},
    f"{F_VUL}: |water - electricity| largest in {_GAP}: {VUL[_GAP][W]} vs {VUL[_GAP][E]} = {_G} "
    "points.")

assert_in(_CAV, 81.7, 93.7, 89.91, 89.3)
fixed('vulnerability', 'w7_vul_national_water_two', [
    ('fr', 'formal', "Quel est le taux national d'accès des ménages à l'eau potable selon "
                     "l'EHCVM 2021-2022 ?"),
    ('fr', 'sms', "taux national acces eau potable ehcvm ?"),
    ('en', 'formal', "What is the national rate of household access to drinking water in EHCVM "
                     "2021-2022?"),
    ('en', 'long', "I'm quoting a national water-access figure in a donor brief and want it "
                   "right. What share of Senegalese households have drinking water per EHCVM "
                   "2021-2022?"),
], {'numbers': [93.7, 81.7]},
    f"{F_VUL} caveat: the report text gives 93.7 % nationally, the population-weighted mean of "
    "the regional map values is 81.7 % (definition to clarify with ANSD): both are expected.")

fixed('vulnerability', 'w7_vul_ziguinchor_elec_two', [
    ('fr', 'informal', "Ziguinchor, l'accès à l'électricité : c'est 89,91 ou 89,3 % ?"),
    ('fr', 'formal', "Quel est le taux d'accès des ménages à l'électricité dans la région de "
                     "Ziguinchor ? J'ai vu 89,3 % quelque part."),
    ('en', 'formal', "What is household electricity access in Ziguinchor region? I've seen 89.3% "
                     "somewhere."),
    ('en', 'informal', "ziguinchor electricity access — 89.91 or 89.3?"),
], {'numbers': [89.91, 89.3]},
    f"{F_VUL} Ziguinchor electricity {VUL['Ziguinchor'][E]} (map); caveat: the report text "
    "gives 89.3: both published.")


def hh(r):
    return REGION[r]['pop'][2023] / HH_SIZE[r]


@shape('vulnerability', 'w7_vul_households_shock_region', [
    ('fr', 'formal', "En 2023, combien de ménages de la région de {r} auraient subi un choc au "
                     "cours des 3 dernières années, en appliquant le taux de l'EHCVM au nombre de "
                     "ménages estimé avec la taille moyenne des ménages de la région ?"),
    ('fr', 'informal', "{r} : ça fait combien de ménages touchés par un choc en 3 ans, si on "
                       "compte les ménages avec la taille moyenne de la région ?"),
    ('en', 'formal', "How many households of {r} region would have suffered a shock in the last 3 "
                     "years, applying the EHCVM rate to the 2023 households estimated at the "
                     "region's household size?"),
])
def households_shock_region(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    v = round(hh(r) * VUL[r][SH] / 100)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} {r} pop_2023 {REGION[r]['pop'][2023]} / {F_STD} CRS-01 "
                   f"{HH_SIZE[r]} = {hh(r):.0f} households x {F_VUL} {SH} {VUL[r][SH]} % = {v}."}


@shape('vulnerability', 'w7_vul_households_no_elec', [
    ('fr', 'informal', "{r} : combien de ménages sans électricité, en comptant les ménages avec "
                       "la taille moyenne de la région ?"),
    ('fr', 'formal', "Combien de ménages de la région de {r} n'ont pas accès à l'électricité, en "
                     "estimant les ménages de 2023 avec la taille moyenne des ménages de la "
                     "région ?"),
    ('en', 'formal', "How many households in {r} region lack electricity, estimating 2023 "
                     "households with the region's average household size?"),
    ('en', 'informal', "{r}: households with no electricity? use the regional household size"),
])
def households_no_elec(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    v = round(hh(r) * (100 - VUL[r][E]) / 100)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} {r} pop_2023 / CRS-01 {HH_SIZE[r]} = {hh(r):.0f} households x "
                   f"(100 - {F_VUL} electricity {VUL[r][E]}) % = {v}."}


@shape('vulnerability', 'w7_vul_moderate_households', [
    ('fr', 'formal', "Combien de ménages de la région de {r} sont en insécurité alimentaire "
                     "modérée seulement (hors sévère), avec les ménages de 2023 estimés à la "
                     "taille moyenne de la région ?"),
    ('fr', 'sms', "reg {r} : cb d menages en insecurite alimentaire moderee seulement ?"),
    ('en', 'formal', "How many households in {r} region are moderately (not severely) food "
                     "insecure, with 2023 households estimated at the region's average size?"),
])
def moderate_households(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    m = round(VUL[r][FM] - VUL[r][FS], 2)
    v = round(hh(r) * m / 100)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_VUL} {r}: moderate only = {VUL[r][FM]} - {VUL[r][FS]} = {m} %; x "
                   f"{hh(r):.0f} households (pop_2023 / CRS-01 {HH_SIZE[r]}) = {v}."}


@shape('vulnerability', 'w7_vul_people_fi_dept', [
    ('fr', 'formal', "En appliquant le taux régional d'insécurité alimentaire modérée ou sévère "
                     "à la population de 2023 {de_dw}, combien de personnes seraient concernées ?"),
    ('fr', 'long', "L'EHCVM ne descend pas au département, je le sais. Mais pour un ordre de "
                   "grandeur : avec le taux de sa région, combien de personnes en insécurité "
                   "alimentaire (modérée ou sévère) dans {dw} en 2023 ?"),
    ('en', 'formal', "Applying the regional rate of moderate or severe food insecurity to the 2023 "
                     "population of {dw}, how many people would be affected?"),
])
def people_fi_dept(rng, ctx):
    d = rng.choice(DEPTS)
    v = round(d['pop'][2023] * VUL[d['region']][FM] / 100)
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_2023 {d['pop'][2023]} x {F_VUL} {d['region']} "
                   f"{FM} {VUL[d['region']][FM]} % = {v} (regional rate; EHCVM has no department "
                   "figure)."}


MIL3 = ['dakar_urban_pct', 'other_urban_pct', 'rural_pct']
PF = {m: round(SHOCKS['prix_eleves_produits_alimentaires'][m] - SHOCKS['inondations'][m], 1)
      for m in MIL3}
_PM = max(PF, key=PF.get)
fixed('vulnerability', 'w7_vul_prices_over_floods_milieu', [
    ('fr', 'formal', "Dans quel milieu l'écart entre le choc des prix alimentaires et celui des "
                     "inondations est-il le plus grand : Dakar, les autres villes ou le rural ?"),
    ('fr', 'informal', "prix alimentaires vs inondations : c'est où que l'écart est le plus "
                       "grand, Dakar, autres villes ou campagne ?"),
    ('en', 'formal', "In which milieu is the gap between the food-price shock and the flood shock "
                     "widest: Dakar, other towns or rural areas?"),
], {'pattern': '(rural|campagne)', 'approx_numbers': [[PF[_PM], 0.02]]},
    f"{F_SHK}: prices minus floods, Dakar {PF['dakar_urban_pct']}, other urban "
    f"{PF['other_urban_pct']}, rural {PF['rural_pct']} points -> {_PM}.")


def flood_rank(m):
    return sorted(SHOCKS, key=lambda s: -SHOCKS[s][m]).index('inondations') + 1


@shape('vulnerability', 'w7_vul_flood_rank_milieu', [
    ('fr', 'formal', "Parmi les chocs suivis par l'EHCVM 2021-2022, à quel rang se placent les "
                     "inondations {m}, et quelle part des ménages touchent-elles ?"),
    ('fr', 'informal', "les inondations, c'est le combientième choc {m} dans l'EHCVM ?"),
    ('en', 'formal', "Among the shocks EHCVM 2021-2022 tracks, where do floods rank {m}, and "
                     "what share of households do they hit?"),
])
def flood_rank_milieu(rng, ctx):
    m = rng.choice(sorted(MILIEU_W))
    if m == 'national_pct' and ctx.style == 'informal':
        return None
    rk = flood_rank(m)
    return {'fill': {'m': MILIEU_W[m][lang_i(ctx)]},
            'expect': {'numbers': [rk, SHOCKS['inondations'][m]]},
            'why': f"{F_SHK} {m}: " + ', '.join(f"{s} {SHOCKS[s][m]}" for s in
                                                sorted(SHOCKS, key=lambda s: -SHOCKS[s][m]))
                   + f" -> floods rank {rk} of 5."}


_UNDER = sorted(r for r in REGS if VUL[r][W] < 93.7)
fixed('vulnerability', 'w7_vul_regions_under_national_water', [
    ('fr', 'informal', "combien de régions sont sous les 93,7 % d'accès à l'eau potable du "
                       "rapport EHCVM ?"),
    ('fr', 'formal', "Combien de régions ont un taux d'accès des ménages à l'eau potable "
                     "inférieur au taux national de 93,7 % donné dans le rapport de l'EHCVM ?"),
    ('en', 'formal', "How many regions have household drinking-water access below the 93.7% "
                     "national rate given in the EHCVM report text?"),
    ('en', 'informal', "how many regions are under 93.7% for water access?"),
], {'numbers': [len(_UNDER)]},
    f"{F_VUL}: regions with water access < 93.7: {', '.join(_UNDER)} ({len(_UNDER)}); above: "
    + ', '.join(f"{r} {VUL[r][W]}" for r in REGS if r not in _UNDER) + '.')

_F = SHOCKS['inondations']['national_pct']
_A, _B = round(ORD_HH * _F / 100), round(ORD_HH * 7.2 / 100)
fixed('vulnerability', 'w7_vul_flood_households_national', [
    ('fr', 'formal', "Si l'on applique la part des ménages touchés par les inondations (EHCVM) "
                     "aux ménages ordinaires de 2023, combien de ménages cela représente-t-il ?"),
    ('fr', 'long', "Pour un plaidoyer, je veux traduire en nombre de ménages le pourcentage de "
                   "ménages touchés par les inondations selon l'EHCVM, en prenant les ménages "
                   "ordinaires du recensement de 2023. Quel chiffre obtient-on ?"),
    ('en', 'formal', "Applying EHCVM's share of households hit by floods to the 2023 ordinary "
                     "households, how many households is that?"),
], {'approx_numbers': [[_A, 0.01], [_B, 0.01]]},
    f"{F_SHK} inondations national {_F} % (table; the report text says 7.2 %) x {F_STD} CRS-01 "
    f"note {ORD_HH} ordinary households = {_A} (or {_B} at 7.2 %): both published rates.")


@shape('vulnerability', 'w7_vul_severe_people_two_regions', [
    ('fr', 'formal', "Combien de personnes en insécurité alimentaire sévère au total dans les "
                     "régions de {a} et de {b}, en appliquant les taux de l'EHCVM à la "
                     "population de 2023 ?"),
    ('fr', 'abbr', "Total pers. en insécurité alim. sévère, rég. de {a} + rég. de {b} (taux EHCVM "
                   "x pop. 2023) ?"),
    ('en', 'formal', "How many people in severe food insecurity in {a} and {b} regions together, "
                     "applying EHCVM rates to the 2023 population?"),
])
def severe_people_two_regions(rng, ctx):
    a, b = rng.sample(REGS, 2)
    va, vb = (REGION[x]['pop'][2023] * VUL[x][FS] / 100 for x in (a, b))
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'approx_numbers': [[round(va + vb), 0.02]]},
            'why': f"{F_REG} pop_2023 x {F_VUL} {FS}: {a} {REGION[a]['pop'][2023]} x "
                   f"{VUL[a][FS]} % = {va:.0f}; {b} {REGION[b]['pop'][2023]} x {VUL[b][FS]} % = "
                   f"{vb:.0f}; total {va + vb:.0f}."}


@shape('vulnerability', 'w7_vul_region_vs_plain_mean', [
    ('fr', 'informal', "{r} par rapport à la moyenne des 14 régions pour {i} : au-dessus ou en "
                       "dessous ?"),
    ('fr', 'formal', "La région de {r} est-elle au-dessus ou au-dessous de la moyenne simple des "
                     "14 régions pour {i} ? Donnez les deux valeurs."),
    ('en', 'formal', "Is {r} region above or below the plain average of the 14 regions for {i}? "
                     "Give both values."),
    ('en', 'informal', "{r} vs the average of all 14 regions on {i}?"),
])
def region_vs_plain_mean(rng, ctx):
    col = rng.choice(sorted(IND_W))
    r = rng.choice(REGS)
    mean = round(sum(VUL[x][col] for x in REGS) / len(REGS), 2)
    if abs(VUL[r][col] - mean) < 1:
        return None
    return {'fill': {'r': ctx.pn(r), 'i': IND_W[col][lang_i(ctx)]},
            'expect': {'numbers': [VUL[r][col]], 'approx_numbers': [[mean, 0.01]]},
            'why': f"{F_VUL} {col}: {r} {VUL[r][col]}; unweighted mean of the 14 regions {mean} "
                   "(not a national rate)."}


@shape('vulnerability', 'w7_vul_rural_vs_other_towns', [
    ('fr', 'formal', "Les ménages ruraux subissent-ils {s} plus souvent que ceux des autres "
                     "villes (hors Dakar) ? Combien de fois plus ?"),
    ('fr', 'informal', "{s} : campagne contre autres villes, c'est combien de fois plus ?"),
    ('en', 'formal', "Do rural households face {s} more often than households in towns other "
                     "than Dakar? How many times more?"),
])
def rural_vs_other_towns(rng, ctx):
    k = rng.choice(['prix_eleves_intrants_agricoles', 'prix_eleves_produits_alimentaires',
                    'maladie_grave_ou_accident_membre'])
    a, b = SHOCKS[k]['rural_pct'], SHOCKS[k]['other_urban_pct']
    return {'fill': {'s': SHOCK_W[k][lang_i(ctx)]},
            'expect': {'numbers': [a, b], 'approx_numbers': [[round(a / b, 2), 0.03]]},
            'why': f"{F_SHK} {k}: rural {a} % / other urban {b} % = {a / b:.2f} times."}


@shape('vulnerability', 'w7_vul_milieu_least_hit', [
    ('fr', 'informal', "{s} : c'est dans quel milieu que les ménages sont le moins touchés ?"),
    ('fr', 'formal', "Dans quel milieu la part des ménages touchés par {s} est-elle la plus "
                     "faible : Dakar, les autres villes ou le milieu rural ? Avec quelle part ?"),
    ('en', 'formal', "In which milieu does {s} hit the fewest households: Dakar, other towns or "
                     "rural areas? With what share?"),
    ('en', 'informal', "{s}: which milieu is least hit?"),
])
def milieu_least_hit(rng, ctx):
    k = rng.choice(['prix_eleves_produits_alimentaires', 'maladie_grave_ou_accident_membre',
                    'deces_membre', 'inondations'])
    m = min(MIL3, key=lambda x: SHOCKS[k][x])
    pat = {'dakar_urban_pct': 'dakar', 'other_urban_pct': '(autres villes|other (towns|urban)|'
           'autres (centres|milieux) urbains)', 'rural_pct': '(rural|campagne)'}[m]
    return {'fill': {'s': SHOCK_W[k][lang_i(ctx)]},
            'expect': {'numbers': [SHOCKS[k][m]], 'pattern': pat},
            'why': f"{F_SHK} {k}: " + ', '.join(f"{x} {SHOCKS[k][x]}" for x in MIL3)
                   + f" -> lowest {m}."}
