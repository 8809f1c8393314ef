#!/usr/bin/env node
// "canfield serve" starts the game's server (src/server); every other command is the command
// line (src/cli). Neither imports the other: this file is the one place that knows both.
if (process.argv[2] === "serve") {
  const { serve } = await import("../dist/server/main.js");
  await serve(process.argv.slice(3));
} else {
  await import("../dist/cli/main.js");
}
