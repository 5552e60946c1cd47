"""Second wave, kinds `sum_parts` (over the departments of a region, over named departments, over
facility types) and `share_rate` (shares of region and nation, people per facility, per 10,000,
share of a department affected by a flood)."""
from .core import shape
from .data import (AREAS, DEPT, F_DEPT, F_EVA, F_HC, F_REG, F_SEX, HEALTH, REGION, REGIONS,
                   key, ocha2_for)
from .w2_common import NB, multi_dept_regions


@shape('sum_parts', 'w2_region_total', [
    ('fr', 'formal', "En additionnant l'ensemble des départements que compte la région de {r}, "
                     "quelle population obtient-on pour {y}" + NB + "?"),
    ('fr', 'informal', "tu peux me faire la somme des habitants des départements de {r} en {y}, "
                       "département par département ?"),
    ('fr', 'sms', "total hbts dpts region {r} {y} avec le detail svp"),
    ('fr', 'long', "Je consolide les chiffres du comité régional de gestion des inondations de {r}"
                   + NB + ": pouvez-vous me donner la population de chacun de ses départements en "
                   "{y} et le total régional" + NB + "?"),
    ('en', 'formal', "Add up the populations of all departments of {r} region for {y}, and show "
                     "each department."),
    ('en', 'informal', "{r} region {y}: each department's population and the total?"),
])
def region_total(rng, ctx):
    r, y = rng.choice(REGIONS), rng.choice(range(2023, 2031))
    return {'fill': {'r': ctx.pn(r['name']), 'y': y},
            'expect': {'numbers': [r['pop'][y]] + [d['pop'][y] for d in r['depts']],
                       'names': [key(d['name']) for d in r['depts']]},
            'why': f"{F_DEPT} pop_{y}: " + ', '.join(f"{d['name']} {d['pop'][y]}" for d in r['depts'])
                   + f"; total {r['pop'][y]} (= {F_REG})."}


@shape('sum_parts', 'w2_region_women_men', [
    ('fr', 'formal', "Combien de femmes et d'hommes au total dans les départements de la région de "
                     "{r} au recensement de 2023" + NB + "?"),
    ('fr', 'noacc', "Total femmes et hommes recenses en 2023 dans la region de {r} (somme des "
                    "departements)"),
    ('fr', 'long', "Pour notre plan de réponse sensible au genre dans la région de {r}, il me faut "
                   "le nombre de femmes et d'hommes recensés en 2023, tous départements confondus."),
    ('en', 'formal', "How many women and how many men were counted in {r} region's departments in "
                     "the 2023 census, in total?"),
    ('en', 'typo', "total women and men in {r} region at the 2023 census"),
])
def region_women_men(rng, ctx):
    r = rng.choice([REGION['Kolda'], REGION['Kédougou']] + REGIONS)
    f, m = r['census']['F'], r['census']['M']
    return {'fill': {'r': ctx.pn(r['name'])},
            'expect': {'numbers': [f, m], 'names': [key(r['name'])]},
            'why': f"{F_SEX}: F and M summed over the departments of {r['name']} = {f} women, {m} "
                   f"men (the region rows are not used: Kolda and Kedougou are swapped there)."}


@shape('sum_parts', 'w2_region_all_facilities', [
    ('fr', 'formal', "Combien de structures de santé au total, tous types confondus, dans la région "
                     "de {r}" + NB + "?"),
    ('fr', 'informal', "au total ça fait combien de structures sanitaires dans la région de {r}, "
                       "tous types ?"),
    ('fr', 'abbr', "Nb total de structures de santé, rég. de {r} ?"),
    ('en', 'formal', "How many health facilities of all types are there in {r} region in total?"),
    ('en', 'informal', "total health facilities in {r} region, all kinds together?"),
])
def region_all_facilities(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    parts = HEALTH[r]
    tot = sum(n for n, _ in parts.values())
    no_other = sum(n for t, (n, _) in parts.items() if t != 'autre')
    return {'fill': {'r': ctx.pn(r)},
            'expect': {'any_numbers': [sorted({tot, no_other})], 'names': [key(r)]},
            'why': f"{F_HC}: {r} n_facilities " + ', '.join(f"{t} {n}" for t, (n, _) in parts.items())
                   + f" = {tot} (or {no_other} without the 'autre' type)."}


@shape('sum_parts', 'w2_named_depts', [
    ('fr', 'formal', "Quelle est la population cumulée des départements de {ds} en {y}" + NB + "?"),
    ('fr', 'sms', "pop {ds} ensemble en {y} cb"),
    ('fr', 'informal', "si j'additionne {ds}, j'ai combien de monde en {y} ?"),
    ('en', 'formal', "What is the combined population of {ds} departments in {y}?"),
    ('en', 'long', "Our project covers {ds} departments. How many people live there altogether in "
                   "{y}?"),
])
def named_depts(rng, ctx):
    r = rng.choice(multi_dept_regions())
    ds = rng.sample(r['depts'], rng.choice([2, 3]) if len(r['depts']) > 3 else 2)
    y = rng.choice(range(2023, 2031))
    tot = sum(d['pop'][y] for d in ds)
    names = [ctx.pn(d['name']) for d in ds]
    joined = ', '.join(names[:-1]) + (' and ' if ctx.lang == 'en' else ' et ') + names[-1]
    return {'fill': {'ds': joined, 'y': y},
            'expect': {'numbers': [tot], 'names': [key(d['name']) for d in ds]},
            'why': f"{F_DEPT} pop_{y}: " + ' + '.join(f"{d['name']} {d['pop'][y]}" for d in ds) +
                   f" = {tot}."}


ONE = {'poste de sante': ('poste de santé', 'health post'),
       'centre de sante': ('centre de santé', 'health centre')}


@shape('share_rate', 'w2_people_per_facility', [
    ('fr', 'formal', "Dans la région de {r}, combien d'habitants y a-t-il en moyenne pour un {t}, "
                     "sur la base du recensement de 2023" + NB + "?"),
    ('fr', 'informal', "{r} : un {t} pour combien d'habitants, avec les chiffres du recensement "
                       "2023 ?"),
    ('en', 'formal', "On average, how many inhabitants does each {t} serve in {r} region, using the "
                     "2023 census?"),
    ('en', 'informal', "people per {t} in {r} region (2023 census)?"),
])
def people_per_facility(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    t = rng.choice(sorted(ONE))
    n = HEALTH[r][t][0]
    v = round(REGION[r]['pop'][2023] / n, 1)
    return {'fill': {'r': ctx.pn(r), 't': ONE[t][0 if ctx.lang == 'fr' else 1]},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_REG} pop_2023 {REGION[r]['pop'][2023]} / {F_HC} {r} {t} n_facilities {n} "
                   f"= {v} inhabitants per facility."}


@shape('share_rate', 'w2_posts_per_10k', [
    ('fr', 'formal', "Combien de postes de santé pour 10" + NB + "000 habitants la région de {r} "
                     "compte-t-elle en {y}" + NB + "?"),
    ('fr', 'noacc', "nombre de postes de sante pour 10 000 habitants, region de {r}, {y}"),
    ('en', 'formal', "How many health posts per 10,000 inhabitants does {r} region have in {y}?"),
    ('en', 'informal', "{r}: health posts per 10k people in {y}?"),
])
def posts_per_10k(rng, ctx):
    r = rng.choice(sorted(HEALTH))
    y = rng.choice(range(2023, 2031))
    n, p = HEALTH[r]['poste de sante'][0], REGION[r]['pop'][y]
    v = round(n / p * 10000, 3)
    return {'fill': {'r': ctx.pn(r), 'y': y},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(r)]},
            'why': f"{F_HC}: {r} poste de sante {n} (list of June 2023) / {F_REG} pop_{y} {p} x "
                   f"10,000 = {v}."}


PA2020 = [a for a in AREAS if a['event_id'] == 'SEN-2020-01' and a['metric'] == 'people_affected']


@shape('share_rate', 'w2_affected_per_10k_2020', [
    ('fr', 'formal', "Combien de sinistrés pour 10" + NB + "000 habitants le département de {d} "
                     "a-t-il compté lors des inondations de septembre 2020" + NB + "?"),
    ('fr', 'informal', "inondations de septembre 2020 dans le dept de {d} : ça fait combien de "
                       "sinistrés pour 10 000 habitants ?"),
    ('fr', 'sms', "sinistres pr 10000 hbts dept {d} inondations sept 2020"),
    ('en', 'formal', "How many people per 10,000 inhabitants were affected in {d} department by the "
                     "September 2020 floods?"),
    ('en', 'informal', "{d} dept, Sept 2020 floods: affected per 10k residents?"),
])
def affected_per_10k_2020(rng, ctx):
    a = rng.choice(PA2020)
    d = DEPT[a['adm2_name']]
    o = ocha2_for(d['name'])
    opts = [round(a['value'] / d['pop'][2023] * 10000, 2)]
    if o:
        opts.append(round(a['value'] / o['Total'] * 10000, 2))
    return {'fill': {'d': ctx.pn(d['name'])},
            'expect': {'any_numbers': [opts], 'names': [key(d['name'])]},
            'why': f"{F_EVA}: SEN-2020-01 {d['name']} people_affected {a['value']}; per 10,000 of the "
                   f"2023 census {d['pop'][2023]} = {opts[0]}" + (
                       f", or of OCHA 2020 {o['Total']} = {opts[1]}" if o else '') +
                   ' (either denominator: the census is after the event, OCHA 2020 is its year).'}
