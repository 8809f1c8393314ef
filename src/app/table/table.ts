import { type Card, makeCard, SUITS } from "../../core/card.js";
import { PILE_IDS, type PileId } from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { cardText, t } from "../i18n/index.js";
import type { HintMark } from "../state/app.js";
import { faceSvg } from "./card-art.js";
import { computeLayout, type Layout, type Rect } from "./layout.js";
import { PileView } from "./pile-view.js";
import { type Scene, type Spot, sceneOf } from "./scene.js";

/** What the table shows on its cards and piles besides the position. */
export interface Marks {
  /** Picked up with the keys. */
  readonly selected: readonly Card[];
  /** Held by the pointer. */
  readonly held: readonly Card[];
  /** Piles that would take what is held. */
  readonly targets: readonly PileId[];
  readonly hint: HintMark | undefined;
}

/** What the table draws: the position, how it is laid out, and the marks. */
export interface TableSource {
  position(): Position;
  leftHanded(): boolean;
  large(): boolean;
  /** Milliseconds for one card's flight; 0 for none. */
  flightMs(): number;
  marks(): Marks;
}

interface CardEl {
  readonly el: HTMLElement;
  x: number;
  y: number;
  z: number;
  anim: Animation | undefined;
}

const translate = (x: number, y: number) => `translate(${x}px,${y}px)`;

/**
 * The card table, framework-free in the chessground manner: the position and the marks in,
 * keyed card elements out, moved with transforms. It alone makes, names, marks and removes
 * card elements. Redraws are batched on requestAnimationFrame and animated by diffing where
 * each card was against where it is now.
 */
export class TableView {
  readonly root: HTMLElement;
  layout!: Layout;
  scene!: Scene;
  private readonly cards = new Map<Card, CardEl>();
  /** Backs of cards that went face down, still on their way to their pile. */
  private readonly leaving = new Set<HTMLElement>();
  private readonly pileView: PileView;
  private frame = 0;
  private animateNext = true;

  constructor(
    parent: HTMLElement,
    private readonly source: TableSource,
  ) {
    this.root = document.createElement("div");
    this.root.className = "table";
    // One focusable region whose keys go to the game (screen readers pass them through).
    this.root.setAttribute("role", "application");
    this.root.tabIndex = 0;
    this.pileView = new PileView(this.root);
    parent.append(this.root);
    new ResizeObserver(() => this.redraw(false)).observe(this.root);
  }

  /** The card drawn by an element, if it is a face-up card. */
  cardOfEl(el: Element): Card | undefined {
    for (const [card, c] of this.cards) if (c.el === el) return card;
    return undefined;
  }

  spotOf(card: Card): Spot | undefined {
    return this.scene.cards.get(card);
  }

  /** Asks for a redraw on the next frame; several requests in one frame make one redraw. */
  redraw(animate = true): void {
    this.animateNext &&= animate;
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      const a = this.animateNext;
      this.animateNext = true;
      this.render(a);
    });
  }

  /** Draws at once (the first deal: no waiting for a frame). */
  renderNow(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.animateNext = true;
    this.render(false);
  }

  /** Draws held cards at once where the pointer has them: a run from (x, y), `step` apart. */
  drawHeld(cards: readonly Card[], x: number, y: number, step: number): void {
    cards.forEach((card, i) => {
      const c = this.cards.get(card);
      if (!c) return;
      c.anim?.cancel();
      c.anim = undefined;
      c.el.classList.remove("flying");
      c.x = x;
      c.y = y + i * step;
      c.el.style.transform = translate(c.x, c.y);
      c.el.style.zIndex = String(2000 + i);
    });
  }

  /** Puts the marks on the cards and piles: selection, hint, drag and drop targets. */
  mark(): void {
    const m = this.source.marks();
    const held = new Set(m.held);
    const selected = new Set(m.selected);
    for (const [card, c] of this.cards) {
      c.el.classList.toggle("selected", selected.has(card));
      c.el.classList.toggle("dragging", held.has(card));
      c.el.classList.toggle("hint-card", m.hint?.card === card);
    }
    for (const id of PILE_IDS) {
      const el = this.pileView.piles[id];
      el.classList.toggle("target", m.targets.includes(id));
      el.classList.toggle("hint-target", m.hint?.to === id);
      el.classList.toggle(
        "hint-source",
        m.hint !== undefined && m.hint.card === undefined && m.hint.from === id,
      );
    }
    if (m.hint) this.root.dataset.hint = m.hint.token;
    else delete this.root.dataset.hint;
  }

  /** A short shake of a card that cannot go where the player tried (none without motion). */
  shake(card: Card): void {
    const c = this.cards.get(card);
    const ms = this.source.flightMs();
    if (!c || ms === 0) return;
    const at = translate(c.x, c.y);
    const by = (dx: number) => `${at} translateX(${dx}px)`;
    c.el.animate(
      [
        { transform: at },
        { transform: by(-6) },
        { transform: by(6) },
        { transform: by(-4) },
        { transform: at },
      ],
      { duration: Math.max(240, ms * 1.2), easing: "ease-in-out" },
    );
  }

  /** Names the table, its cards and its piles in the current language. */
  label(): void {
    this.root.setAttribute("aria-label", `${t("table.label")}. ${t("table.keys")}`);
    for (const [card, c] of this.cards) c.el.setAttribute("aria-label", cardText(card));
    this.pileView.label(this.source.position());
  }

  private render(animate: boolean): void {
    const pos = this.source.position();
    const w = this.root.clientWidth;
    const h = this.root.clientHeight;
    if (w === 0 || h === 0) return;
    this.layout = computeLayout({
      width: w,
      height: h,
      leftHanded: this.source.leftHanded(),
      reserveFaceUp: pos.rules.reserveFaceUp,
      large: this.source.large(),
    });
    const L = this.layout;
    this.root.style.setProperty("--cw", `${L.cw}px`);
    this.root.style.setProperty("--ch", `${L.ch}px`);
    this.root.classList.toggle("portrait", L.portrait);
    this.scene = sceneOf(pos, L);
    const ms = animate ? this.source.flightMs() : 0;
    const held = new Set(this.source.marks().held);
    let born = 0;
    for (const [card, spot] of this.scene.cards) {
      let c = this.cards.get(card);
      if (!c) {
        // A card turning face up comes from the face-down pile it left.
        const from = spot.pile === "w" ? L.slots.s : spot.pile === "r" ? L.slots.r : spot;
        c = this.create(card, from.x, from.y);
        const delay = spot.pile === "w" ? born++ * ms * 0.3 : 0;
        this.fly(c, spot.x, spot.y, spot.z, ms, delay);
        // Turned over on its way: edge-on at the stock, face up on the waste.
        if (ms > 0 && spot.pile === "w") {
          c.el.animate([{ rotate: "y 90deg" }, { rotate: "y 0deg" }], {
            duration: ms,
            delay,
            fill: "backwards",
          });
        }
        continue;
      }
      if (held.has(card)) continue;
      this.fly(c, spot.x, spot.y, spot.z, ms, 0);
    }
    if (ms === 0) for (const el of this.leaving) el.remove();
    for (const [card, c] of this.cards) {
      if (this.scene.cards.has(card)) continue;
      // Gone face down: back into the stock (undo, redeal) or under the reserve (undo).
      this.cards.delete(card);
      this.retire(c, pos.reserve.includes(card) ? L.slots.r : L.slots.s, ms);
    }
    this.pileView.draw(pos, L, this.scene);
    this.mark();
  }

  /**
   * A card that went face down stops being that card at once: its element becomes an
   * anonymous back that flies to its pile, if it has anywhere to fly, and is removed when it
   * lands or its flight is cut short. So the page names only face-up cards, and every card
   * element left after the flights is one of the position's.
   */
  private retire(c: CardEl, to: Rect, ms: number): void {
    const { el } = c;
    // In flight (pointer events pass through to the pile under it, the stock for a redeal).
    el.className = "card back flying";
    el.removeAttribute("data-card");
    el.removeAttribute("role");
    el.removeAttribute("aria-label");
    el.setAttribute("aria-hidden", "true");
    el.replaceChildren();
    c.anim?.cancel();
    c.anim = undefined;
    const moved = Math.abs(c.x - to.x) > 0.5 || Math.abs(c.y - to.y) > 0.5;
    if (ms === 0 || !moved) {
      el.remove();
      return;
    }
    this.leaving.add(el);
    el.style.zIndex = "1900";
    el.style.transform = translate(to.x, to.y);
    const anim = el.animate(
      [{ transform: translate(c.x, c.y) }, { transform: translate(to.x, to.y) }],
      { duration: ms, easing: "cubic-bezier(.2,.7,.3,1)" },
    );
    const land = () => {
      this.leaving.delete(el);
      el.remove();
    };
    anim.onfinish = land;
    anim.oncancel = land;
  }

  private create(card: Card, x: number, y: number): CardEl {
    const el = document.createElement("div");
    el.className = `card face suit-${SUITS[Math.floor(card / 13)]}`;
    el.dataset.card = makeCard(card);
    el.setAttribute("role", "img");
    el.setAttribute("aria-label", cardText(card));
    el.innerHTML = faceSvg(card);
    el.style.transform = translate(x, y);
    this.root.append(el);
    const c: CardEl = { el, x, y, z: 0, anim: undefined };
    this.cards.set(card, c);
    return c;
  }

  /** Slides a card from where it is drawn to (x, y), above everything while in flight. */
  private fly(c: CardEl, x: number, y: number, z: number, ms: number, delay: number): void {
    const moved = Math.abs(c.x - x) > 0.5 || Math.abs(c.y - y) > 0.5;
    const from = translate(c.x, c.y);
    c.x = x;
    c.y = y;
    c.z = z;
    c.el.style.transform = translate(x, y);
    if (!moved || ms === 0) {
      if (!c.anim) c.el.style.zIndex = String(z);
      if (ms === 0) {
        c.anim?.cancel();
        c.anim = undefined;
        c.el.classList.remove("flying");
        c.el.style.zIndex = String(z);
      }
      return;
    }
    c.anim?.cancel();
    c.el.style.zIndex = String(1000 + z);
    const anim = c.el.animate([{ transform: from }, { transform: translate(x, y) }], {
      duration: ms,
      delay,
      easing: "cubic-bezier(.2,.7,.3,1)",
      fill: "backwards",
    });
    c.anim = anim;
    // A card in flight lets taps through: a quick second tap on the stock turns the stock
    // again rather than catching the card just turned, still on its way off the stock.
    c.el.classList.add("flying");
    anim.onfinish = () => {
      if (c.anim !== anim) return;
      c.anim = undefined;
      c.el.classList.remove("flying");
      c.el.style.zIndex = String(c.z);
    };
  }
}
