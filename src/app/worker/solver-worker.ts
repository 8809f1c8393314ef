// The solver in a Web Worker: one call at a time, answered in order; the page never freezes.
// The client (client.ts) terminates the worker to cancel a search that is no longer wanted.
import { reply } from "./handler.js";
import type { WorkerCall, WorkerReply } from "./protocol.js";

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerCall>) => void) | null;
  postMessage(message: WorkerReply): void;
};

scope.onmessage = (e) => scope.postMessage(reply(e.data));
