import { z } from 'zod';

/** Waiting work per admin queue, for the workspace navigation (`GET /api/admin/workload`). */
export const ZAdminWorkloadSchema = z.object({
  /** Deliverables submitted and waiting for QA (QA Queue). */
  qaQueue: z.number().int().nonnegative(),
  /** Quotes pending admin review or on hold (Quote Reviews). */
  quoteReviews: z.number().int().nonnegative(),
  /** Disputes not resolved yet (Disputes). */
  disputes: z.number().int().nonnegative(),
  /** Expert applications waiting for a decision (Experts). */
  applications: z.number().int().nonnegative(),
  /** Briefs whose proposal waits for QA (Brief QA). */
  briefQa: z.number().int().nonnegative(),
});
export type TAdminWorkload = z.infer<typeof ZAdminWorkloadSchema>;

export const ADMIN_SEARCH_MIN_LENGTH = 2;
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** Results per kind. */
export const ADMIN_SEARCH_LIMIT = 5;

export const ZAdminSearchQuerySchema = z.object({
  q: z.string().trim().min(ADMIN_SEARCH_MIN_LENGTH).max(ADMIN_SEARCH_MAX_LENGTH),
});
export type TAdminSearchQuery = z.infer<typeof ZAdminSearchQuerySchema>;

export const ZAdminSearchResultsSchema = z.object({
  projects: z.array(
    z.object({ id: z.uuid(), title: z.string(), status: z.string(), clientName: z.string().nullable() }),
  ),
  people: z.array(
    z.object({
      id: z.uuid(),
      name: z.string().nullable(),
      email: z.string(),
      /** Set when the person applied as an expert: their page is /admin/experts/{id}. */
      expertStatus: z.string().nullable(),
    }),
  ),
  quotes: z.array(
    z.object({
      id: z.uuid(),
      quoteNumber: z.string(),
      projectTitle: z.string(),
      status: z.string(),
      requestId: z.uuid(),
    }),
  ),
  requests: z.array(z.object({ id: z.uuid(), projectTitle: z.string(), status: z.string() })),
  /** By a word of the name, or the owner's name or e-mail: their page is /admin/agencies/{id}. */
  agencies: z.array(z.object({ id: z.uuid(), name: z.string(), ownerName: z.string().nullable() })),
});
export type TAdminSearchResults = z.infer<typeof ZAdminSearchResultsSchema>;
