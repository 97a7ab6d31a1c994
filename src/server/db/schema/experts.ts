import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TExpertLink, TExpertStatus, TVettingChecklist } from '../../../shared/domain/experts';
import { user } from './auth';

/**
 * A person's expert profile: created by applying, decided by admins. Prices are hourly, in minor units.
 * completed_projects and the rating figures are kept here (updated as projects complete and ratings arrive) so that
 * matching reads one row per expert.
 */
export const expertProfiles = pgTable(
  'expert_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<TExpertStatus>().notNull().default('applied'),
    statusReason: text('status_reason'),
    headline: text('headline').notNull(),
    bio: text('bio').notNull(),
    skills: text('skills').array().notNull().default([]),
    domains: text('domains').array().notNull().default([]),
    outcomeTags: text('outcome_tags').array().notNull().default([]),
    /**
     * skills, domains and outcome_tags in the matching engine's normalised form (normaliseTerms), written with them:
     * the GIN indexes answer the matching prefilter's overlap (&&) on these (on skills through skill_codes below),
     * while the columns above keep the spelling people typed for display.
     */
    skillTerms: text('skill_terms').array().notNull().default([]),
    domainTerms: text('domain_terms').array().notNull().default([]),
    outcomeTerms: text('outcome_terms').array().notNull().default([]),
    /**
     * skill_terms as their codes in skill_term_codes, ascending: set by a trigger whenever skill_terms is written
     * (migration 0036), so the matching prefilter tests a request's spellings against a few integers per row.
     */
    skillCodes: integer('skill_codes').array().notNull().default([]),
    yearsExperience: integer('years_experience').notNull(),
    hourlyMin: integer('hourly_min').notNull(),
    hourlyMax: integer('hourly_max').notNull(),
    currency: text('currency').notNull().default('gbp'),
    weeklyHours: integer('weekly_hours').notNull(),
    available: boolean('available').notNull().default(true),
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    languages: text('languages').array().notNull().default([]),
    links: jsonb('links').$type<TExpertLink[]>().notNull().default([]),
    vettingScore: real('vetting_score'),
    vettingChecklist: jsonb('vetting_checklist').$type<TVettingChecklist>().notNull().default({}),
    completedProjects: integer('completed_projects').notNull().default(0),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('expert_profiles_status_idx').on(t.status, t.appliedAt.desc()),
    index('expert_profiles_skill_terms_idx').using('gin', t.skillTerms),
    index('expert_profiles_domain_terms_idx').using('gin', t.domainTerms),
    index('expert_profiles_outcome_terms_idx').using('gin', t.outcomeTerms),
    // intarray's operator class: its && (a sorted merge of two integer arrays) is the one the prefilter uses.
    index('expert_profiles_skill_codes_idx').using('gin', t.skillCodes.op('gin__int_ops')),
    // Matching with no terms to go by ranks vetted experts by score.
    index('expert_profiles_vetted_score_idx')
      .on(t.vettingScore.desc().nullsLast())
      .where(sql`${t.status} = 'vetted'`),
  ],
);

/**
 * One code per normalised skill term any expert profile has listed (never removed): expert_profiles.skill_codes
 * holds a profile's terms by these codes, and the matching prefilter looks a request's spellings up here.
 */
export const skillTermCodes = pgTable('skill_term_codes', {
  code: integer('code').primaryKey().generatedAlwaysAsIdentity(),
  term: text('term').notNull().unique(),
});

/** Every change an expert (or admin) makes to a profile, for admins to read: field → { from, to }. */
export const expertProfileEdits = pgTable(
  'expert_profile_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
    editedBy: uuid('edited_by').references(() => user.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [index('expert_profile_edits_expert_idx').on(t.expertId, t.createdAt.desc())],
);

/** A client's saved experts. */
export const savedExperts = pgTable(
  'saved_experts',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => expertProfiles.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.expertId] })],
);
