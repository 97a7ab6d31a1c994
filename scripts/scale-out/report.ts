// What the scale-out bench's report reads from its recordings: a failed request beside what nginx did with it, and
// each process's resident-memory growth under load.
import type { Outcome } from './http-client';
import type { AccessEntry } from './nginx';

/** A memory sample of one instance process, from its metrics. */
export type RssSample = { at: number; slot: number; pid: number; bytes: number; heapBytes: number; source: string };

/** A failed request, with what nginx did with it (which instances it tried and what they answered). */
export function describeFailure(outcome: Outcome, access: AccessEntry[], loadStart: number): string {
  const entry = access.find((candidate) => candidate.clientRid === outcome.requestId);
  return (
    `${outcome.label}: ${outcome.method} ${outcome.path} at ${((outcome.at - loadStart) / 1000).toFixed(1)} s → ` +
    `${outcome.error ?? outcome.status} ${outcome.body.replace(/\s+/g, ' ').slice(0, 160)}` +
    (entry
      ? ` | nginx: ${entry.status} via ${entry.upstreams.join(', ')} answered ${entry.upstreamStatuses.join(', ')} ` +
        `(request id ${entry.rid} in the instance's log)`
      : " | not in nginx's access log")
  );
}

/** Per process (an instance slot's pid): its first and last resident-memory sample under load. */
export function rssGrowth(samples: RssSample[]) {
  const byProcess = new Map<number, RssSample[]>();
  for (const sample of samples) byProcess.set(sample.pid, [...(byProcess.get(sample.pid) ?? []), sample]);
  return [...byProcess.values()]
    .filter((list) => list.length >= 2)
    .map((list) => ({
      slot: list[0]!.slot,
      pid: list[0]!.pid,
      first: list[0]!.bytes,
      last: list.at(-1)!.bytes,
      growth: list.at(-1)!.bytes - list[0]!.bytes,
      firstHeap: list[0]!.heapBytes,
      lastHeap: list.at(-1)!.heapBytes,
      seconds: (list.at(-1)!.at - list[0]!.at) / 1000,
      source: list[0]!.source,
    }))
    .sort((a, b) => a.slot - b.slot || a.first - b.first);
}
