import type { Position } from "./position.js";

/** Casino stake per deal, in dollars. */
export const CASINO_STAKE = 52;
/** Casino payout per card on a foundation, the base card included. */
export const CASINO_PER_CARD = 5;

/** Net casino result of a deal in this position: $5 a foundation card less the $52 stake. */
export function casinoScore(pos: Position): number {
  return CASINO_PER_CARD * pos.cardsOnFoundations() - CASINO_STAKE;
}
