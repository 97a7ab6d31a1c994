import { expertProfiles } from '../db/schema';
import type { TestApp } from './test-app';

/** Makes the account a vetted expert, as an admin's approval of their application would. */
export async function vetExpert(test: Pick<TestApp, 'db'>, userId: string, headline = 'Revenue operations lead') {
  await test.db.insert(expertProfiles).values({
    userId,
    status: 'vetted',
    headline,
    bio: `${headline}: ten years of delivery for UK businesses, from scoping to hand-over.`,
    yearsExperience: 10,
    hourlyMin: 7000,
    hourlyMax: 11000,
    weeklyHours: 20,
    country: 'GB',
    timeZone: 'Europe/London',
  });
}
