import { BUDGET_LABELS, TIMELINE_LABELS } from '@shared/domain/brief-options';

/** Brief option keys ("5k-15k") read as their labels; free text from elsewhere stays as written. */
export const budgetLabel = (value: string) => (BUDGET_LABELS as Record<string, string>)[value] ?? value;
export const timelineLabel = (value: string) => (TIMELINE_LABELS as Record<string, string>)[value] ?? value;
