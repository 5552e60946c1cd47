"""Eighth wave, kinds `series` and `growth`: a department or a region year by year, a clean
commune's projection over a span, the country from one year to another, a region's census and
its 2030 projection; growth of a department (people and %), a region's average yearly rate, a
clean commune's gain, the people added each year nationally, the fastest-growing department of
a region, which of two departments grows faster, the year a department first passes a round
figure, and a region's gain split between its departments."""
from .data import CLEAN_COMMUNES, DEPTS, F_DEPT, F_PROJ, F_REG, NATIONAL, REGIONS, key
from .w8_common import DEP_REGIONS, commune_w, de_w, dept_w, pct, region_w, shape


def span(rng, lo=2023, hi=2030, mn=3, mx=5):
    while True:
        a, b = sorted(rng.sample(range(lo, hi + 1), 2))
        if mn <= b - a <= mx:
            return a, b


@shape('series', 'w8_ser_dept_span', [
    ('fr', 'formal', "Pouvez-vous me donner la population {de_dw} année par année, de {a} à {b} "
                     "?"),
    ('fr', 'sms', "evolution pop {dw} {a}-{b} annee par annee"),
    ('en', 'formal', "Could you give me the population of {dw} for each year from {a} to {b}?"),
    ('en', 'informal', "{dw} pop by year, {a} through {b}"),
])
def dept_span(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = span(rng)
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw),
                     'a': a, 'b': b},
            'expect': {'numbers': [d['pop'][y] for y in range(a, b + 1)]},
            'why': f"{F_DEPT} {d['name']} " + ', '.join(f"{y} {d['pop'][y]}"
                                                       for y in range(a, b + 1)) + '.'}


@shape('series', 'w8_ser_region_all', [
    ('fr', 'informal', "tu peux me sortir toute la série 2023-2030 pour {rw} ?"),
    ('fr', 'abbr', "Série pop. {rw}, 2023 à 2030 ?"),
    ('en', 'formal', "Please list the population of {rw} for every year from 2023 to 2030."),
])
def region_all(rng, ctx):
    r = rng.choice(REGIONS)
    return {'fill': {'rw': region_w(ctx, r['name'])},
            'expect': {'numbers': [r['pop'][y] for y in range(2023, 2031)]},
            'why': f"{F_REG} {r['name']} 2023 (census) to 2030 (projections): "
                   + ', '.join(str(r['pop'][y]) for y in range(2023, 2031)) + '.'}


@shape('series', 'w8_ser_commune_span', [
    ('fr', 'noacc', "evolution de la population de {cw} entre {a} et {b}, annee par annee ?"),
    ('en', 'informal', "{cw}: projected population each year {a}-{b}?"),
])
def commune_span(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    a, b = span(rng, 2024, 2030, 2, 3)
    return {'fill': {'cw': commune_w(ctx, c['name']), 'a': a, 'b': b},
            'expect': {'numbers': [c['proj'][y] for y in range(a, b + 1)]},
            'why': f"{F_PROJ} {c['code']} {c['name']} " + ', '.join(
                f"{y} {c['proj'][y]}" for y in range(a, b + 1)) + '.'}


@shape('series', 'w8_ser_national_span', [
    ('fr', 'formal', "Quelle est la population du Sénégal pour chaque année de {a} à {b} ?"),
    ('fr', 'noacc', "population du senegal de {a} a {b}, chaque annee"),
    ('en', 'formal', "What is Senegal's population for each year from {a} to {b}?"),
])
def national_span(rng, ctx):
    a, b = span(rng, 2024, 2030, 2, 4)
    return {'fill': {'a': a, 'b': b},
            'expect': {'numbers': [NATIONAL[y] for y in range(a, b + 1)]},
            'why': f"{F_DEPT} sum of 46 departments: " + ', '.join(
                f"{y} {NATIONAL[y]}" for y in range(a, b + 1)) + '.'}


@shape('series', 'w8_ser_region_census_and_2030', [
    ('fr', 'abbr', "{rw} : pop. RGPH-5 2023 et pop. projetée 2030 ?"),
    ('en', 'informal', "{rw}: census 2023 and the 2030 projection?"),
])
def region_census_and_2030(rng, ctx):
    r = rng.choice(REGIONS)
    return {'fill': {'rw': region_w(ctx, r['name'])},
            'expect': {'numbers': [r['pop'][2023], r['pop'][2030]]},
            'why': f"{F_REG} {r['name']} pop_2023 {r['pop'][2023]} (census, sum of departments), "
                   f"pop_2030 {r['pop'][2030]} (projection)."}


@shape('growth', 'w8_gr_dept_abs_pct', [
    ('fr', 'formal', "De combien la population {de_dw} augmente-t-elle entre {a} et {b}, en "
                     "nombre et en pourcentage ?"),
    ('fr', 'typo', "croissance {de_dw} entre {a} et {b} ? en nombre de personnes et en %"),
    ('en', 'formal', "By how much does the population of {dw} grow between {a} and {b}, in "
                     "people and in percent?"),
    ('en', 'informal', "{dw} growth {a}->{b}, abs and %?"),
])
def dept_abs_pct(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = span(rng, 2023, 2030, 3, 7)
    g = d['pop'][b] - d['pop'][a]
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw),
                     'a': a, 'b': b},
            'expect': {'numbers': [g], 'approx_numbers': [[pct(g, d['pop'][a]), 0.02]]},
            'why': f"{F_DEPT} {d['name']} {b} {d['pop'][b]} - {a} {d['pop'][a]} = {g} "
                   f"(+{pct(g, d['pop'][a])} %)."}


@shape('growth', 'w8_gr_region_cagr', [
    ('fr', 'formal', "Quel est le taux de croissance annuel moyen de la population de {rw} entre "
                     "2023 et 2030 ?"),
    ('fr', 'informal', "{rw} ça grandit de combien de % par an en moyenne jusqu'en 2030 ?"),
    ('en', 'formal', "What is the average annual growth rate of {rw}'s population from 2023 to "
                     "2030?"),
])
def region_cagr(rng, ctx):
    r = rng.choice(REGIONS)
    v = round(((r['pop'][2030] / r['pop'][2023]) ** (1 / 7) - 1) * 100, 2)
    return {'fill': {'rw': region_w(ctx, r['name'])},
            'expect': {'approx_numbers': [[v, 0.04]]},
            'why': f"{F_REG} {r['name']}: ({r['pop'][2030]} / {r['pop'][2023]})^(1/7) - 1 = {v} % "
                   "a year (compound)."}


@shape('growth', 'w8_gr_commune_gain', [
    ('fr', 'informal', "{cw}, elle gagne combien d'habitants entre 2023 et {y} ?"),
    ('en', 'informal', "how many people does {cw} add from 2023 to {y}?"),
])
def commune_gain(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    y = rng.choice(range(2026, 2031))
    g = c['proj'][y] - c['census']['_T']
    return {'fill': {'cw': commune_w(ctx, c['name']), 'y': y}, 'expect': {'numbers': [g]},
            'why': f"{F_PROJ} {c['name']} {y} {c['proj'][y]} - 2023 {c['census']['_T']} = {g}."}


_ADD = round((NATIONAL[2030] - NATIONAL[2023]) / 7)


@shape('growth', 'w8_gr_national_per_year', [
    ('fr', 'formal', "En moyenne, combien d'habitants le Sénégal gagne-t-il chaque année entre "
                     "{a} et {b} ?"),
    ('fr', 'sms', "le senegal gagne cb d hbts par an entre {a} et {b} ?"),
    ('en', 'formal', "On average, how many people does Senegal add each year between {a} and "
                     "{b}?"),
])
def national_per_year(rng, ctx):
    a, b = span(rng, 2023, 2030, 3, 7)
    v = round((NATIONAL[b] - NATIONAL[a]) / (b - a))
    return {'fill': {'a': a, 'b': b}, 'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_DEPT} national {b} {NATIONAL[b]} - {a} {NATIONAL[a]} = "
                   f"{NATIONAL[b] - NATIONAL[a]} over {b - a} years = {v} a year."}


@shape('growth', 'w8_gr_fastest_dept_region', [
    ('fr', 'formal', "Quel département de {rw} connaît la plus forte croissance relative entre "
                     "2023 et 2030 ?"),
    ('fr', 'informal', "dans {rw}, c'est quel département qui grossit le plus vite d'ici 2030 "
                       "(en %) ?"),
    ('en', 'formal', "Which department of {rw} grows fastest, in percent, from 2023 to 2030?"),
])
def fastest_dept_region(rng, ctx):
    r = rng.choice(DEP_REGIONS)
    g = {d['name']: d['pop'][2030] / d['pop'][2023] - 1 for d in r['depts']}
    top = sorted(g, key=lambda n: -g[n])
    if g[top[0]] - g[top[1]] < 0.005:
        return None
    return {'fill': {'rw': region_w(ctx, r['name'])},
            'expect': {'names': [key(top[0])], 'approx_numbers': [[round(g[top[0]] * 100, 2),
                                                                   0.03]]},
            'why': f"{F_DEPT} 2023->2030: " + ', '.join(f"{n} +{g[n] * 100:.2f} %" for n in top)
                   + '.'}


@shape('growth', 'w8_gr_two_depts_faster', [
    ('fr', 'formal', "Entre 2023 et {y}, lequel croît le plus vite en pourcentage : le "
                     "département de {a} ou celui de {b} ?"),
    ('en', 'informal', "{a} vs {b} depts — which grows faster in % from 2023 to {y}?"),
    ('fr', 'abbr', "Croissance en % 2023-{y} : dépt de {a} vs dépt de {b} ?"),
])
def two_depts_faster(rng, ctx):
    a, b = rng.sample(DEPTS, 2)
    y = rng.choice([2026, 2028, 2030])
    ga, gb = (pct(x['pop'][y] - x['pop'][2023], x['pop'][2023]) for x in (a, b))
    if abs(ga - gb) < 0.3:
        return None
    w = a if ga > gb else b
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'names': [key(w['name'])], 'approx_numbers': [[ga, 0.03], [gb, 0.03]]},
            'why': f"{F_DEPT} 2023->{y}: {a['name']} +{ga} %, {b['name']} +{gb} % -> "
                   f"{w['name']}."}


@shape('growth', 'w8_gr_year_passes', [
    ('fr', 'long', "Pour dimensionner un nouveau centre de santé, on s'est fixé un seuil de {t} "
                   "habitants. En quelle année la population {de_dw} dépasse-t-elle ce seuil "
                   "d'après les projections ?"),
    ('en', 'typo', "which year does {dw} pass {t} people acording to the projections"),
])
def year_passes(rng, ctx):
    d = rng.choice(DEPTS)
    step = 50000 if d['pop'][2023] > 300000 else 10000
    t = (d['pop'][2023] // step + 1) * step
    yrs = [y for y in range(2024, 2031) if d['pop'][y] > t]
    if not yrs or abs(d['pop'][yrs[0]] - t) < 0.002 * t:
        return None
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw),
                     't': ctx.nf(t)},
            'expect': {'numbers': [yrs[0], d['pop'][yrs[0]]]},
            'why': f"{F_DEPT} {d['name']}: first year above {t} is {yrs[0]} "
                   f"({d['pop'][yrs[0]]}; {yrs[0] - 1}: {d['pop'][yrs[0] - 1]})."}


@shape('growth', 'w8_gr_region_gain_split', [
    ('fr', 'formal', "Entre 2023 et 2030, la région de {r} gagne combien d'habitants, et quelle "
                     "part de ce gain revient à son département le plus peuplé ?"),
    ('en', 'formal', "Between 2023 and 2030, how many people does {r} region gain, and what share "
                     "of that gain goes to its most populous department?"),
])
def region_gain_split(rng, ctx):
    r = rng.choice(DEP_REGIONS)
    top = max(r['depts'], key=lambda d: d['pop'][2023])
    g = r['pop'][2030] - r['pop'][2023]
    gt = top['pop'][2030] - top['pop'][2023]
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [g], 'names': [key(top['name'])],
                       'approx_numbers': [[pct(gt, g), 0.02]]},
            'why': f"{F_REG} {r['name']} 2030 - 2023 = {g}; {F_DEPT} {top['name']} (largest) "
                   f"gains {gt} = {pct(gt, g)} % of it."}
