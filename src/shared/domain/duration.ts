/**
 * Durations in one unit per list: a plan whose milestones fall on day 6 and day 28 reads "Day 6", "Day 28", never
 * "Day 6" beside "Week 4". Whole weeks are used only when every offset in the list is a whole number of weeks.
 */
import { plural } from './plural';

export type TDurationUnit = 'day' | 'week';

/** The unit a list of day offsets is shown in: weeks only when every one of them divides by 7. */
export const durationUnit = (days: readonly number[]): TDurationUnit =>
  days.length > 0 && days.every((day) => day > 0 && day % 7 === 0) ? 'week' : 'day';

/** A point in a plan: "Day 6", "Week 4". */
export const durationMark = (days: number, unit: TDurationUnit): string =>
  unit === 'week' ? `Week ${days / 7}` : `Day ${days}`;

/** A length of time: "1 day", "6 days", "1 week", "4 weeks". */
export const formatDuration = (days: number, unit: TDurationUnit = durationUnit([days])): string =>
  unit === 'week' ? plural(days / 7, 'week') : plural(days, 'day');

/** A range of weeks: "4–6 weeks", "1 week". */
export const formatWeekRange = (weeks: { min: number; max: number }): string =>
  weeks.min === weeks.max ? plural(weeks.min, 'week') : `${weeks.min}–${weeks.max} weeks`;
