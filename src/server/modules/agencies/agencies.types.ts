import type { TProjectStatus } from '../../../shared/domain/projects';

/** Who asks: the signed-in person (their account e-mail decides which invitations are theirs). */
export type AgencyViewer = { userId: string; email: string; isAdmin: boolean };

/** What agencies need from the experts module; bound in the agencies module. */
export type AgencyExperts = {
  /** Whether this person is a vetted expert: only they create agencies and join rosters. */
  isVetted: (userId: string) => Promise<boolean>;
};

/**
 * What agencies need from the projects module; bound in the agencies module. An agency works on the projects its
 * owner delivers as the freelancer (it is matched and invited through its owner).
 */
export type AgencyProjects = {
  listDeliveredBy: (userId: string) => Promise<{ id: string; title: string; status: TProjectStatus }[]>;
};

/** An agency as other modules see it (matching shows it as a candidate through its owner). */
export type AgencySummary = { id: string; name: string; description: string; ownerId: string; activeMembers: number };

/** A project's recorded payout split, for the release of its money (whole percents, totalling 100). */
export type ProjectSplit = { agencyId: string; shares: { userId: string; sharePercent: number }[] };

/** A split can change until the project's money is settled. */
export const CLOSED_PROJECT_STATUSES: readonly TProjectStatus[] = ['completed', 'cancelled'];
