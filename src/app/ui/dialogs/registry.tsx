import type { FunctionComponent } from "preact";
import type { AppState } from "../../state/app.js";
import type { Dialog, DialogKind } from "../../state/dialogs.js";
import { ChooseDialog } from "./ChooseDialog.js";
import { DailyDialog } from "./DailyDialog.js";
import { HelpDialog } from "./HelpDialog.js";
import { LeaveDialog } from "./LeaveDialog.js";
import { NameDialog } from "./NameForm.js";
import { NewGameDialog } from "./NewGameDialog.js";
import { SettingsDialog } from "./SettingsDialog.js";
import { StatsDialog } from "./StatsDialog.js";
import { WonDialog } from "./WonDialog.js";

type DialogProps<K extends DialogKind> = {
  readonly app: AppState;
  readonly dialog: Extract<Dialog, { kind: K }>;
};

/** Every dialog by its kind: the one place that says which component draws which dialog. */
const DIALOGS: { readonly [K in DialogKind]: FunctionComponent<DialogProps<K>> } = {
  settings: SettingsDialog,
  choose: ChooseDialog,
  help: HelpDialog,
  won: WonDialog,
  leave: LeaveDialog,
  stats: StatsDialog,
  daily: DailyDialog,
  newgame: NewGameDialog,
  name: NameDialog,
};

/** The open dialog, if any (AppState.dialog). */
export function DialogHost({ app }: { app: AppState }) {
  const dialog = app.dialog.value;
  if (!dialog) return null;
  const Component = DIALOGS[dialog.kind] as FunctionComponent<DialogProps<DialogKind>>;
  return <Component app={app} dialog={dialog} />;
}
