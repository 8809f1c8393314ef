import type { TableView } from "./table.js";

/**
 * The win: every card leaps from its foundation down over the table and lands back, one after another.
 * Resolves when it is over (at once without animation).
 */
export async function celebrate(view: TableView, ms: number): Promise<void> {
  if (ms === 0) return;
  const cards = [...view.root.querySelectorAll<HTMLElement>(".card.face")];
  const h = view.layout.ch;
  const runs = cards.map((el, i) => {
    const base = el.style.transform;
    const dir = i % 2 === 0 ? 1 : -1;
    return el.animate(
      [
        { transform: base },
        {
          transform: `${base} translate(${dir * h * 0.4}px, ${h * 1.2}px) rotate(${dir * 200}deg)`,
        },
        { transform: base },
      ],
      { duration: 900, delay: (i % 13) * 45 + Math.floor(i / 13) * 120, easing: "ease-in-out" },
    ).finished;
  });
  await Promise.allSettled(runs);
}
