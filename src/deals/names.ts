import { err, ok, type Result } from "../core/result.js";

/**
 * The rule for the name a player shows on the daily board, one rule for the game (which checks
 * it as the player types) and the leaderboard service (which refuses anything else).
 */
export const NAME_MAX = 24;
/** Letters (with their combining marks), digits, spaces, "-", "_" and ".", in any alphabet. */
const NAME_CHARS = /^[\p{L}\p{M}\p{N} ._-]+$/u;

/** What can be wrong with a name, as a code (the game says each in the player's language). */
export const NAME_PROBLEMS = ["empty", "long", "chars", "noLetter"] as const;
export type NameProblem = (typeof NAME_PROBLEMS)[number];

/** A name as it will be shown and compared: trimmed, in Unicode's composed form. */
export const normalizeName = (raw: string): string => raw.normalize("NFC").trim();

/** Its length in characters (code points), as the rule counts it. */
export const nameLength = (name: string): number => [...normalizeName(name)].length;

/** What breaks the rule in a name, or undefined when it keeps it. */
export function nameProblem(raw: string): NameProblem | undefined {
  const name = normalizeName(raw);
  if (name === "") return "empty";
  if ([...name].length > NAME_MAX) return "long";
  if (!NAME_CHARS.test(name)) return "chars";
  if (!/[\p{L}\p{N}]/u.test(name)) return "noLetter";
  return undefined;
}

/**
 * A player's chosen name, as it will be shown: trimmed and in Unicode's composed form, 1 to
 * 24 characters (code points). Control, format and bidirectional characters are refused with
 * the rest, so no name can hide or reorder text around it.
 */
export function parseName(raw: string): Result<string> {
  const problem = nameProblem(raw);
  switch (problem) {
    case undefined:
      return ok(normalizeName(raw));
    case "empty":
      return err("name is empty: choose a name of 1 to 24 characters");
    case "long":
      return err(`name is ${nameLength(raw)} characters long: at most ${NAME_MAX}`);
    case "chars":
      return err("name may have only letters, digits, spaces, '-', '_' and '.'");
    case "noLetter":
      return err("name needs at least one letter or digit");
  }
}
