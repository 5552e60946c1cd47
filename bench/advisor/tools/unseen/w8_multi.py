"""Eighth wave, kind `multi_part`: a region's population, health posts and electricity access;
a department's 2023 and 2030 figures with its density; an event's affected, deaths and
displaced; a commune's women, men and women's share; water, toilets and camp space for one
group; a region's severe and moderate-or-severe food insecurity with its shock rate; a
department's OCHA 2020 and ANSD 2023 figures with the growth between them; a region's hospitals
and the hospitals its population would need."""
from .data import (CLEAN_COMMUNES, DEPTS, EVENT, F_DEPT, F_EV, F_HC, F_REG, F_SEX, F_VUL, HEALTH,
                   REGIONS, VUL, ocha2_of)
from .w6_common import OCHA_NOT_COMPARABLE
from .w8_common import F_STD, ceil_div, commune_w, de_w, dept_w, fixed, pct, region_w, shape

F_O2 = 'population/sen_admpop_adm2_2020.csv'
E = 'electricity_access_households_pct'
FS, FM = 'food_insecurity_severe_pct', 'food_insecurity_moderate_or_severe_pct'
SH = 'households_with_shock_last_3y_pct'


@shape('multi_part', 'w8_mp_pop_posts_elec', [
    ('fr', 'formal', "Pour {rw}, pouvez-vous me donner la population de {y}, le nombre de postes "
                     "de santé et le taux d'accès des ménages à l'électricité ?"),
    ('fr', 'sms', "{rw} : pop {y}, nb postes de sante, acces electricite ?"),
    ('en', 'formal', "For {rw}, please give the {y} population, the number of health posts and "
                     "household electricity access."),
    ('en', 'long', "Our team is deploying to {rw} next week. I need three numbers for the "
                   "briefing: the {y} population, how many health posts there are, and what share "
                   "of households has electricity."),
])
def pop_posts_elec(rng, ctx):
    r = rng.choice(REGIONS)
    y = rng.choice(range(2023, 2031))
    n = HEALTH[r['name']]['poste de sante'][0]
    return {'fill': {'rw': region_w(ctx, r['name']), 'y': y},
            'expect': {'numbers': [r['pop'][y], n, VUL[r['name']][E]]},
            'why': f"{F_REG} {r['name']} {y} {r['pop'][y]}; {F_HC} poste de sante {n}; {F_VUL} "
                   f"{E} {VUL[r['name']][E]}."}


@shape('multi_part', 'w8_mp_dept_two_years_density', [
    ('fr', 'abbr', "{dw} : pop. 2023, pop. 2030 et densité 2023 (hab./km²) ?"),
    ('en', 'informal', "{dw}: pop 2023, pop 2030 and 2023 density?"),
])
def dept_two_years_density(rng, ctx):
    d = rng.choice(DEPTS)
    dens = round(d['pop'][2023] / d['area'], 1)
    dw = dept_w(ctx, d['name'])
    return {'fill': {'dw': dw, 'de_dw': de_w(dw)},
            'expect': {'numbers': [d['pop'][2023], d['pop'][2030]],
                       'approx_numbers': [[dens, 0.02]]},
            'why': f"{F_DEPT} {d['name']} 2023 {d['pop'][2023]}, 2030 {d['pop'][2030]}; / "
                   f"{d['area']} km² = {dens}."}


E19 = EVENT['SEN-2019-01']
fixed('multi_part', 'w8_mp_2019_three', [
    ('fr', 'formal', "Pour les inondations de septembre 2019 : nombre de personnes affectées, de "
                     "morts et de déplacés ?"),
    ('fr', 'noacc', "inondations septembre 2019 : sinistres, deces, deplaces ?"),
    ('en', 'formal', "For the September 2019 floods: how many people affected, deaths and people "
                     "displaced?"),
], {'numbers': [E19['people_affected'], E19['deaths'], E19['people_displaced']]},
    f"{F_EV} SEN-2019-01 people_affected {E19['people_affected']}, deaths {E19['deaths']}, "
    f"people_displaced {E19['people_displaced']}.")


@shape('multi_part', 'w8_mp_commune_sexes_share', [
    ('fr', 'informal', "{cw}, ça donne quoi : femmes, hommes et % de femmes au recensement ?"),
    ('en', 'formal', "For {cw}: how many women, how many men, and what share of women at the 2023 "
                     "census?"),
])
def commune_sexes_share(rng, ctx):
    c = rng.choice(CLEAN_COMMUNES)
    s = c['census']
    return {'fill': {'cw': commune_w(ctx, c['name'])},
            'expect': {'numbers': [s['F'], s['M']], 'approx_numbers': [[pct(s['F'], s['_T']),
                                                                        0.01]]},
            'why': f"{F_SEX} {c['code']} {c['name']} F {s['F']}, M {s['M']}, share "
                   f"{pct(s['F'], s['_T'])} %."}


@shape('multi_part', 'w8_mp_water_toilets_space', [
    ('fr', 'formal', "Pour un site qui accueille {n} sinistrés : eau quotidienne au minimum, "
                     "toilettes à moyen terme et surface totale du site si c'est un camp "
                     "planifié ?"),
    ('fr', 'long', "La mairie ouvre un site de relogement pour {n} personnes. J'ai besoin de "
                   "trois chiffres pour le plan : l'eau par jour au minimum, le nombre de "
                   "toilettes à moyen terme et la superficie du site selon la norme des camps "
                   "planifiés."),
    ('en', 'formal', "For a site hosting {n} people: minimum daily water, medium-term toilets and "
                     "total site area if it is a planned camp?"),
])
def water_toilets_space(rng, ctx):
    n = rng.randrange(400, 6000, 20)
    return {'fill': {'n': ctx.nf(n)},
            'expect': {'numbers': [ceil_div(n, 20)],
                       'approx_numbers': [[n * 15, 0.01], [n * 45, 0.01]]},
            'why': f"{F_STD} WAT-01 15 L x {n} = {n * 15} L/day; SAN-02 ceil({n} / 20) = "
                   f"{ceil_div(n, 20)}; SHE-02 45 m² x {n} = {n * 45} m²."}


@shape('multi_part', 'w8_mp_fi_two_and_shock', [
    ('fr', 'formal', "Pour la région de {r}, quels sont les taux d'insécurité alimentaire sévère "
                     "et modérée ou sévère, et la part des ménages touchés par un choc en 3 ans ?"),
    ('en', 'formal', "For {r} region, what are the severe and the moderate-or-severe food "
                     "insecurity rates, and the share of households hit by a shock in 3 years?"),
])
def fi_two_and_shock(rng, ctx):
    r = rng.choice(sorted(VUL))
    return {'fill': {'r': ctx.pn(r)}, 'expect': {'numbers': [VUL[r][FS], VUL[r][FM], VUL[r][SH]]},
            'why': f"{F_VUL} {r}: {FS} {VUL[r][FS]}, {FM} {VUL[r][FM]}, {SH} {VUL[r][SH]}."}


@shape('multi_part', 'w8_mp_ocha_ansd_growth', [
    ('fr', 'formal', "Pour {dw}, quelle population selon OCHA en 2020, selon le recensement de "
                     "2023, et quel écart entre les deux ?"),
    ('en', 'formal', "For {dw}, what population per OCHA in 2020, per the 2023 census, and what "
                     "gap between them?"),
])
def ocha_ansd_growth(rng, ctx):
    d = rng.choice([d for d in DEPTS if d['name'] not in OCHA_NOT_COMPARABLE])
    o = ocha2_of(d['name'])['Total']
    g = d['pop'][2023] - o
    return {'fill': {'dw': dept_w(ctx, d['name'])},
            'expect': {'numbers': [o, d['pop'][2023], abs(g)]},
            'why': f"{F_O2} {d['name']} {o} (2020, from the 2013 census); {F_DEPT} 2023 "
                   f"{d['pop'][2023]}; gap {g}."}


@shape('multi_part', 'w8_mp_hospitals_vs_need', [
    ('fr', 'formal', "Combien d'hôpitaux compte {rw}, et combien en faudrait-il selon la norme "
                     "d'un hôpital pour 250 000 habitants (population de 2023) ?"),
    ('en', 'informal', "{rw}: hospitals today vs how many needed at 1 per 250k (2023 pop)?"),
])
def hospitals_vs_need(rng, ctx):
    r = rng.choice(REGIONS)
    h = HEALTH[r['name']]['hopital'][0]
    p = r['pop'][2023]
    return {'fill': {'rw': region_w(ctx, r['name'])},
            'expect': {'numbers': [h], 'any_numbers': [sorted({p // 250000, ceil_div(p, 250000),
                                                               round(p / 250000, 1)})]},
            'why': f"{F_HC} {r['name']} hopital {h}; {F_REG} 2023 {p} / {F_STD} HEA-02 250,000 = "
                   f"{p / 250000:.2f}."}
