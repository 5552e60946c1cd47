"""Eighth wave, kind `hazard_index`: the INFORM-like flood priority index of the hazard scoring
app (data/hazard/inform-method.json), recomputed in w8_common from data/knowledge: the
department ranked first, the five first, the three dimensions, what the index is not (a
probability), a department's rank and score, the first department of a region, the first with
only hazard & exposure weighted, the last, and which of two departments comes first. Only ranks
and scores clear of their neighbours are asked (a small difference of method could swap them)."""
from .data import REGIONS, key
from .w8_common import (DIM_SCORE, F_HZ, HZ, HZ_ORDER, REGION_OF, de_w, dept_w, fixed,
                        hz_clear, hz_scores, hz_why, region_w, shape)

K = 'hazard_index'
TOP = HZ_ORDER[0]
assert HZ[HZ_ORDER[0]] - HZ[HZ_ORDER[1]] > 0.1
fixed(K, 'w8_hz_top1', [
    ('fr', 'formal', "Selon l'indice de priorité inondation, quel département arrive en tête ?"),
    ('fr', 'sms', "indice risque inondation : kel dept est 1er ?"),
    ('en', 'formal', "On the flood priority index, which department ranks first?"),
    ('en', 'long', "We have funds for one pilot department for flood preparedness and want to "
                   "follow the platform's hazard scoring. Which department has the highest "
                   "priority score, and what is its score?"),
], {'names': [key(TOP)], 'approx_numbers': [[round(HZ[TOP], 2), 0.03]]}, hz_why(HZ_ORDER[:3]))

assert HZ[HZ_ORDER[4]] - HZ[HZ_ORDER[5]] > 0.3
fixed(K, 'w8_hz_top5', [
    ('fr', 'formal', "Quels sont les cinq départements prioritaires selon l'indice de risque "
                     "d'inondation (pondérations par défaut) ?"),
    ('en', 'informal', "top 5 departments on the flood hazard index?"),
], {'names': [key(d) for d in HZ_ORDER[:5]]}, hz_why(HZ_ORDER[:6]))

DIMS_RE = ('^(?=[\\s\\S]*vuln)(?=[\\s\\S]*(exposi|exposure|alea|hazard))'
           '(?=[\\s\\S]*(capacit|coping))')
fixed(K, 'w8_hz_dimensions', [
    ('fr', 'formal', "Sur quelles dimensions repose l'indice de priorité inondation de la "
                     "plateforme ?"),
    ('en', 'formal', "Which dimensions make up the platform's flood priority index?"),
], {'pattern': DIMS_RE},
    f"{F_HZ}: hazard_exposure, vulnerability, lack_of_coping_capacity (INFORM Risk method).")

fixed(K, 'w8_hz_not_probability', [
    ('fr', 'informal', "le score d'aléa inondation d'un département, c'est la probabilité qu'il "
                       "soit inondé ?"),
    ('en', 'formal', "Is a department's flood hazard score the probability that it floods?"),
], {'pattern': '(relati|not a probability|pas une probabilit|n.est pas (une|la) probabilit|'
               'ne (represente|mesure|donne|correspond) pas)'},
    f"{F_HZ} description: 'A relative priority index, not a probability of flooding.'")

CLEAR = [d for i, d in enumerate(HZ_ORDER) if hz_clear(HZ_ORDER, HZ, i, 0.1)]


@shape(K, 'w8_hz_dept_rank', [
    ('fr', 'formal', "Quel est le score de priorité inondation {de_dw}, et à quel rang se "
                     "classe-t-il sur les 46 départements ?"),
    ('en', 'informal', "{dw}: flood priority score and rank out of 46?"),
    ('fr', 'informal', "{dw}, il est classé combien sur l'indice de risque inondation ?"),
])
def dept_rank(rng, ctx):
    d = rng.choice(CLEAR)
    dw = dept_w(ctx, d)
    return {'fill': {'dw': dw, 'de_dw': de_w(dw)},
            'expect': {'numbers': [HZ_ORDER.index(d) + 1],
                       'approx_numbers': [[round(HZ[d], 2), 0.03]]},
            'why': hz_why([d]) + f"; rank {HZ_ORDER.index(d) + 1} of 46."}


@shape(K, 'w8_hz_top_in_region', [
    ('fr', 'formal', "Dans {rw}, quel département est le plus prioritaire selon l'indice "
                     "d'inondation ?"),
    ('en', 'informal', "{rw}: which department scores highest on the flood priority index?"),
])
def top_in_region(rng, ctx):
    r = rng.choice([r for r in REGIONS if len(r['depts']) >= 3])
    ds = sorted((d['name'] for d in r['depts']), key=lambda d: -HZ[d])
    if HZ[ds[0]] - HZ[ds[1]] < 0.15 or key(ds[0]) == key(r['name']):
        return None
    return {'fill': {'rw': region_w(ctx, r['name'])},
            'expect': {'names': [key(ds[0])], 'approx_numbers': [[round(HZ[ds[0]], 2), 0.03]]},
            'why': hz_why(ds)}


_H = hz_scores((1, 0, 0))
_HO = sorted(_H, key=lambda d: -_H[d])
assert _H[_HO[0]] - _H[_HO[1]] > 0.3
fixed(K, 'w8_hz_hazard_only', [
    ('fr', 'formal', "Si l'on ne pondère que la dimension aléa et exposition, quel département "
                     "arrive premier ?"),
    ('en', 'formal', "Weighting only the hazard & exposure dimension, which department comes "
                     "first?"),
], {'names': [key(_HO[0])]},
    f"{F_HZ} with weights (1, 0, 0): score = hazard_exposure: " + ', '.join(
        f"{d} {DIM_SCORE[d]['hazard_exposure']:.2f}" for d in _HO[:3]) + '.')

LAST = HZ_ORDER[-1]
assert HZ[HZ_ORDER[-2]] - HZ[LAST] > 0.1
fixed(K, 'w8_hz_last', [
    ('fr', 'formal', "Quel département a le score de priorité inondation le plus faible ?"),
    ('en', 'informal', "lowest flood priority department?"),
], {'names': [key(LAST)]}, hz_why(HZ_ORDER[-3:]))


@shape(K, 'w8_hz_two_depts', [
    ('fr', 'informal', "entre le département de {a} et celui de {b}, lequel passe en premier sur "
                       "l'indice de risque inondation ?"),
    ('en', 'formal', "Which is the higher flood priority on the index, {a} department or {b} "
                     "department?"),
])
def two_depts(rng, ctx):
    a, b = rng.sample(sorted(HZ), 2)
    if abs(HZ[a] - HZ[b]) < 0.5 or REGION_OF[a] == REGION_OF[b]:
        return None
    w = a if HZ[a] > HZ[b] else b
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'names': [key(w)], 'approx_numbers': [[round(HZ[a], 2), 0.03],
                                                             [round(HZ[b], 2), 0.03]]},
            'why': hz_why([a, b])}
