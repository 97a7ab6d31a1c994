import { activityEntries } from '../../test/admin-activity';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { customProjectMilestones, deliverableFiles, projectDeliverables, projects } from '../../db/schema/projects';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]);
let dataDir: string;
let test: TestApp;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'deliverables-test-'));
  // A 1 MB upload limit keeps the over-limit case small.
  test = await createTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_MB: '1' });
});
afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Cookie = string | undefined;
const call = (method: 'GET' | 'POST', url: string, cookie: Cookie, payload?: Record<string, unknown>) =>
  test.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

function upload(
  projectId: string,
  deliverableId: string,
  cookie: Cookie,
  { name = 'report.pdf', type = 'application/pdf', body = PDF }: { name?: string; type?: string; body?: Buffer } = {},
) {
  return test.app.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/deliverables/${deliverableId}/files`,
    headers: {
      ...(cookie ? { cookie } : {}),
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      'x-file-type': type,
    },
    payload: body,
  });
}

async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'storage', 'project-files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.content-type')).map((e) => e.name);
}

/** A custom project (client + expert) with two milestones and, from the quote, three deliverables. */
async function setup({ funded = true } = {}) {
  const client = await signedInUser(test, { fullName: 'Carla Client' });
  const expert = await signedInUser(test, { fullName: 'Eve Expert' });
  const admin = await signedInUser(test, { fullName: 'Ada Admin', isAdmin: true });
  const stranger = await signedInUser(test);
  const project = await test.db.transaction((tx) =>
    test.app.services.projects.createCustomProject(
      {
        clientId: client.id,
        expertId: expert.id,
        quoteId: randomUUID(),
        title: 'Churn model',
        totalPrice: 600_000,
        currency: 'gbp',
        milestones: [
          { title: 'Discovery', description: 'Interviews', amount: 200_000 },
          { title: 'Model', description: 'Build and validate', amount: 400_000 },
        ],
        deliverables: [{ title: 'Interview notes' }, { title: 'Feature set' }, { title: 'Model report' }],
      },
      tx,
    ),
  );
  const milestones = await test.db
    .select()
    .from(customProjectMilestones)
    .where(eq(customProjectMilestones.projectId, project.id))
    .orderBy(customProjectMilestones.milestoneNumber);
  if (funded)
    await test.db
      .update(customProjectMilestones)
      .set({ paymentStatus: 'succeeded', fundedAt: new Date(), status: 'in_progress' })
      .where(eq(customProjectMilestones.projectId, project.id));
  const list = (await call('GET', `/api/projects/${project.id}/deliverables`, expert.cookie)).json();
  return { client, expert, admin, stranger, projectId: project.id, milestones, deliverables: list.deliverables };
}

describe('deliverables', () => {
  it('takes the quote deliverables spread over the milestones in order (i → floor(i * m / d))', async () => {
    const { projectId, milestones, deliverables, client } = await setup();
    expect(
      deliverables.map((d: { title: string; milestoneId: string; status: string }) => [d.title, d.milestoneId]),
    ).toEqual([
      ['Interview notes', milestones[0]!.id],
      ['Feature set', milestones[0]!.id],
      ['Model report', milestones[1]!.id],
    ]);
    expect(deliverables.every((d: { status: string }) => d.status === 'pending')).toBe(true);
    const asClient = await call('GET', `/api/projects/${projectId}/deliverables`, client.cookie);
    expect(asClient.json()).toMatchObject({ viewerRole: 'client', uploadMaxBytes: 1024 * 1024 });
  });

  it('the expert or an admin creates one; title required with the spec message; the client and strangers cannot', async () => {
    const { projectId, expert, admin, client, stranger, milestones } = await setup();
    const url = `/api/projects/${projectId}/deliverables`;
    const missing = await call('POST', url, expert.cookie, { title: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Please enter a deliverable title');
    const created = await call('POST', url, expert.cookie, {
      title: 'Dashboard',
      description: 'Looker dashboard',
      dueDate: '2030-02-01',
      milestoneId: milestones[1]!.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Dashboard',
      description: 'Looker dashboard',
      status: 'pending',
      milestoneId: milestones[1]!.id,
      dueDate: '2030-02-01T00:00:00.000Z',
      files: [],
    });
    expect((await call('POST', url, admin.cookie, { title: 'Admin made' })).statusCode).toBe(201);
    expect((await call('POST', url, client.cookie, { title: 'Client made' })).statusCode).toBe(403);
    expect((await call('POST', url, stranger.cookie, { title: 'Stranger made' })).statusCode).toBe(404);
    expect((await call('POST', url, expert.cookie, { title: 'X', milestoneId: randomUUID() })).statusCode).toBe(400);
  });

  it('each upload is a new version; the deliverable is submitted and the admins are told', async () => {
    const { projectId, expert, admin, deliverables } = await setup();
    const id = deliverables[0].id as string;
    const first = await upload(projectId, id, expert.cookie, { name: 'Rapport été.pdf' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      versionNumber: 1,
      fileName: 'Rapport été.pdf',
      fileSize: PDF.length,
      fileType: 'application/pdf',
      qaDecision: 'pending',
      uploadedBy: { id: expert.id, name: 'Eve Expert' },
    });
    const [row] = await test.db.select().from(projectDeliverables).where(eq(projectDeliverables.id, id));
    expect(row!.status).toBe('submitted');
    expect(row!.submittedAt).not.toBeNull();
    const adminNotices = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'deliverable_submitted')));
    expect(adminNotices.length).toBeGreaterThanOrEqual(1);

    // Submitted: no new upload until QA asks for a revision (409).
    expect((await upload(projectId, id, expert.cookie)).statusCode).toBe(409);
    const revision = await call('POST', `/api/admin/qa-queue/${id}/request-revision`, admin.cookie, {
      reason: 'Add the appendix',
    });
    expect(revision.json()).toMatchObject({ status: 'revision_requested', rejectionReason: 'Add the appendix' });
    const [revisionEntry, ...moreRevisionEntries] = await activityEntries(
      test,
      'deliverable.qa_revision_requested',
      id,
    );
    expect(moreRevisionEntries).toHaveLength(0);
    expect(revisionEntry).toMatchObject({ actorId: admin.id, after: { reason: 'Add the appendix' } });
    const second = await upload(projectId, id, admin.cookie, { name: 'report-v2.pdf' });
    expect(second.json()).toMatchObject({ versionNumber: 2, uploadedBy: { id: admin.id } });

    const list = (await call('GET', `/api/projects/${projectId}/deliverables`, expert.cookie)).json();
    const files = list.deliverables[0].files;
    expect(files.map((f: { versionNumber: number; qaDecision: string }) => [f.versionNumber, f.qaDecision])).toEqual([
      [2, 'pending'],
      [1, 'needs_revision'],
    ]);
    expect(files[1].qaNote).toBe('Add the appendix');
  });

  it('downloads stream with attachment Content-Disposition (RFC 5987), the stored type and nosniff; 404 for others', async () => {
    const { projectId, expert, client, admin, stranger, deliverables } = await setup();
    const id = deliverables[0].id as string;
    const file = (await upload(projectId, id, expert.cookie, { name: 'Rapport été.pdf' })).json();
    const url = `/api/projects/${projectId}/deliverables/${id}/files/${file.id}`;
    for (const cookie of [client.cookie, expert.cookie, admin.cookie]) {
      const response = await call('GET', url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Rapport _t_.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
      );
    }
    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/projects/${projectId}/deliverables/${id}/files/${randomUUID()}`, client.cookie))
        .statusCode,
    ).toBe(404);
  });

  it('uploads by non-participants answer 404 and by the client 403; nothing is stored', async () => {
    const { projectId, client, stranger, deliverables } = await setup();
    const before = await storedFiles();
    expect((await upload(projectId, deliverables[0].id, stranger.cookie)).statusCode).toBe(404);
    expect((await upload(projectId, deliverables[0].id, client.cookie)).statusCode).toBe(403);
    expect(await storedFiles()).toEqual(before);
  });

  it('a file over UPLOAD_MAX_MB is refused with 413 and nothing is stored (no row, no file)', async () => {
    const { projectId, expert, deliverables } = await setup();
    const id = deliverables[0].id as string;
    const before = await storedFiles();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024, 0x41)]);
    const response = await upload(projectId, id, expert.cookie, { body: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The file is larger than the 1 MB limit');
    expect(await test.db.select().from(deliverableFiles).where(eq(deliverableFiles.deliverableId, id))).toEqual([]);
    expect(await storedFiles()).toEqual(before);
    const [row] = await test.db.select().from(projectDeliverables).where(eq(projectDeliverables.id, id));
    expect(row!.status).toBe('pending');

    // Without a Content-Length the stream itself is cut at the limit: also 413, nothing kept.
    const chunked = await test.app.inject({
      method: 'PUT',
      url: `/api/projects/${projectId}/deliverables/${id}/files`,
      headers: {
        cookie: expert.cookie,
        'content-type': 'application/octet-stream',
        'x-file-name': 'big.pdf',
        'transfer-encoding': 'chunked',
      },
      payload: Readable.from([big.subarray(0, 600 * 1024), big.subarray(600 * 1024)]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses types outside the allow-list, a mismatched declared type and content that is not what it claims', async () => {
    const { projectId, expert, deliverables } = await setup();
    const id = deliverables[0].id as string;
    expect((await upload(projectId, id, expert.cookie, { name: 'tool.exe', type: '' })).statusCode).toBe(415);
    expect((await upload(projectId, id, expert.cookie, { name: 'a.pdf', type: 'image/png' })).statusCode).toBe(415);
    const fake = await upload(projectId, id, expert.cookie, {
      name: 'a.pdf',
      body: Buffer.from('MZ not a pdf at all'),
    });
    expect(fake.statusCode).toBe(415);
    expect(await test.db.select().from(deliverableFiles).where(eq(deliverableFiles.deliverableId, id))).toEqual([]);
    const notes = await upload(projectId, id, expert.cookie, { name: 'notes.md', type: '', body: Buffer.from('# Hi') });
    expect(notes.json()).toMatchObject({ fileType: 'text/markdown' });
  });

  it('refuses uploads on an unfunded milestone (work starts when funded) and on a project that is not active', async () => {
    const { projectId, expert, deliverables } = await setup({ funded: false });
    const refused = await upload(projectId, deliverables[0].id, expert.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Milestone 1 is not funded yet: work on it starts once the client funds it',
    );
    // A deliverable without a milestone may be uploaded only while the project is active.
    const loose = (
      await call('POST', `/api/projects/${projectId}/deliverables`, expert.cookie, { title: 'Loose' })
    ).json();
    await test.db.update(projects).set({ status: 'on_hold' }).where(eq(projects.id, projectId));
    expect((await upload(projectId, loose.id, expert.cookie)).statusCode).toBe(409);
    await test.db.update(projects).set({ status: 'active' }).where(eq(projects.id, projectId));
    expect((await upload(projectId, loose.id, expert.cookie)).statusCode).toBe(201);
  });

  it("the project's expert marks a pending deliverable in progress; then an upload submits it; others are refused", async () => {
    const { projectId, expert, admin, client, stranger, deliverables } = await setup();
    const start = (id: string, cookie: Cookie) =>
      call('POST', `/api/projects/${projectId}/deliverables/${id}/start`, cookie);
    const id = deliverables[0].id;
    expect((await start(id, undefined)).statusCode).toBe(401);
    expect((await start(id, stranger.cookie)).statusCode).toBe(404);
    expect((await start(randomUUID(), expert.cookie)).statusCode).toBe(404);
    expect((await start('not-a-uuid', expert.cookie)).statusCode).toBe(400);
    for (const cookie of [client.cookie, admin.cookie]) {
      const refused = await start(id, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe("Only the project's expert can do this");
    }
    const started = await start(id, expert.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ id, status: 'in_progress' });
    // Only from pending.
    const again = await start(id, expert.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This deliverable is in progress: not possible now');
    const list = (await call('GET', `/api/projects/${projectId}/deliverables`, client.cookie)).json();
    expect(list.deliverables.find((d: { id: string }) => d.id === id).status).toBe('in_progress');
    expect((await upload(projectId, id, expert.cookie)).statusCode).toBe(201);
    const [row] = await test.db.select().from(projectDeliverables).where(eq(projectDeliverables.id, id));
    expect(row!.status).toBe('submitted');
  });

  it('work on a deliverable starts only once its milestone is funded and while the project is active', async () => {
    const { projectId, expert, deliverables } = await setup({ funded: false });
    const start = (id: string) => call('POST', `/api/projects/${projectId}/deliverables/${id}/start`, expert.cookie);
    const unfunded = await start(deliverables[0].id);
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json().error.message).toBe(
      'Milestone 1 is not funded yet: work on it starts once the client funds it',
    );
    const loose = (
      await call('POST', `/api/projects/${projectId}/deliverables`, expert.cookie, { title: 'Loose' })
    ).json();
    await test.db.update(projects).set({ status: 'on_hold' }).where(eq(projects.id, projectId));
    expect((await start(loose.id)).statusCode).toBe(409);
    await test.db.update(projects).set({ status: 'active' }).where(eq(projects.id, projectId));
    expect((await start(loose.id)).json().status).toBe('in_progress');
  });

  it('human QA then the client: queue oldest first, approve → ready_for_client → approved; wrong states answer 409', async () => {
    const { projectId, expert, admin, client, deliverables } = await setup();
    const [a, b] = deliverables as { id: string }[];
    await upload(projectId, a!.id, expert.cookie);
    await upload(projectId, b!.id, expert.cookie);
    const queue = (await call('GET', '/api/admin/qa-queue', admin.cookie)).json().items as { id: string }[];
    const mine = queue.filter((item) => item.id === a!.id || item.id === b!.id);
    expect(mine.map((item) => item.id)).toEqual([a!.id, b!.id]);
    expect(queue.find((item) => item.id === a!.id)).toMatchObject({
      projectTitle: 'Churn model',
      latestFile: { versionNumber: 1, fileName: 'report.pdf' },
    });
    expect((await call('GET', '/api/admin/qa-queue', client.cookie)).statusCode).toBe(403);

    // The client cannot approve before QA; QA approval needs an admin.
    expect(
      (await call('POST', `/api/projects/${projectId}/deliverables/${a!.id}/approve`, client.cookie)).statusCode,
    ).toBe(409);
    expect((await call('POST', `/api/admin/qa-queue/${a!.id}/approve`, expert.cookie)).statusCode).toBe(403);
    const approved = await call('POST', `/api/admin/qa-queue/${a!.id}/approve`, admin.cookie);
    expect(approved.json()).toMatchObject({ status: 'ready_for_client' });
    expect(approved.json().qaApprovedAt).not.toBeNull();
    expect((await call('POST', `/api/admin/qa-queue/${a!.id}/approve`, admin.cookie)).statusCode).toBe(409);
    const clientNotice = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'deliverable_approved')));
    expect(clientNotice.map((n) => n.title)).toEqual(['Deliverable approved']);

    expect(
      (await call('POST', `/api/projects/${projectId}/deliverables/${a!.id}/approve`, expert.cookie)).statusCode,
    ).toBe(403);
    const done = await call('POST', `/api/projects/${projectId}/deliverables/${a!.id}/approve`, client.cookie);
    expect(done.json()).toMatchObject({ status: 'approved' });
    expect(done.json().approvedAt).not.toBeNull();
    expect(
      (await call('POST', `/api/projects/${projectId}/deliverables/${a!.id}/approve`, client.cookie)).statusCode,
    ).toBe(409);
    expect((await upload(projectId, a!.id, expert.cookie)).statusCode).toBe(409);

    // Revision by QA needs a reason; then by the client after QA passes.
    expect(
      (await call('POST', `/api/admin/qa-queue/${b!.id}/request-revision`, admin.cookie, { reason: ' ' })).statusCode,
    ).toBe(400);
    await call('POST', `/api/admin/qa-queue/${b!.id}/approve`, admin.cookie);
    const revised = await call(
      'POST',
      `/api/projects/${projectId}/deliverables/${b!.id}/request-revision`,
      client.cookie,
      {
        reason: 'Wrong period',
      },
    );
    expect(revised.json()).toMatchObject({ status: 'revision_requested', rejectionReason: 'Wrong period' });
    const expertNotices = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, expert.id), eq(notifications.type, 'deliverable_rejected')));
    expect(expertNotices).toHaveLength(1);
    expect((await upload(projectId, b!.id, expert.cookie)).json().versionNumber).toBe(2);
  });

  it('20 concurrent QA approvals apply once (and 20 concurrent client approvals too)', async () => {
    const { projectId, expert, admin, client, deliverables } = await setup();
    const id = deliverables[0].id as string;
    await upload(projectId, id, expert.cookie);
    const qa = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/api/admin/qa-queue/${id}/approve`, admin.cookie)),
    );
    expect(qa.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(qa.filter((r) => r.statusCode === 409)).toHaveLength(19);
    // One decision, one entry in the administrator activity log.
    expect(await activityEntries(test, 'deliverable.qa_approved', id)).toHaveLength(1);
    const clientNotices = await test.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, client.id), eq(notifications.type, 'deliverable_approved')));
    expect(clientNotices).toHaveLength(1);

    const approvals = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/api/projects/${projectId}/deliverables/${id}/approve`, client.cookie),
      ),
    );
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});
