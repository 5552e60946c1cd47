import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createPdfRenderPool,
  type PdfRenderer,
  RenderBusyError,
  RenderFailedError,
  RenderTimeoutError,
} from '../src/pdf/render-pool.ts';
import { readPdf } from './helpers/pdf.ts';

const longReport = readFileSync(new URL('./fixtures/reports/long-table.fr.md', import.meta.url), 'utf8');
const small = '# Point de situation\n\nLes équipes sont déployées à Kaolack.';
/** A report far beyond a normal one (about 800 pages): seconds of work for one thread. */
const huge = `# Très long\n\n| a | b | c |\n|---|---|---|\n${Array.from(
  { length: 12_000 },
  (_, i) => `| ligne ${i} | valeur ${i * 3} | observation numéro ${i} avec un peu de texte |`,
).join('\n')}`;
const at = new Date('2026-11-22T08:00:00Z');

let pool: PdfRenderer | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the PDF render pool (worker threads)', () => {
  it('renders in a renderer process and returns the PDF bytes', async () => {
    pool = createPdfRenderPool({ size: 1, queueLength: 0, timeoutMs: 30_000 });
    const pdf = await pool.render({ markdown: small, generatedAt: at });
    const { info, text } = await readPdf(pdf);
    expect(info.Title).toBe('Point de situation');
    expect(text).toContain('Les équipes sont déployées à Kaolack.');
  });

  it('runs its renderers at a lower CPU priority than the server, so renders yield the cores to requests', async () => {
    pool = createPdfRenderPool({ size: 1, queueLength: 0, timeoutMs: 30_000 });
    await pool.render({ markdown: small, generatedAt: at });
    const [pid] = pool.pids!();
    expect(getPriority(pid!)).toBe(Math.min(19, getPriority() + 10));
  });

  it('runs at most `size` renders, lets `queueLength` wait and refuses the next at once', async () => {
    pool = createPdfRenderPool({ size: 1, queueLength: 1, timeoutMs: 60_000 });
    const first = pool.render({ markdown: longReport, generatedAt: at });
    const second = pool.render({ markdown: longReport, generatedAt: at });
    expect(pool.load()).toEqual({ running: 1, waiting: 1 });
    await expect(pool.render({ markdown: small, generatedAt: at })).rejects.toBeInstanceOf(RenderBusyError);
    const [a, b] = await Promise.all([first, second]);
    expect((await readPdf(a)).pages).toBeGreaterThanOrEqual(20);
    expect((await readPdf(b)).pages).toBeGreaterThanOrEqual(20);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('stops a render past the time limit, kills its process and keeps serving', async () => {
    // The limit counts the render only (not the thread's start-up): 1 s is far below the seconds
    // the huge report takes on any machine, and far above what the small one needs.
    pool = createPdfRenderPool({ size: 1, queueLength: 1, timeoutMs: 1_000 });
    const started = Date.now();
    const slow = pool.render({ markdown: huge, generatedAt: at });
    const next = pool.render({ markdown: small, generatedAt: at });
    await expect(slow).rejects.toBeInstanceOf(RenderTimeoutError);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The one that waited runs on a fresh thread.
    expect((await readPdf(await next)).text).toContain('Kaolack');
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('reports a renderer that runs out of memory as a failed render, and keeps serving (the server process lives on)', async () => {
    pool = createPdfRenderPool({ size: 1, queueLength: 1, timeoutMs: 60_000, maxHeapMb: 48 });
    const failing = pool.render({ markdown: huge, generatedAt: at });
    const next = pool.render({ markdown: small, generatedAt: at });
    await expect(failing).rejects.toBeInstanceOf(RenderFailedError);
    expect((await readPdf(await next)).text).toContain('Kaolack');
  });

  it('refuses work once closed', async () => {
    pool = createPdfRenderPool({ size: 1, queueLength: 1, timeoutMs: 60_000 });
    await pool.close();
    await expect(pool.render({ markdown: small, generatedAt: at })).rejects.toBeInstanceOf(RenderBusyError);
  });
});
