"""Third wave, kinds `series` (a commune, a department or the nation year by year) and
`level_name` (a name that is a region, a department and a commune; a commune name that exists
twice, asked bare or qualified by its region)."""
from .core import shape
from .data import CLEAN_COMMUNES, DEPTS, F_DEPT, F_PROJ, F_REG, F_SEX, NATIONAL, key
from .w2_common import years
from .w3_common import NB, TRIPLE, dup_pairs

ACCENTED = {'Medina Gounass': 'Médina Gounass', 'Velingara': 'Vélingara'}


@shape('series', 'w3_commune_series', [
    ('fr', 'formal', "Pouvez-vous me donner l'évolution de la population de la commune de {c} "
                     "année par année, de {a} à {b}" + NB + "?"),
    ('fr', 'sms', "pop commune {c} de {a} a {b} chaque annee"),
    ('fr', 'informal', "{c} (commune), t'as les chiffres de {a} jusqu'à {b} ?"),
    ('fr', 'typo', "population de la commune de {c} entre {a} et {b} par année"),
    ('en', 'formal', "What is the population of {c} commune for each year from {a} to {b}?"),
    ('en', 'informal', "{c} commune, year by year {a}-{b}?"),
])
def commune_series(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    a, b = years(rng, 2023, 2030, (2, 4))
    vals = [c['census']['_T'] if y == 2023 else c['proj'][y] for y in range(a, b + 1)]
    return {'fill': {'c': ctx.pn(c['name']), 'a': a, 'b': b},
            'expect': {'numbers': vals, 'names': [key(c['name'])]},
            'why': f"{F_PROJ} {c['name']} ({c['dept']}): " + ', '.join(
                f"{y} {v}" for y, v in zip(range(a, b + 1), vals)) + ' (2023 = census, same value '
                'in both files for this commune; later years are ANSD projections).'}


@shape('series', 'w3_dept_series', [
    ('fr', 'formal', "Quelle est la population projetée du département de {d} pour chaque année "
                     "de {a} à {b}" + NB + "?"),
    ('fr', 'abbr', "Pop. dépt de {d}, {a}-{b}, année par année" + NB + "?"),
    ('fr', 'long', "Pour la planification pluriannuelle de notre programme dans le département de "
                   "{d}, j'ai besoin des effectifs annuels de {a} à {b}."),
    ('en', 'formal', "Give the population of {d} department for every year between {a} and {b}."),
    ('en', 'typo', "{d} departmnet population each year {a} to {b}"),
])
def dept_series(rng, ctx):
    d = rng.choice(DEPTS)
    a, b = years(rng, 2024, 2030, (2, 4))
    vals = [d['pop'][y] for y in range(a, b + 1)]
    return {'fill': {'d': ctx.pn(d['name']), 'a': a, 'b': b},
            'expect': {'numbers': vals, 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']}: " + ', '.join(f"pop_{y} {d['pop'][y]}"
                                                        for y in range(a, b + 1)) + '.'}


@shape('series', 'w3_national_series', [
    ('fr', 'formal', "Comment la population du Sénégal évolue-t-elle de {a} à {b} selon l'ANSD, "
                     "année par année" + NB + "?"),
    ('fr', 'informal', "la pop totale du pays de {a} à {b}, chaque année ?"),
    ('en', 'formal', "What is Senegal's total population for each year from {a} to {b}?"),
    ('en', 'informal', "national population {a}-{b}, yearly?"),
])
def national_series(rng, ctx):
    a, b = years(rng, 2023, 2030, (2, 3))
    vals = [NATIONAL[y] for y in range(a, b + 1)]
    return {'fill': {'a': a, 'b': b},
            'expect': {'numbers': vals},
            'why': f"{F_REG} summed over 14 regions: " + ', '.join(
                f"{y} {NATIONAL[y]}" for y in range(a, b + 1)) + ' (2023 census, then projections).'}


@shape('level_name', 'w3_triple_commune_only', [
    ('fr', 'formal', "Quelle était la population de la commune de {p} — la commune seulement, pas "
                     "le département ni la région — au recensement de 2023" + NB + "?"),
    ('fr', 'informal', "juste la commune de {p}, sans le reste du département, ça fait combien "
                       "d'habitants en 2023 ?"),
    ('fr', 'noacc', "population de la commune de {p} uniquement (pas la region), recensement 2023"),
    ('en', 'formal', "How many people lived in the commune of {p} itself — not the department or "
                     "region — at the 2023 census?"),
    ('en', 'informal', "{p} the commune (just the town), 2023 census population?"),
])
def triple_commune_only(rng, ctx):
    r, d, c = rng.choice(TRIPLE)
    return {'fill': {'p': ctx.pn(r['name'])},
            'expect': {'numbers': [c['census']['_T']], 'names': [key(r['name'])]},
            'why': f"{F_SEX}: commune {c['name']} ({c['code']}) _T {c['census']['_T']} (department "
                   f"{d['pop'][2023]}, region {r['pop'][2023]} are other units)."}


@shape('level_name', 'w3_triple_all_levels', [
    ('fr', 'formal', "{p} est à la fois une région, un département et une commune" + NB + ": "
                     "quelle est la population de chacun au recensement de 2023" + NB + "?"),
    ('fr', 'sms', "{p} region dept et commune pop 2023 les 3 svp"),
    ('fr', 'long', "Dans nos rapports, « {p} » désigne tantôt la ville, tantôt le département, "
                   "tantôt la région. Pouvez-vous me donner les trois chiffres du recensement "
                   "2023" + NB + "?"),
    ('en', 'formal', "{p} is a region, a department and a commune: what was each one's population "
                     "at the 2023 census?"),
    ('en', 'long', "Our reports mix up {p} the town, the department and the region. Can you give "
                   "me the 2023 census figure for all three?"),
])
def triple_all_levels(rng, ctx):
    r, d, c = rng.choice(TRIPLE)
    return {'fill': {'p': ctx.pn(r['name'])},
            'expect': {'numbers': [r['pop'][2023], d['pop'][2023], c['census']['_T']],
                       'names': [key(r['name'])]},
            'why': f"{F_REG} region {r['pop'][2023]} (sum of departments); {F_DEPT} department "
                   f"{d['pop'][2023]}; {F_SEX} commune {c['census']['_T']}."}


@shape('level_name', 'w3_dup_bare', [
    ('fr', 'formal', "Combien d'habitants compte la commune de {c} selon le recensement de 2023"
                     + NB + "?"),
    ('fr', 'informal', "la commune de {c}, ça fait combien de monde ?"),
    ('fr', 'sms', "pop commune {c} 2023"),
    ('fr', 'typo', "combien d'habitants a {c} (commune) en 2023"),
    ('en', 'formal', "What was the population of {c} commune at the 2023 census?"),
    ('en', 'informal', "how many people in {c} commune (2023)?"),
])
def dup_bare(rng, ctx):
    name, (a, b) = rng.choice(sorted(dup_pairs().items()))
    return {'fill': {'c': ctx.pn(ACCENTED.get(name, name))},
            'expect': {'numbers': [a['census']['_T'], b['census']['_T']],
                       'names': [key(a['dept']), key(b['dept'])]},
            'why': f"Two communes are named {name}: {F_SEX} {a['dept']} ({a['region']}) "
                   f"{a['census']['_T']}, {b['dept']} ({b['region']}) {b['census']['_T']}; the "
                   f"question does not say which, so both with their departments."}


@shape('level_name', 'w3_dup_by_region', [
    ('fr', 'formal', "Combien d'habitants et combien de femmes dans la commune de {c}, celle de la "
                     "région de {r}, au recensement de 2023" + NB + "?"),
    ('fr', 'informal', "{c}, la commune qui est dans la région de {r} : population et femmes en "
                       "2023 ?"),
    ('fr', 'abbr', "Commune de {c} (rég. de {r})" + NB + ": pop. totale et femmes, RGPH 2023" + NB
                   + "?"),
    ('en', 'formal', "How many inhabitants and how many women did {c} commune, the one in {r} "
                     "region, have at the 2023 census?"),
    ('en', 'informal', "{c} commune in {r} region — total and women, 2023?"),
])
def dup_by_region(rng, ctx):
    pairs = [(n, p) for n, p in sorted(dup_pairs().items()) if p[0]['region'] != p[1]['region']]
    name, pair = rng.choice(pairs)
    c = rng.choice(pair)
    other = pair[1] if c is pair[0] else pair[0]
    return {'fill': {'c': ctx.pn(ACCENTED.get(name, name)), 'r': ctx.pn(c['region'])},
            'expect': {'numbers': [c['census']['_T'], c['census']['F']],
                       'names': [key(ACCENTED.get(name, name))]},
            'why': f"{F_SEX}: {name} in {c['dept']} ({c['region']}) _T {c['census']['_T']}, F "
                   f"{c['census']['F']} (not the {name} of {other['dept']}, {other['region']})."}
