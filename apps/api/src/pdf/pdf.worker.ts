import type { ReportLanguage } from './language.ts';
import { renderReportPdf } from './render.ts';

/** One render at a time per process; the pool (render-pool.ts) sends jobs and may kill us. */
export interface RenderRequest {
  id: number;
  markdown: string;
  lang: ReportLanguage | undefined;
  generatedAt: number;
}

export type RenderResponse =
  | { id: number; ok: true; pdf: Uint8Array }
  | { id: number; ok: false; message: string }
  /** Sent once, when the process has loaded the renderer and fonts and can take a job. */
  | { id: 0; ready: true };

const send = process.send?.bind(process);
if (!send) throw new Error('pdf.worker.ts runs as a child process with an IPC channel');
// The server went away: nothing left to render for.
process.on('disconnect', () => process.exit(0));

send({ id: 0, ready: true } satisfies RenderResponse);

process.on('message', (job: RenderRequest) => {
  renderReportPdf(job.markdown, { lang: job.lang, generatedAt: new Date(job.generatedAt) }).then(
    (buffer) => {
      const pdf = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      send({ id: job.id, ok: true, pdf } satisfies RenderResponse);
    },
    (error: unknown) => {
      const response: RenderResponse = {
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
      send(response);
    },
  );
});
