import { err, ok, type Result } from "../core/result.js";

export const NAME_MAX = 24;
/** Letters (with their combining marks), digits, spaces, "-", "_" and ".", in any alphabet. */
const NAME_CHARS = /^[\p{L}\p{M}\p{N} ._-]+$/u;

/**
 * A player's chosen name, as it will be shown: trimmed and in Unicode's composed form, 1 to
 * 24 characters (code points). Control, format and bidirectional characters are refused with
 * the rest, so no name can hide or reorder text around it.
 */
export function parseName(raw: string): Result<string> {
  const name = raw.normalize("NFC").trim();
  if (name === "") return err("name is empty: choose a name of 1 to 24 characters");
  const length = [...name].length;
  if (length > NAME_MAX) {
    return err(`name is ${length} characters long: at most ${NAME_MAX}`);
  }
  if (!NAME_CHARS.test(name)) {
    return err("name may have only letters, digits, spaces, '-', '_' and '.'");
  }
  if (!/[\p{L}\p{N}]/u.test(name)) return err("name needs at least one letter or digit");
  return ok(name);
}
