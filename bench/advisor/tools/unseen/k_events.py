"""Kind `events`: floods of a year, events that hit a place, the deadliest / largest, an event's
households, displaced people and houses, and what its notes say."""
from .core import GAP, shape
from .data import AREAS, EVENT, EVENTS, F_EV, F_EVA, key

# How people name each event (fr, en). Vocabulary of the generator, not of the engine.
NAMES = {
    'SEN-2007-01': ("les inondations de 2007", "the 2007 floods"),
    'SEN-2009-01': ("les inondations d'août 2009", "the August 2009 floods"),
    'SEN-2012-01': ("les inondations d'août 2012", "the August 2012 floods"),
    'SEN-2016-01': ("les inondations de juillet 2016 à Kaffrine et Kolda", "the July 2016 floods in Kaffrine and Kolda"),
    'SEN-2016-02': ("les pluies et vents de septembre 2016 à Saint-Louis et Dagana",
                    "the September 2016 rain and wind storm in Saint-Louis and Dagana"),
    'SEN-2019-01': ("les inondations de septembre 2019", "the September 2019 floods"),
    'SEN-2020-01': ("les inondations de septembre 2020 à Dakar et Thiès", "the September 2020 floods in Dakar and Thiès"),
    'SEN-2022-01': ("les inondations d'août 2022", "the August 2022 floods"),
    'SEN-2024-01': ("les fortes pluies du 16 septembre 2024", "the heavy rains of 16 September 2024"),
    'SEN-2024-02': ("la crue du fleuve Sénégal de 2024", "the 2024 Senegal River flood"),
}
METRICS = {  # column: (fr, en)
    'deaths': ('de morts', 'deaths'), 'injured': ('de blessés', 'people injured'),
    'people_affected': ('de personnes affectées', 'people affected'),
    'people_displaced': ('de personnes déplacées', 'people displaced'),
    'families_or_households_affected': ('de familles ou ménages touchés', 'households affected'),
    'families_displaced': ('de familles déplacées', 'families displaced'),
    'houses_destroyed_or_collapsed': ('de maisons détruites', 'houses destroyed'),
    'houses_flooded': ('de maisons inondées', 'houses flooded'),
}


def values(eid, m):
    """The published figures for an event and a metric: 2009 has two sources, never summed."""
    ids = ['SEN-2009-01', 'SEN-2009-01b'] if eid == 'SEN-2009-01' else [eid]
    return [(i, EVENT[i][m]) for i in ids if EVENT[i][m] is not None]


def ev_name(ctx, eid):
    return NAMES[eid][0 if ctx.lang == 'fr' else 1]


@shape('events', 'metric', [
    ('fr', 'formal', "Combien {m} pour {e} ?"),
    ('fr', 'informal', "tu sais combien {m} il y a eu avec {e} ?"),
    ('fr', 'sms', "cb {m} pr {e}"),
    ('fr', 'typo', "combien {m} pour {e}"),
    ('fr', 'long', "Je rédige le bilan historique des catastrophes pour notre ONG. Pour {e}, "
                   "combien {m} ?"),
    ('en', 'formal', "How many {m} were reported for {e}?"),
    ('en', 'informal', "{e}: number of {m}?"),
    ('en', 'typo', "how many {m} in {e}"),
], n=3)
def metric(rng, ctx):
    eid, m = rng.choice(sorted(NAMES)), rng.choice(sorted(METRICS))
    vs = values(eid, m)
    if not vs:
        return None
    return {'fill': {'m': METRICS[m][0 if ctx.lang == 'fr' else 1], 'e': ev_name(ctx, eid)},
            'expect': {'numbers': [v for _, v in vs]},
            'why': f"{F_EV}: " + '; '.join(f"{i} {m} = {v}" for i, v in vs) +
                   (' (two sources, both cited, never summed)' if len(vs) > 1 else '') + '.'}


@shape('events', 'metric_gap', [
    ('fr', 'formal', "Combien {m} lors {e} ?"),
    ('en', 'formal', "How many {m} were there in {e}?"),
    ('en', 'informal', "{m} in {e}?"),
], n=2)
def metric_gap(rng, ctx):
    eid = rng.choice(['SEN-2012-01', 'SEN-2016-01', 'SEN-2022-01', 'SEN-2019-01', 'SEN-2024-01'])
    m = rng.choice(['deaths', 'people_displaced', 'people_affected'])
    if values(eid, m):
        return None
    e = ev_name(ctx, eid)
    if ctx.lang == 'fr':
        e = 'des ' + e[4:] if e.startswith('les ') else 'de ' + e
    return {'fill': {'m': METRICS[m][0 if ctx.lang == 'fr' else 1], 'e': e},
            'expect': {'pattern': GAP},
            'why': f"{F_EV}: {eid} {m} is empty: not reported in our sources (never 0)."}


@shape('events', 'of_year', [
    ('fr', 'formal', "Quelles inondations sont recensées en {y}, et avec quel bilan ?"),
    ('fr', 'sms', "inondations {y} bilan ?"),
    ('fr', 'long', "Pour le rapport annuel de la DPC, j'ai besoin du bilan des inondations de {y} : "
                   "lesquelles et quels chiffres ?"),
    ('en', 'formal', "Which floods are recorded in {y}, and what were their tolls?"),
    ('en', 'informal', "floods in {y}? numbers pls"),
], n=2)
def of_year(rng, ctx):
    y = rng.choice(['2009', '2012', '2019', '2020', '2022', '2024', '2016'])
    evs = [e for e in EVENTS if e['year'] == y]
    nums, why = [], []
    for e in evs:
        for m in ('people_affected', 'houses_flooded', 'families_displaced',
                  'families_or_households_affected', 'deaths'):
            if e[m] is not None:
                nums.append(e[m])
                why.append(f"{e['event_id']} {m} {e[m]}")
                break
    if not nums:
        return None
    return {'fill': {'y': y}, 'expect': {'numbers': nums},
            'why': f"{F_EV} year={y}: per event, the first reported of people_affected, houses_flooded, "
                   f"families_displaced, families_or_households_affected, deaths: " + '; '.join(why) + '.'}


DEPT_EVENTS = {}
for a in AREAS:
    DEPT_EVENTS.setdefault(a['adm2_name'], set()).add(a['event_id'])


@shape('events', 'hit_place', [
    ('fr', 'formal', "Quelles inondations ont touché le département de {d} ? Donne les années."),
    ('fr', 'informal', "{d} (département), ça a été inondé quand ?"),
    ('fr', 'noacc', "Historique des inondations dans le département de {d} ?"),
    ('fr', 'typo', "quelles inondations ont touché le département de {d}"),
    ('en', 'formal', "Which flood events hit {d} department? Give the years."),
    ('en', 'typo', "which floods affected {d} department"),
], n=2)
def hit_place(rng, ctx):
    d = rng.choice([d for d, s in sorted(DEPT_EVENTS.items()) if len(s) >= 2])
    years = sorted({EVENT[e]['year'] for e in DEPT_EVENTS[d]})
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'numbers': [int(y) for y in years], 'names': [key(d)]},
            'why': f"{F_EVA}: event_id listed for {d}: {sorted(DEPT_EVENTS[d])} -> years {years}."}


@shape('events', 'count_place', [
    ('fr', 'formal', "Dans combien d'événements d'inondation distincts le département de {d} "
                     "apparaît-il ?"),
    ('en', 'formal', "How many distinct flood events mention {d} department?"),
], n=2)
def count_place(rng, ctx):
    d = rng.choice(sorted(DEPT_EVENTS))
    n = len(DEPT_EVENTS[d])
    return {'fill': {'d': ctx.pn(d)}, 'expect': {'numbers': [n], 'names': [key(d)]},
            'why': f"{F_EVA}: distinct event_id for {d} = {n} ({sorted(DEPT_EVENTS[d])})."}


def top(m):
    e = max((e for e in EVENTS if e[m] is not None), key=lambda e: e[m])
    return e


@shape('events', 'extreme', [
    ('fr', 'formal', "Quel est l'événement d'inondation {w} de la base, et quel est son bilan ?"),
    ('fr', 'informal', "c'est quoi l'inondation {w} qu'on ait eue ?"),
    ('en', 'formal', "Which flood event in the data is the {w}, and what was its toll?"),
    ('en', 'informal', "{w} flood on record?"),
], n=2)
def extreme(rng, ctx):
    m = rng.choice(['deaths', 'people_affected', 'people_displaced', 'houses_destroyed_or_collapsed'])
    w = {'deaths': ('le plus meurtrier', 'deadliest'),
         'people_affected': ('qui a touché le plus de personnes', 'one that affected the most people'),
         'people_displaced': ('qui a déplacé le plus de personnes', 'one that displaced the most people'),
         'houses_destroyed_or_collapsed': ('qui a détruit le plus de maisons', 'one that destroyed the most houses')}[m]
    e = top(m)
    if ctx.lang == 'en' and ctx.style == 'informal':
        w = ('deadliest', 'biggest (people affected)', 'biggest (people displaced)',
             'most destructive (houses destroyed)')[['deaths', 'people_affected', 'people_displaced',
                                                     'houses_destroyed_or_collapsed'].index(m)]
    return {'fill': {'w': w[0 if ctx.lang == 'fr' else 1] if isinstance(w, tuple) else w},
            'expect': {'numbers': [e[m]]},
            'why': f"{F_EV}: max {m} = {e['event_id']} ({e['year']}) {e[m]}."}


# Facts read in an event's notes or other_impacts (checked against the text below).
NOTES = [
    ('SEN-2020-01', [5879, 10919], "Combien d'hommes et de femmes affectés lors des inondations de septembre 2020 ?",
     "How many men and how many women were affected by the September 2020 floods?"),
    ('SEN-2020-01', [640], "Combien d'enfants de moins de 5 ans parmi les sinistrés de septembre 2020 ?",
     "How many children under five were among those affected in September 2020?"),
    ('SEN-2020-01', [230], "Combien de latrines détruites en septembre 2020 ?",
     "How many latrines were destroyed in the September 2020 floods?"),
    ('SEN-2012-01', [7700], "Combien de points d'eau ont été contaminés lors des inondations de 2012 ?",
     "How many drinking water sources were contaminated in the 2012 floods?"),
    ('SEN-2019-01', [4, 2], "Comment sont morts les 6 décès des inondations de 2019 ?",
     "How did the 6 people die in the 2019 floods?"),
    ('SEN-2022-01', [317], "Combien de familles sont restées dans des maisons inondées en août 2022 ?",
     "How many families were still living in flooded houses after the August 2022 floods?"),
    ('SEN-2024-02', [1002], "Combien d'hectares de champs ont été inondés lors de la crue du fleuve en 2024 ?",
     "How many hectares of fields were flooded in the 2024 river flood?"),
    ('SEN-2024-02', [24, 19, 30], "Combien d'écoles inaccessibles à Bakel, Matam et Podor pendant la crue de 2024 ?",
     "How many schools were inaccessible in Bakel, Matam and Podor during the 2024 river flood?"),
    ('SEN-2024-03', [248, 130], "Combien d'écoles n'ont pas rouvert en octobre 2024 à cause des inondations ?",
     "How many schools did not reopen in October 2024 because of the floods?"),
    ('SEN-2016-02', [4, 40], "Combien de villes et de villages ont perdu des stocks lors de la tempête de septembre 2016 ?",
     "How many towns and villages lost food stocks in the September 2016 storm?"),
    ('SEN-2009-01', [418], "Combien de familles hébergées dans des écoles ou centres en 2009 (FICR) ?",
     "How many families were sheltered in community centres or schools in 2009 (IFRC)?"),
]
for eid, nums, _, _ in NOTES:
    text = (EVENT[eid]['notes'] + ' ' + EVENT[eid]['other_impacts']).replace(',', '')
    for n in nums:
        assert str(n) in text, (eid, n)


NOTE_WRAP = {'fr': [('formal', '{q}'), ('long', "Je fais une note de synthèse pour la cellule de crise. {q}")],
             'en': [('formal', '{q}'), ('long', "I'm writing a lessons-learned note for our team. {q}")]}


def note_shape(i, note):
    eid, nums, qfr, qen = note
    ph = [(lang, *NOTE_WRAP[lang][(i + j) % 2]) for j, lang in enumerate(('fr', 'en'))]

    @shape('events', f'note-{eid}-{i}', ph, n=1, by_lang=True)
    def fn(rng, ctx):
        return {'fill': {'q': qfr if ctx.lang == 'fr' else qen}, 'expect': {'numbers': nums},
                'why': f"{F_EV}: {eid} notes/other_impacts hold {nums}."}
    return fn


for _i, _note in enumerate(NOTES):
    note_shape(_i, _note)
