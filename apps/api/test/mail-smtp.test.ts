import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, uniqueEmail } from './helpers/context.ts';
import { parseEml, readOutbox } from './helpers/outbox.ts';
import { register } from './helpers/users.ts';

/** A real SMTP server on loopback: nodemailer speaks the protocol to it, nothing is faked. */
const received: { from: string; to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestContext;
beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Plateforme <alertes@inondations.example.sn>',
    WEB_ORIGIN: 'https://inondations.example.sn',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('sends the verification mail through the SMTP server (text and HTML, with the link) and writes no outbox file', async () => {
    const email = uniqueEmail();
    const res = await register(t.app, email);
    expect(res.statusCode).toBe(201);
    const message = received.find((m) => m.to.includes(email));
    expect(message, 'the SMTP server received the mail').toBeDefined();
    expect(message!.from).toBe('alertes@inondations.example.sn');
    const mail = parseEml('smtp', message!.raw);
    expect(mail.subject).toMatch(/confirmez votre adresse/i);
    expect(mail.links[0]).toMatch(
      new RegExp(`^https://inondations\\.example\\.sn/verify_email/${res.json().uid}/[^/]+/$`),
    );
    expect(mail.html).toContain(mail.links[0]);
    expect(await readOutbox(t.outboxDir)).toHaveLength(0);
  });
});
