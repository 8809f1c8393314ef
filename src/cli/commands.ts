import type { Command } from "./common.js";
import { dealCommand, movesCommand, showCommand } from "./play-commands.js";

/** Every subcommand of `canfield`, in the order the help lists them. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  deal: dealCommand,
  show: showCommand,
  moves: movesCommand,
};
