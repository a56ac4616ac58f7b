import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** The embedded database has one owner: this process, while it holds DATA_DIR's lock. */
class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: Owner | null) {
    const who = owner ? `process ${owner.pid} on ${owner.host}, started ${owner.startedAt}` : 'another process';
    super(
      `${dataDir} is in use by another server (${who}). Stop that server first, ` +
        'or give this one its own DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

interface Owner {
  pid: number;
  host: string;
  startedAt: string;
}

/** A lock not refreshed for this long belongs to a process that died. */
const STALE_MS = 10_000;

const ownerFile = (dataDir: string) => path.join(dataDir, 'owner.json');

function readOwner(dataDir: string): Owner | null {
  try {
    return JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as Owner;
  } catch {
    return null;
  }
}

/** Is the recorded owner a process that no longer runs on this machine? */
function ownerIsGone(owner: Owner | null): boolean {
  if (!owner || owner.host !== os.hostname() || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Takes DATA_DIR for this process (proper-lockfile: a lock directory whose age is kept fresh).
 * A second server refuses to start, naming the owner; a lock left by a crashed process is taken over
 * at once when its process is gone, or once it is stale. Resolves to the release function.
 * `onLost` runs if the lock is taken from us (the process should stop: two owners lose data).
 */
export async function lockDataDir(dataDir: string, onLost: (err: Error) => void): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const options = { lockfilePath: path.join(dataDir, 'owner.lock'), stale: STALE_MS, onCompromised: onLost };
  if ((await lockfile.check(dataDir, options)) && ownerIsGone(readOwner(dataDir))) {
    fs.rmSync(options.lockfilePath, { recursive: true, force: true });
  }
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir, readOwner(dataDir));
    throw err;
  }
  const owner: Owner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  fs.writeFileSync(ownerFile(dataDir), JSON.stringify(owner));
  return async () => {
    fs.rmSync(ownerFile(dataDir), { force: true });
    await release();
  };
}
