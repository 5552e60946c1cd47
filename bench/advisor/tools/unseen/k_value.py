"""Kind `value`: one figure for one place (population, women/men, affected, health facilities)."""
from .core import shape
from .data import (AREAS, COMMUNES, CLEAN_COMMUNES, DEPTS, EVENT, F_DEPT, F_EVA, F_HC, F_HG, F_PROJ,
                   F_REG, F_SEX, HEALTH, HEALTH_GEO_DEPT, NATIONAL, REGIONS, SUSPECT_PROJ, key)

FT = {'hopital': ('hôpitaux', 'hospitals'), 'centre de sante': ('centres de santé', 'health centres'),
      'poste de sante': ('postes de santé', 'health posts'),
      'case de sante': ('cases de santé', 'health huts')}


def ftype(ctx, t):
    return FT[t][0 if ctx.lang == 'fr' else 1]


@shape('value', 'dept_year', [
    ('fr', 'formal', "Quelle est la population du département de {d} en {y} ?"),
    ('fr', 'informal', "c'est combien d'habitants, le département de {d} en {y} ?"),
    ('fr', 'sms', "slt cb d hbts ds le dept de {d} en {y} stp"),
    ('fr', 'typo', "combien d'habitants dans le département de {d} en {y}"),
    ('fr', 'abbr', "Pop. dept {d} {y} ?"),
    ('fr', 'long', "Je prépare le plan de contingence du département de {d} pour l'hivernage ; "
                   "j'aurais besoin de connaître sa population en {y}."),
    ('en', 'formal', "What is the population of {d} department in {y}?"),
    ('en', 'informal', "{d} dept population {y}?"),
    ('en', 'typo', "how many people live in {d} department in {y}"),
    ('en', 'long', "We are drafting a flood preparedness plan for {d} department and need the "
                   "population figure for {y}. What is it?"),
])
def dept_year(rng, ctx):
    d, y = rng.choice(DEPTS), rng.choice(range(2023, 2031))
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'numbers': [d['pop'][y]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT}: {d['name']} ({d['pcode']}) pop_{y} = {d['pop'][y]}"
                   f" ({'census' if y == 2023 else 'ANSD projection'})."}


@shape('value', 'region_year', [
    ('fr', 'formal', "Combien d'habitants compte la région de {r} en {y} ?"),
    ('fr', 'sms', "pop region {r} {y} svp"),
    ('fr', 'abbr', "Nb d'hab. rég. de {r} en {y} ?"),
    ('fr', 'noacc', "Population de la région de {r} pour l'année {y} ?"),
    ('en', 'formal', "How many inhabitants does the {r} region have in {y}?"),
    ('en', 'informal', "pop of {r} region in {y}"),
    ('en', 'long', "I'm briefing the regional governor's office of {r} next week. Could you give me "
                   "the region's population for {y}?"),
])
def region_year(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [r['pop'][y]], 'names': [key(r['name'])]},
            'why': f"{F_REG}: {r['name']} pop_{y} = {r['pop'][y]} (sum of its departments in {F_DEPT})."}


@shape('value', 'national_year', [
    ('fr', 'formal', "Quelle est la population totale du Sénégal en {y} ?"),
    ('fr', 'sms', "cb d hbts o senegal en {y}"),
    ('en', 'formal', "What is Senegal's total population in {y}?"),
    ('en', 'typo', "how many people live in Senegal in {y}"),
])
def national_year(rng, ctx):
    y = rng.choice(range(2024, 2031))
    return {'fill': {'y': y}, 'expect': {'numbers': [NATIONAL[y]]},
            'why': f"{F_DEPT}: sum of pop_{y} over the 46 departments = {NATIONAL[y]}."}


@shape('value', 'commune_census', [
    ('fr', 'formal', "Quelle est la population de la commune de {c} au recensement de 2023 ?"),
    ('fr', 'informal', "y'a combien de gens dans la commune de {c} (RGPH 2023) ?"),
    ('fr', 'sms', "cb d hbts commune {c} 2023"),
    ('fr', 'long', "Notre équipe intervient dans la commune de {c}, département de {d}. Quelle y "
                   "était la population au dernier recensement ?"),
    ('en', 'formal', "What was the population of the commune of {c} at the 2023 census?"),
    ('en', 'informal', "{c} commune, how many people in 2023?"),
    ('en', 'typo', "How many people lived in the commune of {c} ({d} department) at the 2023 census"),
])
def commune_census(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    return {'fill': {'c': ctx.pn(c['name']), 'd': ctx.pn(c['dept'])},
            'expect': {'numbers': [c['census']['_T']], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: commune {c['code']} {c['name']} ({c['dept']}), _T 2023 = {c['census']['_T']}."}


@shape('value', 'commune_sex', [
    ('fr', 'formal', "Combien {sx} vivaient dans la commune de {c} au recensement de 2023 ?"),
    ('fr', 'sms', "nbre {sx} commune {c} rgph5"),
    ('fr', 'noacc', "Nombre {sx} dans la commune de {c} au recensement de 2023 ?"),
    ('en', 'formal', "How many {sx} lived in the commune of {c} according to the 2023 census?"),
    ('en', 'informal', "number of {sx} in {c} commune, 2023 census?"),
])
def commune_sex(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    s = rng.choice('FM')
    words = {('fr', 'F'): 'de femmes', ('fr', 'M'): "d'hommes", ('en', 'F'): 'women', ('en', 'M'): 'men'}
    return {'fill': {'c': ctx.pn(c['name']), 'sx': words[(ctx.lang, s)]},
            'expect': {'numbers': [c['census'][s]], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: commune {c['code']} {c['name']}, SEXE={s} 2023 = {c['census'][s]}."}


@shape('value', 'commune_proj', [
    ('fr', 'formal', "Quelle est la population projetée de la commune de {c} en {y} selon l'ANSD ?"),
    ('fr', 'informal', "tu as la projection ANSD pour la commune de {c} en {y} ?"),
    ('fr', 'typo', "population de la commune de {c} en {y}"),
    ('en', 'formal', "What is the ANSD projection for the commune of {c} in {y}?"),
    ('en', 'long', "For our WASH planning in {d} department, what population does ANSD project for "
                   "the commune of {c} in {y}?"),
])
def commune_proj(rng, ctx):
    c, y = rng.choice(CLEAN_COMMUNES), rng.choice(range(2024, 2031))
    return {'fill': {'c': ctx.pn(c['name']), 'y': y, 'd': ctx.pn(c['dept'])},
            'expect': {'numbers': [c['proj'][y]], 'names': [key(c['name'])]},
            'why': f"{F_PROJ}: {c['code']} {c['name']}, {y} = {c['proj'][y]} (row consistent with the census)."}


SWAPPED = [c for c in COMMUNES if c['code'] in SUSPECT_PROJ and not c['dup']]


@shape('value', 'swapped_2023', [
    ('fr', 'formal', "Quelle est la population de la commune de {c} en 2023 ?"),
    ('fr', 'sms', "cb d hbts a {c} (commune) en 2023 ?"),
    ('en', 'formal', "What was the population of the commune of {c} in 2023?"),
    ('en', 'informal', "{c} commune population 2023?"),
])
def swapped_2023(rng, ctx):
    c = rng.choice(SWAPPED)
    return {'fill': {'c': ctx.pn(c['name'])},
            'expect': {'numbers': [c['census']['_T']], 'names': [key(c['name'])]},
            'why': f"{F_SEX}: {c['code']} {c['name']} census 2023 _T = {c['census']['_T']}; "
                   f"{F_PROJ} holds {c['proj'][2023]} for 2023, a row swapped as published "
                   f"(data/README): the census is the figure for 2023."}


@shape('value', 'region_sex', [
    ('fr', 'formal', "Combien {sx} compte la région de {r} au recensement de 2023 ?"),
    ('fr', 'abbr', "Nb {sx} rég. {r}, RGPH-5 ?"),
    ('en', 'formal', "How many {sx} were counted in {r} region at the 2023 census?"),
    ('en', 'informal', "{sx} in {r} region, census 2023?"),
])
def region_sex(rng, ctx):
    pool = [r for r in REGIONS if r['name'] in ('Kolda', 'Kédougou')]
    r = rng.choice(pool if rng.random() < 0.6 else REGIONS)
    s = rng.choice('FM')
    words = {('fr', 'F'): 'de femmes', ('fr', 'M'): "d'hommes", ('en', 'F'): 'women', ('en', 'M'): 'men'}
    return {'fill': {'r': ctx.pn(r['name']), 'sx': words[(ctx.lang, s)]},
            'expect': {'numbers': [r['census'][s]], 'names': [key(r['name'])]},
            'why': f"{F_SEX}: sum of SEXE={s} over the departments of {r['name']} = {r['census'][s]} "
                   f"(region rows of Kolda and Kedougou are swapped as published: totals from departments)."}


AFFECTED = [a for a in AREAS if a['metric'] == 'people_affected' and a['value'] is not None]
EV_FR = {'SEN-2020-01': 'les inondations de septembre 2020', 'SEN-2016-01': 'les inondations de juillet 2016',
         'SEN-2009-01b': 'les inondations de 2009 (chiffres du gouvernement)'}
EV_EN = {'SEN-2020-01': 'the September 2020 floods', 'SEN-2016-01': 'the July 2016 floods',
         'SEN-2009-01b': 'the 2009 floods (government figures)'}


@shape('value', 'affected_dept', [
    ('fr', 'formal', "Combien de personnes ont été affectées dans le département de {d} par {ev} ?"),
    ('fr', 'sms', "cb d sinistres a {d} pr {ev} ?"),
    ('fr', 'long', "Pour un rapport au préfet de {d}, je cherche le nombre de personnes touchées "
                   "dans le département lors de {ev}."),
    ('en', 'formal', "How many people were affected in {d} department by {ev}?"),
    ('en', 'informal', "people affected in {d} during {ev}?"),
], n=2)
def affected_dept(rng, ctx):
    a = rng.choice(AFFECTED)
    ev = (EV_FR if ctx.lang == 'fr' else EV_EN)[a['event_id']]
    return {'fill': {'d': ctx.pn(a['adm2_name']), 'ev': ev},
            'expect': {'numbers': [a['value']], 'names': [key(a['adm2_name'])]},
            'why': f"{F_EVA}: {a['event_id']}, {a['adm2_name']}, people_affected = {a['value']}."}


@shape('value', 'houses_2024', [
    ('fr', 'formal', "Combien de maisons ont été inondées dans le département de {d} lors des "
                     "pluies du 16 septembre 2024 ?"),
    ('fr', 'noacc', "maisons inondees a {d} le 16 septembre 2024 ?"),
    ('en', 'formal', "How many houses were flooded in {d} on 16 September 2024?"),
], n=2)
def houses_2024(rng, ctx):
    a = rng.choice([x for x in AREAS if x['event_id'] == 'SEN-2024-01'])
    return {'fill': {'d': ctx.pn(a['adm2_name'])},
            'expect': {'numbers': [a['value']], 'names': [key(a['adm2_name'])]},
            'why': f"{F_EVA}: SEN-2024-01, {a['adm2_name']}, houses_flooded = {a['value']} (reliability B)."}


@shape('value', 'health_region', [
    ('fr', 'formal', "Combien de {t} y a-t-il dans la région de {r} ?"),
    ('fr', 'informal', "il y a combien de {t} dans la région de {r} ?"),
    ('fr', 'sms', "nbre {t} region {r} stp"),
    ('fr', 'typo', "combien de {t} dans la région de {r}"),
    ('en', 'formal', "How many {t} are there in {r} region?"),
    ('en', 'informal', "number of {t} in {r} region?"),
    ('en', 'long', "We may need to evacuate patients during the rainy season. How many {t} does "
                   "{r} region have?"),
])
def health_region(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    t = rng.choice([t for t in FT if t in HEALTH[r]])
    n, g = HEALTH[r][t]
    return {'fill': {'r': ctx.pn(r), 't': ftype(ctx, t)},
            'expect': {'numbers': [n], 'names': [key(r)]},
            'why': f"{F_HC}: {r}, {t}: n_facilities = {n} (n_geolocated {g})."}


@shape('value', 'health_dept_geo', [
    ('fr', 'formal', "Combien de {t} géolocalisés compte le département de {d} ?"),
    ('fr', 'abbr', "Nb de {t} géolocalisés, dept {d} ?"),
    ('en', 'formal', "How many geolocated {t} are there in {d} department?"),
], n=2)
def health_dept_geo(rng, ctx):
    d = rng.choice(sorted(HEALTH_GEO_DEPT))
    t = rng.choice([t for t in FT if t in HEALTH_GEO_DEPT[d]])
    v = HEALTH_GEO_DEPT[d][t]
    return {'fill': {'d': ctx.pn(d), 't': ftype(ctx, t)},
            'expect': {'numbers': [v], 'names': [key(d)]},
            'why': f"{F_HG}: {d}, {t}: n_geolocated_facilities = {v} (geolocated only; undercount)."}
