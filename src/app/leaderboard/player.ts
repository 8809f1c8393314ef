import { browserStorage } from "../settings/storage.js";
import { isUuid } from "./entry.js";

/**
 * The player's id on the daily board: a random UUID made by this browser the first time a
 * daily result is kept, and kept in localStorage under its own key, `{"v": 1, "id": …}`. The
 * service never shows it to anyone; it only tells one player's results from another's.
 */
export const PLAYER_KEY = "canfield.player";

/** A random version-4 UUID; also where crypto.randomUUID is missing (a page over plain HTTP). */
export function makeUuid(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const b = new Uint8Array(16);
  random(b);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stored id, or undefined when there is none yet (or it does not read). */
export function storedPlayer(storage = browserStorage()): string | undefined {
  try {
    const text = storage?.getItem(PLAYER_KEY);
    if (text == null) return undefined;
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === "string" && isUuid(id) ? id.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The player's id: the stored one, else a new one, stored. Where the browser refuses storage
 * the id still holds for this page (`known`, kept in the leaderboard's state).
 */
export function playerId(known: string | undefined, storage = browserStorage()): string {
  if (known !== undefined) return known;
  const stored = storedPlayer(storage);
  if (stored !== undefined) return stored;
  const id = makeUuid();
  try {
    storage?.setItem(PLAYER_KEY, JSON.stringify({ v: 1, id }));
  } catch {
    // Not kept: a later page makes another id, and the board counts it as another player.
  }
  return id;
}
