import { playDaily } from "../daily/play.js";
import { t } from "../i18n/index.js";
import { openPersistence } from "../persist/open.js";
import type { Route } from "../route.js";
import { rulesOf } from "../settings/settings.js";
import { openDialog } from "./actions.js";
import { setAddress } from "./address.js";
import type { AppState } from "./app.js";

/**
 * Start-up once the page is drawn: the storage opens and the saved game comes back, or the
 * deal or daily date the address names starts. A failure leaves the game playable with a
 * notice.
 */
export async function startGame(app: AppState, route: Route): Promise<void> {
  try {
    await resumeOrStart(app, route);
  } catch (e) {
    console.error(e);
    app.storage.notice.value = t("save.failed");
  }
}

async function resumeOrStart(app: AppState, route: Route): Promise<void> {
  const { persistence, resumed, savedOther } = await openPersistence(app, route);
  if (resumed) {
    if (resumed.daily !== null && resumed.deal !== null)
      app.daily.value = { day: resumed.daily, deal: resumed.deal };
    setAddress(app);
    if (savedOther) {
      if (route.kind === "deal")
        openDialog(app, {
          kind: "leave",
          next: {
            kind: "deal",
            deal: route.deal,
            rules: route.rules ?? rulesOf(app.settings.value),
            link: true,
          },
        });
      else if (route.kind === "daily") void playDaily(app, route.date);
    }
    return;
  }
  if (route.kind === "daily") await playDaily(app, route.date);
  // Moves made while the storage opened are saved now.
  else if (app.game.game.moves().length > 0)
    persistence.session.handle({ type: "move", auto: false });
}
