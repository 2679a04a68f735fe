import { EventEmitter } from 'node:events';
import { untilQuiet } from './graceful-stop';

describe('untilQuiet (how long the hand-over lasts)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('stays open while connections and requests keep coming, and ends once none came for the quiet time', async () => {
    const server = new EventEmitter();
    let endedAfter: number | undefined;
    void untilQuiet(server, 250, 5_000).then((ms) => (endedAfter = ms));
    // Six arrivals 125 ms apart: never 250 ms of quiet.
    for (let arrival = 0; arrival < 6; arrival += 1) {
      await jest.advanceTimersByTimeAsync(125);
      server.emit(arrival % 2 === 0 ? 'connection' : 'request');
    }
    await jest.advanceTimersByTimeAsync(249);
    expect(endedAfter).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(endedAfter).toBe(1_000);
    expect(server.listenerCount('connection') + server.listenerCount('request')).toBe(0);
  });

  it('ends after the longest hand-over however busy the server is', async () => {
    const server = new EventEmitter();
    let endedAfter: number | undefined;
    void untilQuiet(server, 250, 1_000).then((ms) => (endedAfter = ms));
    for (let arrival = 0; arrival < 20 && endedAfter === undefined; arrival += 1) {
      await jest.advanceTimersByTimeAsync(100);
      server.emit('request');
    }
    expect(endedAfter).toBe(1_000);
  });
});
