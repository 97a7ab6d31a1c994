import { AsyncLocalStorage } from 'node:async_hooks';

/** A seeded time and the real time it was set at: inside `runAt` the clock moves on from the seeded time. */
type Frame = { at: number; realStart: number };

const frames = new AsyncLocalStorage<Frame>();

/**
 * The services' clock. Outside `runAt` it is the real time; inside `runAt(date, fn)` every call made by `fn` (and only
 * those: concurrent requests keep the real time) sees `date` plus the real time elapsed since `fn` started, so rows
 * written one after another keep their order. The demo seeder runs services at past times through it.
 */
export const clock = {
  now(): Date {
    const frame = frames.getStore();
    return frame ? new Date(frame.at + (Date.now() - frame.realStart)) : new Date();
  },
  /** Milliseconds since the epoch, as `Date.now()`. */
  nowMs(): number {
    const frame = frames.getStore();
    return frame ? frame.at + (Date.now() - frame.realStart) : Date.now();
  },
  /** Whether the current call runs at a set time (then SQL must not use the database's `now()`). */
  isSet(): boolean {
    return frames.getStore() !== undefined;
  },
  runAt<T>(at: Date, fn: () => T): T {
    return frames.run({ at: at.getTime(), realStart: Date.now() }, fn);
  },
};
