import { describe, expect, it } from "vitest";
import { isUuid } from "./entry.js";
import { makeUuid, PLAYER_KEY, playerId, storedPlayer } from "./player.js";

/** localStorage's part that the player's id uses. */
function memoryStorage(refuse = false): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (refuse) throw new DOMException("full", "QuotaExceededError");
      data.set(k, v);
    },
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

describe("the player's id", () => {
  it("is a version-4 UUID, also from given bytes", () => {
    const id = makeUuid();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe("4");
    expect("89ab").toContain(id[19]);
    expect(makeUuid((b) => b.fill(0xff))).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(makeUuid()).not.toBe(id);
  });

  it("is made once and kept: the next page reads the same id", () => {
    const storage = memoryStorage();
    expect(storedPlayer(storage)).toBeUndefined();
    const id = playerId(undefined, storage);
    expect(JSON.parse(storage.getItem(PLAYER_KEY) ?? "")).toEqual({ v: 1, id });
    expect(playerId(undefined, storage)).toBe(id);
    expect(playerId("11111111-2222-4333-8444-555555555555", storage)).toBe(
      "11111111-2222-4333-8444-555555555555",
    );
  });

  it("a stored value that does not read is replaced", () => {
    const storage = memoryStorage();
    storage.setItem(PLAYER_KEY, '{"v":1,"id":"<script>"}');
    expect(storedPlayer(storage)).toBeUndefined();
    const id = playerId(undefined, storage);
    expect(isUuid(id)).toBe(true);
    expect(storedPlayer(storage)).toBe(id);
    storage.setItem(PLAYER_KEY, "not json");
    expect(storedPlayer(storage)).toBeUndefined();
  });

  it("a browser that refuses storage still gets an id for the page", () => {
    expect(isUuid(playerId(undefined, memoryStorage(true)))).toBe(true);
    expect(isUuid(playerId(undefined, undefined))).toBe(true);
  });
});
