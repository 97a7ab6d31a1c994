import { MAX_SAVED_EXPERTS } from '../../../shared/domain/limits';
import { ZExpertIdParamsSchema, type TPublicExpert, type TSavedExpert } from '../../../shared/schemas/experts';
import { toPublicExpertDto, toSavedExpertDto } from './experts.dto';
import { expertsErrors } from './experts.errors';
import { UNNAMED, type ExpertContext } from './expert-context';

/** Public profiles of vetted experts, and the experts a client saved. */
export function createExpertDirectory({ repository, profiles, rated, nameOf }: ExpertContext) {
  return {
    // --- public profiles and saved experts ---

    /** A vetted expert's public profile (anyone else: 404), and whether the viewer has saved them. */
    async publicProfile(
      expertId: string,
      viewerId: string | null,
    ): Promise<{ expert: TPublicExpert; saved: boolean | null }> {
      // The id comes from a public address anyone can type (/experts/xyz): one that is no id is simply not found.
      if (!ZExpertIdParamsSchema.shape.id.safeParse(expertId).success) throw expertsErrors.notFound();
      const row = await repository.findByUserId(expertId);
      if (!row || row.status !== 'vetted') throw expertsErrors.notFound();
      const [name, saved, [withRating]] = await Promise.all([
        nameOf(expertId),
        viewerId ? repository.isSaved(viewerId, expertId) : Promise.resolve(null),
        rated([row]),
      ]);
      return { expert: toPublicExpertDto(withRating ?? row, name ?? UNNAMED), saved };
    },

    async save(clientId: string, expertId: string): Promise<void> {
      if (clientId === expertId) throw expertsErrors.cannotSaveSelf();
      if ((await repository.statusOf(expertId)) !== 'vetted') throw expertsErrors.notFound();
      if (await repository.isSaved(clientId, expertId)) return;
      if ((await repository.countSaved(clientId)) >= MAX_SAVED_EXPERTS) throw expertsErrors.savedLimit();
      await repository.save(clientId, expertId);
    },

    unsave: (clientId: string, expertId: string) => repository.unsave(clientId, expertId),

    async listSaved(clientId: string): Promise<TSavedExpert[]> {
      const rows = await repository.listSaved(clientId, MAX_SAVED_EXPERTS);
      const [contacts, withRatings] = await Promise.all([
        profiles.contactsOf(rows.map((row) => row.profile.userId)),
        rated(rows.map((row) => row.profile)),
      ]);
      return rows.map((row, index) =>
        toSavedExpertDto(
          withRatings[index] ?? row.profile,
          contacts.get(row.profile.userId)?.fullName ?? UNNAMED,
          row.savedAt,
        ),
      );
    },

    /** A saved expert the client may ask for on a brief: vetted and saved by this client, else null. */
    async savedExpertFor(clientId: string, expertId: string): Promise<string | null> {
      const [saved, status] = await Promise.all([
        repository.isSaved(clientId, expertId),
        repository.statusOf(expertId),
      ]);
      return saved && status === 'vetted' ? expertId : null;
    },
  };
}
