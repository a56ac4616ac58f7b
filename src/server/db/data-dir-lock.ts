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

/**
 * The lock's age never frees it: an owner stalled for any time (SIGSTOP, a long pause, a frozen VM) still
 * owns it. Only a lock whose owner is known to be gone is taken over (see `takeOverIfOwnerGone`).
 */
const NEVER_STALE = Number.MAX_SAFE_INTEGER;
/** How often the owner touches its lock (only a sign of life for people looking at the folder). */
const REFRESH_MS = 5_000;
/** A lock with no owner record this old was left by a process that died while starting. */
const UNNAMED_LOCK_MS = 10_000;

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

/** Removes a lock whose owner process no longer runs here, or that no owner ever named. */
function takeOverIfOwnerGone(dataDir: string, lockPath: string): void {
  let lockTime: number;
  try {
    lockTime = fs.statSync(lockPath).mtimeMs;
  } catch {
    return; // no lock
  }
  const owner = readOwner(dataDir);
  const unnamed = !owner && Date.now() - lockTime > UNNAMED_LOCK_MS;
  if (unnamed || ownerIsGone(owner)) fs.rmSync(lockPath, { recursive: true, force: true });
}

/**
 * Takes DATA_DIR for this process (proper-lockfile: a lock directory, plus owner.json naming us).
 * A second server refuses to start, naming the owner, for as long as the owner runs, however long it has
 * been stalled; a lock left by a crashed process is taken over at once. Resolves to the release function.
 * `onLost` runs if the lock is taken from us (the process should stop: two owners lose data).
 */
export async function lockDataDir(dataDir: string, onLost: (err: Error) => void): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockfilePath = path.join(dataDir, 'owner.lock');
  const options = { lockfilePath, stale: NEVER_STALE, update: REFRESH_MS, onCompromised: onLost };
  takeOverIfOwnerGone(dataDir, lockfilePath);
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
