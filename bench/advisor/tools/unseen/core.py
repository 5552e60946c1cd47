"""The template machinery. A *shape* is one question (what is asked, how the answer is computed
from the files); each of its *phrasings* is one template (lang, style, text). A template is
instantiated a few times with places/years drawn by a generator seeded from the template id, so
the output is deterministic. Styles: formal, informal, sms, typo, noacc, abbr, long."""
import hashlib
import random

from .data import strip

SHAPES = []
GAP = ("(pas de donn|aucune donn|pas d.information|aucune information|pas de chiffre|aucun chiffre|"
       "aucun bilan|non (renseign|disponible|rapport|communiqu|connu|document)|pas (renseign|"
       "disponible|rapporte|communique|connu|precise|indique|document)|n.est pas (renseign|disponible|"
       "rapport|connu|indique|precise|document)|ne (figure|dispose|contient|couvre)|hors (de la |du )?"
       "(periode|champ|couverture)|au-dela|not reported|no data|no [a-z-]+ data|not available|"
       "unavailable|don.?t have|do not have|no figure|not recorded|no (record|information)|not (in|part "
       "of) (our|the)|not covered|outside (the|our)|does not (contain|include|have|record|cover)|"
       "doesn.?t (contain|include|have|record|cover)|missing|manquant)")
OUT = ("(ne (peux|puis|dispose|suis pas|sais pas|couvre|contient)|hors (de |du )?(mon|champ|perimetre|"
       "sujet|domaine|portee)|pas en mesure|je n.ai pas|pas de donn|aucune donn|pas d.information|"
       "cannot|can.?t|unable|outside|not able|beyond|no data|don.?t have|do not have|does not (cover|"
       "contain|include)|doesn.?t (cover|contain|include)|not (covered|within|part of))")


def h(s):
    return int(hashlib.sha1(s.encode('utf-8')).hexdigest()[:12], 16)


def shape(kind, sid, phrasings, n=2, by_lang=False):
    """Registers a shape. phrasings: [(lang, style, text or [turns])]. With by_lang, the shape
    is one fixed question (a fact, a gap...) and its wordings in one language form ONE template,
    so the same sentence never sits in both halves under two wrappers."""
    def deco(fn):
        SHAPES.append({'kind': kind, 'sid': sid, 'phrasings': phrasings, 'fn': fn, 'n': n,
                       'by_lang': by_lang})
        return fn
    return deco


# --- how people write ---------------------------------------------------------------------------
PLACE_TYPOS = {'Ziguinchor': 'Ziguinshor', 'Tambacounda': 'Tambakounda', 'Kédougou': 'Kedougu',
               'Kaolack': 'Kaolak', 'Tivaouane': 'Tivaoune', 'Guédiawaye': 'Guediawaye',
               'Sédhiou': 'Sedhiou', 'Vélingara': 'Velingara', 'Linguère': 'Linguere',
               'Kaffrine': 'Kafrine', 'Rufisque': 'Rufisk', 'Foundiougne': 'Foundioune',
               'Bignona': 'Bignonna', 'Podor': 'Podore', 'Matam': 'Mattam'}
WORD_TYPOS = [('population', 'popualtion'), ('habitants', 'habitans'), ('combien', 'combein'),
              ('département', 'departemnt'), ('région', 'regoin'), ('inondations', 'innondations'),
              ('personnes', 'persones'), ('besoin', 'besion'), ('quelle', 'quel'),
              ('people', 'poeple'), ('department', 'departmnet'), ('region', 'regin'),
              ('how many', 'how mny'), ('floods', 'flods'), ('water', 'watter'),
              ('between', 'betwen'), ('which', 'wich'), ('health', 'helth'), ('toilets', 'toilest')]


def place_form(name, style, rng):
    if style == 'typo':
        return PLACE_TYPOS.get(name, strip(name))
    if style in ('sms', 'noacc'):
        s = strip(name)
        return s.lower() if style == 'sms' else s
    if style == 'abbr':
        return name.replace('Saint-Louis', 'St-Louis').replace('Saint Louis', 'St-Louis')
    return name


def post(text, style):
    if style == 'typo':
        low = text
        for a, b in WORD_TYPOS:
            if a in low:
                low = low.replace(a, b, 1)
        return strip(low)
    if style in ('sms', 'noacc'):
        return strip(text)
    return text


class Ctx:
    def __init__(self, lang, style, rng):
        self.lang, self.style, self.rng = lang, style, rng

    def pn(self, name):
        return place_form(name, self.style, self.rng)

    def nf(self, n):
        """A count as this writer would type it."""
        if self.style == 'sms':
            return str(n)
        s = f'{n:,}'
        return s.replace(',', ' ') if self.lang == 'fr' else s


def build():
    items = []
    for sh in SHAPES:
        for lang, style, text in sh['phrasings']:
            # The id hangs on the wording itself, not on its rank in the list: adding a phrasing
            # never renames (nor moves to the other half) an existing template.
            tid = (f"{sh['kind']}.{sh['sid']}.{lang}" if sh['by_lang'] else
                   f"{sh['kind']}.{sh['sid']}.{lang}.{style}.{h(str(text)) % 0xfffff:05x}")
            rng = random.Random(h(tid + style + str(text)))
            seen, got = set(), 0
            for _ in range(sh['n'] * 12):
                if got >= sh['n']:
                    break
                ctx = Ctx(lang, style, rng)
                r = sh['fn'](rng, ctx)
                if r is None:
                    continue
                turns = [post(t.format(**r['fill']), style)
                         for t in (text if isinstance(text, list) else [text])]
                if tuple(turns) in seen:
                    continue
                seen.add(tuple(turns))
                got += 1
                items.append({'template': tid, 'kind': sh['kind'], 'lang': lang, 'style': style,
                              'turns': turns, 'expect': r['expect'], 'why': r['why']})
    return items


def split(items):
    """By template, deterministically and stably: a template's side depends on its id only
    (sha1 parity), so adding or removing other templates never moves it between the halves."""
    return {it['template']: ('dev' if h('split:' + it['template']) % 2 == 0 else 'heldout')
            for it in items}
