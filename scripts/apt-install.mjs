// Installs Debian packages the project needs at run time (our machines run as root and reach
// Debian's package mirror; elsewhere sudo asks). Used by the ensure-* scripts.
import { execSync } from 'node:child_process';

export function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
    stdio: 'inherit',
  });
}
