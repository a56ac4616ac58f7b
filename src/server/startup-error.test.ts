import { describe, expect, it } from 'vitest';
import { describeStartupError } from './startup-error';

const systemError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);
const wrapped = (cause: Error) => new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', { cause });
const pg = { DATABASE_URL: 'postgres://app:secret@db.internal:6543/deals', dataDir: '/srv/deals' };
const pglite = { DATABASE_URL: undefined, dataDir: '/srv/deals' };

describe('start-up errors name their cause', () => {
  it('a closed database port: connection refused at host:port, without the password', () => {
    const refused = systemError('connect ECONNREFUSED 10.0.0.5:6543', {
      code: 'ECONNREFUSED',
      address: '10.0.0.5',
      port: 6543,
    });
    const message = describeStartupError(wrapped(refused), pg);
    expect(message).toBe(
      'Cannot reach PostgreSQL: connection refused at db.internal:6543. Start the database server, or fix DATABASE_URL.',
    );
    expect(message).not.toContain('secret');
  });

  it('a full disk: no space left in DATA_DIR', () => {
    const full = systemError('ENOSPC: no space left on device, write', { code: 'ENOSPC' });
    expect(describeStartupError(wrapped(full), pglite)).toBe(
      'No space left in /srv/deals: free some disk space, or set DATA_DIR to a folder on a larger disk.',
    );
  });

  it('a folder that cannot be written or created: DATA_DIR is not writable', () => {
    const readOnly = systemError('EROFS: read-only file system, mkdir', { code: 'EROFS', path: '/srv/deals/pg' });
    expect(describeStartupError(readOnly, pglite)).toContain('/srv/deals is not writable (EROFS at /srv/deals/pg)');
    const missing = systemError("ENOENT: no such file or directory, mkdir '/srv/deals'", {
      code: 'ENOENT',
      path: '/srv/deals',
    });
    expect(describeStartupError(missing, pglite)).toBe(
      '/srv/deals is not writable (it cannot be created): create it, or set DATA_DIR to a writable folder.',
    );
  });

  it('keeps any other message as it is', () => {
    expect(describeStartupError(new Error('ADMIN_KEY is too short'), pglite)).toBe('ADMIN_KEY is too short');
  });
});
