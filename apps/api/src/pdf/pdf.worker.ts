import { parentPort } from 'node:worker_threads';
import type { ReportLanguage } from './language.ts';
import { renderReportPdf } from './render.ts';

/** One render at a time per thread; the pool (render-pool.ts) sends jobs and may terminate us. */
export interface RenderRequest {
  id: number;
  markdown: string;
  lang: ReportLanguage | undefined;
  generatedAt: number;
}

export type RenderResponse =
  | { id: number; ok: true; pdf: Uint8Array }
  | { id: number; ok: false; message: string }
  /** Sent once, when the thread has loaded the renderer and fonts and can take a job. */
  | { id: 0; ready: true };

const port = parentPort;
if (!port) throw new Error('pdf.worker.ts runs in a worker thread');

port.postMessage({ id: 0, ready: true } satisfies RenderResponse);

port.on('message', (job: RenderRequest) => {
  renderReportPdf(job.markdown, { lang: job.lang, generatedAt: new Date(job.generatedAt) }).then(
    (buffer) => {
      // Node's pooled buffers cannot be transferred: copy into bytes of our own, then move them
      // to the main thread without another copy.
      const pdf = new Uint8Array(buffer.byteLength);
      pdf.set(buffer);
      const response: RenderResponse = { id: job.id, ok: true, pdf };
      port.postMessage(response, [pdf.buffer]);
    },
    (error: unknown) => {
      const response: RenderResponse = {
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
      port.postMessage(response);
    },
  );
});
