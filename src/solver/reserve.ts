import { cardOf, rankBelow, rankOf, suitOf } from "../core/card.js";
import type { Position } from "../core/position.js";
import { Places } from "./places.js";
import { twinOf } from "./switches.js";

const UP = 0;
const PILE = 1;
const STOCK = 2;
const RESERVE = 3;

/** Facts about a card, as bits of one byte (see lost()). */
const IS_UP = 1;
const IS_TOP = 2;
const IS_MOVED = 4;
const IS_TARGET = 8;
const IS_SPACED = 16;
const IS_HAND = 32;
/**
 * A pile card that may move without being a top (as the bottom of its whole pile, or with the
 * cards on it where any run moves): given once, not derived.
 */
const IS_LOOSE = 64;
const LEAVES = IS_UP | IS_MOVED;
/**
 * The cards that may move once a card they build on is a target: at hand, pile tops, loose.
 * No other card gains a fact when a card it builds on becomes a target, nor (without hand or
 * top) when the card below it in its suit goes up: close() queues a card for those changes
 * only when it is ready, and a card that gets ready later is queued for that change then.
 */
const READY = IS_HAND | IS_TOP | IS_LOOSE;

/**
 * A proof that a position is lost because some card of the reserve can never leave it
 * (both searches of the current solver use it). A won game empties the reserve, and its
 * cards leave from the top only.
 *
 * Where the reserve fills every space at once, a space is only ever filled by the reserve's
 * top card, and a card becomes the bottom of a pile only so. Each space comes from a
 * bottom leaving its pile, and each card is a bottom at most once while the reserve has
 * cards: so the reserve cards that leave into spaces are at most as many as the bottoms
 * that leave, counting the bottoms of now and the reserve cards that went into spaces.
 *
 * The test works through the reserve from the top. For each stage (the cards above the
 * next one gone) it computes the least set of facts closed under these rules, a relaxed
 * game where nothing is ever undone (a card once a pile top stays a possible target, a
 * stock or waste card once at hand stays at hand, reserve cards already gone are at hand):
 * - hand(c), for a stock or waste card: c can come to the top of the waste (below);
 * - up(c): c can reach its foundation: it is there, or up(the card below it in its suit)
 *   and c at hand: hand(c), gone from the reserve, or a pile card with top(c);
 * - moved(c): c can be put on a target P it builds on (a stock or waste card: with hand(c));
 * - top(c), for a pile card: c is a top now, or the card lying on it can leave (up or moved);
 * - target(c): c can be a pile top: for a pile card top(c) (moved with cards on it, it is
 *   not a top: they must leave it first); for another card moved(c), or c is a reserve card
 *   that may go into a space (a space may open while it is on top: it may have to fill it
 *   even when it could go elsewhere).
 * hand(c): cards leave the stock and waste only from the waste's top and none come back, so
 * their turn order (stock.ts) only loses cards. Say c stands at index i of it now, among n
 * cards, the waste holding w. Until a card before c or the card right after it (now) leaves,
 * c stays at index i with that card after it, and the waste's length can come to i + 1 only
 * by turns: a card taken off at a length of i + 3 or more leaves the length above i + 1
 * until the next turn over, and turns from 0 or w add the draw (or stop at the whole, which
 * is more than i + 1). So c comes to the top only if i + 1 is a multiple of the draw or w
 * plus a multiple of it, zero included (counted here over every pass, though passes may be
 * limited), or c is the last card, or a card before c or the card after c leaves first.
 * In the last pass of limited passes the waste is never turned over, and i + 1 − w modulo
 * the draw never changes: a turn adds the draw to w, and the card leaving the waste's top
 * takes one off w and off the index of every card after it. So a stock card (i ≥ w) comes to
 * the top only if i + 1 − w is a multiple of the draw, or it is the last card (a turn that
 * ends the stock), or the card now right after it leaves first (it was turned onto c); a
 * waste card (i < w) only once the card now right after it (above it) has left, as every
 * card above it must, or it is the top now.
 * Every real event needs its rule's condition first (a card leaves a pile for a foundation
 * or a pile top, since spaces are never open; the card on c must go before c is on top;
 * cards never come back from the foundations), so by induction over the moves of any line,
 * what happens before the next reserve card leaves is in the set. That card r leaves for
 * its foundation (up of the card below it), onto a pile top (target of a card it builds
 * on), or into a space. If neither of the first two is in the set, it needs a space: the
 * bottoms that can leave (now's, and earlier reserve cards that needed a space, by the same
 * facts) must outnumber the reserve cards that needed a space before it. (Reserve cards
 * that took a space without needing one only use up spaces, one each, and give back at most
 * one.) If they do not, r never leaves, and the position is lost.
 *
 * Where only the top card or the whole pile moves (strict), a pile card leaves the card it
 * lies on only as a top, or as the bottom of its whole pile: moved(c) needs top(c) too, or
 * c at the bottom; and for a covered card whose twin can never be a pile's bottom, up of
 * the card on it (findTwinNeeds).
 *
 * The test then goes on past the reserve: every card must go up. A space opens after the
 * reserve is empty only when some pile's bottom leaves: a bottom of now, or a reserve card
 * that went into a space (these are the only cards that are bottoms while the reserve has
 * cards). If one of them can leave, or a pile is empty now with the reserve empty, a card
 * may go into a space, which is one more way for it to leave and to be a target (moved):
 * where a space takes only the waste's top (strict), a stock or waste card at hand; where it
 * takes any card or run, any card at hand, and any pile card (as a top, or with the cards on
 * it where any run moves). With those facts added, a card that cannot go up means the
 * position is lost. (Where a space may open and takes any run, nearly every card can then
 * leave; the test bites where no space can open, or only the waste's top may fill one.)
 *
 * Where the reserve does not fill spaces and a space takes any card or run, the reserve's
 * top included (superior), a space may stay open and any card may take it: the count above
 * fails, and the test holds only while no space can open. With no pile empty now, each space
 * comes from a bottom of now leaving "for real": up, or onto a pile top it builds on (with
 * the cards on it); until the first space opens no card goes into one, so the relaxed game
 * without spaces is exact about what can happen, and that first leaving is an event its facts
 * hold before it happens. So at a stage where no pile is empty and no bottom of now can leave
 * for real (by the stage's facts: up, or a parent a target), no space opens before the next
 * reserve card r leaves, and r leaves only up or onto a target: if neither is in the set, r
 * never leaves, and the position is lost. If no space can open past the reserve either,
 * every card must go up, as above. At the first stage where a pile is empty or a bottom can
 * leave for real, the test stops with no proof. (Going on with every card free to go into a
 * space, every card at hand and every pile card a target, and counting the reserve cards
 * that need a space against the bottoms that can leave for real, is sound too, but on the
 * bench deals it proved no position of the search lost and cost a quarter more time.)
 */
export class ReserveTest {
  private readonly where = new Uint8Array(52);
  /** The pile card lying on each pile card, or -1. */
  private readonly above = new Int8Array(52);
  /** The pile card each pile card lies on, or -1. */
  private readonly under = new Int8Array(52);
  /** The card below each card in its suit's foundation order, or -1 for a base card. */
  private readonly below = new Int8Array(52);
  /** The card after each card in its suit's foundation order, or -1 for the last. */
  private readonly after = new Int8Array(52);
  /** For each card, up to 4 cards it builds on (-1 ends the list). */
  private readonly parents = new Int8Array(52 * 4).fill(-1);
  /** For each card, up to 4 cards that build on it (-1 ends the list). */
  private readonly kids = new Int8Array(52 * 4).fill(-1);
  /** The facts derived so far, IS_UP … IS_HAND, and IS_LOOSE, for each card. */
  private readonly facts = new Uint8Array(52);
  private readonly queued = new Uint8Array(52);
  private readonly queue = new Int8Array(64);
  private head = 0;
  private tail = 0;
  /** The bottoms of now (bottomCount of them). */
  private readonly bottoms = new Int8Array(4);
  private bottomCount = 0;
  /** Whether card c builds on card p: p is among c's parents (Position.buildsOn, without its rule lookups). */
  private buildsOn(c: number, p: number): boolean {
    const parents = this.parents;
    for (let k = c * 4; k < c * 4 + 4; k++) {
      const x = parents[k] as number;
      if (x === p) return true;
      if (x < 0) return false;
    }
    return false;
  }

  /** How many bottoms of now can leave (up or moved), by the facts so far (close() counts them). */
  private leavingBottoms = 0;
  /** The reserve cards that needed a space so far, at the stages of lost(). */
  private readonly spacedCards = new Int8Array(13);
  /** The cards placesShort finds places for: reserve cards out that cannot be up, and bottoms (13 + 4). */
  private readonly stuck = new Int8Array(17);
  private readonly places: Places;
  /** The reserve card leaving at the stage placesShort looks at: nothing lies on it yet. */
  private leaving = -1;
  /** At least as many as the cards placesShort would find no card for at the stage it looks at. */
  private unplacedAtMost = 0;
  /** The bottoms (bits of their indexes in `bottoms`) among those cards at that stage. */
  private unplacedBottoms = 0;
  private readonly mayHold = (p: number): boolean =>
    p !== this.leaving && ((this.facts[p] as number) & IS_TARGET) !== 0;
  /** The stock and waste cards in turn order (stock.ts), and each one's index there (else -1). */
  private readonly turnOrder = new Int8Array(52);
  private readonly turnIndex = new Int8Array(52);
  private turnCount = 0;
  /**
   * The least turn-order index of a stock or waste card that can leave (turnCount: none;
   * in the last pass it stays so, as a card leaving before another changes nothing there).
   */
  private firstLeaving = 0;
  /** The least index firstLeaving counts: 0, or in the last pass none (turnCount). */
  private firstCounted = 0;
  /** Only the top card or the whole pile moves. */
  private readonly topOnly: boolean;
  /**
   * For each pile card covered now: its twin, where the card on it leaves it only by going
   * up or onto the twin, and the twin can never be a pile's bottom (findTwinNeeds), else -1.
   */
  private readonly twinNeed = new Int8Array(52).fill(-1);
  /**
   * Whether findTwinNeeds runs: only the top card or the whole pile moves, colours alternate,
   * and no pile card ever goes into a space.
   */
  private readonly twinRule: boolean;
  /** Once the reserve is empty, only the waste's top fills a space. */
  private readonly wasteOnly: boolean;
  /** A card may go into a space (the stage past the reserve, when one may open). */
  private spacesOpen = false;
  /** Spaces are not filled from the reserve: a space may open and stay open at any time (lostWithoutFill). */
  private readonly noFill: boolean;

  constructor(pos: Position) {
    this.topOnly = pos.rules.runs === "top-or-whole";
    this.wasteOnly = pos.rules.space === "waste";
    this.noFill = !pos.rules.autoFill;
    this.twinRule =
      this.topOnly && this.wasteOnly && pos.rules.autoFill && pos.rules.build === "alternate";
    this.places = new Places(this.parents);
    const kidCount = new Uint8Array(52);
    this.after.fill(-1);
    for (let c = 0; c < 52; c++) {
      let n = 0;
      for (let p = 0; p < 52; p++) {
        if (!pos.buildsOn(c, p)) continue;
        this.parents[c * 4 + n++] = p;
        this.kids[p * 4 + (kidCount[p] as number)] = c;
        kidCount[p] = (kidCount[p] as number) + 1;
      }
      const r = rankOf(c);
      const b = r === pos.baseRank ? -1 : cardOf(suitOf(c), rankBelow(r));
      this.below[c] = b;
      if (b >= 0) this.after[b] = c;
    }
  }

  /**
   * Where the stock stands, as far as lost() reads it: 0 on the stock's main cycle (key.ts),
   * else the waste length. Answers may be shared by positions that differ only in where the
   * stock stands when this is the same.
   */
  static stockPlace(pos: Position): number {
    const w = pos.waste.length;
    if (ReserveTest.lastPass(pos)) return 128 + w;
    return w % pos.rules.draw === 0 || pos.stock.length === 0 ? 0 : w;
  }

  /** Whether the waste can never be turned over again: the last of limited passes. */
  static lastPass(pos: Position): boolean {
    return pos.pass >= pos.rules.passes;
  }

  /**
   * Whether the rules let this test run: no cards back from the foundations, and spaces filled
   * from the reserve at once, or not filled from it and taking any card or run (superior).
   * With `forWin` (the search for a win, where the test only saves time): only where the
   * reserve fills spaces. Without autofill it cost that search more time than it saved: on
   * superior's deals 1,000,000–199 at 200,000 positions, 31% fewer positions on its wins but
   * 36% more time.
   */
  static applies(pos: Position, forWin = false): boolean {
    const { autoFill, space, foundationBack } = pos.rules;
    return !foundationBack && (autoFill || (space === "any" && !forWin));
  }

  /** True when some reserve card can never leave the reserve: the position is lost. */
  lost(pos: Position): boolean {
    const { where, above, under, facts, bottoms, spacedCards, kids, parents } = this;
    this.spacesOpen = false;
    if (this.noFill && this.spaceMayOpenNow(pos)) return false;
    // Every card is up but those met below; turnIndex is read for the stock, the waste and
    // the reserve (close()).
    where.fill(UP);
    facts.fill(IS_UP);
    let bottomCount = 0;
    let spacedCount = 0;
    this.unplacedAtMost = 0;
    this.unplacedBottoms = 0;
    let empty = 0;
    const { turnOrder, turnIndex } = this;
    const reserve = pos.reserve;
    for (let j = 0; j < reserve.length; j++) {
      const c = reserve[j] as number;
      where[c] = RESERVE;
      facts[c] = 0;
      turnIndex[c] = -1;
    }
    const { waste, stock } = pos;
    const w = waste.length;
    const n = w + stock.length;
    this.turnCount = n;
    this.firstLeaving = n;
    const draw = pos.rules.draw;
    const last = ReserveTest.lastPass(pos);
    const off = last ? 0 : ReserveTest.stockPlace(pos);
    this.firstCounted = last ? n : 0;
    // The turn order (stock.ts): the waste from its bottom, then the stock from its top.
    for (let i = 0; i < w; i++) {
      const c = waste[i] as number;
      where[c] = STOCK;
      turnOrder[i] = c;
      turnIndex[c] = i;
      facts[c] = 0;
    }
    for (let i = w; i < n; i++) {
      const c = stock[n - 1 - i] as number;
      where[c] = STOCK;
      turnOrder[i] = c;
      turnIndex[c] = i;
      facts[c] = 0;
    }
    // On top after turns alone (hand(c) above): the last card; in the last pass the waste's
    // top, or from here; else from a turn over, or in this pass from off the main cycle
    // (over every pass, though passes may be limited).
    if (n > 0) facts[turnOrder[n - 1] as number] = IS_HAND;
    for (let i = last && w > 0 ? w - 1 : draw - 1; i < n; i += draw)
      facts[turnOrder[i] as number] = IS_HAND;
    if (off !== 0) for (let i = off - 1; i < n; i += draw) facts[turnOrder[i] as number] = IS_HAND;
    // above and under are read for pile cards only (close()).
    const loose = this.topOnly ? 0 : IS_LOOSE;
    const tableau = pos.tableau;
    for (let p = 0; p < tableau.length; p++) {
      const pile = tableau[p] as number[];
      const top = pile.length - 1;
      if (top < 0) {
        empty++;
        continue;
      }
      bottoms[bottomCount++] = pile[0] as number;
      under[pile[0] as number] = -1;
      for (let i = 0; i <= top; i++) {
        const c = pile[i] as number;
        where[c] = PILE;
        if (i > 0) under[c] = pile[i - 1] as number;
        if (i < top) {
          above[c] = pile[i + 1] as number;
          facts[c] = i === 0 ? IS_LOOSE : loose;
        } else facts[c] = IS_TOP | IS_TARGET;
      }
    }
    this.bottomCount = bottomCount;
    this.leavingBottoms = 0;
    if (this.twinRule) this.findTwinNeeds(pos);
    // The queue is empty here: close() always drains it, and lost() returns only after a
    // close(). Facts start where nothing else leads to them: the ready cards that may go onto
    // the pile tops, and the next card of each foundation where it is ready.
    for (const pile of pos.tableau) {
      const t = pile[pile.length - 1];
      if (t === undefined) continue;
      for (let k = t * 4; k < t * 4 + 4; k++) {
        const x = kids[k] as number;
        if (x < 0) break;
        if (((facts[x] as number) & READY) !== 0) this.enqueue(x);
      }
    }
    for (let suit = 0; suit < 4; suit++) {
      const next = pos.foundationNeeds(suit);
      if (next >= 0 && ((facts[next] as number) & (IS_TOP | IS_HAND)) !== 0) this.enqueue(next);
    }
    this.close();
    if (this.noFill) return this.lostWithoutFill(pos, empty);
    for (let j = reserve.length - 1; j >= 0; j--) {
      const r = reserve[j] as number;
      const b = this.below[r] as number;
      let free = b < 0 || ((facts[b] as number) & IS_UP) !== 0;
      for (let k = r * 4; !free && k < r * 4 + 4; k++) {
        const p = parents[k] as number;
        if (p < 0) break;
        if (((facts[p] as number) & IS_TARGET) !== 0) free = true;
      }
      // Spaces that may open while r is on top: bottoms that can leave, less the reserve
      // cards above r that needed one.
      const leavingBottoms = this.leavingBottoms;
      let spaces = empty - spacedCount + leavingBottoms;
      for (let k = 0; k < spacedCount; k++)
        if (((facts[spacedCards[k] as number] as number) & LEAVES) !== 0) spaces++;
      if (this.placesShort(reserve, j, empty + leavingBottoms)) return true;
      // More spaces than reserve cards left (r and the j below it): no stage can fail, as
      // facts only grow and each card that needs a space uses up one. Past the reserve a
      // space may then open (some bottom, empty pile or spaced card counted here can leave),
      // and where a space takes any card, every card gets up: the last card in turn order is
      // at hand, each one at hand goes into a space and puts the one before it at hand,
      // every pile top goes into a space and makes the card under it a top, and so each
      // foundation's cards, at hand or tops, go up in turn. So the answer is known here.
      if (!this.wasteOnly && spaces > j) return false;
      if (!free) {
        if (spaces <= 0) return true;
        spacedCards[spacedCount++] = r;
      }
      // In a space r is a pile top, even when it could have gone elsewhere: a space is
      // filled at once, whichever card is on top of the reserve.
      if (spaces > 0) facts[r] = (facts[r] as number) | IS_SPACED;
      where[r] = STOCK; // gone from the reserve: at hand
      facts[r] = (facts[r] as number) | IS_HAND;
      this.enqueue(r);
      this.close();
    }
    return this.lostAfterReserve(reserve, empty);
  }

  /**
   * Whether the reserve cards out and not up, once reserve[j] has left, outnumber the places
   * they can lie in: `bottoms` pile bottoms, and the cards they build on (a matching, as
   * no two lie on one card). Then reserve[j] never leaves, and the position is lost.
   *
   * Say r = reserve[j] leaves at time t in a won game. The stage's facts hold everything
   * that happens before t (the class comment). A reserve card out whose up is not among them
   * is not up at t, nor in the reserve, the stock or the waste: it lies in a pile (r too,
   * unless it goes up; it is left out when its up may be so). There it is the bottom, or lies
   * directly on a card it builds on: a card's neighbour below changes only when it is the
   * bottom of a run that moves, onto a pile top it builds on or into a space. That card was
   * a pile top before t, so a target by the facts, and it is not r, on which nothing lies yet;
   * no card holds two. A reserve card is a bottom only by going into a space, while the
   * reserve has cards only when one opens, so in a pile whose bottom of now (if any) has left
   * before t, up or onto a target: at most the piles empty now and the bottoms of now that
   * can leave (by the facts), one card each. Without autofill, at a stage where no space can
   * open before r leaves (lostWithoutFill), none is a bottom.
   *
   * A bottom of now that has left its pile before t and is not up lies on a card too: it left
   * onto a target, and while the reserve has cards no pile card goes into a space (autofill
   * fills each at once; without it, no space opens at these stages). Let D be the bottoms of
   * now that can leave but cannot be up (by the facts), L those that left before t, and M the
   * largest matching of the reserve cards above and D together. The reserve cards off the
   * bottoms and the cards of L ∩ D lie on cards of their own, so they are at most M: the
   * reserve cards at bottoms are at least (reserve cards) + |L ∩ D| − M, and at most the empty
   * piles plus |L|, which is at most |L ∩ D| plus the empty piles and the bottoms that can
   * leave and may be up. So the cards of both sets that the matching leaves without a card,
   * (reserve cards) + |D| − M, are at most `bottoms` (the empty piles and every bottom that
   * can leave): D joins the matching, and the count against `bottoms` stays.
   */
  private placesShort(reserve: readonly number[], j: number, bottoms: number): boolean {
    const { facts, stuck } = this;
    const r = reserve[j] as number;
    const b = this.below[r] as number;
    if (b < 0 || ((facts[b] as number) & IS_UP) !== 0) return false;
    const bottomCards = this.bottoms;
    let joined = 0;
    for (let k = 0; k < this.bottomCount; k++) {
      const f = facts[bottomCards[k] as number] as number;
      if ((f & LEAVES) !== 0 && (f & IS_UP) === 0) joined |= 1 << k;
    }
    // The stages run from the top, on facts that only grow: the cards of the stage before
    // keep the places it found them (those that may now go up drop out; none lay on r, a
    // reserve card then, without facts), and r and the bottoms that join add one card each
    // at most. So the matching runs only where the count of the stage before, plus those,
    // exceeds the bottoms; when r may go up, nothing is added.
    let atMost = this.unplacedAtMost + 1;
    for (let fresh = joined & ~this.unplacedBottoms; fresh !== 0; fresh &= fresh - 1) atMost++;
    this.unplacedBottoms = joined;
    if (atMost <= bottoms) {
      this.unplacedAtMost = atMost;
      return false;
    }
    let count = 0;
    for (let k = reserve.length - 1; k > j; k--) {
      const x = reserve[k] as number;
      if (((facts[x] as number) & IS_UP) === 0) stuck[count++] = x;
    }
    stuck[count++] = r;
    for (let k = 0; k < this.bottomCount; k++)
      if ((joined & (1 << k)) !== 0) stuck[count++] = bottomCards[k] as number;
    this.leaving = r;
    this.unplacedAtMost = this.places.unplaced(stuck, count, this.mayHold);
    return this.unplacedAtMost > bottoms;
  }

  /** The stages of the reserve where it does not fill spaces, while no space can open (the class comment). */
  private lostWithoutFill(pos: Position, empty: number): boolean {
    const { where, facts } = this;
    const reserve = pos.reserve;
    for (let j = reserve.length - 1; j >= 0; j--) {
      if (this.spaceMayOpen(empty)) return false;
      const r = reserve[j] as number;
      if (!this.leavesForReal(r)) return true;
      // No space has opened: every reserve card out lies on a card it builds on.
      if (this.placesShort(reserve, j, 0)) return true;
      where[r] = STOCK; // gone from the reserve: at hand
      facts[r] = (facts[r] as number) | IS_HAND;
      this.enqueue(r);
      this.close();
    }
    if (this.spaceMayOpen(empty)) return false;
    for (let c = 0; c < 52; c++)
      if (where[c] !== UP && ((facts[c] as number) & IS_UP) === 0) return true;
    return false;
  }

  /**
   * Without autofill, a quick look before the facts: a pile empty now, or a bottom of now
   * that can go up now (alone in its pile, its foundation's next card) or that builds on a
   * pile top now. The facts hold all of these (pile tops are targets from the start), so
   * lostWithoutFill would stop at its first stage with no proof: the answer is the same.
   */
  private spaceMayOpenNow(pos: Position): boolean {
    const tableau = pos.tableau;
    for (const pile of tableau) {
      const b = pile[0];
      if (b === undefined) return true;
      if (pile.length === 1 && pos.foundationNeeds(suitOf(b)) === b) return true;
      for (const other of tableau) {
        const t = other[other.length - 1];
        if (t !== undefined && pos.buildsOn(b, t)) return true;
      }
    }
    return false;
  }

  /**
   * twinNeed of each pile card c covered now by a card a that builds on it, c building on
   * the card u under it: where c's twin (the card of its rank and colour) is up, or lies in
   * a pile on a card it builds on, c leaves u by a move only once a can go up.
   *
   * Colours alternate, so c builds only on u and u's twin, and a only on c and c's twin (the
   * twins take the same cards). Only the top card or the whole pile moves, and no pile card
   * ever goes into a space (the reserve fills each at once, and then only the waste's top
   * may), so every pile card that has moved lies on a card it builds on, and a card becomes
   * a pile's bottom only by going into a space from the stock, the waste or the reserve.
   * Say c first leaves u at time T by a move: c is then a top, and goes onto u's twin, a
   * top too. a has left c before T, so a is up or lies on c's twin. c's twin, if up now,
   * holds nothing; if in a pile now, it lies on a card it builds on other than u (which
   * holds c): on u's twin. It is no bottom and never becomes one, so at T it lies on u's
   * twin still, or on the card its last move put it on, u or u's twin: but c lies on u, and
   * u's twin is a top. So at T c's twin is up, holds nothing, and a is up.
   */
  private findTwinNeeds(pos: Position): void {
    const { twinNeed, where, under } = this;
    // twinNeed is read for pile cards only (close()).
    for (const pile of pos.tableau)
      for (let i = 0; i < pile.length; i++) {
        const c = pile[i] as number;
        twinNeed[c] = -1;
        if (i === 0 || i + 1 === pile.length) continue;
        if (!this.buildsOn(pile[i + 1] as number, c) || !this.buildsOn(c, pile[i - 1] as number))
          continue;
        const twin = twinOf(c);
        const w = where[twin] as number;
        const t = under[twin] as number;
        if (w === UP || (w === PILE && t >= 0 && this.buildsOn(twin, t))) twinNeed[c] = twin;
      }
  }

  /** Without spaces so far: whether a pile is empty now or a bottom of now can leave for real. */
  private spaceMayOpen(empty: number): boolean {
    if (empty > 0) return true;
    for (let k = 0; k < this.bottomCount; k++)
      if (this.leavesForReal(this.bottoms[k] as number)) return true;
    return false;
  }

  /**
   * Whether card x can go up or onto a target by the facts so far, spaces left out: the
   * reserve's top goes up once the card below it is up.
   */
  private leavesForReal(x: number): boolean {
    const { facts, parents } = this;
    if (((facts[x] as number) & IS_UP) !== 0) return true;
    if (this.where[x] === RESERVE) {
      const b = this.below[x] as number;
      if (b < 0 || ((facts[b] as number) & IS_UP) !== 0) return true;
    }
    for (let k = x * 4; k < x * 4 + 4; k++) {
      const p = parents[k] as number;
      if (p < 0) break;
      if (((facts[p] as number) & IS_TARGET) !== 0) return true;
    }
    return false;
  }

  /** With the stages of the reserve done: whether some card can never go up. */
  private lostAfterReserve(reserve: readonly number[], empty: number): boolean {
    const { facts, turnOrder, turnCount } = this;
    // Cards on the foundations now have up from the start (lost()). Facts only grow: when every
    // card is up already, spaces change no answer, and the cards found up need no second look.
    let c = 0;
    while (c < 52 && ((facts[c] as number) & IS_UP) !== 0) c++;
    if (c === 52) return false;
    // Only reserve cards are ever spaced.
    let space = empty > 0 || this.leavingBottoms > 0;
    for (let j = 0; j < reserve.length && !space; j++) {
      const f = facts[reserve[j] as number] as number;
      if ((f & IS_SPACED) !== 0 && (f & LEAVES) !== 0) space = true;
    }
    if (space) {
      this.spacesOpen = true;
      // Spaces add only moved, and only to a ready card (where the waste's top alone fills a
      // space, at hand); a card that gets ready later is queued then.
      if (this.wasteOnly)
        for (let i = 0; i < turnCount; i++) {
          const c = turnOrder[i] as number;
          if (((facts[c] as number) & (IS_HAND | IS_MOVED)) === IS_HAND) this.enqueue(c);
        }
      else
        for (let c = 0; c < 52; c++) {
          const f = facts[c] as number;
          if ((f & READY) !== 0 && (f & IS_MOVED) === 0) this.enqueue(c);
        }
      this.close();
    }
    for (; c < 52; c++) if (((facts[c] as number) & IS_UP) === 0) return true;
    return false;
  }

  private enqueue(c: number): void {
    if (this.queued[c] === 1) return;
    this.queued[c] = 1;
    this.queue[this.tail] = c;
    this.tail = (this.tail + 1) & 63;
  }

  /** Derives the facts of each queued card again, queueing the cards whose facts read a fact that changed. */
  private close(): void {
    const { where, above, under, below, after, parents, kids, facts, queue, queued, twinNeed } =
      this;
    const { turnOrder, turnIndex, turnCount, spacesOpen, wasteOnly, firstCounted } = this;
    let firstLeaving = this.firstLeaving;
    let leavingBottoms = this.leavingBottoms;
    let head = this.head;
    let tail = this.tail;
    while (head !== tail) {
      const c = queue[head] as number;
      head = (head + 1) & 63;
      queued[c] = 0;
      const w = where[c] as number;
      if (w === UP || w === RESERVE) continue;
      const was = facts[c] as number;
      let f = was;
      if (w === STOCK && (f & IS_HAND) === 0) {
        const i = turnIndex[c] as number;
        if (
          firstLeaving < i ||
          (i + 1 < turnCount && ((facts[turnOrder[i + 1] as number] as number) & LEAVES) !== 0)
        )
          f |= IS_HAND;
      }
      if (w === PILE && (f & IS_TOP) === 0) {
        if (((facts[above[c] as number] as number) & (IS_UP | IS_MOVED)) !== 0) f |= IS_TOP;
      }
      if (
        (f & IS_MOVED) === 0 &&
        (w === PILE
          ? (f & (IS_TOP | IS_LOOSE)) !== 0 &&
            (twinNeed[c] === -1 || ((facts[above[c] as number] as number) & IS_UP) !== 0)
          : (f & IS_HAND) !== 0)
      ) {
        for (let k = c * 4; k < c * 4 + 4; k++) {
          const p = parents[k] as number;
          if (p < 0) break;
          if (((facts[p] as number) & IS_TARGET) !== 0) {
            f |= IS_MOVED;
            break;
          }
        }
        // Into a space: the waste's top only, or any card.
        if (spacesOpen && (!wasteOnly || (w !== PILE && (turnIndex[c] as number) >= 0)))
          f |= IS_MOVED;
      }
      if ((f & IS_UP) === 0) {
        const b = below[c] as number;
        if (
          (b < 0 || ((facts[b] as number) & IS_UP) !== 0) &&
          (f & (w === PILE ? IS_TOP : IS_HAND)) !== 0
        )
          f |= IS_UP;
      }
      if ((f & (w === PILE ? IS_TOP : IS_MOVED | IS_SPACED)) !== 0) f |= IS_TARGET;
      if (f === was) continue;
      facts[c] = f;
      const gained = f & ~was;
      // Whose facts read c's: the cards built on c read target, the card under c reads up
      // and moved, the next card of c's suit reads up.
      if ((gained & IS_TARGET) !== 0) {
        for (let k = c * 4; k < c * 4 + 4; k++) {
          const x = kids[k] as number;
          if (x < 0) break;
          const fx = facts[x] as number;
          if ((fx & READY) !== 0 && (fx & IS_MOVED) === 0 && queued[x] === 0) {
            queued[x] = 1;
            queue[tail] = x;
            tail = (tail + 1) & 63;
          }
        }
      }
      if ((gained & (IS_UP | IS_MOVED)) !== 0 && w === PILE) {
        const u = under[c] as number;
        if (u < 0 && (was & LEAVES) === 0) leavingBottoms++;
        // u reads c's up for its move too where it has a twinNeed, once a top.
        if (
          u >= 0 &&
          queued[u] === 0 &&
          (((facts[u] as number) & IS_TOP) === 0 ||
            ((gained & IS_UP) !== 0 &&
              twinNeed[u] !== -1 &&
              ((facts[u] as number) & IS_MOVED) === 0))
        ) {
          queued[u] = 1;
          queue[tail] = u;
          tail = (tail + 1) & 63;
        }
      }
      if ((gained & IS_UP) !== 0) {
        const n = after[c] as number;
        const fn = n < 0 ? 0 : (facts[n] as number);
        if ((fn & (IS_TOP | IS_HAND)) !== 0 && (fn & IS_UP) === 0 && queued[n] === 0) {
          queued[n] = 1;
          queue[tail] = n;
          tail = (tail + 1) & 63;
        }
      }
      // A stock card that can leave puts at hand the card before it and every card after it
      // (in the last pass, the card before it only).
      const i = (gained & LEAVES) === 0 || w === PILE ? -1 : (turnIndex[c] as number);
      if (i >= 0) {
        const to = firstCounted === turnCount ? i - 1 : Math.min(firstLeaving, turnCount - 1);
        if (i < firstLeaving && i >= firstCounted) firstLeaving = i;
        for (let k = i === 0 ? 1 : i - 1; k <= to; k++) {
          const x = turnOrder[k] as number;
          if (k === i || ((facts[x] as number) & IS_HAND) !== 0 || queued[x] === 1) continue;
          queued[x] = 1;
          queue[tail] = x;
          tail = (tail + 1) & 63;
        }
      }
    }
    this.firstLeaving = firstLeaving;
    this.leavingBottoms = leavingBottoms;
    this.head = head;
    this.tail = tail;
  }
}
