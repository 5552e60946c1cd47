import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the mail; the outbox logs it so a developer can click it. */
  link?: string;
}

/** Two implementations really exist: SMTP when SMTP_URL is set, a file outbox otherwise. */
export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Writes every message as an .eml file in DATA_DIR/outbox/ and logs it at info level, with its link
 * outside production (a developer clicks it). In production the link stays in the file: a reset
 * link is a key to the account, and logs travel to collectors (issue 13: no secrets in logs).
 */
export function createOutboxMailer(options: {
  dir: string;
  from: string;
  logger: FastifyBaseLogger;
  logLinks?: boolean;
}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(options.dir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (options.logLinks === false) options.logger.info({ outbox: file }, 'mail written to the outbox');
      else options.logger.info({ outbox: file, link: message.link }, 'mail written to the outbox');
    },
    async close() {
      transport.close();
    },
  };
}
