/**
 * Stops calling a failing AI service for a while, as a circuit breaker does: after `failureThreshold` failures in a
 * row it opens, and every call goes straight to the built-in fallback for `openMs`; then one trial call goes through
 * (half-open), and its success closes the circuit while its failure opens it again. People get the fallback's answer
 * at once instead of each waiting out the service's timeout.
 */
export type TCircuitState = 'closed' | 'open' | 'half_open';

export type TCircuitBreaker = {
  /** Whether this call may go to the service; in half-open state only the one trial call may. */
  allows(): boolean;
  succeeded(): void;
  /** Records a failure; true when this failure opened a closed circuit. */
  failed(): boolean;
  state(): TCircuitState;
};

export type TCircuitBreakerOptions = { failureThreshold?: number; openMs?: number; now?: () => number };

export function createCircuitBreaker({
  failureThreshold = 5,
  openMs = 30_000,
  now = Date.now,
}: TCircuitBreakerOptions = {}): TCircuitBreaker {
  let failures = 0;
  let openUntil = 0;
  const state = (): TCircuitState =>
    failures < failureThreshold ? 'closed' : now() < openUntil ? 'open' : 'half_open';
  return {
    state,
    allows() {
      const current = state();
      // The trial call holds the circuit open until it reports, or for `openMs` if it never does (a dropped stream).
      if (current === 'half_open') openUntil = now() + openMs;
      return current !== 'open';
    },
    succeeded() {
      failures = 0;
    },
    failed() {
      failures += 1;
      if (failures < failureThreshold) return false;
      openUntil = now() + openMs;
      return failures === failureThreshold;
    },
  };
}
