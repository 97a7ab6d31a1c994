import path from 'node:path';
import type { Readable } from 'node:stream';
import { DISPUTE_EVIDENCE_MAX_FILES, DISPUTE_EVIDENCE_MAX_MB } from '../../../shared/domain/limits';
import type { TDispute } from '../../../shared/schemas/disputes';
import { StorageLimitError } from '../../providers/storage/storage-provider';
import type { ProjectViewer } from '../projects/projects.service';
import type { DisputeContext } from './dispute-context';
import { disputesErrors } from './disputes.errors';

/** The client's evidence files on an unresolved dispute, streamed to storage; read by participants and admins. */
export function createDisputeEvidence({ db, repository, storage, disputeFor }: DisputeContext) {
  return {
    /** The client adds an evidence file to their unresolved dispute (streamed to storage, size-limited). */
    async addEvidence(
      viewer: ProjectViewer,
      id: string,
      file: { fileName: string; contentType: string; stream: Readable },
    ): Promise<TDispute['files'][number]> {
      const { dispute, role } = await disputeFor(viewer, id);
      if (role !== 'client') throw disputesErrors.clientOnly();
      if (dispute.status === 'resolved') throw disputesErrors.resolved();
      if (!storage) throw disputesErrors.noStorage();
      if ((await repository.countFiles(id)) >= DISPUTE_EVIDENCE_MAX_FILES) throw disputesErrors.tooManyFiles();
      const ext =
        path
          .extname(file.fileName)
          .slice(1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '') || 'bin';
      const key = `disputes/${id}/${Date.now()}.${ext}`;
      let stored;
      try {
        stored = await storage.put(key, file.stream, {
          contentType: file.contentType,
          maxBytes: DISPUTE_EVIDENCE_MAX_MB * 1024 * 1024,
        });
      } catch (error) {
        if (error instanceof StorageLimitError) throw disputesErrors.fileTooLarge();
        throw error;
      }
      try {
        const row = await db.transaction(async (tx) => {
          if (!(await repository.lockUnresolved(id, tx))) throw disputesErrors.resolved();
          const inserted = await repository.insertFile(
            {
              disputeId: id,
              fileName: file.fileName,
              fileSize: stored.size,
              fileType: file.contentType,
              storagePath: key,
              uploadedBy: viewer.userId,
            },
            tx,
          );
          await repository.insertEvent(
            { disputeId: id, authorId: viewer.userId, kind: 'evidence', body: file.fileName },
            tx,
          );
          return inserted;
        });
        return {
          id: row.id,
          fileName: row.fileName,
          fileSize: row.fileSize,
          fileType: row.fileType,
          uploadedAt: row.uploadedAt.toISOString(),
        };
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    /** An evidence file, for participants and admins (404 for everyone else). */
    async evidenceFile(viewer: ProjectViewer, id: string, fileId: string) {
      await disputeFor(viewer, id);
      const file = await repository.findFile(id, fileId);
      if (!file || !storage) throw disputesErrors.notFound();
      const stored = await storage.get(file.storagePath);
      return { ...stored, fileName: file.fileName, contentType: file.fileType };
    },
  };
}
