"""Shared bits of the fourth wave of shapes (w4_*.py): words for years and sources, event labels,
French elision of place names, thresholds that fall clear of every value, and the shape and
fixed-question helpers (one question per wording by default). No shape is registered here."""
from . import core
from .data import F_REG, REGION

NB = '\u00a0'  # French typography: no-break space before ? : ; ! and inside « »
F_O1 = 'population/sen_admpop_adm1_2020.csv'
F_O2 = 'population/sen_admpop_adm2_2020.csv'
F_O3 = 'population/sen_admpop_adm3_2020.csv'
F_CODES = 'admin/ansd_area_codes_regions_departments_communes.csv'
F_RAIN = 'rainfall/rainfall_facts.csv'


def kind_of(y):
    """What a figure of year y is, in a why line."""
    return 'census' if y == 2023 else 'ANSD projection'


def with_de(ctx, fill, *keys):
    """Adds de_<key> to a fill: 'de Kolda', "d'Oussouye" as a French writer elides it."""
    for k in keys:
        p = fill[k]
        fill['de_' + k] = ("d'" if p[:1].lower() in 'aeiouyéèêâîôû' else 'de ') + p
    return fill


def pct(a, b, nd=2):
    return round(a / b * 100, nd)


def ceil_div(a, b):
    return -(-a // b)


def clear_threshold(values, steps, margin=0.02):
    """The round thresholds of `steps` that no value sits within `margin` (relative) of, so that
    'over t' and 'under t' never hang on a rounding."""
    return [t for t in steps if all(abs(v - t) > margin * t for v in values)]


def region_pop_why(r, y):
    return (f"{F_REG} {r['name']} pop_{y} {r['pop'][y]} ({kind_of(y)}; sum of its departments"
            + ("; the by-sex file's region row is swapped with "
               + ('Kédougou' if r['name'] == 'Kolda' else 'Kolda')
               if r['name'] in ('Kolda', 'Kédougou') else '') + ')')


# Events as people name them (2009 is left out: its two sources are asked on their own).
EV = {
    'SEN-2007-01': ('les inondations de 2007', 'the 2007 floods'),
    'SEN-2012-01': ("les inondations d'août 2012", 'the August 2012 floods'),
    'SEN-2016-01': ('les inondations de juillet 2016 (Kaffrine, Kolda)',
                    'the July 2016 floods (Kaffrine, Kolda)'),
    'SEN-2016-02': ('la tempête de septembre 2016 à Saint-Louis et Dagana',
                    'the September 2016 storm in Saint-Louis and Dagana'),
    'SEN-2019-01': ('les inondations de septembre 2019', 'the September 2019 floods'),
    'SEN-2020-01': ('les inondations de septembre 2020', 'the September 2020 floods'),
    'SEN-2022-01': ("les inondations d'août 2022", 'the August 2022 floods'),
    'SEN-2024-01': ('les fortes pluies du 16 septembre 2024', 'the heavy rains of 16 September 2024'),
    'SEN-2024-02': ('la crue du fleuve Sénégal de 2024', 'the 2024 Senegal River flood'),
}


def ev(ctx, eid):
    return EV[eid][0 if ctx.lang == 'fr' else 1]


def shape(kind, sid, phrasings, n=1, by_lang=False):
    """core.shape, instantiated once per wording unless told otherwise: this wave spends its
    questions on more shapes and wordings rather than on repeats of one wording."""
    return core.shape(kind, sid, phrasings, n=n, by_lang=by_lang)


def fixed(kind, sid, phrasings, expect, why):
    """One fixed question (a fact, a gap, an unrelated question): its wordings in one language are
    ONE template, so a sentence never sits in both halves."""
    @shape(kind, sid, phrasings, n=1, by_lang=True)
    def fn(rng, ctx):
        return {'fill': {}, 'expect': expect, 'why': why}
    return fn


KOLDA_NOTE = (f"Kolda's region total is {REGION['Kolda']['pop'][2023]} (sum of its departments); "
              f"the by-sex file's region row shows Kédougou's {REGION['Kédougou']['pop'][2023]} "
              f"(swapped as published).")
