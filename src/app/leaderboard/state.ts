import { type Signal, signal } from "@preact/signals";
import type { Fetch, Service } from "./api.js";
import type { OutboxEntry } from "./entry.js";

/** The daily leaderboard as the page knows it (AppState.leaderboard). */
export interface LeaderboardState {
  /** Whether the service answers (api.ts): "absent" on a plain static site. */
  readonly service: Signal<Service>;
  /** The daily results this browser keeps, by date: waiting, sent or refused (the outbox). */
  readonly entries: Signal<ReadonlyMap<string, OutboxEntry>>;
  /** The outbox has been read from storage. */
  readonly loaded: Signal<boolean>;
  /** A result is on its way. */
  readonly sending: Signal<boolean>;
  /** Bumped whenever the board may have changed (a result kept): boards on screen reload. */
  readonly version: Signal<number>;
  /** The player put off choosing a name: the form does not open by itself again on this page. */
  readonly nameLater: Signal<boolean>;
  /** The player's id once known (player.ts), also when the browser refuses to store it. */
  player: string | undefined;
  /** A later try (the service was down or busy), and another pass asked while one runs. */
  retry: ReturnType<typeof setTimeout> | undefined;
  again: boolean;
  /** How the page reaches the service (tests give their own). */
  readonly fetch: Fetch;
}

export function createLeaderboard(
  fetchFn: Fetch = (url, init) => fetch(url, init),
): LeaderboardState {
  return {
    service: signal("unknown"),
    entries: signal(new Map()),
    loaded: signal(false),
    sending: signal(false),
    version: signal(0),
    nameLater: signal(false),
    player: undefined,
    retry: undefined,
    again: false,
    fetch: fetchFn,
  };
}
