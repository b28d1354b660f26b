import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, Gauge, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { z } from 'zod';

/**
 * Metrics across the server processes of a cluster. A scrape reaches one worker, which asks the primary; the
 * primary asks every worker that said it is ready for its metrics, adds them up (prom-client's aggregation: sums,
 * unless a metric names another way) and answers the whole. A worker that does not answer within
 * COLLECT_TIMEOUT_MS (busy, or dying) is left out rather than failing the scrape: `trg_metrics_processes` says
 * how many answered. prom-client's own cluster listeners are not used: they ask every forked worker, and one still
 * starting never answers, which would fail every scrape during a restart.
 */

/** How long the primary waits for the workers' metrics. */
export const COLLECT_TIMEOUT_MS = 2_000;
/** How long a worker waits for the primary's whole answer: more than the collection, so that it usually has one. */
export const SCRAPE_TIMEOUT_MS = COLLECT_TIMEOUT_MS + 3_000;

type Metrics = MetricObjectWithValues<MetricValue<string>>[];

const Message = z.discriminatedUnion('type', [
  /** Worker to primary: it answers collections from now on. */
  z.object({ type: z.literal('trg-metrics:ready') }),
  /** Worker to primary: a scrape came in; answer it the cluster's metrics. */
  z.object({ type: z.literal('trg-metrics:scrape'), id: z.string() }),
  /** Primary to worker: its metrics, please. */
  z.object({ type: z.literal('trg-metrics:collect'), id: z.string() }),
  /** Worker to primary: its metrics, as prom-client's JSON, one array per registry. */
  z.object({ type: z.literal('trg-metrics:collected'), id: z.string(), metrics: z.array(z.array(z.unknown())) }),
  /** Primary to worker: the cluster's metrics in the exposition format, or why there are none. */
  z.object({ type: z.literal('trg-metrics:scraped'), id: z.string(), text: z.string().optional(), error: z.string().optional() }),
]);
type Message = z.infer<typeof Message>;

/** In the primary: answers the workers' scrapes with every ready worker's metrics added up. Returns its undoing. */
export function serveClusterMetrics(timeoutMs = COLLECT_TIMEOUT_MS): () => void {
  const ready = new Set<Worker>();
  const pending = new Map<string, (metrics: Metrics[] | null) => void>();

  /** Each ready worker's registries, or null for one that did not answer in time. */
  const collect = async (): Promise<(Metrics[] | null)[]> => {
    const asked = [...ready].filter((worker) => worker.isConnected());
    const answers = await Promise.all(
      asked.map(
        (worker) =>
          new Promise<Metrics[] | null>((resolve) => {
            const id = randomUUID();
            const timer = setTimeout(() => {
              pending.delete(id);
              resolve(null);
            }, timeoutMs);
            pending.set(id, (metrics) => {
              clearTimeout(timer);
              pending.delete(id);
              resolve(metrics);
            });
            worker.send({ type: 'trg-metrics:collect', id } satisfies Message, (error: Error | null) => {
              if (error) pending.get(id)?.(null);
            });
          }),
      ),
    );
    return answers;
  };

  const scrape = async (): Promise<string> => {
    const answers = await collect();
    const answered = answers.filter((answer) => answer !== null);
    const registry = AggregatorRegistry.aggregate(answered.flat());
    const processes = new Gauge({
      name: 'trg_metrics_processes',
      help: 'Server processes this scrape asked for their metrics, and those that answered in time',
      labelNames: ['state'],
      registers: [registry],
    });
    processes.set({ state: 'asked' }, answers.length);
    processes.set({ state: 'answered' }, answered.length);
    return registry.metrics();
  };

  const onMessage = (worker: Worker, raw: unknown) => {
    const parsed = Message.safeParse(raw);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'trg-metrics:ready') ready.add(worker);
    else if (message.type === 'trg-metrics:collected') pending.get(message.id)?.(message.metrics as Metrics[]);
    else if (message.type === 'trg-metrics:scrape') {
      const reply = (answer: Omit<Extract<Message, { type: 'trg-metrics:scraped' }>, 'type' | 'id'>) => {
        if (worker.isConnected()) worker.send({ type: 'trg-metrics:scraped', id: message.id, ...answer } satisfies Message);
      };
      scrape().then(
        (text) => reply({ text }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
      );
    }
  };
  const onExit = (worker: Worker) => ready.delete(worker);
  cluster.on('message', onMessage);
  cluster.on('exit', onExit);
  return () => {
    cluster.off('message', onMessage);
    cluster.off('exit', onExit);
  };
}

/** In a worker: answers the primary's collections with `local`, and says it is ready. Returns its undoing. */
export function answerCollections(local: () => Promise<Metrics[]>): () => void {
  const onMessage = (raw: unknown) => {
    const parsed = Message.safeParse(raw);
    if (!parsed.success || parsed.data.type !== 'trg-metrics:collect') return;
    const { id } = parsed.data;
    local().then(
      (metrics) => process.send?.({ type: 'trg-metrics:collected', id, metrics } satisfies Message),
      // Nothing from this process this time: the primary leaves it out when its wait is over.
      () => undefined,
    );
  };
  process.on('message', onMessage);
  process.send?.({ type: 'trg-metrics:ready' } satisfies Message);
  return () => process.off('message', onMessage);
}

/** In a worker: the whole cluster's metrics, from the primary. */
export function clusterScrape(timeoutMs = SCRAPE_TIMEOUT_MS): Promise<string> {
  const id = randomUUID();
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the primary did not answer with the metrics in ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (raw: unknown) => {
      const parsed = Message.safeParse(raw);
      if (!parsed.success || parsed.data.type !== 'trg-metrics:scraped' || parsed.data.id !== id) return;
      done();
      if (parsed.data.text !== undefined) resolve(parsed.data.text);
      else reject(new Error(parsed.data.error ?? 'the primary answered no metrics'));
    };
    process.on('message', onMessage);
    process.send?.({ type: 'trg-metrics:scrape', id } satisfies Message);
  });
}
