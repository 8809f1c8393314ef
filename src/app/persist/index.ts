/**
 * Saving the game in progress and the game records (issue 5).
 *
 * Usage (the UI, once at start-up):
 *   const storage = await GameStorage.open();          // never throws
 *   if (!storage.status.kept) show(storage.status.reason);   // private mode, quota, no IndexedDB
 *   const loaded = await storage.loadCurrent();
 *   if (loaded.kind === "corrupt") show(loaded.message);      // raw data kept in storage.backups()
 *   if (loaded.kind === "ok") {                               // resume when the URL names that deal or none
 *     const game = restoreGame(loaded.save);                 // Result<Game>, with undo/redo history
 *     // put game, deal (loaded.save.deal), clock (loaded.save.ms) and settings into the Store
 *     session.resume(loaded.save, recordWithThatId);
 *   }
 *   const session = new SaveSession(storage, store, { daily: () => dailyDateOrNull, onStale, onKept });
 *   store.subscribe(session.handle);   // start / move / undo / redo / restart / won / stuck
 *   storage.onChange((n) => reloadStats());   // another tab wrote games or the save
 * Hints and demos: session.noteHint(), session.noteDemo().
 * Stats file: exportFromStorage(storage) → text to download; importIntoStorage(storage, text)
 * → Result<{ added }> (a bad file writes nothing and the error says why).
 * onStale: another tab saved a newer game; offer "reload" or "continue here"
 * (storage.saveCurrent(snapshot, { takeOver: true })).
 */
export {
  type GameSnapshot,
  readSave,
  restoreGame,
  SAVE_VERSION,
  type SavedGame,
  snapshotGame,
} from "./save.js";
export { type GameSource, SaveSession, type SessionOptions } from "./session.js";
export {
  type Backup,
  type ChangeNotice,
  DB_NAME,
  DB_VERSION,
  GameStorage,
  type LoadedSave,
  type RefusalCode,
  type SaveOutcome,
  type StorageStatus,
} from "./storage.js";
export { exportFromStorage, importIntoStorage } from "./transfer.js";
