/**
 * Saving the game in progress and the game records. open.ts wires all of it to the app's
 * state at start-up (openPersistence); the parts on their own:
 *
 *   const storage = await GameStorage.open();          // never throws
 *   if (!storage.status.kept) show(storage.status.reason);   // private mode, quota, no IndexedDB
 *   const loaded = await storage.loadCurrent();
 *   if (loaded.kind === "corrupt") show(loaded.message);      // raw data kept in storage.backups()
 *   if (loaded.kind === "ok") {                               // resume when the URL names that deal or none
 *     const game = restoreGame(loaded.save);                 // Result<Game>, with undo/redo history
 *     // put game, deal (loaded.save.deal) and clock (loaded.save.ms) on the table: GameState.load
 *     session.resume(loaded.save, recordWithThatId);
 *   }
 *   const session = new SaveSession(storage, sourceOf(gameState, () => settings), { daily, onStale, onKept });
 *   gameState.subscribe(session.handle);   // start / move / undo / redo / restart / won / stuck
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
export { type GameSource, SaveSession, type SessionOptions, sourceOf } from "./session.js";
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
