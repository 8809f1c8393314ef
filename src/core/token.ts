import { makeCard, SUITS } from "./card.js";
import {
  countOf,
  DST_FOUNDATION,
  DST_T1,
  dstOf,
  type Move,
  moveOf,
  SRC_F1,
  SRC_RESERVE,
  SRC_STOCK,
  SRC_T1,
  SRC_WASTE,
  srcOf,
} from "./move.js";
import type { Position } from "./position.js";
import { err, ok, type Result } from "./result.js";

/** A move token as written (docs/rules.md §3), before it is checked against a position. */
export interface MoveToken {
  readonly src: number;
  readonly dst: number;
  /** Card count when the token gives one with ":n". */
  readonly n: number | undefined;
}

const SOURCE_NAMES = ["s", "r", "w", "t1", "t2", "t3", "t4", "fc", "fd", "fh", "fs"] as const;
const TARGET_NAMES = ["f", "t1", "t2", "t3", "t4"] as const;

const TOKEN = /^(r|w|t[1-4]|f[cdhs])(f|t[1-4])(?::([1-9]\d?))?$/;

export function parseMoveToken(text: string): Result<MoveToken> {
  if (text === "s") return ok({ src: SRC_STOCK, dst: 0, n: 0 });
  const m = TOKEN.exec(text);
  if (!m) {
    return err(
      "not a move: write s, or a source (r w t1-t4 fc-fs) then a target (f t1-t4), with :n for a run",
    );
  }
  const src = (SOURCE_NAMES as readonly string[]).indexOf(m[1] as string);
  const dst = (TARGET_NAMES as readonly string[]).indexOf(m[2] as string);
  const n = m[3] === undefined ? undefined : Number(m[3]);
  if (src >= SRC_F1 && dst === DST_FOUNDATION)
    return err("a card cannot move from a foundation to a foundation");
  if (n !== undefined && n > 1 && (src < SRC_T1 || src >= SRC_F1 || dst === DST_FOUNDATION)) {
    return err("only a run from a tableau pile to a tableau pile moves more than one card");
  }
  return ok({ src, dst, n });
}

export function makeMoveToken(token: MoveToken): string {
  if (token.src === SRC_STOCK) return "s";
  const base = `${SOURCE_NAMES[token.src]}${TARGET_NAMES[token.dst]}`;
  return token.n !== undefined && token.n > 1 ? `${base}:${token.n}` : base;
}

/** The canonical token of a move: no ":n" for one card, ":n" for n ≥ 2. */
export function makeMove(m: Move): string {
  return makeMoveToken({ src: srcOf(m), dst: dstOf(m), n: countOf(m) });
}

export const tokenOf = (m: Move): MoveToken => ({ src: srcOf(m), dst: dstOf(m), n: countOf(m) });

const sourceLabel = (src: number): string =>
  src === SRC_RESERVE
    ? "the reserve"
    : src === SRC_WASTE
      ? "the waste"
      : (SOURCE_NAMES[src] as string);

/** Why a move that is not legal here is not: one short, specific sentence. */
export function whyIllegal(pos: Position, t: MoveToken): string {
  if (t.src === SRC_STOCK) {
    if (pos.stock.length === 0 && pos.waste.length === 0)
      return "the stock and the waste are empty";
    return `no more passes: the waste cannot be turned over after pass ${pos.pass}`;
  }
  const n = t.n ?? 1;
  let card: number;
  if (t.src === SRC_RESERVE || t.src === SRC_WASTE) {
    const pile = t.src === SRC_RESERVE ? pos.reserve : pos.waste;
    const top = pile[pile.length - 1];
    if (top === undefined) return `${sourceLabel(t.src)} is empty`;
    card = top;
  } else if (t.src >= SRC_F1) {
    if (!pos.rules.foundationBack) return "cards never leave the foundations in this game";
    card = pos.foundationTop(t.src - SRC_F1);
    if (card < 0) return `the ${SUITS[t.src - SRC_F1]} foundation is empty`;
  } else {
    const pile = pos.tableau[t.src - SRC_T1] as number[];
    const name = sourceLabel(t.src);
    if (pile.length === 0) return `${name} is empty`;
    if (n > pile.length)
      return `${name} has only ${pile.length} card${pile.length === 1 ? "" : "s"}`;
    if (n > pos.runLength(t.src - SRC_T1)) return `the top ${n} cards of ${name} are not a run`;
    if (pos.rules.runs === "top-or-whole" && n > 1 && n < pile.length) {
      return "only the top card or the whole pile may move";
    }
    card = pile[pile.length - n] as number;
  }
  const code = makeCard(card);
  if (t.dst === DST_FOUNDATION) {
    const needs = pos.foundationNeeds(card >= 0 ? Math.floor(card / 13) : 0);
    if (needs < 0) return `the ${SUITS[Math.floor(card / 13)]} foundation is complete`;
    return `${code} does not go to a foundation (it needs ${makeCard(needs)})`;
  }
  if (t.src === SRC_T1 + t.dst - DST_T1) return "a card cannot move onto its own pile";
  const target = pos.tableau[t.dst - DST_T1] as number[];
  const top = target[target.length - 1];
  if (top === undefined) {
    if (pos.rules.space === "waste") return "only the waste's top card may fill a space";
    return `${code} cannot fill that space`;
  }
  if (!pos.buildsOn(card, top)) return `${code} does not go on ${makeCard(top)}`;
  return "that move is not legal here";
}

/**
 * Resolves a token against a position: the legal move it names, or why there is none.
 * A token without ":n" names the one legal move from its source to its target, or, when
 * several runs could go, the one-card move.
 */
export function resolveMove(pos: Position, t: MoveToken): Result<Move> {
  const legal = pos.legalMoves();
  if (t.src === SRC_STOCK) {
    return legal.includes(moveOf(SRC_STOCK, 0, 0))
      ? ok(moveOf(SRC_STOCK, 0, 0))
      : err(whyIllegal(pos, t));
  }
  const matches = legal.filter(
    (m) => srcOf(m) === t.src && dstOf(m) === t.dst && (t.n === undefined || countOf(m) === t.n),
  );
  if (matches.length === 1) return ok(matches[0] as Move);
  // The canonical token of a one-card move has no ":n", so a bare token names the one-card
  // move when a run could also go there (into a space); every printed token then reads back.
  const single = t.n === undefined ? matches.find((m) => countOf(m) === 1) : undefined;
  if (single !== undefined) return ok(single);
  if (matches.length > 1) {
    const counts = matches.map(countOf).join(" or ");
    return err(`that could move ${counts} cards: add :n`);
  }
  return err(whyIllegal(pos, t));
}

/** Parses a token and resolves it in one step. */
export function parseMove(pos: Position, text: string): Result<Move> {
  const t = parseMoveToken(text);
  return t.ok ? resolveMove(pos, t.value) : t;
}
