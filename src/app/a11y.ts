import { effect } from "@preact/signals";
import { parseCard } from "../core/card.js";
import { STOCK_MOVE } from "../core/move.js";
import { describeMove } from "./announce.js";
import type { Controller } from "./controller.js";
import { cardText, language, t } from "./i18n/index.js";
import { display } from "./prefs.js";
import { updatePostponed } from "./pwa.js";

/**
 * Screen-reader support on top of the table: the table is one labelled application region
 * that takes focus, each move and result is told in the live region, and card and pile
 * names follow the language. Also redraws the table when the card size changes.
 */
export function startA11y(c: Controller): void {
  const store = c.store;
  let before = [...store.game.position.foundations];
  let stockBefore = store.game.position.stock.length;
  store.subscribe((e) => {
    const pos = store.game.position;
    switch (e.type) {
      case "move": {
        let text = describeMove(pos, e.move, before);
        // Turning the waste over leaves the stock longer than before.
        if (e.move === STOCK_MOVE && pos.stock.length > stockBefore) text = t("announce.redeal");
        if (text) c.say(text);
        break;
      }
      case "undo":
        c.say(t("announce.undo"));
        break;
      case "redo":
        c.say(t("announce.redo"));
        break;
      case "restart":
        c.say(t("announce.restart"));
        break;
      case "start":
        updatePostponed.value = false;
        c.say(t("announce.start", { n: store.deal }));
        break;
      case "won":
        c.say(t("announce.won", { n: store.deal }));
        break;
      case "stuck":
        c.say(
          `${t("stuck.title")}. ${store.outlook.value === "lost" ? t("lost.body") : t("stuck.body")}`,
        );
        break;
    }
    before = [...pos.foundations];
    stockBefore = pos.stock.length;
  });

  const label = () => {
    const root = c.view?.root;
    if (!root) return;
    root.setAttribute("role", "application");
    root.setAttribute("aria-label", `${t("table.label")}. ${t("table.keys")}`);
    if (!root.hasAttribute("tabindex")) root.tabIndex = 0;
    for (const el of root.querySelectorAll<HTMLElement>("[data-card]")) {
      const card = parseCard(el.dataset.card ?? "");
      if (card.ok) el.setAttribute("aria-label", cardText(card.value));
    }
  };
  effect(() => {
    language.value;
    display.value.largeCards;
    label();
    c.view?.redraw(false);
  });
  // The table mounts after the first render.
  const wait = () => (c.view ? label() : requestAnimationFrame(wait));
  wait();
}
