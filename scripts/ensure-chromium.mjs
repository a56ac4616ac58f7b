// Makes sure Debian's Chromium is there for the browser tests; installs it when it can.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
if (isRoot && hasApt && !process.env.CHROMIUM_PATH) {
  console.log("Chromium is missing: installing Debian's chromium package...");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    // reported below
  }
  if (fs.existsSync(chromium)) process.exit(0);
}
console.error(
  `Browser tests need Chromium at ${chromium}.\n` +
    'Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)',
);
process.exit(1);
