import { describe, expect, it } from 'vitest';
import { createInFlight } from './inFlight';

describe('in-flight handlers', () => {
  it('drains only after running work ends', async () => {
    const inFlight = createInFlight();
    const events: string[] = [];
    let finish: () => void = () => {};
    const work = inFlight.run(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            events.push('work done');
            resolve();
          };
        }),
    );
    const drained = inFlight.drained(5_000).then(() => events.push('drained'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    finish();
    await Promise.all([work, drained]);
    expect(events).toEqual(['work done', 'drained']);
  });

  it('gives up waiting after the timeout and counts failed work as finished', async () => {
    const inFlight = createInFlight();
    await expect(inFlight.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await inFlight.drained(10);
    const stuck = inFlight.run(() => new Promise(() => {}));
    const started = Date.now();
    await inFlight.drained(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    void stuck;
  });
});
