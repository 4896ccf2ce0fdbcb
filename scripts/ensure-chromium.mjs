// The browser suite drives Debian's Chromium. When it is missing, install it (our machines
// run as root and reach Debian's packages). A missing browser is an error, never a skip.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Noto for Vietnamese and Korean text, and colour emoji: buyers and shops write "ạ 🙂" in chat
// and posts, and a screenshot with empty boxes in their place misreports what users see.
const FONTS = ['fonts-noto-core', 'fonts-noto-cjk', 'fonts-noto-color-emoji'];
const EMOJI_FONT = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(EMOJI_FONT)) return;
  console.log('Chromium or its fonts are missing: installing Debian packages chromium and fonts...');
  aptInstall(['chromium', ...FONTS]);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
