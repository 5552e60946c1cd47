"""Fifth wave, kind `events`: the departments an event hit, its GLIDE number, who reported it and
how reliable that is, and facts read in the notes and department rows not asked before (the 2009
PDNA by department and by sector, 2007's regional toll, the 2012 Charter's towns, 2019's displaced
households, 2020's two death counts, 2022's bridges, the 2024 river flood's crops, its flooded
health posts and its 1955 precedent). Every fixed figure is checked below against its row."""
import re

from .data import AREAS, EVENT, F_EV, F_EVA, key
from .w2_common import de_art
from .w5_common import EV, HIT, ev, fixed, shape


@shape('events', 'w5_ev_places', [
    ('fr', 'formal', "Quels départements ont été touchés par {e} d'après vos sources ?"),
    ('fr', 'noacc', "{E}, ça a touché quels coins ? les départements stp"),
    ('fr', 'long', "Nous cartographions l'historique des zones sinistrées. Pour {e}, quels "
                   "départements sont cités ?"),
    ('en', 'formal', "Which departments were hit by {e}, according to your sources?"),
    ('en', 'informal', "{e}: which departments got hit?"),
])
def places(rng, ctx):
    eid = rng.choice(sorted(HIT))
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'E': e[:1].upper() + e[1:]},
            'expect': {'names': [key(d) for d in HIT[eid]]},
            'why': f"{F_EVA} {eid} rows: {', '.join(HIT[eid])} (all also in {F_EV} main_areas: "
                   f"{EVENT[eid]['main_areas'][:90]})."}


GLIDED = [e for e in EV if EVENT[e]['glide'].endswith('-SEN')]


@shape('events', 'w5_ev_glide', [
    ('fr', 'formal', "Quel est le numéro GLIDE {de_e} ?"),
    ('fr', 'informal', "t'as le code GLIDE pour {e} ?"),
    ('en', 'formal', "What is the GLIDE number of {e}?"),
])
def glide(rng, ctx):
    eid = rng.choice(GLIDED)
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': de_art(e)},
            'expect': {'names': [EVENT[eid]['glide']]},
            'why': f"{F_EV} {eid}: glide {EVENT[eid]['glide']}."}


SRC = {'SEN-2012-01': 'ocha', 'SEN-2016-01': 'ocha', 'SEN-2024-01': 'walf',
       'SEN-2019-01': '(ifrc|ficr|croix.rouge|red cross)', 'SEN-2022-01': '(ifrc|ficr|croix.rouge|'
       'red cross)', 'SEN-2024-02': '(gouvernement|government|unicef)'}
for _e, _p in SRC.items():
    assert any(w in EVENT[_e]['source_org'].lower() for w in ('ocha', 'walf', 'ifrc', 'government'))


@shape('events', 'w5_ev_source', [
    ('fr', 'formal', "D'où vient le bilan {de_e}, et quel est son degré de fiabilité ?"),
    ('fr', 'informal', "les chiffres de {e}, ils sortent d'où ? c'est fiable ?"),
    ('en', 'formal', "Where does the toll of {e} come from, and how reliable is it?"),
    ('en', 'informal', "where do the figures for {e} come from? reliable?"),
])
def source(rng, ctx):
    eid = rng.choice(sorted(SRC))
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': de_art(e)},
            'expect': {'pattern': SRC[eid]},
            'why': f"{F_EV} {eid}: source_org {EVENT[eid]['source_org']}, reliability "
                   f"{EVENT[eid]['reliability']} ({EVENT[eid]['source_title'][:70]})."}


def text(eid):
    return ' '.join(EVENT[eid][k] for k in ('notes', 'other_impacts', 'main_areas'))


def area_text(eid, dept):
    return ' '.join(a['excerpt_or_summary'] + ' ' + str(a['value']) for a in AREAS
                    if a['event_id'] == eid and a['adm2_name'] == dept)


def flat(t):
    """Thousands separators out (3,350 / 3 350 -> 3350), decimal commas to points (7,2 -> 7.2)."""
    t = re.sub(r'(?<=\d)[, ](?=\d{3}\b)', '', t)
    return re.sub(r'(?<=\d),(?=\d)', '.', t)


# (sid, where the figures are read, expect, fr wordings, en wordings) as (style, text)
NOTES = [
    ('pikine_guediawaye_2009', area_text('SEN-2009-01b', 'Pikine') + ' ' + area_text(
        'SEN-2009-01b', 'Guédiawaye'), {'numbers': [44, 7.2]},
     [('formal', "Selon le PDNA de 2009, quelle part de la population des départements de Pikine "
                 "et de Guédiawaye a été touchée ?"),
      ('sms', "pdna 2009 : % d la pop touchee a pikine et a guediawaye ?")],
     [('formal', "According to the 2009 PDNA, what share of the population of Pikine and "
                 "Guédiawaye departments was affected?")]),
    ('rufisque_agri_2009', area_text('SEN-2009-01b', 'Rufisque'), {'any_numbers': [[61000000, 61]]},
     [('long', "Je prépare le retour d'expérience pour la cellule de crise. À combien le PDNA "
               "estime-t-il les pertes agricoles du département de Rufisque en 2009 ?")],
     [('formal', "How much did the 2009 PDNA put agricultural losses in Rufisque department at?"),
      ('informal', "Rufisque farm losses in the 2009 floods, per the PDNA?")]),
    ('pdna_sectors_2009', text('SEN-2009-01b'), {'numbers': [14, 11, 10, 8]},
     [('noacc', "Hors logement, quels secteurs ont le plus souffert des inondations de 2009 selon "
                "le PDNA, et dans quelles proportions ?")],
     [('formal', "Apart from housing, which sectors took the largest shares of the 2009 flood "
                 "damage, per the PDNA?")]),
    ('west_africa_2007', text('SEN-2007-01'), {'numbers': [90000, 130]},
     [('formal', "En 2007, combien de victimes les inondations ont-elles faites en Afrique de "
                 "l'Ouest, et combien au Sénégal ?"),
      ('sms', "inondations 2007 : cb d victimes en afrique de l ouest et au senegal ?")],
     [('long', "I'm writing a regional background note. In 2007, how many flood victims were "
               "there across West Africa, and how many in Senegal?")]),
    ('charter_towns_2012', text('SEN-2012-01'), {'names': ['Touba', 'Mousty', 'Fatick',
                                                         'Kaolack']},
     [('formal', "En août 2012, quelles localités en dehors de Dakar la Charte internationale "
                 "a-t-elle signalées comme touchées ?")],
     [('formal', "In August 2012, which towns outside Dakar did the International Charter list "
                 "as affected?"),
      ('informal', "Aug 2012 floods: which other towns did the Charter name?")]),
    ('households_2019', text('SEN-2019-01'), {'numbers': [408, 46],
                                              'approx_numbers': [[8.9, 0.03]]},
     [('long', "Je recalcule les kits distribués en 2019. Les personnes déplacées de septembre "
               "2019 représentaient combien de ménages, et combien de personnes par ménage ?")],
     [('formal', "In September 2019, how many households did the displaced people make up, and "
                 "how many people per household is that?")]),
    ('deaths_2020_sources', text('SEN-2020-01'), {'numbers': [7, 6], 'names': ['Kaolack',
                                                                            'Sedhiou']},
     [('formal', "Combien de morts en septembre 2020 : la FICR et ECHO donnent-ils le même "
                 "chiffre, et où les décès ont-ils eu lieu ?")],
     [('formal', "How many deaths in September 2020: do IFRC and ECHO agree, and where did the "
                 "deaths occur?")]),
    ('bridges_2022', text('SEN-2022-01'), {'names': ['Emergence', 'Corniche']},
     [('formal', "Quelles infrastructures ont été endommagées par les inondations d'août 2022 à "
                 "Dakar ?"),
      ('informal', "août 2022, c'est quoi les ponts et tunnels touchés ?")],
     [('formal', "Which infrastructure was damaged by the August 2022 floods in Dakar?")]),
    ('crops_2024', text('SEN-2024-02'), {'numbers': [49.19, 21.59, 10.56]},
     [('formal', "Quelles cultures ont été les plus touchées par la crue du fleuve de 2024, en "
                 "part des surfaces inondées ?"),
      ('informal', "crue 2024 : piment, riz, maïs, c'est quel % des champs inondés ?")],
     [('formal', "Which crops made up most of the fields flooded by the 2024 river flood, in "
                 "percent?")]),
    ('health_matam_2024', text('SEN-2024-02'), {'names': ['Diamel', 'Gourikisamba']},
     [('noacc', "Quelles structures de santé de la région de Matam ont été inondées pendant la "
                "crue de 2024 ?")],
     [('formal', "Which health facilities in Matam region were flooded during the 2024 river "
                 "flood?")]),
    ('bakel_1955', text('SEN-2024-02'), {'numbers': [1955]},
     [('formal', "Depuis quand la zone de Bakel n'avait-elle pas connu une crue de l'ampleur de "
                 "celle de 2024 ?"),
      ('informal', "bakel, une crue comme en 2024 on n'avait pas vu ça depuis quand ?")],
     [('formal', "Since when had the Bakel area not seen a flood on the scale of 2024?")]),
]
for _sid, _txt, _ex, _, _ in NOTES:
    _f = flat(_txt)
    for _n in _ex.get('numbers', []) + [g[0] for g in _ex.get('any_numbers', [])]:
        if (_sid, _n) != ('households_2019', 8.9):  # computed: 408 / 46
            _s = str(_n) if isinstance(_n, int) else f'{_n:g}'
            assert re.search(r'(?<![\d.])' + re.escape(_s) + r'(?![\d])', _f), (_sid, _n)
    for _nm in _ex.get('names', []):
        assert _nm.lower() in _txt.lower(), (_sid, _nm)


def snippets(txt, expect):
    """Where each expected figure or name is read: a few words around it."""
    out = []
    f = flat(txt)
    for x in expect.get('numbers', []) + [g[0] for g in expect.get('any_numbers', [])] + \
            expect.get('names', []):
        k = f.lower().find((str(x) if isinstance(x, int) else f'{x:g}' if isinstance(x, float)
                            else x).lower())
        if k >= 0:
            out.append('"…' + f[max(0, k - 45):k + 25].strip() + '…"')
    return '; '.join(dict.fromkeys(out))


def note_shape(item):
    sid, txt, expect, frs, ens = item
    src = F_EVA if sid in ('pikine_guediawaye_2009', 'rufisque_agri_2009') else F_EV
    extra = ' (8.9 = 408 / 46, computed)' if sid == 'households_2019' else ''
    ph = [('fr', s, q) for s, q in frs] + [('en', s, q) for s, q in ens]
    fixed('events', f'w5_note_{sid}', ph,
          expect, f"{src}: {snippets(txt, expect)}{extra}.")


for _n in NOTES:
    note_shape(_n)
