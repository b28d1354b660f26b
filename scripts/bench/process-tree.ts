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

/** Resident memory of each process of `root`'s tree now, in bytes (a cluster's workers included). */
function treeRss(root: number): number[] {
  return processTree(root, parentsNow()).map((pid) => parseVmRssKb(readOrEmpty(`/proc/${pid}/status`)) * 1024);
}

/** Resident memory of `root` and all its descendants now, in bytes. */
export function treeRssBytes(root: number): number {
  return treeRss(root).reduce((sum, bytes) => sum + bytes, 0);
}

export interface RssPeaks {
  /** The whole tree at its fullest. */
  totalBytes: number;
  /** The largest single process at its fullest (each server process must stay under its budget). */
  largestBytes: number;
}

/** Samples the tree's resident memory every `intervalMs` until stopped; stop() answers the peaks. */
export function sampleTreeRss(root: number, intervalMs = 500): { stop(): RssPeaks } {
  const peaks: RssPeaks = { totalBytes: 0, largestBytes: 0 };
  const sample = () => {
    const each = treeRss(root);
    peaks.totalBytes = Math.max(
      peaks.totalBytes,
      each.reduce((sum, bytes) => sum + bytes, 0),
    );
    peaks.largestBytes = Math.max(peaks.largestBytes, ...each);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref(); // a run that fails half-way must still let the process end
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}
