import { ErrorCode } from '@sfp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReportLimits, REPORT_LIMITS, ReportLimitError } from '../src/pdf/limits.ts';
import { createMemoryRateLimitStore, type RateLimitStore } from '../src/lib/rate-limiter.ts';
import { createPdfRenderPool } from '../src/pdf/render-pool.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';
import { readPdf, reportForm } from './helpers/pdf.ts';
import { createVerifiedUser, type TestUser } from './helpers/users.ts';

const URL_PATH = '/api/utils/generate-pdf/';
const table = (rows: number) =>
  `# Tableau\n\n| a | b |\n|---|---|\n${Array.from({ length: rows }, (_, i) => `| ${i} | v |`).join('\n')}\n`;

/** The hostile reports of issue 13 (finding 7): each made the call answer 500 before. */
const HOSTILE: [string, string, string][] = [
  ['10,000 list markers on one line', '- '.repeat(10_000) + 'x', ErrorCode.reportTooComplex],
  ['10,000 numbered markers on one line', '1. '.repeat(10_000), ErrorCode.reportTooComplex],
  ['10,000 list-and-quote markers', '- > '.repeat(10_000), ErrorCode.reportTooComplex],
  ['a table of 100,000 rows', `| a | b |\n|---|---|\n${'|1|2|\n'.repeat(100_000)}`, ErrorCode.reportTableTooLarge],
  ['a 1 MB line', 'x'.repeat(1_000_000 - 100), ErrorCode.reportWordTooLong],
  ['a 1 MB code span', '`' + 'y'.repeat(1_000_000 - 100) + '`', ErrorCode.reportWordTooLong],
  ['100,000 emphasis markers', '*a* '.repeat(50_000), ErrorCode.reportTooComplex],
  ['100,000 emphasis markers without a space', '*a'.repeat(50_000), ErrorCode.reportTooComplex],
  // Lone carriage returns are line breaks to marked: the same reports with old Mac line endings.
  [
    'a table of 100,000 rows, lines ended by CR',
    `| a | b |\r|---|---|\r${'|1|2|\r'.repeat(100_000)}`,
    ErrorCode.reportTableTooLarge,
  ],
  [
    '900 nested list levels, lines ended by CR',
    Array.from({ length: 900 }, (_, i) => `${'  '.repeat(i)}- x`).join('\r'),
    ErrorCode.reportTooComplex,
  ],
];

describe('report limits, checked before any render (issue 13, finding 7)', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ PDF_RATE_PER_USER: 'off' });
    user = await createVerifiedUser(ctx.app, ctx.outboxDir);
  });
  afterAll(async () => {
    await ctx.close();
  });
  const post = (markdown: string, who: TestUser = user) => {
    const form = reportForm(markdown);
    return ctx.app.inject({
      method: 'POST',
      url: URL_PATH,
      payload: form.payload,
      headers: { ...form.headers, ...who.auth },
    });
  };

  for (const [name, markdown, code] of HOSTILE) {
    it(`refuses ${name} with a coded 400, quickly`, async () => {
      const started = Date.now();
      const res = await post(markdown);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
      expect(res.json()).toMatchObject({ code });
      expect(res.json().detail).toMatch(/too large or too complex/);
      // Refused by the check, not after a render: well under the render time limit.
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  }

  it('still renders reports just inside every limit', { timeout: 120_000 }, async () => {
    const word = 'w'.repeat(REPORT_LIMITS.wordLength);
    const nested = '- '.repeat(REPORT_LIMITS.containerDepth) + 'fin';
    const res = await post(`# Aux limites\n\n${nested}\n\n${word}\n\n${table(300)}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain('Aux limites');
  });

  it('names the limit met, and counts every table of the report together', () => {
    const half = table(REPORT_LIMITS.tableRows / 2);
    expect(() => checkReportLimits(half)).not.toThrow();
    expect(() => checkReportLimits(`${half}\n${half}\n${half}`)).toThrow(ReportLimitError);
    expect(() => checkReportLimits('```\n' + 'z'.repeat(REPORT_LIMITS.wordLength + 1) + '\n```')).toThrow(
      /without a space/,
    );
    // Long lines of ordinary words are fine; so are markers inside code fences.
    expect(() => checkReportLimits('mot '.repeat(50_000))).not.toThrow();
    expect(() => checkReportLimits('```\n' + '**'.repeat(10) + '\n'.repeat(10) + '```')).not.toThrow();
  });

  it(
    'answers one render at a time per user (429 + Retry-After), while another user renders',
    { timeout: 120_000 },
    async () => {
      const other = await createVerifiedUser(ctx.app, ctx.outboxDir);
      const body = table(300);
      const results = await Promise.all([post(body), post(body), post(body), post(body, other)]);
      const mine = results
        .slice(0, 3)
        .map((r) => r.statusCode)
        .sort();
      expect(mine).toEqual([200, 429, 429]);
      for (const refused of results.filter((r) => r.statusCode === 429)) {
        expect(refused.json()).toMatchObject({ code: ErrorCode.pdfRenderInProgress });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(results[3]!.statusCode).toBe(200);
      // Once done, the user renders again.
      expect((await post('# Encore\n\nUne autre.')).statusCode).toBe(200);
    },
  );
});

describe('PDF_RATE_PER_USER', () => {
  it(
    'refuses renders past the rate with 429 pdf_rate_limited and Retry-After, per user',
    { timeout: 120_000 },
    async () => {
      const ctx = await createTestContext({ PDF_RATE_PER_USER: '2/1m' });
      try {
        const [a, b] = [
          await createVerifiedUser(ctx.app, ctx.outboxDir),
          await createVerifiedUser(ctx.app, ctx.outboxDir),
        ];
        const post = (who: TestUser) => {
          const form = reportForm('# Rapport\n\nTexte.');
          return ctx.app.inject({
            method: 'POST',
            url: URL_PATH,
            payload: form.payload,
            headers: { ...form.headers, ...who.auth },
          });
        };
        expect((await post(a)).statusCode).toBe(200);
        expect((await post(a)).statusCode).toBe(200);
        const third = await post(a);
        expect(third.statusCode).toBe(429);
        expect(third.json()).toMatchObject({ code: ErrorCode.pdfRateLimited });
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        // Past the rate, the upload is not even read: a body that is no form at all gets the 429
        // too (a flood of 1 MB uploads costs a lookup each, not a parse).
        const unread = await ctx.app.inject({
          method: 'POST',
          url: URL_PATH,
          payload: 'pas un formulaire',
          headers: { 'content-type': 'text/plain', ...a.auth },
        });
        expect(unread.statusCode).toBe(429);
        expect(unread.json()).toMatchObject({ code: ErrorCode.pdfRateLimited });
        expect((await post(b)).statusCode).toBe(200);
      } finally {
        await ctx.close();
      }
    },
  );
});

describe('one render at a time per user, with a rate store that takes its time', () => {
  it(
    'lets one of four parallel renders of a user through while PDF_RATE_PER_USER is counted in Redis',
    { timeout: 120_000 },
    async () => {
      // Redis answers in a round trip, not a microtask: parallel requests were all counted and
      // all rendered (four renders at once for one user, found by hand against REDIS_URL).
      const memory = createMemoryRateLimitStore();
      const slow: RateLimitStore = {
        ...memory,
        async hit(key, windowMs) {
          await new Promise((r) => setTimeout(r, 50));
          return memory.hit(key, windowMs);
        },
      };
      const ctx = await createTestContext({ PDF_RATE_PER_USER: '30/10m' }, { rateLimitStore: slow });
      try {
        const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
        const post = () => {
          const form = reportForm(table(300));
          return ctx.app.inject({
            method: 'POST',
            url: URL_PATH,
            payload: form.payload,
            headers: { ...form.headers, ...user.auth },
          });
        };
        const results = await Promise.all([post(), post(), post(), post()]);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
        for (const r of results.filter((x) => x.statusCode === 429))
          expect(r.json()).toMatchObject({ code: ErrorCode.pdfRenderInProgress });
        // Once it is done, the user renders again.
        expect((await post()).statusCode).toBe(200);
      } finally {
        await ctx.close();
        await memory.close();
      }
    },
  );
});

describe('renderer processes that fail or grow', () => {
  it('answers a render whose process dies with a coded 422, never 500', { timeout: 120_000 }, async () => {
    // A heap too small for any document: the renderer process runs out of memory and dies.
    const renderer = createPdfRenderPool({ size: 1, queueLength: 1, timeoutMs: 15_000, maxHeapMb: 8 });
    const ctx = await createTestContext({}, { pdfRenderer: renderer });
    try {
      const user = await createVerifiedUser(ctx.app, ctx.outboxDir);
      const form = reportForm(table(1_500));
      const res = await ctx.app.inject({
        method: 'POST',
        url: URL_PATH,
        payload: form.payload,
        headers: { ...form.headers, ...user.auth },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: ErrorCode.pdfFailed });
    } finally {
      await ctx.close();
      await renderer.close();
    }
  });

  it(
    'replaces a renderer whose memory passed the threshold after its job, and keeps one that did not',
    { timeout: 120_000 },
    async () => {
      const job = { markdown: '# Titre\n\nTexte.', generatedAt: new Date() };
      const kept = createPdfRenderPool({ size: 1, queueLength: 1, timeoutMs: 15_000 });
      const recycled = createPdfRenderPool({ size: 1, queueLength: 1, timeoutMs: 15_000, recycleAboveMb: 1 });
      try {
        await kept.render(job);
        const pid = kept.pids!()[0];
        expect(pid).toBeGreaterThan(0);
        await kept.render(job);
        expect(kept.pids!()).toEqual([pid]);
        await recycled.render(job);
        expect(recycled.pids!()).toEqual([]);
        expect((await recycled.render(job)).subarray(0, 5).toString()).toBe('%PDF-');
      } finally {
        await kept.close();
        await recycled.close();
      }
    },
  );
});
