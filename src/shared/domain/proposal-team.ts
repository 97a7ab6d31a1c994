import { readSkillsFrom } from './matching/read-skills';

/** The role every proposal closes with: quality assurance is the platform's. */
export const QA_ROLE = 'QA Reviewer';
const MAX_SPECIALISTS = 4;
/** When the words name no work at all, discovery is the work. */
const DISCOVERY_ROLE = 'Business Analyst';
/** Roles that say nothing about the work: a proposal's team is named for what the brief needs instead. */
const GENERIC_ROLE =
  /^(outcome|delivery|project|programme|program|engagement|account|solution|generalist|team|qa)\b.*|^(consultant|specialist|expert|lead|manager)$/i;

/** Roles named for the skills the goal's words call for ("picking time" → Warehouse Operations and Lean Specialists). */
export function workRoles(goal: string): string[] {
  return readSkillsFrom(goal, 'goal', true)
    .slice(0, MAX_SPECIALISTS)
    .map((read) => `${read.skill} Specialist`);
}

/**
 * The proposal's team, whoever drafted it: the drafted specialists that name work (generic ones dropped), else
 * the roles the goal's words call for, else a business analyst to scope it; at most four, then the QA reviewer.
 */
export function teamForWork(drafted: readonly string[], goal: string): string[] {
  const named = drafted.map((role) => role.trim()).filter((role) => role !== '' && !GENERIC_ROLE.test(role));
  const specialists = named.length > 0 ? named : workRoles(goal);
  const team = [...new Set(specialists.length > 0 ? specialists : [DISCOVERY_ROLE])].slice(0, MAX_SPECIALISTS);
  return [...team, QA_ROLE];
}
