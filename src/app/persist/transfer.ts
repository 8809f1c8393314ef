import { ok, type Result } from "../../core/result.js";
import { exportStats, importStats, recordsToImport } from "../stats/transfer.js";
import type { GameStorage } from "./storage.js";

/** The text of the statistics file to download (canfield-stats.json). */
export async function exportFromStorage(storage: GameStorage, now = Date.now()): Promise<string> {
  return exportStats((await storage.loadGames()).records, now);
}

/**
 * Imports a statistics file: the whole file is checked first, and a bad one writes nothing
 * (the error names the problem). Games already recorded as finished are kept as they are.
 */
export async function importIntoStorage(
  storage: GameStorage,
  text: string,
): Promise<Result<{ added: number; kept: boolean }>> {
  const imported = importStats(text);
  if (!imported.ok) return imported;
  const existing = (await storage.loadGames()).records;
  const fresh = recordsToImport(existing, imported.value);
  const kept = fresh.length === 0 ? storage.status.kept : await storage.putGames(fresh);
  return ok({ added: fresh.length, kept });
}
