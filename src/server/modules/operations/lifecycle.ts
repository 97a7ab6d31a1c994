/** Whether this instance is shutting down: readiness answers 503 from the moment a drain starts. */
export type Lifecycle = {
  readonly draining: boolean;
  startDrain: () => void;
};

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDrain: () => {
      draining = true;
    },
  };
}
