// Installs Debian packages whose program is missing, when this runs as root on a system with apt-get.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * For each { binary, pkg } whose binary is absent, installs the package (one apt-get for all) when
 * it can; returns those still missing afterwards.
 * @param {{ binary: string, pkg: string }[]} wanted
 * @returns {{ binary: string, pkg: string }[]}
 */
export function installMissing(wanted) {
  const missing = () => wanted.filter(({ binary }) => !fs.existsSync(binary));
  const absent = missing();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (absent.length === 0 || !isRoot || !fs.existsSync('/usr/bin/apt-get')) return absent;
  const names = absent.map(({ pkg }) => pkg).join(' ');
  console.log(`Missing ${absent.map(({ binary }) => binary).join(', ')}: installing Debian's ${names}...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, {
      stdio: 'inherit',
    });
  } catch {
    // reported by the caller from what is still missing
  }
  return missing();
}
