import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ReportData } from '@proposal-desk/shared';
import type { RenderReply, RenderRequest } from './react-pdf-worker';

// PDFs with @react-pdf/renderer, rendered in one worker thread (the engine when Chromium is missing).

interface Pending {
  resolve: (pdf: Uint8Array) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

export class ReactPdfRenderer {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly timeoutMs = 120_000) {}

  renderPdf(data: ReportData): Promise<Uint8Array> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      // A render past its time may be stuck in layout: the worker is ended, and restarted on the next render.
      const timer = setTimeout(() => this.fail(worker, new Error(`render timed out after ${this.timeoutMs} ms`)), this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, data } satisfies RenderRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) {
      this.fail(worker, new Error('the PDF renderer is closed'));
      await worker.terminate();
    }
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(path.join(__dirname, 'react-pdf-worker.boot.cjs'));
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      clearTimeout(pending.timer);
      if (this.pending.size === 0) worker.unref();
      if ('pdf' in reply) pending.resolve(reply.pdf);
      else pending.reject(new Error(reply.error));
    });
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', (code) => this.fail(worker, new Error(`the PDF worker stopped (exit ${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(worker: Worker, err: Error): void {
    if (this.worker === worker) {
      this.worker = undefined;
      void worker.terminate();
    }
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(err);
      this.pending.delete(id);
    }
  }
}
