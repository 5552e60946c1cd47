import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ReportLanguage } from './language.ts';
import type { RenderRequest, RenderResponse } from './pdf.worker.ts';

export interface RenderJob {
  markdown: string;
  lang?: ReportLanguage | undefined;
  generatedAt: Date;
}

export interface PdfRenderer {
  render(job: RenderJob): Promise<Buffer>;
  /** Renderer processes alive right now (recycled ones excluded). */
  pids?(): number[];
  /** Renders running or waiting right now. */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

/** Every worker is busy and the waiting line is full: try again shortly. */
export class RenderBusyError extends Error {
  constructor() {
    super('All PDF renderers are busy.');
    this.name = 'RenderBusyError';
  }
}

/** The render took longer than allowed; its thread was terminated. */
export class RenderTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`PDF render exceeded ${timeoutMs} ms.`);
    this.name = 'RenderTimeoutError';
  }
}

/** The render failed inside its process (or the process died, e.g. out of memory). */
export class RenderFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RenderFailedError';
  }
}

export interface RenderPoolOptions {
  /** Processes rendering at once (PDF_MAX_CONCURRENCY). */
  size: number;
  /** Requests allowed to wait for a free process; beyond that, RenderBusyError. */
  queueLength: number;
  /** Longest render (PDF_TIMEOUT); the process is killed past it. */
  timeoutMs: number;
  /** Heap cap of each process, so one document cannot exhaust the server's memory. */
  maxHeapMb?: number;
  /**
   * A process whose resident memory passed this after a job is replaced (default 256 MB): a
   * large render leaves V8's heap grown, and an idle renderer would keep it for good.
   */
  recycleAboveMb?: number;
  /**
   * How much lower than the server's the renderers' CPU priority is (nice steps, default 10): a
   * render is seconds of CPU that can wait, and the request path must not wait for it on a
   * machine with few cores (ADR 054).
   */
  niceSteps?: number;
}

/** Resident memory of a process in MB (Linux /proc), or 0 where it cannot be read. */
export function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return Number.isFinite(pages) ? (pages * 4096) / 1048576 : 0;
  } catch {
    return 0;
  }
}

interface Task {
  job: RenderJob;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Slot {
  worker: ChildProcess | undefined;
  /** The process has loaded the renderer: a job's time limit only counts the render itself. */
  ready: boolean;
  task: Task | undefined;
  timer: NodeJS.Timeout | undefined;
  onMessage: ((message: RenderResponse) => void) | undefined;
}

/** A process that has not loaded the renderer by then is treated as failed. */
const STARTUP_LIMIT_MS = 30_000;

/**
 * A small pool of renderer processes: rendering is synchronous CPU work, so it never runs on the
 * event loop, at most `size` run at once, a short line waits, and a stuck or runaway render is
 * killed with its process while the server carries on.
 *
 * Processes, not worker threads: a worker that reaches its heap limit can abort the whole
 * server process, depending on how it allocates (nodejs/node#47224); a child process that runs
 * out of memory dies alone.
 */
export function createPdfRenderPool(options: RenderPoolOptions): PdfRenderer {
  const slots: Slot[] = Array.from({ length: options.size }, () => ({
    worker: undefined,
    ready: false,
    task: undefined,
    timer: undefined,
    onMessage: undefined,
  }));
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(slot: Slot): ChildProcess {
    const worker = fork(fileURLToPath(new URL('./pdf.worker.ts', import.meta.url)), [], {
      execArgv: [
        ...process.execArgv.filter((a) => !a.startsWith('--max-old-space-size')),
        `--max-old-space-size=${options.maxHeapMb ?? 512}`,
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    worker.on('error', (error) => finish(slot, worker, new RenderFailedError(error.message || String(error)), true));
    worker.on('exit', (code, signal) => {
      if (slot.worker === worker)
        finish(slot, worker, new RenderFailedError(`renderer process exited (${signal ?? code})`), true);
    });
    lowerPriority(worker.pid, options.niceSteps ?? 10);
    slot.worker = worker;
    slot.ready = false;
    return worker;
  }

  /** Settles the slot's task (if still pending) and moves on to the next one waiting. */
  function finish(slot: Slot, worker: ChildProcess, outcome: Buffer | Error, discardWorker: boolean): void {
    if (slot.worker !== worker) return;
    const task = slot.task;
    slot.task = undefined;
    clearTimeout(slot.timer);
    slot.timer = undefined;
    if (slot.onMessage) worker.off('message', slot.onMessage);
    slot.onMessage = undefined;
    if (discardWorker || residentMb(worker.pid) > (options.recycleAboveMb ?? 256)) {
      slot.worker = undefined;
      void stop(worker);
    } else {
      hold(worker, false);
    }
    if (task) {
      if (outcome instanceof Error) task.reject(outcome);
      else task.resolve(outcome);
    }
    const next = queue.shift();
    if (next) start(slot, next);
  }

  function start(slot: Slot, task: Task): void {
    const worker = slot.worker ?? spawn(slot);
    hold(worker, true);
    slot.task = task;
    const id = nextId++;
    const send = () => {
      slot.timer = setTimeout(
        () => finish(slot, worker, new RenderTimeoutError(options.timeoutMs), true),
        options.timeoutMs,
      );
      const request: RenderRequest = {
        id,
        markdown: task.job.markdown,
        lang: task.job.lang,
        generatedAt: task.job.generatedAt.getTime(),
      };
      worker.send(request);
    };
    const onMessage = (message: RenderResponse) => {
      if ('ready' in message) {
        slot.ready = true;
        clearTimeout(slot.timer);
        send();
        return;
      }
      if (message.id !== id) return;
      if (message.ok)
        finish(slot, worker, Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength), false);
      else finish(slot, worker, new RenderFailedError(message.message), false);
    };
    slot.onMessage = onMessage;
    worker.on('message', onMessage);
    if (slot.ready) send();
    else
      slot.timer = setTimeout(
        () => finish(slot, worker, new RenderFailedError('renderer thread did not start'), true),
        Math.max(STARTUP_LIMIT_MS, options.timeoutMs),
      );
  }

  return {
    render(job) {
      return new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new RenderBusyError());
        const task: Task = { job, resolve, reject };
        const idle = slots.find((s) => !s.task);
        if (idle) start(idle, task);
        else if (queue.length < options.queueLength) queue.push(task);
        else reject(new RenderBusyError());
      });
    },
    load() {
      return { running: slots.filter((s) => s.task).length, waiting: queue.length };
    },
    pids() {
      return slots.flatMap((s) => (s.worker?.pid ? [s.worker.pid] : []));
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new RenderBusyError());
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          if (!worker) return;
          slot.worker = undefined;
          clearTimeout(slot.timer);
          slot.task?.reject(new RenderBusyError());
          slot.task = undefined;
          await stop(worker);
        }),
      );
    },
  };
}

/** Lowers a process's CPU priority by `steps` nice levels below this one's (up to 19, the lowest). */
function lowerPriority(pid: number | undefined, steps: number): void {
  if (!pid || steps <= 0) return;
  try {
    setPriority(pid, Math.min(19, getPriority() + steps));
  } catch {
    // Not allowed here (some containers): the renderer runs at the server's priority, as before.
  }
}

/** An idle renderer must not keep the server's event loop alive; a busy one does. */
function hold(worker: ChildProcess, busy: boolean): void {
  if (busy) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}

/** Kills a renderer process and waits until it is gone. */
function stop(worker: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (worker.exitCode !== null || worker.signalCode !== null) return resolve();
    hold(worker, true); // an idle (unref'd) process would let the event loop end before its exit
    worker.once('exit', () => resolve());
    worker.kill('SIGKILL');
  });
}
