"""Shared bits of the eighth wave of shapes (w8_*.py): the seventh wave's helpers, plus a
commune's words, the regions and departments a question may name without ambiguity, the names
that are at once a region, a department and a commune, and the flood priority index of
data/hazard/inform-method.json recomputed here from data/knowledge (method of
docs/decisions/050-hazard-scoring.md: log(1 + x) where declared, min-max to 0-10 over the
departments that have the indicator, reversed where higher is better, mean within a dimension,
geometric mean of the three dimensions). No shape is registered here."""
import json
import math
import os

from .core import GAP, OUT  # noqa: F401
from .data import (AREAS, COMMUNES, DEPTS, HEALTH, HEALTH_GEO_DEPT, REGION, REGIONS, ROOT, VUL,
                   norm)
from .w6_common import region_w  # noqa: F401
from .w7_common import (DUPS, F_STD, HH_SIZE, IND_W, KAOLACK, MILIEU_W, SHOCK_W,  # noqa: F401
                        assert_in, ceil_div, de_w, dept_w, fixed, kind_of, lang_i, nz, pct, shape,
                        with_de)

F_HZ = 'data/hazard/inform-method.json'


def commune_w(ctx, name):
    """'la commune de Ndiass' / 'commune ndiass' / 'the commune of Ndiass'."""
    p = ctx.pn(name)
    if ctx.lang == 'en':
        return f'the commune of {p}' if ctx.style == 'formal' else f'{p} commune'
    if ctx.style == 'sms':
        return f'commune {p}'
    return 'la commune ' + ("d'" if p[:1].lower() in 'aeiouyéè' else 'de ') + p


# Names that are a region, a department and a commune at once (the commune row is the one
# inside the department of that name).
TRIPLE = []
for _r in REGIONS:
    _d = next((d for d in DEPTS if norm(d['name']) == norm(_r['name'])), None)
    _c = [c for c in COMMUNES
          if norm(c['name']) == norm(_r['name']) and _d and c['dept'] == _d['name']]
    if _d and len(_c) == 1:
        TRIPLE.append((_r, _d, _c[0]))
assert len(TRIPLE) >= 10, [t[0]['name'] for t in TRIPLE]

DEP_REGIONS = [r for r in REGIONS if len(r['depts']) >= 3]

# --- The flood priority index (INFORM-like), recomputed ----------------------------------------
METHOD = json.load(open(os.path.join(ROOT, F_HZ), encoding='utf-8'))
_LOG = {i['id'] for i in METHOD['indicators'] if i['transform'] == 'log'}
_BETTER = {i['id'] for i in METHOD['indicators'] if not i['higher_is_worse']}
DIMS = {d['id']: d['indicators'] for d in METHOD['dimensions']}
assert len(METHOD['indicators']) == 9 and list(DIMS) == ['hazard_exposure', 'vulnerability',
                                                       'lack_of_coping_capacity']

_EV, _AFF = {}, {}
for _a in AREAS:  # two sources of one event (SEN-2009-01 and its 'b' row) count once
    _EV.setdefault(_a['adm2_pcode'], set()).add(_a['event_id'].rstrip('b'))
    if _a['metric'] == 'people_affected' and _a['value'] is not None:
        _AFF[_a['adm2_pcode']] = max(_AFF.get(_a['adm2_pcode'], 0), _a['value'])


def _health(d):
    r = d['region']
    tot = sum(n for n, g in HEALTH[r].values())
    geo = sum(g for n, g in HEALTH[r].values())
    return sum(HEALTH_GEO_DEPT.get(d['name'], {}).values()) * tot / geo


RAW = {}
for _d in DEPTS:
    _p, _v = _d['pop'][2023], VUL[_d['region']]
    RAW[_d['name']] = {
        'flood_events': len(_EV.get(_d['pcode'], ())),
        'people_affected_per_1000': _AFF[_d['pcode']] / _p * 1000 if _d['pcode'] in _AFF else None,
        'population': _p, 'population_density': _p / _d['area'],
        'food_insecurity': _v['food_insecurity_moderate_or_severe_pct'],
        'recent_shocks': _v['households_with_shock_last_3y_pct'],
        'no_drinking_water': 100 - _v['drinking_water_access_households_pct'],
        'no_electricity': 100 - _v['electricity_access_households_pct'],
        'health_facilities_per_10000': _health(_d) / _p * 10000}
N10 = {d: {} for d in RAW}
for _k in DIMS['hazard_exposure'] + DIMS['vulnerability'] + DIMS['lack_of_coping_capacity']:
    _vals = {d: (math.log1p(x[_k]) if _k in _LOG else x[_k]) for d, x in RAW.items()
             if x[_k] is not None}
    _lo, _hi = min(_vals.values()), max(_vals.values())
    for _d, _x in _vals.items():
        _s = 5.0 if _hi == _lo else (_x - _lo) / (_hi - _lo) * 10
        N10[_d][_k] = 10 - _s if _k in _BETTER else _s
DIM_SCORE = {d: {dm: sum(N10[d][k] for k in ks if k in N10[d]) /
                 len([k for k in ks if k in N10[d]]) for dm, ks in DIMS.items()} for d in RAW}


def hz_scores(w=(1, 1, 1)):
    """{department: score} with the dimensions weighted w (hazard, vulnerability, coping)."""
    out = {}
    for d, dims in DIM_SCORE.items():
        s = 1.0
        for (dm, x), wi in zip(dims.items(), w):
            if wi:
                s *= x ** (wi / sum(w))
        out[d] = s
    return out


HZ = hz_scores()
HZ_ORDER = sorted(HZ, key=lambda d: -HZ[d])


def hz_clear(order, scores, i, margin=0.06):
    """The department at rank i (0-based) is clear of its neighbours by `margin` points."""
    s = scores[order[i]]
    return all(abs(s - scores[order[j]]) >= margin for j in (i - 1, i + 1) if 0 <= j < len(order))


def hz_why(ds):
    return f"{F_HZ} method recomputed from data/knowledge: " + '; '.join(
        f"{d} {HZ[d]:.3f} (H {DIM_SCORE[d]['hazard_exposure']:.2f}, V "
        f"{DIM_SCORE[d]['vulnerability']:.2f}, C {DIM_SCORE[d]['lack_of_coping_capacity']:.2f})"
        for d in ds)


REGION_OF = {d['name']: d['region'] for d in DEPTS}
assert REGION['Kolda']['census']['_T'] == sum(d['census']['_T'] for d in REGION['Kolda']['depts'])
