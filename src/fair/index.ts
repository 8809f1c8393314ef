/**
 * Fair play: hints, odds, a computer player and game reviews that know only what the
 * player has seen. DOM-free and free of Node APIs, so that a Web Worker can run it as is.
 */

export { wilson } from "./interval.js";
export {
  faceUpCards,
  followLine,
  HIDDEN,
  type Knowledge,
  knowledgeAfter,
  knowledgeOf,
  legalMovesOf,
} from "./knowledge.js";
export {
  assess,
  DEFAULT_MAX_NODES,
  DEFAULT_SAMPLES,
  DEFAULT_SEED,
  type FairHint,
  fairHint,
  HINT_REASONS,
  type HintReason,
  type Odds,
  type OddsOptions,
  type OddsReport,
  oddsAfter,
  oddsReport,
} from "./odds.js";
export { type Oracle, oracle, type Verdict, type VerdictMemo } from "./oracle.js";
export { type FairPlay, type FairPlayOptions, playFair } from "./player.js";
export {
  DEAL_VERDICTS,
  type DealVerdict,
  type GameReview,
  type LastWinnable,
  lastWinnable,
  POINT_NODES,
  reviewGame,
  VERDICT_NODES,
  verdictOf,
} from "./review.js";
