import { readFileSync } from 'node:fs';
import { ErrorCode, REPORT_MAX_BYTES } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../src/pdf/limits.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { multipartBody, readPdf, reportForm } from './helpers/pdf.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

const URL_PATH = '/api/utils/generate-pdf/';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/reports/${name}`, import.meta.url));

describe('POST /api/utils/generate-pdf/ (spec §7 call 13)', () => {
  let ctx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createVerifiedUser(ctx.app, ctx.outboxDir);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (form: { payload: Buffer; headers: Record<string, string> }, auth: Record<string, string> = user.auth) =>
    ctx.app.inject({ method: 'POST', url: URL_PATH, payload: form.payload, headers: { ...form.headers, ...auth } });

  it('answers the report as an attached PDF', async () => {
    const res = await post(reportForm(fixture('elements.fr.md')));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { info, pages, text } = await readPdf(pdf);
    expect(info.Title).toBe('Rapport de situation — Inondations à Kaffrine');
    expect(pages).toBe(2);
    expect(text).toContain('é è ê à ç ô û ñ ŋ ë');
    expect(text).toContain('Plateforme Inondations Sénégal');
    expect(text).toMatch(/Généré le \d{1,2} \S+ \d{4}/);
  });

  it('takes the language from the optional lang field', async () => {
    const res = await post(reportForm(fixture('elements.fr.md'), [{ name: 'lang', content: 'en' }]));
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await readPdf(res.rawPayload);
    expect(text).toContain('Senegal Flood Response Platform');
    expect(text).toMatch(/Generated on \d{1,2} \S+ \d{4}/);
  });

  it('detects an English report without the lang field', async () => {
    const res = await post(reportForm(fixture('situation.en.md')));
    expect(res.statusCode, res.body).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain('Senegal Flood Response Platform');
  });

  it('accepts a UTF-8 byte order mark', async () => {
    const res = await post(reportForm(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('situation.en.md')])));
    expect(res.statusCode, res.body).toBe(200);
    expect((await readPdf(res.rawPayload)).info.Title).toBe('Flood Situation Report — Saint-Louis Region');
  });

  describe('refuses, with a coded error', () => {
    const expectError = (res: { statusCode: number; body: string; json(): unknown }, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code });
    };

    it('401 without a token, or with a bad one', async () => {
      expectError(await post(reportForm('# x'), {}), 401, ErrorCode.notAuthenticated);
      expectError(await post(reportForm('# x'), { authorization: 'Bearer not.a.token' }), 401, ErrorCode.tokenNotValid);
      expectError(await post(reportForm('# x'), { authorization: 'Basic abc' }), 401, ErrorCode.tokenNotValid);
    });

    it('400 when the form has no file', async () => {
      expectError(await post(multipartBody([{ name: 'lang', content: 'fr' }])), 400, ErrorCode.reportFileMissing);
    });

    it('400 when the file part is not named "file"', async () => {
      expectError(
        await post(multipartBody([{ name: 'report', filename: 'report.md', content: '# x' }])),
        400,
        ErrorCode.reportFileMissing,
      );
    });

    it('400 when the body is not a multipart form', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: URL_PATH,
        headers: user.auth,
        payload: { file: '# Rapport' },
      });
      expectError(res, 400, ErrorCode.reportFileMissing);
      const none = await ctx.app.inject({ method: 'POST', url: URL_PATH, headers: user.auth });
      expectError(none, 400, ErrorCode.reportFileMissing);
    });

    it('400 for a multipart body that cannot be parsed', async () => {
      const send = (contentType: string, payload: string) =>
        ctx.app.inject({
          method: 'POST',
          url: URL_PATH,
          headers: { 'content-type': contentType, ...user.auth },
          payload,
        });
      expectError(await send('multipart/form-data', 'no boundary'), 400, ErrorCode.malformedMultipart);
      expectError(await send('multipart/form-data; boundary=XX', 'no part at all'), 400, ErrorCode.malformedMultipart);
      const cut = '--XX\r\nContent-Disposition: form-data; name="file"; filename="report.md"\r\n\r\n# Rapport coupé';
      expectError(await send('multipart/form-data; boundary=XX', cut), 400, ErrorCode.malformedMultipart);
    });

    it('400 for an empty file, or one holding only blanks', async () => {
      expectError(await post(reportForm('')), 400, ErrorCode.reportFileEmpty);
      expectError(await post(reportForm(' \n\t\n ')), 400, ErrorCode.reportFileEmpty);
    });

    it('400 for more than one file', async () => {
      const two = multipartBody([
        { name: 'file', filename: 'report.md', content: '# Un' },
        { name: 'file', filename: 'autre.md', content: '# Deux' },
      ]);
      expectError(await post(two), 400, ErrorCode.reportTooManyFiles);
      const many = multipartBody(
        Array.from({ length: 5 }, (_, i) => ({ name: 'file', filename: `r${i}.md`, content: '# Rapport' })),
      );
      expectError(await post(many), 400, ErrorCode.reportTooManyFiles);
    });

    it('400 for a file that is not UTF-8 text', async () => {
      // "Rapport é" in Latin-1: 0xE9 alone is not UTF-8.
      expectError(await post(reportForm(Buffer.from('# Rapport \xe9t\xe9', 'latin1'))), 400, ErrorCode.reportNotUtf8);
      // A PNG header: binary, with NUL bytes.
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
      expectError(await post(reportForm(png)), 400, ErrorCode.reportNotUtf8);
      // UTF-16 text is not UTF-8 either.
      expectError(await post(reportForm(Buffer.from('\ufeff# Rapport', 'utf16le'))), 400, ErrorCode.reportNotUtf8);
    });

    it('400 for markdown shaped to exhaust the renderer, at once', async () => {
      const shapes = {
        quotes: `# Rapport\n\n${'>'.repeat(200_000)} x`,
        brackets: `# Rapport\n\n${'['.repeat(300_000)}x`,
        lists: Array.from({ length: 200 }, (_, i) => `${' '.repeat(i * 2)}- a`).join('\n'),
        emphasis: `# Rapport\n\n${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`,
      };
      for (const [shape, markdown] of Object.entries(shapes)) {
        const res = await post(reportForm(markdown));
        expect(res.statusCode, shape).toBe(400);
        expect(res.json().code, shape).toBe(ErrorCode.reportTooComplex);
      }
    });

    it('still renders real nesting: quotes, six list levels, code fences holding deep indentation', async () => {
      const markdown = [
        '# Rapport',
        '',
        '>> Citation dans une citation',
        '',
        ...Array.from({ length: 6 }, (_, i) => `${'  '.repeat(i)}- niveau ${i + 1}`),
        '',
        '```sql',
        `${' '.repeat(140)}select 1`,
        '```',
        '',
        '[lien](https://example.org) [[note]] **gras** ***très gras***',
      ].join('\n');
      const res = await post(reportForm(markdown));
      expect(res.statusCode, res.body).toBe(200);
    });

    it('400 for a lang other than fr or en', async () => {
      const res = await post(reportForm('# Rapport', [{ name: 'lang', content: 'de' }]));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ lang: ['invalid'] });
    });

    it('413 for a file over 1 MB', async () => {
      const line = `${'Les équipes de terrain signalent des dégâts importants. '.repeat(20)}\n\n`;
      const big = Buffer.from(line.repeat(Math.ceil(REPORT_MAX_BYTES / Buffer.byteLength(line)) + 1));
      expect(big.length).toBeGreaterThan(REPORT_MAX_BYTES);
      expectError(await post(reportForm(big)), 413, ErrorCode.payloadTooLarge);
    });
  });

  it('still answers after every refusal: nothing was broken', async () => {
    const res = await post(reportForm('# Encore là\n\nLe service répond.'));
    expect(res.statusCode, res.body).toBe(200);
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('generate-pdf under load', () => {
  it(
    'renders at most PDF_MAX_CONCURRENCY at once, queues a few and answers 503 + Retry-After beyond',
    { timeout: 120_000 },
    async () => {
      const ctx = await createTestContext({ PDF_MAX_CONCURRENCY: '1' });
      try {
        // Six users (one render at a time per user): one renders, two wait (2 × concurrency), the
        // others are turned away at once.
        const users = [];
        for (let i = 0; i < 6; i++) users.push(await createVerifiedUser(ctx.app, ctx.outboxDir));
        const form = reportForm(fixture('long-table.fr.md'));
        const results = await Promise.all(
          users.map((user) =>
            ctx.app.inject({
              method: 'POST',
              url: URL_PATH,
              payload: form.payload,
              headers: { ...form.headers, ...user.auth },
            }),
          ),
        );
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([200, 200, 200, 503, 503, 503]);
        for (const busy of results.filter((r) => r.statusCode === 503)) {
          expect(busy.json()).toMatchObject({ code: ErrorCode.pdfBusy });
          expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
        }
        for (const ok of results.filter((r) => r.statusCode === 200)) {
          expect((await readPdf(ok.rawPayload)).pages).toBeGreaterThanOrEqual(20);
        }
      } finally {
        await ctx.close();
      }
    },
  );

  it('stops a render past PDF_TIMEOUT with a 503 and keeps serving', async () => {
    // The limit counts the render only, not the start-up (render-pool.ts): these words take over a second to lay out.
    const ctx = await createTestContext({ PDF_TIMEOUT: '600ms' });
    try {
      const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
      // Within the report limits (pdf/limits.ts), but 900 words of the longest length allowed, each
      // cut letter by letter: seconds of work on any machine.
      const huge = `# Très long\n\n${Array.from({ length: 900 }, (_, i) => `${i} ${'w'.repeat(REPORT_LIMITS.wordLength)}`).join('\n\n')}`;
      expect(Buffer.byteLength(huge)).toBeLessThan(REPORT_MAX_BYTES);
      const form = reportForm(huge);
      const started = Date.now();
      const res = await ctx.app.inject({
        method: 'POST',
        url: URL_PATH,
        payload: form.payload,
        headers: { ...form.headers, ...user.auth },
      });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: ErrorCode.pdfTimeout });
      expect(Date.now() - started).toBeLessThan(15_000);
      const small = reportForm('# Après\n\nLe serveur répond toujours.');
      const after = await ctx.app.inject({
        method: 'POST',
        url: URL_PATH,
        payload: small.payload,
        headers: { ...small.headers, ...user.auth },
      });
      expect(after.statusCode, after.body).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
