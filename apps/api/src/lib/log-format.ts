/**
 * Pino's JSON lines made readable for a person at a terminal (LOG_FORMAT=pretty, the development
 * default): "08:31:02 INFO  request GET /api/health 200 1.2 ms". Production keeps JSON.
 * The entries are already redacted by pino before they reach this stream.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
const SKIP = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'v']);
const REQUEST_KEYS = new Set(['method', 'url', 'status', 'ms']);

function value(v: unknown): string {
  if (typeof v === 'string') return /\s/.test(v) ? JSON.stringify(v) : v;
  if (v && typeof v === 'object' && 'message' in v && typeof v.message === 'string') return JSON.stringify(v.message);
  return JSON.stringify(v) ?? String(v);
}

/** One readable line for one pino JSON line (the line itself when it is not JSON). */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 19) : '--:--:--';
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const parts = [time, level, String(entry.msg ?? '')];
  const request = entry.msg === 'request' && typeof entry.method === 'string';
  if (request) parts.push(`${entry.method} ${String(entry.url)} ${String(entry.status)} ${String(entry.ms)} ms`);
  const extras = Object.entries(entry)
    .filter(([k]) => !SKIP.has(k) && !(request && REQUEST_KEYS.has(k)))
    .map(([k, v]) => `${k}=${value(v)}`);
  return `${[...parts, ...extras].filter(Boolean).join(' ')}\n`;
}

/** A stream pino can write to that prints readable lines on `out`. */
export function prettyLogStream(out: { write(text: string): unknown } = process.stdout): { write(line: string): void } {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) out.write(formatLogLine(line));
    },
  };
}
