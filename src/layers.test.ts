import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

// The layer check of `npm test` (layers.biome.jsonc) run on a small tree made here, to show
// that each rule fails on a forbidden import and lets the allowed ones through.
const ROOT = join(import.meta.dirname, "..");
const TREE = join(ROOT, "test-results", "layers-fixture");
const CONFIG = "layers.biome.jsonc";

// Each row: a file, one import in it, and whether the layer rules forbid it. The imported
// files do not exist, so that these imports make no cycle.
const IMPORTS: [file: string, from: string, forbidden: boolean][] = [
  ["src/core/a.ts", "./rules.js", false],
  ["src/core/a.ts", "../solver/search.js", true],
  ["src/core/a.ts", "node:fs", true],
  ["src/core/a.ts", "preact", true],
  ["src/core/a.test.ts", "vitest", false],
  ["src/core/a.test.ts", "../deals/daily.js", true],
  ["src/solver/s.ts", "../core/position.js", false],
  ["src/solver/s.ts", "../deals/levels.js", true],
  ["src/solver/s.ts", "node:worker_threads", true],
  ["src/solver/s.test.ts", "fast-check", false],
  ["src/solver/s.test.ts", "../app/store.js", true],
  ["src/solver/v1/s.ts", "../stock.js", false],
  ["src/solver/v1/s.ts", "../../core/move.js", false],
  ["src/solver/v1/s.ts", "../../deals/daily.js", true],
  ["src/deals/d.ts", "../solver/index.js", false],
  ["src/deals/d.ts", "../solver/v1/index.js", false],
  ["src/deals/d.ts", "../core/deal.js", false],
  ["src/deals/d.ts", "../app/store.js", true],
  ["src/deals/d.ts", "idb", true],
  ["src/fair/f.ts", "../deals/levels.js", false],
  ["src/fair/f.ts", "../cli/main.js", true],
  ["src/cli/c.ts", "../deals/daily.js", false],
  ["src/cli/c.ts", "node:fs", false],
  ["src/cli/c.ts", "../app/route.js", true],
  ["src/cli/c.ts", "../server/main.js", true],
  ["src/server/h.ts", "../solver/index.js", false],
  ["src/server/h.ts", "../cli/common.js", true],
  ["src/bench/b.ts", "../solver/index.js", false],
  ["src/bench/b.ts", "../cli/survey.js", true],
  ["src/app/ui/v.tsx", "../../core/game.js", false],
  ["src/app/ui/v.tsx", "../state/store.js", false],
  ["src/app/ui/v.tsx", "preact/hooks", false],
  ["src/app/ui/v.tsx", "../../server/main.js", true],
  ["src/app/ui/v.tsx", "../../bench/solver.js", true],
  ["e2e/p.spec.ts", "../src/app/i18n/en.js", false],
  ["e2e/p.spec.ts", "@playwright/test", false],
  ["e2e/p.spec.ts", "../src/cli/main.js", true],
];

// Two files that import each other make a cycle; two that import only each other's types do not.
const CYCLE = {
  "src/app/state/one.ts": 'import { two } from "./two.js";\nexport const one = () => two;\n',
  "src/app/state/two.ts": 'import { one } from "./one.js";\nexport const two = () => one;\n',
  "src/app/state/t1.ts": 'import type { B } from "./t2.js";\nexport type A = { b?: B };\n',
  "src/app/state/t2.ts": 'import type { A } from "./t1.js";\nexport type B = { a?: A };\n',
};

interface Diagnostic {
  category: string;
  location: { path: string; start: { line: number } };
}

function writeTree() {
  rmSync(TREE, { recursive: true, force: true });
  const files = new Map<string, string[]>();
  for (const [file, from] of IMPORTS) files.set(file, [...(files.get(file) ?? []), from]);
  const all: Record<string, string> = { ...CYCLE };
  for (const [file, froms] of files) all[file] = froms.map((f) => `import "${f}";\n`).join("");
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(dirname(join(TREE, file)), { recursive: true });
    writeFileSync(join(TREE, file), text);
  }
  copyFileSync(join(ROOT, CONFIG), join(TREE, CONFIG));
}

function check(): Diagnostic[] {
  const biome = join(ROOT, "node_modules", ".bin", "biome");
  const args = ["lint", `--config-path=${CONFIG}`, "--reporter=json", "src", "e2e"];
  const r = spawnSync(biome, args, { cwd: TREE, encoding: "utf8" });
  return JSON.parse(r.stdout).diagnostics;
}

const where = (d: Diagnostic) =>
  `${d.location.path.replaceAll("\\", "/")}:${d.location.start.line}`;

describe("the layer check", () => {
  let found: Diagnostic[] = [];
  beforeAll(() => {
    writeTree();
    found = check();
  });

  it("flags every forbidden import and no allowed one", () => {
    const flagged = new Set(
      found.filter((d) => d.category === "lint/style/noRestrictedImports").map(where),
    );
    const lines = new Map<string, number>();
    const expected = IMPORTS.map(([file, from, forbidden]) => {
      const line = (lines.get(file) ?? 0) + 1;
      lines.set(file, line);
      return { at: `${file}:${line}`, from, forbidden };
    });
    expect(expected.map((e) => ({ ...e, forbidden: flagged.has(e.at) }))).toEqual(expected);
  });

  it("flags an import cycle, and not a cycle of type-only imports", () => {
    const cycles = found.filter((d) => d.category === "lint/suspicious/noImportCycles").map(where);
    expect(cycles.sort()).toEqual(["src/app/state/one.ts:1", "src/app/state/two.ts:1"]);
  });

  it("reports nothing else", () => {
    const other = found.filter((d) => !d.category.startsWith("lint/")).map((d) => d.category);
    expect(other).toEqual([]);
  });
});
