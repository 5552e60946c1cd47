"""Shared bits of the second wave of shapes (w2_*.py): the words people use for facility types,
events and indicators, and small computations. No shape is registered here."""
from .data import DEPTS, REGIONS

NB = '\u00a0'  # French typography: the no-break space before ? : ; ! (typed by phones and Word)

FAC = {'poste de sante': ('postes de santé', 'health posts'),
       'centre de sante': ('centres de santé', 'health centres'),
       'hopital': ('hôpitaux', 'hospitals'),
       'case de sante': ('cases de santé', 'health huts')}


def fac(ctx, t):
    fr, en = FAC[t]
    if ctx.lang == 'en':
        return en
    if ctx.style == 'sms':
        return fr.replace(' de ', ' d ')
    if ctx.style == 'abbr':
        return {'poste de sante': 'PS', 'centre de sante': 'CS'}.get(t, fr)
    return fr


# Event labels as people name them (month, year, place), and which row they point to.
EV_LABEL = {
    'SEN-2012-01': ("les inondations d'août 2012", 'the August 2012 floods'),
    'SEN-2016-01': ('les inondations de juillet 2016', 'the July 2016 floods'),
    'SEN-2016-02': ('les pluies et vents violents de septembre 2016 (Saint-Louis, Dagana)',
                    'the September 2016 rain and windstorm (Saint-Louis, Dagana)'),
    'SEN-2019-01': ('les inondations de septembre 2019', 'the September 2019 floods'),
    'SEN-2020-01': ('les inondations de septembre 2020', 'the September 2020 floods'),
    'SEN-2022-01': ("les inondations d'août 2022", 'the August 2022 floods'),
    'SEN-2024-02': ('la crue du fleuve Sénégal en 2024', 'the 2024 Senegal River flood'),
}

# EHCVM 2021-2022 indicators per region: (column, French words, English words).
VUL_IND = [
    ('drinking_water_access_households_pct', "l'accès des ménages à l'eau potable",
     'household access to drinking water'),
    ('electricity_access_households_pct', "l'accès des ménages à l'électricité",
     'household access to electricity'),
    ('food_insecurity_moderate_or_severe_pct', "l'insécurité alimentaire modérée ou sévère",
     'moderate or severe food insecurity'),
    ('food_insecurity_severe_pct', "l'insécurité alimentaire sévère", 'severe food insecurity'),
    ('households_with_shock_last_3y_pct', 'la part des ménages ayant subi un choc ces 3 dernières '
     'années', 'the share of households hit by a shock in the last 3 years'),
]


def ind_words(ctx, ind):
    col, fr, en = ind
    return en if ctx.lang == 'en' else fr


def years(rng, lo=2023, hi=2030, span=(2, 7)):
    """Two years y1 < y2 inside [lo, hi], at least span[0] and at most span[1] apart."""
    while True:
        a, b = sorted(rng.sample(range(lo, hi + 1), 2))
        if span[0] <= b - a <= span[1]:
            return a, b


def pct(a, b, nd=2):
    return round(a / b * 100, nd)


def multi_dept_regions():
    return [r for r in REGIONS if len(r['depts']) >= 3]


def dept_pairs(rng, same_region=None):
    """Two departments, from one region when same_region is True."""
    if same_region:
        r = rng.choice(REGIONS)
        return rng.sample(r['depts'], 2)
    return rng.sample(DEPTS, 2)


VOWELS = 'aeiouyhâéèêîôû'


def de(ctx, w):
    """'de' + a noun as a French writer elides it (d'hôpitaux, d'écoles; SMS: 'd ')."""
    if ctx.lang == 'en':
        return w
    if ctx.style == 'sms':
        return 'd ' + w
    return ("d'" if w[:1].lower() in VOWELS else 'de ') + w


def de_art(s):
    """'de' + a French noun phrase with its article: des inondations, de la crue, du 16."""
    for a, b in (('les ', 'des '), ('le ', 'du ')):
        if s.startswith(a):
            return b + s[len(a):]
    return ("d'" if s[:1].lower() in VOWELS else 'de ') + s
