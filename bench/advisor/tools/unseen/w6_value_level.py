"""Sixth wave, kinds `value` (a place asked by its OCHA p-code, the facilities of a region without
GPS coordinates, a commune named in a source, a commune's projection asked with its region, the
geolocated facilities of one type nationally) and `level_name` (a department asked in OCHA's
spelling, the parent of an arrondissement, a p-code read back, the communes of a region, a
department asked as a region, a commune known under another spelling, a twice-used commune name
in a projected year, Keur Massar before 2021)."""
import json
import os
from collections import Counter

from .data import (AREAS, COMMUNE, COMMUNES, CLEAN_COMMUNES, D, DEPT, DEPTS, EVENT, F_DEPT, F_EV,
                   F_HC, F_PROJ, F_REG, F_SEX, HEALTH, OCHA3, RAIN, REGION, REGIONS, SUSPECT_PROJ,
                   key, norm)
from .w2_common import de
from .w3_common import DEPT_TWIN
from .w6_common import (F_ADM3, F_AREAS, F_CODES, F_RAIN, OCHA_SPELT, OCHA_TO_ANSD, TYPES,
                        assert_in, fac, fixed, kind_of, shape, with_de)


@shape('value', 'w6_val_pcode_year', [
    ('fr', 'formal', "Bonjour, pour notre couche SIG j'aurais besoin de la population de l'unité "
                     "{pc} (p-code OCHA) en {y}, s'il vous plaît."),
    ('fr', 'sms', "pop {pc} en {y} stp (c le pcode)"),
    ('en', 'formal', "Could you give me the {y} population for p-code {pc}? It's for our GIS "
                     "layer."),
    ('en', 'informal', "pop for {pc} in {y}? (OCHA pcode)"),
])
def pcode_year(rng, ctx):
    x = rng.choice(DEPTS + REGIONS)
    y = rng.choice(range(2023, 2031))
    src = F_DEPT if 'region' in x else F_REG
    return {'fill': {'pc': x['pcode'], 'y': y},
            'expect': {'numbers': [x['pop'][y]], 'names': [key(x['name'])]},
            'why': f"{src}: {x['pcode']} = {x['name']}, pop_{y} {x['pop'][y]} ({kind_of(y)})."}


GEO_FR = ('géolocalisés', 'géolocalisées')  # agrees with the facility word
_NOGPS = [(r, t) for r in sorted(HEALTH) for t in TYPES
          if t in HEALTH[r] and HEALTH[r][t][0] - HEALTH[r][t][1] >= 3]


@shape('value', 'w6_val_not_geolocated', [
    ('fr', 'formal', "Dans la région de {r}, combien {de_t} de la liste des structures de santé "
                     "n'ont pas de coordonnées GPS ?"),
    ('fr', 'informal', "région de {r} : y a combien {de_t} qui ne sont pas {geo}, au juste ?"),
    ('en', 'formal', "In {r} region, how many {t} in the facility list have no GPS coordinates?"),
    ('en', 'typo', "how many {t} in {r} region are not geolocated"),
])
def not_geolocated(rng, ctx):
    r, t = rng.choice(_NOGPS)
    n, g = HEALTH[r][t]
    return {'fill': {'r': ctx.pn(r), 't': fac(ctx, t), 'de_t': de(ctx, fac(ctx, t)),
                     'geo': GEO_FR[t == 'case de sante']},
            'expect': {'numbers': [n - g], 'names': [key(r)]},
            'why': f"{F_HC} {r} {t}: n_facilities {n} - n_geolocated {g} = {n - g} without GPS."}


# Communes a source names: (the row that names it, French words, English words).
NAMED = {'Kidira': (EVENT['SEN-2024-02']['notes'], "où un enfant s'est noyé pendant la crue de "
                    "2024", 'where a child drowned during the 2024 river flood'),
         'Sebikotane': (RAIN['R19']['text_as_read'], "où plus de 170 mm sont tombés le 5 septembre "
                        "2020", 'where over 170 mm fell on 5 September 2020'),
         'Richard Toll': (RAIN['R12']['text_as_read'], "la station la plus sèche début septembre "
                          "2025", 'the driest station in early September 2025'),
         'Yeumbeul Nord': (' '.join(a['excerpt_or_summary'] for a in AREAS), "dont les ménages "
                           "étaient sous l'eau en 2009",
                           'whose households were under water in 2009')}
NAMED_IN = {'Kidira': F_EV + ' SEN-2024-02', 'Sebikotane': F_RAIN + ' R19',
            'Richard Toll': F_RAIN + ' R12', 'Yeumbeul Nord': F_AREAS + ' SEN-2009-01b'}
for _n, (_t, _, _) in NAMED.items():
    assert_in(_t.replace('Sebikotane Town', 'Sebikotane'), _n)
    assert _n in COMMUNE and COMMUNE[_n]['code'] not in SUSPECT_PROJ, _n


@shape('value', 'w6_val_commune_in_sources', [
    ('en', 'informal', "quick one: {c}, {ce} — how many people there at the 2023 census?"),
    ('fr', 'noacc', "{c} ({cf}) : population au RGPH 2023 ?"),
    ('en', 'formal', "How many people lived in the commune of {c}, {ce}, at the 2023 census?"),
])
def commune_in_sources(rng, ctx):
    n = rng.choice(sorted(NAMED))
    c = COMMUNE[n]
    return {'fill': with_de(ctx, {'c': ctx.pn(n), 'cf': NAMED[n][1], 'ce': NAMED[n][2]}, 'c'),
            'expect': {'numbers': [c['census']['_T']], 'names': [key(n)]},
            'why': f"{F_SEX}: commune {c['code']} {n} ({c['dept']}) _T {c['census']['_T']} (named "
                   f"in {NAMED_IN[n]})."}


@shape('value', 'w6_val_commune_proj_region', [
    ('fr', 'formal', "Quelle est la projection de l'ANSD pour {y} concernant la commune {de_c}, "
                     "dans la région de {r} ?"),
    ('fr', 'abbr', "Proj. ANSD {y}, cne de {c} (rég. de {r}) ?"),
    ('en', 'informal', "ANSD's {y} number for {c} (the commune, {r} region)?"),
    ('en', 'long', "Our regional office in {r} is budgeting for {y}. What population does ANSD "
                   "project for the commune of {c} that year?"),
])
def commune_proj_region(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    y = rng.choice(range(2024, 2031))
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'r': ctx.pn(c['region']), 'y': y}, 'c'),
            'expect': {'numbers': [c['proj'][y]], 'names': [key(c['name'])]},
            'why': f"{F_PROJ}: {c['code']} {c['name']} ({c['dept']}, {c['region']}) {y} "
                   f"{c['proj'][y]} (a row whose 2023 equals the census)."}


NAT_GEO = {t: sum(HEALTH[r][t][1] for r in HEALTH if t in HEALTH[r]) for t in TYPES}


@shape('value', 'w6_val_national_geolocated_type', [
    ('fr', 'formal', "Au total, combien {de_t} {geo} compte-t-on au Sénégal ?"),
    ('fr', 'sms', "nb d {t} avec gps au senegal en tout ?"),
    ('en', 'formal', "How many geolocated {t} are there in Senegal altogether?"),
    ('en', 'informal', "total {t} with GPS points, whole country?"),
])
def national_geolocated_type(rng, ctx):
    t = rng.choice(TYPES)
    return {'fill': {'t': fac(ctx, t), 'de_t': de(ctx, fac(ctx, t)),
                     'geo': GEO_FR[t == 'case de sante']},
            'expect': {'numbers': [NAT_GEO[t]]},
            'why': f"{F_HC} n_geolocated {t} summed over the regions: " + ' + '.join(
                f"{r} {HEALTH[r][t][1]}" for r in sorted(HEALTH) if t in HEALTH[r])
                + f" = {NAT_GEO[t]}."}


@shape('level_name', 'w6_lvl_ocha_spelling', [
    ('fr', 'formal', "Dans les tableaux OCHA, le département s'écrit « {o} ». Quelle est sa "
                     "population au recensement de 2023 ?"),
    ('fr', 'informal', "le département de {o} (c'est écrit comme ça chez OCHA), il a combien "
                       "d'habitants en {y} ?"),
    ('en', 'formal', "OCHA spells it '{o}'. What is that department's population in {y} according "
                     "to ANSD?"),
])
def ocha_spelling(rng, ctx):
    o = rng.choice(sorted(OCHA_SPELT))
    d = OCHA_SPELT[o]
    y = 2023 if ctx.style == 'formal' and ctx.lang == 'fr' else rng.choice(range(2023, 2031))
    return {'fill': {'o': o, 'y': y},
            'expect': {'numbers': [d['pop'][y]]},
            'why': f"population/sen_admpop_adm2_2020.csv spells '{o}' the ANSD department "
                   f"{d['name']} ({d['pcode']}); {F_DEPT} pop_{y} {d['pop'][y]} ({kind_of(y)})."}


_TAKEN = {norm(x['name']) for x in DEPTS + REGIONS + COMMUNES}
ARRS = sorted((a for a in OCHA3.values() if norm(a['name']) not in _TAKEN and '/' not in a['name']),
              key=lambda a: a['name'])


@shape('level_name', 'w6_lvl_arr_parent', [
    ('fr', 'formal', "L'arrondissement {de_a} relève de quel département et de quelle région ?"),
    ('fr', 'sms', "arrondissement {a} c ds kel dept et kel region ?"),
    ('en', 'formal', "Which department and region does {a} arrondissement belong to?"),
    ('en', 'informal', "{a} arrondissement — what dept is that in?"),
])
def arr_parent(rng, ctx):
    a = rng.choice(ARRS)
    d = DEPT[OCHA_TO_ANSD[a['parent']]]
    names = [key(d['name'])] + ([key(d['region'])] if ctx.style != 'informal' and
                                norm(d['region']) != norm(d['name']) else [])
    return {'fill': with_de(ctx, {'a': ctx.pn(a['name'])}, 'a'),
            'expect': {'names': names},
            'why': f"{F_ADM3}: {a['name']} ADM2_FR {a['parent']} = ANSD department {d['name']}, "
                   f"region {d['region']}."}


@shape('level_name', 'w6_lvl_pcode_reverse', [
    ('fr', 'typo', "le pcode {pc} correspond a quelle unitée administrative svp ?"),
    ('fr', 'informal', "c'est quoi {pc} comme code ? quel département ou quelle région ?"),
    ('en', 'formal', "Which administrative unit does p-code {pc} refer to?"),
    ('en', 'typo', "wich place is pcode {pc}"),
])
def pcode_reverse(rng, ctx):
    x = rng.choice(DEPTS + REGIONS)
    src = F_DEPT if 'region' in x else F_REG
    return {'fill': {'pc': x['pcode']}, 'expect': {'names': [key(x['name'])]},
            'why': f"{src}: {x['pcode']} = {x['name']}" + (f" (department of {x['region']})"
                                                        if 'region' in x else ' (region)') + '.'}


_GEO = json.load(open(os.path.join(D, 'admin/sen_communes552_2013era_simplified.geojson'),
                      encoding='utf-8'))['features']
_N_ANSD = Counter(DEPT[c['dept']]['rpcode'] for c in COMMUNES)
_N_2013 = Counter(f['properties']['adm1_pcode'] for f in _GEO)


@shape('level_name', 'w6_lvl_communes_in_region', [
    ('fr', 'formal', "Combien de communes compte la région de {r}, tous départements confondus ?"),
    ('fr', 'abbr', "Nb de communes, rég. de {r} ?"),
    ('en', 'formal', "How many communes are there in {r} region altogether?"),
    ('en', 'long', "We want one focal point per commune in {r} region. How many communes is "
                   "that?"),
])
def communes_in_region(rng, ctx):
    r = rng.choice([r for r in REGIONS if _N_ANSD[r['pcode']] == _N_2013[r['pcode']]])
    n = _N_ANSD[r['pcode']]
    return {'fill': {'r': ctx.pn(r['name'])}, 'expect': {'numbers': [n], 'names': [key(r['name'])]},
            'why': f"{F_CODES}: {n} communes whose department is in {r['name']} (" + ', '.join(
                f"{d['name']} {sum(c['dept'] == d['name'] for c in COMMUNES)}" for d in r['depts'])
                + "); the 2013-era commune layer counts the same."}


@shape('level_name', 'w6_lvl_not_a_region', [
    ('fr', 'formal', "Quelle est la population de la région de {p} en {y} ?"),
    ('fr', 'informal', "la région de {p}, elle fait combien d'habitants en {y} ?"),
    ('en', 'formal', "What is the population of {p} region in {y}?"),
    ('en', 'informal', "{p} region pop in {y}?"),
])
def not_a_region(rng, ctx):
    d, c = rng.choice(DEPT_TWIN)
    y = rng.choice(range(2023, 2031))
    return {'fill': {'p': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': [key(d['region'])]},
            'why': f"There is no region named {d['name']}: {F_DEPT} {d['name']} is a department of "
                   f"{d['region']} region, pop_{y} {d['pop'][y]} ({kind_of(y)}); the region is "
                   f"{REGION[d['region']]['pop'][y]}."}


# Places people name in the source's spelling, which the ANSD code list writes otherwise.
ALT = {'Darou Mousty': 'Darou Mouhty', 'Joal-Fadiouth': 'Joal Fadhiouth'}
assert_in(' '.join(a['excerpt_or_summary'] for a in AREAS), 'Darou Mousty')
assert_in(EVENT['SEN-2024-01']['main_areas'], 'Joal')


@shape('level_name', 'w6_lvl_other_spelling', [
    ('en', 'informal', "{a} isn't in your commune list under that name — how many people lived "
                       "there at the 2023 census?"),
    ('fr', 'sms', "pop {a} rgph 2023 ? trouve pas ds la liste"),
    ('en', 'formal', "How many people live in {a} according to the 2023 census? I can't find it "
                     "under that name in the commune list."),
])
def other_spelling(rng, ctx):
    a = rng.choice(sorted(ALT))
    c = COMMUNE[ALT[a]]
    return {'fill': {'a': ctx.pn(a)}, 'expect': {'numbers': [c['census']['_T']]},
            'why': f"{F_CODES} spells {a} '{c['name']}' ({c['code']}, {c['dept']} department); "
                   f"{F_SEX} _T {c['census']['_T']}."}


_DUPQ = [c for c in COMMUNES if c['dup'] and c['code'] not in SUSPECT_PROJ]


@shape('level_name', 'w6_lvl_dup_projection', [
    ('fr', 'formal', "Quelle population l'ANSD projette-t-elle pour {y} dans la commune {de_c}, "
                     "celle du département de {d} ?"),
    ('fr', 'informal', "{c} (pas l'autre, celle de {d}) : la projection {y} ça donne quoi ?"),
    ('en', 'formal', "What does ANSD project for {y} in the commune of {c} — the one in {d} "
                     "department?"),
    ('en', 'typo', "{c} commune in {d} departmnet, projection for {y}"),
])
def dup_projection(rng, ctx):
    c = rng.choice(_DUPQ)
    y = rng.choice(range(2024, 2031))
    other = [o for o in COMMUNES if o['name'] == c['name'] and o is not c][0]
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'd': ctx.pn(c['dept']), 'y': y}, 'c'),
            'expect': {'numbers': [c['proj'][y]], 'names': [key(c['name'])]},
            'why': f"{F_PROJ}: {c['code']} {c['name']} ({c['dept']}) {y} {c['proj'][y]}; the other "
                   f"{c['name']} ({other['dept']}) has {other['proj'][y]}"
                   + (', a row swapped as published' if other['code'] in SUSPECT_PROJ else '')
                   + '.'}


_KM = [a for a in AREAS if a['adm2_name'] == 'Keur Massar' and 'Pikine' in a['excerpt_or_summary']]
assert _KM and '2021' in _KM[0]['excerpt_or_summary']
fixed('level_name', 'w6_lvl_keur_massar_before', [
    ('en', 'informal', "Keur Massar before it became a department in 2021 — which dept was it "
                       "part of?"),
    ('fr', 'informal', "Keur Massar, avant de devenir un département, c'était rattaché à quoi ?"),
    ('en', 'formal', "Before 2021, which department was Keur Massar part of?"),
], {'names': ['Pikine']},
    f"{F_AREAS} SEN-2009-01b Keur Massar: '{_KM[0]['excerpt_or_summary'][:110]}'.")
