import { SHAPES, type ShapeName } from './illustration-svg';
import { darken, mix } from './svg-colour';

/** A banner's canvas: 3:1, wide enough for the desktop carousel (see IMAGE_SIZES.banner). */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface BannerArt {
  /** The banner's brand colour: the left field where the page writes the title in white. */
  colour: string;
  /** Up to three silhouettes, each with its own fabric or packaging colour. */
  items: ReadonlyArray<{ shape: ShapeName; colour: string }>;
}

/** Where the silhouettes stand (centre x, centre y, scale of the 800x800 drawing), back to front. */
const PLACES = [
  { x: 1060, y: 190, scale: 0.4 },
  { x: 760, y: 205, scale: 0.42 },
  { x: 910, y: 225, scale: 0.5 },
] as const;

/**
 * A carousel banner without words (titles are HTML, so they are translated, searchable and
 * sharp on every screen): a deep colour field on the left half for the page's title, a light
 * stage on the right with the products on podiums, and a few confetti dots.
 */
export function bannerSvg(art: BannerArt): string {
  const deep = darken(art.colour, 0.28);
  const stage = mix(art.colour, '#ffffff', 0.82);
  const podium = mix(art.colour, '#ffffff', 0.62);
  const items = art.items.slice(0, PLACES.length);
  const drawn = items
    .map((item, i) => {
      const place = PLACES[i + (PLACES.length - items.length)] ?? PLACES[0];
      const offset = 400 * place.scale;
      return `<ellipse cx="${place.x}" cy="${place.y + 268 * place.scale}" rx="${230 * place.scale}" ry="${34 * place.scale}" fill="${podium}"/>
  <g transform="translate(${place.x - offset} ${place.y - offset}) scale(${place.scale})">${SHAPES[item.shape](item.colour)}</g>`;
    })
    .join('\n  ');
  const dots = [
    [120, 60, 10],
    [430, 330, 14],
    [560, 70, 8],
    [300, 360, 6],
    [640, 350, 9],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.22"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">
  <defs>
    <linearGradient id="field" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${deep}"/>
      <stop offset="1" stop-color="${art.colour}"/>
    </linearGradient>
  </defs>
  <rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#field)"/>
  <circle cx="80" cy="420" r="190" fill="#ffffff" fill-opacity="0.06"/>
  <circle cx="520" cy="-30" r="120" fill="#ffffff" fill-opacity="0.08"/>
  ${dots}
  <path d="M640 0 L1200 0 L1200 400 L560 400 Q700 200 640 0 Z" fill="${stage}"/>
  <circle cx="1130" cy="60" r="70" fill="${mix(art.colour, '#ffffff', 0.7)}"/>
  ${drawn}
</svg>`;
}
