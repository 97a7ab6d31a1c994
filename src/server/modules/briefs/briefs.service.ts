import { clock } from '../../lib/clock';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import type { Mailer } from '../../providers/email/mailer';
import type { RealtimeHub } from '../../realtime/hub';
import type { TBriefTextField } from '../../../shared/domain/brief-options';
import { briefSubmitProblem, type TBriefSubmitProblem } from '../../../shared/domain/brief-contact';
import { BRIEF_TEXT_FIELD_LABELS, EXPERT_STYLE_LABELS, URGENCY_LABELS } from '../../../shared/domain/brief-options';
import { briefTitle, previewProposal, truncateTitle, type TBriefMissingItem } from '../../../shared/domain/briefs';
import { matchingInputsFromBrief } from '../../../shared/domain/matching/request-inputs';
import type { TFieldInterpretation } from '../../../shared/schemas/brief-ai';
import type {
  TBriefIntake,
  TBriefList,
  TBriefListQuery,
  TBriefOriginPrefill,
  TBriefRaw,
  TBriefView,
  TSubmitBriefResponse,
  ZSubmitBriefRequestSchema,
} from '../../../shared/schemas/briefs';
import type { AnalyticsService } from '../analytics/analytics.service';
import type { SignedInUser } from '../auth/auth.service';
import type { ExpertsService } from '../experts/experts.service';
import type { Viewer } from '../profiles/profiles.service';
import type { RequestsService } from '../requests/requests.service';
import type { SettingsService } from '../settings/settings.service';
import { toBriefDto, toBriefListItem, toBriefRaw } from './brief-dto';
import { briefReceivedEmail } from './brief-emails';
import { applyCompletion, completeInterpretations, type FieldInterpreter } from './brief-interpretations';
import { BRIEF_JOBS, publishBriefStatus, refusal } from './brief-lifecycle';
import type { BriefLinkTokens } from './brief-link-token';
import type { BriefOrigins } from './brief-origins';
import { briefsErrors } from './briefs.errors';
import { briefConditions, createBriefsRepository, type BriefRow } from './briefs.repository';

/**
 * A signed-in client whose brief lacks details gets this long to complete it on the brief page before the proposal
 * is drafted without them (completing it starts the draft at once). Guests cannot complete a brief: no wait.
 */
export const BRIEF_COMPLETION_GRACE_SECONDS = 15 * 60;

/** The builder's gates and contact rules, as the error a refused submission answers with. */
const SUBMIT_REFUSALS: Record<TBriefSubmitProblem, () => Error> = {
  missing_contact: briefsErrors.missingContact,
  invalid_email: briefsErrors.invalidEmail,
  incomplete: briefsErrors.incomplete,
};

export type SubmitBriefInput = z.output<typeof ZSubmitBriefRequestSchema>;

export type BriefsDeps = {
  db: Database;
  interpret: FieldInterpreter;
  origins: BriefOrigins;
  tokens: BriefLinkTokens;
  jobs: Pick<Jobs, 'send'>;
  mailer: Mailer;
  hub: RealtimeHub;
  settings: SettingsService;
  requests: RequestsService;
  analytics: AnalyticsService;
  /** Whether a client may ask for an expert on a brief: vetted and in their saved experts. */
  experts: Pick<ExpertsService, 'savedExpertFor'>;
  publicUrl: string;
  logger: Logger;
};

type Access = TBriefView['access'];

/** The client's side of briefs: intake, submission, reading, completing, accepting, archiving, linking. */
export function createBriefsService(deps: BriefsDeps) {
  const { db, interpret, origins, tokens, jobs, mailer, hub, settings, requests, analytics, experts } = deps;
  const repository = createBriefsRepository(db);

  const ownedBy = (viewer: Viewer) => (row: BriefRow) => row.userId === viewer.userId;
  const ownedOrAdmin = (viewer: Viewer) => (row: BriefRow) => viewer.isAdmin || row.userId === viewer.userId;

  /** The secure link a guest gets by e-mail: opens this brief read-only without signing in. */
  const secureLink = (briefId: string) =>
    `${deps.publicUrl}/dashboard/briefs/${briefId}?token=${encodeURIComponent(tokens.sign(briefId))}`;

  function accessOf(row: BriefRow, viewer: Viewer | null, token: string | undefined): Access | null {
    if (viewer && row.userId === viewer.userId) return 'owner';
    if (viewer?.isAdmin) return 'admin';
    if (token && tokens.verify(row.id, token)) return 'token';
    return null;
  }

  async function viewOf(row: BriefRow, access: Access): Promise<TBriefView> {
    const owner = access === 'owner';
    return {
      brief: toBriefDto(row, {
        // A client sees the proposal once it has passed QA; admins review it before.
        showProposal: access === 'admin' || row.qaReviewedAt !== null,
        originTitle: await origins.titleOf(row.origin, row.originId),
      }),
      access,
      can: {
        accept: owner && row.status === 'proposal_ready',
        complete: owner && row.status === 'submitted' && row.structuredBrief.missing.length > 0,
        archive: access !== 'token' && row.status !== 'archived',
      },
    };
  }

  async function intake(): Promise<TBriefIntake> {
    return { allowGuestSubmission: (await settings.get('allow_custom_request_without_login')).enabled };
  }

  function requirementsOf(row: BriefRow): string {
    const brief = row.structuredBrief;
    const fields: TBriefTextField[] = ['goal', 'context', 'constraints'];
    const text = fields
      .filter((field) => brief[field].trim())
      .map((field) => `${BRIEF_TEXT_FIELD_LABELS[field]}: ${brief[field].trim()}`);
    const preferences = [
      `Urgency: ${URGENCY_LABELS[brief.urgency]}`,
      brief.expert_style ? `Expert style: ${EXPERT_STYLE_LABELS[brief.expert_style]}` : null,
      `Outcome Assurance: ${row.assuredMode ? 'yes' : 'no'}`,
    ].filter((line): line is string => line !== null);
    return [...text, preferences.join('. ')].join('\n\n');
  }

  return {
    interpret: (field: TBriefTextField, value: string): Promise<TFieldInterpretation> => interpret(field, value),

    /** Outcome Assurance: whether the brief asked for it (false for an unknown brief). */
    async isAssured(id: string, executor?: Executor): Promise<boolean> {
      return (await repository.findById(id, executor))?.assuredMode ?? false;
    },

    intake,

    prefill: (query: { capability_id?: string; pack_id?: string }): Promise<TBriefOriginPrefill> =>
      origins.prefill(query),

    /**
     * submit-brief: stores the brief (status submitted) with its preview proposal and queues the proposal draft in
     * the same transaction. Signed in → linked to the account; guest → e-mailed a secure link.
     */
    async submit(input: SubmitBriefInput, viewer: Viewer | null): Promise<TSubmitBriefResponse> {
      const contactName = input.contactName.trim();
      const contactEmail = input.contactEmail.trim();
      const given = input.structuredBrief;
      const problem = briefSubmitProblem({ name: contactName, email: contactEmail }, given);
      if (problem) throw SUBMIT_REFUSALS[problem]();
      if (!viewer && !(await intake()).allowGuestSubmission) throw briefsErrors.signInRequired();

      const origin = await origins.resolve(input.origin, input.originId);
      const preferredExpertId =
        viewer && input.preferredExpertId ? await experts.savedExpertFor(viewer.userId, input.preferredExpertId) : null;
      const structuredBrief = await completeInterpretations(given, interpret);
      const proposal = previewProposal({
        ...structuredBrief,
        goal: structuredBrief.interpretations.goal,
        assured_mode: input.assuredMode,
      });

      return db.transaction(async (tx) => {
        const row = await repository.insert(
          {
            status: 'submitted',
            userId: viewer?.userId ?? null,
            contactName,
            contactEmail,
            contactPhone: input.contactPhone || null,
            company: input.company || null,
            structuredBrief,
            proposalJson: proposal,
            assuredMode: input.assuredMode,
            origin: origin.origin,
            originId: origin.originId,
            preferredExpertId,
          },
          tx,
        );
        const waitForDetails = viewer !== null && structuredBrief.missing.length > 0;
        await jobs.send(
          BRIEF_JOBS.generateProposal,
          { briefId: row.id },
          tx,
          waitForDetails ? { startAfterSeconds: BRIEF_COMPLETION_GRACE_SECONDS } : {},
        );
        if (!viewer)
          await mailer.enqueue(
            briefReceivedEmail({ to: contactEmail, name: contactName, briefId: row.id, link: secureLink(row.id) }),
            tx,
          );
        await analytics.record(
          {
            name: 'brief_submitted',
            userId: viewer?.userId ?? null,
            properties: { brief_id: row.id, origin: row.origin, assured_mode: row.assuredMode },
          },
          tx,
        );
        return { briefId: row.id, linkedToUser: viewer !== null };
      });
    },

    /** Owner, admin, or a valid secure-link token; anyone else gets 404. */
    async view(id: string, viewer: Viewer | null, token?: string): Promise<TBriefView> {
      const row = await repository.findById(id);
      const access = row ? accessOf(row, viewer, token) : null;
      if (!row || !access) throw briefsErrors.notFound();
      if (access === 'token' && !row.emailConfirmedAt) await repository.confirmEmail(row.id);
      return viewOf(row, access);
    },

    /** Every column, for the debug page: admins and the owner only. */
    async raw(id: string, viewer: Viewer): Promise<TBriefRaw> {
      const row = await repository.findById(id);
      if (!row || !ownedOrAdmin(viewer)(row)) throw briefsErrors.notFound();
      return toBriefRaw(row);
    },

    async list(viewer: Viewer, query: TBriefListQuery): Promise<TBriefList> {
      return { briefs: (await repository.listForUser(viewer.userId, query)).map(toBriefListItem) };
    },

    /** Complete Your Brief: fills missing details while the brief is submitted; once nothing is missing the draft starts. */
    async complete(
      id: string,
      viewer: Viewer,
      answers: Partial<Record<TBriefMissingItem, string>>,
    ): Promise<TBriefView> {
      const row = await repository.findById(id);
      if (!row || !ownedBy(viewer)(row)) throw briefsErrors.notFound();
      if (row.status !== 'submitted') throw briefsErrors.notActionable('This brief can no longer be completed.');
      const structuredBrief = await applyCompletion(row.structuredBrief, answers, interpret);
      const updated = await db.transaction(async (tx) => {
        // Only if nothing moved meanwhile: the draft job or another tab may have acted on the brief.
        const changed = await repository.updateWhere(
          id,
          ['submitted'],
          { structuredBrief },
          tx,
          briefConditions.structuredBriefIs(row.structuredBrief),
        );
        if (changed && structuredBrief.missing.length === 0)
          await jobs.send(BRIEF_JOBS.generateProposal, { briefId: id }, tx);
        return changed;
      });
      if (!updated)
        throw await refusal(
          repository,
          id,
          ownedBy(viewer),
          'This brief changed in the meantime. Please reload it and try again.',
        );
      return viewOf(updated, 'owner');
    },

    /** The client accepts a released proposal; the customization request for matching opens in the same transaction. */
    async accept(id: string, viewer: Viewer): Promise<TBriefView> {
      const current = await repository.findById(id);
      if (!current || !ownedBy(viewer)(current)) throw briefsErrors.notFound();
      const baseTemplate =
        current.origin === 'catalog' ? await origins.titleOf(current.origin, current.originId) : null;
      const accepted = await db.transaction(async (tx) => {
        const row = await repository.updateWhere(
          id,
          ['proposal_ready'],
          { status: 'accepted', acceptedAt: clock.now() },
          tx,
          briefConditions.ownedBy(viewer.userId),
        );
        if (!row) return null;
        const brief = row.structuredBrief;
        await requests.openFromBrief(
          {
            userId: viewer.userId,
            briefId: row.id,
            projectTitle: brief.interpretations.goal?.normalized.objective ?? truncateTitle(briefTitle(brief.goal), 80),
            baseTemplate,
            customRequirements: requirementsOf(row),
            budgetRange: brief.budget_range || null,
            timelinePreference: brief.timeline || null,
            preferredExpertId: row.preferredExpertId,
            matching: matchingInputsFromBrief({
              budgetRange: brief.budget_range,
              timeline: brief.timeline,
              goal: brief.goal,
              context: brief.context,
              constraintsText: brief.constraints,
              interpretations: brief.interpretations,
              proposal: row.proposalJson,
            }),
          },
          tx,
        );
        await analytics.record(
          { name: 'brief_proposal_accepted', userId: viewer.userId, properties: { brief_id: row.id } },
          tx,
        );
        await publishBriefStatus(hub, row, tx);
        return row;
      });
      if (!accepted)
        throw await refusal(
          repository,
          id,
          ownedBy(viewer),
          'Only a proposal that is ready for review can be accepted.',
        );
      return viewOf(accepted, 'owner');
    },

    /** The owner or an admin archives a brief, from any status. */
    async archive(id: string, viewer: Viewer): Promise<TBriefView> {
      const archived = await db.transaction(async (tx) => {
        const row = await repository.updateWhere(
          id,
          ['draft', 'submitted', 'qa_in_review', 'qa_passed', 'proposal_ready', 'accepted'],
          { status: 'archived' },
          tx,
          viewer.isAdmin ? undefined : briefConditions.ownedBy(viewer.userId),
        );
        if (row) await publishBriefStatus(hub, row, tx);
        return row;
      });
      if (!archived) throw await refusal(repository, id, ownedOrAdmin(viewer), 'This brief is already archived.');
      return viewOf(archived, archived.userId === viewer.userId ? 'owner' : 'admin');
    },

    /** Every brief of the person as stored (their own words and contact details), for their data export. */
    exportFor: (userId: string) => repository.listAllOfUser(userId),
    /** Briefs whose proposal waits for QA (the Brief QA queue): the admin workspace's count. */
    countInQa: () => repository.countByStatus(['qa_in_review']),

    /** Deleting an account removes the person's briefs, inside the deletion's transaction. */
    removeAllOf: (userId: string, tx: Executor) => repository.removeAllOfUser(userId, tx),

    /** Sign-in follow-up: unclaimed briefs sent with the user's verified e-mail become theirs. */
    async linkToUser(user: SignedInUser): Promise<number> {
      if (!user.emailVerified) return 0;
      const linked = await repository.linkUnclaimedByEmail(user.id, user.email);
      if (linked.length > 0)
        deps.logger.info({ userId: user.id, briefs: linked.length }, 'linked guest briefs to account');
      return linked.length;
    },
  };
}

export type BriefsService = ReturnType<typeof createBriefsService>;
