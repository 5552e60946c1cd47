"""Kinds `ocha2020` (OCHA COD-PS 2020 age bands and sex) and `actors` (who does what)."""
from .core import shape
from .data import ACTORS, OCHA1, OCHA2, OCHA3_UNIQUE, key, strip

AGES = {  # name: (bands, fr, en)
    'u5': (['T_00_04'], 'enfants de moins de 5 ans', 'children under 5'),
    'u15': (['T_00_04', 'T_05_09', 'T_10_14'], 'jeunes de moins de 15 ans', 'people under 15'),
    '65p': (['T_65_69', 'T_70_74', 'T_75_79', 'T_80plus'], 'personnes de 65 ans et plus', 'people aged 65 and over'),
    '60p': (['T_60_64', 'T_65_69', 'T_70_74', 'T_75_79', 'T_80plus'], 'personnes de 60 ans et plus', 'people aged 60 and over'),
    '15_24': (['T_15_19', 'T_20_24'], 'jeunes de 15 à 24 ans', 'young people aged 15-24'),
}
F_O = 'population/sen_admpop_adm{}_2020.csv'


def pick_unit(rng):
    lvl = rng.choice([1, 2, 3, 3])
    if lvl == 1:
        return 1, rng.choice(sorted(OCHA1.values(), key=lambda v: v['name']))
    if lvl == 2:
        return 2, rng.choice(sorted(OCHA2.values(), key=lambda v: v['name']))
    return 3, rng.choice(sorted(OCHA3_UNIQUE, key=lambda v: v['name']))


LV = {1: ('la région de', 'region'), 2: ('le département de', 'department'), 3: ("l'arrondissement de", 'arrondissement')}


def unit_words(ctx, lvl, name):
    return (f"{LV[lvl][0]} {ctx.pn(name)}" if ctx.lang == 'fr' else f"{ctx.pn(name)} {LV[lvl][1]}")


@shape('ocha2020', 'age', [
    ('fr', 'formal', "Combien de {a} dans {u} selon les projections OCHA 2020 ?"),
    ('fr', 'informal', "tu as le nombre de {a} pour {u} (OCHA 2020) ?"),
    ('fr', 'sms', "nbre {a} ds {u} ocha 2020"),
    ('fr', 'typo', "combien de {a} dans {u} selon OCHA 2020"),
    ('fr', 'long', "Pour planifier une campagne de vaccination après les inondations, j'ai besoin "
                   "du nombre de {a} dans {u} (estimations OCHA 2020)."),
    ('en', 'formal', "How many {a} are there in {u} according to OCHA's 2020 estimates?"),
    ('en', 'informal', "{a} in {u}, OCHA 2020?"),
    ('en', 'typo', "number of {a} in {u} OCHA 2020 figures"),
], n=2)
def age(rng, ctx):
    lvl, u = pick_unit(rng)
    a = rng.choice(sorted(AGES))
    bands, fr, en = AGES[a]
    v = sum(u[b] for b in bands)
    return {'fill': {'a': fr if ctx.lang == 'fr' else en, 'u': unit_words(ctx, lvl, u['name'])},
            'expect': {'numbers': [v], 'names': [key(u['name'])]},
            'why': f"{F_O.format(lvl)}: {u['name']} " + ' + '.join(f"{b} {u[b]}" for b in bands) + f" = {v}."}


@shape('ocha2020', 'sex', [
    ('fr', 'formal', "Combien de femmes et d'hommes dans {u} selon OCHA 2020 ?"),
    ('fr', 'abbr', "Répartition F/H, {u}, OCHA 2020 ?"),
    ('en', 'formal', "How many women and men live in {u} according to OCHA 2020?"),
    ('en', 'informal', "female / male population of {u}, OCHA 2020"),
], n=2)
def sex(rng, ctx):
    lvl, u = pick_unit(rng)
    return {'fill': {'u': unit_words(ctx, lvl, u['name'])},
            'expect': {'numbers': [u['Female'], u['Male']], 'names': [key(u['name'])]},
            'why': f"{F_O.format(lvl)}: {u['name']} Female {u['Female']}, Male {u['Male']} (Total {u['Total']})."}


@shape('ocha2020', 'band', [
    ('fr', 'formal', "Combien de personnes âgées de {lo} à {hi} ans dans {u} (OCHA 2020) ?"),
    ('en', 'formal', "How many people aged {lo} to {hi} live in {u} (OCHA 2020)?"),
], n=2)
def band(rng, ctx):
    lvl, u = pick_unit(rng)
    b = rng.choice([x for x in AGES['u15'][0] + AGES['60p'][0][:4] + ['T_30_34', 'T_40_44']])
    lo, hi = int(b[2:4]), int(b[5:7])
    return {'fill': {'u': unit_words(ctx, lvl, u['name']), 'lo': lo, 'hi': hi},
            'expect': {'numbers': [u[b]], 'names': [key(u['name'])]},
            'why': f"{F_O.format(lvl)}: {u['name']} {b} = {u[b]}."}


F_ACT = 'response/senegal_response_actors.csv'
# (actor, expect, fr question, en question); every expected string/number is checked below
# against the actor's row, so the expectation is read from the file, not remembered.
FACTS = [
    ('ACT-06', {'any_numbers': [[766988450362, 766.99]]}, "Quel est le montant du programme décennal de gestion des inondations (PDGI) ?", "How much money was the ten-year flood management programme (PDGI) worth?"),
    ('ACT-06', {'numbers': [66.65]}, "À quel taux le PDGI a-t-il été exécuté ?", "What share of the PDGI was executed?"),
    ('ACT-04', {'names': ['99-172']}, "Quel décret régit aujourd'hui le plan ORSEC ?", "Which decree now governs the ORSEC plan?"),
    ('ACT-04', {'names': ['Inter']}, "Sous quelle autorité est placé le plan ORSEC ?", "Which ministry has authority over the ORSEC plan?"),
    ('ACT-10', {'numbers': [72]}, "Combien de stations hydrologiques la DGPRE exploite-t-elle ?", "How many hydrological stations does DGPRE operate?"),
    ('ACT-10', {'numbers': [8], 'names': ['Matam']}, "Quelle est la cote d'alerte du fleuve à Matam ?", "What is the river alert level at Matam?"),
    ('ACT-16', {'numbers': [313]}, "Combien de kilomètres de réseau d'eaux pluviales l'ONAS gère-t-il ?", "How many km of stormwater network does ONAS manage?"),
    ('ACT-08', {'numbers': [71], 'any_numbers': [[86000, 86]]}, "Combien de magasins le CSAR gère-t-il, et pour quelle capacité ?", "How many warehouses does CSAR run, and with what capacity?"),
    ('ACT-08', {'numbers': [681, 6810]}, "Combien de riz le CSAR a-t-il distribué aux ménages victimes de chocs en 2024, et à combien de ménages ?", "How much rice did CSAR give to shock-hit households in 2024, and to how many households?"),
    ('ACT-12', {'numbers': [1972]}, "En quelle année l'OMVS a-t-elle été créée ?", "In which year was the OMVS created?"),
    ('ACT-13', {'numbers': [40]}, "Quelle part des eaux du bassin les lâchers de Manantali contrôlent-ils ?", "What share of the basin's flows do Manantali releases control?"),
    ('ACT-15', {'numbers': [45]}, "Dans combien de départements la Croix-Rouge sénégalaise a-t-elle des volontaires ?", "In how many departments does the Senegalese Red Cross have volunteers?"),
    ('ACT-15', {'any_numbers': [[331410]], 'numbers': [8100]}, "Quel montant le DREF 2020 de la FICR a-t-il apporté, et pour combien de personnes ?", "How much did the 2020 IFRC DREF provide, and for how many people?"),
    ('ACT-21', {'numbers': [46000]}, "Combien de mètres de réseaux de drainage le PROGEP 2 prévoit-il ?", "How many metres of drainage does PROGEP 2 build?"),
    ('ACT-22', {'numbers': [121.3]}, "Quel a été le financement du PROGEP 1 ?", "How much funding did PROGEP 1 receive?"),
    ('ACT-23', {'numbers': [10], 'names': ['PGIIS']}, "Quel est le montant de la subvention du Fonds vert pour le climat au PGIIS ?", "How big is the Green Climate Fund grant to the PGIIS project?"),
    ('ACT-18', {'numbers': [8]}, "Combien de milliards de FCFA ont été débloqués pour la crue du fleuve en octobre 2024 ?", "How many billion CFA francs were released for the October 2024 river flood?"),
    ('ACT-09', {'names': ['ANACIM']}, "Quel organisme émet les vigilances et alertes météo ?", "Which agency issues weather vigilance maps and alerts?"),
    ('ACT-24', {'numbers': [2014]}, "Quand le ministère de la Restructuration des zones d'inondation (MRAZI) a-t-il été supprimé ?", "When was the flood-zone restructuring ministry (MRAZI) abolished?"),
    ('ACT-05', {'numbers': [14054]}, "Quel arrêté a institué le CNGI ?", "Which order (arrêté) set up the CNGI?"),
]
for aid, exp, _, _ in FACTS:
    row = ' '.join(ACTORS[aid].values()).replace('\u202f', ' ')
    flat = row.replace(' ', '').replace(',', '')
    for n in exp.get('numbers', []) + [g[0] for g in exp.get('any_numbers', [])]:
        s = f'{n:g}' if isinstance(n, float) else str(n)
        assert s in flat or s.replace('.', ',') in flat, (aid, n)
    for nm in exp.get('names', []):
        assert strip(nm).lower() in strip(row).lower(), (aid, nm)


WRAP = {'fr': [('formal', '{q}'), ('long', "Je prépare une réunion du comité régional. {q}"),
               ('noacc', '{q}'), ('informal', 'dis moi stp : {q}')],
        'en': [('formal', '{q}'), ('long', 'For the situation report I am drafting tonight: {q}'),
               ('typo', '{q}'), ('informal', 'quick question - {q}')]}


def fact_shape(i, fact):
    aid, exp, qfr, qen = fact
    ph = [(lang, *WRAP[lang][(i + j) % 4]) for j, lang in enumerate(('fr', 'en'))]

    @shape('actors', f'fact-{aid}-{i}', ph, n=1, by_lang=True)
    def fn(rng, ctx):
        q = qfr if ctx.lang == 'fr' else qen
        if ctx.style == 'informal':
            q = q[0].lower() + q[1:].rstrip(' ?')
        return {'fill': {'q': q}, 'expect': exp,
                'why': f"{F_ACT}: {aid} ({ACTORS[aid]['acronym'] or ACTORS[aid]['name_en']}) holds {exp}."}
    return fn


for _i, _fact in enumerate(FACTS):
    fact_shape(_i, _fact)


@shape('actors', 'who_is', [
    ('fr', 'formal', "Qu'est-ce que {a} et quel est son rôle dans les inondations ?"),
    ('fr', 'sms', "c koi {a} ? role inondations"),
    ('en', 'formal', "What is {a} and what is its role in flood response?"),
    ('en', 'informal', "who are {a}?"),
    ('en', 'long', "A new colleague keeps mentioning {a} in coordination meetings. What is it and what "
                   "does it do in flood response?"),
], n=3)
def who_is(rng, ctx):
    aid = rng.choice([a for a in sorted(ACTORS) if ACTORS[a]['acronym'] and ' ' not in ACTORS[a]['acronym']])
    a = ACTORS[aid]
    name = a['name_fr'] if ctx.lang == 'fr' else a['name_en']
    word = max((w for w in name.replace("'", ' ').replace('(', ' ').split() if w.isalpha()), key=len)
    return {'fill': {'a': a['acronym']}, 'expect': {'names': [a['acronym'], word]},
            'why': f"{F_ACT}: {aid} {a['acronym']} = {name}; role: {a['role_in_flood_response']}."}
