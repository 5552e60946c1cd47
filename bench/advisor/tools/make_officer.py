"""Writes bench/advisor/questions.officer.jsonl: 30 questions written by hand as a civil-protection
officer, a Red Cross branch lead or an NGO planner would ask them (fr and en), before they were
ever put to the engine. Only the expected figures are computed, here, from data/knowledge.
The bench reports this set as aggregates only, like the held-out half.
Run: python3 bench/advisor/tools/make_officer.py"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from unseen.core import GAP, OUT  # noqa: E402
from unseen.data import (COMMUNES, DEPT, EVENT, HEALTH, NATIONAL, OCHA2, OCHA3, REGION, ROOT,  # noqa: E402
                         SHOCKS, VUL)

C = {c['name']: c for c in COMMUNES if not c['dup']}
MISSIRAH_TC = next(c for c in COMMUNES if c['name'] == 'Missirah' and c['dept'] == 'Tambacounda')
Q = []


def q(lang, kind, turns, expect, why):
    Q.append({'id': f'officer-{len(Q) + 1:02d}', 'lang': lang, 'category': kind,
              'turns': turns if isinstance(turns, list) else [turns], 'expect': expect, 'why': why})


def pct(a, b):
    return round(a / b * 100, 2)


d = DEPT['Kaolack']
q('fr', 'multi_part', "Bonjour, je suis à la protection civile de Kaolack. L'hivernage arrive : quelle est la "
  "population du département de Kaolack en 2025, et combien de postes de santé y a-t-il dans la région ?",
  {'numbers': [d['pop'][2025], HEALTH['Kaolack']['poste de sante'][0]], 'names': ['Kaolack']},
  'department pop_2025 + region poste de sante n_facilities')
q('fr', 'needs', "On a 3 500 sinistrés relogés dans des écoles à Keur Massar. Combien de litres d'eau par jour "
  "faut-il prévoir, et combien de latrines ?",
  {'any_numbers': [[52500, 52.5]], 'approx_numbers': [[70, 0.01]]}, 'WAT-01 15 L x 3500; SAN-01 3500/50')
q('fr', 'events', "Pour Rufisque : combien de personnes touchées aux inondations de 2020, et combien de maisons "
  "inondées le 16 septembre 2024 ?", {'numbers': [3741, 150], 'names': ['Rufisque']},
  'flood_event_areas SEN-2020-01 Rufisque people_affected; SEN-2024-01 Rufisque houses_flooded')
r = REGION['Matam']
q('en', 'multi_part', "I lead the Red Cross branch in Matam. How many people live in Matam region in 2024, and "
  "what share of households there has electricity?",
  {'numbers': [r['pop'][2024], VUL['Matam']['electricity_access_households_pct']], 'names': ['Matam']},
  'regions pop_2024; EHCVM electricity')
o = OCHA2['Podor']
q('fr', 'ocha2020', "On prépare une distribution de kits nutritionnels dans le département de Podor : combien "
  "d'enfants de moins de 5 ans selon les chiffres OCHA 2020 ?", {'numbers': [o['T_00_04']], 'names': ['Podor']},
  'sen_admpop_adm2_2020 Podor T_00_04')
q('en', 'events', "Which departments of Dakar region have been hit by the largest number of distinct flood "
  "events, and how many each?", {'numbers': [6, 5], 'names': ['Guediawaye', 'Dakar']},
  'flood_event_areas distinct event_id: Guediawaye 6, Dakar 5, Pikine 4, Rufisque 4')
e = EVENT['SEN-2024-02']
q('fr', 'events', "Le fleuve monte à Bakel. Rappelle-moi le bilan de la crue de 2024 : déplacés, personnes "
  "affectées et ménages touchés.",
  {'numbers': [e['people_displaced'], e['people_affected'], e['families_or_households_affected']]},
  'flood_events SEN-2024-02 people_displaced, people_affected, households (as published)')
q('fr', 'value', "Combien de femmes vivent dans la commune de Bakel d'après le recensement de 2023 ?",
  {'numbers': [C['Bakel']['census']['F']], 'names': ['Bakel']}, 'by-sex file commune Bakel F')
q('en', 'needs', "We are setting up a planned camp for 12,000 displaced people. How much land do we need in "
  "total, and how many toilets for the first phase?",
  {'any_numbers': [[540000, 54]], 'approx_numbers': [[240, 0.01]]}, 'SHE-02 45 m2 x 12000; SAN-01 12000/50')
q('fr', 'level_name', "Il y a des alertes vers Missirah, celle du département de Tambacounda. Combien "
  "d'habitants au dernier recensement ?", {'numbers': [MISSIRAH_TC['census']['_T']], 'names': ['Missirah']},
  f"by-sex file {MISSIRAH_TC['code']} _T")
t = C['Touba Mosquee']
q('fr', 'value', "Population de Touba Mosquée en 2027 selon les projections de l'ANSD ?",
  {'numbers': [t['proj'][2027]], 'names': ['Touba']}, 'projections by commune Touba Mosquee 2027')
a, b = DEPT['Pikine'], DEPT['Guédiawaye']
q('en', 'growth', "Compare the 2023 population of Pikine and Guédiawaye departments, and give me the difference.",
  {'numbers': [a['pop'][2023], b['pop'][2023], a['pop'][2023] - b['pop'][2023]], 'names': ['Pikine', 'Guediawaye']},
  'departments pop_2023 and difference')
q('fr', 'vulnerability', "Quel est le taux d'insécurité alimentaire sévère à Kédougou et à Tambacounda ?",
  {'numbers': [VUL['Kédougou']['food_insecurity_severe_pct'], VUL['Tambacounda']['food_insecurity_severe_pct']]},
  'EHCVM food_insecurity_severe_pct')
q('fr', 'gap', "Combien de personnes ont été déplacées lors des inondations d'août 2022 ?",
  {'numbers': [EVENT['SEN-2022-01']['families_displaced']], 'pattern': GAP},
  'SEN-2022-01 people_displaced empty (not reported); families_displaced 1396 is what is held nearby')
r = REGION['Thiès']
q('en', 'growth', "What is ANSD's projection for Thiès region in 2030, and how much growth is that since the 2023 census?",
  {'numbers': [r['pop'][2030], r['pop'][2030] - r['pop'][2023]],
   'approx_numbers': [[pct(r['pop'][2030] - r['pop'][2023], r['pop'][2023]), 0.03]], 'names': ['Thies']},
  'regions pop_2030 - pop_2023, and %')
low = sorted((v['drinking_water_access_households_pct'], k) for k, v in VUL.items()
             if v['drinking_water_access_households_pct'] < 60)
q('fr', 'rank_threshold', "Quelles régions ont un accès des ménages à l'eau potable inférieur à 60 % ?",
  {'numbers': [v for v, _ in low], 'names': [k for _, k in low]}, f'EHCVM drinking water < 60: {low}')
h = HEALTH['Sédhiou']['poste de sante']
q('fr', 'value', "slt, cb de postes de santé à Sédhiou (région) et cb sont géolocalisés ?",
  {'numbers': [h[0], h[1]], 'names': ['Sedhiou']}, 'health count Sedhiou poste de sante')
q('en', 'actors', "Who coordinates rescue operations when the ORSEC plan is triggered?", {'names': ['BNSP']},
  'actors ACT-03 BNSP mandate')
r = REGION['Saint-Louis']
q('fr', 'share_rate', "Pour la réunion du CRGI de Saint-Louis : population de la région en 2026 et sa part "
  "dans la population nationale ?", {'numbers': [r['pop'][2026]],
                                     'approx_numbers': [[pct(r['pop'][2026], NATIONAL[2026]), 0.02]],
                                     'names': ['Louis']}, 'regions pop_2026 / national 2026')
q('fr', 'gap', "Combien de décès lors des fortes pluies du 16 septembre 2024 ?", {'pattern': GAP},
  'SEN-2024-01 deaths empty: not reported')
q('en', 'gap', "How many hospital beds are available in Ziguinchor region?", {'pattern': GAP},
  'no bed counts in any file')
kd = DEPT['Kolda']['census']
q('fr', 'value', "Combien d'hommes et de femmes dans le département de Kolda au recensement de 2023 ?",
  {'numbers': [kd['M'], kd['F']], 'names': ['Kolda']}, 'by-sex file department Kolda M, F')
q('fr', 'value', "Région de Kolda, recensement 2023 : population totale ?",
  {'numbers': [REGION['Kolda']['pop'][2023]], 'names': ['Kolda']},
  'sum of Kolda departments (the by-sex region row of Kolda is swapped with Kedougou)')
f = C['Fissel']
q('en', 'value', "Population of Fissel commune in 2023?", {'numbers': [f['census']['_T']], 'names': ['Fissel']},
  f"census {f['census']['_T']}; the projection row for 2023 ({f['proj'][2023]}) is Ndiaganiao's, swapped")
q('fr', 'needs', "5 400 sinistrés, ça fait combien de ménages à peu près ?", {'approx_numbers': [[600, 0.01]]},
  'CRS-01 9 persons per household: 5400/9')
q('fr', 'follow_up', ["Combien de personnes affectées dans le département de Thiès lors des inondations de septembre 2020 ?",
                      "Et l'eau qu'il leur faut par jour ?"], {'any_numbers': [[8411 * 15, 8411 * 15 / 1000]]},
  'flood_event_areas SEN-2020-01 Thies 8411 x WAT-01 15 L')
top = sorted(DEPT.values(), key=lambda d: -d['pop'][2026])[:5]
q('fr', 'rank_threshold', "Pour prioriser les stocks du CSAR : quels sont les 5 départements les plus peuplés en 2026 ?",
  {'numbers': [d['pop'][2026] for d in top], 'names': [d['name'] for d in top]}, 'departments by pop_2026')
q('en', 'vulnerability', "What share of households nationally were hit by floods according to the EHCVM survey?",
  {'numbers': [SHOCKS['inondations']['national_pct']]}, 'household shocks, inondations, national_pct')
q('fr', 'out_of_scope', "Quel temps fera-t-il à Matam demain ? Faut-il évacuer les berges ?", {'pattern': OUT},
  'no weather forecast in any file')
s = OCHA3['Sindia']
q('en', 'ocha2020', "How many people aged 65 and over live in Sindia arrondissement (OCHA 2020)? We plan evacuations.",
  {'numbers': [s['T_65_69'] + s['T_70_74'] + s['T_75_79'] + s['T_80plus']], 'names': ['Sindia']},
  'sen_admpop_adm3_2020 Sindia 65+ bands')
assert len(Q) == 30, len(Q)

with open(os.path.join(ROOT, 'bench', 'advisor', 'questions.officer.jsonl'), 'w', encoding='utf-8') as fh:
    for item in Q:
        fh.write(json.dumps(item, ensure_ascii=False) + '\n')
print(len(Q), 'officer questions;', sum(x['lang'] == 'fr' for x in Q), 'fr')
