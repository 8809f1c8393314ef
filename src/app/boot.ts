import { startA11y } from "./a11y.js";
import type { Controller } from "./controller.js";
import { startLanguage } from "./i18n/lang.js";
import { startDisplay } from "./prefs.js";
import { startPwa } from "./pwa.js";
import "./a11y.css";

/** Before anything is drawn: the language, the theme and card size, the service worker. */
export function beforeStart(): void {
  startLanguage();
  startDisplay();
  startPwa();
}

/** Once the app is rendered: screen-reader labels and announcements. */
export function afterRender(c: Controller): void {
  startA11y(c);
}
