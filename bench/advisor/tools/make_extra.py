"""Writes bench/advisor/questions.extra.jsonl: questions the public bank does not hold, in both
languages and in other phrasings, with expected figures computed here straight from data/knowledge
(independently of the analyst). Run: python3 bench/advisor/tools/make_extra.py"""
import csv, json, math, os, random, unicodedata

ROOT = os.path.join(os.path.dirname(__file__), '..', '..', '..')
D = os.path.join(ROOT, 'data', 'knowledge')
rnd = random.Random(20261124)

def rows(path, sep=','):
    with open(os.path.join(D, path), encoding='utf-8-sig') as f:
        return list(csv.DictReader(f, delimiter=sep))

deps = rows('population/population_ansd_departements_2023_2030.csv')
regs = rows('population/population_ansd_regions_2023_2030.csv')
areas = {f['properties']['adm2_pcode']: f['properties']['area_km2'] for f in json.load(open(os.path.join(D, 'admin/sen_adm2_departements46_simplified.geojson')))['features']}
health = rows('health/health_facilities_count_by_region_type.csv')
vul = rows('vulnerability/vulnerability_ehcvm_2021_2022_by_region.csv')
out = []
def add(lang, cat, turns, expect):
    out.append({'id': f'extra-{len(out)+1:03d}', 'lang': lang, 'category': cat, 'turns': turns if isinstance(turns, list) else [turns], 'expect': expect})

# Population of departments and regions, other phrasings, other years.
for d in rnd.sample(deps, 12):
    y = rnd.choice(range(2023, 2031))
    v = int(d[f'pop_{y}'])
    if rnd.random() < 0.5:
        add('fr', 'population', f"Combien d'habitants dans le département de {d['adm2_name']} en {y} ?", {'numbers': [v], 'names': [d['adm2_name']]})
    else:
        add('en', 'population', f"How many people does {d['adm2_name']} department have in {y}?", {'numbers': [v], 'names': [d['adm2_name']]})
for r in rnd.sample(regs, 6):
    y = rnd.choice(range(2024, 2031))
    add('en' if rnd.random() < 0.5 else 'fr', 'population', f"Population of {r['adm1_name']} region in {y}?" if rnd.random() < 0.5 else f"Quelle population pour la région de {r['adm1_name']} en {y} ?", {'numbers': [int(r[f'pop_{y}'])], 'names': [r['adm1_name']]})
# Spelling mistakes and missing accents.
for name, typo in [('Ziguinchor', 'Ziguinshor'), ('Tambacounda', 'Tambakounda'), ('Kédougou', 'Kedougu'), ('Sédhiou', 'Sedhiou')]:
    r = next(x for x in regs if x['adm1_name'] == name)
    add('fr', 'population', f"population region {typo} 2023", {'numbers': [int(r['pop_2023'])], 'names': [name]})
# Rankings within regions.
by_region = {}
for d in deps:
    by_region.setdefault(d['adm1_name'], []).append(d)
for rname in rnd.sample(sorted(by_region), 5):
    ds = sorted(by_region[rname], key=lambda d: -int(d['pop_2027']))
    add('fr', 'ranking', f"Quel est le département le plus peuplé de la région de {rname} en 2027 ?", {'numbers': [int(ds[0]['pop_2027'])], 'names': [ds[0]['adm2_name']]})
    add('en', 'ranking', f"Rank the departments of {rname} region by population in 2027.", {'numbers': [int(d['pop_2027']) for d in ds], 'names': [d['adm2_name'] for d in ds]})
top5 = sorted(regs, key=lambda r: -int(r['pop_2026']))[:5]
add('en', 'ranking', 'Which are the 5 most populated regions of Senegal in 2026?', {'numbers': [int(r['pop_2026']) for r in top5], 'names': [r['adm1_name'] for r in top5]})
big = [d for d in deps if int(d['pop_2023']) > 700000]
add('fr', 'ranking', 'Quels départements comptent plus de 700 000 habitants en 2023 ?', {'numbers': [int(d['pop_2023']) for d in big], 'names': [d['adm2_name'] for d in big]})
# Comparisons and growth.
for a, b in [('Bignona', 'Ziguinchor'), ('Linguère', 'Louga'), ('Mbour', 'Thiès')]:
    da = next(d for d in deps if d['adm2_name'] == a); db = next(d for d in deps if d['adm2_name'] == b)
    add('fr', 'comparison', f"Compare les départements de {a} et {b} en 2029.", {'numbers': [int(da['pop_2029']), int(db['pop_2029'])], 'names': [a, b]})
for d in rnd.sample(deps, 3):
    add('en', 'comparison', f"How much does the population of {d['adm2_name']} department grow from 2024 to 2030?", {'numbers': [int(d['pop_2030']) - int(d['pop_2024'])], 'names': [d['adm2_name']]})
# Density.
for d in rnd.sample(deps, 4):
    v = int(d['pop_2023']) / areas[d['adm2_pcode']]
    add('fr' if rnd.random() < 0.5 else 'en', 'density', f"Densité de population du département de {d['adm2_name']} en 2023 ?" if rnd.random() < 0.5 else f"Population density of {d['adm2_name']} department in 2023?", {'approx_numbers': [[round(v, 2), 0.01]], 'names': [d['adm2_name']]})
# Health.
for r in rnd.sample(sorted({h['adm1_name'] for h in health}), 4):
    hs = [h for h in health if h['adm1_name'] == r]
    add('en', 'health', f"How many health facilities are there in {r} region in total?", {'numbers': [sum(int(h['n_facilities']) for h in hs)], 'names': [r]})
    hop = next((h for h in hs if h['facility_type'] == 'hopital'), None)
    if hop:
        add('fr', 'health', f"Combien d'hôpitaux dans la région de {r} ?", {'numbers': [int(hop['n_facilities'])], 'names': [r]})
# Vulnerability.
for v in rnd.sample(vul, 4):
    add('en', 'vulnerability', f"What is the rate of access to electricity for households in {v['adm1_name']} region?", {'numbers': [float(v['electricity_access_households_pct'])], 'names': [v['adm1_name']]})
low = min(vul, key=lambda v: float(v['drinking_water_access_households_pct']))
add('fr', 'vulnerability', "Quelle région a le plus faible accès des ménages à l'eau potable ?", {'numbers': [float(low['drinking_water_access_households_pct'])], 'names': [low['adm1_name']]})
# Flood events and places.
add('en', 'flood_events', 'What was the toll of the 2012 floods in Senegal?', {'numbers': [5000, 6500]})
add('fr', 'flood_events', "Combien de personnes déplacées par les crues du fleuve en 2024 ?", {'numbers': [56000]})
add('en', 'event_place', 'How many houses were flooded in Diourbel on 16 September 2024?', {'numbers': [1238], 'names': ['Diourbel']})
add('fr', 'event_place', "Combien de personnes affectées dans le département de Thiès en 2020 ?", {'numbers': [8411], 'names': ['Thi']})
add('en', 'event_place', 'How many deaths were reported in Dagana during the September 2016 storm?', {'numbers': [5], 'names': ['Dagana']})
add('fr', 'frequency', "Dans combien d'événements d'inondation distincts le département de Rufisque apparaît-il ?", {'numbers': [4], 'names': ['Rufisque']})
# Needs.
for n in [2500, 12000, 800]:
    add('en', 'needs', f"How much water per day do {n:,} displaced people need?", {'numbers': [15], 'approx_numbers': [[n * 15, 0.01]]})
    add('fr', 'needs', f"Combien de toilettes faut-il pour {n:,} personnes en première phase ?".replace(',', ' '), {'numbers': [50], 'approx_numbers': [[math.ceil(n / 50), 0.01]]})
add('fr', 'needs', "Quels sont les besoins pour les personnes affectées à Pikine lors des inondations de 2020 ?", {'numbers': [3250], 'approx_numbers': [[3250 * 15, 0.01]]})
# Follow-ups.
add('fr', 'followup', ['Population de la région de Louga en 2023 ?', 'Et en 2028 ?'], {'numbers': [int(next(r for r in regs if r['adm1_name'] == 'Louga')['pop_2028'])], 'names': ['Louga']})
add('en', 'followup', ['How many hospitals are in Thiès region?', 'And in Fatick region?'], {'numbers': [int(next(h for h in health if h['adm1_name'] == 'Fatick' and h['facility_type'] == 'hopital')['n_facilities'])], 'names': ['Fatick']})
add('fr', 'followup', ['Population du département de Kébémer en 2025 ?', 'Compare avec Linguère.'], {'numbers': [int(next(d for d in deps if d['adm2_name'] == 'Kébémer')['pop_2025']), int(next(d for d in deps if d['adm2_name'] == 'Linguère')['pop_2025'])], 'names': ['Kebemer', 'Linguere']})
# Gaps and out of scope.
GAP = "(pas de donn|aucune donn|non rapport|not reported|no data|cannot|ne peux|don.?t have|do not have)"
add('en', 'gap', 'What will the population of Dakar region be in 2040?', {'pattern': GAP})
add('fr', 'gap', "Combien de morts lors des inondations de 2005 ?", {'pattern': GAP})
add('en', 'out_of_scope', 'Can you recommend a good restaurant in Dakar?', {'pattern': GAP})
add('fr', 'out_of_scope', 'Quel est le prix du riz au marché Sandaga ?', {'pattern': GAP})

with open(os.path.join(ROOT, 'bench', 'advisor', 'questions.extra.jsonl'), 'w', encoding='utf-8') as f:
    for q in out:
        f.write(json.dumps(q, ensure_ascii=False) + '\n')
print(len(out), 'questions')
