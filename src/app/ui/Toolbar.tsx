import { startDemo } from "../assist/demo.js";
import { hint } from "../assist/hint.js";
import { t } from "../i18n/index.js";
import { newDeal, openDialog, redo, restart, undo } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { Icon, type IconName } from "./icons.js";

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

/** The actions under the table. */
export function Toolbar({ app }: { app: AppState }) {
  const { game } = app;
  game.version.value;
  const won = game.won.value;
  return (
    <nav class="bar bottom">
      <Tool
        id="undo"
        icon="undo"
        label={t("toolbar.undo")}
        disabled={!game.game.canUndo()}
        onClick={() => undo(app)}
      />
      <Tool
        id="redo"
        icon="redo"
        label={t("toolbar.redo")}
        disabled={!game.game.canRedo()}
        onClick={() => redo(app)}
      />
      <Tool
        id="hint"
        icon="hint"
        label={t("toolbar.hint")}
        disabled={won}
        onClick={() => void hint(app)}
      />
      <Tool id="restart" icon="restart" label={t("toolbar.restart")} onClick={() => restart(app)} />
      <Tool id="new" icon="new" label={t("toolbar.new")} onClick={() => newDeal(app)} />
      <Tool
        id="newgame"
        icon="winnable"
        label={t("newgame.winnable")}
        onClick={() => openDialog(app, { kind: "newgame" })}
      />
      <Tool
        id="daily"
        icon="daily"
        label={t("toolbar.daily")}
        onClick={() => openDialog(app, { kind: "daily" })}
      />
      <Tool
        id="stats"
        icon="stats"
        label={t("toolbar.stats")}
        onClick={() => openDialog(app, { kind: "stats" })}
      />
      <Tool
        id="demo"
        icon="demo"
        label={t("toolbar.demo")}
        disabled={won}
        onClick={() => void startDemo(app)}
      />
      <Tool
        id="settings"
        icon="settings"
        label={t("toolbar.settings")}
        onClick={() => openDialog(app, { kind: "settings" })}
      />
      <Tool
        id="help"
        icon="help"
        label={t("toolbar.help")}
        onClick={() => openDialog(app, { kind: "help" })}
      />
    </nav>
  );
}
