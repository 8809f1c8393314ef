import { type Card, RANKS, rankOf, SUITS, suitOf } from "../../core/card.js";

/**
 * Vector card faces drawn in a 250×350 box. Suits are symbols defined once in the page
 * (suitSprite); every face uses them through <use>, coloured by currentColor, so the
 * four-colour deck is only a change of CSS colours.
 */
export const SUIT_PATHS: readonly string[] = [
  // clubs: three leaves and a stem
  '<circle cx="50" cy="27" r="22"/><circle cx="25" cy="60" r="22"/><circle cx="75" cy="60" r="22"/><path d="M50 45 62 100H38Z"/>',
  // diamonds
  '<path d="M50 0 90 50 50 100 10 50Z"/>',
  // hearts
  '<path d="M50 96C22 72 0 54 0 29 0 12 12 0 27 0c10 0 19 6 23 16C54 6 63 0 73 0c15 0 27 12 27 29 0 25-22 43-50 67Z"/>',
  // spades
  '<path d="M50 0c28 26 50 42 50 63 0 15-11 25-24 25-10 0-18-5-22-12l8 24H38l8-24c-4 7-12 12-22 12C11 88 0 78 0 63 0 42 22 26 50 0Z"/>',
];

export function suitSprite(): string {
  const symbols = SUITS.map(
    (s, i) => `<symbol id="suit-${s}" viewBox="0 0 100 100">${SUIT_PATHS[i]}</symbol>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true">${symbols}</svg>`;
}

const use = (s: string, x: number, y: number, size: number) =>
  `<use href="#suit-${s}" x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}"/>`;

// Pip centres for A…10 in the 250×350 box: columns 82/125/168, rows between 105 and 305.
const L = 82;
const M = 125;
const R = 168;
const PIPS: readonly (readonly [number, number][])[] = [
  [[M, 205]],
  [
    [M, 115],
    [M, 295],
  ],
  [
    [M, 115],
    [M, 205],
    [M, 295],
  ],
  [
    [L, 115],
    [R, 115],
    [L, 295],
    [R, 295],
  ],
  [
    [L, 115],
    [R, 115],
    [M, 205],
    [L, 295],
    [R, 295],
  ],
  [
    [L, 115],
    [R, 115],
    [L, 205],
    [R, 205],
    [L, 295],
    [R, 295],
  ],
  [
    [L, 115],
    [R, 115],
    [M, 160],
    [L, 205],
    [R, 205],
    [L, 295],
    [R, 295],
  ],
  [
    [L, 115],
    [R, 115],
    [M, 160],
    [L, 205],
    [R, 205],
    [M, 250],
    [L, 295],
    [R, 295],
  ],
  [
    [L, 110],
    [R, 110],
    [L, 172],
    [R, 172],
    [M, 205],
    [L, 238],
    [R, 238],
    [L, 300],
    [R, 300],
  ],
  [
    [L, 110],
    [R, 110],
    [M, 141],
    [L, 172],
    [R, 172],
    [L, 238],
    [R, 238],
    [M, 269],
    [L, 300],
    [R, 300],
  ],
];

/** Headgear that tells the court cards apart at a glance: crown, tiara, feathered cap. */
const COURT_HATS: Readonly<Record<number, string>> = {
  10: '<path d="M92 150q33-40 66 0l-8 14H100Z" class="gold"/><path d="M158 150q14-36 28-44-4 24-20 50" class="gold"/>',
  11: '<path d="M90 160 98 128l14 18 13-26 13 26 14-18 8 32Z" class="gold"/><circle cx="125" cy="118" r="7" class="jewel"/>',
  12: '<path d="M86 162 90 118l18 22 17-32 17 32 18-22 4 44Z" class="gold"/><circle cx="90" cy="116" r="6" class="gold"/><circle cx="125" cy="106" r="6" class="gold"/><circle cx="160" cy="116" r="6" class="gold"/>',
};

function court(rank: number, s: string): string {
  return [
    '<rect x="80" y="118" width="150" height="218" rx="14" class="court"/>',
    '<g transform="translate(30 24)">',
    COURT_HATS[rank] ?? "",
    rank === 11 ? '<path d="M95 200q-2-44 30-46t30 46l-6 22h-48Z" class="hair"/>' : "",
    '<circle cx="125" cy="190" r="26" class="skin"/>',
    rank === 12 ? '<path d="M101 192q24 34 48 0 0 34-24 40-24-6-24-40Z" class="beard"/>' : "",
    '<path d="M80 300q0-74 45-74t45 74Z" fill="currentColor"/>',
    `<use href="#suit-${s}" x="108" y="250" width="34" height="34" class="inv"/>`,
    "</g>",
  ].join("");
}

const cache = new Map<Card, string>();

/** The SVG markup of a face: corner indices, pips or a court figure. */
export function faceSvg(card: Card): string {
  const hit = cache.get(card);
  if (hit) return hit;
  const rank = rankOf(card);
  const s = SUITS[suitOf(card)] as string;
  const label = rank === 9 ? "10" : (RANKS[rank] as string);
  const fit = rank === 9 ? ' textLength="86" lengthAdjust="spacingAndGlyphs"' : "";
  const index = `<text x="14" y="74" class="idx"${fit}>${label}</text>${use(s, 46, 106, 48)}`;
  const body =
    rank >= 10
      ? court(rank, s)
      : rank === 0
        ? use(s, M, 220, 110)
        : (PIPS[rank] ?? [])
            .map(([x, y]) =>
              use(s, 125 + (x - 125) * 0.9, 160 + (y - 110) * 0.82, rank >= 7 ? 38 : 42),
            )
            .join("");
  const svg = `<svg viewBox="0 0 250 350" aria-hidden="true">${index}${use(s, 208, 42, 56)}${body}</svg>`;
  cache.set(card, svg);
  return svg;
}
