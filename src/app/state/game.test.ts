import { describe, expect, it, vi } from "vitest";
import { dealDeck } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { PRESET_RULES } from "../../core/rules.js";
import { parseMove } from "../../core/token.js";
import { restoreGame, snapshotGame } from "../persist/save.js";
import { DEFAULT_GAME_SETTINGS, type GameSettings } from "../settings/settings.js";
import { type GameEvent, GameState } from "./game.js";

const classic = PRESET_RULES.classic;

function gameState(deal: number, auto: "off" | "safe" | "all") {
  const settings: GameSettings = { ...DEFAULT_GAME_SETTINGS, auto, speed: "off" };
  return new GameState(deal, classic, () => settings);
}

function store(auto: "off" | "safe" | "all") {
  const s = gameState(1, auto);
  const events: GameEvent[] = [];
  s.subscribe((e) => events.push(e));
  return { s, events };
}

const play = (s: GameState, token: string) => {
  const m = parseMove(s.game.position, token);
  if (!m.ok) throw new Error(m.error);
  return s.play(m.value);
};

describe("the game on the table", () => {
  it("announces moves, counts only the player's, and undoes automatic moves with them", () => {
    const { s, events } = store("all");
    play(s, "s");
    play(s, "s");
    play(s, "s");
    // Deal 1: the third turn shows a 9, the base rank, which "all" sends home by itself.
    expect(s.game.position.cardsOnFoundations()).toBe(2);
    expect(s.moveCount.value).toBe(3);
    expect(
      events.filter((e) => e.type === "move").map((e) => (e as { auto: boolean }).auto),
    ).toEqual([false, false, false, true]);
    s.undo();
    expect(s.game.position.cardsOnFoundations()).toBe(1);
    expect(s.game.position.waste).toHaveLength(6);
    s.redo();
    expect(s.game.position.cardsOnFoundations()).toBe(2);
  });

  it("leaves the base rank alone in safe mode and does nothing when off", () => {
    for (const mode of ["safe", "off"] as const) {
      const { s } = store(mode);
      for (let i = 0; i < 3; i++) play(s, "s");
      expect(s.game.position.cardsOnFoundations()).toBe(1);
    }
  });

  it("refuses an illegal move with the engine's reason and changes nothing", () => {
    const { s, events } = store("off");
    const before = s.version.value;
    const r = s.play(0x113); // t1 to t1: never legal
    expect(r.ok).toBe(false);
    expect(s.version.value).toBe(before);
    expect(events).toHaveLength(0);
  });

  it("restarts and starts new deals, telling whether a started game was abandoned", () => {
    const { s, events } = store("off");
    play(s, "s");
    expect(s.started()).toBe(true);
    s.restart();
    expect(s.game.moves()).toHaveLength(0);
    // The clock starts again with the deal.
    expect(s.elapsed()).toBe(0);
    s.newDeal(2, classic);
    expect(events.at(-1)).toMatchObject({ type: "start", deal: 2, abandoned: false });
    play(s, "s");
    s.newDeal(3, PRESET_RULES.draw1);
    expect(events.at(-1)).toMatchObject({ type: "start", deal: 3, abandoned: true });
    expect(s.rules.draw).toBe(1);
  });

  it("wins, and after an undo of the winning move plays on", async () => {
    const fixture = await import("../../../e2e/fixtures.js");
    const { s, events } = store("off");
    for (const tok of fixture.WIN_MOVES.split(" ")) expect(play(s, tok).ok).toBe(true);
    expect(s.won.value).toBe(true);
    expect(events.filter((e) => e.type === "won")).toHaveLength(1);
    expect(s.play(0).ok).toBe(false);
    s.undo();
    expect(s.won.value).toBe(false);
    expect(s.redo()).toBe(true);
    expect(s.won.value).toBe(true);
    expect(events.filter((e) => e.type === "won")).toHaveLength(2);
  });

  it("finds a dead end in slices once the table is still, and says so once", async () => {
    vi.useFakeTimers();
    const s = gameState(2, "off");
    const events: GameEvent[] = [];
    s.subscribe((e) => events.push(e));
    play(s, "s");
    expect(s.outlook.value).toBe("open");
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.outlook.value).toBe("stuck");
    expect(events.filter((e) => e.type === "stuck")).toHaveLength(1);
    s.undo();
    expect(s.outlook.value).toBe("open");
    vi.useRealTimers();
  });

  it("reports no dead end where there is a way forward", async () => {
    vi.useFakeTimers();
    const { s, events } = store("off");
    // Deal 1 after the pinned winning line's first move: plenty of moves, not stuck.
    play(s, "s");
    await vi.advanceTimersByTimeAsync(500);
    expect(s.outlook.value).toBe("open");
    expect(events.some((e) => e.type === "stuck")).toBe(false);
    vi.useRealTimers();
  });

  it("resumes a saved game with its history, so that undo still takes back auto-moves", () => {
    const { s: a } = store("all");
    for (let i = 0; i < 3; i++) play(a, "s");
    const { s: b } = store("off");
    const r = b.resume(1, PRESET_RULES.classic, a.game.moves(), a.game.autoFlags(), 61_000);
    expect(r.ok).toBe(true);
    expect(b.game.position.cardsOnFoundations()).toBe(2);
    expect(b.elapsed()).toBe(61_000);
    b.undo();
    expect(b.game.position.waste).toHaveLength(6);
    const bad = b.resume(1, PRESET_RULES.classic, [0x113], [false], 0);
    expect(bad.ok).toBe(false);
    expect(b.game.position.waste).toHaveLength(6);
  });

  it("puts back a restored game with its redo tail and its clock", () => {
    const game = new Game(dealDeck(21), classic);
    for (let i = 0; i < 6; i++) {
      const legal = game.position.legalMoves();
      const m = legal.find((x) => x !== 0) ?? legal[0];
      if (m !== undefined) game.play(m);
    }
    game.undo();
    const snap = snapshotGame(game, {
      gameId: "g",
      deal: 21,
      ms: 65_000,
      settings: DEFAULT_GAME_SETTINGS,
    });
    const restored = restoreGame(snap);
    if (!restored.ok) throw new Error(restored.error);
    const { s, events } = store("off");
    s.load(restored.value, 21, 65_000);
    expect(s.deal).toBe(21);
    expect(s.game.moves()).toEqual(game.moves());
    expect(s.game.canRedo()).toBe(true);
    expect(s.elapsed()).toBe(65_000);
    expect(events.map((e) => e.type)).toEqual(["start"]);
    expect(s.redo()).toBe(true);
  });
});
