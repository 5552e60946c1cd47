"""Kinds `gap` (what no file holds: say so, invent nothing) and `out_of_scope`."""
from .core import GAP, OUT, shape
from .data import COMMUNES, DEPTS, REGIONS, CLEAN_COMMUNES

# (fr, en, why) with {p} = a place; each asks for something no shipped file holds.
GAPS = [
    ("Quelle sera la population du département de {d} en {y} ?",
     "What will the population of {d} department be in {y}?",
     'ANSD projections stop at 2030 in population/population_ansd_departements_2023_2030.csv.'),
    ("Combien de lits d'hôpital y a-t-il dans la région de {r} ?",
     "How many hospital beds are there in {r} region?",
     'health files count facilities by type, not beds.'),
    ("Combien de médecins travaillent dans le département de {d} ?",
     "How many doctors work in {d} department?",
     'no health-staff file.'),
    ("Quelle est la répartition par âge de la commune de {c} au recensement de 2023 ?",
     "What is the age breakdown of the commune of {c} at the 2023 census?",
     'ANSD 2023 files give total/female/male only; OCHA 2020 age bands stop at arrondissements.'),
    ("Combien de ménages compte le département de {d} ?",
     "How many households are there in {d} department?",
     'no household counts per place (only an average household size, CRS-01).'),
    ("Quel est le taux de pauvreté dans la région de {r} ?",
     "What is the poverty rate in {r} region?",
     'vulnerability files hold water, electricity, food insecurity and shocks, not poverty.'),
    ("Combien d'écoles y a-t-il dans le département de {d} ?",
     "How many schools are there in {d} department?",
     'no school inventory (only schools inaccessible in 2024 for Bakel, Matam, Podor).'),
    ("Quelle était la population du département de Keur Massar en 2020 ?",
     "What was the population of Keur Massar department in 2020?",
     'Keur Massar was created in 2021: absent from OCHA 2020 (45 departments); ANSD starts in 2023.'),
    ("Combien de forages fonctionnels dans la région de {r} ?",
     "How many working boreholes are there in {r} region?",
     'no water-point inventory.'),
    ("Quel est le taux de chômage dans le département de {d} ?",
     "What is the unemployment rate in {d} department?",
     'no labour data.'),
    ("Combien de morts lors des inondations de 2005 ?",
     "How many people died in the 2005 floods?",
     'floods/flood_events.csv SEN-2005-01: no casualty figures found in the sources read.'),
    ("Combien de personnes ont été affectées par l'inondation d'août 2013 ?",
     "How many people were affected by the August 2013 flood?",
     'floods/flood_events.csv SEN-2013-01: no impact figures.'),
    ("Quel a été le coût des dégâts des inondations d'août 2022 ?",
     "What did the damage of the August 2022 floods cost?",
     'cost figures exist only for 2009 (PDNA).'),
    ("Combien d'habitants dans le département de {d} en 2015 ?",
     "How many people lived in {d} department in 2015?",
     'population files cover 2020 (OCHA) and 2023-2030 (ANSD) only.'),
]
PF = [
    ('fr', 'formal', '{q}'), ('fr', 'sms', '{q}'), ('fr', 'long', "Je prépare un dossier pour le gouverneur. {q}"),
    ('fr', 'noacc', '{q}'),
    ('en', 'formal', '{q}'), ('en', 'informal', '{q}'), ('en', 'long', "I'm preparing a funding proposal. {q}"),
]


def sms(q):
    return (q.replace("Combien d'habitants", 'cb d hbts').replace('Combien de', 'cb d')
            .replace('Quelle est', 'c koi').replace('Quel est', 'c koi').replace(' y a-t-il', '')
            .replace('département', 'dept').rstrip(' ?').lower())


def gap_shape(i, item):
    fr, en, why = item
    ph = [PF[(i + k) % 4] for k in (0, 1)] + [PF[4 + (i + k) % 3] for k in (0, 1)]

    @shape('gap', f'gap-{i}', ph, n=1, by_lang=True)
    def fn(rng, ctx):
        q = (fr if ctx.lang == 'fr' else en).format(
            d=ctx.pn(rng.choice(DEPTS)['name']), r=ctx.pn(rng.choice(REGIONS)['name']),
            c=ctx.pn(rng.choice(CLEAN_COMMUNES)['name']), y=rng.choice([2035, 2040, 2050]))
        if ctx.style == 'sms':
            q = sms(q)
        if ctx.lang == 'en' and ctx.style == 'informal':
            q = q.rstrip('?').lower()
        return {'fill': {'q': q}, 'expect': {'pattern': GAP}, 'why': f"No data: {why}"}
    return fn


for _i, _g in enumerate(GAPS):
    gap_shape(_i, _g)


OOS = [
    ("Quel temps fera-t-il à {c} ce week-end ?", "What will the weather be like in {c} this weekend?"),
    ("Peux-tu me donner la recette du thiéboudienne ?", "Can you give me a recipe for thieboudienne?"),
    ("Qui a gagné la dernière CAN ?", "Who won the last Africa Cup of Nations?"),
    ("Quel est le meilleur hôtel à Saly ?", "What's the best hotel in Saly?"),
    ("Combien coûte un billet d'avion Dakar-Paris ?", "How much is a plane ticket from Dakar to Paris?"),
    ("Écris-moi un poème sur la mer.", "Write me a poem about the sea."),
    ("Quel est le cours de la Bourse de Paris aujourd'hui ?", "What is the stock market doing today?"),
    ("Mon enfant tousse depuis trois jours, que dois-je lui donner ?", "My child has been coughing for three days, what medicine should I give?"),
    ("Comment obtenir un visa pour le Canada ?", "How do I get a visa for Canada?"),
    ("Traduis « bonjour » en wolof.", "Translate 'good morning' into Wolof."),
    ("Écris un script Python qui trie une liste.", "Write a Python script that sorts a list."),
    ("Qui va gagner la prochaine présidentielle ?", "Who will win the next presidential election?"),
]


OF = [('fr', 'formal', '{q}'), ('fr', 'sms', '{q}'), ('fr', 'informal', 'dis moi stp, {q}'),
      ('en', 'formal', '{q}'), ('en', 'informal', 'hey, {q}'), ('en', 'typo', '{q}')]


def oos_shape(i, item):
    fr, en = item
    ph = [OF[i % 3], OF[3 + i % 3]]

    @shape('out_of_scope', f'oos-{i}', ph, n=1, by_lang=True)
    def fn(rng, ctx):
        q = (fr if ctx.lang == 'fr' else en).format(c=ctx.pn(rng.choice(COMMUNES)['name']))
        if ctx.style == 'sms':
            q = q.lower().replace('peux-tu', 'tu peux').replace('quel est', 'c koi').rstrip(' ?.')
        if ctx.style == 'informal':
            q = q[0].lower() + q[1:]
        return {'fill': {'q': q}, 'expect': {'pattern': OUT},
                'why': 'Unrelated to Senegal floods and population data.'}
    return fn


for _i, _o in enumerate(OOS):
    oos_shape(_i, _o)
