"""Eighth wave, kind `vulnerability` (EHCVM 2021-2022 by region and by milieu): one indicator in
one region, one shock in one milieu, two regions' water access apart in points, the regions with
the least electricity, people without drinking water in a region, households in severe food
insecurity at the region's household size, floods in other towns against rural areas, the two
published national flood-shock figures, the regions over a food-insecurity threshold, a
department's figure (its region's, EHCVM has none per department), and the main shock of a
milieu."""
from .data import DEPTS, F_REG, F_SHK, F_VUL, REGION, SHOCKS, VUL, key, rows
from .w4_common import clear_threshold
from .w8_common import (F_STD, HH_SIZE, IND_W, MILIEU_W, SHOCK_W, assert_in, dept_w, fixed,
                        lang_i, region_w, shape)

W, E = 'drinking_water_access_households_pct', 'electricity_access_households_pct'
FS, FM = 'food_insecurity_severe_pct', 'food_insecurity_moderate_or_severe_pct'
REGS = sorted(VUL)


@shape('vulnerability', 'w8_vul_region_value', [
    ('fr', 'formal', "Quel est le niveau de {i} dans {rw} selon l'EHCVM 2021-2022 ?"),
    ('fr', 'sms', "{rw} : {i} ? (ehcvm)"),
    ('en', 'formal', "What is {i} in {rw} according to EHCVM 2021-2022?"),
    ('en', 'long', "I'm drafting a vulnerability profile for {rw} ahead of the rainy season. What "
                   "does EHCVM 2021-2022 give for {i}?"),
], n=2)
def region_value(rng, ctx):
    col = rng.choice(sorted(IND_W))
    r = rng.choice(REGS)
    return {'fill': {'i': IND_W[col][lang_i(ctx)], 'rw': region_w(ctx, r)},
            'expect': {'numbers': [VUL[r][col]]},
            'why': f"{F_VUL} {r} {col} {VUL[r][col]}."}


@shape('vulnerability', 'w8_vul_milieu_shock', [
    ('fr', 'formal', "Quelle part des ménages a été touchée par {s} {m} ?"),
    ('en', 'informal', "{s} {m}: what % of households?"),
    ('fr', 'noacc', "% des menages touches par {s} {m} ?"),
])
def milieu_shock(rng, ctx):
    s = rng.choice(sorted(SHOCK_W))
    m = rng.choice(sorted(MILIEU_W))
    if s == 'inondations' and m == 'national_pct':
        return None
    return {'fill': {'s': SHOCK_W[s][lang_i(ctx)], 'm': MILIEU_W[m][lang_i(ctx)]},
            'expect': {'numbers': [SHOCKS[s][m]]},
            'why': f"{F_SHK} {s} {m} {SHOCKS[s][m]}."}


@shape('vulnerability', 'w8_vul_water_gap_regions', [
    ('fr', 'informal', "{a} et {b}, ça fait combien de points d'écart sur l'accès à l'eau "
                       "potable ?"),
    ('en', 'informal', "water access gap between {a} and {b}, in points?"),
])
def water_gap_regions(rng, ctx):
    a, b = rng.sample(REGS, 2)
    g = round(abs(VUL[a][W] - VUL[b][W]), 2)
    if g < 2:
        return None
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'numbers': [VUL[a][W], VUL[b][W]], 'approx_numbers': [[g, 0.02]]},
            'why': f"{F_VUL} {W}: {a} {VUL[a][W]}, {b} {VUL[b][W]} -> {g} points."}


_LOWE = sorted(REGS, key=lambda r: VUL[r][E])
fixed('vulnerability', 'w8_vul_lowest_electricity', [
    ('fr', 'formal', "Quelles sont les trois régions où les ménages ont le moins accès à "
                     "l'électricité ?"),
    ('fr', 'informal', "c'est où que l'électricité manque le plus ? les 3 pires régions"),
    ('en', 'formal', "Which three regions have the lowest household access to electricity?"),
], {'names': [key(r) for r in _LOWE[:3]]},
    f"{F_VUL} {E}, lowest first: " + ', '.join(f"{r} {VUL[r][E]}" for r in _LOWE[:4]) + '.')


@shape('vulnerability', 'w8_vul_people_no_water', [
    ('fr', 'long', "Je prépare un plaidoyer WASH pour {rw}. En appliquant le taux d'accès à "
                   "l'eau potable de l'EHCVM à la population de 2023, combien de personnes n'ont "
                   "pas accès à l'eau potable ?"),
    ('en', 'formal', "How many people in {rw} lack drinking water, applying the EHCVM rate to the "
                     "2023 population?"),
    ('fr', 'informal', "{rw} : ça fait combien de gens sans eau potable en 2023 ?"),
])
def people_no_water(rng, ctx):
    r = rng.choice(REGS)
    p = REGION[r]['pop'][2023]
    v = round(p * (100 - VUL[r][W]) / 100)
    return {'fill': {'rw': region_w(ctx, r)}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} {r} 2023 {p} x (100 - {F_VUL} water {VUL[r][W]}) % = {v} (household "
                   "rate applied to people)."}


@shape('vulnerability', 'w8_vul_households_severe', [
    ('fr', 'formal', "Combien de ménages de la région de {r} sont en insécurité alimentaire "
                     "sévère, en estimant les ménages de 2023 avec la taille moyenne régionale ?"),
    ('en', 'formal', "How many households in {r} region are severely food insecure, estimating "
                     "2023 households at the regional average size?"),
])
def households_severe(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    hh = REGION[r]['pop'][2023] / HH_SIZE[r]
    v = round(hh * VUL[r][FS] / 100)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} {r} 2023 {REGION[r]['pop'][2023]} / {F_STD} CRS-01 {HH_SIZE[r]} = "
                   f"{hh:.0f} households x {F_VUL} {FS} {VUL[r][FS]} % = {v}."}


_F = SHOCKS['inondations']
fixed('vulnerability', 'w8_vul_floods_towns_vs_rural', [
    ('fr', 'formal', "Les inondations touchent-elles davantage les ménages des autres villes ou "
                     "ceux du milieu rural ? Dans quelle proportion ?"),
    ('en', 'formal', "Do floods hit households in towns other than Dakar more than rural "
                     "households? By how much?"),
    ('en', 'informal', "floods: other towns vs countryside, % of households?"),
], {'numbers': [_F['other_urban_pct'], _F['rural_pct']]},
    f"{F_SHK} inondations: other urban {_F['other_urban_pct']} %, rural {_F['rural_pct']} % "
    f"({_F['other_urban_pct'] / _F['rural_pct']:.2f} times).")

assert_in(' '.join(r['caveat'] for r in rows(F_SHK)), 7.2, 8.2)
fixed('vulnerability', 'w8_vul_national_floods_two', [
    ('fr', 'formal', "Au niveau national, quelle part des ménages a subi des inondations selon "
                     "l'EHCVM 2021-2022 ?"),
    ('fr', 'sms', "% menages touches par inondations au senegal (ehcvm) ?"),
    ('en', 'formal', "Nationally, what share of households suffered floods per EHCVM 2021-2022?"),
], {'numbers': [8.2, 7.2]},
    f"{F_SHK} inondations national {_F['national_pct']} (table VIII-2); the report text p.96 "
    "gives 7.2: both published.")


@shape('vulnerability', 'w8_vul_regions_fi_over', [
    ('fr', 'noacc', "quelles regions depassent {t} % d'insecurite alimentaire moderee ou severe "
                    "?"),
    ('en', 'informal', "regions over {t}% moderate or severe food insecurity?"),
])
def regions_fi_over(rng, ctx):
    vals = [VUL[r][FM] for r in REGS]
    t = rng.choice(clear_threshold(vals, [30, 35, 40, 45], 0.01))
    over = [r for r in REGS if VUL[r][FM] > t]
    return {'fill': {'t': t}, 'expect': {'names': [key(r) for r in over]},
            'why': f"{F_VUL} {FM} > {t}: " + ', '.join(f"{r} {VUL[r][FM]}" for r in over) + '.'}


@shape('vulnerability', 'w8_vul_dept_uses_region', [
    ('fr', 'formal', "Quel est le taux d'insécurité alimentaire modérée ou sévère dans {dw} ?"),
    ('en', 'formal', "What is the moderate or severe food insecurity rate in {dw}?"),
    ('fr', 'informal', "{dw}, l'insécurité alimentaire (modérée ou sévère), c'est combien ?"),
])
def dept_uses_region(rng, ctx):
    d = rng.choice([d for d in DEPTS if key(d['name']) != key(d['region'])])
    r = d['region']
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'numbers': [VUL[r][FM]], 'names': [key(r)]},
            'why': f"{F_VUL} has regions only: {d['name']} is in {r}, {FM} {VUL[r][FM]} (regional "
                   "figure, said so)."}


@shape('vulnerability', 'w8_vul_main_shock_milieu', [
    ('fr', 'informal', "{m}, c'est quoi le choc qui touche le plus de ménages, et à combien de % "
                       "?"),
    ('en', 'formal', "What is the most frequent shock for households {m}, and what share does it "
                     "hit?"),
])
def main_shock_milieu(rng, ctx):
    m = rng.choice(sorted(MILIEU_W))
    top = max(SHOCKS, key=lambda s: SHOCKS[s][m])
    return {'fill': {'m': MILIEU_W[m][lang_i(ctx)]},
            'expect': {'numbers': [SHOCKS[top][m]], 'pattern': '(prix|price)'},
            'why': f"{F_SHK} {m}: " + ', '.join(f"{s} {SHOCKS[s][m]}" for s in
                                                sorted(SHOCKS, key=lambda s: -SHOCKS[s][m]))
                   + '.'}
