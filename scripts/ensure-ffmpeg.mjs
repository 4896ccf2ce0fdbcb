// Community videos get their poster frame from Debian's ffmpeg (docs/decisions/042). When it
// is missing, install it; the server still runs without it (posts then show the video's first
// frame in the browser), so a failed install is reported, not fatal.
import { execSync } from 'node:child_process';
import { aptInstall } from './apt-install.mjs';

function hasFfmpeg() {
  try {
    execSync('ffmpeg -version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function ensureFfmpeg() {
  if (hasFfmpeg()) return;
  console.log('ffmpeg is missing: installing the Debian package ffmpeg...');
  try {
    aptInstall(['ffmpeg']);
  } catch (error) {
    console.warn(`ffmpeg could not be installed (${error.message}); videos will have no poster frame.`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureFfmpeg();
