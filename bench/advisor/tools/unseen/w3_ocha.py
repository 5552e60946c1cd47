"""Third wave, kind `ocha2020`: OCHA's COD-PS 2020 age bands and sex at region and department
level — one band, sums of bands (0-14, 60+, 65+), shares of a band in the place, women of
an age group (not published by sex: a gap with the nearby figures), two places compared."""
from .core import GAP, shape
from .data import BANDS, OCHA1, key
from .w3_common import (AGE, F_O1, F_O2, NB, age_words, any_ocha_place, band_label, bsum,
                        in_where, ocha_places, pct, where)


def src(level):
    return F_O1 if level == 'region' else F_O2


def bands_why(row, bands):
    return ' + '.join(f"{b} {row[b]}" for b in bands)


@shape('ocha2020', 'w3_one_band', [
    ('fr', 'formal', "D'après les projections OCHA 2020, combien de personnes âgées de {a} vivent "
                     "{iw}" + NB + "?"),
    ('fr', 'informal', "c'est combien les {a} {iw}, d'après les chiffres OCHA de 2020 ?"),
    ('fr', 'sms', "ocha 2020 {w} tranche {a} cb svp"),
    ('fr', 'typo', "combien de personnes de {a} {iw} selon la population OCHA 2020"),
    ('en', 'formal', "According to OCHA's 2020 population figures, how many people aged {a} live "
                     "{iw}?"),
    ('en', 'informal', "{w}, OCHA 2020 numbers: how many in the {a} age group?"),
])
def one_band(rng, ctx):
    name, row, level = any_ocha_place(rng)
    b = rng.choice(BANDS)
    a = band_label(b)[0 if ctx.lang == 'fr' else 1]
    return {'fill': {'a': a, 'w': where(ctx, name, level), 'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [row[b]], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} {b} = {row[b]} (OCHA COD-PS 2020, projection from "
                   f"the 2013 census)."}


def group_shape(sid, g, phr):
    @shape('ocha2020', sid, phr)
    def fn(rng, ctx):
        name, row, level = any_ocha_place(rng)
        bands = AGE[g][0]
        v = bsum(row, bands)
        return {'fill': {'w': where(ctx, name, level), 'iw': in_where(ctx, name, level),
                         'g': age_words(ctx, g)},
                'expect': {'numbers': [v], 'names': [key(name)]},
                'why': f"{src(level)}: {row['name']} {bands_why(row, bands)} = {v}."}
    return fn


group_shape('w3_under15', 'u15', [
    ('fr', 'formal', "Quel est l'effectif des enfants de moins de 15 ans {iw} selon OCHA (2020)"
                     + NB + "?"),
    ('fr', 'long', "Nous préparons une distribution de kits scolaires après les pluies {iw}. "
                   "Combien d'enfants de 0 à 14 ans y a-t-il d'après les données OCHA 2020" + NB
                   + "?"),
    ('fr', 'noacc', "nombre d'enfants de 0 a 14 ans {iw}, chiffres OCHA 2020"),
    ('fr', 'sms', "cb d enfants - de 15 ans {iw} (ocha 2020)"),
    ('en', 'formal', "How many children under 15 are there {iw}, according to OCHA 2020?"),
    ('en', 'long', "We're planning child-friendly spaces after the floods {iw}. Using OCHA's 2020 "
                   "figures, how many children aged 0 to 14 live there?"),
])
group_shape('w3_60plus', 'p60', [
    ('fr', 'formal', "Combien de personnes âgées de 60 ans ou plus compte {w} selon les "
                     "estimations OCHA de 2020" + NB + "?"),
    ('fr', 'informal', "les plus de 60 ans {iw}, ça fait combien avec OCHA 2020 ?"),
    ('fr', 'abbr', "Nb de pers. de 60 ans et + {iw} (OCHA 2020)" + NB + "?"),
    ('en', 'formal', "How many people aged 60 or over live {iw} according to OCHA's 2020 "
                     "estimates?"),
    ('en', 'typo', "how many elderly 60+ in {w} acording to OCHA 2020"),
])
group_shape('w3_over65', 'p65', [
    ('fr', 'formal', "Selon OCHA (2020), quel est le nombre de personnes de 65 ans et plus {iw}"
                     + NB + "?"),
    ('fr', 'typo', "personnes agées de plus de 65 ans {iw} combien d'après OCHA 2020"),
    ('fr', 'long', "Pour cibler les personnes âgées lors de l'évacuation {iw}, j'ai besoin du "
                   "nombre de 65 ans et plus selon OCHA 2020. Vous l'avez" + NB + "?"),
    ('en', 'formal', "What is the number of people aged 65 and above {iw}, per OCHA 2020?"),
    ('en', 'informal', "65 and older {iw}? OCHA 2020 numbers pls"),
])


def share_shape(sid, g, phr):
    @shape('ocha2020', sid, phr)
    def fn(rng, ctx):
        name, row, level = any_ocha_place(rng)
        bands = AGE[g][0]
        v = bsum(row, bands)
        s = pct(v, row['Total'])
        return {'fill': {'w': where(ctx, name, level), 'iw': in_where(ctx, name, level)},
                'expect': {'approx_numbers': [[s, 0.02]], 'names': [key(name)]},
                'why': f"{src(level)}: {row['name']} {bands_why(row, bands)} = {v} / Total "
                       f"{row['Total']} = {s} %."}
    return fn


share_shape('w3_under5_share', 'u5', [
    ('fr', 'formal', "Quelle part de la population représentent les enfants de moins de 5 ans {iw}, "
                     "selon OCHA 2020" + NB + "?"),
    ('fr', 'informal', "les moins de 5 ans c'est quel pourcentage de la population {iw} (OCHA "
                       "2020) ?"),
    ('fr', 'noacc', "pourcentage des moins de 5 ans {iw} selon OCHA 2020"),
    ('en', 'formal', "What percentage of the population {iw} is under 5 years old, according to "
                     "OCHA 2020?"),
    ('en', 'informal', "share of under-5s {iw}? (OCHA 2020)"),
])
share_shape('w3_elderly_share', 'p60', [
    ('fr', 'formal', "Quel est le pourcentage de personnes de 60 ans et plus {iw} d'après les "
                     "chiffres OCHA de 2020" + NB + "?"),
    ('fr', 'sms', "% des 60 ans et + {w} ocha 2020"),
    ('fr', 'long', "Un article sur le vieillissement et les inondations {iw}" + NB + ": quelle est "
                   "la proportion des 60 ans et plus dans la population, selon OCHA 2020" + NB
                   + "?"),
    ('en', 'formal', "What share of the population {iw} is aged 60 or over, according to OCHA "
                     "2020?"),
    ('en', 'typo', "percentage of people over 60 in {w} ocha 2020"),
])


@shape('ocha2020', 'w3_women_age_gap', [
    ('fr', 'formal', "Combien de femmes de 15 à 49 ans {iw} selon OCHA 2020" + NB + "?"),
    ('fr', 'long', "Pour calculer les kits d'hygiène menstruelle {iw}, il me faudrait le nombre de "
                   "femmes âgées de 15 à 49 ans d'après OCHA 2020."),
    ('fr', 'sms', "nbre femmes 15-49 ans {w} ocha 2020 ?"),
    ('fr', 'informal', "t'as les femmes en âge de procréer (15-49 ans) {iw} avec OCHA 2020 ?"),
    ('en', 'formal', "How many women aged 15 to 49 live {iw} according to OCHA 2020?"),
    ('en', 'informal', "women of reproductive age (15-49) {iw}, OCHA 2020?"),
])
def women_age_gap(rng, ctx):
    name, row, level = any_ocha_place(rng)
    bands = BANDS[3:10]
    v = bsum(row, bands)
    return {'fill': {'w': where(ctx, name, level), 'iw': in_where(ctx, name, level)},
            'expect': {'pattern': GAP, 'any_numbers': [[v, row['Female']]], 'names': [key(name)]},
            'why': f"{src(level)} gives the age bands for both sexes together and the women in "
                   f"total, never women by age: not reported. Nearby: {row['name']} 15-49 both sexes "
                   f"{bands_why(row, bands)} = {v}; women of all ages {row['Female']}."}


@shape('ocha2020', 'w3_women_men', [
    ('fr', 'formal', "Selon OCHA 2020, combien de femmes et combien d'hommes {iw}" + NB + "?"),
    ('fr', 'typo', "repartition femmes hommes {iw} dans les donnees OCHA 2020"),
    ('fr', 'abbr', "OCHA 2020, {w}" + NB + ": nb de femmes et d'hommes" + NB + "?"),
    ('en', 'formal', "According to OCHA 2020, how many women and how many men live {iw}?"),
    ('en', 'long', "I'm drafting a gender analysis for {w}. What are OCHA's 2020 figures for "
                   "women and men there?"),
])
def women_men(rng, ctx):
    name, row, level = any_ocha_place(rng)
    return {'fill': {'w': where(ctx, name, level), 'iw': in_where(ctx, name, level)},
            'expect': {'numbers': [row['Female'], row['Male']], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} Female {row['Female']}, Male {row['Male']}."}


@shape('ocha2020', 'w3_compare_u5', [
    ('fr', 'formal', "Qui compte le plus d'enfants de moins de 5 ans selon OCHA 2020, {a} ou {b}, "
                     "et avec quel écart" + NB + "?"),
    ('fr', 'informal', "moins de 5 ans : {a} vs {b} avec OCHA 2020, y a combien de différence ?"),
    ('fr', 'sms', "- de 5 ans {a} et {b} ocha 2020 difference"),
    ('fr', 'noacc', "comparer les enfants de moins de 5 ans entre {a} et {b} (OCHA 2020)"),
    ('en', 'formal', "Which has more children under 5 according to OCHA 2020, {a} or {b}, and by "
                     "how many?"),
    ('en', 'informal', "under-5s in {a} vs {b}, OCHA 2020 — what's the gap?"),
])
def compare_u5(rng, ctx):
    level = rng.choice(['region', 'dept'])
    (na, ra, _), (nb, rb, _) = rng.sample(ocha_places(level), 2)
    va, vb = ra['T_00_04'], rb['T_00_04']
    big = na if va > vb else nb
    return {'fill': {'a': where(ctx, na, level), 'b': where(ctx, nb, level)},
            'expect': {'numbers': [va, vb, abs(va - vb)], 'names': [key(big)]},
            'why': f"{src(level)} T_00_04: {ra['name']} {va}, {rb['name']} {vb}; {big} has "
                   f"{abs(va - vb)} more."}


@shape('ocha2020', 'w3_compare_old_share', [
    ('fr', 'formal', "En proportion, où les 60 ans et plus pèsent-ils le plus selon OCHA 2020" + NB
                     + ": {a} ou {b}" + NB + "?"),
    ('fr', 'informal', "les 60+ en % de la population, {a} contre {b}, d'après OCHA 2020 ?"),
    ('fr', 'long', "On compare deux zones d'intervention, {a} et {b}. Quelle est la part des "
                   "personnes de 60 ans et plus dans chacune selon OCHA 2020" + NB + "?"),
    ('en', 'formal', "Compare the share of people aged 60+ in {a} and {b} according to OCHA 2020."),
    ('en', 'typo', "wich has a bigger share of over-60s, {a} or {b}? ocha 2020"),
])
def compare_old_share(rng, ctx):
    level = rng.choice(['region', 'dept'])
    (na, ra, _), (nb, rb, _) = rng.sample(ocha_places(level), 2)
    sa, sb = pct(bsum(ra, BANDS[12:]), ra['Total']), pct(bsum(rb, BANDS[12:]), rb['Total'])
    if abs(sa - sb) < 0.1:
        return None
    return {'fill': {'a': where(ctx, na, level), 'b': where(ctx, nb, level)},
            'expect': {'approx_numbers': [[sa, 0.02], [sb, 0.02]],
                       'names': [key(na if sa > sb else nb)]},
            'why': f"{src(level)}: 60+ (T_60_64..T_80plus) / Total: {ra['name']} {sa} %, "
                   f"{rb['name']} {sb} %."}


@shape('ocha2020', 'w3_dependency', [
    ('fr', 'formal', "Quel est le rapport de dépendance démographique {iw} (moins de 15 ans et 65 "
                     "ans et plus rapportés aux 15-64 ans), avec les données OCHA 2020" + NB + "?"),
    ('fr', 'noacc', "ratio de dependance {iw} : (0-14 + 65 et plus) / 15-64, donnees OCHA 2020"),
    ('en', 'formal', "What is the age dependency ratio {iw} — under-15s plus over-65s per 100 people "
                     "aged 15-64 — using OCHA 2020?"),
    ('en', 'informal', "dependency ratio for {w} from the OCHA 2020 age bands?"),
])
def dependency(rng, ctx):
    name, row, level = any_ocha_place(rng)
    dep = bsum(row, BANDS[:3]) + bsum(row, BANDS[13:])
    act = bsum(row, BANDS[3:13])
    v = round(dep / act * 100, 1)
    return {'fill': {'w': where(ctx, name, level), 'iw': in_where(ctx, name, level)},
            'expect': {'approx_numbers': [[v, 0.02]], 'names': [key(name)]},
            'why': f"{src(level)}: {row['name']} (0-14 {bsum(row, BANDS[:3])} + 65+ "
                   f"{bsum(row, BANDS[13:])}) / 15-64 {act} x 100 = {v}."}


@shape('ocha2020', 'w3_national_u5', [
    ('fr', 'formal', "Au niveau national, combien d'enfants de moins de 5 ans le Sénégal "
                     "comptait-il selon OCHA 2020" + NB + "?"),
    ('fr', 'sms', "senegal cb d enfants - 5 ans ocha 2020"),
    ('fr', 'informal', "au total au Sénégal, les moins de 5 ans c'est combien avec OCHA 2020 ?"),
    ('en', 'formal', "How many children under five did Senegal have in total according to OCHA "
                     "2020?"),
], n=1, by_lang=True)
def national_u5(rng, ctx):
    v = sum(r['T_00_04'] for r in OCHA1.values())
    return {'fill': {},
            'expect': {'numbers': [v]},
            'why': f"{F_O1}: T_00_04 summed over the 14 regions = {v}."}
