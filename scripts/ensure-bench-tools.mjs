// Before `npm run bench`: installs what the benchmark compares with and drives (Debian's nginx,
// wrk and Chromium) when they are missing and this runs as root. Never fails: a section whose
// tool is still missing says so in its row (wrk missing: autocannon drives the load).
import { installMissing } from './debian-packages.mjs';

const missing = installMissing([
  { binary: '/usr/sbin/nginx', pkg: 'nginx' },
  { binary: '/usr/bin/wrk', pkg: 'wrk' },
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
]);
for (const { binary, pkg } of missing) {
  console.error(`${binary} is missing (apt-get install ${pkg} as root): the benchmark goes on without it.`);
}
