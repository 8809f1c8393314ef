import { signal } from "@preact/signals";
import type { Card } from "../core/card.js";
import { type Move, STOCK_MOVE } from "../core/move.js";
import type { Rules } from "../core/rules.js";
import { sameRules } from "../core/rules.js";
import { cardText, localReason, t } from "./i18n/index.js";
import { display } from "./prefs.js";
import { makeDealRoute, parseRoute } from "./route.js";
import { rulesOf, SPEED_MS } from "./settings.js";
import type { Store } from "./store.js";
import { PointerInput } from "./table/input.js";
import { KeyboardInput } from "./table/keyboard.js";
import { TableView } from "./table/table.js";
import { celebrate } from "./table/win.js";

export type Dialog =
  | { readonly kind: "settings" | "choose" | "help" | "won" }
  | { readonly kind: "leave"; readonly deal: number; readonly rules: Rules };

/** A new deal number for "New deal": any of the first million. */
export const randomDeal = (): number => 1 + Math.floor(Math.random() * 999_999);

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Wires the store to the table, the pointer, the keys and the address bar, and holds what
 * the menus show (the open dialog, a message, an announcement for screen readers).
 */
export class Controller {
  readonly dialog = signal<Dialog | undefined>(undefined);
  readonly message = signal<string | undefined>(undefined);
  readonly announcement = signal("");
  view: TableView | undefined;
  /** The address of the game on the table when it is not a plain deal link (a daily deal). */
  addressOf: (() => string | undefined) | undefined;
  /** Opens a daily deal link (#/daily, #/daily/YYYY-MM-DD); undefined until daily deals run. */
  onDaily: ((day: string | undefined) => void) | undefined;
  private readonly keys: KeyboardInput;
  private picked: readonly Card[] = [];

  constructor(readonly store: Store) {
    this.keys = new KeyboardInput({
      position: () => store.game.position,
      play: (m) => this.play(m),
      turnStock: () => this.play(STOCK_MOVE),
      undo: () => this.undo(),
      redo: () => this.redo(),
      newDeal: () => this.newDeal(),
      restart: () => this.restart(),
      help: () => this.open({ kind: "help" }),
      showPick: (cards) => this.showPick(cards),
      nowhere: () => this.say(t("announce.noMove")),
    });
    store.subscribe((e) => {
      if (e.type === "start") this.setAddress();
      if (e.type === "won") this.won();
    });
    addEventListener("keydown", (e) => {
      if (this.dialog.value || (e.target as Element).closest?.("input, select, textarea, dialog"))
        return;
      if (this.keys.handle(e)) e.preventDefault();
    });
    addEventListener("hashchange", () => this.followLink());
    document.addEventListener("visibilitychange", () => store.pauseClock(document.hidden));
  }

  /** Mounts the table into its element once the page exists. */
  mount(el: HTMLElement): void {
    const store = this.store;
    const view = new TableView(el, {
      position: () => store.game.position,
      leftHanded: () => store.settings.value.leftHanded,
      large: () => display.value.largeCards,
      flightMs: () => (reducedMotion() ? 0 : SPEED_MS[store.settings.value.speed]),
    });
    this.view = view;
    new PointerInput(view, {
      position: () => store.game.position,
      play: (m) => this.play(m),
      nowhere: () => this.say(t("announce.noMove")),
    });
    store.version.subscribe(() => {
      this.keys.reset();
      view.redraw();
    });
    store.settings.subscribe((s) => {
      el.classList.toggle("four-colour", s.fourColour);
      view.redraw(false);
    });
    view.renderNow();
  }

  play(m: Move): boolean {
    return this.store.play(m).ok;
  }

  undo(): void {
    if (this.store.undo()) this.store.recheck();
  }

  redo(): void {
    if (this.store.redo()) this.store.recheck();
  }

  restart(): void {
    this.dialog.value = undefined;
    this.store.restart();
    this.store.recheck();
  }

  newDeal(deal = randomDeal(), rules?: Rules): void {
    this.dialog.value = undefined;
    this.store.newDeal(deal, rules ?? rulesOf(this.store.settings.value));
  }

  open(d: Dialog): void {
    this.keys.reset();
    this.dialog.value = d;
  }

  close(): void {
    this.dialog.value = undefined;
  }

  say(text: string): void {
    this.announcement.value = "";
    queueMicrotask(() => {
      this.announcement.value = text;
    });
  }

  private showPick(cards: readonly Card[]): void {
    for (const c of this.picked) this.view?.cardEl(c)?.classList.remove("selected");
    this.picked = cards;
    for (const c of cards) this.view?.cardEl(c)?.classList.add("selected");
    if (cards[0] !== undefined) this.say(t("announce.picked", { card: cardText(cards[0]) }));
  }

  setAddress(): void {
    const hash = this.addressOf?.() ?? makeDealRoute(this.store.deal, this.store.rules);
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  /** A link typed or followed while playing: a new deal at once, or after asking. */
  followLink(): void {
    const r = parseRoute(location.hash);
    if (r.ok && r.value.kind === "daily" && this.onDaily) {
      if (location.hash !== this.addressOf?.()) this.onDaily(r.value.date);
      return;
    }
    if (!r.ok || r.value.kind === "daily") {
      const why = r.ok ? t("error.daily") : localReason(r.error);
      // A started game is never thrown away for a link that names nothing playable.
      if (this.store.started()) {
        this.message.value = t("error.linkKept", { why });
        this.setAddress();
      } else {
        this.message.value = t("error.link", { why });
        this.newDeal();
      }
      return;
    }
    if (r.value.kind === "none") {
      this.setAddress();
      return;
    }
    const { deal } = r.value;
    const rules = r.value.rules ?? rulesOf(this.store.settings.value);
    if (deal === this.store.deal && sameRules(rules, this.store.rules)) return;
    if (this.store.started()) this.open({ kind: "leave", deal, rules });
    else this.newDeal(deal, rules);
  }

  /** Keeps the current game when the player declines to leave it. */
  stay(): void {
    this.close();
    this.setAddress();
  }

  private async won(): Promise<void> {
    if (this.view)
      await celebrate(this.view, reducedMotion() ? 0 : SPEED_MS[this.store.settings.value.speed]);
    if (this.store.won.value) this.open({ kind: "won" });
  }
}
