import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextAutoMove } from "../../core/autoplay.js";
import { dealDeck, makeDeal } from "../../core/deal.js";
import { Game } from "../../core/game.js";
import { makePosition } from "../../core/notation.js";
import { PRESET_RULES, PRESETS } from "../../core/rules.js";
import { makeMove } from "../../core/token.js";
import { DEFAULT_GAME_SETTINGS as DEFAULT_SETTINGS } from "../settings/settings.js";
import { readSave, restoreGame, type SavedGame, snapshotGame } from "./save.js";

/** Plays random moves, each followed by the safe automatic moves, with random undos and redos. */
function randomGame(deal: number, preset: (typeof PRESETS)[number], choices: number[]): Game {
  const game = new Game(dealDeck(deal), PRESET_RULES[preset]);
  for (const c of choices) {
    if (c % 7 === 0) game.undo();
    else if (c % 11 === 0) game.redo();
    else {
      const legal = game.position.legalMoves().slice();
      if (legal.length === 0) break;
      game.play(legal[c % legal.length] as number);
      for (
        let m = nextAutoMove(game.position, "all");
        m !== undefined;
        m = nextAutoMove(game.position, "all")
      )
        game.play(m, true);
    }
  }
  return game;
}

/** Everything observable about a game: position, history, flags, redo tail and undo groups. */
function fingerprint(game: Game): string[] {
  const out = [
    makePosition(game.position),
    game.moves().map(makeMove).join(" "),
    game.autoFlags().join(","),
    game.redoMoves().map(makeMove).join(" "),
    String(game.moveCount()),
  ];
  let guard = 0;
  while (game.undo() && guard++ < 10_000) out.push(makePosition(game.position));
  while (game.redo() && guard++ < 20_000) out.push(makePosition(game.position));
  return out;
}

const stored = (snapshot: ReturnType<typeof snapshotGame>): SavedGame => ({
  ...snapshot,
  v: 2,
  tabId: "t",
  revision: 1,
  savedAt: 5,
});

describe("snapshot and restore", () => {
  it("restores position, history, automatic flags and redo tail exactly (random games)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom(...PRESETS),
        fc.array(fc.nat(1000), { maxLength: 120 }),
        fc.boolean(),
        (deal, preset, choices, numbered) => {
          const game = randomGame(deal, preset, choices);
          const before = snapshotGame(game, {
            gameId: "g",
            deal: numbered ? deal : undefined,
            ms: 1234,
            settings: DEFAULT_SETTINGS,
          });
          // Taking a snapshot must leave the game as it was.
          const original = fingerprint(game);
          const json = JSON.parse(JSON.stringify(stored(before)));
          const read = readSave(json);
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          const restored = restoreGame(read.value);
          expect(restored.ok).toBe(true);
          if (!restored.ok) return;
          const again = snapshotGame(restored.value, {
            gameId: "g",
            deal: numbered ? deal : undefined,
            ms: 1234,
            settings: DEFAULT_SETTINGS,
          });
          expect(again).toEqual(before);
          // fingerprint undoes and redoes everything, so it comes last.
          expect(fingerprint(restored.value)).toEqual(original);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("stores a numbered deal by number and any other deck by its cards", () => {
    const game = new Game(dealDeck(9), PRESET_RULES.classic);
    const byNumber = snapshotGame(game, {
      gameId: "a",
      deal: 9,
      ms: 0,
      settings: DEFAULT_SETTINGS,
    });
    expect(byNumber.deal).toBe(9);
    expect(byNumber.cards).toBeNull();
    const byCards = snapshotGame(game, { gameId: "a", ms: 0, settings: DEFAULT_SETTINGS });
    expect(byCards.deal).toBeNull();
    expect(byCards.cards).toBe(makeDeal(dealDeck(9)));
  });

  it("spells out a one-card move between piles, which is ambiguous next to a run into a space", () => {
    // Any tableau-to-tableau move of one card is written with ":1".
    const game = randomGame(
      3,
      "superior",
      Array.from({ length: 80 }, (_, i) => i * 37 + 1),
    );
    const snap = snapshotGame(game, { gameId: "a", deal: 3, ms: 0, settings: DEFAULT_SETTINGS });
    for (const t of snap.moves) if (/^t\dt\d$/.test(t)) throw new Error(`bare token ${t}`);
  });
});

describe("reading saves", () => {
  const good = (): SavedGame => {
    const game = randomGame(77, "classic", [3, 5, 8, 13, 20, 2, 9, 14]);
    return stored(
      snapshotGame(game, { gameId: "x", deal: 77, ms: 10, settings: DEFAULT_SETTINGS }),
    );
  };

  it("migrates version 1 (moves without automatic flags) to the same position", () => {
    const game = randomGame(123, "classic", [1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 13, 15, 16, 17]);
    const tokens = game.moves().map(makeMove);
    const v1 = {
      v: 1,
      deal: 123,
      rules: "classic",
      moves: tokens.join(" "),
      ms: 4321,
      savedAt: 99,
    };
    const read = readSave(v1);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toMatchObject({
      v: 2,
      deal: 123,
      ms: 4321,
      cursor: tokens.length,
      hints: 0,
      demo: false,
    });
    expect(read.value.auto.every((a) => a === false)).toBe(true);
    const restored = restoreGame(read.value);
    expect(restored.ok && makePosition(restored.value.position)).toBe(makePosition(game.position));
    // Without flags every old move is its own undo step.
    if (restored.ok && tokens.length > 0) {
      restored.value.undo();
      expect(restored.value.moves().length).toBe(tokens.length - 1);
    }
  });

  it.each([
    ["not an object", 42, /not in a known format/],
    ["a newer format", { v: 3 }, /newer version/],
    ["a missing field", { ...good(), rules: undefined }, /rules/],
    ["a wrong type", { ...good(), moves: "s s" }, /moves/],
    ["flags that do not match", { ...good(), auto: [true] }, /flags do not match/],
    [
      "an illegal move",
      { ...good(), moves: ["wf", "wf", "wf"], auto: [false, false, false], cursor: 3 },
      /move 1 "wf"/,
    ],
    ["a bad deal number", { ...good(), deal: -1 }, /deal/],
    ["bad rules", { ...good(), rules: "klondike" }, /unknown variant/],
    ["an undo point past the end", { ...good(), cursor: 999 }, /undo point/],
    [
      "a version 1 save with a bad move",
      { v: 1, deal: 1, rules: "classic", moves: "zz", ms: 0 },
      /move 1 "zz"/,
    ],
  ])("refuses %s with a clear message", (_name, raw, message) => {
    const r = readSave(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it("reads a save written before undos were counted as none, and keeps a count once there", () => {
    const { undos: _, ...before } = good();
    const r = readSave(before);
    expect(r.ok && r.value.undos).toBe(0);
    const four = readSave({ ...good(), undos: 4 });
    expect(four.ok && four.value.undos).toBe(4);
    expect(readSave({ ...good(), undos: -1 }).ok).toBe(false);
  });

  it("keeps valid settings and repairs invalid ones field by field", () => {
    const r = readSave({ ...good(), settings: { ...DEFAULT_SETTINGS, speed: "warp", draw: 1 } });
    expect(r.ok && r.value.settings).toEqual({ ...DEFAULT_SETTINGS, draw: 1 });
  });
});
