"""Seventh wave, kind `actors`: facts of senegal_response_actors.csv not asked in waves 1-6 —
DPGI's 1,400 constructions at risk and its alert platform, the ministry DPC answers to, where
the CNGI was instituted in 2018, OMVS's seat, the Family ministry's cash-transfer programmes, what
the army delivered in 2024, where MRAZI's directorate went, what the May 2025 council asked of
OMVG, DGPRE's new automatic station — and values derived from a row: the PDGI's unexecuted
amount, the 2020 DREF per person, PROGEP 2's drainage per commune, CSAR's capacity per warehouse.
Every expected string or number is checked below against the actor's row."""
from .data import ACTORS, F_ACT, norm
from .w6_common import flat
from .w7_common import fixed


def row(aid):
    return flat(' '.join(ACTORS[aid].values()).replace('\u202f', ' '))


def la(*alts):
    return ''.join(f'(?=[\\s\\S]*({a}))' for a in alts)


# (sid, actor, expect, strings the row must hold, why, [(lang, style, text)])
FACTS = [
    ('dpgi_constructions', 'ACT-01', {'numbers': [1400]}, ['1 400 constructions'],
     "DPGI counts 1,400 constructions at risk in flood zones (Leral 2025)", [
        ('fr', 'formal', "Combien de constructions à risque la DPGI a-t-elle recensées dans les "
                         "zones inondables ?"),
        ('en', 'formal', "How many at-risk constructions has DPGI counted in flood-prone zones?"),
        ('en', 'informal', "dpgi: how many buildings at risk in flood zones?")]),
    ('dpgi_alert_platform', 'ACT-01', {'pattern': la('mairie|town hall|municipal|commune',
                                                     'prefect')},
     ['town halls and prefectures'], "DPGI's alert platform is linked to town halls and "
                                     "prefectures", [
        ('fr', 'formal', "À qui la plateforme d'alerte de la DPGI est-elle reliée ?"),
        ('fr', 'informal', "la plateforme d'alerte de la DPGI, elle envoie l'info à qui ?"),
        ('en', 'formal', "Whom is DPGI's alert platform linked to?")]),
    ('dpc_ministry', 'ACT-02', {'pattern': '(interieur|interior)'},
     ["Ministère de l'Intérieur"], "DPC sits in the Ministry of the Interior and Public Security", [
        ('fr', 'formal', "De quel ministère dépend la Direction de la protection civile ?"),
        ('fr', 'sms', "la DPC depend d kel ministere ?"),
        ('en', 'formal', "Which ministry does the Directorate of Civil Protection (DPC) come "
                         "under?")]),
    ('cngi_instituted_at', 'ACT-05', {'pattern': '(renouveau|renewal|habitat|housing)'},
     ['Renouveau urbain', '25 Jun 2018'],
     "instituted at the Ministère du Renouveau urbain, de l'Habitat et du Cadre de Vie (arrêté "
     "14054, 25 June 2018)", [
        ('fr', 'formal', "Auprès de quel ministère le CNGI a-t-il été institué en 2018 ?"),
        ('en', 'formal', "At which ministry was the CNGI instituted in 2018?"),
        ('en', 'informal', "cngi 2018 — set up under which ministry?")]),
    ('omvs_seat', 'ACT-12', {'names': ['Dakar']}, ['seat in Dakar'], "OMVS's seat is in Dakar", [
        ('fr', 'formal', "Où se trouve le siège de l'OMVS ?"),
        ('en', 'formal', "Where is the OMVS headquartered?"),
        ('en', 'typo', "were is the OMVS seat")]),
    ('family_cash', 'ACT-19', {'names': ['PAPSA']}, ['PAPSA', 'Fonds de solidarité nationale'],
     "cash transfers through the shock-resilience programme, PAPSA and the National Solidarity "
     "Fund", [
        ('fr', 'formal', "Par quels programmes le ministère de la Famille fait-il des transferts "
                         "monétaires aux sinistrés ?"),
        ('fr', 'long', "Nous voulons coordonner notre cash avec celui de l'État. Par quels "
                       "programmes le ministère de la Famille verse-t-il de l'argent aux "
                       "ménages sinistrés ?"),
        ('en', 'formal', "Through which programmes does the Family ministry make cash transfers "
                         "to flood-hit households?")]),
    ('army_items_2024', 'ACT-20', {'pattern': la('tente|tent', 'matelas|mattress',
                                                 'moustiquaire|mosquito')},
     ['tents, mattresses and mosquito nets'], "with CSAR, 500 t of food, tents, mattresses and "
                                              "mosquito nets", [
        ('fr', 'formal', "En plus des vivres, qu'ont acheminé les forces armées pendant la crue "
                         "d'octobre 2024 ?"),
        ('en', 'formal', "Besides food, what did the armed forces deliver during the October "
                         "2024 flood?"),
        ('en', 'informal', "oct 2024 flood: what non-food stuff did the army bring?")]),
    ('mrazi_darzi', 'ACT-24', {'names': ['DARZI']}, ['DARZI moved'],
     "on MRAZI's abolition (July 2014) its directorate DARZI moved to the urban renewal "
     "ministry", [
        ('fr', 'formal', "Quand le MRAZI a été supprimé, quelle direction a été transférée, et "
                         "vers quel ministère ?"),
        ('en', 'formal', "When MRAZI was abolished, which directorate was moved, and to which "
                         "ministry?"),
        ('en', 'informal', "after MRAZI was scrapped, what happened to its directorate?")]),
    ('omvg_2025', 'ACT-14', {'pattern': la('lacher|release', 'bassin|basin')},
     ['12 May 2025', 'dam releases'], "the 12 May 2025 council asked for close basin monitoring "
                                      "and better-planned releases with OMVS and OMVG", [
        ('fr', 'formal', "Quel rôle le conseil interministériel de mai 2025 a-t-il confié à "
                         "l'OMVG ?"),
        ('en', 'formal', "What role did the May 2025 inter-ministerial council give the OMVG?"),
        ('en', 'informal', "omvg — what were they asked to do in may 2025?")]),
    ('dgpre_diamel', 'ACT-10', {'names': ['Diamel']}, ['Diamel, 2025'],
     "automatic stations, e.g. Diamel (2025)", [
        ('fr', 'formal', "Où la DGPRE a-t-elle installé une station automatique en 2025 ?"),
        ('fr', 'informal', "la nouvelle station automatique de la DGPRE en 2025, elle est où ?"),
        ('en', 'formal', "Where did DGPRE install an automatic station in 2025?")]),
]
for _sid, _aid, _ex, _chk, _why, _ in FACTS:
    for _s in _chk + _ex.get('names', []):
        assert norm(_s) in norm(row(_aid)), (_sid, _s)
    for _n in _ex.get('numbers', []):
        assert str(_n) in row(_aid).replace(' ', ''), (_sid, _n)

for _sid, _aid, _ex, _chk, _why, _ph in FACTS:
    _a = ACTORS[_aid]
    fixed('actors', f'w7_act_{_sid}', _ph, _ex,
          f"{F_ACT} {_aid} ({_a['acronym'] or _a['name_en']}): {_why}.")

_P = ACTORS['ACT-06']['mandate_en']
assert 'FCFA 766.99 billion' in _P and 'FCFA 511.2 bn' in _P
fixed('actors', 'w7_act_pdgi_unexecuted', [
    ('fr', 'formal', "Quel montant du PDGI n'a pas été exécuté, en milliards de FCFA ?"),
    ('fr', 'long', "On me demande ce qu'il reste du programme décennal de gestion des "
                   "inondations. Combien de milliards de FCFA n'ont pas été exécutés ?"),
    ('en', 'formal', "How much of the PDGI was left unexecuted, in billion CFA francs?"),
], {'approx_numbers': [[round(766.99 - 511.2, 2), 0.01]]},
    f"{F_ACT} ACT-06: FCFA 766.99 bn programme, 511.2 bn executed (66.65 %) -> "
    f"{766.99 - 511.2:.2f} bn not executed.")

assert 'CHF 331,410 for 8,100 people' in ACTORS['ACT-15']['mandate_en']
fixed('actors', 'w7_act_dref_per_person', [
    ('fr', 'formal', "Le DREF 2020 de la FICR pour la Croix-Rouge sénégalaise représentait "
                     "combien de francs suisses par personne assistée ?"),
    ('en', 'formal', "How many Swiss francs per person assisted did the 2020 IFRC DREF for the "
                     "Senegalese Red Cross represent?"),
    ('en', 'informal', "2020 dref: CHF per person?"),
], {'approx_numbers': [[round(331410 / 8100, 2), 0.01]]},
    f"{F_ACT} ACT-15: CHF 331,410 for 8,100 people -> {331410 / 8100:.2f} CHF per person.")

assert '46,000 m of drainage in eight communes' in ACTORS['ACT-21']['mandate_en']
fixed('actors', 'w7_act_progep2_per_commune', [
    ('fr', 'formal', "En moyenne, combien de mètres de réseaux de drainage le PROGEP 2 "
                     "prévoit-il par commune ?"),
    ('en', 'formal', "On average, how many metres of drainage does PROGEP 2 build per commune?"),
    ('en', 'informal', "progep 2: metres of drains per commune, on average?"),
], {'numbers': [46000 // 8]},
    f"{F_ACT} ACT-21: 46,000 m of drainage in eight communes -> {46000 // 8} m per commune.")

assert '71 warehouses (86,000 t capacity)' in ACTORS['ACT-08']['mandate_en']
fixed('actors', 'w7_act_csar_per_warehouse', [
    ('fr', 'formal', "Quelle est la capacité moyenne d'un magasin du CSAR, en tonnes ?"),
    ('fr', 'sms', "capacite moyenne d'1 magasin du CSAR en tonnes ?"),
    ('en', 'formal', "What is the average capacity of a CSAR warehouse, in tonnes?"),
], {'approx_numbers': [[round(86000 / 71, 1), 0.01]]},
    f"{F_ACT} ACT-08: 71 warehouses, 86,000 t -> {86000 / 71:.1f} t each on average.")
