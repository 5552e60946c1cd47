"""Fourth wave, kinds `level_name` (the region of a department, the department and region of a
commune, how many communes in a department or departments in a region, the short names people
use — Tamba, Zig, Ndar —, Keur Massar's level) and `vulnerability` (a region's whole EHCVM
profile, the two most frequent shocks by milieu, floods as a shock in two milieux, moderate-only
food insecurity)."""
from .data import (CLEAN_COMMUNES, COMMUNES, DEPT, DEPTS, DUP_COMMUNES, F_DEPT, F_SEX, F_SHK,
                   F_VUL, REGIONS, SHOCKS, VUL, key, norm)
from .w2_common import VUL_IND
from .w3_common import TRIPLE
from .w4_common import F_CODES, NB, fixed, shape, with_de

_DUPS = {norm(n) for n in DUP_COMMUNES}
_REGN = {norm(r['name']) for r in REGIONS}


@shape('level_name', 'w4_region_of_dept', [
    ('fr', 'formal', "Dans quelle région se trouve le département de {d}" + NB + "?"),
    ('fr', 'sms', "dept {d} c ds kel region ?"),
    ('fr', 'informal', "le département de {d}, c'est dans quelle région déjà ?"),
    ('en', 'formal', "Which region is {d} department in?"),
    ('en', 'informal', "{d} dept — which region is that?"),
])
def region_of_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if norm(d['name']) not in _REGN | _DUPS])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'names': [key(d['region'])]},
            'why': f"{F_DEPT}: {d['name']} ({d['pcode']}) adm1_name {d['region']}."}


@shape('level_name', 'w4_dept_of_commune', [
    ('fr', 'formal', "La commune {de_c} relève de quel département et de quelle région" + NB + "?"),
    ('fr', 'informal', "{c}, c'est une commune de quel département ?"),
    ('fr', 'noacc', "commune {de_c} : département et région de rattachement"),
    ('en', 'formal', "Which department and which region does the commune of {c} belong to?"),
    ('en', 'typo', "which department is the commune of {c} in"),
])
def dept_of_commune(rng, ctx):
    c = rng.choice([c for c in CLEAN_COMMUNES if norm(c['name']) not in
                    {norm(d['name']) for d in DEPTS} | _REGN])
    names = [key(c['dept'])] + ([key(c['region'])] if ctx.style in ('formal', 'noacc') else [])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name'])}, 'c'),
            'expect': {'names': sorted(set(names))},
            'why': f"{F_CODES}: commune {c['code']} {c['name']}, parent department {c['dept']}, "
                   f"region {c['region']}."}


@shape('level_name', 'w4_communes_in_dept', [
    ('fr', 'formal', "Combien de communes compte le département de {d}" + NB + "?"),
    ('fr', 'sms', "cb d communes ds le dept d {d}"),
    ('fr', 'informal', "le département de {d}, il a combien de communes ?"),
    ('fr', 'typo', "combien de communes dans le département de {d} svp"),
    ('fr', 'long', "Nous devons signer une convention avec chaque mairie du département de {d}. "
                   "Combien de communes cela fait-il" + NB + "?"),
    ('en', 'formal', "How many communes are there in {d} department?"),
    ('en', 'informal', "number of communes in {d} dept?"),
])
def communes_in_dept(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] != 'Keur Massar'])
    cs = [c for c in COMMUNES if c['dept'] == d['name']]
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [len(cs)], 'names': [key(d['name'])]},
            'why': f"{F_CODES}: {len(cs)} communes with parent {d['ansd']} ({d['name']}); the "
                   f"2013-era commune layer agrees. " + ', '.join(c['name'] for c in cs[:6]) + '…'}


@shape('level_name', 'w4_depts_in_region', [
    ('fr', 'formal', "Combien de départements compte la région de {r}, et quels sont-ils" + NB + "?"),
    ('fr', 'sms', "reg {r} cb d dept et lesquels"),
    ('fr', 'informal', "la région de {r}, c'est combien de départements ? tu peux me les citer ?"),
    ('en', 'formal', "How many departments does {r} region have, and which are they?"),
    ('en', 'informal', "{r} region: how many depts, which ones?"),
])
def depts_in_region(rng, ctx):
    r = rng.choice(REGIONS)
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [len(r['depts'])], 'names': [key(d['name']) for d in r['depts']]},
            'why': f"{F_DEPT} adm1_name {r['name']}: " + ', '.join(d['name'] for d in r['depts'])
                   + f" ({len(r['depts'])})."}


ALIASES = {'Tamba': 'Tambacounda', 'Zig': 'Ziguinchor', 'Ndar': 'Saint-Louis'}
_TRIPLE = {r['name']: (r, d, c) for r, d, c in TRIPLE}


@shape('level_name', 'w4_short_names', [
    ('fr', 'sms', "slt cb d hbts a {a} au rgph 2023 ?"),
    ('fr', 'informal', "{a}, ça fait combien d'habitants au dernier recensement ?"),
    ('fr', 'formal', "Quelle est la population de {a} selon le recensement de 2023" + NB + "?"),
    ('en', 'informal', "how many people live in {a} (2023 census)?"),
])
def short_names(rng, ctx):
    a = rng.choice(sorted(ALIASES))
    r, d, c = _TRIPLE[ALIASES[a]]
    return {'fill': {'a': a},
            'expect': {'any_numbers': [[r['pop'][2023], d['pop'][2023], c['census']['_T']]],
                       'names': [key(r['name'])]},
            'why': f"'{a}' is the usual short name of {r['name']} (data/knowledge/curated/"
                   f"place-aliases.csv), a region ({r['pop'][2023]}), a department "
                   f"({d['pop'][2023]}) and a commune ({c['census']['_T']}): any one, unit said."}


KM = DEPT['Keur Massar']
KM_C = [c for c in COMMUNES if c['name'].startswith('Keur Massar')]
fixed('level_name', 'w4_keur_massar', [
    ('fr', 'formal', "Keur Massar est-il une commune ou un département, et combien d'habitants y "
                     "a-t-on recensés en 2023" + NB + "?"),
    ('fr', 'informal', "Keur Massar c'est une commune ou un département maintenant ? et ça fait "
                       "combien de monde au recensement ?"),
    ('en', 'formal', "Is Keur Massar a commune or a department, and how many people did the 2023 "
                     "census count there?"),
], {'numbers': [KM['pop'][2023]], 'names': ['Keur Massar']},
    f"{F_DEPT}: Keur Massar is a department (SN0105, created in 2021 out of Pikine), 2023 census "
    f"{KM['pop'][2023]}; no commune is named Keur Massar alone (" + ', '.join(
        f"{c['name']} {c['census']['_T']}" for c in KM_C) + f" in {F_SEX}).")


@shape('vulnerability', 'w4_vul_profile', [
    ('fr', 'formal', "Pouvez-vous me dresser le profil de vulnérabilité des ménages de la région de "
                     "{r} selon l'EHCVM 2021-2022 (eau potable, électricité, insécurité alimentaire, "
                     "chocs)" + NB + "?"),
    ('fr', 'informal', "{r} : tu me donnes tous les indicateurs EHCVM ? eau, électricité, insécurité "
                       "alimentaire et chocs"),
    ('fr', 'long', "Je rédige la fiche de la région de {r} pour la réunion du comité régional de "
                   "gestion des inondations. Il me faut tous les indicateurs de vulnérabilité des "
                   "ménages de l'EHCVM 2021-2022."),
    ('en', 'formal', "Give me {r} region's household vulnerability profile from EHCVM 2021-2022: "
                     "water, electricity, food insecurity and shocks."),
    ('en', 'informal', "{r} region — all the EHCVM household indicators?"),
])
def vul_profile(rng, ctx):
    r = rng.choice(sorted(VUL))
    cols = [i[0] for i in VUL_IND]
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[VUL[r][c], 0.01] for c in cols], 'names': [key(r)]},
            'why': f"{F_VUL} {r}: " + ', '.join(f"{c} {VUL[r][c]}" for c in cols) + '.'}


MIL = {'dakar_urban_pct': ('à Dakar (urbain)', 'in urban Dakar'),
       'other_urban_pct': ('dans les autres villes', 'in other urban areas'),
       'rural_pct': ('en milieu rural', 'in rural areas')}
SHOCK_KEY = {'prix_eleves_produits_alimentaires': ('prix', 'price'),
             'maladie_grave_ou_accident_membre': ('maladie', 'illness'),
             'deces_membre': ('deces', 'death'),
             'prix_eleves_intrants_agricoles': ('intrants', 'input'),
             'inondations': ('inondation', 'flood')}


@shape('vulnerability', 'w4_top_two_shocks', [
    ('fr', 'formal', "Quels sont les deux chocs qui touchent le plus de ménages {m}, d'après "
                     "l'EHCVM 2021-2022" + NB + "?"),
    ('fr', 'informal', "{m}, c'est quoi les deux chocs les plus fréquents pour les ménages ?"),
    ('fr', 'sms', "2 chocs les + frequents menages {m} ehcvm"),
    ('en', 'formal', "Which two shocks hit the most households {m}, according to EHCVM 2021-2022?"),
    ('en', 'informal', "top two household shocks {m}?"),
])
def top_two_shocks(rng, ctx):
    m = rng.choice(sorted(MIL))
    ranked = sorted(SHOCKS, key=lambda s: -SHOCKS[s][m])
    if SHOCKS[ranked[1]][m] == SHOCKS[ranked[2]][m]:
        return None
    i = 0 if ctx.lang == 'fr' else 1
    return {'fill': {'m': MIL[m][i]},
            'expect': {'names': [SHOCK_KEY[s][i] for s in ranked[:2]],
                       'numbers': [SHOCKS[s][m] for s in ranked[:2]]},
            'why': f"{F_SHK} {m}, sorted: " + ', '.join(f"{s} {SHOCKS[s][m]}" for s in ranked[:3])
                   + ' (among the five shocks the file holds).'}


@shape('vulnerability', 'w4_flood_shock_two_milieux', [
    ('fr', 'formal', "Les ménages sont-ils plus touchés par les inondations {a} ou {b}, et de "
                     "combien de points" + NB + "?"),
    ('fr', 'informal', "inondations comme choc : {a} contre {b}, ça fait quelle différence ?"),
    ('fr', 'noacc', "part des ménages touchés par les inondations {a} et {b} (EHCVM), écart"),
    ('en', 'formal', "Are households more affected by floods {a} or {b}, and by how many points?"),
    ('en', 'informal', "flood shock: {a} vs {b}, what's the gap?"),
])
def flood_shock_two_milieux(rng, ctx):
    a, b = rng.sample(sorted(MIL) + ['national_pct'], 2)
    va, vb = SHOCKS['inondations'][a], SHOCKS['inondations'][b]
    if va == vb:
        return None
    i = 0 if ctx.lang == 'fr' else 1
    w = dict(MIL, national_pct=("à l'échelle nationale", 'nationwide'))
    return {'fill': {'a': w[a][i], 'b': w[b][i]},
            'expect': {'numbers': [va, vb], 'approx_numbers': [[round(abs(va - vb), 1), 0.03]]},
            'why': f"{F_SHK} inondations: {a} {va} %, {b} {vb} %; gap {abs(va - vb):.1f} points "
                   "(the report text gives 7.2 % nationally, the table 8.2 %)."}


@shape('vulnerability', 'w4_moderate_only', [
    ('fr', 'formal', "Dans la région de {r}, quelle part des ménages est en insécurité alimentaire "
                     "modérée seulement, hors insécurité sévère" + NB + "?"),
    ('fr', 'informal', "{r} : l'insécurité alimentaire modérée toute seule, sans la sévère, c'est "
                       "combien ?"),
    ('en', 'formal', "In {r} region, what share of households is in moderate food insecurity only, "
                     "leaving out severe?"),
    ('en', 'informal', "{r}: moderate-only food insecurity (minus the severe)?"),
])
def moderate_only(rng, ctx):
    r = rng.choice(sorted(VUL))
    ms, s = VUL[r]['food_insecurity_moderate_or_severe_pct'], VUL[r]['food_insecurity_severe_pct']
    v = round(ms - s, 1)
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_VUL} {r}: moderate or severe {ms} - severe {s} = {v} % (moderate only)."}

