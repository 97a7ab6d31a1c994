import { clock } from '../../lib/clock';
import type { Database, Executor } from '../../db/client';
import { RATING_REVEAL_DAYS } from '../../../shared/domain/limits';
import { ratingRevealAt, ratingsPublished } from '../../../shared/domain/ratings';
import type { TProjectRatings, TRating, TRatingBody } from '../../../shared/schemas/ratings';
import type { NotificationsService } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { ProjectsService, ProjectViewer } from '../projects/projects.service';
import { ratingsErrors } from './ratings.errors';
import { createRatingsRepository, type RatingRow } from './ratings.repository';

export type RatingsDeps = {
  db: Database;
  projects: Pick<ProjectsService, 'accessOf' | 'freelancersOf' | 'completionsOf'>;
  profiles: Pick<ProfilesService, 'contactsOf'>;
  notifications: Pick<NotificationsService, 'notify'>;
  /** The clock, so tests can step past the 14-day reveal. */
  now?: () => Date;
};

/** Published ratings a person received: their sum and count (an average is sum / count). */
export type ReceivedRatings = { sum: number; count: number };

const toDto = (row: RatingRow): TRating => ({
  score: row.score,
  comment: row.comment,
  createdAt: row.createdAt.toISOString(),
});

export function createRatingsService({ db, projects, profiles, notifications, now = () => clock.now() }: RatingsDeps) {
  const repository = createRatingsRepository(db);

  /** The participant a client or freelancer rates: the project's client, or its (current) freelancer. */
  async function otherPartyOf(
    project: { id: string; clientId: string },
    role: 'client' | 'freelancer',
    executor?: Executor,
  ): Promise<{ userId: string; name: string; role: 'client' | 'freelancer' } | null> {
    let userId: string | undefined;
    if (role === 'freelancer') userId = project.clientId;
    else {
      const freelancers = (await projects.freelancersOf([project.id], executor)).get(project.id) ?? [];
      userId = freelancers.at(-1);
    }
    if (!userId) return null;
    const contact = (await profiles.contactsOf([userId], executor)).get(userId);
    return {
      userId,
      name: contact?.fullName ?? contact?.email ?? (role === 'client' ? 'the freelancer' : 'the client'),
      role: role === 'client' ? 'freelancer' : 'client',
    };
  }

  async function view(viewer: ProjectViewer, projectId: string): Promise<TProjectRatings> {
    const { project, role } = await projects.accessOf(viewer, projectId);
    const rows = await repository.ofProject(projectId);
    const client = rows.find((row) => row.raterRole === 'client') ?? null;
    const freelancer = rows.find((row) => row.raterRole === 'freelancer') ?? null;
    const completedAt = project.status === 'completed' ? project.completedAt : null;
    const published = ratingsPublished({ bothIn: Boolean(client && freelancer), completedAt, now: now() });
    const mine = rows.find((row) => row.raterId === viewer.userId) ?? null;
    const theirs = role === 'admin' ? null : role === 'client' ? freelancer : client;
    const otherParty = role === 'admin' ? null : await otherPartyOf(project, role);
    return {
      projectStatus: project.status,
      viewerRole: role,
      otherParty,
      canRate: role !== 'admin' && project.status === 'completed' && !mine && otherParty !== null,
      published,
      revealAt: completedAt ? ratingRevealAt(completedAt).toISOString() : null,
      mine: mine ? toDto(mine) : null,
      theirs: published && theirs ? toDto(theirs) : null,
      client: published && client ? toDto(client) : null,
      freelancer: published && freelancer ? toDto(freelancer) : null,
    };
  }

  return {
    view,

    /**
     * One side rates the other after completion: only the client and the freelancer, once each (the unique key makes
     * a concurrent second attempt lose with 409), and never before the project completed (409). The other side is
     * told that a rating arrived, not what it says (double-blind).
     */
    async rate(viewer: ProjectViewer, projectId: string, body: TRatingBody): Promise<TProjectRatings> {
      await db.transaction(async (tx) => {
        const { project, role } = await projects.accessOf(viewer, projectId, tx);
        if (role === 'admin') throw ratingsErrors.notParticipant();
        if (project.status !== 'completed') throw ratingsErrors.notCompleted();
        const other = await otherPartyOf(project, role, tx);
        if (!other) throw ratingsErrors.noOtherParty();
        const row = await repository.insert(
          {
            projectId,
            raterId: viewer.userId,
            rateeId: other.userId,
            raterRole: role,
            score: body.score,
            comment: body.comment,
          },
          tx,
        );
        if (!row) throw ratingsErrors.alreadyRated();
        const raterName =
          (await profiles.contactsOf([viewer.userId], tx)).get(viewer.userId)?.fullName ??
          (role === 'client' ? 'Your client' : 'Your freelancer');
        await notifications.notify(
          {
            userId: other.userId,
            type: 'rating_received',
            title: 'You have a new rating',
            message: `${raterName} rated your work together on "${project.title}". Ratings are double-blind: you see it once you rate too, or ${RATING_REVEAL_DAYS} days after the project completed.`,
            relatedId: projectId,
            email: { link: `/project/${projectId}` },
          },
          tx,
        );
      });
      return view(viewer, projectId);
    },

    /**
     * Published ratings that clients gave these people (the expert's CSAT and matching history), by user id. Only
     * published ones count: a rating hidden by the double-blind rule never moves an average.
     */
    async publishedClientRatingsOf(
      userIds: readonly string[],
      executor?: Executor,
    ): Promise<Map<string, ReceivedRatings>> {
      const rows = await repository.receivedBy([...new Set(userIds)], 'client', executor);
      if (!rows.length) return new Map();
      const projectIds = [...new Set(rows.map((row) => row.projectId))];
      const [raters, completions] = await Promise.all([
        repository.ratersOf(projectIds, executor),
        projects.completionsOf(projectIds, executor),
      ]);
      const freelancerRated = new Set(raters.filter((r) => r.raterRole === 'freelancer').map((r) => r.projectId));
      const at = now();
      const totals = new Map<string, ReceivedRatings>();
      for (const row of rows) {
        const completedAt = completions.get(row.projectId) ?? null;
        if (!ratingsPublished({ bothIn: freelancerRated.has(row.projectId), completedAt, now: at })) continue;
        const total = totals.get(row.rateeId) ?? { sum: 0, count: 0 };
        totals.set(row.rateeId, { sum: total.sum + row.score, count: total.count + 1 });
      }
      return totals;
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
