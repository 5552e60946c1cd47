import type {
  AdvisorAnswer,
  AdvisorEngine,
  AdvisorLanguage,
  AdvisorTurn,
  AnswerData,
  AnswerSource,
} from '../advisor.engine.ts';
import { detectLanguage } from '../analyst/text.ts';
import type { FramePlanner } from '../analyst/analyst.engine.ts';
import { sourceList } from '../source-list.ts';
import { fetchSources } from '../sources.ts';
import { FRAME_TOOL, frameToolDefinition, framesFromTool } from './frame-tool.ts';
import names from './sql-guard.names.json' with { type: 'json' };
import { guardSql } from './sql-guard.ts';
import { type SqlRows, type SqlRunner, SqlTimeoutError } from './sql-runner.ts';

/**
 * The model-backed SQL agent (issue 3): any OpenAI-compatible chat-completions server. Its first
 * tool fills the catalog planner's frames (issue 12: the answer is then the planner's, figures and
 * sources included); raw SQL stays a second way (list_tables, describe_table, run_sql). Every query passes the guard (sql-guard.ts) and runs
 * through a read-only runner (sql-runner.ts). Model errors, timeouts or a missing final answer fall
 * back to the built-in analyst, which says so.
 */

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  timeoutMs: number;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface SqlAgentDeps {
  llm: LlmConfig;
  runner: SqlRunner;
  /** Schema facts for list/describe (read from information_schema of the main database). */
  catalog: { query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }> };
  fallback: AdvisorEngine;
  /** The catalog planner: when given, the model's first tool fills its frames (issue 12). */
  frames?: FramePlanner;
  logger?: Logger;
  maxRounds?: number;
}

interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

const TOOLS = [
  {
    type: 'function',
    function: {
      name: 'list_tables',
      description: 'List the tables of the knowledge schema with their purpose.',
      parameters: { type: 'object', properties: {} },
    },
  },
  {
    type: 'function',
    function: {
      name: 'describe_table',
      description: 'Columns and types of one table of the knowledge schema.',
      parameters: { type: 'object', properties: { table: { type: 'string' } }, required: ['table'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'run_sql',
      description: 'Run ONE read-only PostgreSQL SELECT over knowledge.* tables. Rows are capped.',
      parameters: { type: 'object', properties: { sql: { type: 'string' } }, required: ['sql'] },
    },
  },
];

const SYSTEM_PROMPT = `You are the Response Advisor of the Senegal flood response platform. Answer only from the
data, using the tools. First, when a measure of the catalog fits the question, call ${FRAME_TOOL} with one ask
per part of the question (for a follow-up, fill what the new question changes and keep the rest of the previous
ask). Otherwise use the PostgreSQL schema "knowledge" (tables: ${names.knowledgeTables.join(', ')}) through
list_tables, describe_table and run_sql. Rules: exact figures, never rounded counts; a NULL figure is "not
reported in our sources", never 0; say whether a population figure is a census (2023) or a projection; never add
up two sources for one event; cite the sources (join knowledge.source on source_id). Answer in markdown in the
language of the question (French or English). If the data cannot answer, say so and never invent a number.`;

class ModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelError';
  }
}

const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v));

export function createSqlAgentEngine(deps: SqlAgentDeps): AdvisorEngine {
  const maxRounds = deps.maxRounds ?? 8;
  const tools = deps.frames ? [frameToolDefinition(deps.frames.catalog), ...TOOLS] : TOOLS;

  async function complete(messages: ChatMessage[], signal: AbortSignal): Promise<ChatMessage> {
    let res: Response;
    try {
      res = await fetch(`${deps.llm.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(deps.llm.apiKey ? { authorization: `Bearer ${deps.llm.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: deps.llm.model, messages, tools, tool_choice: 'auto', temperature: 0 }),
      });
    } catch (error) {
      throw new ModelError(
        signal.aborted ? `no answer within ${deps.llm.timeoutMs} ms` : `model unreachable (${(error as Error).name})`,
      );
    }
    if (!res.ok) throw new ModelError(`model answered HTTP ${res.status}`);
    let body: { choices?: { message?: ChatMessage }[] };
    try {
      body = (await res.json()) as typeof body;
    } catch {
      throw new ModelError('model answered something that is not JSON');
    }
    const message = body.choices?.[0]?.message;
    if (!message || typeof message !== 'object') throw new ModelError('model answer has no message');
    return message;
  }

  /** The planner's answer to the frames the model filled, or the error that sends the model back. */
  async function frameAnswer(args: unknown, language: AdvisorLanguage) {
    if (!deps.frames) return { error: `unknown tool ${FRAME_TOOL}` };
    const read = framesFromTool(args, deps.frames.catalog, await deps.frames.places());
    if (!read.ok) return { error: read.error };
    return { answer: await deps.frames.answer(read.frames, read.language ?? language) };
  }

  async function tool(call: ToolCall, ran: { sql: string; rows: SqlRows }[]): Promise<string> {
    let args: Record<string, unknown>;
    try {
      args = call.function.arguments ? (JSON.parse(call.function.arguments) as Record<string, unknown>) : {};
    } catch {
      return json({ error: 'arguments are not valid JSON' });
    }
    switch (call.function.name) {
      case 'list_tables': {
        const r = await deps.catalog.query<{ table_name: string }>(
          `select table_name from information_schema.tables where table_schema = 'knowledge' order by table_name`,
        );
        return json({ tables: r.rows.map((x) => x.table_name) });
      }
      case 'describe_table': {
        const table = String(args.table ?? '').replace(/^knowledge\./, '');
        const r = await deps.catalog.query<{ column_name: string; data_type: string }>(
          `select column_name, data_type from information_schema.columns where table_schema = 'knowledge' and table_name = $1 order by ordinal_position`,
          [table],
        );
        if (!r.rows.length) return json({ error: `no table knowledge.${table}` });
        return json({ table: `knowledge.${table}`, columns: r.rows });
      }
      case 'run_sql': {
        const guarded = await guardSql(String(args.sql ?? ''));
        if (!guarded.ok) return json({ error: `refused: ${guarded.reason}` });
        try {
          const rows = await deps.runner.run(guarded.sql);
          ran.push({ sql: guarded.sql, rows });
          return json({
            columns: rows.columns,
            rows: rows.rows.slice(0, 200),
            truncated: rows.truncated || rows.rows.length > 200,
          });
        } catch (error) {
          return json({
            error:
              error instanceof SqlTimeoutError
                ? 'refused: the query took too long'
                : `query failed: ${(error as Error).message}`,
          });
        }
      }
      default:
        return json({ error: `unknown tool ${call.function.name}` });
    }
  }

  async function sourcesOf(ran: { rows: SqlRows }[]): Promise<AnswerSource[]> {
    const ids = new Set<string>();
    for (const r of ran)
      for (const row of r.rows.rows)
        for (const [k, v] of Object.entries(row))
          if ((k === 'source_id' || k === 'id') && typeof v === 'string') ids.add(v);
    return fetchSources(deps.catalog, ids);
  }

  async function viaModel(question: string, history: AdvisorTurn[]): Promise<AdvisorAnswer> {
    const language = detectLanguage(question, history.findLast((t) => t.data)?.data?.language ?? 'fr');
    const messages: ChatMessage[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      ...history.map((t) => ({ role: t.role, content: t.content }) as ChatMessage),
      { role: 'user', content: question },
    ];
    const ran: { sql: string; rows: SqlRows }[] = [];
    const signal = AbortSignal.timeout(deps.llm.timeoutMs);
    for (let round = 0; round < maxRounds; round++) {
      const message = await complete(messages, signal);
      const calls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
      if (calls.length) {
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
        for (const call of calls) {
          if (call.function?.name === FRAME_TOOL) {
            let args: unknown;
            try {
              args = JSON.parse(call.function.arguments || '{}');
            } catch {
              args = null;
            }
            const read = await frameAnswer(args, language);
            if ('answer' in read && read.answer) return { ...read.answer, engine: 'llm' };
            messages.push({ role: 'tool', tool_call_id: call.id, content: json(read) });
            continue;
          }
          messages.push({ role: 'tool', tool_call_id: call.id, content: await tool(call, ran) });
        }
        continue;
      }
      const content = typeof message.content === 'string' ? message.content.trim() : '';
      if (!content) throw new ModelError('model gave an empty answer');
      const sources = await sourcesOf(ran);
      const t = (fr: string, en: string) => (language === 'fr' ? fr : en);
      const out = [content];
      out.push(...sourceList(sources, language));
      if (ran.length)
        out.push(
          '',
          `**${t('Requête SQL exécutée', 'SQL run')}**`,
          '',
          '```sql',
          ...ran.map((r) => `${r.sql};`),
          '```',
        );
      const data: AnswerData = {
        intent: 'llm',
        language,
        places: [],
        periods: [],
        figures: [],
        needs: [],
        actors: [],
        sources,
        queries: ran.map((r) => ({ sql: r.sql, params: [] })),
        caveats: [],
        missing: [],
      };
      return { markdown: out.join('\n'), data, engine: 'llm' };
    }
    throw new ModelError(`no final answer after ${maxRounds} rounds`);
  }

  return {
    name: 'llm',
    async answer({ question, history }) {
      try {
        return await viaModel(question, history);
      } catch (error) {
        const reason = error instanceof ModelError ? error.message : `agent error (${(error as Error).name})`;
        deps.logger?.warn({ reason }, 'the SQL agent fell back to the built-in analyst');
        const answer = await deps.fallback.answer({ question, history });
        const fr = answer.data.language === 'fr';
        const note = fr
          ? `_Le modèle de langage n'a pas pu répondre (${reason}) : voici la réponse de l'analyste intégré._`
          : `_The language model could not answer (${reason}): here is the built-in analyst's answer._`;
        return { ...answer, markdown: `${note}\n\n${answer.markdown}`, fallbackReason: reason };
      }
    },
    async close() {
      await deps.runner.close();
    },
  };
}
