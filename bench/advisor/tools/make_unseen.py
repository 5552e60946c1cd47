"""Writes bench/advisor/questions.dev.jsonl and questions.heldout.jsonl: questions of every kind of
QUESTION_KINDS.md in many phrasings (fr formal/informal/SMS, typos, missing accents,
abbreviations, long questions with context first; en), with expected answers computed here
straight from data/knowledge (independently of the engine and its database).

Each question carries its `template` id; the split is BY TEMPLATE (deterministic hash), so a
phrasing is either in dev or in held-out, never both. Run: python3 bench/advisor/tools/make_unseen.py"""
import json
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(__file__))
from unseen import k_actors, k_events, k_gaps, k_level, k_multi, k_needs, k_rank, k_share, k_value  # noqa: E402,F401
from unseen import (w2_actors_gaps, w2_compare, w2_events_needs, w2_followup_multi,  # noqa: E402,F401
                    w2_rank_vuln, w2_sum_share, w2_value)
from unseen import (w3_needs, w3_ocha, w3_out_gap, w3_rank, w3_sum_compare,  # noqa: E402,F401
                    w3_series_level)
from unseen import (w4_events_actors, w4_followup_multi, w4_gap_out,  # noqa: E402,F401
                    w4_growth_series, w4_level_vul, w4_ocha_needs, w4_rank_compare, w4_sum_share)
from unseen import (w5_actors, w5_compare, w5_events, w5_followup, w5_gap_out,  # noqa: E402,F401
                    w5_multi, w5_needs, w5_ocha_vul, w5_rain, w5_rank, w5_series_growth,
                    w5_share_sum, w5_value_level)
from unseen import (w6_actors, w6_events, w6_followup, w6_gap_out, w6_multi,  # noqa: E402,F401
                    w6_needs, w6_rank_compare, w6_series_growth, w6_share_sum, w6_value_level,
                    w6_vul_ocha)
from unseen import (w7_actors, w7_compare_sum, w7_events, w7_followup, w7_gap_out,  # noqa: E402,F401
                    w7_growth, w7_misc, w7_multi, w7_needs, w7_needs2, w7_vul)
from unseen import (w8_actors_rain, w8_events, w8_followup, w8_gap_out,  # noqa: E402,F401
                    w8_hazard, w8_multi, w8_needs, w8_needs2, w8_ocha, w8_rank_compare,
                    w8_series_growth, w8_share_sum, w8_value, w8_vul)
from unseen.core import build, split  # noqa: E402
from unseen.data import ROOT  # noqa: E402

OUT = os.path.join(ROOT, 'bench', 'advisor')


def main():
    items = build()
    side = split(items)
    files = {'dev': [], 'heldout': []}
    for it in items:
        files[side[it['template']]].append(it)
    for name, rows in files.items():
        with open(os.path.join(OUT, f'questions.{name}.jsonl'), 'w', encoding='utf-8') as f:
            for i, it in enumerate(rows, 1):
                f.write(json.dumps({'id': f'{name}-{i:04d}', 'lang': it['lang'], 'category': it['kind'],
                                    'template': it['template'], 'style': it['style'],
                                    'turns': it['turns'], 'expect': it['expect'], 'why': it['why']},
                                   ensure_ascii=False) + '\n')
    kinds = sorted({it['kind'] for it in items})
    print(f"{len(items)} questions, {len(side)} templates")
    print(f"{'kind':16} " + ' '.join(f'{s}-{l:2}' for s in files for l in ('fr', 'en')))
    for k in kinds:
        c = Counter((side[it['template']], it['lang']) for it in items if it['kind'] == k)
        print(f'{k:16} ' + ' '.join(f"{c[(s, l)]:>10}" for s in files for l in ('fr', 'en')))
    for s, rows in files.items():
        c = Counter(it['lang'] for it in rows)
        t = len({it['template'] for it in rows})
        print(f"{s}: {len(rows)} questions ({c['fr']} fr, {c['en']} en), {t} templates")


if __name__ == '__main__':
    main()
