import { cap, handbag, necklace, sneaker, sunglasses, wallet } from './accessories';
import { dropper, jar, lipstick, palette, perfume, pumpBottle, sheetMask, tube } from './cosmetics';
import {
  type Draw,
  dress,
  jacket,
  pajamas,
  polo,
  shirt,
  shorts,
  skirt,
  socks,
  swimsuit,
  tankTop,
  trousers,
  tshirt,
} from './garments';
import { darken, luminance, mix } from './svg-colour';

/** Every silhouette the catalog can draw; a sub-category names one of them. */
export const SHAPES = {
  tshirt,
  tankTop,
  shirt,
  polo,
  jacket,
  trousers,
  shorts,
  dress,
  skirt,
  pajamas,
  swimsuit,
  socks,
  handbag,
  sneaker,
  necklace,
  cap,
  sunglasses,
  wallet,
  lipstick,
  jar,
  tube,
  pumpBottle,
  dropper,
  sheetMask,
  perfume,
  palette,
} satisfies Record<string, Draw>;

export type ShapeName = keyof typeof SHAPES;

/**
 * A soft background for an object of this colour: a pale tint of the colour itself, or, for
 * very light objects (white, cream), a fixed pale blue-grey so the object keeps its edge.
 */
function backgroundOf(colour: string): { back: string; disc: string } {
  if (luminance(colour) > 0.82) return { back: '#e6ecf2', disc: '#d5dee8' };
  return { back: mix(colour, '#ffffff', 0.86), disc: mix(colour, '#ffffff', 0.74) };
}

/** A product picture: the silhouette on a pastel square with a disc and a floor shadow. */
export function productSvg(shape: ShapeName, colour: string): string {
  const { back, disc } = backgroundOf(colour);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="${back}"/>
  <circle cx="400" cy="400" r="320" fill="${disc}"/>
  <ellipse cx="400" cy="700" rx="250" ry="26" fill="${darken(back, 0.12)}" fill-opacity="0.6"/>
  ${SHAPES[shape](colour)}
</svg>`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A shop logo: up to two initials, white on a round colour field. */
export function logoSvg(initials: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" fill="${colour}"/>
  <circle cx="400" cy="0" r="180" fill="${mix(colour, '#ffffff', 0.18)}"/>
  <text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
    font-weight="700" font-size="${initials.length > 1 ? 150 : 190}" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

/** A shop cover (1340x754, the size product.md §9 gives): soft diagonal bands. */
export function coverSvg(colour: string): string {
  const light = mix(colour, '#ffffff', 0.8);
  const mid = mix(colour, '#ffffff', 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1340" height="754" viewBox="0 0 1340 754">
  <rect width="1340" height="754" fill="${light}"/>
  <path d="M0 754 L0 520 Q400 380 760 560 Q1060 700 1340 520 L1340 754 Z" fill="${mid}"/>
  <path d="M0 754 L0 640 Q500 520 900 660 Q1150 740 1340 660 L1340 754 Z" fill="${mix(colour, '#ffffff', 0.35)}"/>
  <circle cx="1150" cy="170" r="110" fill="${mid}"/>
</svg>`;
}
