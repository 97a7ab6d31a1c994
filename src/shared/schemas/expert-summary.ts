import { z } from 'zod';

/**
 * How an expert is shown to a client and to admins wherever they appear next to work (the quote page, a project's
 * Team Members, matching lists): name, headline, rating and completed projects.
 */
export const ZExpertSummarySchema = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  headline: z.string().nullable(),
  /** Average client rating, 1–5; null before the first rating. */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int().min(0),
  completedProjects: z.number().int().min(0),
});
export type TExpertSummary = z.infer<typeof ZExpertSummarySchema>;
