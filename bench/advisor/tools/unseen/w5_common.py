"""Shared bits of the fifth wave of shapes (w5_*.py): French typography applied to every French
wording (no-break space before ? : ; ! %, as a Dakar writer's word processor puts it; SMS wordings
are left as typed), words for places and levels, the departments each event's sources name, and
the shape and fixed-question helpers (one question per wording). No shape is registered here."""
from . import core
from .w4_common import (EV, F_CODES, F_O1, F_O2, F_O3, F_RAIN, NB, ceil_div,  # noqa: F401
                        clear_threshold, ev, kind_of, pct, region_pop_why, with_de)

F_ADM3 = 'population/sen_admpop_adm3_2020.csv'
F_ALIAS = 'curated/place-aliases.csv'
F_V02 = 'admin/ocha_codab_v02_adm3_arrondissements_simplified.geojson'
F_AREAS = 'floods/flood_event_areas.csv'


def typo_fr(text):
    """' ?' -> no-break space + '?', and the same for : ; ! % (French typography)."""
    for p in ('?', ':', ';', '!', '%'):
        text = text.replace(' ' + p, NB + p)
    return text.replace('« ', '«' + NB).replace(' »', NB + '»')


def _typeset(phrasings):
    out = []
    for lang, style, text in phrasings:
        if lang == 'fr' and style != 'sms':
            text = [typo_fr(t) for t in text] if isinstance(text, list) else typo_fr(text)
        out.append((lang, style, text))
    return out


def shape(kind, sid, phrasings, n=1, by_lang=False):
    """core.shape with French typography set, instantiated once per wording."""
    return core.shape(kind, sid, _typeset(phrasings), n=n, by_lang=by_lang)


def fixed(kind, sid, phrasings, expect, why):
    """One fixed question (a fact, a gap, an unrelated question): its wordings in one language are
    ONE template, so a sentence never sits in both halves."""
    @shape(kind, sid, phrasings, n=1, by_lang=True)
    def fn(rng, ctx):
        return {'fill': {}, 'expect': expect, 'why': why}
    return fn


def lang_i(ctx):
    return 0 if ctx.lang == 'fr' else 1


def dept_w(ctx, name):
    """'le département de Mbour' / 'dept Mbour' / 'Mbour department', as the style writes it."""
    p = ctx.pn(name)
    if ctx.lang == 'en':
        return f'{p} department' if ctx.style != 'informal' else f'{p} dept'
    if ctx.style == 'sms':
        return f'dept {p}'
    if ctx.style == 'abbr':
        return f'dépt de {p}'
    return "le département " + ("d'" if p[:1].lower() in 'aeiouyéè' else 'de ') + p


def region_w(ctx, name):
    p = ctx.pn(name)
    if ctx.lang == 'en':
        return f'{p} region'
    if ctx.style == 'sms':
        return f'reg {p}'
    if ctx.style == 'abbr':
        return f'rég. de {p}'
    return f'la région de {p}'


def join_w(ctx, names):
    if len(names) == 1:
        return names[0]
    last = ' and ' if ctx.lang == 'en' else (' & ' if ctx.style == 'sms' else ' et ')
    return ', '.join(names[:-1]) + last + names[-1]


def rank_of(items, key_fn, item):
    """1-based rank of item among items sorted by key_fn, highest first."""
    return sorted(items, key=key_fn, reverse=True).index(item) + 1


# The departments each event's sources name (flood_event_areas.csv rows, which the event's
# main_areas also list): used where a question names them or asks for them.
HIT = {'SEN-2019-01': ['Rufisque', 'Guédiawaye', 'Kaolack'],
       'SEN-2016-01': ['Kaffrine', 'Kolda'],
       'SEN-2024-01': ['Dakar', 'Rufisque', 'Guédiawaye', 'Diourbel'],
       'SEN-2024-02': ['Bakel', 'Matam', 'Podor', 'Kanel']}
