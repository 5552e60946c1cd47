"""Eighth wave, kinds `value` and `level_name`: a department's projection, women or men of a
region (Kolda and Kédougou from their departments), a commune's men, the country in a projected
year, a clean commune's projection, a suspect commune's 2023 figure (the census, not its
projection row), facilities of one type in a region and geolocated in a department, people
affected in a department by one event; a name that is a region, a department and a commune, a
duplicate commune name with and without its department, an alias (Touba, Ndar, Dakar ville),
the department of a commune and the department of an OCHA arrondissement."""
from .data import (AREAS, CLEAN_COMMUNES, COMMUNES, DEPTS, F_DEPT, F_EVA, F_HC, F_HG, F_PROJ,
                   F_REG, F_SEX, HEALTH, HEALTH_GEO_DEPT, NATIONAL, OCHA3_UNIQUE, REGION,
                   REGIONS, SUSPECT_PROJ, key)
from .w2_common import fac
from .w8_common import DUPS, TRIPLE, commune_w, dept_w, fixed, kind_of, shape, with_de

F_O3 = 'population/sen_admpop_adm3_2020.csv'
F_ALIAS = 'curated/place-aliases.csv'
SEX = {'F': ('de femmes', 'women'), 'M': ("d'hommes", 'men')}


@shape('value', 'w8_val_dept_projection', [
    ('fr', 'formal', "Quelle population l'ANSD projette-t-elle pour {dw} en {y} ?"),
    ('fr', 'sms', "pop {dw} en {y} stp"),
    ('fr', 'abbr', "Pop. projetée {y}, {dw} ?"),
    ('en', 'informal', "{dw} population {y}?"),
    ('en', 'long', "We're updating the contingency plan for {dw} and need the planning "
                   "population. What is the projected population for {y}?"),
])
def dept_projection(rng, ctx):
    d = rng.choice(DEPTS)
    y = rng.choice(range(2024, 2031))
    return {'fill': {'dw': dept_w(ctx, d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} (ANSD projection)."}


@shape('value', 'w8_val_region_sex', [
    ('fr', 'formal', "Combien {s} la région de {r} comptait-elle au recensement de 2023 ?"),
    ('fr', 'noacc', "nombre {s} dans la region de {r} au RGPH-5 ?"),
    ('en', 'formal', "How many {s} did {r} region count at the 2023 census?"),
], n=2)
def region_sex(rng, ctx):
    r = REGION[rng.choice(['Kolda', 'Kédougou', rng.choice(REGIONS)['name']])]
    s = rng.choice('FM')
    v = r['census'][s]
    return {'fill': {'s': SEX[s][0 if ctx.lang == 'fr' else 1], 'r': ctx.pn(r['name'])},
            'expect': {'numbers': [v]},
            'why': f"{F_SEX} {s}, sum of {r['name']}'s departments = {v}"
                   + (" (the file's region row of Kolda/Kédougou is swapped as published)"
                      if r['name'] in ('Kolda', 'Kédougou') else '') + '.'}


@shape('value', 'w8_val_commune_men', [
    ('fr', 'informal', "il y a combien d'hommes dans {cw} d'après le dernier recensement ?"),
    ('fr', 'typo', "nombre d'hommes dans {cw} recensement 2023"),
    ('en', 'typo', "how many men live in {cw} acording to the 2023 census"),
])
def commune_men(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    return {'fill': {'cw': commune_w(ctx, c['name'])},
            'expect': {'numbers': [c['census']['M']]},
            'why': f"{F_SEX} {c['code']} {c['name']} M {c['census']['M']}."}


@shape('value', 'w8_val_national_year', [
    ('fr', 'sms', "senegal cb d hbts en {y} ?"),
    ('fr', 'informal', "c'est combien la population du Sénégal en {y} d'après l'ANSD ?"),
    ('en', 'formal', "What is Senegal's projected population in {y}?"),
    ('fr', 'long', "Je rédige une note de cadrage pour le CSAR et je veux citer la population du "
                   "pays. Quel est le chiffre pour {y} ?"),
])
def national_year(rng, ctx):
    y = rng.choice(range(2024, 2031))
    return {'fill': {'y': y}, 'expect': {'numbers': [NATIONAL[y]]},
            'why': f"{F_DEPT} sum of the 46 departments pop_{y} = {NATIONAL[y]} (projection)."}


@shape('value', 'w8_val_commune_projection', [
    ('fr', 'formal', "Quelle est la population projetée de {cw} pour {y} ?"),
    ('en', 'informal', "projected pop of {cw} in {y}?"),
    ('fr', 'noacc', "population prevue en {y} pour {cw}"),
])
def commune_projection(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    y = rng.choice(range(2025, 2031))
    return {'fill': {'cw': commune_w(ctx, c['name']), 'y': y},
            'expect': {'numbers': [c['proj'][y]]},
            'why': f"{F_PROJ} {c['code']} {c['name']} {y} {c['proj'][y]}."}


SUSP = [c for c in COMMUNES if c['code'] in SUSPECT_PROJ and not c['dup']]


@shape('value', 'w8_val_suspect_2023', [
    ('fr', 'formal', "Quelle était la population de {cw} en 2023 ?"),
    ('en', 'formal', "What was the population of {cw} in 2023?"),
    ('fr', 'sms', "{cw} pop 2023 ?"),
])
def suspect_2023(rng, ctx):
    c = rng.choice(SUSP)
    return {'fill': {'cw': commune_w(ctx, c['name'])},
            'expect': {'numbers': [c['census']['_T']]},
            'why': f"{F_SEX} {c['code']} {c['name']} census {c['census']['_T']}; its 2023 row in "
                   f"{F_PROJ} ({c['proj'][2023]}) is another commune's figure as published: the "
                   "census is the 2023 figure."}


@shape('value', 'w8_val_facilities_region_type', [
    ('fr', 'formal', "Combien de {t} compte la région de {r} ?"),
    ('fr', 'abbr', "Nb de {t} dans la rég. de {r} ?"),
    ('en', 'formal', "How many {t} are there in {r} region?"),
    ('en', 'typo', "number of {t} in {r} regin"),
])
def facilities_region_type(rng, ctx):
    r = rng.choice(REGIONS)['name']
    t = rng.choice([t for t in ('poste de sante', 'centre de sante', 'hopital', 'case de sante')
                    if t in HEALTH[r]])
    return {'fill': {'t': fac(ctx, t), 'r': ctx.pn(r)},
            'expect': {'numbers': [HEALTH[r][t][0]]},
            'why': f"{F_HC} {r} {t} n_facilities {HEALTH[r][t][0]} (2023 list)."}


@shape('value', 'w8_val_geolocated_dept_type', [
    ('fr', 'noacc', "combien de {t} geolocalises dans {dw} ?"),
    ('en', 'informal', "geolocated {t} in {dw}?"),
])
def geolocated_dept_type(rng, ctx):
    d = rng.choice(DEPTS)['name']
    rows = HEALTH_GEO_DEPT.get(d, {})
    t = rng.choice([t for t in ('poste de sante', 'centre de sante', 'case de sante') if t in rows]
                   or [None])
    if t is None:
        return None
    return {'fill': {'t': fac(ctx, t), 'dw': dept_w(ctx, d)}, 'expect': {'numbers': [rows[t]]},
            'why': f"{F_HG} {d} {t} {rows[t]} geolocated (point in polygon; undercounts)."}


AFF_ROWS = [a for a in AREAS if a['metric'] == 'people_affected' and a['value'] is not None]
EVW = {'SEN-2009-01b': ('les inondations de 2009 (chiffres du gouvernement, PDNA)',
                        'the 2009 floods (government / PDNA figures)'),
       'SEN-2016-01': ('les inondations de juillet 2016', 'the July 2016 floods'),
       'SEN-2020-01': ('les inondations de septembre 2020', 'the September 2020 floods')}


@shape('value', 'w8_val_affected_dept_event', [
    ('fr', 'informal', "{e}, ça a touché combien de personnes dans {dw} ?"),
    ('fr', 'formal', "Combien de personnes ont été affectées dans {dw} par {e} ?"),
    ('en', 'formal', "How many people were affected in {dw} by {e}?"),
])
def affected_dept_event(rng, ctx):
    a = rng.choice(AFF_ROWS)
    return {'fill': {'e': EVW[a['event_id']][0 if ctx.lang == 'fr' else 1],
                     'dw': dept_w(ctx, a['adm2_name'])},
            'expect': {'numbers': [a['value']]},
            'why': f"{F_EVA} {a['event_id']} {a['adm2_name']} people_affected {a['value']} "
                   f"(page {a['page']})."}


@shape('level_name', 'w8_lvl_triple_name', [
    ('fr', 'informal', "{p}, combien d'habitants en 2023 ?"),
    ('fr', 'sms', "pop {p} 2023"),
    ('en', 'informal', "how many people live in {p}? (2023)"),
    ('en', 'formal', "What was the population of {p} at the 2023 census?"),
])
def triple_name(rng, ctx):
    r, d, c = rng.choice(TRIPLE)
    return {'fill': {'p': ctx.pn(r['name'])},
            'expect': {'numbers': [r['pop'][2023], d['pop'][2023], c['census']['_T']]},
            'why': f"'{r['name']}' is a region ({F_REG} {r['pop'][2023]}), a department ({F_DEPT} "
                   f"{d['pop'][2023]}) and a commune ({F_SEX} {c['census']['_T']}): the answer "
                   "says which it used and gives the others."}


@shape('level_name', 'w8_lvl_dup_with_dept', [
    ('fr', 'formal', "Quelle est la population de la commune de {c}, celle du département de {d} "
                     "?"),
    ('fr', 'informal', "{c} (dept {d}) : combien d'habitants au recensement ?"),
    ('en', 'formal', "What is the population of {c}, the commune in {d} department?"),
], n=2)
def dup_with_dept(rng, ctx):
    name = rng.choice(sorted(DUPS))
    c = rng.choice(DUPS[name])
    return {'fill': {'c': ctx.pn(name), 'd': ctx.pn(c['dept'])},
            'expect': {'numbers': [c['census']['_T']]},
            'why': f"{F_SEX} {c['code']} {name} ({c['dept']}) {c['census']['_T']}; the other "
                   f"{name} ({[x for x in DUPS[name] if x is not c][0]['dept']}) is not asked."}


@shape('level_name', 'w8_lvl_dup_bare', [
    ('fr', 'typo', "Combien d'habitants la commune de {c} comptait-elle en 2023 ?"),
    ('en', 'informal', "{c} commune, population in 2023?"),
    ('fr', 'noacc', "population de la commune de {c} au recensement"),
])
def dup_bare(rng, ctx):
    name = rng.choice(sorted(DUPS))
    a, b = DUPS[name]
    return {'fill': {'c': ctx.pn(name)},
            'expect': {'numbers': [a['census']['_T'], b['census']['_T']]},
            'why': f"{F_SEX}: two communes named {name}: {a['dept']} {a['census']['_T']}, "
                   f"{b['dept']} {b['census']['_T']}; the name alone is ambiguous: both."}


_TOUBA = next(c for c in COMMUNES if c['code'] == 'SN-DB-MB3-5')
fixed('level_name', 'w8_lvl_alias_touba', [
    ('fr', 'informal', "Touba, ça fait combien d'habitants au RGPH-5 ?"),
    ('fr', 'sms', "pop touba 2023 ?"),
    ('en', 'formal', "What was the population of Touba at the 2023 census?"),
], {'numbers': [_TOUBA['census']['_T']]},
    f"{F_ALIAS}: Touba is the commune of Touba Mosquée (Mbacké); {F_SEX} {_TOUBA['code']} "
    f"{_TOUBA['census']['_T']}.")

fixed('level_name', 'w8_lvl_alias_ndar', [
    ('fr', 'informal', "Et Ndar, la région, elle fait combien d'habitants en 2025 ?"),
    ('en', 'informal', "Ndar region — population in 2025?"),
], {'numbers': [REGION['Saint-Louis']['pop'][2025]]},
    f"{F_ALIAS}: Ndar is the Wolof name of Saint-Louis; {F_REG} Saint-Louis pop_2025 "
    f"{REGION['Saint-Louis']['pop'][2025]}.")

_DK = next(d for d in DEPTS if d['name'] == 'Dakar')
fixed('level_name', 'w8_lvl_alias_dakar_ville', [
    ('fr', 'formal', "Quelle est la population de Dakar ville (le département) projetée en 2027 "
                     "?"),
    ('en', 'formal', "What is the projected 2027 population of Dakar city (the department)?"),
], {'numbers': [_DK['pop'][2027]]},
    f"{F_ALIAS}: Dakar ville = Dakar department; {F_DEPT} pop_2027 {_DK['pop'][2027]}.")


@shape('level_name', 'w8_lvl_dept_of_commune', [
    ('fr', 'formal', "À quel département appartient {cw} ?"),
    ('fr', 'sms', "{cw} c dans kel dept ?"),
    ('en', 'formal', "Which department does {cw} belong to?"),
])
def dept_of_commune(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    if key(c['dept']) in key(c['name']) or key(c['name']) in key(c['dept']):
        return None
    return {'fill': {'cw': commune_w(ctx, c['name'])}, 'expect': {'names': [key(c['dept'])]},
            'why': f"admin/ansd_area_codes_regions_departments_communes.csv {c['code']} "
                   f"{c['name']}: department {c['dept']} ({c['region']})."}


@shape('level_name', 'w8_lvl_dept_of_arrondissement', [
    ('fr', 'informal', "L'arrondissement {de_a}, il relève de quel département ?"),
    ('en', 'informal', "{a} arrondissement — which department is it in?"),
])
def dept_of_arrondissement(rng, ctx):
    a = rng.choice(OCHA3_UNIQUE)
    if key(a['parent']) in key(a['name']) or key(a['name']) in key(a['parent']):
        return None
    return {'fill': with_de(ctx, {'a': a['name']}, 'a'), 'expect': {'names': [key(a['parent'])]},
            'why': f"{F_O3} {a['name']}: ADM2_FR {a['parent']}."}


@shape('value', 'w8_val_dept_census_women_share', [
    ('fr', 'abbr', "Nb de femmes et d'hommes, {dw}, RGPH-5 2023 ?"),
    ('en', 'informal', "{dw}: women and men at the census?"),
])
def dept_census_sexes(rng, ctx):
    d = rng.choice(DEPTS)
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'numbers': [d['census']['F'], d['census']['M']]},
            'why': f"{F_SEX} {d['ansd']} {d['name']}: F {d['census']['F']}, M {d['census']['M']}"
                   f" ({kind_of(2023)})."}

