import type { AnswerSource } from './advisor.engine.ts';

interface QueryRunner {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/** The rows of `knowledge.source` an answer's figures point to, in id order. */
export async function fetchSources(db: QueryRunner, ids: Iterable<string>): Promise<AnswerSource[]> {
  const list = [...new Set(ids)];
  if (!list.length) return [];
  const rows = await db.query<{
    id: string;
    title: string;
    title_fr: string | null;
    organisation: string | null;
    url: string | null;
    published: string | null;
    reliability: AnswerSource['reliability'];
  }>(
    'select id, title, title_fr, organisation, url, published, reliability from knowledge.source where id = any($1::text[]) order by id',
    [list],
  );
  return rows.rows.map((r) => ({
    id: r.id,
    title: r.title,
    ...(r.title_fr ? { titleFr: r.title_fr } : {}),
    organisation: r.organisation,
    url: r.url,
    date: r.published,
    reliability: r.reliability,
  }));
}
