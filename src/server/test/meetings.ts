// A project with its people for the meetings tests, and requests made as one of them.
import { randomUUID } from 'node:crypto';
import { signedInUser, type TestApp } from './test-app';

/** The Jitsi host the meetings tests configure. */
export const JITSI = 'https://jitsi.example.test';

type Cookie = string | undefined;
/** One request as the cookie's owner (signed out without one). */
export const call = (
  app: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  cookie: Cookie,
  payload?: Record<string, unknown>,
) => app.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A custom project with a client and an expert, plus an admin and a stranger. */
export async function setup(app: TestApp, title = 'Churn model') {
  const client = await signedInUser(app, { fullName: 'Carla Client' });
  const expert = await signedInUser(app, { fullName: 'Eve Expert' });
  const admin = await signedInUser(app, { fullName: 'Ada Admin', isAdmin: true });
  const stranger = await signedInUser(app, { fullName: 'Sam Stranger' });
  const project = await app.db.transaction((tx) =>
    app.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title,
        totalPrice: 600_000,
        currency: 'gbp',
        milestones: [{ title: 'Discovery', description: 'Interviews', amount: 600_000 }],
        deliverables: [],
      },
      tx,
    ),
  );
  return { client, expert, admin, stranger, projectId: project.id, url: `/api/projects/${project.id}/meetings` };
}

/** The admin's Meetings & Recording settings. */
export async function setRecording(
  app: TestApp,
  admin: { id: string; email: string },
  values: { enabled: boolean; defaultOn: boolean; botEmail: string },
) {
  const who = { userId: admin.id, email: admin.email, ip: null };
  await app.app.services.settings.update('fireflies_enabled', { enabled: values.enabled }, who);
  await app.app.services.settings.update('fireflies_bot_email', { email: values.botEmail }, who);
  if (values.enabled)
    await app.app.services.settings.update('fireflies_default_on', { enabled: values.defaultOn }, who);
}

export const inOneDay = () => new Date(Date.now() + 86_400_000);
/** A start tomorrow and an end `hours` later. */
export const times = (hours = 1) => {
  const start = inOneDay();
  return { startsAt: start.toISOString(), endsAt: new Date(start.getTime() + hours * 3_600_000).toISOString() };
};
