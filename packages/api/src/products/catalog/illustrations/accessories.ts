import type { Draw } from './garments';
import { darken, mix } from './svg-colour';

/** Bags, shoes, jewellery and other accessories on the same 800x800 canvas as garments.ts. */
const outline = (c: string) => `stroke="${darken(c, 0.3)}" stroke-width="6" stroke-linejoin="round"`;

export const handbag: Draw = (c) => `
  <path d="M300 330 Q300 170 400 170 Q500 170 500 330" fill="none" stroke="${darken(c, 0.25)}" stroke-width="22" stroke-linecap="round"/>
  <path d="M210 330 L590 330 L620 640 Q620 660 600 660 L200 660 Q180 660 180 640 Z" fill="${c}" ${outline(c)}/>
  <path d="M210 330 L590 330 L575 450 Q400 500 225 450 Z" fill="${darken(c, 0.12)}" ${outline(c)}/>
  <rect x="375" y="440" width="50" height="40" rx="8" fill="#d9b45a" stroke="#a8863a" stroke-width="4"/>`;

export const sneaker: Draw = (c) => `
  <path d="M150 560 L160 420 Q170 380 220 385 L330 400 Q360 330 420 320 L470 330 Q500 420 600 450 L660 480 Q690 500 680 560 Z" fill="${c}" ${outline(c)}/>
  <path d="M140 560 L690 560 Q695 610 660 615 L165 615 Q135 610 140 560 Z" fill="${mix(c, '#ffffff', 0.8)}" stroke="${darken(c, 0.3)}" stroke-width="6"/>
  <path d="M360 390 L430 420 M345 420 L415 450 M330 450 L400 480" stroke="${mix(c, '#ffffff', 0.7)}" stroke-width="10" stroke-linecap="round"/>
  <path d="M200 480 Q300 470 350 520" fill="none" stroke="${darken(c, 0.2)}" stroke-width="6"/>`;

export const necklace: Draw = (c) => `
  <path d="M230 200 Q250 520 400 540 Q550 520 570 200" fill="none" stroke="#c9a44c" stroke-width="10" stroke-dasharray="4 14" stroke-linecap="round"/>
  <path d="M400 540 L450 600 L400 680 L350 600 Z" fill="${c}" ${outline(c)}/>
  <path d="M350 600 L450 600 M400 540 L380 600 L400 680 L420 600 Z" fill="${mix(c, '#ffffff', 0.4)}" stroke="${darken(c, 0.25)}" stroke-width="3"/>
  <circle cx="560" cy="330" r="60" fill="none" stroke="#c9a44c" stroke-width="18"/>
  <circle cx="560" cy="268" r="18" fill="${c}" ${outline(c)}/>`;

export const cap: Draw = (c) => `
  <path d="M200 480 Q200 250 400 240 Q600 250 600 480 Z" fill="${c}" ${outline(c)}/>
  <path d="M560 470 Q700 470 700 520 Q690 545 560 530 Z" fill="${darken(c, 0.15)}" ${outline(c)}/>
  <path d="M200 480 L600 480 L600 520 L200 520 Z" fill="${darken(c, 0.08)}" ${outline(c)}/>
  <path d="M400 245 L400 480 M300 265 Q320 380 330 480 M500 265 Q480 380 470 480" fill="none" stroke="${darken(c, 0.25)}" stroke-width="5"/>
  <circle cx="400" cy="243" r="14" fill="${darken(c, 0.2)}"/>`;

export const sunglasses: Draw = (c) => `
  <path d="M150 330 L650 330" stroke="${darken(c, 0.35)}" stroke-width="16" stroke-linecap="round"/>
  <path d="M170 335 L370 335 Q375 470 280 480 Q180 480 170 335 Z" fill="${c}" ${outline(c)}/>
  <path d="M430 335 L630 335 Q620 480 520 480 Q425 470 430 335 Z" fill="${c}" ${outline(c)}/>
  <path d="M370 345 Q400 320 430 345" fill="none" stroke="${darken(c, 0.35)}" stroke-width="12"/>
  <path d="M210 360 L250 420 M470 360 L510 420" stroke="#ffffff" stroke-opacity="0.55" stroke-width="14" stroke-linecap="round"/>`;

export const wallet: Draw = (c) => `
  <rect x="190" y="250" width="420" height="300" rx="26" fill="${c}" ${outline(c)}/>
  <path d="M190 330 L610 330" stroke="${darken(c, 0.2)}" stroke-width="6"/>
  <path d="M430 330 L610 330 L610 470 L430 470 Q400 400 430 330 Z" fill="${darken(c, 0.12)}" ${outline(c)}/>
  <circle cx="560" cy="400" r="16" fill="#d9b45a" stroke="#a8863a" stroke-width="4"/>
  <rect x="150" y="590" width="500" height="44" rx="10" fill="${darken(c, 0.2)}"/>
  <rect x="360" y="580" width="80" height="64" rx="8" fill="none" stroke="#c9a44c" stroke-width="12"/>`;
