/** Thrown by `JobQueue.run` when as many jobs wait as the queue holds, or a job waited longer than the queue allows. */
export class QueueFullError extends Error {}

/**
 * A first-in, first-out queue that runs at most `concurrency` jobs at once and lets at most `maxWaiting`
 * more wait, each at most `maxWaitMs`; beyond that `run` refuses (QueueFullError) rather than piling up work
 * and memory.
 */
export class JobQueue {
  private running = 0;
  private readonly waiting: { start: () => void; refuse: () => void }[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly maxWaitMs = Infinity,
  ) {}

  /** Jobs running and waiting. */
  get size(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError('job queue is full');
      await new Promise<void>((resolve, reject) => {
        const place = {
          start: () => {
            clearTimeout(timer);
            resolve();
          },
          refuse: () => reject(new QueueFullError('waited too long for the job queue')),
        };
        const timer =
          this.maxWaitMs === Infinity
            ? undefined
            : setTimeout(() => {
                const index = this.waiting.indexOf(place);
                if (index !== -1) this.waiting.splice(index, 1);
                place.refuse();
              }, this.maxWaitMs);
        this.waiting.push(place);
      });
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job in line, so that no newcomer can jump the queue.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }
}
