"""Sixth wave, kind `actors`: facts of senegal_response_actors.csv not asked in waves 1-5 — where
the 2025 national crisis room sits, which body is the strategic and which the operational level
of civil protection, the levels at which ORSEC runs, who convenes the regional flood committees,
when the PDGI was validated, the 2025-2029 multi-year plan, ANACIM's alert channels, OLAC's
predecessor, who operates Manantali, the water and the interior ministers named, PROGEP's
funders, the agency that channels the PGIIS grant, the army's field hospital in 2024, ONAS's
pumping watch — and the actors that issue alerts, read from the role column. Every expected
string or number is checked below against the actor's row."""
from .data import ACTORS, F_ACT, norm
from .w6_common import fixed


def row(aid):
    return ' '.join(ACTORS[aid].values()).replace('\u202f', ' ')


def lookahead(*alts):
    """A pattern that needs every group of alternatives somewhere in the answer."""
    return ''.join(f'(?=[\\s\\S]*({a}))' for a in alts)


# (sid, actor, expect, what the row says, [(lang, style, text)])
FACTS = [
    ('crisis_room', 'ACT-01', {'names': ['DPGI']},
     'national crisis room set up within DPGI (2025)', [
        ('en', 'informal', "the new national flood crisis room (2025) — which agency hosts it?"),
        ('fr', 'informal', "la nouvelle salle de crise inondations de 2025, elle est logée où ?"),
        ('en', 'formal', "Within which body was the national flood crisis room set up in 2025?")]),
    ('strategic_operational', 'ACT-03', {'names': ['DPC', 'BNSP']},
     'the ministry calls DPC the strategic and BNSP the operational level', [
        ('fr', 'formal', "Dans le dispositif national de protection civile, quelle structure "
                         "assure le "
                         "niveau stratégique et laquelle le niveau opérationnel ?"),
        ('fr', 'long', "Je forme de nouveaux volontaires à la chaîne de commandement. Qui est le "
                       "niveau "
                       "stratégique et qui est le niveau opérationnel de la protection civile au "
                       "Sénégal ?"),
        ('en', 'formal', "In Senegal's civil-protection set-up, which body is the strategic level "
                         "and "
                         "which the operational level?")]),
    ('orsec_levels', 'ACT-04', {'pattern': lookahead('departement|department', 'region',
                                                     'national')},
     'coordination at department, region and national level', [
        ('fr', 'formal', "À quels échelons territoriaux le plan ORSEC s'applique-t-il ?"),
        ('fr', 'sms', "plan orsec : a kels niveaux ? dept, region, national ?"),
        ('en', 'formal', "At which territorial levels does the ORSEC plan operate?")]),
    ('crgi_governors', 'ACT-05', {'pattern': '(gouverneur|governor)'},
     'governors convene the regional committees (CRGI)', [
        ('fr', 'formal', "Qui réunit les comités régionaux de gestion des inondations (CRGI) ?"),
        ('fr', 'informal', "les CRGI dans les régions, c'est qui qui les convoque ?"),
        ('en', 'formal', "Who convenes the regional flood management committees (CRGI)?"),
        ('en', 'informal', "who calls the regional flood committees (CRGI) together?")]),
    ('pdgi_validated', 'ACT-06', {'numbers': [19, 2012]},
     'validated at the Presidential Council of 19 Sep 2012', [
        ('fr', 'formal', "Quand le programme décennal de gestion des inondations a-t-il été "
                         "validé, "
                         "et par quelle instance ?"),
        ('fr', 'noacc', "PDGI valide quand et par qui ?"),
        ('en', 'formal', "When was the ten-year flood management programme (PDGI) validated, and "
                         "by "
                         "which body?")]),
    ('plan_2025_2029', 'ACT-07', {'numbers': [15, 2029]},
     '2025-2029 multi-year plan in preparation, 15 recommendations, adoption not confirmed', [
        ('fr', 'formal', "Où en est le plan pluriannuel de gestion des inondations 2025-2029, et "
                         "combien de recommandations en sont sorties ?"),
        ('fr', 'long', "On me demande si le nouveau plan inondations est adopté. Que savez-vous du "
                       "plan pluriannuel 2025-2029 et de ses recommandations ?"),
        ('en', 'formal', "What is the status of the 2025-2029 multi-year flood management plan, "
                         "and "
                         "how many recommendations came out of it?")]),
    ('anacim_channels', 'ACT-09', {'names': ['SMS', 'WhatsApp']},
     'alerts by SMS, voice and WhatsApp', [
        ('en', 'informal', "how do ANACIM alerts reach people? SMS? WhatsApp?"),
        ('fr', 'informal', "les alertes de l'ANACIM, elles arrivent comment chez les gens ? SMS ?"),
        ('en', 'formal', "Through which channels does ANACIM send out its weather alerts?")]),
    ('olac_predecessor', 'ACT-11', {'names': ['Guiers']}, 'ex-Office du Lac de Guiers', [
        ('fr', 'formal', "Quel organisme l'OLAC a-t-il remplacé lors de sa création ?"),
        ('en', 'formal', "Which office did OLAC replace when it was created?"),
        ('en', 'typo', "wich office was OLAC before 2017")]),
    ('manantali_operator', 'ACT-13', {'names': ['SEMAF']}, 'SEMAF operates Manantali', [
        ('en', 'long', "Downstream villages ask who decides the Manantali dam releases. Which "
                       "company operates the dam?"),
        ('fr', 'informal', "c'est qui qui gère les lâchers du barrage de Manantali ?"),
        ('en', 'formal', "Which company operates the Manantali dam and makes its water "
                         "releases?")]),
    ('water_minister_2025', 'ACT-17', {'names': ['Tidiane', 'Dieye']},
     'minister Cheikh Tidiane Dièye as of 2025', [
        ('fr', 'formal', "Qui est le ministre de l'Hydraulique et de l'Assainissement en 2025 ?"),
        ('fr', 'sms', "ministre hydraulique assainissement 2025 c ki ?"),
        ('en', 'formal', "Who is Senegal's Minister of Water and Sanitation in 2025?")]),
    ('interior_minister_2024', 'ACT-18', {'names': ['Baptiste', 'Tine']},
     'minister Jean-Baptiste Tine in Oct 2024', [
        ('fr', 'formal', "Quel ministre de l'Intérieur a coordonné la riposte à la crue du fleuve "
                         "en octobre 2024 ?"),
        ('en', 'formal', "Which Interior minister coordinated the response to the October 2024 "
                         "river flood?"),
        ('en', 'informal', "who was interior minister during the Oct 2024 river flood?")]),
    ('progep_funders', 'ACT-22', {'pattern': lookahead('banque mondiale|world bank|ida',
                                                       'nordi')},
     'financed by the State, World Bank (IDA), Nordic Development Fund and GEF', [
        ('fr', 'formal', "Qui finance le PROGEP, le projet de gestion des eaux pluviales ?"),
        ('fr', 'long', "Je cartographie les bailleurs du drainage urbain à Dakar. Quels sont les "
                       "financeurs du PROGEP ?"),
        ('en', 'formal', "Who funds PROGEP, the stormwater management project?")]),
    ('pgiis_channel', 'ACT-23', {'names': ['AFD']}, 'Green Climate Fund grant via AFD', [
        ('fr', 'formal', "Par quelle agence transite la subvention du Fonds vert pour le climat "
                         "destinée au PGIIS ?"),
        ('en', 'formal', "Through which agency does the Green Climate Fund grant to PGIIS flow?"),
        ('en', 'informal', "PGIIS money from the Green Climate Fund — which agency handles it?")]),
    ('army_hospital_2024', 'ACT-20', {'pattern': '(niveau 1|level.1|level 1|niveau i\\b)'},
     'deployed a level-1 military hospital (free consultations)', [
        ('fr', 'formal', "Pendant la crue d'octobre 2024, les forces armées ont-elles déployé une "
                         "structure de soins ? Laquelle ?"),
        ('fr', 'informal', "crue 2024 : l'armée a monté un hôpital ? de quel niveau ?"),
        ('en', 'formal', "During the October 2024 flood, did the armed forces deploy a medical "
                         "facility? Which one?")]),
    ('onas_pumping_watch', 'ACT-16', {'pattern': lookahead('juin|june', 'octob')},
     '24/7 pumping surveillance June-October', [
        ('en', 'typo', "wich months does ONAS run 24/7 pumping surveillance"),
        ('fr', 'informal', "l'ONAS surveille les pompes jour et nuit de quel mois à quel mois ?"),
        ('en', 'formal', "During which months does ONAS run round-the-clock pumping "
                         "surveillance?")]),
]

CHECK = {'crisis_room': ['salle de crise', 'DPGI'], 'strategic_operational': ['strategic',
                                                                             'operational'],
         'orsec_levels': ['department, region and national'], 'crgi_governors': ['Governors '
                                                                                 'convene'],
         'pdgi_validated': ['19 Sep 2012', 'Presidential Council'],
         'plan_2025_2029': ['15 recommendations', '2025-2029', 'Adoption not confirmed'],
         'anacim_channels': ['SMS', 'WhatsApp'], 'olac_predecessor': ['Lac de Guiers'],
         'manantali_operator': ['Operates Manantali'], 'water_minister_2025': ['Cheikh Tidiane '
                                                                               'Dièye'],
         'interior_minister_2024': ['Jean-Baptiste Tine'],
         'progep_funders': ['World Bank (IDA)', 'Nordic Development Fund'],
         'pgiis_channel': ['via AFD'], 'army_hospital_2024': ['level-1 military hospital'],
         'onas_pumping_watch': ['24/7 pumping surveillance June-October']}
for _sid, _aid, _ex, _what, _ in FACTS:
    for _s in CHECK[_sid]:
        assert norm(_s) in norm(row(_aid)), (_sid, _s)
    for _n in _ex.get('numbers', []):
        assert str(_n) in row(_aid), (_sid, _n)
    for _nm in _ex.get('names', []):
        assert norm(_nm) in norm(row(_aid)), (_sid, _nm)

for _sid, _aid, _ex, _what, _ph in FACTS:
    _a = ACTORS[_aid]
    fixed('actors', f'w6_act_{_sid}', _ph, _ex,
          f"{F_ACT} {_aid} ({_a['acronym'] or _a['name_en']}): {_what}.")

ALERT = sorted(a['acronym'] for a in ACTORS.values()
               if 'alert' in a['role_in_flood_response'] and a['acronym']
               and ' ' not in a['acronym'])
assert {'ANACIM', 'DGPRE', 'OMVS'} <= set(ALERT), ALERT


fixed('actors', 'w6_act_alert_role', [
    ('fr', 'formal', "Quels organismes jouent un rôle d'alerte dans la gestion des inondations au "
                     "Sénégal ?"),
    ('fr', 'long', "Nous voulons nous abonner à toutes les sources d'alerte avant l'hivernage. "
                   "Quels acteurs émettent des alertes ou surveillent les crues ?"),
    ('en', 'formal', "Which bodies play an alert role in flood management in Senegal?"),
    ('en', 'informal', "who issues flood or weather alerts in Senegal?"),
], {'names': ['ANACIM', 'DGPRE', 'OMVS']},
    f"{F_ACT} role_in_flood_response containing 'alert': " + ', '.join(ALERT)
    + " (ANACIM weather, DGPRE river levels, OMVS basin communiqués at least).")
