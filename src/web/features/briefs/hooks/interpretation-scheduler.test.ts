import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { createInterpretationScheduler, type TInterpretationState } from './interpretation-scheduler';

const READING: TFieldInterpretation = {
  interpreted: 'Goal: more leads',
  confidence: 0.9,
  tags: ['metric:leads'],
  warnings: [],
  normalized: { metric: 'leads' },
};

type Call = {
  value: string;
  signal: AbortSignal;
  resolve: (reading: TFieldInterpretation) => void;
  reject: (error: Error) => void;
};

function setup(initial?: { value: string; interpretation: TFieldInterpretation }) {
  const calls: Call[] = [];
  const states: TInterpretationState[] = [];
  const scheduler = createInterpretationScheduler({
    field: 'goal',
    initial,
    onChange: (state) => states.push(state),
    interpret: (_field, value, signal) =>
      new Promise((resolve, reject) => calls.push({ value, signal, resolve, reject })),
  });
  return { scheduler, calls, states, last: () => states.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('live interpretation of a field', () => {
  it('waits 600 ms after typing stops, then processing, then ready', async () => {
    const { scheduler, calls, last } = setup();
    scheduler.update('More qualified');
    await vi.advanceTimersByTimeAsync(300);
    scheduler.update('More qualified leads');
    await vi.advanceTimersByTimeAsync(599);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.value)).toEqual(['More qualified leads']);
    expect(last()).toEqual({ status: 'processing', value: 'More qualified leads' });
    calls[0]!.resolve(READING);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({
      status: 'ready',
      value: 'More qualified leads',
      interpretation: READING,
      timedOut: false,
    });
  });

  it('only interprets text longer than 10 characters', async () => {
    const { scheduler, calls, states } = setup();
    scheduler.update('   exactly 10   ');
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(0);
    expect(states).toEqual([]);
    scheduler.update('exactly 11!');
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toHaveLength(1);
  });

  it('after 3000 ms shows the timeout fallback, and a late answer replaces it', async () => {
    const { scheduler, calls, last } = setup();
    scheduler.update('Grow recurring revenue');
    await vi.advanceTimersByTimeAsync(600 + 2999);
    expect(last()?.status).toBe('processing');
    await vi.advanceTimersByTimeAsync(1);
    expect(last()).toMatchObject({
      status: 'ready',
      timedOut: true,
      interpretation: {
        interpreted: 'Input captured. We will refine as you add details.',
        confidence: 0.5,
        tags: ['timeout_fallback'],
        warnings: ['ai_timeout'],
      },
    });
    calls[0]!.resolve(READING);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({
      status: 'ready',
      value: 'Grow recurring revenue',
      interpretation: READING,
      timedOut: false,
    });
  });

  it('gives up on a request that never answers', async () => {
    const { scheduler, calls } = setup();
    scheduler.update('Grow recurring revenue');
    await vi.advanceTimersByTimeAsync(600 + 20_000);
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('shows the error fallback when the request fails', async () => {
    const { scheduler, calls, last } = setup();
    scheduler.update('Grow recurring revenue');
    await vi.advanceTimersByTimeAsync(600);
    calls[0]!.reject(new Error('500'));
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({
      status: 'ready',
      timedOut: false,
      interpretation: {
        interpreted: 'Input captured. We will refine as you add details.',
        confidence: 0.4,
        tags: ['fallback'],
        warnings: ['ai_error'],
      },
    });
  });

  it('a new keystroke cancels the request in flight; its answer is ignored', async () => {
    const { scheduler, calls, last } = setup();
    scheduler.update('Grow recurring revenue');
    await vi.advanceTimersByTimeAsync(600);
    scheduler.update('Grow recurring revenue by 20%');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve(READING);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()?.status).not.toBe('ready');
    await vi.advanceTimersByTimeAsync(600);
    expect(calls[1]!.value).toBe('Grow recurring revenue by 20%');
  });

  it('keeps a restored reading while the text is unchanged, but asks again after a restored fallback', async () => {
    const kept = setup({ value: 'Grow recurring revenue', interpretation: READING });
    kept.scheduler.update('Grow recurring revenue');
    await vi.advanceTimersByTimeAsync(5000);
    expect(kept.calls).toHaveLength(0);
    expect(kept.scheduler.state).toMatchObject({ status: 'ready', interpretation: READING });

    const fallback = { ...READING, warnings: ['ai_error'], normalized: {} };
    const retried = setup({ value: 'Grow recurring revenue', interpretation: fallback });
    retried.scheduler.update('Grow recurring revenue');
    await vi.advanceTimersByTimeAsync(600);
    expect(retried.calls).toHaveLength(1);
  });
});
