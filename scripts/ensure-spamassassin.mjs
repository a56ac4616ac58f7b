// Makes sure Debian's SpamAssassin is there for the mail spam-score test; installs it when it can.
// Exits 0 when `spamassassin` runs, 1 (with the reason) when it is missing and cannot be installed.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const runs = () => {
  try {
    execSync('spamassassin --version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
if (runs()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
  console.log("SpamAssassin is missing: installing Debian's spamassassin package...");
  try {
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends spamassassin',
      { stdio: 'inherit' },
    );
  } catch {
    // reported below
  }
  if (runs()) process.exit(0);
}
console.error('The spam-score test needs SpamAssassin. Install it with: sudo apt-get install spamassassin');
process.exit(1);
