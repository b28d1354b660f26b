/** Thrown by `JobQueue.run` when as many jobs wait as the queue holds. */
export class QueueFullError extends Error {}

/**
 * A first-in, first-out queue that runs at most `concurrency` jobs at once and lets at most `maxWaiting`
 * more wait; beyond that `run` refuses at once (QueueFullError) rather than piling up work and memory.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Jobs running and waiting. */
  get size(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError('job queue is full');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job in line, so that no newcomer can jump the queue.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
