import { render } from "preact";
import { startAnnouncer } from "./a11y/announcer.js";
import { startRecordReviews } from "./assist/records.js";
import { startAssist } from "./assist/start.js";
import { localReason, setLanguage, t } from "./i18n/index.js";
import { startLeaderboard } from "./leaderboard/start.js";
import { startPwa } from "./offline/pwa.js";
import { parseRoute, type Route } from "./route.js";
import { applySettings, languageOf } from "./settings/apply.js";
import { rulesOf } from "./settings/settings.js";
import { loadSettings } from "./settings/storage.js";
import { startSound } from "./sound/sound.js";
import { newDeal, randomDeal } from "./state/actions.js";
import { type AppState, createApp } from "./state/app.js";
import { startLinks } from "./state/links.js";
import { startGame } from "./state/start.js";
import { suitSprite } from "./table/card-art.js";
import { App } from "./ui/App.js";
import "./a11y/a11y.css";
import "./style.css";

/** The deal the address names, or a random one; and why the address was refused, if it was. */
function firstDeal(loaded: ReturnType<typeof loadSettings>) {
  const route = parseRoute(location.hash);
  let deal = randomDeal();
  let rules = rulesOf(loaded.settings);
  let wanted: Route = { kind: "none" };
  if (route.ok && route.value.kind === "daily") wanted = route.value;
  else if (route.ok && route.value.kind === "deal") {
    wanted = route.value;
    deal = route.value.deal;
    rules = route.value.rules ?? rules;
  }
  return { deal, rules, wanted, refused: route.ok ? undefined : route.error };
}

/** Everything that keeps the page in step with the state. */
function startPage(app: AppState): void {
  applySettings(app);
  startPwa(app);
  startLinks(app);
  startAnnouncer(app);
  startAssist(app);
  startRecordReviews(app);
  startLeaderboard(app);
  startSound(app);
  document.addEventListener("visibilitychange", () => app.game.pauseClock(document.hidden));
}

async function start(): Promise<void> {
  const loaded = loadSettings();
  // The first screen in the player's language, not English and then a switch.
  await setLanguage(languageOf(loaded.settings));
  const first = firstDeal(loaded);
  const app = createApp(first.deal, first.rules, loaded);
  startPage(app);
  document.body.insertAdjacentHTML("afterbegin", suitSprite());
  // Said in the language of the settings, now applied.
  const why = first.refused === undefined ? undefined : localReason(first.refused);
  const message = why === undefined ? undefined : t("error.link", { why });
  app.message.value = message;
  newDeal(app, first.deal, first.rules);
  render(<App app={app} />, document.getElementById("app") as HTMLElement);
  // The saved game or the linked deal, once the storage is open.
  void startGame(app, first.wanted).then(() => {
    if (message === undefined || app.message.value !== message) return;
    app.message.value = app.game.started() ? t("error.linkKept", { why: why ?? "" }) : message;
  });
}

start().catch((e: unknown) => {
  // A bug, not bad input: still never a blank page.
  console.error(e);
  const p = document.createElement("p");
  p.className = "crash";
  p.textContent = t("error.crash");
  document.getElementById("app")?.replaceChildren(p);
});
