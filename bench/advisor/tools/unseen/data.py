"""Reads data/knowledge/ directly (csv, json; standard library only), independently of the
engine and its database, and indexes what the question generator needs. Every trap of
data/knowledge/README.md is handled here, once:
- region totals (and their women/men) come from their departments, never from the region rows of
  ansd_rgph5_2023_population_by_sex.csv (Kolda and Kedougou are swapped there);
- a commune's 2023 figure is its census figure; the communes whose projection row for 2023
  differs from the census are listed in SUSPECT_PROJ (their projected years are not used);
- commune names that exist twice are listed in DUP_COMMUNES;
- a missing figure stays None (never 0); two sources for one event are never summed."""
import csv
import json
import os
import unicodedata

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), '..', '..', '..', '..'))
D = os.path.join(ROOT, 'data', 'knowledge')
YEARS = list(range(2023, 2031))


def rows(path, sep=','):
    with open(os.path.join(D, path), encoding='utf-8-sig') as f:
        return list(csv.DictReader(f, delimiter=sep))


def num(s):
    """A published number, or None when the cell is empty (missing is not zero)."""
    s = (s or '').strip()
    if not s:
        return None
    try:
        v = float(s)
    except ValueError:
        return None
    return int(v) if v == int(v) else v


def strip(s):
    return ''.join(c for c in unicodedata.normalize('NFD', s) if unicodedata.category(c) != 'Mn')


def key(name):
    """The word of a name an answer must contain (compared without case and accents)."""
    words = [w for w in strip(name).replace('-', ' ').replace("'", ' ').split() if len(w) >= 4]
    return max(words, key=len) if words else strip(name)


# --- ANSD departments and regions (census 2023, projections 2024-2030) -------------------------
DEPTS = []
for r in rows('population/population_ansd_departements_2023_2030.csv'):
    DEPTS.append({'pcode': r['adm2_pcode'], 'name': r['adm2_name'], 'region': r['adm1_name'],
                  'rpcode': r['adm1_pcode'], 'ansd': r['ansd_code'],
                  'pop': {y: int(r[f'pop_{y}']) for y in YEARS}})
DEPT = {d['name']: d for d in DEPTS}
DEPT_BY_ANSD = {d['ansd']: d for d in DEPTS}
AREA = {f['properties']['adm2_pcode']: float(f['properties']['area_km2'])
        for f in json.load(open(os.path.join(D, 'admin/sen_adm2_departements46_simplified.geojson'),
                                encoding='utf-8'))['features']}
for d in DEPTS:
    d['area'] = AREA[d['pcode']]

REGIONS = []
for r in rows('population/population_ansd_regions_2023_2030.csv'):
    deps = [d for d in DEPTS if d['rpcode'] == r['adm1_pcode']]
    REGIONS.append({'pcode': r['adm1_pcode'], 'name': r['adm1_name'], 'ansd': r['ansd_code'],
                    'pop': {y: int(r[f'pop_{y}']) for y in YEARS}, 'depts': deps,
                    'area': sum(d['area'] for d in deps)})
REGION = {r['name']: r for r in REGIONS}
for r in REGIONS:  # the regions file is the sum of its departments: check it, do not trust it
    assert all(r['pop'][y] == sum(d['pop'][y] for d in r['depts']) for y in YEARS), r['name']
NATIONAL = {y: sum(d['pop'][y] for d in DEPTS) for y in YEARS}

# --- RGPH-5 census by sex: departments and communes (region rows are not used) ---------------
CENSUS = {}  # ansd code -> {'_T','F','M'}
for r in rows('population/ansd_rgph5_2023_population_by_sex.csv', ';'):
    code = next((r[k] for k in ('REF_AREA_C', 'REF_AREA_D', 'REF_AREA_R') if r[k] != '_T'))
    if r['REF_AREA_C'] == '_T' and r['REF_AREA_D'] == '_T':
        code = 'region-row:' + code  # kept apart: Kolda/Kedougou swapped as published
    CENSUS.setdefault(code, {})[r['SEXE']] = int(r['OBS_VALUE'])
for d in DEPTS:
    d['census'] = CENSUS[d['ansd']]
    assert d['census']['_T'] == d['pop'][2023], d['name']
for r in REGIONS:
    r['census'] = {s: sum(d['census'][s] for d in r['depts']) for s in ('_T', 'F', 'M')}
SWAPPED_REGION_ROWS = [r['name'] for r in REGIONS
                       if CENSUS['region-row:' + r['ansd']]['_T'] != r['census']['_T']]

PROJ = {}
for r in rows('population/ansd_projections_2023_2030_by_commune.csv', ';'):
    PROJ.setdefault(r['REF_AREA'], {})[int(r['TIME_PERIOD'])] = int(r['OBS_VALUE'])

COMMUNES = []
for r in rows('admin/ansd_area_codes_regions_departments_communes.csv'):
    if r['niveau'] != 'commune':
        continue
    dep = DEPT_BY_ANSD[r['parent']]
    COMMUNES.append({'code': r['code'], 'name': r['nom'].title().replace("'S", "'s"),
                     'dept': dep['name'], 'region': dep['region'], 'census': CENSUS[r['code']],
                     'proj': PROJ[r['code']]})
NAME_COUNT = {}
for c in COMMUNES:
    NAME_COUNT[c['name']] = NAME_COUNT.get(c['name'], 0) + 1
for c in COMMUNES:
    c['dup'] = NAME_COUNT[c['name']] > 1
DUP_COMMUNES = sorted({c['name'] for c in COMMUNES if c['dup']})
SUSPECT_PROJ = {c['code'] for c in COMMUNES if c['proj'][2023] != c['census']['_T']}
_LEVEL_NAMES = {strip(x['name']).lower().replace('-', ' ') for x in DEPTS + REGIONS}
CLEAN_COMMUNES = [c for c in COMMUNES if not c['dup'] and c['code'] not in SUSPECT_PROJ
                  and strip(c['name']).lower().replace('-', ' ') not in _LEVEL_NAMES]
COMMUNE = {c['name']: c for c in COMMUNES if not c['dup']}

# --- OCHA COD-PS 2020 (projections from the 2013 census) ---------------------------------------
BANDS = ['T_00_04', 'T_05_09', 'T_10_14', 'T_15_19', 'T_20_24', 'T_25_29', 'T_30_34', 'T_35_39',
         'T_40_44', 'T_45_49', 'T_50_54', 'T_55_59', 'T_60_64', 'T_65_69', 'T_70_74', 'T_75_79',
         'T_80plus']


def ocha(level, name_col):
    out = {}
    for r in rows(f'population/sen_admpop_adm{level}_2020.csv'):
        v = {k: int(r[k].strip()) for k in ['Female', 'Male', 'Total'] + BANDS}
        v['name'] = r[name_col]
        v['parent'] = r.get('ADM2_FR') if level == 3 else r.get('ADM1_FR')
        out[r[name_col]] = v
    return out


OCHA1 = ocha(1, 'ADM1_FR')
OCHA2 = ocha(2, 'ADM2_FR')
OCHA3 = {k: v for k, v in ocha(3, 'ADM3_FR').items()}
OCHA3_UNIQUE = [v for v in OCHA3.values() if v['name'] not in DEPT and v['name'] not in REGION
                and v['name'] not in COMMUNE]


def ocha2_for(dept_name):
    """OCHA's department row for an ANSD department (OCHA writes names without accents;
    Keur Massar, created in 2021, has none)."""
    s = strip(dept_name).lower().replace('-', ' ')
    for k, v in OCHA2.items():
        if strip(k).lower().replace('-', ' ') == s:
            return v
    return None


def ocha1_for(region_name):
    s = strip(region_name).lower().replace('-', ' ')
    return next((v for k, v in OCHA1.items() if strip(k).lower().replace('-', ' ') == s), None)


# --- Floods ------------------------------------------------------------------------------------
EVENTS = []
for r in rows('floods/flood_events.csv'):
    e = dict(r)
    for k in ('deaths', 'injured', 'people_affected', 'people_displaced',
              'families_or_households_affected', 'families_displaced',
              'houses_destroyed_or_collapsed', 'houses_flooded'):
        e[k] = num(r[k])
    EVENTS.append(e)
EVENT = {e['event_id']: e for e in EVENTS}
AREAS = []
for r in rows('floods/flood_event_areas.csv'):
    a = dict(r)
    a['value'] = num(r['value'])
    AREAS.append(a)

# --- Health, vulnerability, rainfall, standards, actors -----------------------------------------
HEALTH = {}
for r in rows('health/health_facilities_count_by_region_type.csv'):
    HEALTH.setdefault(r['adm1_name'], {})[r['facility_type']] = (int(r['n_facilities']),
                                                                 int(r['n_geolocated']))
HEALTH_GEO_DEPT = {}
for r in rows('health/health_facilities_geolocated_by_adm2_type.csv'):
    HEALTH_GEO_DEPT.setdefault(r['adm2_name'], {})[r['facility_type']] = int(
        r['n_geolocated_facilities'])
VUL = {r['adm1_name']: {k: float(v) for k, v in r.items() if k.endswith('_pct')}
       for r in rows('vulnerability/vulnerability_ehcvm_2021_2022_by_region.csv')}
SHOCKS = {r['shock']: {k: float(v) for k, v in r.items() if k.endswith('_pct')}
          for r in rows('vulnerability/household_shocks_ehcvm_2021_2022_by_milieu.csv')}
STANDARDS = {r['standard_id']: r for r in rows('response/response_standards.csv')}
ACTORS = {r['actor_id']: r for r in rows('response/senegal_response_actors.csv')}
RAIN = {r['fact_id']: r for r in rows('rainfall/rainfall_facts.csv')}


def std_value(sid):
    return float(STANDARDS[sid]['value'])


# OCHA spells six departments otherwise (M'Backe, Koupentoum, Nioro...): ocha2_for misses them.
_OCHA2_ALIAS = {'Mbacké': 'M\u2019Backe', 'Mbour': 'M\u2019Bour', 'Koumpentoum': 'Koupentoum',
                'Malem-Hodar': 'Malem Hoddar', 'Médina-Yorofoula': 'Medina Yoro Foulah',
                'Nioro du Rip': 'Nioro'}
# OCHA 2020 has 45 departments: its Pikine still holds Keur Massar (a department since 2021), so
# neither is comparable one to one with the ANSD 2023 figures.
OCHA_NOT_COMPARABLE = {'Pikine', 'Keur Massar'}


def ocha2_of(dept_name):
    """OCHA's 2020 row for an ANSD department, the differently spelled ones included; None for
    Keur Massar."""
    return OCHA2.get(_OCHA2_ALIAS.get(dept_name, '')) or ocha2_for(dept_name)


def norm(name):
    return strip(name).lower().replace('-', ' ').replace("'", ' ').replace('\u2019', ' ')


F_DEPT = 'population/population_ansd_departements_2023_2030.csv'
F_REG = 'population/population_ansd_regions_2023_2030.csv'
F_SEX = 'population/ansd_rgph5_2023_population_by_sex.csv'
F_PROJ = 'population/ansd_projections_2023_2030_by_commune.csv'
F_AREA = 'admin/sen_adm2_departements46_simplified.geojson'
F_EV = 'floods/flood_events.csv'
F_EVA = 'floods/flood_event_areas.csv'
F_HC = 'health/health_facilities_count_by_region_type.csv'
F_HG = 'health/health_facilities_geolocated_by_adm2_type.csv'
F_VUL = 'vulnerability/vulnerability_ehcvm_2021_2022_by_region.csv'
F_SHK = 'vulnerability/household_shocks_ehcvm_2021_2022_by_milieu.csv'
F_STD = 'response/response_standards.csv'
F_ACT = 'response/senegal_response_actors.csv'

if __name__ == '__main__':
    print(len(DEPTS), 'departments;', len(REGIONS), 'regions;', len(COMMUNES), 'communes')
    print('national 2023 =', NATIONAL[2023])
    print('region rows swapped in the by-sex file:', SWAPPED_REGION_ROWS)
    print('duplicate commune names:', DUP_COMMUNES)
    print('suspect projection rows:', sorted(c['name'] for c in COMMUNES if c['code'] in SUSPECT_PROJ))
    print(len(OCHA1), len(OCHA2), len(OCHA3), 'OCHA rows;', len(EVENTS), 'events;', len(AREAS), 'areas')
