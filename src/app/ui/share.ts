import type { ShareWords } from "../daily/index.js";
import { formatDay, t } from "../i18n/index.js";

/** The share text's phrases in the player's language (read when a dialog draws). */
export const shareWords = (): ShareWords => ({
  title: (day) => t("share.title", { day: formatDay(day, "long") }),
  notPlayed: t("share.notPlayed"),
  won: (time, moves) => t("share.won", { time, moves }),
  watched: t("share.watched"),
  notWon: (time, moves) => t("share.notWon", { time, moves }),
  playing: (time, moves) => t("share.playing", { time, moves }),
});

/** Puts a text on the clipboard; false when the browser refuses (the text stays on screen). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
