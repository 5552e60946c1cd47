"""Fifth wave, kinds `value` (a department's figure asked from an operation with the place last, a
commune asked inside its department, a swapped figure quoted back by the asker: the region rows of
Kolda/Kédougou and the commune projection rows) and `level_name` (the department of a name that is
also a region and a commune in a projected year, where a twice-used commune name lies, Dakar
"ville", Touba's department, the country's units, OCHA p-codes, the arrondissements of a
department)."""
import json
import os
from collections import defaultdict

from .data import (CENSUS, COMMUNES, CLEAN_COMMUNES, D, DEPT, DEPTS, DUP_COMMUNES, F_DEPT, F_PROJ,
                   F_REG, F_SEX, OCHA3, REGION, REGIONS, SUSPECT_PROJ, key, norm, ocha2_of)
from .w3_common import TRIPLE
from .w5_common import (F_ADM3, F_ALIAS, F_CODES, F_V02, dept_w, fixed, kind_of, region_pop_why,
                        shape,
                        with_de)


@shape('value', 'w5_val_prepos_dept', [
    ('fr', 'long', "Nous pré-positionnons des kits d'urgence avant l'hivernage {y}. Combien "
                   "d'habitants faut-il compter pour {dw} ?"),
    ('fr', 'informal', "on prépare les stocks pour {y}, c'est combien d'habitants déjà à {d} "
                       "(le département) ?"),
    ('fr', 'sms', "pop {y} {dw} svp c pr les stocks"),
    ('fr', 'abbr', "Stocks de contingence {y} : pop. du {dw} ?"),
    ('en', 'long', "We are pre-positioning relief stocks ahead of the {y} rainy season. How many "
                   "people should we plan for in {dw}?"),
])
def prepos_dept(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2025, 2031))
    return {'fill': {'d': ctx.pn(d['name']), 'dw': dept_w(ctx, d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} ({kind_of(y)})."}


@shape('value', 'w5_val_commune_inside_dept', [
    ('fr', 'formal', "Dans {dw}, combien d'habitants la commune {de_c} comptait-elle au "
                     "recensement de 2023 ?"),
    ('fr', 'noacc', "departement de {d}, commune {de_c} : population au recensement 2023 ?"),
    ('fr', 'informal', "à {d}, la commune {de_c}, elle fait combien d'habitants (RGPH 2023) ?"),
    ('en', 'formal', "In {dw}, how many inhabitants did the commune of {c} have at the 2023 "
                     "census?"),
    ('en', 'typo', "{d} departmnet, {c} commune: population 2023 census"),
])
def commune_inside_dept(rng, ctx):
    c = rng.choice([c for c in CLEAN_COMMUNES if norm(c['name']) != norm(c['dept'])])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'd': ctx.pn(c['dept']),
                                  'dw': dept_w(ctx, c['dept'])}, 'c'),
            'expect': {'numbers': [c['census']['_T']], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: commune {c['code']} {c['name']} (department {c['dept']}) _T "
                   f"{c['census']['_T']}."}


_ROW = {r['name']: CENSUS['region-row:' + r['ansd']]['_T'] for r in REGIONS}


@shape('value', 'w5_val_quoted_swapped_region', [
    ('fr', 'formal', "Dans le fichier du RGPH-5, je lis {q} habitants pour la région de {r}. "
                     "Est-ce bien la population de la région ?"),
    ('fr', 'informal', "le recensement donne {q} habitants pour la région de {r}, c'est bon ce "
                       "chiffre ?"),
    ('fr', 'sms', "rgph5 reg {r} = {q} hbts ? c juste ?"),
    ('en', 'formal', "The RGPH-5 file shows {q} inhabitants for {r} region. Is that the region's "
                     "population?"),
    ('en', 'informal', "census file says {r} region has {q} people, right?"),
])
def quoted_swapped_region(rng, ctx):
    r = REGION[rng.choice(['Kolda', 'Kédougou'])]
    return {'fill': {'r': ctx.pn(r['name']), 'q': ctx.nf(_ROW[r['name']])},
            'expect': {'numbers': [r['pop'][2023]], 'names': [key(r['name'])]},
            'why': f"{F_SEX}: the region row of {r['name']} holds {_ROW[r['name']]}, swapped as "
                   f"published; {region_pop_why(r, 2023)}: the census population is "
                   f"{r['pop'][2023]}."}


SWAPPED = [c for c in COMMUNES if c['code'] in SUSPECT_PROJ and not c['dup']]


@shape('value', 'w5_val_quoted_swapped_commune', [
    ('fr', 'formal', "Les projections de l'ANSD donnent {q} habitants en 2023 pour la commune "
                     "{de_c}. Est-ce le bon chiffre pour 2023 ?"),
    ('fr', 'informal', "j'ai {q} habitants pour {c} en 2023 dans les projections ANSD, c'est "
                       "juste ?"),
    ('fr', 'long', "Je vérifie les chiffres d'un rapport de district : il indique {q} habitants "
                   "pour la commune {de_c} en 2023, tirés des projections. Que donne le "
                   "recensement ?"),
    ('en', 'formal', "ANSD's projections give {q} inhabitants for the commune of {c} in 2023. Is "
                     "that the right 2023 figure?"),
])
def quoted_swapped_commune(rng, ctx):
    c = rng.choice(SWAPPED)
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'q': ctx.nf(c['proj'][2023])}, 'c'),
            'expect': {'numbers': [c['census']['_T']], 'names': [key(c['name'])]},
            'why': f"{F_PROJ}: {c['code']} {c['name']} ({c['dept']}) 2023 = {c['proj'][2023]}, a "
                   f"row swapped as published; {F_SEX} census 2023 = {c['census']['_T']}, the "
                   "figure for 2023."}


_TRIPLE_D = [(r, d) for r, d, c in TRIPLE]


@shape('level_name', 'w5_lvl_triple_dept_year', [
    ('fr', 'formal', "Je parle du département de {p}, pas de la région ni de la commune : "
                     "combien d'habitants en {y} ?"),
    ('fr', 'informal', "{p} le département (pas la région), ça fait combien de monde en {y} ?"),
    ('fr', 'abbr', "Dépt de {p} uniquement (hors rég.) : pop. {y} ?"),
    ('en', 'formal', "I mean {p} department, not the region or the commune: how many people in "
                     "{y}?"),
])
def triple_dept_year(rng, ctx):
    r, d = rng.choice(_TRIPLE_D)
    y = rng.choice(range(2024, 2031))
    return {'fill': {'p': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} ({kind_of(y)}); the region's "
                   f"{r['pop'][y]} is not what is asked."}


_DUP = defaultdict(list)
for _c in COMMUNES:
    if _c['dup']:
        _DUP[_c['name']].append(_c)


@shape('level_name', 'w5_lvl_dup_where', [
    ('fr', 'formal', "Dans quel département et quelle région se trouve la commune {de_c} ?"),
    ('fr', 'informal', "{c}, c'est une commune de quel coin ? quel département ?"),
    ('fr', 'sms', "commune {c} c ds kel dept ?"),
    ('en', 'formal', "In which department and region is the commune of {c}?"),
])
def dup_where(rng, ctx):
    name = rng.choice(DUP_COMMUNES)
    cs = _DUP[name]
    return {'fill': with_de(ctx, {'c': ctx.pn(cs[0]['name'])}, 'c'),
            'expect': {'names': sorted({key(c['dept']) for c in cs})},
            'why': f"{F_CODES}: two communes are named {name}: " + '; '.join(
                f"{c['code']} in {c['dept']} ({c['region']}), {c['census']['_T']} inhabitants"
                for c in cs) + ' — both are given, or the asker is asked which.'}


@shape('level_name', 'w5_lvl_dakar_ville', [
    ('fr', 'formal', "Combien d'habitants compte Dakar ville en {y} ?"),
    ('fr', 'sms', "cb d hbts a dakar ville en {y}"),
    ('fr', 'informal', "Dakar ville (pas toute la région), ça fait combien de monde en {y} ?"),
    ('en', 'formal', "How many people live in Dakar city in {y}?"),
    ('en', 'informal', "Dakar city (not the whole region), population {y}?"),
])
def dakar_ville(rng, ctx):
    y = rng.choice(range(2023, 2031))
    d = DEPT['Dakar']
    return {'fill': {'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': ['Dakar']},
            'why': f"{F_ALIAS}: 'Dakar ville' is Dakar department (SN0101); {F_DEPT} Dakar pop_{y} "
                   f"{d['pop'][y]} ({kind_of(y)}); the region ({REGION['Dakar']['pop'][y]}) is not "
                   "asked."}


@shape('level_name', 'w5_lvl_touba_dept', [
    ('fr', 'formal', "Dans quel département se trouve Touba, et combien d'habitants ce "
                     "département compte-t-il en {y} ?"),
    ('fr', 'typo', "Touba c'est dans quel département ? et il fait combien d'habitants en "
                       "{y}, ce département ?"),
    ('fr', 'long', "Le Magal attire chaque année des foules à Touba et l'hivernage complique la "
                   "logistique. De quel département Touba relève-t-il, et quelle est sa "
                   "population en {y} ?"),
    ('en', 'formal', "Which department is Touba in, and what is that department's population in "
                     "{y}?"),
])
def touba_dept(rng, ctx):
    y = rng.choice(range(2023, 2031))
    d = DEPT['Mbacké']
    return {'fill': {'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': ['Mbacke']},
            'why': f"{F_ALIAS}: Touba is the commune of Touba Mosquée, Mbacké department; {F_DEPT} "
                   f"Mbacké pop_{y} {d['pop'][y]} ({kind_of(y)})."}


N_COMMUNES = len(COMMUNES)
fixed('level_name', 'w5_lvl_country_units', [
    ('fr', 'formal', "Combien le Sénégal compte-t-il de régions, de départements et de communes ?"),
    ('fr', 'sms', "senegal cb d regions, d depts et d communes ?"),
    ('en', 'formal', "How many regions, departments and communes does Senegal have?"),
    ('en', 'informal', "how many regions / depts / communes in Senegal?"),
], {'numbers': [len(REGIONS), len(DEPTS)], 'any_numbers': [[N_COMMUNES, N_COMMUNES - 1]]},
    f"{F_CODES}: {len(REGIONS)} regions, {len(DEPTS)} departments, {N_COMMUNES} communes (the "
    "2013-era commune layer has 552; OCHA 2019 lists 45 departments, before Keur Massar).")


@shape('level_name', 'w5_lvl_pcode', [
    ('fr', 'formal', "Quel est le p-code OCHA {w} ?"),
    ('fr', 'informal', "t'as le pcode {w} pour notre carte ?"),
    ('fr', 'abbr', "P-code {wa} (nomenclature OCHA) ?"),
    ('en', 'formal', "What is the OCHA p-code of {we}?"),
])
def pcode(rng, ctx):
    if rng.random() < 0.6:
        x = rng.choice(DEPTS)
        fr, ab = f"du département de {x['name']}", f"du dépt de {x['name']}"
        en = f"{x['name']} department"
    else:
        x = rng.choice(REGIONS)
        fr, ab = f"de la région de {x['name']}", f"de la rég. de {x['name']}"
        en = f"{x['name']} region"
    return {'fill': {'w': fr, 'wa': ab, 'we': en},
            'expect': {'names': [x['pcode']]},
            'why': f"{F_DEPT if 'region' in x else F_REG}: {x['name']} adm p-code {x['pcode']}."}


_ARR = defaultdict(list)
for _a in OCHA3.values():
    _ARR[_a['parent']].append(_a)
_V02 = defaultdict(set)  # the 2024 COD-AB v02 arrondissements, by department p-code
for _f in json.load(open(os.path.join(D, F_V02), encoding='utf-8'))['features']:
    _V02[_f['properties']['adm2_pcode']].add(norm(_f['properties']['nom']))


def _arrs(d):
    """OCHA 2020's arrondissements of an ANSD department, when the 2024 boundaries list the
    same ones (Rufisque, Fatick, Dagana... were redrawn or respelt: left out)."""
    o = ocha2_of(d['name'])
    arr = sorted(_ARR[o['name']], key=lambda a: a['name']) if o else []
    return arr if arr and {norm(a['name']) for a in arr} == _V02[d['pcode']] else []


@shape('level_name', 'w5_lvl_arrondissements', [
    ('fr', 'formal', "Quels sont les arrondissements du département de {d} ?"),
    ('fr', 'informal', "le département de {d}, il a combien d'arrondissements ? lesquels ?"),
    ('fr', 'noacc', "liste des arrondissements du departement de {d}"),
    ('en', 'formal', "Which arrondissements make up {d} department?"),
])
def arrondissements(rng, ctx):
    d = rng.choice([d for d in DEPTS if 2 <= len(_arrs(d)) <= 4])
    arr = _arrs(d)
    ex = {'names': [key(a['name'].replace('/', ' ')) for a in arr]}
    if ctx.style == 'informal':
        ex['numbers'] = [len(arr)]
    return {'fill': {'d': ctx.pn(d['name'])}, 'expect': ex,
            'why': f"{F_ADM3} (OCHA 2020, arrondissements of 2019) ADM2_FR "
                   f"{ocha2_of(d['name'])['name']}: " + ', '.join(a['name'] for a in arr)
                   + f" ({len(arr)}); {F_V02} lists the same for {d['pcode']}."}
