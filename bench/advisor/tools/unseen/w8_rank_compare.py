"""Eighth wave, kinds `rank_threshold` and `compare`: the N most populous departments of a region,
the N least dense departments of the country, departments of a region over a threshold, a
region's rank, the largest commune of a department, the regions highest on an EHCVM indicator,
the smallest department, the regions under a population threshold, the region with the most
hospitals; two departments in one year, a department's census against a projected year, ANSD
2023 against OCHA 2020 for a region, women of two regions, two communes, two departments'
densities, two events' affected and deaths, two regions on several EHCVM measures."""
from .data import (CLEAN_COMMUNES, COMMUNES, DEPTS, EVENT, F_DEPT, F_EV, F_HC, F_REG, F_SEX,
                   F_VUL, HEALTH, REGIONS, VUL, key, ocha1_for)
from .w4_common import clear_threshold
from .w8_common import DEP_REGIONS, IND_W, de_w, dept_w, fixed, lang_i, region_w, shape

F_O1 = 'population/sen_admpop_adm1_2020.csv'
ORD = {2: ('deux', 'two'), 3: ('trois', 'three'), 4: ('quatre', 'four'), 5: ('cinq', 'five')}


@shape('rank_threshold', 'w8_rk_top_depts_region', [
    ('fr', 'formal', "Quels sont les {k} départements les plus peuplés de {rw} en {y} ?"),
    ('fr', 'sms', "top {n} dept les + peuples {rw} {y}"),
    ('en', 'formal', "Which are the {k} most populous departments of {rw} in {y}?"),
])
def top_depts_region(rng, ctx):
    r = rng.choice([r for r in DEP_REGIONS if len(r['depts']) >= 4])
    n = rng.choice([2, 3])
    y = rng.choice(range(2023, 2031))
    top = sorted(r['depts'], key=lambda d: -d['pop'][y])
    return {'fill': {'k': ORD[n][lang_i(ctx)], 'n': n, 'rw': region_w(ctx, r['name']), 'y': y},
            'expect': {'names': [key(d['name']) for d in top[:n]]},
            'why': f"{F_DEPT} {y}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in top) + '.'}


DENS = sorted(DEPTS, key=lambda d: d['pop'][2023] / d['area'])


@shape('rank_threshold', 'w8_rk_least_dense', [
    ('fr', 'formal', "Quels sont les {k} départements les moins densément peuplés du pays en "
                     "2023 ?"),
    ('en', 'informal', "{n} least dense departments in senegal (2023)?"),
    ('fr', 'noacc', "les {n} departements les moins denses du senegal ?"),
])
def least_dense(rng, ctx):
    n = rng.choice([3, 4, 5])
    return {'fill': {'k': ORD[n][lang_i(ctx)], 'n': n},
            'expect': {'names': [key(d['name']) for d in DENS[:n]]},
            'why': f"{F_DEPT} 2023 / area: " + ', '.join(
                f"{d['name']} {d['pop'][2023] / d['area']:.1f}" for d in DENS[:n + 1]) + '/km².'}


@shape('rank_threshold', 'w8_rk_depts_over_region', [
    ('fr', 'formal', "Dans {rw}, quels départements dépassent {t} habitants en {y} ?"),
    ('en', 'formal', "In {rw}, which departments have more than {t} people in {y}?"),
    ('fr', 'informal', "{rw} : les départements au-dessus de {t} habitants en {y} ?"),
])
def depts_over_region(rng, ctx):
    r = rng.choice(DEP_REGIONS)
    y = rng.choice([2023, 2025, 2030])
    vals = [d['pop'][y] for d in r['depts']]
    ts = [t for t in clear_threshold(vals, range(100000, 1600001, 50000))
          if 0 < sum(v > t for v in vals) < len(vals)]
    if not ts:
        return None
    t = rng.choice(ts)
    over = [d for d in r['depts'] if d['pop'][y] > t]
    return {'fill': {'rw': region_w(ctx, r['name']), 't': ctx.nf(t), 'y': y},
            'expect': {'names': [key(d['name']) for d in over]},
            'why': f"{F_DEPT} {y} in {r['name']}: " + ', '.join(
                f"{d['name']} {d['pop'][y]}" for d in r['depts']) + f"; over {t}: "
                + ', '.join(d['name'] for d in over) + '.'}


@shape('rank_threshold', 'w8_rk_region_rank', [
    ('fr', 'informal', "{r}, elle est à quelle place sur les 14 régions pour la population en "
                       "{y} ?"),
    ('en', 'informal', "where does {r} rank among the 14 regions by population in {y}?"),
])
def region_rank(rng, ctx):
    y = rng.choice([2023, 2030])
    order = sorted(REGIONS, key=lambda x: -x['pop'][y])
    r = rng.choice(order[1:])  # not the first: a bare '1' is in too many answers
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [order.index(r) + 1]},
            'why': f"{F_REG} {y}, largest first: " + ', '.join(
                f"{i + 1}. {x['name']}" for i, x in enumerate(order)) + '.'}


@shape('rank_threshold', 'w8_rk_largest_commune_dept', [
    ('fr', 'formal', "Quelle est la commune la plus peuplée {de_dw}, et combien d'habitants "
                     "a-t-elle ?"),
    ('fr', 'sms', "plus grosse commune {dw} ? cb d hbts ?"),
    ('en', 'formal', "Which is the most populous commune of {dw}, and how many people live "
                     "there?"),
])
def largest_commune_dept(rng, ctx):
    d = rng.choice(DEPTS)
    cs = sorted((c for c in COMMUNES if c['dept'] == d['name']), key=lambda c: -c['census']['_T'])
    if len(cs) < 3:
        return None
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw)},
            'expect': {'names': [key(cs[0]['name'])], 'numbers': [cs[0]['census']['_T']]},
            'why': f"{F_SEX} communes of {d['name']}: " + ', '.join(
                f"{c['name']} {c['census']['_T']}" for c in cs[:3]) + '…'}


@shape('rank_threshold', 'w8_rk_regions_top_indicator', [
    ('fr', 'formal', "Quelles sont les trois régions où {i} est la plus élevée ?"),
    ('en', 'formal', "Which three regions rank highest on {i}?"),
    ('fr', 'informal', "top 3 des régions pour {i} ?"),
])
def regions_top_indicator(rng, ctx):
    col = rng.choice(['food_insecurity_moderate_or_severe_pct', 'food_insecurity_severe_pct',
                      'households_with_shock_last_3y_pct'])
    top = sorted(VUL, key=lambda r: -VUL[r][col])
    if VUL[top[2]][col] - VUL[top[3]][col] < 0.2:
        return None
    return {'fill': {'i': IND_W[col][lang_i(ctx)]},
            'expect': {'names': [key(r) for r in top[:3]]},
            'why': f"{F_VUL} {col}: " + ', '.join(f"{r} {VUL[r][col]}" for r in top[:4]) + '.'}


_SMALL = min(DEPTS, key=lambda d: d['pop'][2023])
fixed('rank_threshold', 'w8_rk_smallest_dept', [
    ('fr', 'formal', "Quel est le département le moins peuplé du Sénégal au recensement de 2023 "
                     "?"),
    ('fr', 'sms', "dept le moins peuple du pays ?"),
    ('en', 'formal', "Which is Senegal's least populated department at the 2023 census?"),
], {'names': [key(_SMALL['name'])], 'numbers': [_SMALL['pop'][2023]]},
    f"{F_DEPT} 2023 smallest: {_SMALL['name']} {_SMALL['pop'][2023]}.")


@shape('rank_threshold', 'w8_rk_regions_under', [
    ('fr', 'noacc', "combien de regions ont moins de {t} habitants en {y} ? lesquelles ?"),
    ('en', 'informal', "which regions are under {t} people in {y}? how many?"),
])
def regions_under(rng, ctx):
    y = rng.choice([2023, 2026, 2030])
    vals = [r['pop'][y] for r in REGIONS]
    t = rng.choice(clear_threshold(vals, [600000, 700000, 800000, 900000, 1000000]))
    under = [r for r in REGIONS if r['pop'][y] < t]
    if not 1 <= len(under) <= 6:
        return None
    return {'fill': {'t': ctx.nf(t), 'y': y},
            'expect': {'numbers': [len(under)], 'names': [key(r['name']) for r in under]},
            'why': f"{F_REG} {y} under {t}: " + ', '.join(f"{r['name']} {r['pop'][y]}"
                                                        for r in under) + '.'}


_HOSP = sorted(HEALTH, key=lambda r: -HEALTH[r]['hopital'][0])
fixed('rank_threshold', 'w8_rk_most_hospitals', [
    ('fr', 'formal', "Après Dakar, quelle région compte le plus d'hôpitaux ?"),
    ('en', 'informal', "apart from dakar, which region has the most hospitals?"),
], {'names': [key(_HOSP[1])], 'numbers': [HEALTH[_HOSP[1]]['hopital'][0]]},
    f"{F_HC} hopital: " + ', '.join(f"{r} {HEALTH[r]['hopital'][0]}" for r in _HOSP[:4]) + '.')


@shape('compare', 'w8_cmp_two_depts_year', [
    ('fr', 'formal', "Lequel est le plus peuplé en {y}, le département de {a} ou celui de {b}, "
                     "et de combien ?"),
    ('fr', 'typo', "{a} ou {b} (departements), lequel a le plus d'habitans en {y} ? ecart ?"),
    ('en', 'formal', "Which is more populous in {y}, {a} department or {b} department, and by how "
                     "much?"),
])
def two_depts_year(rng, ctx):
    a, b = rng.sample(DEPTS, 2)
    y = rng.choice(range(2023, 2031))
    w = a if a['pop'][y] > b['pop'][y] else b
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'names': [key(w['name'])], 'numbers': [abs(a['pop'][y] - b['pop'][y])]},
            'why': f"{F_DEPT} {y}: {a['name']} {a['pop'][y]}, {b['name']} {b['pop'][y]}; "
                   f"difference {abs(a['pop'][y] - b['pop'][y])}."}


@shape('compare', 'w8_cmp_census_vs_projection', [
    ('fr', 'abbr', "{dw} : RGPH-5 2023 vs proj. {y} ?"),
    ('en', 'informal', "{dw}: 2023 census vs {y} projection?"),
])
def census_vs_projection(rng, ctx):
    d = rng.choice(DEPTS)
    y = rng.choice(range(2025, 2031))
    return {'fill': {'dw': dept_w(ctx, d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][2023], d['pop'][y]]},
            'why': f"{F_DEPT} {d['name']}: 2023 census {d['pop'][2023]}, {y} projection "
                   f"{d['pop'][y]}."}


@shape('compare', 'w8_cmp_ansd_ocha_region', [
    ('fr', 'formal', "Pour la région de {r}, quel écart entre la population d'OCHA pour 2020 et "
                     "celle du recensement de 2023 ?"),
    ('en', 'formal', "For {r} region, what is the gap between OCHA's 2020 population and the 2023 "
                     "census?"),
    ('fr', 'informal', "{r} : OCHA 2020 vs RGPH-5, ça fait quel écart ?"),
])
def ansd_ocha_region(rng, ctx):
    r = rng.choice(REGIONS)
    o = ocha1_for(r['name'])['Total']
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [o, r['pop'][2023], abs(r['pop'][2023] - o)]},
            'why': f"{F_O1} {r['name']} Total {o} (projection from the 2013 census); {F_REG} 2023 "
                   f"{r['pop'][2023]} (census); gap {abs(r['pop'][2023] - o)}."}


@shape('compare', 'w8_cmp_women_two_regions', [
    ('fr', 'informal', "femmes : région de {a} vs région de {b}, au recensement 2023 ?"),
    ('en', 'typo', "women in {a} regin vs {b} regin, 2023 census?"),
])
def women_two_regions(rng, ctx):
    name = rng.choice(['Kolda', 'Kédougou'])
    a = next(r for r in REGIONS if r['name'] == name)
    b = rng.choice([r for r in REGIONS if r is not a])
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [a['census']['F'], b['census']['F']]},
            'why': f"{F_SEX} F, sums of departments: {a['name']} {a['census']['F']} (the region "
                   f"row is swapped as published), {b['name']} {b['census']['F']}."}


@shape('compare', 'w8_cmp_two_communes', [
    ('fr', 'informal', "{a} ou {b}, quelle commune est la plus peuplée ?"),
    ('en', 'formal', "Which commune is more populous, {a} or {b}? Give both census figures."),
])
def two_communes(rng, ctx):
    a, b = rng.sample([c for c in CLEAN_COMMUNES if c['census']['_T'] > 15000], 2)
    w = a if a['census']['_T'] > b['census']['_T'] else b
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'names': [key(w['name'])],
                       'numbers': [a['census']['_T'], b['census']['_T']]},
            'why': f"{F_SEX}: {a['name']} {a['census']['_T']}, {b['name']} {b['census']['_T']}."}


@shape('compare', 'w8_cmp_density_two_depts', [
    ('fr', 'typo', "Comparez la densité de population des départements de {a} et de {b} en 2023."),
    ('en', 'informal', "density {a} vs {b} depts, 2023?"),
])
def density_two_depts(rng, ctx):
    a, b = rng.sample(DEPTS, 2)
    va, vb = (round(x['pop'][2023] / x['area'], 1) for x in (a, b))
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'approx_numbers': [[va, 0.02], [vb, 0.02]]},
            'why': f"{F_DEPT} 2023 / area (admin/sen_adm2_departements46_simplified.geojson): "
                   f"{a['name']} {va}, {b['name']} {vb} per km²."}


E19, E20 = EVENT['SEN-2019-01'], EVENT['SEN-2020-01']
fixed('compare', 'w8_cmp_2019_2020', [
    ('fr', 'formal', "Comparez les inondations de septembre 2019 et celles de septembre 2020 : "
                     "personnes affectées et décès."),
    ('fr', 'sms', "inond 2019 vs 2020 : sinistres et morts ?"),
    ('en', 'formal', "Compare the September 2019 and September 2020 floods: people affected and "
                     "deaths."),
], {'numbers': [E19['people_affected'], E20['people_affected'], E19['deaths'], E20['deaths']]},
    f"{F_EV} SEN-2019-01 affected {E19['people_affected']}, deaths {E19['deaths']}; SEN-2020-01 "
    f"affected {E20['people_affected']}, deaths {E20['deaths']}.")


@shape('compare', 'w8_cmp_two_regions_vul', [
    ('fr', 'formal', "Comparez les régions de {a} et de {b} pour l'accès à l'eau potable, l'accès "
                     "à l'électricité et l'insécurité alimentaire modérée ou sévère."),
    ('en', 'formal', "Compare {a} and {b} regions on drinking-water access, electricity access "
                     "and moderate or severe food insecurity."),
    ('fr', 'informal', "{a} vs {b} : eau, électricité, insécurité alimentaire (modérée ou "
                       "sévère) ?"),
])
def two_regions_vul(rng, ctx):
    a, b = rng.sample(sorted(VUL), 2)
    cols = ['drinking_water_access_households_pct', 'electricity_access_households_pct',
            'food_insecurity_moderate_or_severe_pct']
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'numbers': [VUL[x][c] for x in (a, b) for c in cols]},
            'why': f"{F_VUL}: " + '; '.join(f"{x} " + ', '.join(str(VUL[x][c]) for c in cols)
                                            for x in (a, b)) + ' (water, electricity, FI).'}

