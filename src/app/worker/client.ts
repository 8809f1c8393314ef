import type { Result } from "../../core/result.js";
import type { RequestOf, RequestType, ResponseOf, WorkerCall, WorkerReply } from "./protocol.js";

/** What the client needs of a Worker (a real one, or a stand-in in tests). */
export interface WorkerLike {
  onmessage: ((e: { data: WorkerReply }) => void) | null;
  onerror: ((e: unknown) => void) | null;
  postMessage(message: WorkerCall): void;
  terminate(): void;
}

export const newSolverWorker = (): WorkerLike =>
  new Worker(new URL("./solver-worker.ts", import.meta.url), {
    type: "module",
    name: "solver",
  }) as unknown as WorkerLike;

interface Pending {
  resolve(r: Result<never>): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Promise-based access to the solver worker. Every answer is a Result: bad input, a timeout
 * or a cancelled search come back as { ok: false, error } rather than as exceptions.
 * cancel() stops whatever runs (the worker is terminated; a new one starts on the next call).
 */
export class SolverClient {
  private worker: WorkerLike | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly spawn: () => WorkerLike = newSolverWorker) {}

  request<T extends RequestType>(
    request: RequestOf<T>,
    options: { timeoutMs?: number } = {},
  ): Promise<Result<ResponseOf[T]>> {
    const worker = this.ensure();
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer =
        options.timeoutMs === undefined
          ? undefined
          : setTimeout(
              () => this.stop(`no answer within ${options.timeoutMs} ms`),
              options.timeoutMs,
            );
      this.pending.set(id, { resolve: resolve as (r: Result<never>) => void, timer });
      worker.postMessage({ id, request });
    });
  }

  /** Stops every search in progress; their promises resolve with an error. */
  cancel(): void {
    this.stop("cancelled");
  }

  private ensure(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.spawn();
    w.onmessage = (e) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      clearTimeout(p.timer);
      p.resolve(
        e.data.ok ? { ok: true, value: e.data.value as never } : { ok: false, error: e.data.error },
      );
    };
    w.onerror = () => this.stop("the solver stopped unexpectedly");
    this.worker = w;
    return w;
  }

  private stop(reason: string): void {
    this.worker?.terminate();
    this.worker = undefined;
    const all = [...this.pending.values()];
    this.pending.clear();
    for (const p of all) {
      clearTimeout(p.timer);
      p.resolve({ ok: false, error: reason });
    }
  }
}
