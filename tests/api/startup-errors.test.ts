import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServer } from '../support/server-process';

// What `npm start` prints when it cannot start: the cause and what to do, not a failed query.
// Real server processes; run once (in the PGlite project).
describe.runIf(process.env.TEST_DB !== 'postgres')('start-up errors', () => {
  it('names a closed database port', async () => {
    const port = await freePort();
    const server = await startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test` });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Cannot reach PostgreSQL: connection refused at 127.0.0.1:${port}.`);
    expect(server.output()).not.toContain('Failed query');
  }, 60_000);

  it('names a DATA_DIR that cannot be written', async () => {
    // A folder inside a regular file can never be created, whoever runs the test.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'deals-start-')), 'not-a-folder');
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const server = await startServer({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`${dataDir} is not writable (ENOTDIR`);
  }, 60_000);
});
