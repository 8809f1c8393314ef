// A survey worker thread: solves the deal numbers it is sent and posts each result back.
import { parentPort, workerData } from "node:worker_threads";
import { dealDeck, Position, parseRules } from "../core/index.js";
import { solve } from "../solver/index.js";
import type { DealResult, WorkerSetup } from "./survey.js";

const setup = workerData as WorkerSetup;
const parsed = parseRules(setup.variant);
if (!parsed.ok) throw new Error(parsed.error);
const rules = parsed.value;
const port = parentPort;
if (!port) throw new Error("survey-worker runs as a worker thread");

port.on("message", (deal: number | null) => {
  if (deal === null) {
    port.close();
    return;
  }
  const r = solve(Position.deal(dealDeck(deal), rules), {
    maxNodes: setup.maxNodes,
    maxMs: setup.maxMs,
  });
  const msg: DealResult = {
    deal,
    result: r.result,
    nodes: r.nodes,
    ms: r.ms,
    length: r.moves.length,
  };
  port.postMessage(msg);
});
