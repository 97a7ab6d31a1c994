import type { Lifecycle } from './lifecycle';
import type { OperationsRepository } from './operations.repository';

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Ready means: not draining, the database answers, and it has every migration this build ships (an instance of a
 * newer release started against an older schema must not take traffic).
 */
export function createReadinessCheck({
  repository,
  lifecycle,
  shippedMigrations,
}: {
  repository: OperationsRepository;
  lifecycle: Lifecycle;
  shippedMigrations: number;
}) {
  return async (): Promise<Readiness> => {
    if (lifecycle.draining) return { ready: false, reason: 'draining' };
    let applied: number;
    try {
      await repository.ping();
      applied = await repository.appliedMigrationCount();
    } catch {
      return { ready: false, reason: 'database unavailable' };
    }
    if (applied < shippedMigrations)
      return { ready: false, reason: `migrations pending (${applied} of ${shippedMigrations} applied)` };
    return { ready: true };
  };
}
