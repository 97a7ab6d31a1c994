import type { TBriefTextField } from '@shared/domain/brief-options';
import {
  INTERPRET_BACKGROUND_LIMIT_MS,
  INTERPRET_DEBOUNCE_MS,
  INTERPRET_TIMEOUT_MS,
  isFallbackInterpretation,
  shouldInterpret,
} from '@shared/domain/briefs';
import { fallbackInterpretation } from '@shared/domain/brief-fallbacks';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';

export type TInterpretationState =
  | { status: 'idle' }
  | { status: 'processing'; value: string }
  /** timedOut: the fallback is shown while the AI finishes in the background; a late answer replaces it. */
  | { status: 'ready'; value: string; interpretation: TFieldInterpretation; timedOut: boolean };

export type TSchedulerOptions = {
  field: TBriefTextField;
  interpret: (field: TBriefTextField, value: string, signal: AbortSignal) => Promise<TFieldInterpretation>;
  onChange: (state: TInterpretationState) => void;
  /** A reading kept from before (e.g. restored after a reload): not asked again while the text is unchanged. */
  initial?: { value: string; interpretation: TFieldInterpretation };
  debounceMs?: number;
  timeoutMs?: number;
  /** How long a timed-out request may still answer before it is cancelled. */
  backgroundLimitMs?: number;
};

/**
 * Live interpretation of one free-text field (spec §4, §9): starts 600 ms after typing stops, only for text longer
 * than 10 characters; after 3000 ms the field is treated as captured with the timeout fallback, and after an error
 * with the error fallback. Each new keystroke cancels the previous request (AbortController).
 */
export function createInterpretationScheduler(options: TSchedulerOptions) {
  const debounceMs = options.debounceMs ?? INTERPRET_DEBOUNCE_MS;
  const timeoutMs = options.timeoutMs ?? INTERPRET_TIMEOUT_MS;
  const backgroundLimitMs = options.backgroundLimitMs ?? INTERPRET_BACKGROUND_LIMIT_MS;
  let state: TInterpretationState = options.initial
    ? { status: 'ready', ...options.initial, timedOut: false }
    : { status: 'idle' };
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let limit: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const emit = (next: TInterpretationState) => {
    state = next;
    options.onChange(next);
  };

  function cancel(): void {
    clearTimeout(debounce);
    clearTimeout(deadline);
    clearTimeout(limit);
    controller?.abort();
    controller = undefined;
  }

  function start(value: string): void {
    const request = new AbortController();
    controller = request;
    let timedOut = false;
    emit({ status: 'processing', value });
    deadline = setTimeout(() => {
      timedOut = true;
      emit({ status: 'ready', value, interpretation: fallbackInterpretation('timeout'), timedOut: true });
      limit = setTimeout(() => request.abort(), backgroundLimitMs - timeoutMs);
    }, timeoutMs);
    options.interpret(options.field, value, request.signal).then(
      (interpretation) => {
        if (request.signal.aborted) return;
        clearTimeout(deadline);
        clearTimeout(limit);
        emit({ status: 'ready', value, interpretation, timedOut: false });
      },
      () => {
        if (request.signal.aborted) return;
        clearTimeout(deadline);
        clearTimeout(limit);
        // After the timeout the fallback already shows; a late failure changes nothing.
        if (!timedOut)
          emit({ status: 'ready', value, interpretation: fallbackInterpretation('error'), timedOut: false });
      },
    );
  }

  return {
    get state() {
      return state;
    },
    /** Called with the field's text on every change. */
    update(value: string): void {
      const text = value.trim();
      const current = state.status === 'idle' ? null : state.value;
      // Unchanged text keeps its reading, unless that reading is only a fallback from an earlier failure.
      if (
        text === current &&
        !(state.status === 'ready' && !state.timedOut && isFallbackInterpretation(state.interpretation))
      )
        return;
      cancel();
      if (!shouldInterpret(text)) {
        if (state.status !== 'idle') emit({ status: 'idle' });
        return;
      }
      debounce = setTimeout(() => start(text), debounceMs);
    },
    dispose: cancel,
  };
}
