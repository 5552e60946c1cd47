"""Kinds `level_name` (which unit a name means), `series` (year by year) and `growth`."""
from .core import shape
from .data import (COMMUNES, DEPTS, F_DEPT, F_PROJ, F_REG, F_SEX, REGIONS, key, strip,
                   CLEAN_COMMUNES)

def norm(s):
    return strip(s).lower().replace('-', ' ')


REGION_N = {norm(r['name']): r for r in REGIONS}
DEPT_N = {norm(d['name']): d for d in DEPTS}
# Names that are a region, a department and a commune at once (e.g. Kaolack, Saint-Louis).
TRIPLE = []
for r in REGIONS:
    c = [x for x in COMMUNES if norm(x['name']) == norm(r['name'])]
    if norm(r['name']) in DEPT_N and len(c) == 1:
        TRIPLE.append((r, DEPT_N[norm(r['name'])], c[0]))
# Departments that share their name with a commune but not with a region (e.g. Mbour).
DEPT_COMMUNE = []
for d in DEPTS:
    c = [x for x in COMMUNES if norm(x['name']) == norm(d['name'])]
    if norm(d['name']) not in REGION_N and len(c) == 1 and not c[0]['dup']:
        DEPT_COMMUNE.append((d, c[0]))
DUPS = {}
for c in COMMUNES:
    if c['dup']:
        DUPS.setdefault(c['name'], []).append(c)


@shape('level_name', 'triple_each', [
    ('fr', 'formal', "Quelle est la population de {p} en 2023 ? Dis-moi quelle unité tu as retenue "
                     "et donne aussi les chiffres des autres unités qui portent ce nom."),
    ('fr', 'informal', "{p} c'est combien d'habitants en 2023 ? région, département et commune stp"),
    ('fr', 'typo', "population de {p} en 2023 pour la région, le département et la commune"),
    ('en', 'formal', "What was the population of {p} in 2023? {p} is a region, a department and a "
                     "commune: give the figure for each."),
], n=2)
def triple_each(rng, ctx):
    r, d, c = rng.choice(TRIPLE)
    return {'fill': {'p': ctx.pn(r['name'])},
            'expect': {'numbers': [r['pop'][2023], d['pop'][2023], c['census']['_T']],
                       'names': [key(r['name'])]},
            'why': f"{F_REG} {r['name']} 2023 = {r['pop'][2023]}; {F_DEPT} {d['name']} 2023 = "
                   f"{d['pop'][2023]}; {F_SEX} commune {c['code']} = {c['census']['_T']}."}


@shape('level_name', 'triple_any', [
    ('fr', 'sms', "cb d hbts a {p} en 2023"),
    ('fr', 'noacc', "Combien d'habitants a {p} en 2023 ?"),
    ('en', 'informal', "How many people live in {p} (2023)?"),
], n=2)
def triple_any(rng, ctx):
    r, d, c = rng.choice(TRIPLE)
    return {'fill': {'p': ctx.pn(r['name'])},
            'expect': {'any_numbers': [[r['pop'][2023], d['pop'][2023], c['census']['_T']]],
                       'names': [key(r['name'])]},
            'why': f"Ambiguous name: region {r['pop'][2023]} ({F_REG}), department {d['pop'][2023]} "
                   f"({F_DEPT}), commune {c['census']['_T']} ({F_SEX}); any one, reading stated."}


@shape('level_name', 'commune_not_dept', [
    ('fr', 'formal', "Quelle est la population de la commune de {p} (la commune, pas le "
                     "département) au recensement de 2023 ?"),
    ('fr', 'sms', "commune d {p} (pa le dept) cb d hbts en 2023"),
    ('en', 'formal', "What was the population of the commune of {p} itself, not the department, "
                     "at the 2023 census?"),
    ('en', 'typo', "population of {p} commune (not the department) in 2023"),
], n=2)
def commune_not_dept(rng, ctx):
    d, c = rng.choice(DEPT_COMMUNE)
    return {'fill': {'p': ctx.pn(d['name'])},
            'expect': {'numbers': [c['census']['_T']], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: commune {c['code']} {c['name']} 2023 _T = {c['census']['_T']} "
                   f"(the department {d['name']} has {d['pop'][2023]})."}


@shape('level_name', 'dup_qualified', [
    ('fr', 'formal', "Quelle est la population de {c}, celle du département de {d}, au "
                     "recensement de 2023 ?"),
    ('fr', 'informal', "{c} (dans le département de {d}), ça fait combien d'habitants en 2023 ?"),
    ('fr', 'sms', "cb d hbts a {c} dept {d} 2023"),
    ('fr', 'long', "Il y a deux communes qui s'appellent {c}. Je parle de celle du département de "
                   "{d} : combien d'habitants au RGPH-5 ?"),
    ('en', 'formal', "What was the population of {c}, the commune in {d} department, in 2023?"),
    ('en', 'informal', "{c} ({d} dept) population at the 2023 census?"),
    ('en', 'long', "There are two communes called {c}; I mean the one in {d} department. How many "
                   "people did the 2023 census count there?"),
], n=2)
def dup_qualified(rng, ctx):
    name = rng.choice(sorted(DUPS))
    c = rng.choice(DUPS[name])
    return {'fill': {'c': ctx.pn(c['name']), 'd': ctx.pn(c['dept'])},
            'expect': {'numbers': [c['census']['_T']], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: {c['code']} {c['name']} in {c['dept']}: 2023 _T = {c['census']['_T']} "
                   f"(the other {c['name']}: " + ', '.join(f"{o['dept']} {o['census']['_T']}"
                                                        for o in DUPS[name] if o is not c) + ')'}


@shape('level_name', 'dup_bare', [
    ('fr', 'formal', "Combien d'habitants dans la commune de {c} en 2023 ?"),
    ('en', 'formal', "How many people lived in the commune of {c} in 2023?"),
    ('en', 'typo', "population of {c} commune 2023"),
], n=2)
def dup_bare(rng, ctx):
    name = rng.choice(sorted(DUPS))
    return {'fill': {'c': ctx.pn(name)},
            'expect': {'numbers': [c['census']['_T'] for c in DUPS[name]], 'names': [key(name)]},
            'why': f"{F_SEX}: two communes named {name}: " + '; '.join(
                f"{c['code']} ({c['dept']}) {c['census']['_T']}" for c in DUPS[name]) +
                   ' — a name alone is ambiguous: give both.'}


TOUBA = next(c for c in COMMUNES if c['name'] == 'Touba Mosquee')


@shape('level_name', 'touba', [
    ('fr', 'formal', "Combien d'habitants compte la ville de Touba au recensement de 2023 ?"),
    ('fr', 'sms', "cb d hbts a touba en 2023"),
    ('en', 'formal', "How many people live in the city of Touba according to the 2023 census?"),
], n=1)
def touba(rng, ctx):
    c = TOUBA
    return {'fill': {}, 'expect': {'numbers': [c['census']['_T']], 'names': ['Touba']},
            'why': f"Touba is no ANSD unit name: the city is the commune of Touba Mosquee "
                   f"({c['code']}, {F_SEX} 2023 _T = {c['census']['_T']}), in Mbacke department."}


@shape('series', 'dept', [
    ('fr', 'formal', "Donne-moi la population du département de {d} année par année de {a} à {b}."),
    ('fr', 'sms', "pop dept {d} chak annee {a}-{b} stp"),
    ('fr', 'abbr', "Évol. pop. dept {d}, {a}→{b}, an par an ?"),
    ('en', 'formal', "Give me the population of {d} department year by year from {a} to {b}."),
    ('en', 'informal', "{d} dept population for each year {a}-{b}?"),
], n=2)
def series_dept(rng, ctx):
    d = rng.choice(DEPTS)
    a = rng.choice(range(2023, 2028))
    b = rng.choice(range(a + 2, 2031))
    return {'fill': {'d': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'numbers': [d['pop'][y] for y in range(a, b + 1)], 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} pop_{a}..pop_{b} = " +
                   ', '.join(str(d['pop'][y]) for y in range(a, b + 1)) + '.'}


@shape('series', 'region', [
    ('fr', 'formal', "Quelle est l'évolution de la population de la région de {r} entre {a} et {b}, "
                     "année par année ?"),
    ('fr', 'typo', "population de la région de {r} de {a} à {b} pour chaque année"),
    ('en', 'formal', "How does the population of {r} region evolve between {a} and {b}, year by year?"),
    ('en', 'long', "For a multi-year contingency budget, I need {r} region's population for every "
                   "year from {a} to {b}."),
], n=2)
def series_region(rng, ctx):
    r = rng.choice(REGIONS)
    a = rng.choice(range(2023, 2028))
    b = rng.choice(range(a + 2, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'a': a, 'b': b},
            'expect': {'numbers': [r['pop'][y] for y in range(a, b + 1)], 'names': [key(r['name'])]},
            'why': f"{F_REG}: {r['name']} pop_{a}..pop_{b} = " +
                   ', '.join(str(r['pop'][y]) for y in range(a, b + 1)) + '.'}


@shape('series', 'commune', [
    ('fr', 'formal', "Projections ANSD de la commune de {c} pour chaque année de 2024 à {b} ?"),
    ('en', 'formal', "ANSD projections for the commune of {c}, each year from 2024 to {b}?"),
], n=2)
def series_commune(rng, ctx):
    c, b = rng.choice(CLEAN_COMMUNES), rng.choice(range(2026, 2029))
    return {'fill': {'c': ctx.pn(c['name']), 'b': b},
            'expect': {'numbers': [c['proj'][y] for y in range(2024, b + 1)], 'names': [key(c['name'])]},
            'why': f"{F_PROJ}: {c['code']} {c['name']} 2024..{b} = " +
                   ', '.join(str(c['proj'][y]) for y in range(2024, b + 1)) + '.'}


def pct(a, b):
    return round((b - a) / a * 100, 2)


@shape('growth', 'abs_pct', [
    ('fr', 'formal', "De combien la population du département de {d} augmente-t-elle entre {a} et "
                     "{b}, en nombre et en pourcentage ?"),
    ('fr', 'informal', "{d} (dept), ça grossit de combien entre {a} et {b} ? en % aussi"),
    ('fr', 'sms', "croissance pop dept {d} {a} {b} en nbre et en %"),
    ('fr', 'typo', "croissance de la population du département de {d} entre {a} et {b} en nombre et en %"),
    ('fr', 'long', "Pour actualiser le plan de contingence du département de {d}, de combien sa "
                   "population augmente-t-elle entre {a} et {b} (en nombre et en %) ?"),
    ('en', 'formal', "How much does the population of {d} department grow between {a} and {b}, in "
                     "people and in percent?"),
    ('en', 'typo', "growth of {d} department population between {a} and {b} (absolute and %)"),
    ('en', 'long', "To update {d} department's contingency plan, how much does its population grow "
                   "between {a} and {b}, in people and in percent?"),
], n=2)
def growth_dept(rng, ctx):
    d = rng.choice(DEPTS)
    a = rng.choice(range(2023, 2028))
    b = rng.choice(range(a + 2, 2031))
    return {'fill': {'d': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'numbers': [d['pop'][b] - d['pop'][a]],
                       'approx_numbers': [[pct(d['pop'][a], d['pop'][b]), 0.03]],
                       'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} pop_{b} {d['pop'][b]} - pop_{a} {d['pop'][a]} = "
                   f"{d['pop'][b] - d['pop'][a]}; / pop_{a} = {pct(d['pop'][a], d['pop'][b])} %."}


@shape('growth', 'region_pct', [
    ('fr', 'formal', "Quel est le taux de croissance de la population de la région de {r} entre "
                     "{a} et {b} ?"),
    ('fr', 'abbr', "Croiss. démo. rég. {r} {a}-{b} en % ?"),
    ('en', 'formal', "By what percentage does {r} region's population grow from {a} to {b}?"),
    ('en', 'informal', "{r} region growth {a}-{b} in %?"),
], n=2)
def growth_region(rng, ctx):
    r = rng.choice(REGIONS)
    a = rng.choice(range(2023, 2027))
    b = rng.choice(range(a + 3, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'a': a, 'b': b},
            'expect': {'approx_numbers': [[pct(r['pop'][a], r['pop'][b]), 0.03]],
                       'names': [key(r['name'])]},
            'why': f"{F_REG}: {r['name']} ({r['pop'][b]} - {r['pop'][a]}) / {r['pop'][a]} = "
                   f"{pct(r['pop'][a], r['pop'][b])} %."}


@shape('growth', 'bigger_by', [
    ('fr', 'formal', "Lequel est le plus peuplé en {y}, le département de {a} ou celui de {b}, et "
                     "de combien ?"),
    ('fr', 'informal', "entre {a} et {b} (départements), c'est lequel le plus gros en {y} ? écart ?"),
    ('fr', 'sms', "dept {a} ou dept {b} ki a le + d hbts en {y} et de cb"),
    ('en', 'formal', "Which is bigger in {y}, {a} department or {b} department, and by how much?"),
    ('en', 'informal', "{a} vs {b} departments in {y}: which has more people, and what's the gap?"),
    ('en', 'typo', "wich is bigger in {y}, {a} department or {b} department, and by how much"),
    ('en', 'long', "Two teams argue about workload. In {y}, which department has more people, {a} or "
                   "{b}, and what is the difference?"),
], n=2)
def bigger_by(rng, ctx):
    da, db = rng.sample(DEPTS, 2)
    y = rng.choice(range(2023, 2031))
    big = da if da['pop'][y] >= db['pop'][y] else db
    diff = abs(da['pop'][y] - db['pop'][y])
    return {'fill': {'a': ctx.pn(da['name']), 'b': ctx.pn(db['name']), 'y': y},
            'expect': {'numbers': [da['pop'][y], db['pop'][y], diff], 'names': [key(big['name'])]},
            'why': f"{F_DEPT} pop_{y}: {da['name']} {da['pop'][y]}, {db['name']} {db['pop'][y]}; "
                   f"{big['name']} is bigger by {diff}."}


@shape('growth', 'commune_diff', [
    ('fr', 'formal', "Au recensement de 2023, quelle différence de population entre les communes "
                     "de {a} et de {b} ?"),
    ('en', 'formal', "At the 2023 census, what was the population difference between the communes "
                     "of {a} and {b}?"),
], n=2)
def commune_diff(rng, ctx):
    ca, cb = rng.sample(CLEAN_COMMUNES, 2)
    diff = abs(ca['census']['_T'] - cb['census']['_T'])
    return {'fill': {'a': ctx.pn(ca['name']), 'b': ctx.pn(cb['name'])},
            'expect': {'numbers': [ca['census']['_T'], cb['census']['_T'], diff]},
            'why': f"{F_SEX}: {ca['name']} {ca['census']['_T']}, {cb['name']} {cb['census']['_T']}; "
                   f"difference {diff}."}
