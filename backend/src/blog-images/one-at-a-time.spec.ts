import { OneAtATime } from './one-at-a-time';

/** A task the test finishes by hand, recording when it started. */
function heldTask(log: string[], name: string, fail = false) {
  let finish = () => {};
  const task = () =>
    new Promise<string>((resolve, reject) => {
      log.push(`start ${name}`);
      finish = () => (fail ? reject(new Error(name)) : resolve(name));
    });
  return { task, finish: () => finish() };
}

describe('OneAtATime', () => {
  it('starts a task only when the one before it has finished, failed or not, in the order given', async () => {
    const queue = new OneAtATime();
    const log: string[] = [];
    const first = heldTask(log, 'first', true);
    const second = heldTask(log, 'second');
    const firstResult = queue.run(first.task);
    const secondResult = queue.run(second.task);
    await Promise.resolve();
    expect(log).toEqual(['start first']);
    first.finish();
    await expect(firstResult).rejects.toThrow('first');
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start first', 'start second']);
    second.finish();
    await expect(secondResult).resolves.toBe('second');
  });
});
