import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const get = (url: string, cookie?: string) =>
  test.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function customProject(clientId: string, expertId: string | null) {
  return test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId,
        expertId,
        quoteId: randomUUID(),
        title: 'Churn model',
        totalPrice: 600_000,
        currency: 'gbp',
        milestones: [
          { title: 'Discovery', description: 'Interviews', amount: 200_000, dueDate: '2030-01-10T00:00:00.000Z' },
          { title: 'Model', description: 'Build and validate', amount: 400_000 },
        ],
      },
      tx,
    ),
  );
}

describe('projects', () => {
  it('creates a custom project: active, client + expert, milestones numbered from 1', async () => {
    const client = await signedInUser(test, { fullName: 'Carla Client' });
    const expert = await signedInUser(test, { fullName: 'Eve Expert' });
    const { id } = await customProject(client.id, expert.id);

    const response = await get(`/api/projects/${id}`, client.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      title: 'Churn model',
      status: 'active',
      isCustom: true,
      totalPrice: 600_000,
      viewerRole: 'client',
    });
    expect(body.participants.map((p: { fullName: string; role: string }) => [p.fullName, p.role])).toEqual([
      ['Carla Client', 'client'],
      ['Eve Expert', 'freelancer'],
    ]);
    expect(
      body.milestones.map((m: { milestoneNumber: number; title: string }) => [m.milestoneNumber, m.title]),
    ).toEqual([
      [1, 'Discovery'],
      [2, 'Model'],
    ]);
    expect(body.milestones[0]).toMatchObject({
      status: 'pending',
      paymentStatus: 'none',
      dueDate: '2030-01-10T00:00:00.000Z',
    });

    expect((await get(`/api/projects/${id}`, expert.cookie)).json().viewerRole).toBe('freelancer');
    expect((await get('/api/projects', expert.cookie)).json().projects.map((p: { id: string }) => p.id)).toEqual([id]);
  });

  it('answers 404 to a non-participant and shows any project to an admin', async () => {
    const client = await signedInUser(test);
    const stranger = await signedInUser(test);
    const admin = await signedInUser(test, { isAdmin: true });
    const { id } = await customProject(client.id, null);

    expect((await get(`/api/projects/${id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/projects/${randomUUID()}`, client.cookie)).statusCode).toBe(404);
    expect((await get('/api/projects', stranger.cookie)).json().projects).toEqual([]);
    expect((await get(`/api/projects/${id}`, admin.cookie)).json().viewerRole).toBe('admin');
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(401);
  });

  it('lists the newest projects with participant names for admins only', async () => {
    const client = await signedInUser(test, { fullName: 'Newest Client' });
    const admin = await signedInUser(test, { isAdmin: true });
    const { id } = await customProject(client.id, null);

    expect((await get('/api/admin/projects', client.cookie)).statusCode).toBe(403);
    const body = (await get('/api/admin/projects', admin.cookie)).json();
    expect(body.projects.length).toBeLessThanOrEqual(10);
    expect(body.projects[0]).toMatchObject({ id, participantNames: ['Newest Client'] });
  });

  it('a rolled-back approval leaves no project behind', async () => {
    const client = await signedInUser(test);
    await expect(
      test.db.transaction(async (tx) => {
        await test.app.services.projects.createCustomProject(
          {
            clientId: client.id,
            expertId: null,
            quoteId: randomUUID(),
            title: 'Never',
            totalPrice: 1,
            currency: 'gbp',
            milestones: [],
          },
          tx,
        );
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await get('/api/projects', client.cookie)).json().projects).toEqual([]);
  });
});
