import { MAX_DEAL_NUMBER } from "../core/index.js";
import {
  DEFAULT_MAX_NODES,
  DEFAULT_SAMPLES,
  DEFAULT_SEED,
  oddsAfter,
  oddsReport,
} from "../fair/index.js";
import {
  type Command,
  DEAL_OPTIONS,
  DEAL_USAGE,
  gameFrom,
  InputError,
  intOption,
} from "./common.js";

/** More arrangements than this would take minutes; a typo, most likely. */
const MAX_SAMPLES = 100_000;

export const oddsCommand: Command = {
  summary: "the chance to win and the fair hint, from only what the player has seen",
  usage: `canfield odds (--deal N | --cards DEALSTRING) [--variant PRESET] [--moves "TOKENS"]
             [--samples K] [--seed S] [--max-nodes N]

${DEAL_USAGE}
  --samples K        arrangements of the unknown cards to draw (default ${DEFAULT_SAMPLES}; every
                     arrangement when there are no more than K)
  --seed S           seed of the draw, 0 to ${MAX_DEAL_NUMBER} (default ${DEFAULT_SEED})
  --max-nodes N      solver budget for each arrangement, in positions (default ${DEFAULT_MAX_NODES})

Prints {"chance","low","high","samples","decided","hint","known","unknown"}: the share of
the arrangements decided that can be won, its 95% interval (Wilson; undecided ones counted
as losses for the low end and as wins for the high end), the arrangements drawn and
decided, the fair hint (the move that wins in the most of them, a canonical token, or null
when no move is left), and the cards known and unknown. A card is known once it has been
face up; the answer depends only on what is known and on the seed.`,
  options: {
    ...DEAL_OPTIONS,
    samples: { type: "string" },
    seed: { type: "string" },
    "max-nodes": { type: "string" },
  },
  run(values, out) {
    const samples = intOption(values, "samples", 1);
    if (samples !== undefined && samples > MAX_SAMPLES) {
      throw new InputError(`--samples ${samples}: at most ${MAX_SAMPLES}`);
    }
    const seed = intOption(values, "seed", 0);
    if (seed !== undefined && seed > MAX_DEAL_NUMBER) {
      throw new InputError(`--seed ${seed}: expected a whole number from 0 to ${MAX_DEAL_NUMBER}`);
    }
    const maxNodes = intOption(values, "max-nodes", 1);
    const game = gameFrom(values);
    const odds = oddsAfter(game.deck, game.rules, game.moves(), { samples, seed, maxNodes });
    if (!odds.ok) throw new Error(odds.error);
    out(JSON.stringify(oddsReport(odds.value)));
  },
};
