"""Fourth wave, kinds `sum_parts` (the three Casamance regions, women of named departments, two
facility types, the Dakar departments hit in 2020 or on 16 September 2024, deaths over several
events) and `share_rate` (women's share of a region, men per 100 women, all facilities per
10,000, % of a department affected in 2020, two regions' or one department's share of the nation,
a region's density)."""
from .data import (AREAS, DEPT, DEPTS, EVENTS, F_AREA, F_DEPT, F_EV, F_EVA, F_HC, F_REG, F_SEX,
                   HEALTH, NATIONAL, REGION, REGIONS, key, ocha2_of)
from .w2_common import de, fac
from .w3_common import join
from .w4_common import F_O2, KOLDA_NOTE, NB, fixed, kind_of, pct, shape

CASAMANCE = [REGION[n] for n in ('Ziguinchor', 'Sédhiou', 'Kolda')]


@shape('sum_parts', 'w4_casamance', [
    ('fr', 'formal', "Quelle est la population totale de la Casamance, c'est-à-dire les régions de "
                     "Ziguinchor, Sédhiou et Kolda réunies, en {y}" + NB + "?"),
    ('fr', 'sms', "slt, pop zig + sedhiou + kolda au total en {y} ?"),
    ('fr', 'informal', "Ziguinchor, Sédhiou et Kolda mis ensemble, ça fait combien d'habitants en "
                       "{y} ?"),
    ('fr', 'typo', "populaton total de ziguinchor sedhiou et kolda ensembles en {y}"),
    ('fr', 'long', "Nous préparons le plan de contingence inondations pour le Sud. Notre zone couvre "
                   "les trois régions de Ziguinchor, Sédhiou et Kolda" + NB + ": quelle population "
                   "au total en {y}" + NB + "?"),
    ('en', 'formal', "What is the combined population of Ziguinchor, Sédhiou and Kolda regions "
                     "(the Casamance) in {y}?"),
    ('en', 'informal', "Casamance total for {y} — Ziguinchor + Sedhiou + Kolda regions?"),
])
def casamance(rng, ctx):
    y = rng.choice(range(2023, 2031))
    tot = sum(r['pop'][y] for r in CASAMANCE)
    return {'fill': {'y': y},
            'expect': {'numbers': [tot]},
            'why': f"{F_REG} pop_{y} ({kind_of(y)}): " + ' + '.join(
                f"{r['name']} {r['pop'][y]}" for r in CASAMANCE) + f" = {tot}. " + KOLDA_NOTE}


@shape('sum_parts', 'w4_women_named_depts', [
    ('fr', 'formal', "Combien de femmes ont été recensées en 2023 dans les départements de {ds} "
                     "réunis" + NB + "?"),
    ('fr', 'abbr', "Nb total de femmes, dépts de {ds} (RGPH 2023)" + NB + "?"),
    ('fr', 'informal', "les femmes de {ds}, au total ça fait combien au recensement ?"),
    ('fr', 'typo', "combien de femmes au total dans les départements de {ds} en 2023"),
    ('en', 'formal', "How many women were counted at the 2023 census in {ds} departments put "
                     "together?"),
    ('en', 'long', "Our women's livelihoods project covers {ds} departments. How many women live "
                   "there in total according to the 2023 census?"),
])
def women_named_depts(rng, ctx):
    ds = rng.sample(DEPTS, rng.choice([2, 3]))
    tot = sum(d['census']['F'] for d in ds)
    return {'fill': {'ds': join(ctx, [ctx.pn(d['name']) for d in ds])},
            'expect': {'numbers': [tot]},
            'why': f"{F_SEX} SEXE=F: " + ' + '.join(f"{d['name']} {d['census']['F']}" for d in ds)
                   + f" = {tot}."}


@shape('sum_parts', 'w4_two_facility_types', [
    ('fr', 'formal', "Combien {t1} et {t2} la région de {r} compte-t-elle au total" + NB + "?"),
    ('fr', 'informal', "{t1} + {t2} dans la région de {r}, ça fait combien en tout ?"),
    ('fr', 'sms', "total {t1} et {t2} reg {r} stp"),
    ('fr', 'abbr', "Rég. de {r}" + NB + ": nb total {t1} et {t2}" + NB + "?"),
    ('fr', 'typo', "combien {t1} et {t2} en tout dans la région de {r}"),
    ('en', 'formal', "How many {t1} and {t2} does {r} region have altogether?"),
    ('en', 'informal', "{t1} plus {t2} in {r} region — total?"),
])
def two_facility_types(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    t1, t2 = rng.sample(['hopital', 'centre de sante', 'poste de sante'], 2)
    n1, n2 = HEALTH[r][t1][0], HEALTH[r][t2][0]
    w1, w2 = fac(ctx, t1), fac(ctx, t2)
    if ctx.lang == 'fr':
        w1, w2 = de(ctx, w1), de(ctx, w2)
        if ctx.style in ('informal', 'sms'):
            w1, w2 = fac(ctx, t1), fac(ctx, t2)
    return {'fill': {'r': ctx.pn(r), 't1': w1, 't2': w2},
            'expect': {'numbers': [n1 + n2], 'names': [key(r)]},
            'why': f"{F_HC}: {r} n_facilities {t1} {n1} + {t2} {n2} = {n1 + n2}."}


PA2020 = {a['adm2_name']: a['value'] for a in AREAS
          if a['event_id'] == 'SEN-2020-01' and a['metric'] == 'people_affected'}


@shape('sum_parts', 'w4_affected_2020_subset', [
    ('fr', 'formal', "Lors des inondations de septembre 2020, combien de personnes ont été "
                     "sinistrées au total dans les départements de {ds}" + NB + "?"),
    ('fr', 'informal', "sinistrés de septembre 2020 : {ds} réunis, ça fait combien ?"),
    ('fr', 'noacc', "total des personnes affectées à {ds} pendant les inondations de septembre "
                    "2020"),
    ('en', 'formal', "In the September 2020 floods, how many people were affected in {ds} "
                     "departments combined?"),
    ('en', 'typo', "total people affected in {ds} in the september 2020 floods"),
])
def affected_2020_subset(rng, ctx):
    ds = sorted(rng.sample(sorted(PA2020), rng.choice([2, 3])))
    tot = sum(PA2020[d] for d in ds)
    return {'fill': {'ds': join(ctx, [ctx.pn(d) for d in ds])},
            'expect': {'numbers': [tot]},
            'why': f"{F_EVA} SEN-2020-01 people_affected (one source, IFRC DREF table 1): " +
                   ' + '.join(f"{d} {PA2020[d]}" for d in ds) + f" = {tot}."}


DAKAR_2020 = [d for d in sorted(PA2020) if DEPT[d]['region'] == 'Dakar']
fixed('sum_parts', 'w4_affected_2020_dakar_region', [
    ('fr', 'formal', "En additionnant ses départements, combien de sinistrés la région de Dakar "
                     "a-t-elle comptés lors des inondations de septembre 2020" + NB + "?"),
    ('fr', 'sms', "inondations sept 2020 total sinistres region dakar (tous les dept)"),
    ('en', 'formal', "Adding up its departments, how many people were affected in Dakar region by "
                     "the September 2020 floods?"),
    ('en', 'informal', "Sept 2020 floods: total affected across the Dakar region departments?"),
], {'numbers': [sum(PA2020[d] for d in DAKAR_2020)]},
    f"{F_EVA} SEN-2020-01 people_affected for the departments of Dakar region: " + ' + '.join(
        f"{d} {PA2020[d]}" for d in DAKAR_2020) + f" = {sum(PA2020[d] for d in DAKAR_2020)} "
    "(Keur Massar is mentioned with no figure: a lower bound).")

HOUSES_2024 = {a['adm2_name']: a['value'] for a in AREAS
               if a['event_id'] == 'SEN-2024-01' and a['metric'] == 'houses_flooded'}


@shape('sum_parts', 'w4_houses_2024_subset', [
    ('fr', 'formal', "Combien de maisons ont été inondées au total à {ds} lors des pluies du 16 "
                     "septembre 2024" + NB + "?"),
    ('fr', 'informal', "16 septembre 2024 : les maisons inondées à {ds}, ça fait combien en tout ?"),
    ('fr', 'sms', "maisons inondees 16/09/2024 {ds} total"),
    ('en', 'formal', "How many houses were flooded in total in {ds} during the rains of 16 "
                     "September 2024?"),
    ('en', 'informal', "16 Sept 2024 rains: flooded houses in {ds}, all together?"),
])
def houses_2024_subset(rng, ctx):
    ds = sorted(rng.sample(sorted(HOUSES_2024), rng.choice([2, 3])))
    tot = sum(HOUSES_2024[d] for d in ds)
    return {'fill': {'ds': join(ctx, [ctx.pn(d) for d in ds])},
            'expect': {'numbers': [tot]},
            'why': f"{F_EVA} SEN-2024-01 houses_flooded (press report of a ministry note, grade B): "
                   + ' + '.join(f"{d} {HOUSES_2024[d]}" for d in ds) + f" = {tot}."}


DEATH_EVENTS = sorted((e for e in EVENTS if e['deaths'] is not None), key=lambda e: e['year'])


@shape('sum_parts', 'w4_deaths_over_years', [
    ('fr', 'formal', "Au total, combien de décès les inondations ont-elles causés au Sénégal entre "
                     "{a} et {b}, d'après vos sources" + NB + "?"),
    ('fr', 'informal', "de {a} à {b}, les inondations ont fait combien de morts en tout ?"),
    ('fr', 'long', "Pour un plaidoyer sur le coût humain des inondations, j'ai besoin du nombre "
                   "total de morts recensés entre {a} et {b}, événement par événement."),
    ('en', 'formal', "In total, how many deaths did floods cause in Senegal between {a} and {b}, "
                     "according to your sources?"),
    ('en', 'informal', "total flood deaths {a}-{b}?"),
])
def deaths_over_years(rng, ctx):
    a, b = rng.choice([(2016, 2020), (2019, 2022), (2019, 2024), (2016, 2024), (2020, 2024)])
    evs = [e for e in DEATH_EVENTS if a <= int(e['year']) <= b]
    tot = sum(e['deaths'] for e in evs)
    silent = [e['event_id'] for e in EVENTS if a <= int(e['year']) <= b and e['deaths'] is None]
    return {'fill': {'a': a, 'b': b},
            'expect': {'numbers': [tot]},
            'why': f"{F_EV} deaths, distinct events {a}-{b}: " + ' + '.join(
                f"{e['event_id']} {e['deaths']}" for e in evs) + f" = {tot} (a lower bound: no "
                f"deaths reported for {', '.join(silent)})."}


@shape('share_rate', 'w4_women_share_region', [
    ('fr', 'formal', "Quelle est la proportion de femmes dans la population de la région de {r} "
                     "au recensement de 2023" + NB + "?"),
    ('fr', 'sms', "% femmes reg {r} rgph 2023"),
    ('fr', 'informal', "les femmes, c'est quel pourcentage de la population dans la région de {r} "
                       "(recensement 2023) ?"),
    ('en', 'formal', "What percentage of {r} region's population were women at the 2023 census?"),
    ('en', 'informal', "share of women in {r} region, 2023 census?"),
])
def women_share_region(rng, ctx):
    r = rng.choice(REGIONS)
    f, t = r['census']['F'], r['census']['_T']
    v = pct(f, t)
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(r['name'])]},
            'why': f"{F_SEX} summed over the departments of {r['name']}: F {f} / _T {t} = {v} %."}


@shape('share_rate', 'w4_men_per_100_women', [
    ('fr', 'formal', "Quel est le rapport de masculinité (nombre d'hommes pour 100 femmes) dans le "
                     "département de {d} au recensement de 2023" + NB + "?"),
    ('fr', 'informal', "à {d} (le département), y a combien d'hommes pour 100 femmes d'après le "
                       "recensement ?"),
    ('fr', 'noacc', "nombre d'hommes pour 100 femmes dans le département de {d}, RGPH 2023"),
    ('en', 'formal', "What is the sex ratio (men per 100 women) in {d} department at the 2023 "
                     "census?"),
    ('en', 'informal', "{d} dept: men per 100 women, 2023 census?"),
])
def men_per_100_women(rng, ctx):
    d = rng.choice(DEPTS)
    m, f = d['census']['M'], d['census']['F']
    v = round(m / f * 100, 1)
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'approx_numbers': [[v, 0.01]], 'names': [key(d['name'])]},
            'why': f"{F_SEX}: {d['name']} M {m} / F {f} x 100 = {v}."}


@shape('share_rate', 'w4_all_facilities_per_10k', [
    ('fr', 'formal', "Toutes catégories confondues, combien de structures de santé la région de {r} "
                     "compte-t-elle pour 10" + NB + "000 habitants (population de 2023)" + NB + "?"),
    ('fr', 'informal', "{r} : ça fait combien de structures sanitaires pour 10 000 habitants, tous "
                       "types compris (recensement 2023) ?"),
    ('fr', 'abbr', "Rég. de {r}" + NB + ": nb de structures de santé pour 10" + NB + "000 hab. "
                   "(pop. 2023)" + NB + "?"),
    ('en', 'formal', "How many health facilities of all types per 10,000 inhabitants does {r} "
                     "region have, using the 2023 census?"),
    ('en', 'typo', "health facilities per 10000 people in {r} region, all types, 2023 population"),
])
def all_facilities_per_10k(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    parts, p = HEALTH[r], REGION[r]['pop'][2023]
    tot = sum(n for n, _ in parts.values())
    no_other = sum(n for t, (n, _) in parts.items() if t != 'autre')
    opts = sorted({round(tot / p * 10000, 2), round(no_other / p * 10000, 2)})
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'any_numbers': [opts], 'names': [key(r)]},
            'why': f"{F_HC}: {r} n_facilities all types {tot} (or {no_other} without 'autre') / "
                   f"{F_REG} pop_2023 {p} x 10,000 = {opts}."}


@shape('share_rate', 'w4_affected_pct_2020', [
    ('fr', 'formal', "Quel pourcentage de la population du département de {d} a été sinistré lors "
                     "des inondations de septembre 2020" + NB + "?"),
    ('fr', 'informal', "en septembre 2020, les sinistrés de {d} représentaient quel % de la "
                       "population du département ?"),
    ('fr', 'sms', "inondations sept 2020 {d} : % d la pop sinistree"),
    ('en', 'formal', "What percentage of {d} department's population was affected by the September "
                     "2020 floods?"),
    ('en', 'informal', "Sept 2020 floods in {d}: what % of the department was affected?"),
])
def affected_pct_2020(rng, ctx):
    d = DEPT[rng.choice(sorted(PA2020))]
    a, o = PA2020[d['name']], ocha2_of(d['name'])
    opts = [round(a / d['pop'][2023] * 100, 3)] + ([round(a / o['Total'] * 100, 3)] if o else [])
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'any_numbers': [opts], 'names': [key(d['name'])]},
            'why': f"{F_EVA} SEN-2020-01 {d['name']} people_affected {a}; / {F_DEPT} census 2023 "
                   f"{d['pop'][2023]} = {opts[0]} %" + (f", or / {F_O2} Total {o['Total']} (2020) = "
                                                         f"{opts[1]} %" if o else '') + '.'}


@shape('share_rate', 'w4_two_regions_national', [
    ('fr', 'formal', "Quelle part de la population du Sénégal les régions de {a} et de {b} "
                     "représentent-elles ensemble en {y}" + NB + "?"),
    ('fr', 'informal', "{a} et {b} réunies, ça pèse combien de % du pays en {y} ?"),
    ('fr', 'sms', "{a} + {b} = cb d % d la pop nationale en {y}"),
    ('en', 'formal', "What share of Senegal's population do {a} and {b} regions hold together in "
                     "{y}?"),
    ('en', 'long', "For a donor brief we group {a} and {b} regions. What percentage of the national "
                   "population do they account for in {y}?"),
])
def two_regions_national(rng, ctx):
    a, b = rng.sample(REGIONS, 2)
    y = rng.choice(range(2023, 2031))
    s = a['pop'][y] + b['pop'][y]
    v = pct(s, NATIONAL[y])
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]]},
            'why': f"{F_REG} pop_{y}: {a['name']} {a['pop'][y]} + {b['name']} {b['pop'][y]} = {s} / "
                   f"national {NATIONAL[y]} = {v} %."}


@shape('share_rate', 'w4_dept_national', [
    ('fr', 'formal', "Quel pourcentage de la population nationale vit dans le département de {d} "
                     "en {y}" + NB + "?"),
    ('fr', 'abbr', "Part du dépt de {d} dans la pop. nationale en {y} (%)" + NB + "?"),
    ('fr', 'informal', "le département de {d}, ça représente combien de % du Sénégal en {y} ?"),
    ('en', 'formal', "What percentage of Senegal's population lives in {d} department in {y}?"),
    ('en', 'informal', "{d} dept as a % of the whole country, {y}?"),
])
def dept_national(rng, ctx):
    d = rng.choice(DEPTS)
    y = rng.choice(range(2023, 2031))
    v = pct(d['pop'][y], NATIONAL[y])
    return {'fill': {'d': ctx.pn(d['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(d['name'])]},
            'why': f"{F_DEPT} {d['name']} pop_{y} {d['pop'][y]} / national {NATIONAL[y]} (sum of the "
                   f"46 departments) = {v} %."}


@shape('share_rate', 'w4_region_density', [
    ('fr', 'formal', "Quelle est la densité de population de la région de {r} en {y}, en habitants "
                     "au km²" + NB + "?"),
    ('fr', 'sms', "densite reg {r} {y} hbts/km2"),
    ('fr', 'typo', "densité de population de la région de {r} en {y}"),
    ('en', 'formal', "What is the population density of {r} region in {y}, in people per km²?"),
    ('en', 'informal', "{r} region density in {y}?"),
])
def region_density(rng, ctx):
    r = rng.choice(REGIONS)
    y = rng.choice(range(2023, 2031))
    v = round(r['pop'][y] / r['area'], 1)
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r['name'])]},
            'why': f"{F_REG} pop_{y} {r['pop'][y]} / area {round(r['area'], 1)} km² (sum of its "
                   f"departments in {F_AREA}) = {v} /km²."}

