import type { Env } from './env';

type SystemError = Error & { code?: string; path?: string; address?: string; port?: number };

/** The error itself and every cause under it (drizzle wraps a driver's error in "Failed query"). */
function* causes(err: unknown): Generator<SystemError> {
  for (let e = err, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth++) yield e;
}

/** Where a DATABASE_URL points, for messages (never its password). */
function databaseAddress(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * What start-up failed on, said so that the operator knows what to do: the database that cannot be
 * reached, the disk that is full, the folder that cannot be written. Anything else keeps its message.
 */
export function describeStartupError(err: unknown, env: Pick<Env, 'DATABASE_URL' | 'dataDir'>): string {
  for (const e of causes(err)) {
    switch (e.code) {
      case 'ECONNREFUSED':
      case 'ENOTFOUND':
      case 'ETIMEDOUT':
      case 'EHOSTUNREACH': {
        const at = env.DATABASE_URL ? databaseAddress(env.DATABASE_URL) : `${e.address}:${e.port}`;
        const why =
          e.code === 'ECONNREFUSED' ? 'connection refused' : e.code === 'ENOTFOUND' ? 'unknown host' : 'no answer';
        return `Cannot reach PostgreSQL: ${why} at ${at}. Start the database server, or fix DATABASE_URL.`;
      }
      case 'ENOSPC':
        return `No space left in ${env.dataDir}: free some disk space, or set DATA_DIR to a folder on a larger disk.`;
      case 'EACCES':
      case 'EPERM':
      case 'EROFS':
      case 'ENOTDIR':
        return `${env.dataDir} is not writable (${e.code}${e.path ? ` at ${e.path}` : ''}): let this user write there, or set DATA_DIR to a writable folder.`;
      case 'ENOENT':
        if (e.path && e.path.startsWith(env.dataDir)) {
          return `${env.dataDir} is not writable (it cannot be created): create it, or set DATA_DIR to a writable folder.`;
        }
    }
  }
  return err instanceof Error ? err.message : String(err);
}
