import { signal } from "@preact/signals";
import { type Card, cardName, suitOf } from "../core/card.js";
import {
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  type PileId,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "../core/move.js";
import { makePosition } from "../core/notation.js";
import type { Position } from "../core/position.js";
import { makeRules } from "../core/rules.js";
import { parseMove } from "../core/token.js";
import type { Controller } from "./controller.js";
import { type MessageKey, t } from "./i18n/index.js";
import type { SaveSession } from "./persist/index.js";
import { saveToken } from "./persist/save.js";
import { SPEED_MS } from "./settings.js";
import type { SolveAnswer } from "./workers/index.js";
import { SolverClient } from "./workers/index.js";

/** Node budgets and time limits for the questions the player asks (answers arrive in a worker). */
const HINT_NODES = 1_000_000;
const HINT_MS = 30_000;
const REVIEW_NODES = 150_000;
const REVIEW_MS = 90_000;
const VERDICT_NODES = 1_000_000;
const CHECK_NODES = 200_000;

export type HintState =
  | { readonly kind: "move"; readonly token: string; readonly text: string }
  | { readonly kind: "loss" | "unknown" | "won" }
  | { readonly kind: "error"; readonly message: string };

export type VerdictState =
  | { readonly key: string; readonly kind: "pending" }
  | { readonly key: string; readonly kind: "win"; readonly length: number }
  | { readonly key: string; readonly kind: "loss" | "unknown" };

/** What the table shows the player about the solver's work and answers. */
export const hintState = signal<HintState | undefined>(undefined);
export const busy = signal<{ readonly label: string } | undefined>(undefined);
export const verdict = signal<VerdictState | undefined>(undefined);
export const finishable = signal(false);
/** The solver proved that the deal can no longer be won from here. */
export const provedLost = signal(false);
export const demo = signal<"off" | "playing" | "paused">("off");
export const reviewNote = signal<string | undefined>(undefined);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a move's card is and where it goes, for the highlight on the table. */
export function moveParts(
  pos: Position,
  m: Move,
): { card: Card | undefined; from: PileId; to: PileId | undefined } {
  const src = srcOf(m);
  if (src === SRC_STOCK) return { card: undefined, from: "s", to: undefined };
  const card = pos.movedCard(m);
  const from: PileId =
    src === SRC_RESERVE
      ? "r"
      : src === SRC_WASTE
        ? "w"
        : src < SRC_F1
          ? (`t${src - SRC_T1 + 1}` as PileId)
          : (`f${src - SRC_F1 + 1}` as PileId);
  const d = dstOf(m);
  const to: PileId =
    d === DST_FOUNDATION ? (`f${suitOf(card) + 1}` as PileId) : (`t${d - DST_T1 + 1}` as PileId);
  return { card, from, to };
}

/** Whether playing only foundation moves from here wins: nothing is left to decide. */
export function onlyForcedLeft(start: Position): boolean {
  if (start.isWon() || start.reserve.length > 0) return false;
  const pos = start.clone();
  for (let guard = 0; guard < 200 && !pos.isWon(); guard++) {
    const home = pos.legalMoves().find((m) => dstOf(m) === DST_FOUNDATION && srcOf(m) < SRC_F1);
    if (home !== undefined) pos.play(home);
    else if (pos.canTurnStock()) pos.play(0);
    else return false;
  }
  return pos.isWon();
}

const pileName = (id: PileId): string =>
  id[0] === "t" || id[0] === "f"
    ? t(`pile.${id[0]}` as MessageKey, { n: id.slice(1) })
    : t(`pile.${id}` as MessageKey);

/**
 * Hints, demo, review, verdicts and the finishing offer: the solver answers in a worker, the
 * table is never blocked, and a question asked about a position that has since changed is
 * dropped.
 */
export class Assistant {
  /** For the player's questions; cancel() stops them. */
  readonly solver = new SolverClient();
  /** Verdicts and dead-end checks in the background. */
  private readonly background = new SolverClient();
  /** Position text → next move of a known winning line through it. */
  private line = new Map<string, string>();
  private verdicts = new Map<string, VerdictState>();
  private lit: { card?: HTMLElement; pile?: HTMLElement; from?: HTMLElement } = {};
  private checkTimer: ReturnType<typeof setTimeout> | undefined;
  private checkedFor = -1;

  constructor(
    private readonly c: Controller,
    private readonly session: () => SaveSession | undefined,
  ) {
    const store = c.store;
    store.version.subscribe(() => {
      this.clearHighlight();
      hintState.value = undefined;
      provedLost.value = false;
      finishable.value = false;
      clearTimeout(this.checkTimer);
      this.checkTimer = setTimeout(() => this.settled(), 400);
    });
    store.outlook.subscribe((o) => {
      if (o === "unknown") void this.checkDeadEnd();
    });
    store.subscribe((e) => {
      if (e.type === "start") {
        this.line.clear();
        reviewNote.value = undefined;
        if (demo.value !== "off") demo.value = "off";
        this.solver.cancel();
        busy.value = undefined;
      }
      if (e.type === "won") void this.askVerdict();
      if (e.type === "stuck") void this.askVerdict();
    });
  }

  private get store() {
    return this.c.store;
  }

  private key(): string {
    return `${this.store.deal}|${makeRules(this.store.rules)}`;
  }

  private settled(): void {
    const pos = this.store.game.position;
    finishable.value = demo.value === "off" && onlyForcedLeft(pos);
  }

  private clearHighlight(): void {
    this.lit.card?.classList.remove("hint-card");
    this.lit.pile?.classList.remove("hint-target");
    this.lit.from?.classList.remove("hint-source");
    this.lit = {};
    if (this.c.view) delete this.c.view.root.dataset.hint;
  }

  private remember(from: Position, answer: SolveAnswer): void {
    const pos = from.clone();
    for (const token of answer.line) {
      this.line.set(makePosition(pos), token);
      const m = parseMove(pos, token);
      if (!m.ok) return;
      pos.play(m.value);
    }
  }

  /** The next move of a winning line from the current position, asking the solver if needed. */
  private async nextMove(label: string): Promise<HintState> {
    const pos = this.store.game.position;
    if (pos.isWon()) return { kind: "won" };
    const text = makePosition(pos);
    const known = this.line.get(text);
    if (known !== undefined) return { kind: "move", token: known, text };
    const version = this.store.version.peek();
    busy.value = { label };
    const r = await this.solver.request(
      { type: "hint", position: text, maxNodes: HINT_NODES },
      { timeoutMs: HINT_MS },
    );
    busy.value = undefined;
    if (this.store.version.peek() !== version) return { kind: "error", message: t("hint.moved") };
    if (!r.ok)
      return {
        kind: "error",
        message: r.error === "cancelled" ? t("hint.cancelled") : t("hint.failed", { why: r.error }),
      };
    if (r.value.result !== "win") return { kind: r.value.result };
    this.remember(pos, r.value);
    const first = r.value.line[0];
    return first === undefined ? { kind: "won" } : { kind: "move", token: first, text };
  }

  /** Shows the next move of a winning line on the table. */
  async hint(): Promise<void> {
    if (busy.value) return;
    const h = await this.nextMove(t("hint.thinking"));
    hintState.value = h;
    if (h.kind !== "move") {
      if (h.kind === "loss") this.c.say(t("hint.none"));
      return;
    }
    this.session()?.noteHint();
    this.show(h.token);
  }

  private show(token: string): void {
    const view = this.c.view;
    const pos = this.store.game.position;
    const m = parseMove(pos, token);
    if (!view || !m.ok) return;
    this.clearHighlight();
    const { card, from, to } = moveParts(pos, m.value);
    view.root.dataset.hint = token;
    const cardEl = card === undefined ? undefined : view.cardEl(card);
    cardEl?.classList.add("hint-card");
    const fromEl = view.pileEl(from);
    if (card === undefined) fromEl.classList.add("hint-source");
    const pileEl = to === undefined ? undefined : view.pileEl(to);
    pileEl?.classList.add("hint-target");
    this.lit = { card: cardEl, pile: pileEl, from: card === undefined ? fromEl : undefined };
    this.c.say(
      card === undefined || to === undefined
        ? t("hint.stock")
        : t("hint.move", { card: cardName(card), to: pileName(to) }),
    );
  }

  cancel(): void {
    this.solver.cancel();
    busy.value = undefined;
    if (demo.value === "playing") demo.value = "paused";
  }

  /** Goes back to the last point of the game from which the solver still wins. */
  async review(): Promise<void> {
    if (busy.value) return;
    const store = this.store;
    const g = store.game;
    const version = store.version.peek();
    busy.value = { label: t("review.thinking") };
    const r = await this.solver.request(
      {
        type: "review",
        deal: { number: store.deal },
        rules: makeRules(g.rules),
        moves: g.moves().map(saveToken),
        auto: g.autoFlags(),
        maxNodes: REVIEW_NODES,
      },
      { timeoutMs: REVIEW_MS },
    );
    busy.value = undefined;
    if (store.version.peek() !== version) return;
    if (!r.ok) {
      reviewNote.value =
        r.error === "cancelled" ? t("hint.cancelled") : t("hint.failed", { why: r.error });
      return;
    }
    const v = r.value;
    if (v.keep === null) {
      reviewNote.value = v.startResult === "loss" ? t("review.neverWinnable") : t("review.unknown");
      return;
    }
    const before = g.moveCount();
    if (store.won.value) return;
    while (g.moves().length > v.keep && store.undo()) {}
    store.recheck();
    const back = before - g.moveCount();
    reviewNote.value = back === 0 ? t("review.stillWinnable") : t("review.back", { n: back });
    this.c.say(reviewNote.value);
  }

  /** The computer's verdict on the deal being played (asked once per deal and rules). */
  async askVerdict(): Promise<void> {
    const key = this.key();
    const known = this.verdicts.get(key);
    if (known) {
      verdict.value = known;
      return;
    }
    verdict.value = { key, kind: "pending" };
    const r = await this.background.request(
      {
        type: "verdict",
        deal: { number: this.store.deal },
        rules: makeRules(this.store.rules),
        maxNodes: VERDICT_NODES,
      },
      { timeoutMs: 60_000 },
    );
    const v: VerdictState = !r.ok
      ? { key, kind: "unknown" }
      : r.value.result === "win"
        ? { key, kind: "win", length: r.value.line.length }
        : { key, kind: r.value.result };
    this.verdicts.set(key, v);
    if (this.key() === key) verdict.value = v;
  }

  /** The bounded search did not decide: the solver may prove the deal lost from here. */
  private async checkDeadEnd(): Promise<void> {
    const version = this.store.version.peek();
    if (this.checkedFor === version || this.store.won.value) return;
    this.checkedFor = version;
    const pos = this.store.game.position;
    const r = await this.background.request(
      { type: "hint", position: makePosition(pos), maxNodes: CHECK_NODES },
      { timeoutMs: 20_000 },
    );
    if (this.store.version.peek() !== version || !r.ok) return;
    if (r.value.result === "loss") {
      provedLost.value = true;
      void this.askVerdict();
    } else if (r.value.result === "win") this.remember(pos, r.value);
  }

  /** Plays the remaining foundation moves (and stock turns) one by one. */
  async finish(): Promise<void> {
    finishable.value = false;
    const store = this.store;
    for (let guard = 0; guard < 200 && !store.won.value; guard++) {
      const pos = store.game.position;
      const home = pos.legalMoves().find((m) => dstOf(m) === DST_FOUNDATION && srcOf(m) < SRC_F1);
      const m = home ?? (pos.canTurnStock() ? 0 : undefined);
      if (m === undefined || !store.play(m).ok) return;
      await this.settle();
    }
  }

  /** Waits until automatic moves and animations have stopped. */
  private async settle(): Promise<void> {
    const ms = Math.max(60, SPEED_MS[this.store.settings.value.speed]);
    for (let i = 0; i < 50; i++) {
      const v = this.store.version.peek();
      await sleep(ms);
      if (this.store.version.peek() === v) return;
    }
  }

  /** The computer plays the rest of the deal from the solver's line; the game cannot count as won. */
  async startDemo(): Promise<void> {
    if (demo.value === "playing") return;
    this.session()?.noteDemo();
    demo.value = "playing";
    while (demo.value === "playing" && !this.store.won.value) {
      if (!(await this.demoStep())) break;
      await this.settle();
      await sleep(Math.max(150, SPEED_MS[this.store.settings.value.speed]));
    }
    if (demo.value === "playing") demo.value = this.store.won.value ? "off" : "paused";
  }

  pauseDemo(): void {
    if (demo.value === "playing") demo.value = "paused";
  }

  stopDemo(): void {
    demo.value = "off";
    this.cancel();
  }

  /** One move of the demo; false when there is no winning line to follow. */
  async demoStep(): Promise<boolean> {
    if (demo.value === "off") {
      this.session()?.noteDemo();
      demo.value = "paused";
    }
    const h = await this.nextMove(t("demo.thinking"));
    if (h.kind !== "move") {
      hintState.value = h;
      if (demo.value === "playing") demo.value = "paused";
      return false;
    }
    const m = parseMove(this.store.game.position, h.token);
    return m.ok && this.store.play(m.value).ok;
  }
}
