import { sqlNow } from '../sql-now';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TProjectRole } from '../../../shared/domain/projects';
import { user } from './auth';

/**
 * One side's rating of the other after a project completes (1–5 and a comment), double-blind: shown when both are in
 * or after 14 days. One per rater and project. project_id has no foreign key: projects belong to another module.
 */
export const projectRatings = pgTable(
  'project_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id').notNull(),
    raterId: uuid('rater_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rateeId: uuid('ratee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    raterRole: text('rater_role').$type<TProjectRole>().notNull(),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    unique('project_ratings_rater_unique').on(t.projectId, t.raterId),
    index('project_ratings_ratee_idx').on(t.rateeId),
    check('project_ratings_score_range', sql`${t.score} BETWEEN 1 AND 5`),
  ],
);
