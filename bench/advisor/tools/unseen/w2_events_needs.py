"""Second wave, kinds `events` (floods of a year, of a place, one figure of an event or 'not
reported', the deadliest, one department's figure) and `needs` (water, shelter, latrines, food,
shelter kits, water points from a named variant of the standards file)."""
from .core import GAP, shape
from .data import AREAS, EVENTS, F_EV, F_EVA, F_STD, STANDARDS, key, std_value
from .w2_common import EV_LABEL, NB, de, de_art

FIG = ['people_affected', 'families_or_households_affected', 'people_displaced', 'families_displaced',
       'houses_destroyed_or_collapsed', 'houses_flooded', 'deaths', 'injured']
YEARS_WITH_FIGURES = sorted({int(e['year']) for e in EVENTS if any(e[k] is not None for k in FIG)})


@shape('events', 'w2_year', [
    ('fr', 'formal', "Quelles inondations ont été enregistrées au Sénégal en {y}, et avec quel bilan"
                     + NB + "?"),
    ('fr', 'informal', "il s'est passé quoi comme inondations en {y} ? donne les chiffres"),
    ('fr', 'sms', "inondations {y} bilan svp"),
    ('fr', 'long', "Je rédige un article sur l'hivernage {y}. Quels épisodes d'inondation vos "
                   "sources recensent-elles cette année-là, et avec quels chiffres" + NB + "?"),
    ('en', 'formal', "What floods were recorded in Senegal in {y}, and what were their impacts?"),
    ('en', 'informal', "floods in {y}: what happened, with figures?"),
])
def year_events(rng, ctx):
    y = rng.choice(YEARS_WITH_FIGURES)
    evs = [e for e in EVENTS if int(e['year']) == y and any(e[k] is not None for k in FIG)]
    anyn = [sorted({e[k] for k in FIG if e[k] is not None}) for e in evs]
    return {'fill': {'y': y}, 'expect': {'any_numbers': anyn},
            'why': f"{F_EV}: events of {y} with figures: " + '; '.join(
                f"{e['event_id']} " + ', '.join(f"{k} {e[k]}" for k in FIG if e[k] is not None)
                for e in evs) + ' (at least one figure of each; two sources of one event are both '
                                'given, never summed).'}


PLACE_YEARS = {}
for a in AREAS:
    PLACE_YEARS.setdefault(a['adm2_name'], set()).add(int(a['event_id'][4:8]))
PLACES = sorted(d for d, ys in PLACE_YEARS.items() if len(ys) >= 2)


@shape('events', 'w2_place', [
    ('fr', 'formal', "Quelles inondations ont touché le département de {d} d'après vos sources"
                     + NB + "?"),
    ('fr', 'informal', "{d}, ça a été inondé quelles années ?"),
    ('fr', 'abbr', "Inondations ayant touché le dept de {d} : quelles années ?"),
    ('en', 'formal', "Which flood events affected {d} department, according to your sources?"),
    ('en', 'typo', "which floods hit {d} department and when"),
])
def place_events(rng, ctx):
    d = rng.choice(PLACES)
    ys = sorted(PLACE_YEARS[d])
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'numbers': ys, 'names': [key(d)]},
            'why': f"{F_EVA}: rows for {d} (figures or mentions) in events of " +
                   ', '.join(map(str, ys)) + '.'}


METRIC_W = {'deaths': ('morts', 'deaths'),
            'people_displaced': ('personnes déplacées', 'displaced people'),
            'families_or_households_affected': ('ménages touchés', 'affected households'),
            'houses_destroyed_or_collapsed': ('maisons détruites', 'destroyed houses'),
            'people_affected': ('personnes affectées', 'affected people')}


@shape('events', 'w2_event_metric', [
    ('fr', 'formal', "Combien de {m} lors {de_e}" + NB + "?"),
    ('fr', 'informal', "{e}, ça a fait combien de {m} ?"),
    ('fr', 'sms', "nb {m} {e}"),
    ('fr', 'long', "Pour le retour d'expérience sur {e}, j'ai besoin du nombre de {m}. Vos sources "
                   "le donnent-elles" + NB + "?"),
    ('en', 'formal', "How many {m} were there in {e}?"),
    ('en', 'informal', "{e}: number of {m}?"),
])
def event_metric(rng, ctx):
    eid, m = rng.choice(sorted(EV_LABEL)), rng.choice(sorted(METRIC_W))
    e = next(x for x in EVENTS if x['event_id'] == eid)
    i = 0 if ctx.lang == 'fr' else 1
    fill = {'e': EV_LABEL[eid][i], 'm': METRIC_W[m][i], 'de_e': de_art(EV_LABEL[eid][i])}
    if e[m] is None:
        return {'fill': fill, 'expect': {'pattern': GAP},
                'why': f"{F_EV}: {eid} {m} is empty: not reported in our sources (never 0)."}
    note = (' As published: inconsistent with 774 households.' if eid == 'SEN-2024-02' and
            m in ('people_affected', 'families_or_households_affected') else '')
    return {'fill': fill, 'expect': {'numbers': [e[m]]},
            'why': f"{F_EV}: {eid} {m} = {e[m]} (reliability {e['reliability']}).{note}"}


DEADLY = max((e for e in EVENTS if e['deaths'] is not None), key=lambda e: e['deaths'])


@shape('events', 'w2_deadliest', [
    ('fr', 'formal', "Quelle inondation a fait le plus de morts au Sénégal d'après vos données"
                     + NB + "?"),
    ('fr', 'sms', "inondation la + meurtriere c laquelle ?"),
    ('en', 'formal', "Which flood event was the deadliest in your records?"),
    ('en', 'informal', "deadliest flood in Senegal in your data?"),
], n=1, by_lang=True)
def deadliest(rng, ctx):
    return {'fill': {}, 'expect': {'numbers': [DEADLY['deaths'], int(DEADLY['year'])]},
            'why': f"{F_EV}: the largest 'deaths' is {DEADLY['event_id']} ({DEADLY['event_name']}) "
                   f"with {DEADLY['deaths']}; next " + ', '.join(
                       f"{e['event_id']} {e['deaths']}" for e in sorted(
                           (x for x in EVENTS if x['deaths'] is not None and x is not DEADLY),
                           key=lambda x: -x['deaths'])[:2]) + '.'}


AREA_W = {'people_affected': ('personnes sinistrées', 'affected people'),
          'houses_flooded': ('maisons inondées', 'flooded houses'),
          'houses_destroyed': ('maisons détruites', 'destroyed houses'),
          'schools_inaccessible': ('écoles rendues inaccessibles', 'inaccessible schools'),
          'deaths': ('morts', 'deaths'), 'injured': ('blessés', 'injured people')}
AREA_EV = dict(EV_LABEL, **{
    'SEN-2009-01b': ('les inondations de 2009', 'the 2009 floods'),
    'SEN-2024-01': ('les fortes pluies du 16 septembre 2024', 'the heavy rains of 16 September 2024')})
AREA_ROWS = [a for a in AREAS if a['value'] is not None and a['metric'] in AREA_W
             and a['event_id'] in AREA_EV]


@shape('events', 'w2_event_dept', [
    ('fr', 'formal', "Combien {dm} dans le département de {d} lors {de_e}" + NB + "?"),
    ('fr', 'informal', "{e} : combien {dm} à {d} ?"),
    ('fr', 'noacc', "nombre {dm} a {d} pendant {e}"),
    ('en', 'formal', "How many {m} were recorded in {d} department during {e}?"),
    ('en', 'long', "I'm mapping impacts by department. For {d}, how many {m} during {e}?"),
])
def event_dept(rng, ctx):
    a = rng.choice(AREA_ROWS)
    i = 0 if ctx.lang == 'fr' else 1
    m, e = AREA_W[a['metric']][i], AREA_EV[a['event_id']][i]
    return {'fill': {'m': m, 'dm': de(ctx, m), 'd': ctx.pn(a['adm2_name']), 'e': e,
                     'de_e': de_art(e)},
            'expect': {'numbers': [a['value']], 'names': [key(a['adm2_name'])]},
            'why': f"{F_EVA}: {a['event_id']} {a['adm2_name']} {a['metric']} = {a['value']} "
                   f"(certainty {a['certainty']}; {a['excerpt_or_summary'][:90]})."}


WATER = {'WAT-01': (("la norme Sphère de 15 litres par personne et par jour", "la norme Sphère"),
                    ("the Sphere 15 litres per person per day", "the Sphere minimum")),
         'WAT-04': (("le standard urbain de 50 L par personne et par jour", "le standard urbain "
                     "(contexte à revenu intermédiaire)"),
                    ("the 50 L urban middle-income standard", "the urban middle-income standard")),
         'WAT-02': (("le minimum de phase aiguë, 7,5 L par personne et par jour", "le minimum de "
                     "courte durée en phase aiguë"),
                    ("the acute-phase minimum of 7.5 L per person per day", "the short-term "
                     "acute-phase minimum"))}


@shape('needs', 'w2_water', [
    ('fr', 'formal', "Quelle quantité d'eau faut-il prévoir pour {n} personnes pendant {j} jours "
                     "selon {v}" + NB + "?"),
    ('fr', 'informal', "pour {n} sinistrés sur {j} jours, il faut combien d'eau avec {v} ?"),
    ('fr', 'sms', "besoin eau {n} pers {j} jrs, {v}"),
    ('fr', 'long', "Nous ouvrons un site d'hébergement temporaire pour {n} personnes à Keur Massar. "
                   "En appliquant {v}, combien de litres faut-il sur {j} jours" + NB + "?"),
    ('en', 'formal', "How much water is needed for {n} people over {j} days using {v}?"),
    ('en', 'informal', "water for {n} people, {j} days, {v}?"),
])
def water(rng, ctx):
    sid = rng.choice(sorted(WATER))
    n, j = rng.choice(range(500, 20001, 250)), rng.choice([3, 7, 10, 30])
    lv = std_value(sid)
    v = n * lv * j
    words = WATER[sid][0 if ctx.lang == 'fr' else 1][rng.choice([0, 1])]
    s = STANDARDS[sid]
    return {'fill': {'n': ctx.nf(n), 'j': j, 'v': words},
            'expect': {'approx_numbers': [[v, 0.01]]},
            'why': f"{F_STD} {sid} ({s['indicator']}, {s['source_edition_or_year']}): {lv} "
                   f"L/person/day x {n} people x {j} days = {v:g} L."}


SHELTER = {'SHE-01': (("3,5 m² d'espace couvert par personne (Sphère)", "la norme Sphère de "
                       "surface couverte"),
                      ("3.5 m² of covered living space per person (Sphere)", "the Sphere covered "
                       "living space standard")),
           'SHE-02': (("45 m² de site par personne en camp planifié (HCR)", "la norme HCR de "
                       "superficie par personne en camp planifié"),
                      ("45 m² of site area per person in a planned camp (UNHCR)", "the UNHCR "
                       "planned-camp site area standard"))}


@shape('needs', 'w2_shelter', [
    ('fr', 'formal', "Quelle surface faut-il pour {n} personnes sur la base de {v}" + NB + "?"),
    ('fr', 'informal', "{n} déplacés à abriter, ça fait combien de m² avec {v} ?"),
    ('fr', 'abbr', "Surface nécessaire pr {n} pers., {v} ?"),
    ('en', 'formal', "What area do {n} people need under {v}?"),
    ('en', 'typo', "how many m2 for {n} people with {v}"),
])
def shelter(rng, ctx):
    sid = rng.choice(sorted(SHELTER))
    n = rng.choice(range(200, 10001, 100))
    per = std_value(sid)
    s = STANDARDS[sid]
    words = SHELTER[sid][0 if ctx.lang == 'fr' else 1][rng.choice([0, 1])]
    return {'fill': {'n': ctx.nf(n), 'v': words},
            'expect': {'approx_numbers': [[n * per, 0.01]]},
            'why': f"{F_STD} {sid} ({s['indicator']}; {s['source_edition_or_year']}): {per} m² x {n} "
                   f"= {n * per:g} m²."}


PHASE = {'SAN-01': ("en première phase d'urgence", 'in the first phase of the emergency'),
         'SAN-02': ('à moyen terme', 'in the medium term')}


@shape('needs', 'w2_latrines', [
    ('fr', 'formal', "Combien de latrines faut-il pour {n} personnes {p}, et comment les répartir "
                     "entre femmes et hommes selon le ratio 3:1" + NB + "?"),
    ('fr', 'informal', "{n} personnes sur le site, {p} : combien de toilettes, et combien pour les "
                       "femmes et pour les hommes (3 pour 1) ?"),
    ('fr', 'sms', "nb latrines pr {n} pers {p} + repartition F/H 3:1"),
    ('en', 'formal', "How many toilets are needed for {n} people {p}, and how many for women and "
                     "for men at a 3:1 ratio?"),
    ('en', 'long', "We're setting up a displacement site for {n} people. How many latrines do we "
                   "need {p}, split 3:1 between women and men?"),
])
def latrines(rng, ctx):
    sid = rng.choice(sorted(PHASE))
    n = rng.choice(range(400, 12001, 400))
    per = int(std_value(sid))
    t = n // per
    return {'fill': {'n': ctx.nf(n), 'p': PHASE[sid][0 if ctx.lang == 'fr' else 1]},
            'expect': {'numbers': [t, t * 3 // 4, t // 4]},
            'why': f"{F_STD} {sid}: 1 toilet per {per} people -> {n}/{per} = {t}; SAN-03 3:1 "
                   f"female:male -> {t * 3 // 4} for women, {t // 4} for men (Sphere 2018)."}


@shape('needs', 'w2_food', [
    ('fr', 'formal', "Quel apport énergétique total faut-il prévoir par jour pour nourrir {n} "
                     "personnes, selon la ration de référence Sphère" + NB + "?"),
    ('fr', 'informal', "en kcal, ça fait combien par jour pour {n} personnes (ration Sphère) ?"),
    ('fr', 'noacc', "besoin en kcal par jour pour {n} personnes, ration generale Sphere"),
    ('en', 'formal', "What total daily energy intake should we plan to feed {n} people, per the "
                     "Sphere ration figure?"),
    ('en', 'informal', "kcal per day for {n} people, Sphere ration?"),
])
def food(rng, ctx):
    n = rng.choice(range(100, 5001, 50))
    k = std_value('FOO-01')
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'approx_numbers': [[n * k, 0.01]]},
            'why': f"{F_STD} FOO-01 (Sphere 2011): {k:g} kcal/person/day x {n} = {n * k:g} kcal/day."}


@shape('needs', 'w2_shelter_kits', [
    ('fr', 'formal', "Combien de bâches et de mètres de corde faut-il pour {h} ménages sinistrés "
                     "selon le kit abri standard" + NB + "?"),
    ('fr', 'sms', "baches + corde pr {h} menages svp"),
    ('fr', 'informal', "on a {h} ménages à équiper en kits abris, ça fait combien de bâches et de "
                       "corde ?"),
    ('en', 'formal', "How many tarpaulins and how much rope do {h} affected households need under "
                     "the standard shelter kit?"),
    ('en', 'informal', "tarps and rope for {h} households?"),
])
def shelter_kits(rng, ctx):
    h = rng.choice(range(50, 3001, 25))
    return {'fill': {'h': ctx.nf(h)},
            'expect': {'numbers': [2 * h, 30 * h]},
            'why': f"{F_STD} SHE-03 (CARE Emergency Toolkit, agency practice, not Sphere): 2 "
                   f"tarpaulins 6x4 m + 30 m rope per household -> {2 * h} tarpaulins, {30 * h} m."}
