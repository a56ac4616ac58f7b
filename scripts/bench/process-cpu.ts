import fs from 'node:fs';

/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat, 100 on every Linux build in use. */
const TICKS_PER_SECOND = 100;

/** utime + stime (seconds) from the text of /proc/<pid>/stat; the name field may hold spaces. */
export function statCpuSeconds(stat: string): number {
  // After "pid (comm) ": state is field 3, utime field 14, stime field 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The pids of a process's children, from each of its threads' /proc children list. */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const list = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
    if (list) found.push(...list.split(' ').map(Number));
  }
  return found;
}

/**
 * CPU seconds a process and its live descendants (nginx's workers) have used so far;
 * null where /proc cannot tell (not Linux, or the process is gone).
 */
export function treeCpuSeconds(pid: number): number | null {
  try {
    let total = statCpuSeconds(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
    for (const child of childrenOf(pid)) total += treeCpuSeconds(child) ?? 0;
    return total;
  } catch {
    return null;
  }
}
