import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n/index.js";
import { openDialog } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { mountTable } from "../table/mount.js";
import { Banners } from "./Banners.js";
import { DialogHost } from "./dialogs/registry.js";
import { Status } from "./Status.js";
import { Toolbar } from "./Toolbar.js";
import { UpdateOffer } from "./UpdateOffer.js";

/** The page: the header, messages, the table, the banners, the toolbar and the dialog. */
export function App({ app }: { app: AppState }) {
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tableRef.current) mountTable(app, tableRef.current);
  }, []);
  const { game, message } = app;
  game.version.value;
  return (
    <div class={`app${app.settings.value.leftHanded ? " left-handed" : ""}`}>
      <header class="bar top">
        <button
          type="button"
          class="deal"
          data-testid="deal"
          onClick={() => openDialog(app, { kind: "choose" })}
        >
          {t("deal.label", { n: game.deal })}
        </button>
        <Status app={app} />
      </header>
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
      <main class="table-host" ref={tableRef} />
      <Banners app={app} />
      <Toolbar app={app} />
      <div class="sr-only" aria-live="polite">
        {app.announcement.value}
      </div>
      <UpdateOffer app={app} />
      <DialogHost app={app} />
    </div>
  );
}
