import { darken, mix } from './svg-colour';

/**
 * Flat garment silhouettes on an 800x800 canvas, centred around (400, 400). Each takes the
 * fabric colour and returns SVG elements; outlines are a darker tone of the same colour.
 */
export type Draw = (colour: string) => string;

const outline = (c: string) => `stroke="${darken(c, 0.3)}" stroke-width="6" stroke-linejoin="round"`;
const seam = (c: string) =>
  `fill="none" stroke="${darken(c, 0.3)}" stroke-width="4" stroke-linecap="round" stroke-dasharray="10 10"`;

export const tshirt: Draw = (c) => `
  <path d="M250 190 L335 160 Q400 205 465 160 L550 190 L660 290 L590 370 L545 330 L545 650 L255 650 L255 330 L210 370 L140 290 Z" fill="${c}" ${outline(c)}/>
  <path d="M335 160 Q400 230 465 160" fill="none" ${outline(c)}/>
  <path d="M270 620 L530 620" ${seam(c)}/>`;

export const tankTop: Draw = (c) => `
  <path d="M300 160 L345 160 Q400 260 455 160 L500 160 L520 300 L555 340 L555 650 L245 650 L245 340 L280 300 Z" fill="${c}" ${outline(c)}/>
  <path d="M250 420 L550 420" stroke="${mix(c, '#ffffff', 0.6)}" stroke-width="22"/>
  <path d="M260 620 L540 620" ${seam(c)}/>`;

export const shirt: Draw = (c) => `
  <path d="M255 185 L345 155 L400 200 L455 155 L545 185 L640 300 L665 560 L600 575 L560 360 L555 650 L245 650 L240 360 L200 575 L135 560 L160 300 Z" fill="${c}" ${outline(c)}/>
  <path d="M345 155 L400 250 L455 155 L430 150 L400 205 L370 150 Z" fill="${mix(c, '#ffffff', 0.35)}" ${outline(c)}/>
  <path d="M400 250 L400 650" fill="none" ${outline(c)}/>
  ${[300, 370, 440, 510, 580].map((y) => `<circle cx="420" cy="${y}" r="8" fill="${darken(c, 0.35)}"/>`).join('')}
  <path d="M455 300 L520 300 L520 360 L455 360 Z" fill="none" ${outline(c)}/>`;

export const polo: Draw = (c) => `
  ${tshirt(c)}
  <path d="M345 163 L400 240 L455 163 L430 158 L400 200 L370 158 Z" fill="${mix(c, '#ffffff', 0.3)}" ${outline(c)}/>
  <path d="M385 200 L385 300 L415 300 L415 200" fill="none" ${outline(c)}/>
  <circle cx="400" cy="235" r="7" fill="${darken(c, 0.4)}"/><circle cx="400" cy="275" r="7" fill="${darken(c, 0.4)}"/>`;

export const jacket: Draw = (c) => `
  <path d="M250 180 L340 150 L400 170 L460 150 L550 180 L650 300 L675 580 L605 595 L565 370 L565 660 L235 660 L235 370 L195 595 L125 580 L150 300 Z" fill="${c}" ${outline(c)}/>
  <path d="M340 150 Q400 240 460 150" fill="none" ${outline(c)}/>
  <path d="M400 205 L400 660" stroke="${darken(c, 0.45)}" stroke-width="8"/>
  <path d="M275 470 L355 470 M445 470 L525 470" fill="none" ${outline(c)}/>
  <path d="M235 620 L565 620" stroke="${darken(c, 0.2)}" stroke-width="30"/>`;

export const trousers: Draw = (c) => `
  <path d="M270 140 L530 140 L565 660 L445 660 L400 300 L355 660 L235 660 Z" fill="${c}" ${outline(c)}/>
  <path d="M270 185 L530 185" fill="none" ${outline(c)}/>
  <path d="M290 190 Q310 250 360 255 M510 190 Q490 250 440 255" ${seam(c)}/>
  <path d="M400 185 L400 290" fill="none" ${outline(c)}/>
  <rect x="385" y="150" width="30" height="26" rx="4" fill="${darken(c, 0.2)}"/>`;

export const shorts: Draw = (c) => `
  <path d="M260 230 L540 230 L590 520 L430 540 L400 380 L370 540 L210 520 Z" fill="${c}" ${outline(c)}/>
  <path d="M260 275 L540 275" fill="none" ${outline(c)}/>
  <path d="M400 275 L400 370" fill="none" ${outline(c)}/>
  <path d="M225 495 L365 512 M435 512 L575 495" ${seam(c)}/>`;

export const dress: Draw = (c) => `
  <path d="M330 140 L365 140 Q400 190 435 140 L470 140 L485 310 L625 660 L175 660 L315 310 Z" fill="${c}" ${outline(c)}/>
  <path d="M315 310 L485 310" stroke="${darken(c, 0.2)}" stroke-width="18"/>
  <path d="M350 330 L300 650 M400 330 L400 655 M450 330 L500 650" fill="none" stroke="${darken(c, 0.12)}" stroke-width="5"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${250 + i * 60}" cy="${560 + (i % 2) * 40}" r="9" fill="${mix(c, '#ffffff', 0.55)}"/>`).join('')}`;

export const skirt: Draw = (c) => `
  <path d="M285 210 L515 210 L610 620 L190 620 Z" fill="${c}" ${outline(c)}/>
  <path d="M285 210 L515 210 L520 260 L280 260 Z" fill="${darken(c, 0.12)}" ${outline(c)}/>
  <path d="M340 260 L290 615 M400 260 L400 618 M460 260 L510 615" fill="none" stroke="${darken(c, 0.18)}" stroke-width="5"/>`;

export const pajamas: Draw = (c) => `
  ${shirt(c)}
  <path d="M255 185 L345 155 M455 155 L545 185 M245 650 L555 650" fill="none" stroke="${mix(c, '#ffffff', 0.7)}" stroke-width="10"/>
  ${[0, 1, 2, 3].map((i) => `<circle cx="${300 + (i % 2) * 40}" cy="${420 + i * 50}" r="10" fill="${mix(c, '#ffffff', 0.6)}"/>`).join('')}`;

export const swimsuit: Draw = (c) => `
  <path d="M320 150 L350 150 Q400 300 450 150 L480 150 L500 380 Q470 470 520 560 L440 600 Q400 520 360 600 L280 560 Q330 470 300 380 Z" fill="${c}" ${outline(c)}/>
  <path d="M305 400 Q400 440 495 400" fill="none" stroke="${mix(c, '#ffffff', 0.5)}" stroke-width="12"/>`;

export const socks: Draw = (c) => `
  <path d="M260 160 L360 160 L360 470 Q360 560 290 600 L215 640 Q160 650 165 600 Q170 570 220 545 L260 520 Z" fill="${c}" ${outline(c)}/>
  <path d="M440 200 L540 200 L540 500 Q540 590 470 630 L395 670 Q340 680 345 630 Q350 600 400 575 L440 550 Z" fill="${mix(c, '#ffffff', 0.25)}" ${outline(c)}/>
  <path d="M260 200 L360 200 M260 225 L360 225 M440 240 L540 240 M440 265 L540 265" stroke="${darken(c, 0.3)}" stroke-width="8"/>`;
