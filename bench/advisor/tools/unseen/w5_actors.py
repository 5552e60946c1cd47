"""Fifth wave, kind `actors`: facts of senegal_response_actors.csv not asked before — when ORSEC was
triggered for floods, who sits on the CNGI and which ministry chaired it in 2025, the PDGI's
phases, CSAR's rice per household, ANACIM's origin, DGPRE's basins, OMVS's members and its 2024
vigilance, where Manantali is, PROGEP 2's communes, who designs ORSEC. Every expected string or
number is checked below against the actor's row."""
from .data import ACTORS, F_ACT, strip
from .w5_common import fixed

# (sid, actor, expect, [(lang, style, text)])
FACTS = [
    ('orsec_triggered', 'ACT-04', {'numbers': [2012, 2021, 2022]}, [
        ('fr', 'formal', "En quelles années le plan ORSEC a-t-il été déclenché pour des "
                         "inondations, d'après vos sources ?"),
        ('fr', 'informal', "le plan ORSEC, on l'a déclenché quelles années pour les inondations ?"),
        ('en', 'formal', "In which years was the ORSEC plan triggered for floods, according to "
                         "your "
                         "sources?")]),
    ('cngi_members', 'ACT-05', {'names': ['ONAS', 'ANACIM', 'DPGI', 'BNSP']}, [
        ('fr', 'formal', "Quels organismes siègent au Comité national de gestion des inondations "
                         "(CNGI) ?"),
        ('fr', 'long', "Je prépare la liste des invités de la réunion de coordination. Qui sont "
                       "les "
                       "membres du CNGI ?"),
        ('en', 'formal', "Which bodies sit on the National Flood Management Committee (CNGI)?")]),
    ('cngi_chair_2025', 'ACT-05', {'pattern': '(hydraulique|water)'}, [
        ('fr', 'formal', "Quel ministre a présidé le CNGI en avril 2025 ?"),
        ('fr', 'sms', "ki preside le cngi en 2025 ?"),
        ('en', 'formal', "Which minister chaired the CNGI in April 2025?")]),
    ('pdgi_phases', 'ACT-06', {'numbers': [2014, 2017]}, [
        ('fr', 'formal', "Quelles étaient les phases du programme décennal de gestion des "
                         "inondations (PDGI) ?"),
        ('fr', 'noacc', "phases du PDGI et leurs annees"),
        ('en', 'formal', "What were the phases of the ten-year flood management programme "
                         "(PDGI)?")]),
    ('csar_per_household', 'ACT-08', {'numbers': [100]}, [
        ('fr', 'formal', "En 2024, combien de kilos de riz le CSAR a-t-il distribués en moyenne "
                         "par "
                         "ménage victime de chocs ?"),
        ('fr', 'informal', "le riz du CSAR en 2024, ça fait combien de kg par ménage en moyenne ?"),
        ('en', 'formal', "In 2024, how many kilos of rice did CSAR hand out on average per "
                         "shock-hit household?")]),
    ('anacim_merger', 'ACT-09', {'names': ['ANACS', 'ANAMS']}, [
        ('fr', 'formal', "De la fusion de quels organismes l'ANACIM est-elle née ?"),
        ('en', 'formal', "Which agencies merged to form ANACIM?"),
        ('en', 'informal', "ANACIM was formed from which two agencies?")]),
    ('dgpre_basins', 'ACT-10', {'names': ['Kayanga', 'Casamance', 'Saloum']}, [
        ('fr', 'formal', "Sur quels bassins la DGPRE suit-elle les eaux de surface ?"),
        ('fr', 'informal', "les stations de la DGPRE, elles couvrent quels bassins ?"),
        ('en', 'formal', "Which river basins does DGPRE's surface-water monitoring cover?")]),
    ('omvs_members', 'ACT-12', {'names': ['Mali', 'Maurita', 'Guin']}, [
        ('fr', 'formal', "Quels pays sont membres de l'OMVS ?"),
        ('fr', 'sms', "omvs c koi les pays membres"),
        ('en', 'formal', "Which countries are members of the OMVS?")]),
    ('omvs_vigilance_2024', 'ACT-12', {'names': ['orange', 'Matam']}, [
        ('fr', 'formal', "Quel niveau de vigilance l'OMVS a-t-elle déclaré pendant la crue de "
                         "2024, "
                         "et pour quelle zone ?"),
        ('fr', 'long', "Pour la chronologie de la crue de 2024 : quelle vigilance l'OMVS a-t-elle "
                       "émise, et sur quelle partie du fleuve ?"),
        ('en', 'formal', "What vigilance level did OMVS declare during the 2024 flood, and for "
                         "which "
                         "area?")]),
    ('manantali_where', 'ACT-13', {'names': ['Bafing', 'Mali']}, [
        ('fr', 'formal', "Où se trouve le barrage de Manantali, et sur quel cours d'eau ?"),
        ('en', 'formal', "Where is the Manantali dam, and on which river?"),
        ('en', 'typo', "manantali dam which country and wich river")]),
    ('progep2_communes', 'ACT-21', {'numbers': [8], 'names': ['Massar', 'Rufisque', 'Pikine',
                                                            'Guediawaye']}, [
        ('fr', 'formal', "Dans combien de communes, et dans quels départements, le PROGEP 2 "
                         "réalise-t-il ses réseaux de drainage ?"),
        ('fr', 'informal', "le PROGEP 2, ça couvre combien de communes et où ?"),
        ('en', 'formal', "In how many communes, and in which departments, is PROGEP 2 building its "
                         "drainage?")]),
    ('orsec_designer', 'ACT-02', {'names': ['DPC']}, [
        ('fr', 'formal', "Quelle direction conçoit les plans de secours, dont le plan ORSEC ?"),
        ('fr', 'informal', "c'est qui qui prépare le plan ORSEC au ministère de l'Intérieur ?"),
        ('en', 'formal', "Which directorate designs rescue plans, including the ORSEC plan?")]),
]

CHECK = {'csar_per_household': lambda row: '681' in row and '6 810' in row,
         'cngi_chair_2025': lambda row: 'Hydraulique' in row,
         'omvs_members': lambda row: all(w in row for w in ('Mali', 'Mauritania', 'Guinea')),
         'manantali_where': lambda row: 'Bafing' in row and 'Mali' in row}
for _sid, _aid, _ex, _ in FACTS:
    _row = ' '.join(ACTORS[_aid].values()).replace('\u202f', ' ')
    if _sid in CHECK:
        assert CHECK[_sid](_row), _sid
        continue
    for _n in _ex.get('numbers', []):
        assert str(_n) in _row.replace(',', ''), (_sid, _n)
    for _nm in _ex.get('names', []):
        assert strip(_nm).lower() in strip(_row).lower(), (_sid, _nm)

WHY = {'csar_per_household': "681 t of rice to 6,810 households = 681,000 kg / 6,810 = 100 kg per "
                             "household (computed)",
       'pdgi_phases': "emergency 2012-2013, short term 2014-2016, medium/long term 2017-2022",
       'cngi_chair_2025': "chaired by the Ministre de l'Hydraulique et de l'Assainissement on 11 "
                          "Apr "
                          "2025 (Leral)"}

for _sid, _aid, _ex, _ph in FACTS:
    _a = ACTORS[_aid]
    fixed('actors', f'w5_act_{_sid}', _ph, _ex,
          f"{F_ACT} {_aid} ({_a['acronym'] or _a['name_en']}): "
          + WHY.get(_sid, f"{_ex}; {_a['mandate_en'][:140]}…"))
