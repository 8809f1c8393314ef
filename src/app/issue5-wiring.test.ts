import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { beforeEach, describe, expect, it } from "vitest";
import { parseCard } from "../core/card.js";
import { dealDeck } from "../core/deal.js";
import { Game } from "../core/game.js";
import { parsePosition } from "../core/notation.js";
import { Position } from "../core/position.js";
import { PRESET_RULES } from "../core/rules.js";
import { parseMove } from "../core/token.js";
import { moveParts, onlyForcedLeft } from "./hints.js";
import { restoreGame, SaveSession, snapshotGame } from "./persist/index.js";
import { GameStorage } from "./persist/storage.js";
import { Store } from "./store.js";

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

const classic = PRESET_RULES.classic;

function playSome(game: Game, n: number): void {
  for (let i = 0; i < n; i++) {
    const legal = game.position.legalMoves();
    const m = legal.find((x) => x !== 0) ?? legal[0];
    if (m === undefined) return;
    game.play(m);
  }
}

describe("Store.load", () => {
  it("puts back a restored game with its redo tail and its clock", () => {
    const game = new Game(dealDeck(21), classic);
    playSome(game, 6);
    game.undo();
    const snap = snapshotGame(game, {
      gameId: "g",
      deal: 21,
      ms: 65_000,
      settings: new Store(1, classic).settings.value,
    });
    const restored = restoreGame(snap);
    if (!restored.ok) throw new Error(restored.error);
    const store = new Store(7, classic);
    const events: string[] = [];
    store.subscribe((e) => events.push(e.type));
    store.load(restored.value, 21, 65_000);
    expect(store.deal).toBe(21);
    expect(store.game.moves()).toEqual(game.moves());
    expect(store.game.canRedo()).toBe(true);
    expect(store.elapsed()).toBe(65_000);
    expect(events).toEqual(["start"]);
    expect(store.redo()).toBe(true);
  });
});

describe("SaveSession.takeOver", () => {
  it("writes over a newer save of another tab, and later saves go on from there", async () => {
    const a = await GameStorage.open({ tabId: "a" });
    const b = await GameStorage.open({ tabId: "b" });
    const storeA = new Store(21, classic);
    storeA.updateSettings({ speed: "off", auto: "off" });
    const storeB = new Store(21, classic);
    storeB.updateSettings({ speed: "off", auto: "off" });
    let stale = 0;
    const sa = new SaveSession(a, storeA, { onStale: () => stale++ });
    const sb = new SaveSession(b, storeB);
    storeA.subscribe(sa.handle);
    storeB.subscribe(sb.handle);
    storeA.play(0);
    await sa.flush();
    await b.loadCurrent();
    storeB.play(0);
    storeB.play(0);
    await sb.flush();
    storeA.play(0);
    await sa.flush();
    expect(stale).toBe(1);
    const kept = await a.loadCurrent();
    expect(kept.kind === "ok" && kept.save.cursor).toBe(2);
    await sa.takeOver();
    const now = await a.loadCurrent();
    expect(now.kind === "ok" && now.save.cursor).toBe(2);
    expect(now.kind === "ok" && now.save.tabId).toBe("a");
    storeA.play(0);
    await sa.flush();
    expect(stale).toBe(1);
    const last = await b.loadCurrent();
    expect(last.kind === "ok" && last.save.cursor).toBe(3);
    a.close();
    b.close();
  });
});

describe("hint helpers", () => {
  it("moveParts names the card that moves and the pile it goes to", () => {
    const pos = Position.deal(dealDeck(1), classic);
    for (const m of pos.legalMoves()) {
      const parts = moveParts(pos, m);
      if (m === 0) {
        expect(parts).toEqual({ card: undefined, from: "s", to: undefined });
        continue;
      }
      expect(parts.card).toBeDefined();
      expect(parts.to).toMatch(/^(t[1-4]|f[1-4])$/);
    }
  });

  it("onlyForcedLeft: true when foundation moves alone win, false while the reserve holds cards", () => {
    const start = Position.deal(dealDeck(1), classic);
    expect(onlyForcedLeft(start)).toBe(false);
    // Every card but the kings home, kings spread over the tableau: nothing left to decide.
    const text = "classic_A__Kc.Kd.Kh.Ks_12.12.12.12___1";
    const pos = parsePosition(text);
    if (pos.ok) {
      expect(onlyForcedLeft(pos.value)).toBe(true);
      const m = parseMove(pos.value, "t1f");
      expect(m.ok).toBe(true);
      if (m.ok) expect(moveParts(pos.value, m.value)).toMatchObject({ from: "t1", to: "f1" });
      const kc = parseCard("Kc");
      if (kc.ok) expect(moveParts(pos.value, m.value).card).toBe(kc.value);
    } else throw new Error(pos.error);
  });
});
