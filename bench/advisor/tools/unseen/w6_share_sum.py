"""Sixth wave, kinds `share_rate` (a department's part of the people affected in September 2020 or
of the houses flooded on 16 September 2024, women among those affected in 2020, the displaced
among the affected, a region's part of the country's area, health posts in a region's facility
mix, people per geolocated health post in a department, one department's part of the schools cut
off in 2024) and `sum_parts` (a department as the sum of its communes, two events whose one has
two sources, houses destroyed over a span of years, the country without Dakar, named river
departments, under-5s of named departments, the pumping sites of 16 September 2024)."""
import re

from .data import (AREA, COMMUNES, DEPT, DEPTS, EVENT, EVENTS, F_AREA, F_DEPT, F_EV, F_HC, F_HG,
                   F_REG, F_SEX, HEALTH, HEALTH_GEO_DEPT, NATIONAL, REGION, REGIONS, key,
                   ocha2_of)
from .w6_common import (AFF20, F_AREAS, F_O2, HOUSES24, SCHOOLS24, assert_in, ev,
                        fixed, join_w, pct, shape)

assert sum(AFF20.values()) == EVENT['SEN-2020-01']['people_affected']


@shape('share_rate', 'w6_sh_dept_part_2020', [
    ('fr', 'typo', "sur l'ensemble des sinistrés des innondations de septembre 2020, quel "
                   "pourcentage etait dans le departement de {d} ?"),
    ('fr', 'informal', "sept 2020 : le département de {d}, c'était quel pourcentage des "
                       "sinistrés au total ?"),
    ('en', 'formal', "What share of all the people affected by the September 2020 floods was in "
                     "{d} department?"),
    ('en', 'long', "For our 2020 lessons-learned we want to see where the burden fell. What "
                   "percentage of those affected in September 2020 were in {d}?"),
])
def dept_part_2020(rng, ctx):
    d = rng.choice(sorted(AFF20))
    v = pct(AFF20[d], sum(AFF20.values()))
    return {'fill': {'d': ctx.pn(d)}, 'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d)]},
            'why': f"{F_AREAS} SEN-2020-01 people_affected (IFRC table 1): {d} {AFF20[d]} / total "
                   f"{sum(AFF20.values())} (= {F_EV} people_affected) = {v} %."}


_T20 = EVENT['SEN-2020-01']['notes']
assert_in(_T20, 10919, 5879)
W20 = pct(10919, EVENT['SEN-2020-01']['people_affected'])
fixed('share_rate', 'w6_sh_women_affected_2020', [
    ('fr', 'formal', "Quelle proportion de femmes parmi les personnes touchées par les inondations "
                     "de septembre 2020 ?"),
    ('fr', 'sms', "sept 2020 : % d femmes parmi les sinistres ?"),
    ('en', 'formal', "What proportion of the people affected by the September 2020 floods were "
                     "women?"),
    ('en', 'informal', "sept 2020 floods — how many of those affected were women, in %?"),
], {'approx_numbers': [[W20, 0.02]]},
    f"{F_EV} SEN-2020-01 notes: 10,919 women and 5,879 men affected; 10919 / people_affected "
    f"{EVENT['SEN-2020-01']['people_affected']} = {W20} %.")

DISP = [e for e in ('SEN-2019-01', 'SEN-2020-01')
        if EVENT[e]['people_displaced'] and EVENT[e]['people_affected']]


@shape('share_rate', 'w6_sh_displaced_of_affected', [
    ('en', 'informal', "{e}: what % of the people affected ended up displaced?"),
    ('fr', 'noacc', "{e} : % de deplaces parmi les sinistres ?"),
    ('en', 'formal', "Of the people affected by {e}, what share had to leave their homes?"),
])
def displaced_of_affected(rng, ctx):
    eid = rng.choice(DISP)
    e = EVENT[eid]
    v = pct(e['people_displaced'], e['people_affected'])
    return {'fill': {'e': ev(ctx, eid)}, 'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_EV} {eid}: people_displaced {e['people_displaced']} / people_affected "
                   f"{e['people_affected']} = {v} %."}


H24 = EVENT['SEN-2024-01']['houses_flooded']


@shape('share_rate', 'w6_sh_houses_2024_part', [
    ('en', 'long', "I'm writing about the downpour of 16 September 2024. Of all the houses flooded "
                   "nationwide that day, what percentage were in {d}?"),
    ('fr', 'informal', "pluies du 16 septembre 2024 : {d}, ça fait quel % des maisons inondées "
                       "au niveau national ?"),
    ('en', 'formal', "On 16 September 2024, what share of the houses flooded nationwide were in "
                     "{d}?"),
])
def houses_2024_part(rng, ctx):
    d = rng.choice(sorted(HOUSES24))
    v = pct(HOUSES24[d], H24)
    return {'fill': {'d': ctx.pn(d)}, 'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d)]},
            'why': f"{F_AREAS} SEN-2024-01 houses_flooded {d} {HOUSES24[d]} / {F_EV} "
                   "houses_flooded "
                   f"{H24} = {v} % (press report of a ministry note, grade B)."}


NAT_AREA = sum(AREA.values())


@shape('share_rate', 'w6_sh_region_area_national', [
    ('fr', 'formal', "Quelle part de la superficie du Sénégal la région de {r} couvre-t-elle ?"),
    ('fr', 'abbr', "Rég. de {r} : % du territoire national (superficie) ?"),
    ('en', 'formal', "What share of Senegal's land area does {r} region cover?"),
    ('en', 'typo', "% of senegal area in {r} regin"),
])
def region_area_national(rng, ctx):
    r = rng.choice(REGIONS)
    v = pct(r['area'], NAT_AREA)
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_AREA} area_km2: {r['name']} (sum of its departments) {r['area']:.1f} / all "
                   f"46 departments {NAT_AREA:.1f} = {v} %."}


@shape('share_rate', 'w6_sh_posts_in_mix', [
    ('en', 'typo', "what % of helth facilities in {r} region are health posts"),
    ('fr', 'informal', "dans la région de {r}, sur toutes les structures de santé, y a combien de "
                       "% de postes de "
                       "santé ?"),
    ('en', 'formal', "What proportion of the health facilities in {r} region are health posts?"),
])
def posts_in_mix(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    tot = sum(n for n, _ in HEALTH[r].values())
    p = HEALTH[r]['poste de sante'][0]
    v = pct(p, tot)
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_HC} {r}: poste de sante {p} / all types " + ' + '.join(
                f"{t} {n}" for t, (n, _) in sorted(HEALTH[r].items())) + f" = {tot} -> {v} %."}


_GP = [d for d in DEPTS if HEALTH_GEO_DEPT.get(d['name'], {}).get('poste de sante', 0) >= 5]


@shape('share_rate', 'w6_sh_people_per_geo_post', [
    ('fr', 'formal', "Dans le département de {d}, combien d'habitants y a-t-il en moyenne par "
                     "poste "
                     "de santé géolocalisé (population de 2023) ?"),
    ('fr', 'sms', "dept {d} : 1 poste d sante geolocalise pr cb d hbts (2023) ?"),
    ('en', 'formal', "In {d} department, how many inhabitants are there per geolocated health "
                     "post, "
                     "using the 2023 population?"),
    ('en', 'informal', "{d} dept: people per geolocated health post (2023)?"),
])
def people_per_geo_post(rng, ctx):
    d = rng.choice(_GP)
    n = HEALTH_GEO_DEPT[d['name']]['poste de sante']
    v = round(d['pop'][2023] / n)
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_2023 {d['pop'][2023]} / {F_HG} poste de sante {n} = "
                   f"{v} (geolocated posts only: an overestimate of people per post)."}


S73 = sum(SCHOOLS24.values())


@shape('share_rate', 'w6_sh_schools_part', [
    ('en', 'informal', "2024 river flood: {d}'s share of the schools cut off (Bakel + Matam + "
                       "Podor)?"),
    ('fr', 'typo', "crue 2024 : {d} represente quel % des ecoles inaccesibles (Bakel, Matam, "
                   "Podor) ?"),
    ('en', 'formal', "During the 2024 river flood, what share of the schools cut off in Bakel, "
                     "Matam and Podor was in {d}?"),
])
def schools_part(rng, ctx):
    d = rng.choice(sorted(SCHOOLS24))
    v = pct(SCHOOLS24[d], S73)
    return {'fill': {'d': ctx.pn(d)},
            'expect': {'numbers': [SCHOOLS24[d]], 'approx_numbers': [[v, 0.02]]},
            'why': f"{F_AREAS} SEN-2024-02 schools_inaccessible (UNICEF): {d} {SCHOOLS24[d]} / "
                   + ' + '.join(f"{k} {v2}" for k, v2 in sorted(SCHOOLS24.items()))
                   + f" = {S73} -> {v} %."}


@shape('sum_parts', 'w6_sum_communes_of_dept', [
    ('fr', 'formal', "Si j'additionne la population de toutes les communes du département de {d} "
                     "au recensement de 2023, quel total j'obtiens ?"),
    ('fr', 'informal', "toutes les communes de {d} (département) mises ensemble, RGPH 2023, ça "
                       "donne combien ?"),
    ('en', 'formal', "If I add up the 2023 census population of every commune of {d} department, "
                     "what total do I get?"),
    ('en', 'long', "I'm reconciling our commune-level beneficiary lists for {d} department. What "
                   "is the sum of all its communes at the 2023 census?"),
])
def communes_of_dept(rng, ctx):
    d = rng.choice(DEPTS)
    cs = [c for c in COMMUNES if c['dept'] == d['name']]
    tot = sum(c['census']['_T'] for c in cs)
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [tot], 'names': [key(d['name'])]},
            'why': f"{F_SEX} _T over the {len(cs)} communes of {d['name']} = {tot}, which is the "
                   f"department's census figure ({F_DEPT} pop_2023 {d['pop'][2023]})."}


OTHER = ['SEN-2016-01', 'SEN-2019-01', 'SEN-2020-01']
A09, B09 = EVENT['SEN-2009-01']['people_affected'], EVENT['SEN-2009-01b']['people_affected']


@shape('sum_parts', 'w6_sum_2009_and_other', [
    ('fr', 'formal', "Combien de personnes au total ont été touchées par les inondations de 2009 "
                     "et "
                     "par {e} ?"),
    ('fr', 'informal', "si j'additionne les sinistrés de 2009 et ceux {de_e}, j'arrive à combien "
                       "?"),
    ('en', 'formal', "How many people in total were affected by the 2009 floods and by {e}?"),
    ('en', 'informal', "2009 floods + {e}: total people affected?"),
])
def sum_2009_and_other(rng, ctx):
    eid = rng.choice(OTHER)
    v = EVENT[eid]['people_affected']
    e = ev(ctx, eid)
    return {'fill': {'e': e, 'de_e': 'des ' + e[4:] if e.startswith('les ') else 'de ' + e},
            'expect': {'numbers': [A09 + v, B09 + v]},
            'why': f"{F_EV}: 2009 has two sources, never summed: IFRC {A09} (SEN-2009-01) and the "
                   f"government {B09} (SEN-2009-01b); {eid} {v}; totals {A09 + v} (IFRC) or "
                   f"{B09 + v} (government), both given."}


HD = {e['event_id']: e['houses_destroyed_or_collapsed'] for e in EVENTS
      if e['houses_destroyed_or_collapsed'] is not None}
SPANS = [(2009, 2016), (2012, 2022), (2016, 2022), (2009, 2020)]


@shape('sum_parts', 'w6_sum_houses_destroyed_span', [
    ('fr', 'formal', "Combien de maisons détruites au total vos sources recensent-elles pour les "
                     "inondations survenues entre {a} et {b} ?"),
    ('fr', 'sms', "total maisons detruites inondations {a}-{b} ?"),
    ('en', 'formal', "How many houses destroyed in total do your sources record for the floods "
                     "between {a} and {b}?"),
    ('en', 'long', "For a shelter-sector retrospective I need the houses destroyed by floods from "
                   "{a} to {b}, all events together. What total do your records give?"),
])
def houses_destroyed_span(rng, ctx):
    a, b = rng.choice(SPANS)
    sel = sorted(k for k in HD if a <= int(EVENT[k]['year']) <= b)
    tot = sum(HD[k] for k in sel)
    return {'fill': {'a': a, 'b': b}, 'expect': {'numbers': [tot]},
            'why': f"{F_EV} houses_destroyed_or_collapsed, events {a}-{b}: " + ' + '.join(
                f"{k} {HD[k]}" for k in sel) + f" = {tot} (one source per event; 2016 counts "
                "Kaffrine only)."}


@shape('sum_parts', 'w6_sum_without_dakar', [
    ('fr', 'noacc', "population du Senegal hors region de Dakar en {y} ?"),
    ('fr', 'informal', "le Sénégal sans Dakar (la région), ça fait combien de monde en {y} ?"),
    ('en', 'formal', "How many people live in Senegal outside Dakar region in {y}?"),
    ('en', 'informal', "Senegal minus Dakar region, population {y}?"),
])
def without_dakar(rng, ctx):
    y = rng.choice(range(2023, 2031))
    v = NATIONAL[y] - REGION['Dakar']['pop'][y]
    return {'fill': {'y': y}, 'expect': {'numbers': [v]},
            'why': f"{F_REG} pop_{y}: national {NATIONAL[y]} - Dakar {REGION['Dakar']['pop'][y]} = "
                   f"{v} (the 13 other regions)."}


RIVER = ['Dagana', 'Podor', 'Matam', 'Kanel', 'Bakel']


@shape('sum_parts', 'w6_sum_river_depts', [
    ('fr', 'long', "Nous préparons la réponse aux crues dans la vallée du fleuve. Quelle est la "
                   "population totale des départements de {ds} en {y} ?"),
    ('fr', 'abbr', "Pop. totale {y} des dépts de la vallée ({ds}) ?"),
    ('en', 'long', "We're preparing for river floods along the valley. What is the total "
                   "population of {ds} departments in {y}?"),
    ('en', 'informal', "{ds} depts together, population in {y}?"),
])
def river_depts(rng, ctx):
    ds = [DEPT[n] for n in sorted(rng.sample(RIVER, rng.choice([3, 4, 5])), key=RIVER.index)]
    y = rng.choice(range(2024, 2031))
    tot = sum(d['pop'][y] for d in ds)
    return {'fill': {'ds': join_w(ctx, [ctx.pn(d['name']) for d in ds]), 'y': y},
            'expect': {'numbers': [tot]},
            'why': f"{F_DEPT} pop_{y}: " + ' + '.join(f"{d['name']} {d['pop'][y]}" for d in ds)
                   + f" = {tot}."}


_OK = [d for d in DEPTS if d['name'] not in ('Pikine', 'Keur Massar') and ocha2_of(d['name'])]


@shape('sum_parts', 'w6_sum_u5_named_depts', [
    ('fr', 'formal', "Selon OCHA 2020, combien d'enfants de moins de 5 ans vivent au total dans "
                     "les "
                     "départements de {ds} ?"),
    ('fr', 'long', "Campagne de vaccination post-inondation dans les départements de {ds} : j'ai "
                   "besoin du nombre "
                   "total d'enfants de moins de 5 ans d'après OCHA 2020."),
    ('en', 'formal', "According to OCHA 2020, how many children under 5 live in {ds} departments "
                     "altogether?"),
    ('en', 'informal', "under-5s in {ds} depts combined, OCHA 2020?"),
])
def u5_named_depts(rng, ctx):
    r = rng.choice([r for r in REGIONS if sum(d in _OK for d in r['depts']) >= 2])
    ds = rng.sample([d for d in r['depts'] if d in _OK], 2)
    rows = [ocha2_of(d['name']) for d in ds]
    tot = sum(o['T_00_04'] for o in rows)
    return {'fill': {'ds': join_w(ctx, [ctx.pn(d['name']) for d in ds])},
            'expect': {'numbers': [tot]},
            'why': f"{F_O2} T_00_04: " + ' + '.join(f"{o['name']} {o['T_00_04']}" for o in rows)
                   + f" = {tot}."}


_O24 = EVENT['SEN-2024-01']['other_impacts']
PUMPS = {p: int(n) for p, n in re.findall(r'(Dakar|Guediawaye) [^;]*?(\d+) pumping sites', _O24)}
assert set(PUMPS) == {'Dakar', 'Guediawaye'}, PUMPS
fixed('sum_parts', 'w6_sum_pumping_2024', [
    ('fr', 'formal', "Combien de sites de pompage ont été activés au total à Dakar et à Guédiawaye "
                     "lors des fortes pluies du 16 septembre 2024 ?"),
    ('fr', 'informal', "16 sept 2024 : les sites de pompage activés à Dakar et Guédiawaye, ça fait "
                       "combien en tout ?"),
    ('en', 'formal', "How many pumping sites were activated in total in Dakar and Guédiawaye "
                     "during the heavy rains of 16 September 2024?"),
], {'numbers': [sum(PUMPS.values())]},
    f"{F_EV} SEN-2024-01 other_impacts: Dakar {PUMPS['Dakar']} pumping sites + Guédiawaye "
    f"{PUMPS['Guediawaye']} = {sum(PUMPS.values())} (press report of a ministry note, grade B).")
