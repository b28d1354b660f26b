import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** The parts of a Chrome DevTools Protocol CPU profile (Profiler.stop) read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

type CallFrame = CpuProfile['nodes'][number]['callFrame'];

/** Milliseconds of each function's own time (not its callees') in one profile, by the name `label` gives its frame. */
export function selfTimes(profile: CpuProfile, label: (frame: CallFrame) => string): Map<string, number> {
  const times = new Map<string, number>();
  const samples = profile.samples ?? [];
  if (samples.length === 0) return times;
  const sampleMs = (profile.endTime - profile.startTime) / 1000 / samples.length;
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  for (const id of samples) {
    const frame = frames.get(id);
    if (!frame) continue;
    const name = label(frame);
    times.set(name, (times.get(name) ?? 0) + sampleMs);
  }
  return times;
}

/** The browser's bookkeeping, not a function of the page's: left out of the table. */
const NOT_FUNCTIONS = new Set(['(idle)', '(program)', '(root)']);

/**
 * Names a frame of the build's scripts by its place in the sources, through the source maps the build writes beside
 * them (hidden from browsers, not from this script): 'moneyFormatter contract/src/money-display.ts:15'. Frames of
 * other scripts keep their own name.
 */
export function sourceLabeller(distDir: string): (frame: CallFrame) => string {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const mapFile = path.join(distDir, 'assets', `${file}.map`);
      maps.set(file, fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as never) : null);
    }
    return maps.get(file) ?? null;
  };
  return (frame) => {
    const file = /\/assets\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    const map = file ? mapOf(file) : null;
    if (!map) return frame.functionName || (frame.url ? `(anonymous) ${frame.url}` : '(native)');
    const place = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (place.source ?? file ?? '').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return `${place.name ?? (frame.functionName || '(anonymous)')} ${source}:${place.line ?? '?'}`;
  };
}

/** The `count` functions with the most own time, as a table of milliseconds per load (the mean of `loads`). */
export function profileTable(times: Map<string, number>, loads: number, count: number): string {
  return [...times]
    .filter(([name]) => !NOT_FUNCTIONS.has(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${(ms / loads).toFixed(0).padStart(7)} ms  ${name}`)
    .join('\n');
}
