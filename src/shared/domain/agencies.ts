export const AGENCY_ROLES = ['owner', 'lead_expert', 'supporting_expert'] as const;
export type TAgencyRole = (typeof AGENCY_ROLES)[number];

/** The roles an owner gives to the people they invite: an agency has exactly one owner, its creator. */
export const AGENCY_MEMBER_ROLES = ['lead_expert', 'supporting_expert'] as const;
export type TAgencyMemberRole = (typeof AGENCY_MEMBER_ROLES)[number];

export const AGENCY_MEMBER_STATUSES = ['invited', 'active', 'declined', 'removed'] as const;
export type TAgencyMemberStatus = (typeof AGENCY_MEMBER_STATUSES)[number];

/** The roles as the copy names them (spec section 1: owner, lead expert, supporting expert). */
export const AGENCY_ROLE_LABELS: Record<TAgencyRole, string> = {
  owner: 'Owner',
  lead_expert: 'Lead expert',
  supporting_expert: 'Supporting expert',
};

export const AGENCY_MEMBER_STATUS_LABELS: Record<TAgencyMemberStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  declined: 'Declined',
  removed: 'Removed',
};

/**
 * The payout ranges of the marketing copy (spec section 1: "30-50% owner, 40-60% lead, 20-30% supporting"). They are
 * static text, not rules: a split may leave them; they only shape the default split offered for a project.
 */
export const AGENCY_SHARE_RANGES: Record<TAgencyRole, { min: number; max: number }> = {
  owner: { min: 30, max: 50 },
  lead_expert: { min: 40, max: 60 },
  supporting_expert: { min: 20, max: 30 },
};

/** A project's split always totals exactly this, in whole percents. */
export const SPLIT_TOTAL = 100;

/**
 * Whole numbers proportional to `weights` that add up to `total` (largest remainder; ties go to the earlier entry).
 */
function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * total) / sum);
  const result = exact.map(Math.floor);
  let left = total - result.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

/**
 * The default split for the members assigned to a project, in the order given, in whole percents totalling 100.
 *
 * When the roles' marketing ranges can total 100 (their minima add up to at most 100 and their maxima to at least
 * 100), every member gets the same fraction of the way from their role's minimum to its maximum, so each share stays
 * inside its range: owner + lead + supporting → 34 / 44 / 22; owner + lead → 45 / 55. When the ranges cannot reach
 * 100, the shares are proportional to the roles' maxima (too few people: an owner alone gets 100, owner + supporting
 * 63 / 37) or to their minima (too many: owner + lead + 2 supporting → 27 / 37 / 18 / 18).
 */
export function defaultSplit(roles: readonly TAgencyRole[]): number[] {
  if (roles.length === 0) return [];
  const ranges = roles.map((role) => AGENCY_SHARE_RANGES[role]);
  const low = ranges.reduce((sum, range) => sum + range.min, 0);
  const high = ranges.reduce((sum, range) => sum + range.max, 0);
  if (high < SPLIT_TOTAL)
    return apportion(
      ranges.map((range) => range.max),
      SPLIT_TOTAL,
    );
  if (low > SPLIT_TOTAL)
    return apportion(
      ranges.map((range) => range.min),
      SPLIT_TOTAL,
    );
  const fraction = high === low ? 0 : (SPLIT_TOTAL - low) / (high - low);
  // Each member's minimum, plus the rest shared in proportion to how far each range reaches above its minimum.
  const extra = apportion(
    ranges.map((range) => (range.max - range.min) * fraction),
    SPLIT_TOTAL - low,
  );
  return ranges.map((range, index) => range.min + extra[index]!);
}

export const splitTotal = (percents: readonly number[]): number => percents.reduce((sum, percent) => sum + percent, 0);

/** Why a split cannot be saved, or null when it can. */
export type TSplitProblem = 'empty' | 'not_whole' | 'duplicate' | 'total' | 'needs_lead';

/** Messages for each split problem, shown by the edit-split dialog and answered by the server. */
export const SPLIT_PROBLEM_MESSAGES: Record<TSplitProblem, string> = {
  empty: 'Assign at least one member to the project.',
  not_whole: 'Each share must be a whole percent from 1 to 100.',
  duplicate: 'Each member can appear only once in a split.',
  total: 'The split must total exactly 100%.',
  needs_lead: 'The split must include the owner or a lead expert.',
};

/**
 * The rules a project's split must follow: at least one member, each once, whole percents from 1 to 100, a total
 * of exactly 100, and the owner or a lead expert among them (someone who answers for delivery).
 */
export function splitProblem(shares: readonly { userId: string; role: TAgencyRole; sharePercent: number }[]) {
  if (shares.length === 0) return 'empty' as const;
  if (
    shares.some((share) => !Number.isInteger(share.sharePercent) || share.sharePercent < 1 || share.sharePercent > 100)
  )
    return 'not_whole' as const;
  if (new Set(shares.map((share) => share.userId)).size !== shares.length) return 'duplicate' as const;
  if (splitTotal(shares.map((share) => share.sharePercent)) !== SPLIT_TOTAL) return 'total' as const;
  if (!shares.some((share) => share.role === 'owner' || share.role === 'lead_expert')) return 'needs_lead' as const;
  return null;
}
