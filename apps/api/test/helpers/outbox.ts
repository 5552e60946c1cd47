import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Parses the .eml files the outbox mailer wrote (multipart/alternative, quoted-printable). */
export function parseEml(file: string, raw: string): OutboxMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'mi').exec(unfolded)?.[1] ?? '');
  const body = rest.join('\n\n');
  // Parts end at the boundary line only: a quoted-printable soft break can start a line of the
  // link with "--" (a token holding two dashes), which is not the end of the part.
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  const chunks = boundary ? body.split(new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}(?:--)?(?:\\r?\\n|$)`)) : [body];
  const parts: Record<string, string> = {};
  for (const chunk of chunks) {
    const m = /^Content-Type: (text\/(?:plain|html))[^\n]*\n(?:[^\n]+\n)*?\r?\n([\s\S]*)$/i.exec(chunk);
    if (m) parts[m[1]!.toLowerCase()] = decodeQuotedPrintable(m[2]!.replace(/\r?\n$/, ''));
  }
  const text = parts['text/plain'] ?? '';
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    text,
    html: parts['text/html'] ?? '',
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
  };
}

export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => parseEml(join(dir, n), await readFile(join(dir, n), 'utf8'))));
}

/** The newest mail sent to `to`, with its first link. */
export async function lastMailTo(dir: string, to: string): Promise<OutboxMail & { link: string }> {
  const mails = (await readOutbox(dir)).filter((m) => m.to.includes(to));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to} in ${dir}`);
  return { ...mail, link: mail.links[0] ?? '' };
}
