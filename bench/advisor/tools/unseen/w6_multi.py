"""Sixth wave, kind `multi_part`: two to four asks in one question, in combinations not asked
before — Kaffrine's July 2016 toll with its population, a commune's census, share and rank in its
department, a region's 2030 projection with its hospitals and severe food insecurity, the key
standards on one card, the national census card, a region's hospital card, a department's women,
under-5s and density, the September 2019 floods in one question."""
from .data import (AREAS, CLEAN_COMMUNES, COMMUNES, DEPT, DEPTS, EVENT, F_AREA, F_DEPT, F_EV,
                   F_HC, F_REG, F_SEX, F_VUL, HEALTH, NATIONAL, REGION, VUL, key, ocha2_of,
                   std_value)
from .w5_common import HIT
from .w6_common import F_AREAS, F_O2, fixed, pct, rank_of, shape, with_de

F_STD = 'response/response_standards.csv'
K16 = {a['metric']: a['value'] for a in AREAS
       if a['event_id'] == 'SEN-2016-01' and a['adm2_name'] == 'Kaffrine' and a['value']}
KD = DEPT['Kaffrine']
fixed('multi_part', 'w6_mp_kaffrine_2016', [
    ('en', 'long', "I'm preparing a file on Kaffrine for the departmental committee: the July "
                   "2016 toll (people affected, houses destroyed) and the department's 2023 census "
                   "population, please."),
    ('fr', 'long', "Je prépare un dossier sur Kaffrine pour le comité départemental. Il me faut le "
                   "bilan de juillet 2016 (personnes touchées, maisons détruites) et la population "
                   "actuelle du département (RGPH 2023)."),
    ('en', 'formal', "For Kaffrine department: how many people were affected and houses destroyed "
                     "in the July 2016 floods, and what was its population at the 2023 census?"),
], {'numbers': [K16['people_affected'], K16['houses_destroyed'], KD['pop'][2023]]},
    f"{F_AREAS} SEN-2016-01 Kaffrine: people_affected {K16['people_affected']}, houses_destroyed "
    f"{K16['houses_destroyed']} (ACAPS via OCHA); {F_DEPT} Kaffrine pop_2023 {KD['pop'][2023]}.")


@shape('multi_part', 'w6_mp_commune_share_rank', [
    ('fr', 'formal', "Pour la commune {de_c} : population au recensement de 2023, part de la "
                     "population de son département, et rang parmi les communes de ce "
                     "département ?"),
    ('fr', 'informal', "{c} (commune) : combien d'habitants au RGPH, ça fait quel % du département "
                       "et elle est à quelle place dans le département ?"),
    ('en', 'formal', "For the commune of {c}: 2023 census population, share of its department's "
                     "population, and rank among that department's communes?"),
    ('en', 'long', "We're choosing pilot communes in {d} department. For {c}, I need its 2023 "
                   "census population, its share of the department and where it ranks by size."),
])
def commune_share_rank(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    d = DEPT[c['dept']]
    cs = [x for x in COMMUNES if x['dept'] == d['name']]
    if len(cs) < 4 or sum(x['census']['_T'] == c['census']['_T'] for x in cs) > 1:
        return None
    k = rank_of(cs, lambda x: x['census']['_T'], c)
    v = pct(c['census']['_T'], d['pop'][2023])
    return {'fill': with_de(ctx, {'c': ctx.pn(c['name']), 'd': ctx.pn(d['name'])}, 'c'),
            'expect': {'numbers': [c['census']['_T'], k], 'approx_numbers': [[v, 0.02]],
                       'names': [key(c['name'])]},
            'why': f"{F_SEX} {c['name']} _T {c['census']['_T']} / {F_DEPT} {d['name']} pop_2023 "
                   f"{d['pop'][2023]} = {v} %; rank {k} of {len(cs)} communes of {d['name']}."}


@shape('multi_part', 'w6_mp_region_2030_hosp_food', [
    ('fr', 'formal', "Pour la région de {r}, pouvez-vous me donner la population projetée en 2030, "
                     "le nombre d'hôpitaux et le taux d'insécurité alimentaire sévère ?"),
    ('fr', 'sms', "reg {r} : pop 2030 + nb hopitaux + insecu alim severe stp"),
    ('en', 'formal', "For {r} region, could you give me the projected 2030 population, the number "
                     "of hospitals and the severe food insecurity rate?"),
    ('en', 'informal', "{r} region — 2030 pop, hospitals, severe food insecurity?"),
])
def region_2030_hosp_food(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    p, h = REGION[r]['pop'][2030], HEALTH[r]['hopital'][0]
    s = VUL[r]['food_insecurity_severe_pct']
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'numbers': [p, h], 'approx_numbers': [[s, 0.01]], 'names': [key(r)]},
            'why': f"{F_REG} {r} pop_2030 {p} (projection); {F_HC} hopital {h}; {F_VUL} severe "
                   f"{s} %."}


STD = {k: std_value(k) for k in ('WAT-01', 'SAN-01', 'SHE-01', 'FOO-01')}
fixed('multi_part', 'w6_mp_standards_card', [
    ('fr', 'formal', "Pour notre fiche réflexe, pouvez-vous me rappeler les normes de base : eau "
                     "par "
                     "personne et par jour, nombre de personnes par toilette en première phase, "
                     "surface couverte par personne et ration énergétique journalière ?"),
    ('fr', 'sms', "normes d base svp : eau/pers/jour, pers par latrine (debut), m2 couverts/pers, "
                  "kcal/jour"),
    ('en', 'formal', "For our pocket card, could you remind me of the basic standards: water per "
                     "person per day, people per toilet in the first phase, covered space per "
                     "person and daily energy ration?"),
    ('en', 'informal', "quick standards recap: litres/person/day, people per toilet at first, m² "
                       "covered per person, kcal a day?"),
], {'numbers': [STD['WAT-01'], STD['SAN-01'], STD['SHE-01'], STD['FOO-01']]},
    f"{F_STD}: WAT-01 {STD['WAT-01']:g} L, SAN-01 {STD['SAN-01']:g} people per toilet, SHE-01 "
    f"{STD['SHE-01']:g} m², FOO-01 {STD['FOO-01']:g} kcal (each with its source and edition).")

F23 = sum(d['census']['F'] for d in DEPTS)
M23 = sum(d['census']['M'] for d in DEPTS)
fixed('multi_part', 'w6_mp_national_card', [
    ('fr', 'formal', "Pouvez-vous me donner, pour le Sénégal, la population au recensement de 2023 "
                     "avec le nombre de femmes et d'hommes, ainsi que la projection pour 2030 ?"),
    ('fr', 'long', "J'ouvre mon rapport annuel par une fiche pays. Il me faut la population du "
                   "RGPH 2023 (total, femmes, hommes) et la projection ANSD pour 2030."),
    ('en', 'formal', "Could you give me Senegal's population at the 2023 census, with the number "
                     "of "
                     "women and men, and the projection for 2030?"),
], {'numbers': [NATIONAL[2023], F23, M23, NATIONAL[2030]]},
    f"{F_SEX} summed over the 46 departments: _T {NATIONAL[2023]}, F {F23}, M {M23}; {F_REG} "
    f"summed pop_2030 {NATIONAL[2030]} (projection).")


@shape('multi_part', 'w6_mp_region_health_card', [
    ('en', 'informal', "{r} region health snapshot: hospitals, % of facilities geolocated, "
                       "hospitals per 100k people (2023)?"),
    ('fr', 'abbr', "Rég. de {r} : nb d'hôpitaux, % de structures géolocalisées, hôpitaux/100 000 "
                   "hab. (2023) ?"),
    ('en', 'formal', "For {r} region: number of hospitals, share of health facilities geolocated "
                     "(all types) and hospitals per 100,000 inhabitants in 2023?"),
])
def region_health_card(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    h = HEALTH[r]['hopital'][0]
    n = sum(x for x, _ in HEALTH[r].values())
    g = sum(y for _, y in HEALTH[r].values())
    geo, per = pct(g, n), round(h / REGION[r]['pop'][2023] * 100000, 2)
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'numbers': [h], 'approx_numbers': [[geo, 0.02], [per, 0.03]],
                       'names': [key(r)]},
            'why': f"{F_HC} {r}: hopital {h}; all types geolocated {g} / {n} = {geo} %; {h} / "
                   f"{F_REG} "
                   f"pop_2023 {REGION[r]['pop'][2023]} x 100,000 = {per}."}


_OK = [d for d in DEPTS if d['name'] not in ('Pikine', 'Keur Massar') and ocha2_of(d['name'])]


@shape('multi_part', 'w6_mp_dept_women_u5_density', [
    ('fr', 'formal', "Pour le département de {d}, j'ai besoin du nombre de femmes au recensement "
                     "de "
                     "2023, du nombre d'enfants de moins de 5 ans selon OCHA 2020 et de la densité "
                     "de population en 2023."),
    ('fr', 'informal', "{d} (département) : femmes au RGPH, moins de 5 ans (OCHA 2020) et densité "
                       "2023 ?"),
    ('en', 'formal', "For {d} department, I need the number of women at the 2023 census, children "
                     "under 5 per OCHA 2020 and the 2023 population density."),
])
def dept_women_u5_density(rng, ctx):
    d = rng.choice(_OK)
    o = ocha2_of(d['name'])
    dens = round(d['pop'][2023] / d['area'], 1)
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'numbers': [d['census']['F'], o['T_00_04']],
                       'approx_numbers': [[dens, 0.02]],
                       'names': [key(d['name'])]},
            'why': f"{F_SEX} {d['name']} F {d['census']['F']}; {F_O2} {o['name']} T_00_04 "
                   f"{o['T_00_04']}; {F_DEPT} pop_2023 {d['pop'][2023]} / {F_AREA} {d['area']:.1f} "
                   f"km² = {dens}."}


E19 = EVENT['SEN-2019-01']
fixed('multi_part', 'w6_mp_2019_card', [
    ('fr', 'formal', "Pour les inondations de septembre 2019 : quels départements ont été touchés, "
                     "combien de personnes affectées et combien de morts ?"),
    ('fr', 'typo', "inondations septembre 2019 : departements touchés, nombre de sinistrés et de "
                   "morts ?"),
    ('en', 'formal', "For the September 2019 floods: which departments were hit, how many people "
                     "were affected and how many died?"),
    ('en', 'long', "I'm writing the 2019 page of our flood history. Which departments were hit in "
                   "September 2019, how many people were affected and how many died?"),
], {'numbers': [E19['people_affected'], E19['deaths']], 'names': [key(n) for n in
                                                                 HIT['SEN-2019-01']]},
    f"{F_EV} SEN-2019-01: main_areas {E19['main_areas']}; people_affected "
    f"{E19['people_affected']}; "
    f"deaths {E19['deaths']} (IFRC DREF).")
