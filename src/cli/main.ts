import { parseArgs } from "node:util";
import { COMMANDS } from "./commands.js";
import { InputError } from "./common.js";

const HELP = `canfield: Canfield solitaire on the command line

Usage: canfield <command> [options]     canfield <command> --help

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(8)} ${c.summary}`)
  .join("\n")}
  serve    serve the game and its daily leaderboard (canfield serve --help; docs/server.md)

Exit codes: 0 done, 2 bad input (one line on stderr names it), 1 anything else.`;

const out = (line: string) => process.stdout.write(`${line}\n`);

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    out(HELP);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command)
    throw new InputError(`unknown command "${name}" (${Object.keys(COMMANDS).join(", ")})`);
  if (rest.includes("--help") || rest.includes("-h")) {
    out(`${command.usage}`);
    return 0;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: command.options,
      strict: true,
      allowPositionals: false,
    }).values as typeof values;
  } catch (e) {
    throw new InputError(e instanceof Error ? e.message.split("\n")[0] : String(e));
  }
  await command.run(values, out);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof InputError) {
      process.stderr.write(`${e.message}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(
        `canfield: internal error: ${e instanceof Error ? e.message : String(e)}\n`,
      );
      process.exitCode = 1;
    }
  },
);
