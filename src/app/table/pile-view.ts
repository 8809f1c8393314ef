import type { Card } from "../../core/card.js";
import { RANKS, SUITS } from "../../core/card.js";
import { PILE_IDS, type PileId } from "../../core/move.js";
import type { Position } from "../../core/position.js";
import { t } from "../i18n/index.js";
import type { Layout, Rect } from "./layout.js";
import type { Scene } from "./scene.js";

const translate = (x: number, y: number) => `translate(${x}px,${y}px)`;

/**
 * The piles of the table: their areas (drop targets, test hooks), what an empty or face-down
 * pile shows, the counts and the pass, and their names for screen readers.
 */
export class PileView {
  readonly piles = {} as Record<PileId, HTMLElement>;
  /** Counts and the pass, drawn above the cards. */
  private readonly badges: Record<"r" | "s" | "pass", HTMLElement>;

  constructor(root: HTMLElement) {
    for (const id of PILE_IDS) {
      const el = document.createElement("div");
      el.className = `pile pile-${id[0]}`;
      el.dataset.pile = id;
      el.setAttribute("role", "group");
      el.innerHTML = '<div class="slot"></div>';
      this.piles[id] = el;
      root.append(el);
    }
    const badge = (cls: string, of: string) => {
      const el = document.createElement("span");
      el.className = cls;
      el.dataset.badge = of;
      el.setAttribute("aria-hidden", "true");
      root.append(el);
      return el;
    };
    this.badges = { r: badge("badge", "r"), s: badge("badge", "s"), pass: badge("pass", "pass") };
  }

  /** Places the piles and draws what they show: base ranks, backs, the redeal marker, counts. */
  draw(pos: Position, L: Layout, scene: Scene): void {
    for (const id of PILE_IDS) {
      const el = this.piles[id];
      const area: Rect = scene.areas[id];
      el.style.transform = translate(area.x, area.y);
      el.style.width = `${area.w}px`;
      el.style.height = `${area.h}px`;
    }
    const base = RANKS[pos.baseRank] === "T" ? "10" : (RANKS[pos.baseRank] as string);
    for (let s = 0; s < 4; s++) {
      const el = this.piles[`f${s + 1}` as PileId];
      const suit = SUITS[s] as string;
      (el.firstElementChild as HTMLElement).innerHTML =
        `<span class="base suit-${suit}">${base}<svg viewBox="0 0 100 100" aria-hidden="true"><use href="#suit-${suit}"/></svg></span>`;
    }

    // Stock: a back with its count, or the redeal marker when it is empty.
    const canRedeal = pos.stock.length === 0 && pos.canTurnStock();
    this.piles.s.innerHTML =
      pos.stock.length > 0
        ? `<div class="slot"></div><div class="card back${pos.stock.length > 9 ? " thick" : ""}"></div>`
        : `<div class="slot redeal${canRedeal ? "" : " done"}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${canRedeal ? REDEAL_ICON : DONE_ICON}"/></svg></div>`;
    this.placeBadge(this.badges.s, L.slots.s, pos.stock.length);
    this.badges.pass.style.transform = translate(L.slots.s.x, L.slots.s.y + L.cw * 0.06);
    this.badges.pass.style.width = `${L.cw}px`;

    const hidden = scene.reserveHidden;
    this.piles.r.innerHTML = `<div class="slot"></div>${hidden > 0 ? `<div class="card back${hidden > 6 ? " thick" : ""}"></div>` : ""}`;
    // Under the whole reserve, fanned or not, so that the count never hides a card's corner.
    this.placeBadge(this.badges.r, scene.areas.r, pos.reserve.length);
    this.placeNotices(L);
    this.label(pos);
  }

  /**
   * Tells the page where the room for notices is (custom properties on the document, read by
   * the notices' container, which shares the table's origin).
   */
  private placeNotices(L: Layout): void {
    const root = document.documentElement;
    const n = L.notices;
    const px = (v: number) => `${v}px`;
    root.style.setProperty("--notices-x", px(n.x));
    root.style.setProperty("--notices-y", px(n.y));
    root.style.setProperty("--notices-w", px(n.w));
    root.style.setProperty("--notices-h", px(n.h));
    root.dataset.notices = L.noticesFrom;
  }

  /** The piles' names and counts, the stock's redeal marker and the pass, in the language. */
  label(pos: Position): void {
    const count = (n: number) => t("pile.count", { n });
    for (let s = 0; s < 4; s++) {
      this.piles[`f${s + 1}` as PileId].setAttribute(
        "aria-label",
        `${t("pile.f", { n: s + 1 })}: ${pos.foundations[s]}/13`,
      );
    }
    for (let i = 0; i < 4; i++) {
      this.piles[`t${i + 1}` as PileId].setAttribute(
        "aria-label",
        `${t("pile.t", { n: i + 1 })}: ${count((pos.tableau[i] as Card[]).length)}`,
      );
    }
    this.piles.w.setAttribute("aria-label", `${t("pile.w")}: ${count(pos.waste.length)}`);
    this.piles.s.setAttribute("aria-label", `${t("pile.s")}: ${count(pos.stock.length)}`);
    this.piles.r.setAttribute("aria-label", `${t("pile.r")}: ${count(pos.reserve.length)}`);
    const redeal = this.piles.s.querySelector(".redeal");
    redeal?.setAttribute(
      "title",
      redeal.classList.contains("done") ? t("pile.noRedeal") : t("pile.redeal"),
    );
    const passes = pos.rules.passes;
    this.badges.pass.textContent = Number.isFinite(passes)
      ? t("pile.passOf", { n: pos.pass, max: passes })
      : t("pile.pass", { n: pos.pass });
  }

  private placeBadge(el: HTMLElement, slot: Rect, n: number): void {
    el.textContent = String(n);
    el.hidden = n === 0;
    // Centred on the pile's bottom edge, clear of the card's face.
    el.style.transform = `${translate(slot.x + slot.w / 2, slot.y + slot.h)} translate(-50%, -50%)`;
  }
}

const REDEAL_ICON = "M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z";
const DONE_ICON =
  "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 0 1 6.3 12.9L7.1 5.7A8 8 0 0 1 12 4zm0 16a8 8 0 0 1-6.3-12.9l11.2 11.2A8 8 0 0 1 12 20z";
