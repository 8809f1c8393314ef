import { startDemo } from "../assist/demo.js";
import { hint } from "../assist/hint.js";
import { t } from "../i18n/index.js";
import { openDialog, redo, undo } from "../state/actions.js";
import type { AppState } from "../state/app.js";
import { leaveFor } from "../state/leave.js";
import { Icon } from "./icons.js";
import { useLongPressName } from "./long-press.js";
import { MenuButton, type MenuEntry } from "./Menu.js";
import { useMedia } from "./media.js";
import "./toolbar.css";

/**
 * Where the toolbar keeps only what is used all the time and puts the rest in a menu: narrow
 * screens (phones, small tablets) and short ones (a phone held sideways).
 */
export const COMPACT_TOOLBAR = "(max-width: 899px), (max-height: 500px)";

type Action = Omit<MenuEntry, "group">;

function Tool({ action }: { action: Action }) {
  const press = useLongPressName();
  return (
    <button
      type="button"
      class="tool"
      data-action={action.id}
      aria-label={action.label}
      aria-keyshortcuts={action.keys}
      title={action.label}
      disabled={action.disabled}
      {...press.handlers}
      onClick={() => {
        if (!press.swallowClick()) action.run();
      }}
    >
      <Icon name={action.icon} />
      <span class="tool-label">{action.label}</span>
      {press.named && (
        <span class="tool-name" aria-hidden="true">
          {action.label}
        </span>
      )}
    </button>
  );
}

/** Every action of the toolbar, named, drawn and wired once. */
function actionsOf(app: AppState) {
  const won = app.game.won.value;
  const dialog = (kind: "newgame" | "daily" | "stats" | "settings" | "help") => () =>
    openDialog(app, { kind });
  return {
    undo: {
      id: "undo",
      icon: "undo",
      label: t("toolbar.undo"),
      keys: "U Control+Z",
      disabled: !app.game.game.canUndo(),
      run: () => undo(app),
    },
    redo: {
      id: "redo",
      icon: "redo",
      label: t("toolbar.redo"),
      keys: "Control+Y",
      disabled: !app.game.game.canRedo(),
      run: () => redo(app),
    },
    hint: {
      id: "hint",
      icon: "hint",
      label: t("toolbar.hint"),
      disabled: won,
      run: () => void hint(app),
    },
    restart: {
      id: "restart",
      icon: "restart",
      label: t("toolbar.restart"),
      keys: "Shift+R",
      run: () => leaveFor(app, { kind: "restart" }),
    },
    new: {
      id: "new",
      icon: "new",
      label: t("toolbar.new"),
      keys: "N",
      run: () => leaveFor(app, { kind: "deal" }),
    },
    newgame: {
      id: "newgame",
      icon: "winnable",
      label: t("newgame.winnable"),
      run: dialog("newgame"),
    },
    daily: { id: "daily", icon: "daily", label: t("toolbar.daily"), run: dialog("daily") },
    stats: { id: "stats", icon: "stats", label: t("toolbar.stats"), run: dialog("stats") },
    demo: {
      id: "demo",
      icon: "demo",
      label: t("toolbar.demo"),
      disabled: won,
      run: () => void startDemo(app),
    },
    settings: {
      id: "settings",
      icon: "settings",
      label: t("toolbar.settings"),
      run: dialog("settings"),
    },
    help: { id: "help", icon: "help", label: t("toolbar.help"), keys: "?", run: dialog("help") },
  } satisfies Record<string, Action>;
}

/**
 * The actions under the table, in groups: playing (Undo, Redo, Hint) on the left, what ends the
 * game (New deal, Restart) away from Undo. On a wide screen every action is a labelled button;
 * on a phone, Undo, Redo and Hint on the left, New deal and a menu with the rest on the right.
 */
export function Toolbar({ app }: { app: AppState }) {
  app.game.version.value;
  const compact = useMedia(COMPACT_TOOLBAR);
  const a = actionsOf(app);
  if (compact) {
    const entries: MenuEntry[] = [
      a.restart,
      { ...a.newgame, group: true },
      a.daily,
      { ...a.demo, group: true },
      a.stats,
      { ...a.settings, group: true },
      a.help,
    ];
    return (
      <nav class="bar bottom compact" aria-label={t("toolbar.label")}>
        <div class="tool-group">
          <Tool action={a.undo} />
          <Tool action={a.redo} />
          <Tool action={a.hint} />
        </div>
        <div class="tool-group">
          <Tool action={a.new} />
          <MenuButton id="more" icon="more" label={t("toolbar.more")} entries={entries} />
        </div>
      </nav>
    );
  }
  return (
    <nav class="bar bottom wide" aria-label={t("toolbar.label")}>
      <div class="tool-group">
        <Tool action={a.undo} />
        <Tool action={a.redo} />
        <Tool action={a.hint} />
      </div>
      <div class="tool-group">
        <Tool action={a.demo} />
        <Tool action={a.daily} />
        <Tool action={a.stats} />
      </div>
      <div class="tool-group">
        <Tool action={a.new} />
        <Tool action={a.newgame} />
        <Tool action={a.restart} />
      </div>
      <div class="tool-group">
        <Tool action={a.settings} />
        <Tool action={a.help} />
      </div>
    </nav>
  );
}
