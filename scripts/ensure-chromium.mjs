// Makes sure Debian's Chromium is there for the browser tests; installs it when it can.
import fs from 'node:fs';
import { installMissing } from './debian-packages.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A Chromium of one's own (CHROMIUM_PATH) is never installed over.
const present = process.env.CHROMIUM_PATH
  ? fs.existsSync(chromium)
  : installMissing([{ binary: chromium, pkg: 'chromium' }]).length === 0;
if (!present) {
  console.error(
    `Browser tests need Chromium at ${chromium}.\n` +
      'Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)',
  );
  process.exit(1);
}
