"""Second wave, kinds `value`, `level_name`, `series` and `growth`: single figures, names that
are several units or exist twice, year-by-year ranges, growth in numbers and percent."""
from .core import shape
from .data import (COMMUNES, DEPTS, F_DEPT, F_HC, F_HG, F_REG, F_SEX, HEALTH,
                   HEALTH_GEO_DEPT, REGIONS, key, norm)
from .w2_common import NB, de, fac, pct, years


@shape('value', 'w2_region_facilities', [
    ('fr', 'formal', "De combien {dt} dispose la région de {r}" + NB + "?"),
    ('fr', 'sms', "cb {dt} ds la region d {r} svp"),
    ('fr', 'abbr', "Nb {dt}, rég. de {r} ?"),
    ('fr', 'informal', "tu sais combien il y a {dt} dans la région de {r} ?"),
    ('en', 'formal', "How many {t} does {r} region have?"),
    ('en', 'typo', "how many {t} are there in {r} region"),
])
def region_facilities(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    t = rng.choice([t for t in ('poste de sante', 'centre de sante', 'hopital', 'case de sante')
                    if t in HEALTH[r]])
    n = HEALTH[r][t][0]
    return {'fill': {'r': ctx.pn(r), 't': fac(ctx, t), 'dt': de(ctx, fac(ctx, t))},
            'expect': {'numbers': [n], 'names': [key(r)]},
            'why': f"{F_HC}: {r}, {t}: n_facilities = {n}."}


@shape('value', 'w2_dept_facilities', [
    ('fr', 'formal', "Combien de {t} recense-t-on dans le département de {d}" + NB + "?"),
    ('fr', 'long', "Pour positionner nos équipes mobiles dans le département de {d}, j'ai besoin "
                   "de savoir combien de {t} s'y trouvent."),
    ('fr', 'informal', "y a combien de {t} dans le dept de {d} ?"),
    ('en', 'formal', "How many {t} are there in {d} department?"),
    ('en', 'informal', "number of {t} in {d} department?"),
])
def dept_facilities(rng, ctx):
    t = rng.choice(['poste de sante', 'centre de sante'])
    d = rng.choice([d for d in DEPTS if HEALTH_GEO_DEPT.get(d['name'], {}).get(t)])
    g = HEALTH_GEO_DEPT[d['name']][t]
    return {'fill': {'d': ctx.pn(d['name']), 't': fac(ctx, t)},
            'expect': {'numbers': [g], 'names': [key(d['name'])]},
            'why': f"{F_HG}: {d['name']}, {t}: n_geolocated_facilities = {g} (the only "
                   f"department-level count: geolocated facilities only, an undercount; the region "
                   f"total is in {F_HC})."}


TRIPLE = [r for r in REGIONS
          if any(norm(d['name']) == norm(r['name']) for d in r['depts'])
          and any(norm(c['name']) == norm(r['name']) and not c['dup'] for c in COMMUNES)]


@shape('level_name', 'w2_triple_name', [
    ('fr', 'formal', "Quelle est la population de {x} au recensement de 2023" + NB + "?"),
    ('fr', 'sms', "{x} cb d hbts au rgph 2023"),
    ('fr', 'informal', "{x}, ça fait combien d'habitants au recensement ?"),
    ('fr', 'long', "Un journaliste me demande «" + NB + "combien d'habitants à {x}" + NB + "» "
                   "d'après le dernier recensement. Que dois-je lui répondre" + NB + "?"),
    ('en', 'formal', "What was the population of {x} at the 2023 census?"),
    ('en', 'informal', "{x} population, 2023 census?"),
])
def triple_name(rng, ctx):
    r = rng.choice(TRIPLE)
    d = next(d for d in r['depts'] if norm(d['name']) == norm(r['name']))
    c = next(c for c in COMMUNES if norm(c['name']) == norm(r['name']) and not c['dup'])
    vals = [r['census']['_T'], d['census']['_T'], c['census']['_T']]
    return {'fill': {'x': ctx.pn(r['name'])},
            'expect': {'numbers': vals, 'names': [key(r['name'])]},
            'why': f"'{r['name']}' is a region, a department and a commune: region = sum of its "
                   f"departments in {F_DEPT} pop_2023 = {vals[0]}; department {vals[1]}; commune "
                   f"{c['code']} in {F_SEX} _T = {vals[2]}. The answer says which it used and gives "
                   f"the others."}


DUPS = [c for c in COMMUNES if c['dup']]


@shape('level_name', 'w2_dup_qualified', [
    ('fr', 'formal', "Quelle est la population de la commune de {c}, celle du département de {d}, "
                     "au recensement de 2023" + NB + "?"),
    ('fr', 'informal', "la commune de {c} (celle du dept de {d}), combien d'habitants au dernier "
                       "recensement ?"),
    ('fr', 'noacc', "population commune de {c} departement de {d} recensement 2023"),
    ('en', 'formal', "What was the 2023 census population of {c} commune, the one in {d} "
                     "department?"),
    ('en', 'typo', "population of {c} in {d} department at the 2023 census"),
])
def dup_qualified(rng, ctx):
    c = rng.choice(DUPS)
    return {'fill': {'c': ctx.pn(c['name']), 'd': ctx.pn(c['dept'])},
            'expect': {'numbers': [c['census']['_T']], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: commune {c['code']} {c['name']} in {c['dept']} department _T = "
                   f"{c['census']['_T']} (the name exists twice; the department decides)."}


@shape('level_name', 'w2_dup_bare', [
    ('fr', 'formal', "Combien d'habitants la commune de {c} comptait-elle au recensement de 2023"
                     + NB + "?"),
    ('fr', 'sms', "cb d hbts a {c} rgph 2023"),
    ('fr', 'informal', "c'est quoi la population de la commune de {c} au recensement ?"),
    ('en', 'formal', "How many inhabitants did the commune of {c} have at the 2023 census?"),
    ('en', 'informal', "{c} commune, census population?"),
])
def dup_bare(rng, ctx):
    name = rng.choice(sorted({c['name'] for c in DUPS}))
    both = [c for c in DUPS if c['name'] == name]
    return {'fill': {'c': ctx.pn(name)},
            'expect': {'numbers': [c['census']['_T'] for c in both],
                       'names': [key(c['dept']) for c in both]},
            'why': f"{F_SEX}: two communes are named {name}: " + '; '.join(
                f"{c['code']} in {c['dept']} _T {c['census']['_T']}" for c in both) +
                   '. Without a department, both are given.'}


@shape('series', 'w2_dept_series', [
    ('fr', 'formal', "Pouvez-vous me donner la population du département de {d} pour chaque année "
                     "de {y1} à {y2}" + NB + "?"),
    ('fr', 'informal', "évolution année par année de la pop de {d} entre {y1} et {y2} stp"),
    ('fr', 'abbr', "Pop. annuelle dept {d}, {y1}-{y2} ?"),
    ('fr', 'sms', "pop dept {d} de {y1} a {y2} annee par annee svp"),
    ('fr', 'typo', "population du département de {d} année par année de {y1} à {y2}"),
    ('fr', 'noacc', "evolution de la population du departement de {d} de {y1} a {y2}, chaque annee"),
    ('fr', 'long', "Nous suivons la croissance démographique des zones inondables. Pour le "
                   "département de {d}, j'aimerais les effectifs de chaque année entre {y1} et {y2}."),
    ('en', 'formal', "Give me the population of {d} department for each year from {y1} to {y2}."),
    ('en', 'informal', "{d} dept population year by year, {y1} through {y2}?"),
    ('en', 'typo', "population of {d} department for every year between {y1} and {y2}"),
])
def dept_series(rng, ctx):
    d = rng.choice(DEPTS)
    y1, y2 = years(rng, span=(2, 5))
    vals = [d['pop'][y] for y in range(y1, y2 + 1)]
    return {'fill': {'d': ctx.pn(d['name']), 'y1': y1, 'y2': y2},
            'expect': {'numbers': vals, 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} " + ', '.join(
                f"{y} {d['pop'][y]}" for y in range(y1, y2 + 1)) + ' (2023 census, later years ANSD '
                   'projections).'}


@shape('series', 'w2_region_series', [
    ('fr', 'formal', "Quels sont les effectifs de population de la région de {r}, année par année, "
                     "de {y1} à {y2}" + NB + "?"),
    ('fr', 'sms', "pop region {r} chak annee d {y1} a {y2}"),
    ('fr', 'noacc', "Population de la region de {r} pour chaque annee entre {y1} et {y2}"),
    ('fr', 'informal', "la pop de la région de {r} d'année en année, de {y1} jusqu'à {y2} ?"),
    ('fr', 'long', "Pour la revue annuelle du plan ORSEC dans la région de {r}, j'ai besoin de la "
                   "population de chaque année de {y1} à {y2}."),
    ('en', 'formal', "What is the population of {r} region in each year from {y1} to {y2}?"),
    ('en', 'long', "We are updating our regional dashboard for {r}. Could you list the region's "
                   "population for every year between {y1} and {y2}?"),
])
def region_series(rng, ctx):
    r = rng.choice(REGIONS)
    y1, y2 = years(rng, span=(2, 4))
    vals = [r['pop'][y] for y in range(y1, y2 + 1)]
    return {'fill': {'r': ctx.pn(r['name']), 'y1': y1, 'y2': y2},
            'expect': {'numbers': vals, 'names': [key(r['name'])]},
            'why': f"{F_REG} (= sum of its departments in {F_DEPT}): {r['name']} " + ', '.join(
                f"{y} {r['pop'][y]}" for y in range(y1, y2 + 1)) + '.'}


@shape('growth', 'w2_dept_growth', [
    ('fr', 'formal', "De combien la population du département de {d} augmente-t-elle entre {y1} et "
                     "{y2}, en nombre et en pourcentage" + NB + "?"),
    ('fr', 'informal', "{d} gagne combien d'habitants entre {y1} et {y2} ? et ça fait quel % ?"),
    ('fr', 'sms', "croissance pop {d} {y1}-{y2} en nbre et en %"),
    ('fr', 'typo', "de combien augmente la population du département de {d} entre {y1} et {y2} "
                   "(nombre et %)"),
    ('en', 'formal', "By how much does the population of {d} department grow between {y1} and "
                     "{y2}, in absolute terms and in percent?"),
    ('en', 'informal', "{d} dept: population growth {y1} to {y2}, absolute and %?"),
])
def dept_growth(rng, ctx):
    d = rng.choice(DEPTS)
    y1, y2 = years(rng, span=(2, 7))
    a, b = d['pop'][y1], d['pop'][y2]
    g = pct(b - a, a)
    return {'fill': {'d': ctx.pn(d['name']), 'y1': y1, 'y2': y2},
            'expect': {'numbers': [b - a], 'approx_numbers': [[g, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} pop_{y1} {a} -> pop_{y2} {b}: +{b - a}, "
                   f"{b - a}/{a} = {g} %."}


@shape('growth', 'w2_region_growth', [
    ('fr', 'formal', "Quelle est l'augmentation de la population de la région de {r} entre {y1} et "
                     "{y2}, en valeur absolue et en pourcentage" + NB + "?"),
    ('fr', 'long', "Dans notre note d'analyse sur la région de {r}, on veut montrer la pression "
                   "démographique" + NB + ": combien d'habitants en plus entre {y1} et {y2}, et "
                   "quel taux de croissance" + NB + "?"),
    ('fr', 'abbr', "Croissance pop. rég. {r} {y1}-{y2} (hab. et %) ?"),
    ('en', 'formal', "How much does {r} region's population increase from {y1} to {y2}, in "
                     "numbers and as a percentage?"),
    ('en', 'typo', "how much does the population of {r} region grow between {y1} and {y2}? "
                   "number and percent"),
])
def region_growth(rng, ctx):
    r = rng.choice(REGIONS)
    y1, y2 = years(rng, span=(3, 7))
    a, b = r['pop'][y1], r['pop'][y2]
    g = pct(b - a, a)
    return {'fill': {'r': ctx.pn(r['name']), 'y1': y1, 'y2': y2},
            'expect': {'numbers': [b - a], 'approx_numbers': [[g, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG} (sum of departments): {r['name']} {y1} {a} -> {y2} {b}: +{b - a}, "
                   f"{g} %."}
