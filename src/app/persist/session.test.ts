import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makePosition } from "../../core/notation.js";
import { PRESET_RULES } from "../../core/rules.js";
import { makeMove } from "../../core/token.js";
import { solve } from "../../solver/index.js";
import { DEFAULT_GAME_SETTINGS } from "../settings/settings.js";
import { GameState } from "../state/game.js";
import { restoreGame } from "./save.js";
import { type GameEnd, SaveSession, sourceOf } from "./session.js";
import { GameStorage } from "./storage.js";

const opened: GameStorage[] = [];
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});

/** No automatic moves, no flights: every move is the test's own. */
const QUIET = { ...DEFAULT_GAME_SETTINGS, speed: "off", auto: "off" } as const;

async function setup(tabId: string) {
  const storage = await GameStorage.open({ tabId });
  opened.push(storage);
  const store = new GameState(21, PRESET_RULES.classic, () => QUIET);
  let t = 1_000_000;
  let id = 0;
  const session = new SaveSession(
    storage,
    sourceOf(store, () => QUIET),
    {
      now: () => t++,
      newId: () => `${tabId}-${++id}`,
    },
  );
  store.subscribe(session.handle);
  return { storage, store, session };
}

/** Plays the first legal move that is not a stock turn when there is one. */
function playOne(store: GameState): void {
  const legal = store.game.position.legalMoves();
  const m = legal.find((x) => x !== 0) ?? legal[0];
  if (m === undefined) throw new Error("no move");
  const r = store.play(m);
  if (!r.ok) throw new Error(r.error);
}

describe("a session wired to the game", () => {
  it("saves every change and records the game from its first move", async () => {
    const { storage, store, session } = await setup("A");
    store.newDeal(21, PRESET_RULES.classic);
    await session.flush();
    const before = await storage.loadCurrent();
    expect(before.kind === "ok" && [before.save.gameId, before.save.moves.length]).toEqual(["", 0]);
    expect((await storage.loadGames()).records).toEqual([]);

    for (let i = 0; i < 4; i++) playOne(store);
    store.undo();
    await session.flush();
    const { records, problems } = await storage.loadGames();
    expect(problems).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: "A-1", deal: 21, result: "playing", moves: 3 });

    // A reload restores the same position with the undone move still to redo.
    const loaded = await storage.loadCurrent();
    expect(loaded.kind).toBe("ok");
    if (loaded.kind !== "ok") return;
    const game = restoreGame(loaded.save);
    expect(game.ok && makePosition(game.value.position)).toBe(makePosition(store.game.position));
    expect(game.ok && game.value.redoMoves()).toEqual(store.game.redoMoves());
  });

  it("a won game is recorded as won, with its time and moves", async () => {
    const { storage, store, session } = await setup("W");
    store.newDeal(0, PRESET_RULES.classic);
    const line = solve(store.game.position, { maxNodes: 100_000 });
    expect(line.result).toBe("win");
    for (const m of line.moves) expect(store.play(m).ok).toBe(true);
    await session.flush();
    const { records } = await storage.loadGames();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ deal: 0, result: "won", foundation: 52, casino: 208 });
    expect(records[0]?.ended).not.toBeNull();
    expect(records[0]?.moves).toBe(store.game.moveCount());
    // Undoing after the win does not take it back; starting another deal does not either.
    const won = (await storage.loadGames()).records[0];
    store.undo();
    await session.flush();
    expect((await storage.loadGames()).records).toEqual([won]);
    store.newDeal(1, PRESET_RULES.classic);
    await session.flush();
    expect((await storage.loadGames()).records.map((r) => r.result)).toEqual(["won"]);
  });

  it("a restart ends the game so far as a loss, and playing the deal again is a new game", async () => {
    const { storage, store, session } = await setup("R");
    store.newDeal(21, PRESET_RULES.classic);
    playOne(store);
    playOne(store);
    store.restart();
    await session.flush();
    expect((await storage.loadGames()).records.map((r) => [r.id, r.result])).toEqual([
      ["R-1", "abandoned"],
    ]);
    playOne(store);
    await session.flush();
    const records = (await storage.loadGames()).records.map((r) => [r.id, r.result, r.moves]);
    expect(records.sort()).toEqual([
      ["R-1", "abandoned", 2],
      ["R-2", "playing", 1],
    ]);
  });

  it("leaving a started game records it as abandoned, or lost when it was stuck", async () => {
    const { storage, store, session } = await setup("B");
    store.newDeal(21, PRESET_RULES.classic);
    playOne(store);
    store.newDeal(22, PRESET_RULES.classic);
    playOne(store);
    session.handle({ type: "stuck" });
    store.newDeal(23, PRESET_RULES.classic);
    store.newDeal(24, PRESET_RULES.classic); // nothing played in deal 23: no record
    playOne(store);
    store.restart(); // ends the game played so far, as a loss
    store.newDeal(25, PRESET_RULES.classic);
    await session.flush();
    const { records } = await storage.loadGames();
    expect(records.map((r) => [r.deal, r.result]).sort()).toEqual([
      [21, "abandoned"],
      [22, "lost"],
      [24, "abandoned"],
    ]);
  });

  it("hints and demo are recorded, and a resumed game keeps its record", async () => {
    const a = await setup("C");
    a.store.newDeal(21, PRESET_RULES.classic);
    playOne(a.store);
    a.session.noteHint();
    a.session.noteDemo();
    await a.session.flush();
    const loaded = await a.storage.loadCurrent();
    if (loaded.kind !== "ok") throw new Error("no save");
    const b = await setup("D");
    const restored = restoreGame(loaded.save);
    if (!restored.ok) throw new Error(restored.error);
    b.store.game = restored.value;
    b.store.deal = loaded.save.deal ?? 0;
    await b.storage.loadCurrent();
    b.session.resume(loaded.save);
    playOne(b.store);
    await b.session.flush();
    const { records } = await b.storage.loadGames();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: "C-1", hints: 1, demo: true, moves: 2 });
  });

  it("after another tab's newer save, takes over: writes over it, and later saves go on", async () => {
    const a = await setup("a");
    const b = await setup("b");
    let stale = 0;
    const watched = new SaveSession(
      a.storage,
      sourceOf(a.store, () => QUIET),
      {
        onStale: () => stale++,
      },
    );
    a.store.subscribe(watched.handle);
    a.store.play(0);
    await watched.flush();
    await b.storage.loadCurrent();
    b.store.play(0);
    b.store.play(0);
    await b.session.flush();
    a.store.play(0);
    await watched.flush();
    expect(stale).toBe(1);
    const kept = await a.storage.loadCurrent();
    expect(kept.kind === "ok" && kept.save.cursor).toBe(2);
    await watched.takeOver();
    const now = await a.storage.loadCurrent();
    expect(now.kind === "ok" && [now.save.cursor, now.save.tabId]).toEqual([2, "a"]);
    a.store.play(0);
    await watched.flush();
    expect(stale).toBe(1);
    const last = await b.storage.loadCurrent();
    expect(last.kind === "ok" && last.save.cursor).toBe(3);
  });

  it("counts undos per game, keeps them in the save, and starts again from 0 on the next game", async () => {
    const a = await setup("U");
    a.store.newDeal(21, PRESET_RULES.classic);
    a.store.undo(); // nothing to undo: not counted
    playOne(a.store);
    playOne(a.store);
    a.store.undo();
    a.store.redo();
    a.store.undo();
    await a.session.flush();
    const loaded = await a.storage.loadCurrent();
    expect(loaded.kind === "ok" && loaded.save.undos).toBe(2);
    if (loaded.kind !== "ok") return;
    const b = await setup("V");
    const restored = restoreGame(loaded.save);
    if (!restored.ok) throw new Error(restored.error);
    b.store.game = restored.value;
    await b.storage.loadCurrent();
    b.session.resume(loaded.save);
    b.store.undo();
    await b.session.flush();
    const again = await b.storage.loadCurrent();
    expect(again.kind === "ok" && again.save.undos).toBe(3);
    b.store.newDeal(22, PRESET_RULES.classic);
    playOne(b.store);
    await b.session.flush();
    const next = await b.storage.loadCurrent();
    expect(next.kind === "ok" && next.save.undos).toBe(0);
  });
});

describe("the end of a game, told once", () => {
  async function watched(tabId: string) {
    const s = await setup(tabId);
    const ends: GameEnd[] = [];
    s.session.onEnd((e) => ends.push(e));
    return { ...s, ends };
  }

  it("a win ends the game with every move as a token, its time, hints and undos", async () => {
    const { store, session, ends } = await watched("E");
    store.newDeal(0, PRESET_RULES.classic);
    const line = solve(store.game.position, { maxNodes: 100_000 });
    const [first, ...rest] = line.moves;
    if (first === undefined) throw new Error("no line");
    store.play(first);
    store.undo();
    session.noteHint();
    for (const m of [first, ...rest]) expect(store.play(m).ok).toBe(true);
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ id: "E-1", how: "won", hints: 1, undos: 1, demo: false });
    expect(ends[0]?.cards).toBe(52);
    expect(ends[0]?.moves).toEqual(line.moves.map(makeMove));
    // Undoing after the win and leaving tell nothing more.
    store.undo();
    store.newDeal(1, PRESET_RULES.classic);
    expect(ends).toHaveLength(1);
  });

  it("a dead end ends it, once: undone and met again, then left, it is not told again", async () => {
    const { store, session, ends } = await watched("S");
    store.newDeal(21, PRESET_RULES.classic);
    playOne(store);
    session.handle({ type: "stuck" });
    store.undo();
    playOne(store);
    session.handle({ type: "stuck" });
    store.newDeal(22, PRESET_RULES.classic);
    expect(ends.map((e) => [e.how, e.moves.length, e.undos])).toEqual([["stuck", 1, 0]]);
  });

  it("leaving for another deal or restarting ends it with the moves before leaving", async () => {
    const { store, ends } = await watched("L");
    store.newDeal(21, PRESET_RULES.classic);
    store.newDeal(22, PRESET_RULES.classic); // no move: no game, no end
    playOne(store);
    playOne(store);
    const played = store.game.moves().map(makeMove);
    store.restart();
    playOne(store);
    store.newDeal(23, PRESET_RULES.classic);
    expect(ends.map((e) => [e.id, e.how])).toEqual([
      ["L-1", "left"],
      ["L-2", "left"],
    ]);
    expect(ends[0]?.moves).toEqual(played);
    expect(ends[1]?.moves).toHaveLength(1);
  });

  it("a game resumed after a reload and left before another move still ends", async () => {
    const a = await watched("P");
    a.store.newDeal(21, PRESET_RULES.classic);
    playOne(a.store);
    playOne(a.store);
    await a.session.flush();
    const loaded = await a.storage.loadCurrent();
    if (loaded.kind !== "ok") throw new Error("no save");
    const record = (await a.storage.loadGames()).records[0];
    const b = await watched("Q");
    const restored = restoreGame(loaded.save);
    if (!restored.ok) throw new Error(restored.error);
    b.store.game = restored.value;
    b.store.deal = 21;
    await b.storage.loadCurrent();
    b.session.resume(loaded.save, record);
    b.store.newDeal(30, PRESET_RULES.classic);
    await b.session.flush();
    expect(b.ends.map((e) => [e.id, e.how, e.moves.length])).toEqual([["P-1", "left", 2]]);
    const games = (await b.storage.loadGames()).records;
    expect(games.map((r) => [r.id, r.result])).toEqual([["P-1", "abandoned"]]);
  });
});
