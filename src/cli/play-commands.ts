import { makeDeal, makeMove, makePositionJson } from "../core/index.js";
import { type Command, DEAL_OPTIONS, DEAL_USAGE, deckFrom, gameFrom } from "./common.js";

export const dealCommand: Command = {
  summary: "print the deal string of a deal number",
  usage: `canfield deal --deal N\n\n  --deal N   deal number (0 to 4294967295)\n  --cards S  a deal string, checked and printed back`,
  options: { deal: { type: "string" }, cards: { type: "string" } },
  run(values, out) {
    out(makeDeal(deckFrom(values)));
  },
};

export const showCommand: Command = {
  summary: "print the position after the moves, as JSON",
  usage: `canfield show (--deal N | --cards DEALSTRING) [--variant PRESET] [--moves "TOKENS"]\n\n${DEAL_USAGE}`,
  options: DEAL_OPTIONS,
  run(values, out) {
    out(JSON.stringify(makePositionJson(gameFrom(values).position)));
  },
};

export const movesCommand: Command = {
  summary: "print the legal moves after the moves, one canonical token a line",
  usage: `canfield moves (--deal N | --cards DEALSTRING) [--variant PRESET] [--moves "TOKENS"]\n\n${DEAL_USAGE}`,
  options: DEAL_OPTIONS,
  run(values, out) {
    for (const m of gameFrom(values).position.legalMoves()) out(makeMove(m));
  },
};
