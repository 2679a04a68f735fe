/**
 * Runs the given tasks one after another, in the order they came, whatever each one's outcome: a
 * queue of length one without a library.
 */
export class OneAtATime {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.last.then(task, task);
    this.last = result.catch(() => undefined);
    return result;
  }
}
