import { describe, expect, it } from 'vitest';
import { JobQueue, QueueFullError } from './queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

describe('the image job queue', () => {
  it('runs one job at a time in the order they came, and refuses at once when the line is full', async () => {
    const queue = new JobQueue(1, 2);
    const order: string[] = [];
    const gate = deferred();
    const first = queue.run(async () => {
      order.push('first starts');
      await gate.promise;
      order.push('first ends');
    });
    const second = queue.run(async () => order.push('second'));
    const third = queue.run(async () => order.push('third'));
    expect(queue.size).toBe(3);
    await expect(queue.run(async () => order.push('fourth'))).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first starts', 'first ends', 'second', 'third']);
    expect(queue.size).toBe(0);
  });

  it('frees the slot when a job fails', async () => {
    const queue = new JobQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('a queue with a longest wait', () => {
  it('refuses a job that waited longer, and runs the next ones as slots free', async () => {
    const queue = new JobQueue(1, 5, 50);
    const gate = deferred();
    const first = queue.run(() => gate.promise);
    const late = queue.run(async () => 'never');
    await expect(late).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size).toBe(1);
    const next = queue.run(async () => 'next');
    gate.resolve();
    await first;
    await expect(next).resolves.toBe('next');
    expect(queue.size).toBe(0);
  });
});
