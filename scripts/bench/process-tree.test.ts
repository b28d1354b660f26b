import { describe, expect, it } from 'vitest';
import { parseParentPid, parseVmRssKb, processTree, treeRssBytes } from './process-tree.ts';

describe('the server process tree', () => {
  it('reads VmRSS from /proc/<pid>/status, and 0 when a process has none', () => {
    expect(parseVmRssKb('Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  123456 kB\nThreads:\t11\n')).toBe(123456);
    expect(parseVmRssKb('Name:\tkthreadd\nThreads:\t1\n')).toBe(0);
  });

  it('reads the parent pid from /proc/<pid>/stat, whatever the command name holds', () => {
    expect(parseParentPid('4242 (node) S 4200 4242 4200 0 -1')).toBe(4200);
    expect(parseParentPid('4243 (my (odd) name) R 4242 4243 4200 0 -1')).toBe(4242);
  });

  it("gathers the root and all its descendants (a cluster's workers and theirs), and nothing else", () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 10],
      [13, 11],
      [20, 1],
    ]);
    expect(processTree(10, parents).sort()).toEqual([10, 11, 12, 13]);
  });

  it("measures this process's own resident memory", () => {
    expect(treeRssBytes(process.pid)).toBeGreaterThan(1024 * 1024);
  });
});
