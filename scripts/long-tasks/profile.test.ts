import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { profileTable, selfTimes, sourceLabeller, type CpuProfile } from './profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, columnNumber });

describe('npm run long-tasks --profile', () => {
  // 10 ms in 5 samples: 2 ms each.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('(idle)') },
      { id: 3, callFrame: frame('renderCard') },
      { id: 4, callFrame: frame('formatPrice') },
    ],
    startTime: 0,
    endTime: 10_000,
    samples: [3, 4, 4, 4, 2],
  };

  it('adds up each function’s own time from the samples', () => {
    expect(selfTimes(profile, (callFrame) => callFrame.functionName)).toEqual(
      new Map([
        ['renderCard', 2],
        ['formatPrice', 6],
        ['(idle)', 2],
      ]),
    );
    expect(selfTimes({ ...profile, samples: [] }, (callFrame) => callFrame.functionName).size).toBe(0);
  });

  it('lists the functions with the most own time per load, without the browser’s idle time', () => {
    const table = profileTable(
      selfTimes(profile, (callFrame) => callFrame.functionName),
      2,
      5,
    );
    expect(table.split('\n').map((line) => line.trim())).toEqual(['3 ms  formatPrice', '1 ms  renderCard']);
  });

  it('names a frame of the build by its place in the sources, through the hidden source map', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'trg-profile-'));
    try {
      fs.mkdirSync(path.join(dist, 'assets'));
      const map = new SourceMapGenerator({ file: 'core-abc.js' });
      map.addMapping({
        generated: { line: 1, column: 40 },
        original: { line: 15, column: 2 },
        source: '../../node_modules/react-dom/cjs/client.js',
        name: 'beginWork',
      });
      map.addMapping({ generated: { line: 1, column: 90 }, original: { line: 7, column: 0 }, source: '../../src/lib/money.ts' });
      fs.writeFileSync(path.join(dist, 'assets/core-abc.js.map'), map.toString());
      const label = sourceLabeller(dist);
      expect(label(frame('a', 'http://127.0.0.1:4000/assets/core-abc.js', 0, 40))).toBe('beginWork react-dom/cjs/client.js:15');
      expect(label(frame('m', 'http://127.0.0.1:4000/assets/core-abc.js', 0, 90))).toBe('m src/lib/money.ts:7');
      expect(label(frame('x', 'http://127.0.0.1:4000/assets/other-def.js'))).toBe('x');
      expect(label(frame(''))).toBe('(native)');
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
