"""Fifth wave, kind `events` (the rain behind floods): rainfall facts not asked before — the
season's months and its mean onset, how far 2009 went past a northern station's normal to the end
of September, the 2017 and 2025 station ranges, the 2020 excess over normal and the 2025 seasonal
outlook. Every value is checked against its row of rainfall_facts.csv."""
import re

from .data import RAIN, norm
from .w5_common import F_RAIN, fixed, shape


def num_in(fid, *vals):
    t = re.sub(r'(?<=\d) (?=\d{3})', '', RAIN[fid]['text_as_read'] + ' ' + RAIN[fid]['value'])
    t = re.sub(r'(?<=\d),(?=\d)', '.', t)
    for v in vals:
        assert re.search(r'(?<![\d.])' + re.escape(f'{v:g}') + r'(?![\d])', t), (fid, v)


def why(*fids):
    return f"{F_RAIN} " + '; '.join(
        f"{f} {RAIN[f]['place']} ({RAIN[f]['period_or_date']}): {RAIN[f]['text_as_read'][:110]} "
        f"[reliability {RAIN[f]['reliability'] or 'n/a'}]" for f in fids)


fixed('events', 'w5_rain_season_months', [
    ('fr', 'formal', "De quel mois à quel mois s'étend la saison des pluies au Sénégal ?"),
    ('fr', 'informal', "l'hivernage au Sénégal, ça va de quel mois à quel mois en gros ?"),
    ('en', 'formal', "Which months does the rainy season in Senegal span?"),
], {'pattern': '(?=[\\s\\S]*(juin|june))(?=[\\s\\S]*octob)'},
    why('R01'))

num_in('R02', 24)
num_in('R03', 8)
fixed('events', 'w5_rain_onset', [
    ('fr', 'formal', "À quelle date la saison des pluies démarre-t-elle en moyenne au Sénégal, et "
                     "avec quelle variabilité ?"),
    ('fr', 'sms', "date moyenne debut hivernage senegal ?"),
    ('en', 'formal', "On what date does the rainy season start on average in Senegal, and how much "
                     "does that vary?"),
    ('en', 'informal', "average onset date of the rains in Senegal?"),
], {'numbers': [24, 8]},
    why('R02', 'R03') + ' (24 June, standard deviation 8 days).')

NORMALS = {'R06': 'Saint-Louis', 'R07': 'Podor', 'R08': 'Matam', 'R09': 'Bakel', 'R10': 'Louga',
           'R11': 'Linguère'}
for _f, _p in NORMALS.items():
    assert norm(_p) == norm(RAIN[_f]['place']), _f


def pct_of_normal(fid):
    return int(re.search(r'(\d+) %', RAIN[fid]['text_as_read']).group(1))


@shape('events', 'w5_rain_2009_vs_normal', [
    ('fr', 'formal', "En 2009, à fin septembre, quel pourcentage de sa normale {p} avait-elle "
                     "reçu, et à combien s'élève cette normale ?"),
    ('fr', 'long', "Je compare l'hivernage 2009 aux années normales pour le nord du pays. À fin "
                   "septembre 2009, quel pourcentage de sa normale {p} avait-elle atteint, et "
                   "quelle est cette normale en mm ?"),
    ('en', 'formal', "By the end of September 2009, what percentage of its normal rainfall had {p} "
                     "received, and what is that normal?"),
])
def rain_2009_vs_normal(rng, ctx):
    fid = rng.choice(sorted(NORMALS))
    v, p = float(RAIN[fid]['value']), pct_of_normal(fid)
    return {'fill': {'p': ctx.pn(NORMALS[fid])},
            'expect': {'numbers': [p, v]},
            'why': why(fid) + f' -> {p} % of a {v:g} mm normal (about {v * p / 100:.0f} mm).'}


num_in('R14', 137.8)
num_in('R15', 1496.5)
fixed('events', 'w5_rain_range_2017', [
    ('fr', 'formal', "En 2017, à fin septembre, quels étaient les cumuls de pluie le plus faible "
                     "et le plus élevé du pays, et où ?"),
    ('fr', 'informal', "hivernage 2017 : le cumul le plus bas et le plus haut, c'était où ?"),
    ('en', 'formal', "In 2017, by late September, what were the lowest and highest seasonal "
                     "rainfall totals in the country, and where?"),
], {'numbers': [137.8, 1496.5], 'names': ['Podor', 'Ziguinchor']}, why('R14', 'R15'))

num_in('R12', 85.2)
num_in('R13', 994.9)
fixed('events', 'w5_rain_range_2025', [
    ('fr', 'formal', "Au 2 septembre 2025, entre quelles valeurs variaient les cumuls de pluie "
                     "saisonniers, et dans quelles stations ?"),
    ('fr', 'sms', "cumuls pluie 2025 min et max c ou ?"),
    ('en', 'formal', "As of 2 September 2025, what range did seasonal rainfall totals span, and at "
                     "which stations?"),
], {'numbers': [85.2, 994.9], 'names': ['Richard', 'Tendouck']}, why('R12', 'R13'))

num_in('R21', 100, 1900)
fixed('events', 'w5_rain_excess_2020', [
    ('fr', 'formal', "Début septembre 2020, de combien les cumuls de pluie dépassaient-ils la "
                     "normale selon les régions ?"),
    ('fr', 'long', "Pour expliquer les inondations de septembre 2020 au comité, j'ai besoin de "
                   "l'excédent de pluie par rapport à la normale à ce moment-là. Que disent vos "
                   "sources ?"),
    ('en', 'formal', "In early September 2020, by how much did rainfall exceed normal across the "
                     "regions?"),
], {'numbers': [100, 1900]}, why('R21'))

assert 'Kedougou' in RAIN['R24']['text_as_read'] and 'Tambacounda' in RAIN['R24']['text_as_read']
fixed('events', 'w5_rain_outlook_2025', [
    ('fr', 'formal', "Que prévoyait l'ANACIM pour la fin de la saison des pluies 2025, et quelles "
                     "zones pourraient voir la saison se prolonger ?"),
    ('fr', 'informal', "prévision ANACIM pour septembre-novembre 2025 : normal ou excédentaire ? "
                       "et où ça risque de durer ?"),
    ('en', 'formal', "What did ANACIM forecast for the end of the 2025 rainy season, and where "
                     "might the season last longer?"),
], {'names': ['Kedougou', 'Tambacounda']}, why('R24'))
