import { z } from 'zod';

/** GET /api/admin/stats: the admin dashboard's header numbers; revenue in minor units (pence). */
export const ZAdminStatsSchema = z.object({
  totalProjects: z.number().int(),
  activeProjects: z.number().int(),
  pendingQuotes: z.number().int(),
  qaQueue: z.number().int(),
  totalRevenue: z.object({ amount: z.number().int(), currency: z.string() }),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;
