import fs from 'node:fs';

/** VmRSS of a /proc/<pid>/status text, in kB; 0 when absent (a kernel thread, or a process that just ended). */
export function parseVmRssKb(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) : 0;
}

/** The parent pid in a /proc/<pid>/stat text; the command name before it may hold spaces and parentheses. */
export function parseParentPid(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const parent = Number(fields[1]);
  return Number.isInteger(parent) ? parent : null;
}

/** `root` and every process below it, from a map of each pid to its parent. */
export function processTree(root: number, parents: ReadonlyMap<number, number>): number[] {
  const tree = [root];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended between listing and reading
  }
}

function parentsNow(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parseParentPid(readOrEmpty(`/proc/${entry}/stat`));
    if (parent !== null) parents.set(Number(entry), parent);
  }
  return parents;
}

/** Resident memory of `root` and all its descendants now, in bytes (a cluster's workers included). */
export function treeRssBytes(root: number): number {
  return processTree(root, parentsNow()).reduce((sum, pid) => sum + parseVmRssKb(readOrEmpty(`/proc/${pid}/status`)) * 1024, 0);
}

/** Samples the tree's resident memory every `intervalMs` until stopped; stop() answers the peak in bytes. */
export function sampleTreeRss(root: number, intervalMs = 500): { stop(): number } {
  let peak = treeRssBytes(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(root));
  }, intervalMs);
  timer.unref(); // a run that fails half-way must still let the process end
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRssBytes(root));
    },
  };
}
