/**
 * The solver in a Web Worker: deals of a level, hints, verdicts, review, daily deal.
 *
 * Usage (the app state holds two clients: app.solver and app.background):
 *   const solver = new SolverClient();
 *   const r = await solver.request({ type: "find", level: "easy", rules: makeRules(rules), start: randomDeal });
 *   if (r.ok) newDeal(app, r.value.deal, rules); else show(r.error);
 *   // Hint: a winning line from the current position, as move tokens (parseMove each one).
 *   await solver.request({ type: "hint", position: makePosition(app.game.game.position) });
 *     // result "loss" → "no winning line from here": offer the review below
 *   // "Where did it go wrong": keep = moves to keep (undo back to game.moves().length === keep).
 *   await solver.request({ type: "review", deal: { number: app.game.deal }, rules, moves: tokens, auto: game.autoFlags() });
 *   // After a game: the computer's verdict on the deal (winnable, line length, or proved not).
 *   await solver.request({ type: "verdict", deal: { number: app.game.deal }, rules });
 *   await solver.request({ type: "daily", day: "2026-11-30" });
 *   solver.cancel();  // e.g. the player moved on; pass { timeoutMs } to bound a request
 * Every answer is a Result; nothing throws.
 */
export { newSolverWorker, SolverClient, type WorkerLike } from "./client.js";
export { HINT_NODES, handle, REVIEW_NODES, reply } from "./handler.js";
export type * from "./protocol.js";
