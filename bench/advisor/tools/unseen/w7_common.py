"""Shared bits of the seventh wave of shapes (w7_*.py): the sixth wave's helpers (French
typography, one question per wording, place words, the household sizes of CRS-01's note), plus
what this wave adds: both sizes the note gives Kaolack, the number of ordinary households of 2023
read in the same note, the standards stated inside the notes of other standards (rural health
facilities, nurses, the sub-Saharan mortality thresholds), the shock words of the EHCVM milieu
file, and the duplicate commune names with their departments. No shape is registered here."""
import re

from .data import COMMUNES, DUP_COMMUNES, REGIONS, SHOCKS, STANDARDS, norm, rows
from .w6_common import (AFF20, F_AREAS, F_STDCTX, HH_NAT, HH_SIZE, ceil_div, de_w,  # noqa: F401
                        dept_w, ev, fixed, kind_of, lang_i, pct, rank_of, region_w, shape,
                        with_de, assert_in)

F_STD = 'response/response_standards.csv'
F_HHC = 'curated/household-size-by-region.csv'
F_NOTES = 'curated/response-standards-in-notes.csv'
NOTE = STANDARDS['CRS-01']['phase_or_note']

# Kaolack is listed twice in CRS-01's note (12 and 11): both sizes are expected, never one.
KAOLACK = sorted(next({int(r['persons_min']), int(r['persons_max'])}
                      for r in rows(F_HHC) if r['region_as_written'] == 'Kaolack'))
assert KAOLACK == [11, 12] and 'Kaolack' not in HH_SIZE, KAOLACK
for _r in rows(F_HHC):  # the curated table and the note read here agree
    if _r['region_as_written'] != 'Kaolack':
        _n = next(x['name'] for x in REGIONS if norm(x['name']) == norm(_r['region_as_written']))
        assert HH_SIZE[_n] == int(_r['persons_min']), _r
NO_SIZE = sorted(r['name'] for r in REGIONS if r['name'] not in HH_SIZE and r['name'] != 'Kaolack')
ORD_HH = int(re.search(r'([\d,]+) ordinary households in 2023', NOTE).group(1).replace(',', ''))
SECTION_HH = int(re.search(r"'([\d,]+) ménages", STANDARDS['CRS-01']['page_or_section'])
                 .group(1).replace(',', ''))
assert (ORD_HH, SECTION_HH) == (1991012, 2005420)

IN_NOTES = {r['standard_id']: r for r in rows(F_NOTES)}
RURAL_HF = int(IN_NOTES['HEA-01.rural']['per'].split()[0].replace(',', ''))
NURSE = int(IN_NOTES['HEA-04.nurse']['per'].lstrip('<').split()[0].replace(',', ''))
DOCTOR = int(IN_NOTES['HEA-04.doctor']['per'].lstrip('<').split()[0].replace(',', ''))
CAMP_NUT = float(IN_NOTES['NUT-01.camp']['value'].lstrip('>'))
LAUNDRY = int(IN_NOTES['WAT-10.laundry']['value'])
assert (RURAL_HF, NURSE, DOCTOR, CAMP_NUT, LAUNDRY) == (50000, 10000, 50000, 90, 100)
_CMR = STANDARDS['HEA-05']['phase_or_note']
CMR_BASE, CMR_U5_BASE = 0.44, 1.14
CMR_SSA, CMR_U5_SSA = 0.9, 2.3
assert_in(_CMR, CMR_BASE, CMR_U5_BASE, CMR_SSA, CMR_U5_SSA)


def std(sid):
    v = STANDARDS[sid]['value']
    return float(v) if re.fullmatch(r'[\d.]+', v) else v


SHOCK_W = {'inondations': ('les inondations', 'floods'),
           'prix_eleves_produits_alimentaires': ('la hausse des prix alimentaires',
                                                 'high food prices'),
           'prix_eleves_intrants_agricoles': ('la hausse du prix des intrants agricoles',
                                              'high farm input prices'),
           'maladie_grave_ou_accident_membre': ("la maladie grave ou l'accident d'un membre",
                                                "a member's serious illness or accident"),
           'deces_membre': ("le décès d'un membre du ménage", 'the death of a household member')}
MILIEU_W = {'dakar_urban_pct': ('à Dakar (urbain)', 'in urban Dakar'),
            'other_urban_pct': ('dans les autres villes', 'in other towns'),
            'rural_pct': ('en milieu rural', 'in rural areas'),
            'national_pct': ('au niveau national', 'nationally')}
assert set(SHOCK_W) == set(SHOCKS)

IND_W = {'drinking_water_access_households_pct': ("l'accès des ménages à l'eau potable",
                                                  'household access to drinking water'),
         'electricity_access_households_pct': ("l'accès des ménages à l'électricité",
                                               'household access to electricity'),
         'food_insecurity_moderate_or_severe_pct': ("l'insécurité alimentaire modérée ou sévère",
                                                    'moderate or severe food insecurity'),
         'food_insecurity_severe_pct': ("l'insécurité alimentaire sévère",
                                        'severe food insecurity'),
         'households_with_shock_last_3y_pct': ("la part des ménages ayant subi un choc en 3 ans",
                                               'the share of households hit by a shock in 3 '
                                               'years')}

# Commune names that exist twice, with their two rows (departments differ).
DUPS = {n: [c for c in COMMUNES if c['name'] == n] for n in DUP_COMMUNES}
assert all(len(v) == 2 and v[0]['dept'] != v[1]['dept'] for v in DUPS.values()), DUPS


def de_e(e):
    """'les inondations de X' -> 'des inondations de X'; 'la crue' -> 'de la crue'."""
    for a, b in (('les ', 'des '), ('le ', 'du ')):
        if e.startswith(a):
            return b + e[len(a):]
    return 'de ' + e


def nz(v, nd=None):
    """A computed value as an expectation: integral floats become ints (1650000.0 -> 1650000)."""
    if nd is not None:
        v = round(v, nd)
    return int(v) if float(v) == int(v) else v
