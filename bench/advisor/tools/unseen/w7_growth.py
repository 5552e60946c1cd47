"""Seventh wave, kinds `growth` and `series`: a region's gain per day and a department's per
month, a department's part of the national increase, a commune's part of its department's
increase, the year a department gains most, a department's growth rate year by year, which of
two communes grows faster, the regions smaller than the country's whole gain, a department
against its region, the households a region adds at its own household size, the departments
and the regions that cross a threshold between 2023 and 2030, and the first projected year a
department passes its census figure by a given share."""
from .data import (CLEAN_COMMUNES, COMMUNES, DEPT, DEPTS, F_DEPT, F_PROJ, F_REG, F_SEX, NATIONAL,
                   REGION, REGIONS, SUSPECT_PROJ, key)
from .w2_common import years
from .w7_common import (F_STD, HH_SIZE, dept_w, fixed, pct, shape, with_de)


def dw_fill(ctx, d):
    dw = dept_w(ctx, d['name'])
    return {'dw': dw, 'de_dw': 'du ' + dw[3:] if dw.startswith('le ') else 'de ' + dw}


@shape('growth', 'w7_gr_region_per_day', [
    ('fr', 'formal', "En moyenne, combien d'habitants la région de {r} gagne-t-elle par jour "
                     "entre {a} et {b} ?"),
    ('fr', 'sms', "reg {r} : cb d hbts en plus par jour entre {a} et {b} ?"),
    ('en', 'formal', "On average, how many people a day does {r} region gain between {a} and {b}?"),
])
def region_per_day(rng, ctx):
    r = rng.choice(REGIONS)
    a, b = years(rng, span=(2, 7))
    g = r['pop'][b] - r['pop'][a]
    days = sum(366 if y % 4 == 0 else 365 for y in range(a, b))
    v = round(g / days, 1)
    return {'fill': {'r': ctx.pn(r['name']), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} {r['name']} pop_{b} {r['pop'][b]} - pop_{a} {r['pop'][a]} = {g} over "
                   f"{b - a} years ({days} days) = {v} a day ({g / (365 * (b - a)):.1f} at 365 "
                   "days)."}


@shape('growth', 'w7_gr_dept_per_month', [
    ('fr', 'informal', "{dw} gagne combien d'habitants par mois en moyenne entre {a} et {b} ?"),
    ('fr', 'formal', "Combien d'habitants {dw} gagne-t-il en moyenne chaque mois entre {a} et "
                     "{b} ?"),
    ('en', 'formal', "How many people does {dw} gain on average each month between {a} and {b}?"),
    ('en', 'informal', "{dw}: avg monthly population gain {a}-{b}?"),
])
def dept_per_month(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = years(rng, span=(2, 7))
    g = d['pop'][b] - d['pop'][a]
    v = round(g / (12 * (b - a)), 1)
    return {'fill': {**dw_fill(ctx, d), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} {d['pop'][b]} - {d['pop'][a]} = {g} / {12 * (b - a)} "
                   f"months = {v}."}


@shape('growth', 'w7_gr_dept_part_national', [
    ('fr', 'formal', "Quelle part de la hausse de la population du Sénégal entre {a} et {b} "
                     "revient au département de {d} ?"),
    ('fr', 'informal', "sur tout ce que le Sénégal gagne en habitants de {a} à {b}, {d} "
                       "(département) en prend combien en % ?"),
    ('en', 'formal', "What share of Senegal's population increase between {a} and {b} falls to "
                     "{d} department?"),
])
def dept_part_national(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = years(rng, span=(3, 7))
    g, n = d['pop'][b] - d['pop'][a], NATIONAL[b] - NATIONAL[a]
    v = pct(g, n)
    return {'fill': {'d': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} +{g} / national +{n} ({NATIONAL[a]} -> {NATIONAL[b]}) "
                   f"= {v} %."}


GROW_COMMUNES = [c for c in CLEAN_COMMUNES if c['proj'][2030] > c['census']['_T'] + 2000]


@shape('growth', 'w7_gr_commune_part_dept', [
    ('fr', 'formal', "Entre le recensement de 2023 et {y}, quelle part de la croissance du "
                     "département de {d} revient à la commune {de_c} ?"),
    ('fr', 'noacc', "croissance du dept {d} de 2023 a {y} : quelle part pour la commune {c} ?"),
    ('en', 'formal', "Between the 2023 census and {y}, what share of {d} department's growth "
                     "comes from the commune of {c}?"),
])
def commune_part_dept(rng, ctx):
    c = rng.choice(GROW_COMMUNES)
    d = DEPT[c['dept']]
    y = rng.choice([2027, 2028, 2030])
    gc, gd = c['proj'][y] - c['census']['_T'], d['pop'][y] - d['pop'][2023]
    if any(x['code'] in SUSPECT_PROJ for x in COMMUNES if x['dept'] == d['name']):
        return None
    v = pct(gc, gd)
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'd': ctx.pn(d['name']), 'y': y}, 'c'),
            'expect': {'approx_numbers': [[v, 0.03]], 'names': [key(c['name'])]},
            'why': f"{F_PROJ} {c['name']} {y} {c['proj'][y]} - {F_SEX} census {c['census']['_T']} "
                   f"= {gc}; {F_DEPT} {d['name']} {d['pop'][y]} - {d['pop'][2023]} = {gd}; {v} %."}


@shape('growth', 'w7_gr_best_rate_year', [
    ('fr', 'informal', "{dw} : c'est quelle année que la croissance est la plus forte en %, "
                       "d'après l'ANSD ?"),
    ('fr', 'formal', "D'après les projections de l'ANSD, en quelle année le taux de croissance "
                     "annuel {de_dw} est-il le plus élevé, et à combien ?"),
    ('en', 'formal', "Per ANSD's projections, in which year is {dw}'s annual growth rate highest, "
                     "and what is it?"),
    ('en', 'typo', "wich year has the highest yearly growth % for {dw}?"),
])
def best_rate_year(rng, ctx):
    d = rng.choice(DEPTS)
    rates = {y: (d['pop'][y] / d['pop'][y - 1] - 1) * 100 for y in range(2024, 2031)}
    y = max(rates, key=rates.get)
    if rates[y] - sorted(rates.values())[-2] < 0.01:
        return None
    return {'fill': dw_fill(ctx, d),
            'expect': {'numbers': [y], 'approx_numbers': [[round(rates[y], 2), 0.03]],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} yearly rates: " + ', '.join(
                f"{k} {v:.2f} %" for k, v in rates.items()) + f" -> {y} (2024 over the census)."}


@shape('series', 'w7_ser_yearly_rates', [
    ('fr', 'formal', "Pouvez-vous me donner le taux de croissance annuel de la population {de_dw}, "
                     "année par année, de {a} à {b} ?"),
    ('fr', 'informal', "{dw} : le % de croissance chaque année de {a} à {b} ?"),
    ('en', 'formal', "Could you give the yearly growth rate of {dw}'s population, year by year, "
                     "from {a} to {b}?"),
])
def yearly_rates(rng, ctx):
    d = rng.choice(DEPTS)
    a = rng.choice([2024, 2025, 2026])
    b = a + rng.choice([2, 3])
    rates = [round((d['pop'][y] / d['pop'][y - 1] - 1) * 100, 2) for y in range(a, b + 1)]
    return {'fill': {**dw_fill(ctx, d), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[r, 0.03] for r in rates], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']}: " + ', '.join(
                f"{y} {(d['pop'][y] / d['pop'][y - 1] - 1) * 100:.2f} %" for y in range(a, b + 1))
                   + ' (each year over the one before; 2024 over the 2023 census).'}


@shape('growth', 'w7_gr_two_communes_faster', [
    ('fr', 'informal', "{a} ({da}) ou {b} ({db}) : quelle commune grandit le plus vite entre 2023 "
                       "et 2030, en % ?"),
    ('fr', 'formal', "Entre le recensement de 2023 et 2030, quelle commune grandit le plus vite "
                     "en pourcentage : {a} ({da}) ou {b} ({db}) ?"),
    ('en', 'formal', "Between the 2023 census and 2030, which commune grows faster in percentage "
                     "terms: {a} ({da}) or {b} ({db})?"),
    ('en', 'informal', "{a} vs {b} communes: which grows faster 2023→2030, in %?"),
])
def two_communes_faster(rng, ctx):
    a, b = rng.sample(CLEAN_COMMUNES, 2)
    ga, gb = (pct(x['proj'][2030] - x['census']['_T'], x['census']['_T']) for x in (a, b))
    if abs(ga - gb) < 1:
        return None
    w = a if ga > gb else b
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'da': ctx.pn(a['dept']),
                     'db': ctx.pn(b['dept'])},
            'expect': {'names': [key(w['name'])], 'approx_numbers': [[ga, 0.03], [gb, 0.03]]},
            'why': f"{F_PROJ} 2030 vs {F_SEX} census: {a['name']} {a['census']['_T']} -> "
                   f"{a['proj'][2030]} ({ga} %); {b['name']} {b['census']['_T']} -> "
                   f"{b['proj'][2030]} ({gb} %): {w['name']} faster."}


_G = NATIONAL[2030] - NATIONAL[2023]
_SMALL = sorted(r['name'] for r in REGIONS if r['pop'][2023] < _G)
fixed('growth', 'w7_gr_gain_vs_regions', [
    ('fr', 'formal', "De combien d'habitants le Sénégal grandit-il entre 2023 et 2030, et "
                     "combien de régions comptaient en 2023 moins d'habitants que ce seul gain ?"),
    ('fr', 'long', "Pour illustrer la croissance dans un article : combien d'habitants le pays "
                   "gagne-t-il entre 2023 et 2030, et combien de régions entières étaient plus "
                   "petites que ce gain en 2023 ?"),
    ('en', 'formal', "By how many people does Senegal grow between 2023 and 2030, and how many "
                     "regions had fewer people in 2023 than that gain alone?"),
], {'numbers': [_G, len(_SMALL)]},
    f"{F_DEPT} sums: {NATIONAL[2030]} - {NATIONAL[2023]} = {_G}; {F_REG} pop_2023 below it: "
    + ', '.join(f"{n} {REGION[n]['pop'][2023]}" for n in _SMALL) + '.')


@shape('growth', 'w7_gr_dept_vs_region', [
    ('fr', 'formal', "Entre {a} et {b}, {dw} croît-il plus vite que sa région ? Donnez les deux "
                     "taux."),
    ('fr', 'abbr', "Croissance {a}-{b} : {dw} vs sa rég., en % ?"),
    ('en', 'formal', "Between {a} and {b}, does {dw} grow faster than its region? Give both "
                     "rates."),
])
def dept_vs_region(rng, ctx):
    d = rng.choice(DEPTS)
    r = REGION[d['region']]
    if len(r['depts']) < 2:
        return None
    a, b = years(rng, span=(3, 7))
    gd = pct(d['pop'][b] - d['pop'][a], d['pop'][a])
    gr = pct(r['pop'][b] - r['pop'][a], r['pop'][a])
    return {'fill': {**dw_fill(ctx, d), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[gd, 0.02], [gr, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} {d['pop'][a]} -> {d['pop'][b]} = {gd} %; {F_REG} "
                   f"{r['name']} {r['pop'][a]} -> {r['pop'][b]} = {gr} %."}


@shape('growth', 'w7_gr_households_added_region', [
    ('fr', 'informal', "région de {r}, de {a} à {b} : ça fait combien de ménages en plus avec la "
                       "taille moyenne des ménages de la région ?"),
    ('fr', 'formal', "Combien de ménages supplémentaires la région de {r} compte-t-elle entre {a} "
                     "et {b}, si l'on divise le gain de population par la taille moyenne des "
                     "ménages de la région ?"),
    ('en', 'formal', "How many more households does {r} region have between {a} and {b}, dividing "
                     "the population gain by the region's average household size?"),
    ('en', 'long', "We plan shelter kits by household for the growth of {r} region. From {a} to "
                   "{b}, how many extra households does the population gain make at the region's "
                   "household size?"),
])
def households_added_region(rng, ctx):
    r = rng.choice(sorted(HH_SIZE))
    a, b = years(rng, span=(2, 7))
    g = REGION[r]['pop'][b] - REGION[r]['pop'][a]
    return {'fill': {'r': ctx.pn(r), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[round(g / HH_SIZE[r]), 0.01]]},
            'why': f"{F_REG} {r} {REGION[r]['pop'][b]} - {REGION[r]['pop'][a]} = {g} / {F_STD} "
                   f"CRS-01 {HH_SIZE[r]} = {g / HH_SIZE[r]:.0f} households."}


@shape('series', 'w7_ser_depts_crossing', [
    ('fr', 'formal', "Quels départements franchissent le seuil de {t} habitants entre le "
                     "recensement de 2023 et 2030 selon les projections de l'ANSD ?"),
    ('fr', 'sms', "kels depts passent les {t} hbts entre 2023 et 2030 ?"),
    ('en', 'formal', "Which departments cross the {t}-inhabitant mark between the 2023 census and "
                     "2030, per ANSD projections?"),
])
def depts_crossing(rng, ctx):
    t = rng.choice([200000, 300000, 400000, 500000, 600000])
    hit = [d for d in DEPTS if d['pop'][2023] < t <= d['pop'][2030]]
    if not hit or len(hit) > 5 or any(abs(d['pop'][y] - t) < 1000 for d in DEPTS
                                      for y in (2023, 2030)):
        return None
    return {'fill': {'t': ctx.nf(t)}, 'expect': {'names': [key(d['name']) for d in hit]},
            'why': f"{F_DEPT} pop_2023 < {t} <= pop_2030: " + ', '.join(
                f"{d['name']} {d['pop'][2023]} -> {d['pop'][2030]}" for d in hit) + '.'}


_CROSS = {t: [r for r in REGIONS if r['pop'][2023] < t <= r['pop'][2030]]
          for t in (1000000, 1500000, 2000000)}
_T = next(t for t, v in _CROSS.items() if v)
fixed('series', 'w7_ser_regions_crossing', [
    ('fr', 'formal', f"Quelles régions dépasseront les {_T // 1000000} million(s) d'habitants "
                     "entre 2023 et 2030 alors qu'elles étaient en dessous au recensement ?"),
    ('en', 'formal', f"Which regions will pass {_T // 1000000} million inhabitants between 2023 "
                     "and 2030 after being below it at the census?"),
    ('en', 'informal', f"regions crossing {_T // 1000000}M people by 2030?"),
], {'names': [key(r['name']) for r in _CROSS[_T]]},
    f"{F_REG} pop_2023 < {_T} <= pop_2030: " + ', '.join(
        f"{r['name']} {r['pop'][2023]} -> {r['pop'][2030]}" for r in _CROSS[_T]) + '.')


@shape('series', 'w7_ser_first_year_up', [
    ('fr', 'informal', "{dw} : à partir de quelle année on dépasse de {s} % le chiffre du "
                       "recensement 2023 ?"),
    ('fr', 'formal', "À partir de quelle année la population {de_dw} dépasse-t-elle de plus de "
                     "{s} % son chiffre du recensement de 2023, selon l'ANSD ?"),
    ('en', 'formal', "From which year is {dw}'s population more than {s}% above its 2023 census "
                     "figure, per ANSD?"),
    ('en', 'informal', "{dw}: first year it's {s}%+ above the 2023 census?"),
])
def first_year_up(rng, ctx):
    d = rng.choice(DEPTS)
    s = rng.choice([5, 10, 15])
    t = d['pop'][2023] * (1 + s / 100)
    ys = [y for y in range(2024, 2031) if d['pop'][y] > t]
    if not ys or any(abs(d['pop'][y] - t) < 0.002 * t for y in range(2024, 2031)):
        return None
    return {'fill': {**dw_fill(ctx, d), 's': s},
            'expect': {'numbers': [ys[0]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} census {d['pop'][2023]} x {1 + s / 100:g} = {t:.0f}; "
                   f"first year above: {ys[0]} ({d['pop'][ys[0]]}; {ys[0] - 1}: "
                   f"{d['pop'][ys[0] - 1]})."}
