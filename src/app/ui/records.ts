import { useEffect, useState } from "preact/hooks";
import type { AppState } from "../state/app.js";
import type { GameRecord } from "../stats/index.js";

/** The stored games and the sentences about records that could not be read. */
export interface Records {
  readonly records: readonly GameRecord[];
  readonly problems: readonly string[];
}

/**
 * The games as stored, read again whenever they change (this tab or another); undefined
 * until the storage has answered.
 */
export function useRecords(app: AppState): Records | undefined {
  const persistence = app.storage.persistence.value;
  const version = app.storage.version.value;
  const [loaded, setLoaded] = useState<Records | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void persistence?.storage.loadGames().then((r) => {
      if (live) setLoaded(r);
    });
    return () => {
      live = false;
    };
  }, [version, persistence]);
  return loaded;
}
