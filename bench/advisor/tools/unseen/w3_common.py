"""Shared bits of the third wave of shapes (w3_*.py): how places and age groups are named, the
OCHA 2020 rows behind an ANSD place, lists joined as people write them, and the names that are a
region, a department and a commune at once. No shape is registered here."""
from .data import (BANDS, COMMUNES, DEPTS, OCHA_NOT_COMPARABLE, REGIONS, norm, ocha1_for,
                   ocha2_of)

NB = '\u00a0'  # French typography: no-break space before ? : ; ! and inside « »
F_O1 = 'population/sen_admpop_adm1_2020.csv'
F_O2 = 'population/sen_admpop_adm2_2020.csv'

# Age groups of OCHA's 17 bands: (bands, French words, English words, SMS words).
AGE = {
    'u5': (BANDS[:1], 'enfants de moins de 5 ans', 'children under 5', 'moins d 5 ans'),
    'u15': (BANDS[:3], 'enfants de 0 à 14 ans', 'children aged 0-14', '0-14 ans'),
    'p60': (BANDS[12:], 'personnes de 60 ans et plus', 'people aged 60 and over', '60 ans et +'),
    'p65': (BANDS[13:], 'personnes de 65 ans et plus', 'people aged 65 and over', '65 ans et +'),
    'a15_64': (BANDS[3:13], 'personnes de 15 à 64 ans', 'people aged 15-64', '15-64 ans'),
}


def band_label(b):
    """'T_05_09' -> ('5 à 9 ans', '5-9'), 'T_80plus' -> ('80 ans et plus', '80+')."""
    if b == 'T_80plus':
        return '80 ans et plus', '80 and over'
    lo, hi = int(b[2:4]), int(b[5:7])
    return f'{lo} à {hi} ans', f'{lo}-{hi}'


def age_words(ctx, g):
    bands, fr, en, sms = AGE[g]
    return en if ctx.lang == 'en' else sms if ctx.style == 'sms' else fr


def bsum(row, bands):
    return sum(row[b] for b in bands)


def ocha_places(level):
    """(ANSD name, OCHA 2020 row, level) for the regions or the departments OCHA 2020 can be set
    against one to one (Pikine and Keur Massar are not: Keur Massar was carved out in 2021)."""
    if level == 'region':
        return [(r['name'], ocha1_for(r['name']), 'region') for r in REGIONS]
    return [(d['name'], ocha2_of(d['name']), 'dept') for d in DEPTS
            if d['name'] not in OCHA_NOT_COMPARABLE and ocha2_of(d['name'])]


def any_ocha_place(rng):
    return rng.choice(ocha_places(rng.choice(['region', 'dept'])))


def where(ctx, name, level):
    """'la région de Kaolack' / 'le département de Mbour' / 'Kaolack region' as people write it."""
    p = ctx.pn(name)
    if ctx.lang == 'en':
        return f'{p} region' if level == 'region' else f'{p} department'
    if ctx.style == 'sms':
        return f'reg {p}' if level == 'region' else f'dept {p}'
    if ctx.style == 'abbr':
        return f'rég. de {p}' if level == 'region' else f'dépt de {p}'
    return f'la région de {p}' if level == 'region' else f'le département de {p}'


def in_where(ctx, name, level):
    """'dans la région de X' / 'in X region'."""
    w = where(ctx, name, level)
    if ctx.lang == 'en':
        return 'in ' + w
    if ctx.style == 'abbr':
        return 'dans ' + ('la ' if level == 'region' else 'le ') + w
    return ('ds ' if ctx.style == 'sms' else 'dans ') + w


def join(ctx, names):
    if len(names) == 1:
        return names[0]
    last = ' and ' if ctx.lang == 'en' else (' & ' if ctx.style == 'sms' else ' et ')
    return ', '.join(names[:-1]) + last + names[-1]


def nfr(n):
    """A count in a why line."""
    return f'{n:,}'


# Names that are a region, a department and a commune at once (Kaolack, Matam, Ziguinchor...).
_REG = {norm(r['name']): r for r in REGIONS}
_DEP = {norm(d['name']): d for d in DEPTS}
TRIPLE = [(r, _DEP[norm(c['name'])], c) for c in COMMUNES
          if not c['dup'] and norm(c['name']) in _REG and norm(c['name']) in _DEP
          for r in [_REG[norm(c['name'])]]]
# A department and a commune share the name, the region does not (Mbour, Podor, Bignona...).
DEPT_TWIN = [(_DEP[norm(c['name'])], c) for c in COMMUNES
             if not c['dup'] and norm(c['name']) in _DEP and norm(c['name']) not in _REG]


def dup_pairs():
    """{name: [commune, commune]} for the commune names that exist twice."""
    out = {}
    for c in COMMUNES:
        if c['dup']:
            out.setdefault(c['name'], []).append(c)
    return out


def pct(a, b, nd=2):
    return round(a / b * 100, nd)
