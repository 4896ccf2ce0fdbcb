// Debian's ffmpeg turns sellers' live video into HLS and replays (docs/decisions/062) and gives
// community videos their poster frame (042). When it is missing, install it; the server still
// runs without it (lives cannot go on air, posts show the video's first frame in the browser),
// so a failed install is reported, not fatal.
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
    console.warn(
      `ffmpeg could not be installed (${error.message}); lives cannot go on air and videos will have no poster frame.`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureFfmpeg();
