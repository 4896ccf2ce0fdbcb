// The browser suite drives Debian's Chromium. When it is missing, install it (our machines
// run as root and reach Debian's packages). A missing browser is an error, never a skip.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium is missing: installing Debian packages chromium and fonts...');
  aptInstall(['chromium', 'fonts-noto-core', 'fonts-noto-cjk']);
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
