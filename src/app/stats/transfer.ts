import * as v from "valibot";
import { err, ok, type Result } from "../../core/result.js";
import { describeIssue, type GameRecord, readGameRecord } from "./record.js";

/** The export file: `{"format":"canfield-stats","version":1,"exported":"…","games":[…]}`. */
export const EXPORT_FORMAT = "canfield-stats";
export const EXPORT_VERSION = 1;
/** Larger files are refused before parsing (some 100,000 games). */
export const MAX_IMPORT_BYTES = 30_000_000;

const Envelope = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(EXPORT_VERSION)),
  exported: v.optional(v.string()),
  games: v.array(v.unknown()),
});

/** The statistics as a JSON file's text. */
export function exportStats(records: readonly GameRecord[], now = Date.now()): string {
  const games = [...records].sort((a, b) => a.started - b.started || (a.id < b.id ? -1 : 1));
  return `${JSON.stringify(
    {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exported: new Date(now).toISOString(),
      games,
    },
    null,
    1,
  )}\n`;
}

/**
 * Reads an export file. Any problem (not JSON, not an export, one bad game) refuses the
 * whole file with a sentence that names it, so that nothing is half imported.
 */
export function importStats(text: string): Result<GameRecord[]> {
  if (text.length > MAX_IMPORT_BYTES) return err("the file is too large to be a statistics export");
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err(`the file is not JSON (${e instanceof Error ? e.message : "parse error"})`);
  }
  const env = v.safeParse(Envelope, data);
  if (!env.success) {
    const format = (data as { format?: unknown } | null)?.format;
    if (format !== EXPORT_FORMAT) return err("the file is not a Canfield statistics export");
    return err(`the export file is damaged: ${describeIssue(env.issues)}`);
  }
  const records: GameRecord[] = [];
  const ids = new Set<string>();
  for (const [i, raw] of env.output.games.entries()) {
    const r = readGameRecord(raw);
    if (!r.ok) return err(`game ${i + 1} of the file: ${r.error}`);
    if (ids.has(r.value.id)) return err(`game ${i + 1} of the file repeats the id "${r.value.id}"`);
    ids.add(r.value.id);
    records.push(r.value);
  }
  return ok(records);
}

/**
 * The imported records to write: games not here yet, and finished versions of games that
 * are still "playing" here. A game already recorded as finished is never replaced.
 */
export function recordsToImport(
  existing: readonly GameRecord[],
  imported: readonly GameRecord[],
): GameRecord[] {
  const here = new Map(existing.map((r) => [r.id, r]));
  return imported.filter((r) => {
    const old = here.get(r.id);
    return old === undefined || (old.result === "playing" && r.result !== "playing");
  });
}
