import type { FastifySchemaValidationError } from "fastify/types/schema.js";
import { BOARDS } from "./storage/results.js";

/** JSON schemas of the API, and the one sentence a client gets when a request breaks one. */

export const MAX_MS = 2_147_483_647;
export const MAX_COUNT = 1_000_000;
/** A request body may not be larger (5,000 tokens of at most 7 characters fit easily). */
export const BODY_LIMIT = 64 * 1024;

const UUID = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

export const dayParams = {
  type: "object",
  required: ["day"],
  properties: { day: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" } },
} as const;

export const resultBody = {
  type: "object",
  required: ["player", "name", "moves", "ms", "hints", "undos"],
  properties: {
    player: { type: "string", pattern: UUID },
    name: { type: "string", maxLength: 200 },
    moves: { type: "string", maxLength: BODY_LIMIT },
    ms: { type: "integer", minimum: 0, maximum: MAX_MS },
    hints: { type: "integer", minimum: 0, maximum: MAX_COUNT },
    undos: { type: "integer", minimum: 0, maximum: MAX_COUNT },
  },
} as const;

export const boardQuery = {
  type: "object",
  properties: {
    board: { type: "string", enum: BOARDS, default: "all" },
    // Query values are text, and types are never coerced (a body's 42 is not the name "42").
    limit: { type: "string", pattern: "^(100|[1-9][0-9]?)$", default: "50" },
    player: { type: "string", pattern: UUID },
  },
} as const;

const entry = {
  type: "object",
  required: ["rank", "name", "won", "cards", "moves", "ms"],
  properties: {
    rank: { type: "integer" },
    name: { type: "string" },
    won: { type: "boolean" },
    cards: { type: "integer" },
    moves: { type: "integer" },
    ms: { type: "integer" },
  },
} as const;

const standing = {
  type: "object",
  required: ["rank", "players", "beat"],
  properties: {
    rank: { type: "integer" },
    players: { type: "integer" },
    beat: { type: "number" },
  },
} as const;

const error = {
  type: "object",
  required: ["error"],
  properties: { error: { type: "string" } },
} as const;

// Responses are written from these schemas, so that a field not named here (a player's id)
// can never reach a client by mistake.
export const dealResponse = {
  200: {
    type: "object",
    required: ["date", "deal", "variant"],
    properties: {
      date: { type: "string" },
      deal: { type: "integer" },
      variant: { type: "string" },
    },
  },
  "4xx": error,
} as const;

export const resultResponse = { 201: standing, "4xx": error } as const;

export const boardResponse = {
  200: {
    type: "object",
    required: ["date", "board", "players", "entries", "histogram"],
    properties: {
      date: { type: "string" },
      board: { type: "string" },
      players: { type: "integer" },
      entries: { type: "array", items: entry },
      you: {
        anyOf: [
          { type: "null" },
          { ...entry, properties: { ...entry.properties, beat: { type: "number" } } },
        ],
      },
      histogram: {
        type: "object",
        required: ["cards", "moves"],
        properties: {
          cards: { type: "array", items: { type: "integer" } },
          moves: {
            type: "object",
            required: ["from", "width", "players"],
            properties: {
              from: { type: "integer" },
              width: { type: "integer" },
              players: { type: "array", items: { type: "integer" } },
            },
          },
        },
      },
    },
  },
  "4xx": error,
} as const;

const RULES: Record<string, string> = {
  day: "the date must be a calendar date written YYYY-MM-DD",
  player: "player must be a UUID, the random id the game made for this player",
  name: "name must be a string of 1 to 24 characters",
  moves: "moves must be one string of move tokens separated by spaces",
  ms: `ms must be a whole number of milliseconds from 0 to ${MAX_MS}`,
  hints: `hints must be a whole number from 0 to ${MAX_COUNT}`,
  undos: `undos must be a whole number from 0 to ${MAX_COUNT}`,
  board: "board must be all or clean",
  limit: "limit must be a whole number from 1 to 100",
};

/** One sentence for a request that breaks a schema: what the first field at fault must be. */
export function describeInvalid(errors: readonly FastifySchemaValidationError[]): string {
  const first = errors[0];
  if (first === undefined) return "the request is not valid";
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  const field = missing ?? first.instancePath.split("/")[1];
  if (field === undefined || field === "") {
    return "the body must be a JSON object with player, name, moves, ms, hints and undos";
  }
  const rule = RULES[field] ?? `${field} is not valid`;
  return missing === undefined ? rule : `${field} is missing: ${rule}`;
}
