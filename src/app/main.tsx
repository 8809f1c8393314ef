import { render } from "preact";
import { afterRender, beforeStart } from "./boot.js";
import { Controller, randomDeal } from "./controller.js";
import { startFeatures } from "./features.js";
import { localReason, t } from "./i18n/index.js";
import { parseRoute, type Route } from "./route.js";
import { loadSettings, rulesOf } from "./settings.js";
import { Store } from "./store.js";
import { suitSprite } from "./table/card-art.js";
import { App } from "./ui/App.js";
import "./style.css";

function start(): void {
  beforeStart();
  document.title = t("app.title");
  document.body.insertAdjacentHTML("afterbegin", suitSprite());

  // The address names the deal; a bad one gets a message and a fresh deal, never a blank page.
  const route = parseRoute(location.hash);
  let deal = randomDeal();
  let rules = rulesOf(loadSettings());
  let message: string | undefined;
  let wanted: Route = { kind: "none" };
  if (!route.ok) message = t("error.link", { why: localReason(route.error) });
  else if (route.value.kind === "daily") wanted = route.value;
  else if (route.value.kind === "deal") {
    wanted = route.value;
    deal = route.value.deal;
    rules = route.value.rules ?? rules;
  }

  const store = new Store(deal, rules);
  const controller = new Controller(store);
  controller.message.value = message;
  store.newDeal(deal, rules);
  render(<App c={controller} />, document.getElementById("app") as HTMLElement);
  afterRender(controller);
  // Saving, statistics, daily deals and the solver: the saved game or the linked deal.
  void startFeatures(controller, wanted).then(() => {
    if (message === undefined || controller.message.value !== message) return;
    controller.message.value = store.started()
      ? t("error.linkKept", { why: route.ok ? "" : localReason(route.error) })
      : message;
  });
}

try {
  start();
} catch (e) {
  // A bug, not bad input: still never a blank page.
  console.error(e);
  const p = document.createElement("p");
  p.className = "crash";
  p.textContent = t("error.crash");
  document.getElementById("app")?.replaceChildren(p);
}
