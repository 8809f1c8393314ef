import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n/index.js";
import type { AppState } from "../state/app.js";
import { mountTable } from "../table/mount.js";
import { Banners } from "./Banners.js";
import { DialogHost } from "./dialogs/registry.js";
import { Header } from "./Header.js";
import { Toolbar } from "./Toolbar.js";
import { UpdateOffer } from "./UpdateOffer.js";

/**
 * The page: the header, the table, the notices, the toolbar and the dialog. Notices (messages,
 * banners, the service worker's news) float in the room the table's layout keeps free of cards
 * (a band under the tableau, or the column beside the reserve), so none of them moves a card.
 */
export function App({ app }: { app: AppState }) {
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tableRef.current) mountTable(app, tableRef.current);
  }, []);
  const { game, message } = app;
  game.version.value;
  return (
    <div class={`app${app.settings.value.leftHanded ? " left-handed" : ""}`}>
      <Header app={app} />
      <div class="stage">
        <main class="table-host" ref={tableRef} />
        <div class="notices" data-testid="notices">
          {message.value && (
            <div class="message" role="alert" data-testid="message">
              <span>{message.value}</span>
              <button
                type="button"
                aria-label={t("dialog.close")}
                onClick={() => (message.value = undefined)}
              >
                ×
              </button>
            </div>
          )}
          {app.settingsRefused.value && <div class="message">{t("error.storage")}</div>}
          <Banners app={app} />
          <UpdateOffer app={app} />
        </div>
      </div>
      <Toolbar app={app} />
      <div class="sr-only" aria-live="polite">
        {app.announcement.value}
      </div>
      <DialogHost app={app} />
    </div>
  );
}
