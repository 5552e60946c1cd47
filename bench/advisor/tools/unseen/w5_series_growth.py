"""Fifth wave, kinds `series` (the year a place first passes a size in the projections, the year
Senegal passes 20 million, the last projected year and its figure) and `growth` (the average
annual rate, a commune against its department, the nation's yearly gain, a department's part of
its region's growth)."""
from .data import (CLEAN_COMMUNES, DEPT, DEPTS, F_DEPT, F_PROJ, F_REG, F_SEX, NATIONAL, REGIONS,
                   YEARS, key)
from .w5_common import dept_w, fixed, pct, region_pop_why, region_w, shape, with_de


def _crossing(pop, steps):
    """(threshold, first year above it) for the round thresholds first passed in 2024-2030 with
    a clear margin on both sides of the crossing."""
    out = []
    for t in steps:
        ys = [y for y in YEARS if pop[y] > t]
        if not ys or ys[0] == 2023:
            continue
        y = ys[0]
        if pop[y - 1] < 0.995 * t and pop[y] > 1.005 * t:
            out.append((t, y))
    return out


STEPS_D = [100000, 150000, 200000, 250000, 300000, 400000, 500000, 600000, 700000, 800000,
           1000000, 1500000]
STEPS_R = [300000, 500000, 750000, 1000000, 1250000, 1500000, 2000000, 2500000, 4500000]


@shape('series', 'w5_ser_crosses', [
    ('fr', 'formal', "En quelle année la population {de_w} dépassera-t-elle {t} habitants selon "
                     "les projections de l'ANSD ?"),
    ('fr', 'informal', "{w}, ça passe la barre des {t} habitants en quelle année ?"),
    ('fr', 'long', "Notre plan quinquennal change de catégorie de ville au-delà de {t} habitants. "
                   "À partir de quelle année {w} franchit-il ce seuil, d'après l'ANSD ?"),
    ('en', 'formal', "In which year will the population of {w} pass {t} according to ANSD's "
                     "projections?"),
])
def crosses(rng, ctx):
    if rng.random() < 0.6:
        x, steps = rng.choice(DEPTS), STEPS_D
        w, src = dept_w(ctx, x['name']), F_DEPT
    else:
        x, steps = rng.choice(REGIONS), STEPS_R
        w, src = region_w(ctx, x['name']), F_REG
    opts = _crossing(x['pop'], steps)
    if not opts:
        return None
    t, y = rng.choice(opts)
    de_w = 'du ' + w[3:] if w.startswith('le ') else 'de ' + w
    if ctx.lang == 'fr' and ctx.style == 'long' and w.startswith('la '):
        return None  # "... franchit-il" agrees with a department only
    return {'fill': {'w': w[:1].upper() + w[1:] if ctx.style == 'informal' else w, 'de_w': de_w,
                     't': ctx.nf(t)},
            'expect': {'numbers': [y, x['pop'][y]], 'names': [key(x['name'])]},
            'why': f"{src} {x['name']}: pop_{y - 1} {x['pop'][y - 1]} <= {t} < pop_{y} "
                   f"{x['pop'][y]}: first passed in {y} (ANSD projection)."}


_Y20 = next(y for y in YEARS if NATIONAL[y] > 20000000)
fixed('series', 'w5_ser_national_20m', [
    ('fr', 'formal', "En quelle année le Sénégal dépassera-t-il les 20 millions d'habitants selon "
                     "les projections de l'ANSD ?"),
    ('fr', 'sms', "senegal 20 millions d hbts c en kelle annee ?"),
    ('en', 'formal', "In which year will Senegal pass 20 million inhabitants according to ANSD's "
                     "projections?"),
    ('en', 'informal', "when does Senegal hit 20 million people?"),
], {'numbers': [_Y20, NATIONAL[_Y20]]},
    f"{F_REG} summed over the 14 regions: {_Y20 - 1} {NATIONAL[_Y20 - 1]}, {_Y20} {NATIONAL[_Y20]} "
    f"(first year above 20,000,000).")


@shape('series', 'w5_ser_last_year', [
    ('fr', 'formal', "Jusqu'à quelle année vont les projections de l'ANSD pour {w}, et quel "
                     "chiffre donnent-elles pour la dernière année ?"),
    ('fr', 'informal', "c'est quoi la projection la plus lointaine que t'as pour {w} ?"),
    ('fr', 'abbr', "Dernière année projetée (ANSD) pour {w} et pop. correspondante ?"),
    ('en', 'formal', "How far do ANSD's projections go for {w}, and what figure do they give for "
                     "the last year?"),
])
def last_year(rng, ctx):
    if rng.random() < 0.5:
        x = rng.choice(DEPTS)
        w, src = dept_w(ctx, x['name']), F_DEPT
    else:
        x = rng.choice(REGIONS)
        w, src = region_w(ctx, x['name']), F_REG
    return {'fill': {'w': w},
            'expect': {'numbers': [2030, x['pop'][2030]], 'names': [key(x['name'])]},
            'why': f"{src} {x['name']}: projections run 2024-2030; pop_2030 {x['pop'][2030]}."}


def _rates(p1, p2, n):
    cagr = ((p2 / p1) ** (1 / n) - 1) * 100
    simple = (p2 - p1) / p1 * 100 / n
    return round(cagr, 2), round(simple, 2)


@shape('growth', 'w5_gr_annual_rate', [
    ('fr', 'formal', "Quel est le taux de croissance annuel moyen de la population {de_w} entre "
                     "{a} et {b} ?"),
    ('fr', 'abbr', "Taux de croiss. annuel moyen, {w}, {a}-{b} ?"),
    ('fr', 'informal', "{w}, ça grandit de combien de % par an en moyenne entre {a} et {b} ?"),
    ('en', 'formal', "What is the average annual population growth rate of {w} between {a} and "
                     "{b}?"),
    ('en', 'typo', "average yearly growth rate of {w} betwen {a} and {b}, in %"),
])
def annual_rate(rng, ctx):
    if rng.random() < 0.5:
        x = rng.choice(DEPTS)
        w, src = dept_w(ctx, x['name']), F_DEPT
    else:
        x = rng.choice(REGIONS)
        w, src = region_w(ctx, x['name']), F_REG
    a, b = rng.choice([(2023, 2030), (2024, 2030), (2025, 2030), (2023, 2028)])
    cagr, simple = _rates(x['pop'][a], x['pop'][b], b - a)
    de_w = 'du ' + w[3:] if w.startswith('le ') else 'de ' + w
    return {'fill': {'w': w, 'de_w': de_w, 'a': a, 'b': b},
            'expect': {'any_numbers': [sorted({cagr, simple})], 'names': [key(x['name'])]},
            'why': f"{src} {x['name']}: pop_{a} {x['pop'][a]} -> pop_{b} {x['pop'][b]} over "
                   f"{b - a} years: compound {cagr} %/year, or simple average {simple} %/year."}


@shape('growth', 'w5_gr_commune_vs_dept', [
    ('fr', 'formal', "La commune {de_c} grandit-elle plus vite que son département entre le "
                     "recensement de 2023 et {y} ? Donnez les deux taux."),
    ('fr', 'informal', "{c} : la commune pousse plus vite que le département de {d} d'ici {y}, ou "
                       "pas ? en %"),
    ('fr', 'noacc', "croissance 2023-{y} de la commune {de_c} comparee a celle du departement de "
                    "{d}"),
    ('en', 'formal', "Does the commune of {c} grow faster than its department between the 2023 "
                     "census and {y}? Give both rates."),
])
def commune_vs_dept(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    d, y = DEPT[c['dept']], rng.choice(range(2026, 2031))
    gc = pct(c['proj'][y] - c['census']['_T'], c['census']['_T'])
    gd = pct(d['pop'][y] - d['pop'][2023], d['pop'][2023])
    if abs(gc - gd) < 0.2:
        return None
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'd': ctx.pn(d['name']), 'y': y}, 'c'),
            'expect': {'approx_numbers': [[gc, 0.03], [gd, 0.03]], 'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} census {c['census']['_T']} -> {F_PROJ} {y} {c['proj'][y]} "
                   f"= +{gc} %; {F_DEPT} {d['name']} {d['pop'][2023]} -> {d['pop'][y]} = +{gd} %."}


@shape('growth', 'w5_gr_national_yearly', [
    ('fr', 'formal', "En moyenne, combien d'habitants le Sénégal gagne-t-il chaque année entre "
                     "{a} et {b} ?"),
    ('fr', 'sms', "senegal gagne cb d hbts par an en moyenne {a}-{b}"),
    ('fr', 'long', "Pour calibrer la croissance de nos stocks nationaux, j'ai besoin du gain "
                   "moyen de population par an au Sénégal entre {a} et {b}."),
    ('en', 'formal', "On average, how many inhabitants does Senegal add each year between {a} and "
                     "{b}?"),
])
def national_yearly(rng, ctx):
    a, b = rng.choice([(2023, 2030), (2024, 2030), (2025, 2030), (2023, 2027)])
    v = round((NATIONAL[b] - NATIONAL[a]) / (b - a))
    return {'fill': {'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_REG} summed: ({NATIONAL[b]} - {NATIONAL[a]}) / {b - a} = {v} per year."}


@shape('growth', 'w5_gr_part_of_region_growth', [
    ('fr', 'formal', "Quelle part de la croissance démographique de la région de {r} entre {a} et "
                     "{b} revient au département de {d} ?"),
    ('fr', 'informal', "sur tout ce que gagne la région de {r} entre {a} et {b}, c'est combien de "
                       "% pour {d} ?"),
    ('fr', 'long', "Nous voulons savoir où se concentre la croissance dans la région de {r}. Entre "
                   "{a} et {b}, quel pourcentage du gain de population de la région vient du "
                   "département de {d} ?"),
    ('en', 'formal', "What share of {r} region's population growth between {a} and {b} goes to "
                     "{d} department?"),
])
def part_of_region_growth(rng, ctx):
    r = rng.choice([r for r in REGIONS if len(r['depts']) >= 3])
    d = rng.choice(r['depts'])
    a, b = rng.choice([(2023, 2030), (2025, 2030), (2023, 2027)])
    gd, gr = d['pop'][b] - d['pop'][a], r['pop'][b] - r['pop'][a]
    v = pct(gd, gr)
    return {'fill': {'r': ctx.pn(r['name']), 'd': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} +{gd} ({d['pop'][a]} -> {d['pop'][b]}) / "
                   f"{region_pop_why(r, b)} minus pop_{a} {r['pop'][a]}: +{gr} -> {v} %."}
