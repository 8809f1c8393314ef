import { useEffect, useRef, useState } from "preact/hooks";
import { casinoScore } from "../../core/score.js";
import type { Controller } from "../controller.js";
import { features } from "../features.js";
import { formatMoney, formatTime, t } from "../i18n/index.js";
import { Dialogs } from "./Dialogs.js";
import { UpdateOffer } from "./Display.js";
import { Extras, openFeature, StuckExtras } from "./Extras.js";
import { Icon, type IconName } from "./icons.js";

function Clock({ c }: { c: Controller }) {
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, []);
  c.store.version.value;
  return <span class="stat">{t("status.time", { t: formatTime(c.store.elapsed()) })}</span>;
}

function Status({ c }: { c: Controller }) {
  const s = c.store;
  s.version.value;
  const pos = s.game.position;
  return (
    <div class="status" aria-live="off">
      <span class="stat" data-testid="moves">
        {t("status.moves", { n: s.moveCount.value })}
      </span>
      <Clock c={c} />
      {s.settings.value.scoring === "casino" ? (
        <span class="stat" data-testid="score">
          {t("status.casino", { n: formatMoney(casinoScore(pos)) })}
        </span>
      ) : (
        <span class="stat">{t("status.foundation", { n: pos.cardsOnFoundations() })}</span>
      )}
    </div>
  );
}

function Tool(props: {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  id: string;
}) {
  return (
    <button
      type="button"
      class="tool"
      data-action={props.id}
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <Icon name={props.icon} />
      <span class="tool-label">{props.label}</span>
    </button>
  );
}

function Stuck({ c }: { c: Controller }) {
  const o = c.store.outlook.value;
  if (o !== "stuck" && o !== "lost") return null;
  return (
    <div class="banner" role="status" data-testid="stuck">
      <strong>{t("stuck.title")}</strong>{" "}
      <span>{o === "lost" ? t("lost.body") : t("stuck.body")}</span>
      <span class="banner-actions">
        <button type="button" onClick={() => c.undo()}>
          {t("stuck.undo")}
        </button>
        <button type="button" onClick={() => c.restart()}>
          {t("stuck.restart")}
        </button>
        <button type="button" onClick={() => c.newDeal()}>
          {t("stuck.new")}
        </button>
        <StuckExtras />
      </span>
    </div>
  );
}

export function App({ c }: { c: Controller }) {
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tableRef.current) c.mount(tableRef.current);
  }, []);
  const s = c.store;
  s.version.value;
  const msg = c.message.value;
  return (
    <div class={`app${s.settings.value.leftHanded ? " left-handed" : ""}`}>
      <header class="bar top">
        <button
          type="button"
          class="deal"
          data-testid="deal"
          onClick={() => c.open({ kind: "choose" })}
        >
          {t("deal.label", { n: s.deal })}
        </button>
        <Status c={c} />
      </header>
      {msg && (
        <div class="message" role="alert" data-testid="message">
          <span>{msg}</span>
          <button
            type="button"
            aria-label={t("dialog.close")}
            onClick={() => (c.message.value = undefined)}
          >
            ×
          </button>
        </div>
      )}
      {s.storageFailed.value && <div class="message">{t("error.storage")}</div>}
      <main class="table-host" ref={tableRef} />
      <Stuck c={c} />
      <Extras c={c} />
      <nav class="bar bottom">
        <Tool
          id="undo"
          icon="undo"
          label={t("toolbar.undo")}
          disabled={!s.game.canUndo()}
          onClick={() => c.undo()}
        />
        <Tool
          id="redo"
          icon="redo"
          label={t("toolbar.redo")}
          disabled={!s.game.canRedo()}
          onClick={() => c.redo()}
        />
        <Tool
          id="hint"
          icon="hint"
          label={t("toolbar.hint")}
          disabled={!features.value || s.won.value}
          onClick={() => void features.value?.assistant.hint()}
        />
        <Tool
          id="restart"
          icon="restart"
          label={t("toolbar.restart")}
          onClick={() => c.restart()}
        />
        <Tool id="new" icon="new" label={t("toolbar.new")} onClick={() => c.newDeal()} />
        <Tool
          id="newgame"
          icon="winnable"
          label={t("newgame.winnable")}
          disabled={!features.value}
          onClick={() => openFeature("newgame")}
        />
        <Tool
          id="daily"
          icon="daily"
          label={t("toolbar.daily")}
          onClick={() => openFeature("daily")}
        />
        <Tool
          id="stats"
          icon="stats"
          label={t("toolbar.stats")}
          onClick={() => openFeature("stats")}
        />
        <Tool
          id="demo"
          icon="demo"
          label={t("toolbar.demo")}
          disabled={!features.value || s.won.value}
          onClick={() => void features.value?.assistant.startDemo()}
        />
        <Tool
          id="settings"
          icon="settings"
          label={t("toolbar.settings")}
          onClick={() => c.open({ kind: "settings" })}
        />
        <Tool
          id="help"
          icon="help"
          label={t("toolbar.help")}
          onClick={() => c.open({ kind: "help" })}
        />
      </nav>
      <div class="sr-only" aria-live="polite">
        {c.announcement.value}
      </div>
      <UpdateOffer c={c} />
      <Dialogs c={c} />
    </div>
  );
}
