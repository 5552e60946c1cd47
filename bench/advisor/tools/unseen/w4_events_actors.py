"""Fourth wave, kinds `events` (two events set against each other, the rain behind an event, what
an event's notes say, the 2024 river flood's people per household) and `actors` (facts of the
actors file not asked before). Every fixed figure is checked below against its row."""
from .data import ACTORS, EVENT, F_ACT, F_EV, RAIN, strip
from .w4_common import EV, F_RAIN, NB, ev, fixed, shape

CMP = {'people_affected': ('de personnes affectées', 'personnes affectées', 'people affected'),
       'deaths': ('de morts', 'morts', 'deaths'),
       'houses_destroyed_or_collapsed': ('de maisons détruites', 'maisons détruites',
                                         'houses destroyed'),
       'families_displaced': ('de familles déplacées', 'familles déplacées', 'families displaced')}


@shape('events', 'w4_two_events', [
    ('fr', 'formal', "Entre {a} et {b}, lequel de ces épisodes a fait le plus {m}" + NB + "? "
                     "Donnez les deux chiffres."),
    ('fr', 'informal', "{a} ou {b}, c'est lequel qui a fait le plus {m} ?"),
    ('fr', 'sms', "{m2} : {a} vs {b} ?"),
    ('en', 'formal', "Which had more {e}, {a} or {b}? Give both figures."),
    ('en', 'informal', "{a} vs {b} — {e}?"),
])
def two_events(rng, ctx):
    m = rng.choice(sorted(CMP))
    ids = [i for i in EV if EVENT[i][m] is not None]
    a, b = sorted(rng.sample(ids, 2), key=lambda i: EVENT[i]['year'])
    va, vb = EVENT[a][m], EVENT[b][m]
    if va == vb:
        return None
    return {'fill': {'a': ev(ctx, a), 'b': ev(ctx, b), 'm': CMP[m][0], 'm2': CMP[m][1],
                     'e': CMP[m][2]},
            'expect': {'numbers': [va, vb]},
            'why': f"{F_EV} {m}: {a} {va} (reliability {EVENT[a]['reliability']}), {b} {vb} "
                   f"(reliability {EVENT[b]['reliability']}); the larger is "
                   f"{a if va > vb else b}."}


# (rain fact, value expected, fr question, en question)
RAINQ = [
    ('R16', 218, "Combien de millimètres de pluie sont tombés en une heure à Linguère le 26 août "
                 "2017" + NB + "?", "How much rain fell in one hour at Linguère on 26 August 2017?"),
    ('R23', 175, "Quelle quantité de pluie Kaffrine a-t-elle reçue le 24 juillet 2016, au début des "
                 "inondations" + NB + "?",
     "How much rain did Kaffrine receive on 24 July 2016, when the floods began?"),
    ('R19', 170, "Combien de pluie a-t-on relevée à Sébikotane le 5 septembre 2020" + NB + "?",
     "How much rain was recorded at Sébikotane on 5 September 2020?"),
    ('R20', 800, "Quel cumul de pluie les régions de Dakar et Thiès avaient-elles enregistré au "
                 "moment des inondations de septembre 2020" + NB + "?",
     "What rainfall total had Dakar and Thiès regions recorded by the September 2020 floods?"),
    ('R22', 500, "Combien de pluie est tombée du 5 au 7 août 2022 sur Dakar, Thiès et Matam" + NB
                 + "?", "How much rain fell on Dakar, Thiès and Matam from 5 to 7 August 2022?"),
    ('R17', 298.4, "Quel cumul de pluie à Ziguinchor entre le 20 et le 22 août 2017" + NB + "?",
     "What rainfall total did Ziguinchor record between 20 and 22 August 2017?"),
]
for fid, v, _, _ in RAINQ:
    assert f'{v:g}' in RAIN[fid]['value'], (fid, v)

RWRAP = {'fr': [('formal', '{q}'), ('informal', "dis-moi, {q}")],
         'en': [('formal', '{q}'), ('informal', 'quick one: {q}')]}


def low(q):
    return q[0].lower() + q[1:]


def rain_shape(i, item):
    fid, v, qfr, qen = item
    sf, tf = RWRAP['fr'][i % 2]
    se, te = RWRAP['en'][(i + 1) % 2]
    ph = [('fr', sf, tf.format(q=qfr if sf == 'formal' else low(qfr))),
          ('en', se, te.format(q=qen if se == 'formal' else low(qen)))]
    r = RAIN[fid]
    fixed('events', f'w4_rain_{fid}', ph, {'numbers': [v]},
          f"{F_RAIN} {fid}: {r['place']} {r['period_or_date']} {r['metric']} = {r['value']} "
          f"{r['unit']} (reliability {r['reliability']}: {r['source'][:60]}).")


for _i, _r in enumerate(RAINQ):
    rain_shape(_i, _r)

# (event, figures read in its notes/other_impacts, fr question, en question)
NOTES = [
    ('SEN-2020-01', [216, 72, 533],
     "Parmi les sinistrés de septembre 2020, combien de femmes enceintes ou allaitantes, de "
     "personnes handicapées et de personnes âgées" + NB + "?",
     "Among those affected in September 2020, how many were pregnant or breastfeeding women, "
     "people with disabilities and elderly people?"),
    ('SEN-2009-01b', [104], "Combien ont coûté au total les inondations de 2009 selon le PDNA" + NB
     + "?", "What was the total cost of the 2009 floods according to the PDNA?"),
    ('SEN-2009-01b', [232], "À combien le PDNA de 2009 chiffrait-il les besoins de relèvement et de "
     "reconstruction" + NB + "?", "How much did the 2009 PDNA put recovery and reconstruction "
     "needs at?"),
    ('SEN-2009-01b', [49], "Quelle part des dommages de 2009 touchait le secteur du logement" + NB
     + "?", "What share of the 2009 flood damage fell on housing?"),
    ('SEN-2024-02', [150, 1000000], "Quelles quantités de riz et d'eau ont été distribuées à Bakel "
     "pendant la crue de 2024" + NB + "?", "How much rice and water was distributed in Bakel "
     "during the 2024 river flood?"),
    ('SEN-2024-02', [44, 51], "Lors de la crue de 2024, combien de sites ont été inondés dans la "
     "région de Matam, et combien de villages dans celle de Saint-Louis" + NB + "?",
     "In the 2024 river flood, how many sites were flooded in Matam region, and how many villages "
     "in Saint-Louis region?"),
    ('SEN-2024-02', [18000], "Combien d'enfants d'âge scolaire la crue de 2024 a-t-elle touchés "
     "selon l'UNICEF" + NB + "?", "How many school-age children did the 2024 river flood affect, "
     "according to UNICEF?"),
    ('SEN-2024-02', [6], "Combien de centres de santé de la région de Tambacounda ont été inondés "
     "pendant la crue de 2024" + NB + "?", "How many health centres in Tambacounda region were "
     "flooded during the 2024 river flood?"),
    ('SEN-2005-01', [3350], "Combien de maisons abandonnées a-t-on recensées à Pikine et Guédiawaye "
     "depuis les inondations de 2005" + NB + "?", "How many abandoned houses have been counted in "
     "Pikine and Guédiawaye since the 2005 floods?"),
]
for eid, nums, _, _ in NOTES:
    text = (EVENT[eid]['notes'] + ' ' + EVENT[eid]['other_impacts']).replace(',', '')
    for n in nums:
        assert str(n) in text, (eid, n)

NWRAP = {'fr': [('formal', '{q}'), ('long', "Je prépare le retour d'expérience pour la cellule "
                                            "de crise. {q}"), ('noacc', '{q}')],
         'en': [('formal', '{q}'), ('long', "I'm compiling an after-action review. {q}")]}


def note_shape(i, note):
    eid, nums, qfr, qen = note
    sf, tf = NWRAP['fr'][i % 3]
    se, te = NWRAP['en'][(i + 1) % 2]
    fixed('events', f'w4_note_{eid}_{i}',
          [('fr', sf, tf.format(q=qfr)), ('en', se, te.format(q=qen))],
          {'numbers': nums}, f"{F_EV}: {eid} notes / other_impacts hold {nums}: "
          f"{EVENT[eid]['other_impacts'][:120]}…")


for _i, _n in enumerate(NOTES):
    note_shape(_i, _n)

R24 = EVENT['SEN-2024-02']
fixed('events', 'w4_river_2024_household_size', [
    ('fr', 'formal', "D'après le bilan officiel de la crue du fleuve de 2024, combien de ménages et "
                     "de personnes ont été touchés, et combien de personnes par ménage cela "
                     "fait-il" + NB + "?"),
    ('fr', 'informal', "crue de 2024 : le gouvernement donne combien de ménages et de personnes ? "
                       "ça fait combien par ménage, c'est cohérent ?"),
    ('en', 'formal', "According to the official toll of the 2024 river flood, how many households "
                     "and people were affected, and how many people per household does that imply?"),
], {'numbers': [R24['families_or_households_affected'], R24['people_affected']],
    'approx_numbers': [[round(R24['people_affected'] / R24['families_or_households_affected'], 1),
                        0.03]]},
    f"{F_EV} SEN-2024-02: '774 households (or approximately 55,600 people)' as published: "
    f"{R24['people_affected']} / {R24['families_or_households_affected']} = "
    f"{R24['people_affected'] / R24['families_or_households_affected']:.1f} per household, "
    "inconsistent with the 9 of CRS-01 (say so).")

# (actor, expect, fr question, en question)
FACTS = [
    ('ACT-01', {'numbers': [29, 7]}, "Combien de villes la DPGI a-t-elle cartographiées pour le "
     "risque d'inondation, et combien de zones d'extrême vulnérabilité a-t-elle identifiées" + NB
     + "?", "How many towns has DPGI mapped for flood risk, and how many extremely vulnerable "
     "zones has it identified?"),
    ('ACT-16', {'numbers': [100]}, "Combien de stations de pompage l'ONAS exploite-t-il" + NB + "?",
     "How many pumping stations does ONAS run?"),
    ('ACT-12', {'numbers': [289000]}, "Quelle est la superficie du bassin du fleuve Sénégal géré "
     "par l'OMVS" + NB + "?", "How large is the Senegal River basin that OMVS manages?"),
    ('ACT-12', {'numbers': [2006]}, "En quelle année la Guinée a-t-elle rejoint l'OMVS" + NB + "?",
     "In which year did Guinea join the OMVS?"),
    ('ACT-13', {'numbers': [11]}, "Quelle est la capacité de la retenue du barrage de Manantali"
     + NB + "?", "What is the storage capacity of the Manantali dam reservoir?"),
    ('ACT-04', {'numbers': [1993], 'names': ['93-1288']}, "Par quel décret et en quelle année le "
     "plan ORSEC a-t-il été adopté" + NB + "?", "By which decree, and in which year, was the "
     "ORSEC plan adopted?"),
    ('ACT-11', {'names': ['2017-17']}, "Quelle loi a créé l'Office des lacs et cours d'eau (OLAC)"
     + NB + "?", "Which law created the Office des Lacs et Cours d'eau (OLAC)?"),
    ('ACT-06', {'numbers': [511.2]}, "Combien de milliards de FCFA du PDGI ont effectivement été "
     "exécutés" + NB + "?", "How many billion CFA francs of the PDGI were actually spent?"),
    ('ACT-19', {'numbers': [1000, 5000]}, "Quelle aide alimentaire le ministère de la Famille a-t-il "
     "remise pour Bakel pendant la crue d'octobre 2024" + NB + "?", "What food aid did the Family "
     "ministry hand over for Bakel during the October 2024 river flood?"),
    ('ACT-20', {'numbers': [500]}, "Combien de tonnes de vivres l'armée et le CSAR ont-ils "
     "acheminées lors de la crue de 2024" + NB + "?", "How many tonnes of food did the armed forces "
     "and CSAR deliver during the 2024 river flood?"),
    ('ACT-24', {'numbers': [2012, 2014]}, "De quand à quand a existé le ministère de la "
     "Restructuration et de l'Aménagement des zones d'inondation" + NB + "?", "From when to when "
     "did the Ministry for Restructuring and Development of Flood Zones exist?"),
    ('ACT-03', {'names': ['BNSP']}, "Quel service coordonne les opérations de secours sur le "
     "terrain quand le plan ORSEC est déclenché" + NB + "?", "Which service coordinates rescue "
     "operations on the ground when the ORSEC plan is triggered?"),
]
for aid, exp, _, _ in FACTS:
    row = ' '.join(ACTORS[aid].values()).replace('\u202f', ' ')
    flat = row.replace(' ', '').replace(',', '')
    for n in exp.get('numbers', []):
        s = f'{n:g}' if isinstance(n, float) else str(n)
        assert s in flat or s.replace('.', ',') in flat, (aid, n)
    for nm in exp.get('names', []):
        assert strip(nm).lower() in strip(row).lower(), (aid, nm)

AWRAP = {'fr': [('formal', '{q}'), ('informal', 'stp, {q}'), ('long', "Je prépare une réunion du "
                                                                      "CRGI. {q}")],
         'en': [('formal', '{q}'), ('informal', 'hey, {q}')]}


def fact_shape(i, fact):
    aid, exp, qfr, qen = fact
    sf, tf = AWRAP['fr'][i % 3]
    se, te = AWRAP['en'][i % 2]
    if sf == 'informal':
        qfr = low(qfr).replace(NB + '?', ' ?')
    if se == 'informal':
        qen = low(qen)
    a = ACTORS[aid]
    fixed('actors', f'w4_fact_{aid}_{i}',
          [('fr', sf, tf.format(q=qfr)), ('en', se, te.format(q=qen))],
          exp, f"{F_ACT} {aid} ({a['acronym'] or a['name_en']}): {a['mandate_en'][:150]}…")


for _i, _f in enumerate(FACTS):
    fact_shape(_i, _f)
