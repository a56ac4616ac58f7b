import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// Every locked package must run on the Node that package.json promises and on the one running the tests,
// or `npm ci` warns EBADENGINE and the package may fail at run time.
const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

function excluding(node: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!path || !range || semver.satisfies(node, range, { includePrerelease: true })) return [];
    return [`${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'} needs node ${range}`];
  });
}

describe('locked packages run on our Node', () => {
  it("runs on package.json's minimum Node", () => {
    const minimum = semver.minVersion(pkg.engines.node);
    expect(minimum).not.toBeNull();
    expect(excluding(minimum!.version)).toEqual([]);
  });

  it('runs on the Node running the tests', () => {
    expect(excluding(process.versions.node)).toEqual([]);
  });
});
