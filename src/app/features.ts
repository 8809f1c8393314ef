import { signal } from "@preact/signals";
import { makeRules, PRESET_RULES, sameRules } from "../core/rules.js";
import type { Level } from "../deals/levels.js";
import { type Controller, randomDeal } from "./controller.js";
import { Assistant } from "./hints.js";
import { t } from "./i18n/index.js";
import { openPersistence, type Persistence, saveNotice } from "./persistence-wiring.js";
import type { Route } from "./route.js";
import { rulesOf } from "./settings.js";
import { isDay, localDay } from "./stats/index.js";

export type FeatureDialog = { readonly kind: "stats" | "daily" | "newgame" };

/** The dialogs of issue 5, apart from the Controller's own. */
export const featureDialog = signal<FeatureDialog | undefined>(undefined);
/** A search for a new deal in progress (level), for the progress line and its Cancel. */
export const finding = signal<Level | undefined>(undefined);
export const findError = signal<string | undefined>(undefined);

/**
 * Saving, statistics, the daily deal, difficulty and the solver's help, wired to the
 * Controller and the Store. One instance for the page: `features.value` once started.
 */
export class Features {
  persistence: Persistence | undefined;
  readonly assistant: Assistant;
  /** The daily deal being played (or asked for), and its date. */
  daily: { readonly day: string; readonly deal: number } | null = null;
  private readonly dailyDeals = new Map<string, number>();

  constructor(readonly c: Controller) {
    this.assistant = new Assistant(c, () => this.persistence?.session);
    c.addressOf = () => (this.isDaily() ? `#/daily/${this.daily?.day}` : undefined);
    c.onDaily = (day) => void this.playDaily(day);
  }

  /** Whether the deal on the table is the daily deal named in `daily`. */
  isDaily(): boolean {
    const s = this.c.store;
    return (
      this.daily !== null && s.deal === this.daily.deal && sameRules(s.rules, PRESET_RULES.classic)
    );
  }

  today(): string {
    return localDay(Date.now());
  }

  /** Start-up: the saved game, or the deal the address names. */
  async boot(route: Route): Promise<void> {
    const c = this.c;
    if (route.kind === "daily") this.daily = null;
    const p = await openPersistence(c, route, () =>
      this.isDaily() ? (this.daily?.day ?? null) : null,
    );
    this.persistence = p;
    if (p.resumed) {
      const save = await p.storage.loadCurrent();
      if (save.kind === "ok" && save.save.daily !== null && save.save.deal !== null)
        this.daily = { day: save.save.daily, deal: save.save.deal };
      c.setAddress();
      if (p.savedOther) {
        if (route.kind === "deal")
          c.open({
            kind: "leave",
            deal: route.deal,
            rules: route.rules ?? rulesOf(c.store.settings.value),
          });
        else if (route.kind === "daily") void this.playDaily(route.date);
      }
      return;
    }
    if (route.kind === "daily") await this.playDaily(route.date);
    // Moves made while the storage opened are saved now.
    else if (c.store.game.moves().length > 0) p.session.handle({ type: "move", auto: false });
  }

  private async dailyDeal(day: string): Promise<number | undefined> {
    const known = this.dailyDeals.get(day);
    if (known !== undefined) return known;
    const r = await this.assistant.solver.request({ type: "daily", day }, { timeoutMs: 30_000 });
    if (!r.ok) {
      this.c.message.value = t("daily.failed", { why: r.error });
      return undefined;
    }
    this.dailyDeals.set(day, r.value.deal);
    return r.value.deal;
  }

  /** Opens a date's daily deal (today's when none is given), asking before leaving a started game. */
  async playDaily(day: string | undefined): Promise<void> {
    const c = this.c;
    const date = day ?? this.today();
    if (!isDay(date) || date > this.today()) {
      c.message.value = t("daily.badDate", { day: date });
      if (!c.store.started()) c.newDeal();
      else c.setAddress();
      return;
    }
    const deal = await this.dailyDeal(date);
    if (deal === undefined) {
      c.setAddress();
      return;
    }
    featureDialog.value = undefined;
    const already = this.isDaily() && this.daily?.day === date;
    this.daily = { day: date, deal };
    if (already) {
      c.setAddress();
      return;
    }
    if (c.store.started()) c.open({ kind: "leave", deal, rules: PRESET_RULES.classic });
    else c.newDeal(deal, PRESET_RULES.classic);
  }

  /** A new game: any deal at once, or a winnable deal of a level found in the worker. */
  async newGame(level: Level | "any"): Promise<void> {
    const c = this.c;
    findError.value = undefined;
    if (level === "any") {
      featureDialog.value = undefined;
      c.newDeal();
      return;
    }
    const rules = rulesOf(c.store.settings.value);
    finding.value = level;
    const r = await this.assistant.solver.request(
      { type: "find", level, rules: makeRules(rules), start: randomDeal() },
      { timeoutMs: 30_000 },
    );
    if (finding.value !== level) return;
    finding.value = undefined;
    if (!r.ok) {
      findError.value = r.error === "cancelled" ? undefined : t("newgame.failed", { why: r.error });
      return;
    }
    featureDialog.value = undefined;
    c.newDeal(r.value.deal, rules);
  }

  cancelFind(): void {
    finding.value = undefined;
    this.assistant.solver.cancel();
  }
}

export const features = signal<Features | undefined>(undefined);

/** Starts everything of issue 5; a failure leaves the game playable with a notice. */
export async function startFeatures(c: Controller, route: Route): Promise<void> {
  const f = new Features(c);
  features.value = f;
  try {
    await f.boot(route);
  } catch (e) {
    console.error(e);
    saveNotice.value = t("save.failed");
  }
}
