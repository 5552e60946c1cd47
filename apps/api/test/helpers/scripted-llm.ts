import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A scripted OpenAI-compatible server on loopback: replays the queued replies, records requests. */
export interface Reply {
  status?: number;
  raw?: string;
  message?: Record<string, unknown>;
  delayMs?: number;
}
export interface Received {
  messages: { role: string; content: string | null; tool_call_id?: string }[];
  tools?: { function: { name: string; parameters: Record<string, unknown> } }[];
  authorization?: string | undefined;
}

export const toolCall = (
  name: string,
  args: Record<string, unknown>,
  id = `call_${Math.random().toString(36).slice(2)}`,
) => ({
  message: {
    role: 'assistant',
    content: null,
    tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
  },
});
export const final = (content: string) => ({ message: { role: 'assistant', content } });

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startScriptedLlm() {
  const queue: Reply[] = [];
  const received: Received[] = [];
  const server: Server = createServer(async (req, res) => {
    const parsed = JSON.parse(await body(req)) as Received;
    received.push({ messages: parsed.messages, tools: parsed.tools, authorization: req.headers.authorization });
    const reply = queue.shift() ?? { status: 500, raw: 'no scripted reply' };
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(
      reply.raw ??
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          choices: [{ index: 0, message: reply.message, finish_reason: 'stop' }],
        }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    queue,
    received,
    /** The tool results the model was sent (the last request holds the whole exchange). */
    toolResults: () => (received.at(-1)?.messages ?? []).filter((m) => m.role === 'tool').map((m) => m.content ?? ''),
    reset() {
      queue.length = 0;
      received.length = 0;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}
