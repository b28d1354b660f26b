/**
 * One sample of a Prometheus text exposition: the value of `name` on the line whose labels include `labels`
 * (summed over every such line), or undefined when there is none.
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) total = (total ?? 0) + Number(match[3]);
  }
  return total;
}
