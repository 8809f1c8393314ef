import { type Card, rankOf } from "../core/card.js";
import { countOf, isPileToPile, type Move, SRC_T1, srcOf } from "../core/move.js";
import { Position } from "../core/position.js";

/**
 * A position under Solvitaire's rules, which are a little stricter than ours
 * (docs/solver.md): tableau ranks count from the base, so nothing goes on a base-rank
 * card (the card one below the base cannot); and in its strict preset (our top-or-whole runs)
 * a tableau card moves to another pile only with its whole pile, and no tableau card moves
 * to another pile while a space is open. Used to check that where we win a deal Solvitaire
 * proved lost, the rule difference is the reason, and to compare win rates with its figures.
 */
export class SolvitairePosition extends Position {
  static from(p: Position): SolvitairePosition {
    return new SolvitairePosition(
      p.rules,
      p.baseRank,
      p.reserve.slice(),
      p.tableau.map((t) => t.slice()),
      p.foundations.slice(),
      p.stock.slice(),
      p.waste.slice(),
      p.pass,
    );
  }

  override buildsOn(card: Card, target: Card): boolean {
    return rankOf(target) !== this.baseRank && super.buildsOn(card, target);
  }

  override legalMoves(out: Move[] = []): Move[] {
    super.legalMoves(out);
    if (this.rules.runs !== "top-or-whole") return out;
    const space = this.tableau.some((p) => p.length === 0);
    let j = 0;
    for (const m of out) {
      const src = srcOf(m);
      const pileToPile = isPileToPile(m);
      const whole = pileToPile && countOf(m) === (this.tableau[src - SRC_T1] as Card[]).length;
      if (!pileToPile || (whole && !space)) out[j++] = m;
    }
    out.length = j;
    return out;
  }

  override clone(): SolvitairePosition {
    return SolvitairePosition.from(this);
  }
}
