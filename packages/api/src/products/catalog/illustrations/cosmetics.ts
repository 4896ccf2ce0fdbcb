import type { Draw } from './garments';
import { darken, mix } from './svg-colour';

/** Beauty packaging on the same canvas as garments.ts; the colour is the shade or the packaging. */
const outline = (c: string) => `stroke="${darken(c, 0.3)}" stroke-width="6" stroke-linejoin="round"`;
const label = (x: number, y: number, w: number, h: number, c: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#ffffff" fill-opacity="0.75"/>
   <path d="M${x + 20} ${y + h / 2 - 12} L${x + w - 20} ${y + h / 2 - 12} M${x + 35} ${y + h / 2 + 14} L${x + w - 35} ${y + h / 2 + 14}" stroke="${darken(c, 0.35)}" stroke-width="8" stroke-linecap="round"/>`;

export const lipstick: Draw = (c) => `
  <path d="M345 250 L345 190 Q345 150 400 130 L455 175 L455 250 Z" fill="${c}" ${outline(c)}/>
  <rect x="330" y="250" width="140" height="90" rx="6" fill="#d9b45a" stroke="#a8863a" stroke-width="5"/>
  <rect x="315" y="340" width="170" height="330" rx="14" fill="#2f2a33" stroke="#17141a" stroke-width="5"/>
  <rect x="330" y="420" width="140" height="14" fill="${c}"/>
  <path d="M560 520 Q600 470 640 520 Q600 560 560 520 Z" fill="${c}" ${outline(c)}/>`;

export const jar: Draw = (c) => `
  <rect x="230" y="300" width="340" height="80" rx="20" fill="${darken(c, 0.15)}" ${outline(c)}/>
  <path d="M220 380 L580 380 L565 620 Q565 650 535 650 L265 650 Q235 650 235 620 Z" fill="${c}" ${outline(c)}/>
  ${label(280, 450, 240, 110, c)}`;

export const tube: Draw = (c) => `
  <path d="M290 150 L510 150 L480 560 L320 560 Z" fill="${c}" ${outline(c)}/>
  <path d="M290 150 L510 150 L510 175 L290 175 Z" fill="${darken(c, 0.15)}"/>
  <rect x="320" y="560" width="160" height="100" rx="14" fill="${darken(c, 0.35)}"/>
  ${label(330, 290, 140, 120, c)}`;

export const pumpBottle: Draw = (c) => `
  <path d="M385 120 L470 120 L470 145 L415 145 L415 190 L385 190 Z" fill="${darken(c, 0.4)}"/>
  <rect x="360" y="190" width="80" height="70" rx="8" fill="${darken(c, 0.4)}"/>
  <rect x="290" y="260" width="220" height="400" rx="40" fill="${c}" ${outline(c)}/>
  ${label(320, 390, 160, 130, c)}`;

export const dropper: Draw = (c) => `
  <ellipse cx="400" cy="175" rx="40" ry="55" fill="#2f2a33"/>
  <rect x="355" y="220" width="90" height="90" rx="10" fill="#d9b45a" stroke="#a8863a" stroke-width="5"/>
  <rect x="290" y="310" width="220" height="350" rx="30" fill="${mix(c, '#ffffff', 0.15)}" fill-opacity="0.92" ${outline(c)}/>
  <rect x="290" y="480" width="220" height="180" rx="30" fill="${darken(c, 0.1)}" fill-opacity="0.6"/>
  ${label(320, 350, 160, 110, c)}`;

export const sheetMask: Draw = (c) => `
  <path d="M230 160 L570 160 L570 640 L230 640 Z" fill="${c}" ${outline(c)}/>
  <path d="M230 160 L570 160 L570 200 L230 200 Z" fill="${darken(c, 0.15)}"/>
  <ellipse cx="400" cy="400" rx="120" ry="150" fill="#ffffff" fill-opacity="0.8"/>
  <ellipse cx="355" cy="370" rx="22" ry="12" fill="${c}"/><ellipse cx="445" cy="370" rx="22" ry="12" fill="${c}"/>
  <path d="M370 470 Q400 490 430 470" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>
  <path d="M270 600 L530 600" stroke="${darken(c, 0.3)}" stroke-width="8" stroke-linecap="round"/>`;

export const perfume: Draw = (c) => `
  <rect x="360" y="150" width="80" height="70" rx="10" fill="#d9b45a" stroke="#a8863a" stroke-width="5"/>
  <rect x="375" y="220" width="50" height="40" fill="#c9c9c9"/>
  <path d="M250 260 L550 260 L580 640 Q580 660 560 660 L240 660 Q220 660 220 640 Z" fill="${c}" fill-opacity="0.9" ${outline(c)}/>
  <path d="M275 290 L300 620" stroke="#ffffff" stroke-opacity="0.5" stroke-width="18" stroke-linecap="round"/>
  ${label(320, 420, 160, 110, c)}`;

export const palette: Draw = (c) => `
  <rect x="170" y="230" width="460" height="340" rx="30" fill="#2f2a33" stroke="#17141a" stroke-width="6"/>
  ${[0, 1, 2, 3, 4, 5]
    .map((i) => {
      const x = 205 + (i % 3) * 135;
      const y = 265 + Math.floor(i / 3) * 145;
      const shade = i % 2 === 0 ? mix(c, '#ffffff', i * 0.12) : darken(c, i * 0.06);
      return `<rect x="${x}" y="${y}" width="120" height="125" rx="14" fill="${shade}"/>`;
    })
    .join('')}
  <path d="M560 610 L690 480" stroke="#2f2a33" stroke-width="14" stroke-linecap="round"/>
  <ellipse cx="545" cy="625" rx="30" ry="18" fill="${c}" transform="rotate(-45 545 625)"/>`;
