import type { Executor } from '../../db/client';
import { createEmailBouncesRepository, type BounceRow, type NewBounce } from './email-bounces.repository';

export type { BounceRow, NewBounce } from './email-bounces.repository';

/** Counts each newly recorded bounce for the metrics (a replayed report is not counted again). */
export type CountBounce = (labels: { kind: BounceRow['kind']; source: BounceRow['source'] }) => void;

/**
 * The addresses optional mail is held back from: hard bounces and spam complaints. Transactional mail (password
 * resets, receipts, security notices) still goes to them; the mailer checks this list only for optional mail.
 */
export function createBounceList(db: Executor, countBounce: CountBounce = () => {}) {
  const repository = createEmailBouncesRepository(db);
  return {
    /** Records a bounce or complaint; the first report for an address stands, replays return it unchanged. */
    async record(bounce: NewBounce, executor: Executor = db): Promise<BounceRow> {
      const { row, created } = await repository.record(bounce, executor);
      if (created) countBounce({ kind: row.kind, source: row.source });
      return row;
    },
    find: (address: string, executor?: Executor) => repository.findByAddress(address, executor),
    findById: (id: string, executor?: Executor) => repository.findById(id, executor),
    list: (limit: number) => repository.listNewest(limit),
    clear: (id: string, executor?: Executor) => repository.remove(id, executor),
  };
}

export type BounceList = ReturnType<typeof createBounceList>;
