import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { childrenOf, statCpuSeconds, treeCpuSeconds } from './process-cpu';

describe('process CPU from /proc', () => {
  it('reads utime and stime even when the name holds spaces and parentheses', () => {
    const stat = '4242 (node (my server)) S 1 4242 4242 0 -1 4194560 2093 0 0 0 250 130 0 0 20 0 11 0 100 0';
    expect(statCpuSeconds(stat)).toBeCloseTo(3.8);
  });

  it.skipIf(process.platform !== 'linux')('counts the CPU of a child process in its parent tree', async () => {
    // The child of sh burns 0.7 s of CPU (not of wall time), then idles, still alive.
    const burn = 'while (process.cpuUsage().user < 700000) {} setTimeout(() => {}, 30000)';
    const parent = spawn('sh', ['-c', `${process.execPath} -e "${burn}"; true`], { stdio: 'ignore' });
    try {
      let used = 0;
      for (let waited = 0; used < 0.6 && waited < 20_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
        used = treeCpuSeconds(parent.pid!) ?? 0;
      }
      expect(used).toBeGreaterThanOrEqual(0.6);
    } finally {
      for (const pid of [parent.pid!, ...childrenOf(parent.pid!)].reverse()) process.kill(pid, 'SIGKILL');
    }
  });

  it('answers null for a process that does not exist', () => {
    expect(treeCpuSeconds(2 ** 22 + 12345)).toBeNull();
  });
});
