import type { Command } from "./common.js";
import { oddsCommand } from "./odds-command.js";
import { dealCommand, movesCommand, showCommand } from "./play-commands.js";
import { solveCommand, surveyCommand } from "./solve-commands.js";

/** Every subcommand of `canfield`, in the order the help lists them. */
export const COMMANDS: Readonly<Record<string, Command>> = {
  deal: dealCommand,
  show: showCommand,
  moves: movesCommand,
  solve: solveCommand,
  survey: surveyCommand,
  odds: oddsCommand,
};
