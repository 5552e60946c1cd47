"""Third wave, kinds `out_of_scope` (sports, prices, today's weather, symptoms, politics, other
countries' floods, homework: no file is about them) and `gap` (a real place, a measure no file
holds: say so and invent nothing)."""
from .core import GAP, OUT, shape
from .data import AREAS, CLEAN_COMMUNES, DEPTS, OCHA3, REGIONS, VUL, key, norm
from .w3_common import NB


def out(sid, phr):
    @shape('out_of_scope', sid, phr, n=1, by_lang=True)
    def fn(rng, ctx):
        return {'fill': {}, 'expect': {'pattern': OUT},
                'why': 'No file of data/knowledge is about this: unrelated to Senegal\'s floods, '
                       'population, health facilities or response.'}
    return fn


out('w3_out_football', [
    ('fr', 'informal', "les Lions ont gagné combien de CAN au total ?"),
    ('fr', 'sms', "score match senegal hier soir stp"),
    ('fr', 'formal', "Qui est le meilleur buteur de l'histoire de l'équipe nationale du Sénégal"
                     + NB + "?"),
    ('en', 'informal', "who won the last AFCON final?"),
    ('en', 'formal', "How many goals did Sadio Mané score for Senegal?"),
])
out('w3_out_prices', [
    ('fr', 'formal', "Quel est le prix actuel du sac de riz de 50 kg à Dakar" + NB + "?"),
    ('fr', 'sms', "prix litre essence aujourd hui au senegal"),
    ('fr', 'noacc', "combien coute le kilo d'oignon au marche de Tilene en ce moment"),
    ('en', 'formal', "What is the current exchange rate between the CFA franc and the US dollar?"),
    ('en', 'informal', "how much is a bag of cement in Dakar these days?"),
])
out('w3_out_weather_today', [
    ('fr', 'informal', "il va pleuvoir cet après-midi à Dakar ?"),
    ('fr', 'sms', "meteo demain thies il fait cb de degres"),
    ('fr', 'formal', "Quelle température fait-il en ce moment à Saint-Louis" + NB + "?"),
    ('en', 'informal', "is it raining in Ziguinchor right now?"),
    ('en', 'typo', "whats the wether tomorow in Kaolack"),
])
out('w3_out_health', [
    ('fr', 'formal', "Quels sont les symptômes du paludisme chez l'enfant" + NB + "?"),
    ('fr', 'informal', "j'ai de la fièvre et mal à la tête depuis 2 jours, je prends quoi ?"),
    ('fr', 'typo', "quel medicament contre la diarhée pour un bebe"),
    ('en', 'formal', "What dose of paracetamol should an adult take for a fever?"),
    ('en', 'informal', "is it dengue or malaria if I have joint pain and fever?"),
])
out('w3_out_politics', [
    ('fr', 'formal', "Qui a remporté l'élection présidentielle de 2024 au Sénégal, et avec quel "
                     "score" + NB + "?"),
    ('fr', 'informal', "tu penses quoi du nouveau gouvernement ?"),
    ('fr', 'sms', "cb de deputes a l assemblee nationale"),
    ('en', 'formal', "Which party holds the majority in Senegal's National Assembly?"),
    ('en', 'informal', "who's the current prime minister of Senegal?"),
])
out('w3_out_other_floods', [
    ('fr', 'formal', "Combien de morts ont fait les inondations de Valence en Espagne en 2024"
                     + NB + "?"),
    ('fr', 'informal', "les inondations au Nigeria en 2022, ça a fait combien de déplacés ?"),
    ('fr', 'noacc', "bilan des inondations au Mali a Bamako en 2024"),
    ('en', 'formal', "How many people were affected by the 2022 floods in Pakistan?"),
    ('en', 'typo', "death toll of the flods in Libya Derna 2023"),
])
out('w3_out_misc', [
    ('fr', 'informal', "tu peux me donner la recette du thiéboudienne ?"),
    ('fr', 'formal', "Quelles sont les démarches pour obtenir un visa Schengen depuis Dakar" + NB
                     + "?"),
    ('fr', 'sms', "resultats bac 2024 senegal taux de reussite"),
    ('en', 'formal', "Can you write a short poem about the rainy season?"),
    ('en', 'informal', "what time does the TER leave from Dakar to Diamniadio?"),
])


# Places the flood files do say something near to (schools cut off in 2024, the 2009 PDNA's
# Dakar tables and costs, the 2024 river flood's budget): kept out of those gap questions.
SCHOOL_DEPTS = {a['adm2_name'] for a in AREAS if 'school' in a['metric'] or 'school' in
                a['excerpt_or_summary'].lower()}
COST_REGIONS = {'Dakar', 'Matam', 'Saint-Louis', 'Tambacounda'}


def place(rng, ctx, level, skip=()):
    x = rng.choice([x for x in (REGIONS if level == 'region' else DEPTS) if x['name'] not in skip
                    and x.get('region') not in skip])
    return x['name'], ctx.pn(x['name'])


def gap(sid, level, what, phr, skip=()):
    @shape('gap', sid, phr)
    def fn(rng, ctx):
        name, p = place(rng, ctx, level, skip)
        return {'fill': {'p': p}, 'expect': {'pattern': GAP, 'names': [key(name)]},
                'why': f'No file of data/knowledge holds {what}, for {name} or anywhere: the answer '
                       f'says it is not reported and invents no figure.'}
    return fn


gap('w3_gap_schools', 'dept', 'schools (count or those used as shelters)', [
    ('fr', 'formal', "Combien d'écoles compte le département de {p}, et combien ont servi d'abri "
                     "aux sinistrés" + NB + "?"),
    ('fr', 'sms', "nb ecoles dept {p} svp"),
    ('fr', 'noacc', "combien d'ecoles dans le departement de {p}"),
    ('en', 'formal', "How many schools are there in {p} department?"),
    ('en', 'informal', "number of schools in {p} dept that could be used as shelters?"),
], skip=SCHOOL_DEPTS | {'Dakar'})
gap('w3_gap_doctors', 'region', 'doctors, nurses or health staff', [
    ('fr', 'formal', "Combien de médecins exercent dans la région de {p}" + NB + "?"),
    ('fr', 'informal', "y a combien d'infirmiers dans la région de {p} ?"),
    ('fr', 'typo', "nombre de medecins et sage femmes region {p}"),
    ('en', 'formal', "How many doctors work in {p} region?"),
    ('en', 'typo', "how mny nurses in {p} region"),
])
gap('w3_gap_poverty', 'dept', 'poverty rates (the EHCVM file has regions, and no poverty rate)', [
    ('fr', 'formal', "Quel est le taux de pauvreté dans le département de {p}" + NB + "?"),
    ('fr', 'abbr', "Taux de pauvreté, dépt de {p}" + NB + "?"),
    ('fr', 'informal', "c'est quoi le taux de pauvreté à {p} (le département) ?"),
    ('en', 'formal', "What is the poverty rate in {p} department?"),
])
gap('w3_gap_flood_cost', 'region', 'the cost of flood damage per region', [
    ('fr', 'formal', "À combien s'élève le coût des dégâts des inondations dans la région de {p} "
                     "en 2022" + NB + "?"),
    ('fr', 'informal', "les inondations ont coûté combien en francs CFA à la région de {p} ?"),
    ('fr', 'long', "Je rédige une note pour le gouverneur de {p} sur l'impact économique des "
                   "inondations. Quel est le montant des pertes dans la région" + NB + "?"),
    ('en', 'formal', "What was the cost of flood damage in {p} region in 2022, in CFA francs?"),
    ('en', 'informal', "how much money did {p} region lose to floods?"),
], skip=COST_REGIONS)


@shape('gap', 'w3_gap_commune_age', [
    ('fr', 'formal', "Combien d'enfants de moins de 5 ans vivent dans la commune de {c}" + NB + "?"),
    ('fr', 'informal', "les moins de 5 ans dans la commune de {c}, t'as le chiffre ?"),
    ('fr', 'sms', "enfants - 5 ans commune {c} cb"),
    ('en', 'formal', "How many children under 5 live in {c} commune?"),
    ('en', 'informal', "under-5s in the commune of {c}?"),
])
def gap_commune_age(rng, ctx):
    arr = {norm(a) for a in OCHA3}  # an arrondissement of that name has ages: not this question
    c = rng.choice([c for c in CLEAN_COMMUNES if norm(c['name']) not in arr])
    return {'fill': {'c': ctx.pn(c['name'])},
            'expect': {'pattern': GAP, 'names': [key(c['name'])]},
            'why': f"Ages are published only by OCHA 2020 for regions, departments and "
                   f"arrondissements; no file gives ages for the commune of {c['name']} "
                   f"({c['dept']}): not reported (its census total is {c['census']['_T']})."}


@shape('gap', 'w3_gap_dept_electricity', [
    ('fr', 'formal', "Quel est le taux d'accès à l'électricité des ménages dans le département de "
                     "{p}" + NB + "?"),
    ('fr', 'noacc', "acces a l'electricite des menages dans le departement de {p}, en %"),
    ('en', 'formal', "What share of households has electricity in {p} department?"),
    ('en', 'informal', "{p} dept: % of households with electricity?"),
])
def gap_dept_electricity(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] != d['region'] and 'Saint' not in d['name']])
    v = VUL[d['region']]['electricity_access_households_pct']
    return {'fill': {'p': ctx.pn(d['name'])},
            'expect': {'pattern': GAP, 'names': [key(d['name'])]},
            'why': f"EHCVM 2021-2022 is published per region only: nothing for {d['name']} "
                   f"department (its region {d['region']}: {v} %, which the answer may give as "
                   f"the nearest figure)."}
