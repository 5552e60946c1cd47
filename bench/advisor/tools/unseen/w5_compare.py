"""Fifth wave, kind `compare`: which of two departments is denser, whether the gap between two
regions widens from 2023 to 2030, women of two departments, two departments hit by one event,
hospitals per 100,000 in two regions, and the sources that disagree on one event (July 2016, the
2024 river flood)."""
from .data import (AREAS, DEPTS, EVENT, F_AREA, F_DEPT, F_EV, F_EVA, F_HC, F_REG, F_SEX,
                   HEALTH, REGION, REGIONS, key)
from .w5_common import ev, fixed, lang_i, shape


@shape('compare', 'w5_cmp_denser', [
    ('fr', 'formal', "Le département de {a} est-il plus densément peuplé que celui de {b} en {y} ? "
                     "Donnez les deux densités."),
    ('fr', 'informal', "{a} ou {b}, lequel est le plus dense en {y} ? en hab/km²"),
    ('fr', 'abbr', "Densité {y} (hab./km²) : dépt de {a} vs dépt de {b} ?"),
    ('en', 'formal', "Is {a} department more densely populated than {b} department in {y}? Give "
                     "both densities."),
])
def denser(rng, ctx):
    a, b = rng.sample(DEPTS, 2)
    y = rng.choice(range(2023, 2031))
    da, db = round(a['pop'][y] / a['area'], 1), round(b['pop'][y] / b['area'], 1)
    if abs(da - db) < 0.05 * max(da, db):
        return None
    big = a if da > db else b
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name']), 'y': y},
            'expect': {'approx_numbers': [[da, 0.02], [db, 0.02]], 'names': [key(big['name'])]},
            'why': f"{F_DEPT} pop_{y} / {F_AREA} area_km2: {a['name']} {a['pop'][y]} / "
                   f"{a['area']:.1f} = {da}; {b['name']} {b['pop'][y]} / {b['area']:.1f} = {db}; "
                   f"denser: {big['name']}."}


@shape('compare', 'w5_cmp_gap_widens', [
    ('fr', 'formal', "L'écart de population entre les régions de {a} et de {b} se creuse-t-il "
                     "entre 2023 et 2030 ? Donnez l'écart aux deux dates."),
    ('fr', 'informal', "entre {a} et {b}, la différence d'habitants elle grandit d'ici 2030 ? "
                       "c'est combien en 2023 et en 2030 ?"),
    ('fr', 'noacc', "ecart de population {a} - {b} (regions) en 2023 et en 2030"),
    ('en', 'formal', "Does the population gap between {a} and {b} regions widen between 2023 and "
                     "2030? Give the gap at both dates."),
])
def gap_widens(rng, ctx):
    a, b = sorted(rng.sample(REGIONS, 2), key=lambda r: -r['pop'][2023])
    g1, g2 = a['pop'][2023] - b['pop'][2023], a['pop'][2030] - b['pop'][2030]
    if g2 <= 0:
        return None
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [g1, g2]},
            'why': f"{F_REG}: 2023 (census) {a['name']} {a['pop'][2023]} - {b['name']} "
                   f"{b['pop'][2023]} = {g1}; 2030 (projection) {a['pop'][2030]} - "
                   f"{b['pop'][2030]} = {g2} (" + ('widens' if g2 > g1 else 'narrows') + ')'}


@shape('compare', 'w5_cmp_women_two_depts', [
    ('fr', 'formal', "Y a-t-il plus de femmes dans le département de {a} que dans celui de {b} au "
                     "recensement de 2023 ?"),
    ('fr', 'informal', "femmes : {a} contre {b} (départements), qui en a le plus au RGPH ?"),
    ('fr', 'typo', "nombre de femmes departement {a} et departement {b} recensement 2023"),
    ('en', 'formal', "Are there more women in {a} department than in {b} department at the 2023 "
                     "census?"),
    ('en', 'long', "Our maternal health kits are split between {a} and {b} departments. How many "
                   "women does each have according to the 2023 census?"),
])
def women_two_depts(rng, ctx):
    a, b = rng.sample(DEPTS, 2)
    fa, fb = a['census']['F'], b['census']['F']
    big = a if fa > fb else b
    return {'fill': {'a': ctx.pn(a['name']), 'b': ctx.pn(b['name'])},
            'expect': {'numbers': [fa, fb], 'names': [key(big['name'])]},
            'why': f"{F_SEX} SEXE=F: {a['name']} {fa}, {b['name']} {fb}; more: {big['name']}."}


PAIRS = {('SEN-2020-01', 'people_affected'): ('personnes sinistrées', 'people affected'),
         ('SEN-2024-01', 'houses_flooded'): ('maisons inondées', 'houses flooded')}
AROWS = {k: {a['adm2_name']: a['value'] for a in AREAS
             if (a['event_id'], a['metric']) == k and a['value'] is not None} for k in PAIRS}


@shape('compare', 'w5_cmp_event_two_depts', [
    ('fr', 'formal', "Lors {de_e}, où y a-t-il eu le plus de {m} : à {a} ou à {b} ?"),
    ('fr', 'informal', "{e} : {a} ou {b}, c'est où qu'il y a eu le plus de {m} ?"),
    ('fr', 'sms', "{m} {a} vs {b} ({e})"),
    ('en', 'formal', "During {e}, where were there more {m}: {a} or {b}?"),
])
def event_two_depts(rng, ctx):
    k = rng.choice(sorted(PAIRS))
    rows = AROWS[k]
    a, b = rng.sample(sorted(rows), 2)
    if rows[a] == rows[b]:
        return None
    e = ev(ctx, k[0])
    de_e = ('des ' + e[4:]) if e.startswith('les ') else ('de ' + e)
    big = a if rows[a] > rows[b] else b
    return {'fill': {'e': e, 'de_e': de_e, 'm': PAIRS[k][lang_i(ctx)], 'a': ctx.pn(a),
                     'b': ctx.pn(b)},
            'expect': {'numbers': [rows[a], rows[b]], 'names': [key(big)]},
            'why': f"{F_EVA} {k[0]} {k[1]}: {a} {rows[a]}, {b} {rows[b]}; more: {big}"
                   + (' (press report of a ministry note, grade B)' if k[0] == 'SEN-2024-01'
                      else ' (IFRC DREF table 1)') + '.'}


def hosp_100k(r):
    return round(HEALTH[r]['hopital'][0] / REGION[r]['pop'][2023] * 100000, 2)


@shape('compare', 'w5_cmp_hospitals_per_100k', [
    ('fr', 'formal', "Combien d'hôpitaux pour 100 000 habitants dans les régions de {a} et de {b} "
                     "(population de 2023) ?"),
    ('fr', 'informal', "hôpitaux par habitant : {a} ou {b}, qui est le mieux équipé ? pour "
                       "100 000 habitants"),
    ('fr', 'long', "Nous plaidons pour un hôpital de campagne pendant l'hivernage. Comparez {a} "
                   "et {b} : combien d'hôpitaux pour 100 000 habitants (recensement 2023) ?"),
    ('en', 'formal', "How many hospitals per 100,000 inhabitants do {a} and {b} regions have "
                     "(2023 census)?"),
    ('en', 'informal', "hospitals per 100k people: {a} vs {b}?"),
])
def hospitals_per_100k(rng, ctx):
    a, b = rng.sample(sorted(HEALTH), 2)
    va, vb = hosp_100k(a), hosp_100k(b)
    if abs(va - vb) < 0.05:
        return None
    return {'fill': {'a': ctx.pn(a), 'b': ctx.pn(b)},
            'expect': {'approx_numbers': [[va, 0.03], [vb, 0.03]],
                       'names': [key(a if va > vb else b)]},
            'why': f"{F_HC} hopital / {F_REG} pop_2023 x 100,000: {a} {HEALTH[a]['hopital'][0]} / "
                   f"{REGION[a]['pop'][2023]} = {va}; {b} {HEALTH[b]['hopital'][0]} / "
                   f"{REGION[b]['pop'][2023]} = {vb}."}


E16 = EVENT['SEN-2016-01']
assert '10,313' in E16['other_impacts'] and E16['people_affected'] == 12180
fixed('compare', 'w5_cmp_2016_sources', [
    ('fr', 'formal', "Pour les inondations de juillet 2016, l'OCHA et les autorités locales "
                     "donnent-elles le même nombre de personnes touchées ?"),
    ('fr', 'informal', "juillet 2016 : c'est combien de sinistrés, 12 000 ou 10 000 ? j'ai vu les "
                       "deux"),
    ('en', 'formal', "For the July 2016 floods, do OCHA and the local authorities give the same "
                     "number of people affected?"),
], {'numbers': [12180, 10313]},
    f"{F_EV} SEN-2016-01: people_affected 12180 (OCHA, 22 Aug 2016, 'so far'); other_impacts: "
    "local authorities 10,313 directly affected; two counts of one event, both cited, not summed.")

E24 = EVENT['SEN-2024-02']
assert '3,667' in E24['notes'] and '200,000' in E24['notes']
fixed('compare', 'w5_cmp_2024_estimates', [
    ('fr', 'formal', "Pour la crue du fleuve de 2024, quelles estimations du nombre de personnes "
                     "touchées circulent selon les sources, et laquelle est officielle ?"),
    ('fr', 'long', "Les chiffres de la crue de 2024 varient beaucoup d'un article à l'autre. Que "
                   "disent le gouvernement et la presse sur le nombre de personnes touchées ?"),
    ('en', 'formal', "For the 2024 river flood, which estimates of the number of people affected "
                     "circulate, by source, and which one is official?"),
], {'numbers': [55600, 3667]},
    f"{F_EV} SEN-2024-02: government 774 households / ~55,600 people (inconsistent as published); "
    "notes: Les Echos 456 households (~3,667 people); Sputnik ~200,000 (unverified).")
