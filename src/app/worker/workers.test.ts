import { describe, expect, it } from "vitest";
import { dealDeck, makeDeal, mulberry32 } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { makePosition } from "../../core/notation.js";
import { PRESET_RULES } from "../../core/rules.js";
import { makeMove, parseMove } from "../../core/token.js";
import { rateDeal } from "../../deals/levels.js";
import { SolverClient, type WorkerLike } from "./client.js";
import { handle, reply } from "./handler.js";
import type { WorkerCall, WorkerReply } from "./protocol.js";

const classic = PRESET_RULES.classic;

/** Plays tokens from a game; fails the test on an illegal one. */
function playTokens(game: Game, tokens: readonly string[]): void {
  for (const t of tokens) {
    const m = parseMove(game.position, t);
    if (!m.ok) throw new Error(`${t}: ${m.error}`);
    game.play(m.value);
  }
}

describe("solver worker handler", () => {
  it("hint: the line it returns wins when played from that position", () => {
    const game = new Game(dealDeck(0), classic);
    const r = handle({ type: "hint", position: makePosition(game.position), maxNodes: 100_000 });
    expect(r.ok && r.value.result).toBe("win");
    if (!r.ok) return;
    playTokens(game, r.value.line);
    expect(game.position.isWon()).toBe(true);
  });

  it("verdict by number or by cards: the same answer; an unwinnable deal is proved so", () => {
    const byNumber = handle({
      type: "verdict",
      deal: { number: 0 },
      rules: "classic",
      maxNodes: 100_000,
    });
    const byCards = handle({
      type: "verdict",
      deal: { cards: makeDeal(dealDeck(0)) },
      rules: "classic",
      maxNodes: 100_000,
    });
    expect(byNumber).toEqual(byCards);
    const lost = handle({
      type: "verdict",
      deal: { number: 2 },
      rules: "classic",
      maxNodes: 100_000,
    });
    expect(lost.ok && lost.value.result).toBe("loss");
  });

  it("find and rate agree: the deal found has the level asked for", () => {
    for (const level of ["easy", "medium", "hard"] as const) {
      const found = handle({ type: "find", level, rules: "classic", start: 1000 });
      expect(found.ok).toBe(true);
      if (!found.ok) continue;
      expect(found.value.deal).toBeGreaterThanOrEqual(1000);
      expect(rateDeal(found.value.deal, classic).verdict).toBe(level);
      for (let d = 1000; d < found.value.deal; d++)
        expect(rateDeal(d, classic).verdict).not.toBe(level);
    }
  });

  it("review: the last winnable point of a lost game, from which the returned line wins", () => {
    // A careless playout of a winnable deal (deal 0): random moves until the solver proves
    // the position lost; the first seed that gets there is used.
    const budget = 50_000;
    let tokens: string[] = [];
    for (let seed = 1; seed < 50 && tokens.length === 0; seed++) {
      const next = mulberry32(seed);
      const game = new Game(dealDeck(0), classic);
      const played: string[] = [];
      for (let i = 0; i < 300; i++) {
        const legal = game.position.legalMoves();
        if (legal.length === 0) break;
        const m = legal[next() % legal.length] as number;
        game.play(m);
        played.push(makeMove(m));
      }
      const end = handle({ type: "hint", position: makePosition(game.position), maxNodes: budget });
      if (end.ok && end.value.result === "loss") tokens = played;
    }
    expect(tokens.length).toBeGreaterThan(0);
    const r = handle({
      type: "review",
      deal: { number: 0 },
      rules: "classic",
      moves: tokens,
      maxNodes: budget,
    });
    expect(r.ok).toBe(true);
    if (!r.ok || r.value.keep === null) throw new Error("no review");
    const { keep, line } = r.value;
    expect(keep).toBeLessThan(tokens.length);
    const back = new Game(dealDeck(0), classic);
    playTokens(back, tokens.slice(0, keep));
    const next = back.position.clone();
    playTokens(back, line);
    expect(back.position.isWon()).toBe(true);
    // One move later the solver no longer finds a win.
    const after = new Game(dealDeck(0), classic);
    playTokens(after, tokens.slice(0, keep + 1));
    const later = handle({
      type: "hint",
      position: makePosition(after.position),
      maxNodes: budget,
    });
    expect(later.ok && later.value.result).not.toBe("win");
    expect(makePosition(next)).not.toBe(makePosition(after.position));
  });

  it("review of an unwinnable deal says so", () => {
    const r = handle({
      type: "review",
      deal: { number: 2 },
      rules: "classic",
      moves: [],
      maxNodes: 10_000,
    });
    expect(r).toEqual({ ok: true, value: { keep: null, startResult: "loss" } });
  });

  it("daily answers the daily deal", () => {
    expect(handle({ type: "daily", day: "2026-01-01" })).toEqual({
      ok: true,
      value: { day: "2026-01-01", deal: 1099142216, tried: 1 },
    });
  });

  it.each([
    [{ type: "hint", position: "nonsense" }, /^position: a position has 8 fields/],
    [{ type: "verdict", deal: { number: -5 }, rules: "classic" }, /out of range/],
    [{ type: "verdict", deal: { cards: "AcAc" }, rules: "classic" }, /104 characters/],
    [{ type: "find", level: "easy", rules: "klondike", start: 0 }, /^rules: unknown variant/],
    [{ type: "find", level: "insane", rules: "classic", start: 0 }, /unknown level/],
    [{ type: "review", deal: { number: 1 }, rules: "classic", moves: ["s", "zz"] }, /^move 2 "zz"/],
    [
      {
        type: "hint",
        position: makePosition(new Game(dealDeck(1), classic).position),
        maxNodes: -1,
      },
      /node budget/,
    ],
    [{ type: "daily", day: "yesterday" }, /not a date/],
  ])("bad request %j gets a clear error", (request, message) => {
    const r = reply({ id: 7, request } as WorkerCall);
    expect(r.id).toBe(7);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

/** A stand-in worker that answers with the real handler on the next tick. */
class FakeWorker implements WorkerLike {
  onmessage: ((e: { data: WorkerReply }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  terminated = false;
  hold = false;
  postMessage(call: WorkerCall): void {
    if (this.hold) return;
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: reply(call) });
    }, 0);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe("solver client", () => {
  it("matches answers to requests and passes errors as values", async () => {
    const workers: FakeWorker[] = [];
    const client = new SolverClient(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    });
    const [a, b] = await Promise.all([
      client.request({ type: "daily", day: "2026-01-01" }),
      client.request({ type: "daily", day: "nope" }),
    ]);
    expect(a).toEqual({ ok: true, value: { day: "2026-01-01", deal: 1099142216, tried: 1 } });
    expect(b.ok).toBe(false);
    expect(workers).toHaveLength(1);
  });

  it("cancel and timeout stop the worker and answer with an error; the next call gets a new one", async () => {
    const workers: FakeWorker[] = [];
    const client = new SolverClient(() => {
      const w = new FakeWorker();
      w.hold = workers.length === 0;
      workers.push(w);
      return w;
    });
    const stuck = client.request({ type: "rate", deal: 1, rules: "classic" }, { timeoutMs: 20 });
    expect(await stuck).toEqual({ ok: false, error: "no answer within 20 ms" });
    expect(workers[0]?.terminated).toBe(true);
    const next = await client.request({ type: "rate", deal: 1, rules: "classic" });
    expect(next.ok).toBe(true);
    expect(workers).toHaveLength(2);
    if (workers[1]) workers[1].hold = true;
    const cancelled = client.request({ type: "rate", deal: 1, rules: "classic" });
    client.cancel();
    expect(await cancelled).toEqual({ ok: false, error: "cancelled" });
  });
});
