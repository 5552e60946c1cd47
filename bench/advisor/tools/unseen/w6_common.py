"""Shared bits of the sixth wave of shapes (w6_*.py): the fifth wave's helpers (French typography
on every French wording, one question per wording, place words), plus what this wave adds: the
OCHA spelling of a department read back to its ANSD name, the household size of a region read in
the note of CRS-01, the per-department rows of three events, a place's words with 'de' attached,
and a check that a figure quoted from a text row is really in that row. No shape is registered
here."""
import re

from .data import (AREAS, DEPTS, F_DEPT, F_REG, OCHA2, OCHA_NOT_COMPARABLE, RAIN, REGIONS,
                   STANDARDS, norm, ocha2_of)
from .w2_common import fac  # noqa: F401
from .w5_common import (F_ADM3, F_AREAS, F_CODES, F_O1, F_O2, F_RAIN, ceil_div,  # noqa: F401
                        clear_threshold, dept_w, ev, fixed, join_w, kind_of, lang_i, pct, rank_of,
                        region_w, shape, with_de)

F_STDCTX = 'curated/response-standards-context.csv'
TYPES = ['hopital', 'centre de sante', 'poste de sante', 'case de sante']


def de_w(w):
    """'le département de X' -> 'du département de X'; 'la région de X' -> 'de la région de X'."""
    return 'du ' + w[3:] if w.startswith('le ') else 'de ' + w


def place(rng, ctx, level=None):
    """A department or a region, with its words: (unit, words, source file)."""
    lvl = level or rng.choice(['dept', 'dept', 'region'])
    if lvl == 'dept':
        x = rng.choice(DEPTS)
        return x, dept_w(ctx, x['name']), F_DEPT
    x = rng.choice(REGIONS)
    return x, region_w(ctx, x['name']), F_REG


def flat(text):
    """Thousands separators out (3,350 / 3 350 -> 3350), decimal commas to points."""
    text = re.sub(r'(?<=\d)[, \u202f](?=\d{3}\b)', '', text)
    return re.sub(r'(?<=\d),(?=\d)', '.', text)


def assert_in(text, *vals):
    """Each value is written in the text (so a fixed expectation is read, not remembered)."""
    f = flat(text)
    for v in vals:
        if isinstance(v, str):
            assert norm(v) in norm(text), v
            continue
        s = str(v) if isinstance(v, int) else f'{v:g}'
        assert re.search(r'(?<![\d.])' + re.escape(s) + r'(?![\d])', f), (v, text[:80])


# OCHA 2020 writes some departments otherwise (M'Bour, Koupentoum...): its spelling -> ANSD row.
OCHA_SPELT = {}
for _d in DEPTS:
    _o = ocha2_of(_d['name'])
    if _o and _d['name'] not in OCHA_NOT_COMPARABLE and norm(_o['name']) != norm(_d['name']):
        OCHA_SPELT[_o['name'].replace('\u2019', "'")] = _d
OCHA_TO_ANSD = {}  # OCHA department name -> ANSD department name
for _d in DEPTS:
    _o = ocha2_of(_d['name'])
    if _o:
        OCHA_TO_ANSD[_o['name']] = _d['name']
assert len(OCHA_TO_ANSD) == len(OCHA2), sorted(set(OCHA2) - set(OCHA_TO_ANSD))

# Household size by region, as read in the note of CRS-01 (ANSD preliminary RGPH-5 results as
# reported in the press). A region listed twice with two sizes (Kaolack) is left out.
_NOTE = STANDARDS['CRS-01']['phase_or_note']
HH_SIZE, _SEEN = {}, {}
for _names, _size in re.findall(r'((?:[A-Z][\w\u00e9\u00e8-]+(?:, )?)+) (\d+)[;(. ]', _NOTE):
    for _n in _names.split(', '):
        _SEEN.setdefault(_n, set()).add(int(_size))
for _n, _s in _SEEN.items():
    _r = next((r for r in REGIONS if norm(r['name']) == norm(_n)), None)
    if _r and len(_s) == 1:
        HH_SIZE[_r['name']] = _s.pop()
assert HH_SIZE.get('Dakar') == 6 and 'Kaolack' not in HH_SIZE and HH_SIZE.get('Fatick') == 10, \
    HH_SIZE
HH_NAT = int(float(STANDARDS['CRS-01']['value']))

# People affected by department in September 2020 (IFRC DREF table 1): they add up to the
# event's total, so a department's part of the total is well defined.
AFF20 = {a['adm2_name']: a['value'] for a in AREAS
         if a['event_id'] == 'SEN-2020-01' and a['metric'] == 'people_affected'}
HOUSES24 = {a['adm2_name']: a['value'] for a in AREAS
            if a['event_id'] == 'SEN-2024-01' and a['metric'] == 'houses_flooded'}
SCHOOLS24 = {a['adm2_name']: a['value'] for a in AREAS
             if a['event_id'] == 'SEN-2024-02' and a['metric'] == 'schools_inaccessible'}


def rain_why(*fids):
    return f"{F_RAIN} " + '; '.join(
        f"{f} {RAIN[f]['place']} ({RAIN[f]['period_or_date']}): {RAIN[f]['text_as_read'][:100]} "
        f"[reliability {RAIN[f]['reliability'] or 'n/a'}]" for f in fids)
