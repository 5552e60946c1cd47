"""Fourth wave, kinds `growth` (a commune from its census to a projected year, the nation, the
average yearly gain of a department, which of two departments grows faster), `series` (a
department over every published year, a region or a commune in named years) and `value` (women or
men of a department, the nation by sex, geolocated facilities of a region)."""
from .data import (CLEAN_COMMUNES, DEPTS, F_DEPT, F_HC, F_PROJ, F_REG, F_SEX, HEALTH, NATIONAL,
                   REGIONS, YEARS, key)
from .w2_common import de, fac
from .w4_common import NB, kind_of, pct, shape, with_de


@shape('growth', 'w4_commune_growth', [
    ('fr', 'formal', "De combien la population de la commune {de_c} devrait-elle augmenter entre le "
                     "recensement de 2023 et {y}, en nombre et en pourcentage" + NB + "?"),
    ('fr', 'informal', "la commune {de_c}, elle va gagner combien d'habitants d'ici {y} par rapport "
                       "au recensement ? et en % ?"),
    ('fr', 'sms', "commune {c} croissance 2023-{y} nbre et %"),
    ('en', 'formal', "By how much should the population of {c} commune grow between the 2023 "
                     "census and {y}, in people and in percent?"),
    ('en', 'informal', "{c} commune: growth from the 2023 census to {y}, number and %?"),
])
def commune_growth(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    y = rng.choice(range(2026, 2031))
    a, b = c['census']['_T'], c['proj'][y]
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'y': y}, 'c'),
            'expect': {'numbers': [b - a], 'approx_numbers': [[pct(b - a, a), 0.02]],
                       'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} ({c['dept']}) census 2023 {a}; {F_PROJ} {y} {b}; +{b - a} = "
                   f"{pct(b - a, a)} % (a row whose 2023 matches the census)."}


@shape('growth', 'w4_national_growth', [
    ('fr', 'formal', "De combien d'habitants la population du Sénégal augmente-t-elle entre {a} et "
                     "{b}, et quel taux de croissance cela représente-t-il" + NB + "?"),
    ('fr', 'informal', "entre {a} et {b}, le Sénégal gagne combien d'habitants ? ça fait quel % ?"),
    ('fr', 'noacc', "croissance de la population du Sénégal de {a} à {b}, en nombre et en %"),
    ('en', 'formal', "By how many people does Senegal's population grow between {a} and {b}, and "
                     "what growth rate is that?"),
    ('en', 'typo', "how much does the population of Senegal grow between {a} and {b}, number and %"),
])
def national_growth(rng, ctx):
    a, b = sorted(rng.sample(YEARS, 2))
    if b - a < 2:
        return None
    d = NATIONAL[b] - NATIONAL[a]
    return {'fill': {'a': a, 'b': b},
            'expect': {'numbers': [d], 'approx_numbers': [[pct(d, NATIONAL[a]), 0.02]]},
            'why': f"{F_REG} summed over the 14 regions: {a} {NATIONAL[a]} ({kind_of(a)}), {b} "
                   f"{NATIONAL[b]} ({kind_of(b)}); +{d} = {pct(d, NATIONAL[a])} %."}


@shape('growth', 'w4_yearly_gain', [
    ('fr', 'formal', "En moyenne, combien d'habitants supplémentaires le département de {d} "
                     "gagne-t-il chaque année entre {a} et {b}" + NB + "?"),
    ('fr', 'informal', "{d} prend combien d'habitants par an en moyenne entre {a} et {b} ?"),
    ('fr', 'abbr', "Dépt de {d}" + NB + ": gain moyen annuel de pop. {a}-{b}" + NB + "?"),
    ('en', 'formal', "On average, how many additional inhabitants does {d} department gain each "
                     "year between {a} and {b}?"),
    ('en', 'long', "We size our yearly preparedness stocks on population growth. How many people "
                   "per year, on average, does {d} department add between {a} and {b}?"),
])
def yearly_gain(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = rng.choice([(2023, 2030), (2024, 2030), (2025, 2030), (2023, 2028)])
    tot = d['pop'][b] - d['pop'][a]
    v = round(tot / (b - a))
    return {'fill': {'d': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']}: (pop_{b} {d['pop'][b]} - pop_{a} {d['pop'][a]}) / "
                   f"{b - a} years = {tot} / {b - a} = {v} per year."}


@shape('growth', 'w4_faster_of_two', [
    ('fr', 'formal', "Entre les départements {de_a} et {de_b}, lequel connaît la plus forte "
                     "croissance démographique en pourcentage de {y1} à {y2}" + NB + "?"),
    ('fr', 'informal', "{a} ou {b}, c'est lequel qui grandit le plus vite entre {y1} et {y2} "
                       "(en %) ?"),
    ('fr', 'sms', "croissance % {a} vs {b} {y1}-{y2} lekel + rapide"),
    ('en', 'formal', "Which grows faster in percentage terms from {y1} to {y2}, {a} department or "
                     "{b} department?"),
    ('en', 'informal', "{a} vs {b}: which dept grows faster {y1}-{y2}, in %?"),
])
def faster_of_two(rng, ctx):
    da, db = rng.sample(DEPTS, 2)
    y1, y2 = rng.choice([(2023, 2030), (2024, 2029), (2025, 2030)])
    ga = pct(da['pop'][y2] - da['pop'][y1], da['pop'][y1])
    gb = pct(db['pop'][y2] - db['pop'][y1], db['pop'][y1])
    if abs(ga - gb) < 0.3:
        return None
    fast = da if ga > gb else db
    return {'fill': with_de(ctx, {'a': ctx.pn(da['name']), 'b': ctx.pn(db['name']), 'y1': y1,
                                  'y2': y2}, 'a', 'b'),
            'expect': {'approx_numbers': [[ga, 0.03], [gb, 0.03]], 'names': [key(fast['name'])]},
            'why': f"{F_DEPT}: {da['name']} {da['pop'][y1]} -> {da['pop'][y2]} = +{ga} %; "
                   f"{db['name']} {db['pop'][y1]} -> {db['pop'][y2]} = +{gb} %; faster: "
                   f"{fast['name']}."}


@shape('series', 'w4_dept_all_years', [
    ('fr', 'formal', "Pouvez-vous me donner toutes les données de population disponibles pour le "
                     "département de {d}, de 2023 à 2030" + NB + "?"),
    ('fr', 'informal', "t'as toute la série pour {d} (département), de 2023 jusqu'à 2030 ?"),
    ('fr', 'sms', "serie pop dept {d} 2023 a 2030 svp"),
    ('en', 'formal', "Can you give me every population figure you hold for {d} department, from "
                     "2023 to 2030?"),
    ('en', 'informal', "full 2023-2030 series for {d} dept?"),
])
def dept_all_years(rng, ctx):
    d = rng.choice(DEPTS)
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['pop'][y] for y in YEARS], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']}: " + ', '.join(f"{y} {d['pop'][y]}" for y in YEARS) +
                   ' (2023 census, 2024-2030 ANSD projections).'}


NAMED = [(2024, 2026, 2028, 2030), (2025, 2030), (2023, 2025, 2030), (2023, 2027, 2030),
         (2026, 2028, 2030)]


def years_words(ctx, ys):
    ys = [str(y) for y in ys]
    last = ' and ' if ctx.lang == 'en' else (' & ' if ctx.style == 'sms' else ' et ')
    return ', '.join(ys[:-1]) + last + ys[-1]


@shape('series', 'w4_region_named_years', [
    ('fr', 'formal', "Quelle est la population de la région de {r} en {ys}" + NB + "?"),
    ('fr', 'long', "Pour notre cadre de résultats, nous avons besoin de la population de la région "
                   "de {r} aux jalons {ys}."),
    ('fr', 'abbr', "Pop. rég. de {r}" + NB + ": {ys}" + NB + "?"),
    ('fr', 'typo', "population de la région de {r} en {ys} svp"),
    ('en', 'formal', "What is the population of {r} region in {ys}?"),
    ('en', 'informal', "{r} region pop for {ys}?"),
])
def region_named_years(rng, ctx):
    r = rng.choice(REGIONS)
    ys = rng.choice(NAMED)
    return {'fill': {'r': ctx.pn(r['name']), 'ys': years_words(ctx, ys)},
            'expect': {'numbers': [r['pop'][y] for y in ys], 'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} (sum of its departments): " + ', '.join(
                f"{y} {r['pop'][y]}" for y in ys) + '.'}


@shape('series', 'w4_commune_named_years', [
    ('fr', 'formal', "Quels sont les effectifs de la commune {de_c} en {ys}" + NB + "?"),
    ('fr', 'informal', "commune {de_c} : la population en {ys}, stp"),
    ('fr', 'noacc', "population de la commune {de_c} pour les années {ys}"),
    ('en', 'formal', "What is the population of {c} commune in {ys}?"),
    ('en', 'typo', "population of the commune of {c} in {ys}"),
])
def commune_named_years(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    ys = rng.choice(NAMED)
    vals = [c['census']['_T'] if y == 2023 else c['proj'][y] for y in ys]
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'ys': years_words(ctx, ys)}, 'c'),
            'expect': {'numbers': vals, 'names': [key(c['name'])]},
            'why': f"{F_PROJ} {c['name']} ({c['dept']}): " + ', '.join(
                f"{y} {v}" for y, v in zip(ys, vals)) + ' (2023 = census, same in both files).'}


SEX = {'F': ('de femmes', 'women', 'femmes'), 'M': ("d'hommes", 'men', 'hommes')}


@shape('value', 'w4_dept_sex', [
    ('fr', 'formal', "Combien {s} le recensement de 2023 a-t-il {counted} dans le département de "
                     "{d}" + NB + "?"),
    ('fr', 'sms', "nb {w} dept {d} rgph5"),
    ('fr', 'informal', "au recensement, y avait combien {s} dans le département de {d} ?"),
    ('fr', 'typo', "nombre {s} dans le département de {d} recensement 2023"),
    ('en', 'formal', "How many {e} did the 2023 census count in {d} department?"),
    ('en', 'informal', "{e} in {d} dept, 2023 census?"),
])
def dept_sex(rng, ctx):
    d, s = rng.choice(DEPTS), rng.choice('FM')
    return {'fill': {'d': ctx.pn(d['name']), 's': SEX[s][0], 'e': SEX[s][1], 'w': SEX[s][2],
                     'counted': 'dénombrées' if s == 'F' else 'dénombrés'},
            'expect': {'numbers': [d['census'][s]], 'names': [key(d['name'])]},
            'why': f"{F_SEX}: {d['name']} ({d['ansd']}) SEXE={s} = {d['census'][s]}."}


NAT_F = sum(d['census']['F'] for d in DEPTS)
NAT_M = sum(d['census']['M'] for d in DEPTS)


@shape('value', 'w4_national_sex', [
    ('fr', 'formal', "Combien de femmes et combien d'hommes le recensement de 2023 a-t-il "
                     "dénombrés au Sénégal" + NB + "?"),
    ('fr', 'sms', "rgph 2023 senegal cb d femmes et cb d hommes"),
    ('fr', 'informal', "au niveau national, le recensement 2023 donne combien de femmes et "
                       "d'hommes ?"),
    ('en', 'formal', "How many women and how many men did the 2023 census count in Senegal?"),
    ('en', 'informal', "Senegal 2023 census: women vs men?"),
], n=1, by_lang=True)
def national_sex(rng, ctx):
    return {'fill': {},
            'expect': {'numbers': [NAT_F, NAT_M]},
            'why': f"{F_SEX} summed over the 46 departments: F {NAT_F}, M {NAT_M} (total "
                   f"{NAT_F + NAT_M} = {NATIONAL[2023]})."}


@shape('value', 'w4_region_geolocated', [
    ('fr', 'formal', "Parmi les {t} de la région de {r}, combien sont {geo}" + NB + "?"),
    ('fr', 'informal', "{r} : combien {dt} ont des coordonnées GPS ?"),
    ('fr', 'abbr', "Nb {dt} {geo}, rég. de {r}" + NB + "?"),
    ('en', 'formal', "Of the {t} in {r} region, how many are geolocated?"),
    ('en', 'informal', "{r} region: how many {t} have GPS coordinates?"),
])
def region_geolocated(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    t = rng.choice([t for t in ('hopital', 'centre de sante', 'poste de sante', 'case de sante')
                    if t in HEALTH[r]])
    n, g = HEALTH[r][t]
    return {'fill': {'r': ctx.pn(r), 't': fac(ctx, t), 'dt': de(ctx, fac(ctx, t)),
                     'geo': 'géolocalisées' if t == 'case de sante' else 'géolocalisés'},
            'expect': {'numbers': [g], 'names': [key(r)]},
            'why': f"{F_HC}: {r} {t} n_geolocated {g} (of n_facilities {n})."}
