// The accounts, the shared project and the virtual users of the scale-out run. Every virtual user is a signed-in
// browser with its own loopback address and its own live user stream (as every signed-in tab holds one), doing one
// job in a loop with pauses: browsing, submitting briefs, chatting in the shared project, uploading deliverables to
// it, or (the admin) passing briefs through QA. Chat subscribers hold the project's live stream and catch up after
// each reconnect exactly as the web app does (src/web/features/projects/api/chat/chat-api.ts: on every open, fetch
// the newest page of messages and merge it by id).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { createDatabase, createPool } from '../../src/server/db/client';
import { account, profiles, projectParticipants, projects, user } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/auth/password-hash';
import { allowAdminsWithoutMfa } from '../../src/server/test/without-admin-mfa';
import { HttpClient, type LiveStream, type Recorder, type StreamMessage } from './http-client';

export const PASSWORD = 'scale-out-harness-42';

export type Person = { id: string; email: string; role: 'admin' | 'client' | 'expert' };
export type Cast = {
  projectId: string;
  admin: Person;
  projectClient: Person;
  projectExpert: Person;
  briefClients: Person[];
  browsers: Person[];
};

/** Verified accounts with a known password (inserted as the seed does), the shared project, admins without MFA. */
export async function arrange(databaseUrl: string, counts: { briefClients: number; browsers: number }): Promise<Cast> {
  const pool = createPool(databaseUrl, 2);
  const db = createDatabase(pool);
  try {
    const hash = await hashPassword(PASSWORD);
    const tag = randomUUID().slice(0, 6);
    const create = async (name: string, role: Person['role']): Promise<Person> => {
      const id = randomUUID();
      const email = `${name}-${tag}@scale-out.test`;
      await db.insert(user).values({ id, name: `Scale-out ${name}`, email, emailVerified: true });
      await db
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
      await db.insert(profiles).values({ userId: id, email, fullName: `Scale-out ${name}`, isAdmin: role === 'admin' });
      return { id, email, role };
    };
    const admin = await create('admin', 'admin');
    const projectClient = await create('project-client', 'client');
    const projectExpert = await create('project-expert', 'expert');
    const briefClients: Person[] = [];
    for (let i = 0; i < counts.briefClients; i++) briefClients.push(await create(`brief-client-${i}`, 'client'));
    const browsers: Person[] = [];
    for (let i = 0; i < counts.browsers; i++) browsers.push(await create(`browser-${i}`, 'client'));
    const projectId = randomUUID();
    await db.insert(projects).values({
      id: projectId,
      title: 'Scale-out project',
      status: 'active',
      isCustom: true,
      currency: 'gbp',
      totalPrice: 500_000,
      clientId: projectClient.id,
      quoteId: randomUUID(),
    });
    await db.insert(projectParticipants).values([
      { projectId, userId: projectClient.id, role: 'client' },
      { projectId, userId: projectExpert.id, role: 'freelancer' },
    ]);
    // Admins act without a second factor here (the setting a deployment keeps on).
    await allowAdminsWithoutMfa(db);
    const [check] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
    if (!check) throw new Error('the shared project was not stored');
    return { projectId, admin, projectClient, projectExpert, briefClients, browsers };
  } finally {
    await pool.end();
  }
}

/** What the virtual users were told was stored (a 2xx answer): each must be in the database afterwards. */
export type Acknowledged = {
  briefs: { id: string; clientEmail: string }[];
  chat: { id: string; at: number }[];
  uploads: { deliverableId: string; fileId: string; title: string; sha256: string; size: number }[];
  passes: string[];
};

/** A complete brief (nothing for the client to add, so its proposal is drafted at once). */
function briefSubmission(person: Person, n: number) {
  return {
    contactName: `Scale-out client ${n}`,
    contactEmail: person.email,
    contactPhone: '',
    company: 'Scale-out Ltd',
    structuredBrief: {
      goal: `Increase qualified leads by ${20 + (n % 30)}% within 3 months`,
      context: 'We are a 40-person B2B SaaS company in London selling to UK retailers',
      constraints: 'Must integrate with HubSpot',
      budget_range: '5k-15k',
      timeline: '1-2-months',
      urgency: 'high',
      expert_style: 'collaborative',
      interpretations: {},
      missing: [],
    },
    assuredMode: false,
    origin: 'bespoke',
    originId: null,
  };
}

/** A PDF-signed file of `size` bytes (the upload checks the signature, not the rest). */
function pdfOf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);
}

export type VirtualUser = { client: HttpClient; userStream: LiveStream; run: (until: () => boolean) => Promise<void> };

export type LoadContext = {
  origin: string;
  ca: string;
  recorder: Recorder;
  cast: Cast;
  acknowledged: Acknowledged;
};

let nextAddress = 10;
/** Each browser its own loopback source address: 127.0.<n / 200>.<10 + n % 200>. */
function address(): string {
  const n = nextAddress++ - 10;
  return `127.0.${Math.floor(n / 200)}.${10 + (n % 200)}`;
}

export async function signedIn(context: LoadContext, person: Person): Promise<HttpClient> {
  const client = new HttpClient(context.origin, context.ca, address(), context.recorder);
  const { ok, response } = await client.send('sign-in', 'POST', '/api/auth/sign-in/email', {
    json: { email: person.email, password: PASSWORD },
  });
  if (!ok) throw new Error(`sign-in of ${person.email} answered ${response?.status}: ${response?.body.toString()}`);
  return client;
}

const pause = (ms: number) => setTimeout(ms * (0.75 + Math.random() * 0.5));

/** A signed-in browser holding its user stream, running `step` in a loop with `thinkMs` pauses. */
async function virtualUser(
  context: LoadContext,
  person: Person,
  thinkMs: number,
  step: (client: HttpClient, n: number) => Promise<void>,
): Promise<VirtualUser> {
  const client = await signedIn(context, person);
  const userStream = client.stream('user stream', '/api/realtime/stream?channels=user', {});
  await userStream.start();
  return {
    client,
    userStream,
    run: async (until) => {
      await pause(thinkMs);
      for (let n = 0; !until(); n++) {
        await step(client, n);
        await pause(thinkMs);
      }
    },
  };
}

export async function startVirtualUsers(context: LoadContext): Promise<VirtualUser[]> {
  const { cast, acknowledged } = context;
  const project = `/api/projects/${cast.projectId}`;
  const users: Promise<VirtualUser>[] = [];

  for (const person of cast.browsers)
    users.push(
      virtualUser(context, person, 1000, async (client, n) => {
        await Promise.all([
          client.send('browse', 'GET', '/api/me'),
          client.send('browse', 'GET', '/api/catalog/products'),
          client.send('browse', 'GET', '/api/projects'),
        ]);
        if (n % 3 === 0) await client.send('browse', 'GET', '/api/catalog/categories');
        if (n % 5 === 0) await client.send('browse', 'GET', '/', { headers: { accept: 'text/html' } });
      }),
    );

  // A brief every ~6 s per client: well under the per-address limit of 10 a minute, whichever instance counts it.
  cast.briefClients.forEach((person, index) =>
    users.push(
      virtualUser(context, person, 6000, async (client, n) => {
        const { ok, response } = await client.send('brief', 'POST', '/api/briefs', {
          json: briefSubmission(person, index * 1000 + n),
          expect: [201],
        });
        if (ok)
          acknowledged.briefs.push({ id: response!.json<{ briefId: string }>().briefId, clientEmail: person.email });
      }),
    ),
  );

  // Two browsers each for the project's client and expert, talking in its chat.
  for (const person of [cast.projectClient, cast.projectClient, cast.projectExpert, cast.projectExpert])
    users.push(
      virtualUser(context, person, 1500, async (client, n) => {
        const id = randomUUID();
        const { ok } = await client.send('chat', 'POST', `${project}/messages`, {
          json: { id, message: `scale-out ${person.role} message ${n} (${id.slice(0, 8)})` },
          expect: [201],
        });
        if (ok) acknowledged.chat.push({ id, at: performance.now() - context.recorder.t0 });
      }),
    );

  // The expert's deliverables: add one, upload a few hundred KB to it (streamed to S3 through nginx).
  for (let u = 0; u < 2; u++)
    users.push(
      virtualUser(context, cast.projectExpert, 4000, async (client, n) => {
        const title = `Scale-out deliverable ${u}-${n} ${randomUUID().slice(0, 8)}`;
        const created = await client.send('deliverable', 'POST', `${project}/deliverables`, {
          json: { title },
          expect: [201],
        });
        if (!created.ok) return;
        const deliverableId = created.response!.json<{ id: string }>().id;
        const file = pdfOf(200_000 + Math.floor(Math.random() * 200_000));
        const { ok, response } = await client.send('upload', 'PUT', `${project}/deliverables/${deliverableId}/files`, {
          body: file,
          headers: {
            'content-type': 'application/octet-stream',
            'x-file-name': encodeURIComponent(`${title}.pdf`),
            'x-file-type': 'application/pdf',
          },
          expect: [201],
        });
        if (ok)
          acknowledged.uploads.push({
            deliverableId,
            fileId: response!.json<{ id: string }>().id,
            title,
            sha256: createHash('sha256').update(file).digest('hex'),
            size: file.length,
          });
      }),
    );

  // The admin passes each drafted proposal through QA; its release (a job) e-mails the client.
  users.push(virtualUser(context, cast.admin, 2000, (client) => passQaQueue(client, acknowledged)));

  return Promise.all(users);
}

export async function passQaQueue(client: HttpClient, acknowledged: Acknowledged, label = 'brief QA'): Promise<void> {
  const queue = await client.send(label, 'GET', '/api/admin/briefs/qa-queue');
  if (!queue.ok) return;
  for (const { id } of queue.response!.json<{ briefs: { id: string }[] }>().briefs) {
    const { ok } = await client.send(label, 'POST', `/api/admin/briefs/${id}/pass`, { json: {} });
    if (ok) acknowledged.passes.push(id);
  }
}

type ChatMessage = { id: string };

/**
 * A browser tab on the project's Chat: its live stream of `project:{id}`, and on every (re)open the newest page of
 * messages merged by id, as the web app does. Remembers how each message first reached it.
 */
export class ChatSubscriber {
  readonly seen = new Map<string, 'push' | 'catch-up'>();
  catchUps = 0;
  /** Catch-ups whose newest page did not reach back to the last message seen before (the page would have a gap). */
  gaps = 0;
  stream!: LiveStream;

  constructor(
    private readonly client: HttpClient,
    private readonly projectId: string,
  ) {}

  async start(): Promise<void> {
    this.stream = this.client.stream('chat stream', `/api/realtime/stream?channels=project:${this.projectId}`, {
      onOpen: () => void this.catchUp(),
      onMessage: (message: StreamMessage) => {
        if (message.event !== 'chat.message') return;
        const data = message.data as { id?: string; reduced?: boolean; message?: unknown };
        if (data.reduced || typeof data.message !== 'string') return void this.catchUp();
        if (data.id && !this.seen.has(data.id)) this.seen.set(data.id, 'push');
      },
    });
    await this.stream.start();
  }

  private async catchUp(): Promise<void> {
    this.catchUps++;
    const { ok, response } = await this.client.send('chat catch-up', 'GET', `/api/projects/${this.projectId}/messages`);
    if (!ok) return;
    const page = response!.json<{ messages: ChatMessage[]; hasOlder: boolean }>();
    const known = page.messages.filter((m) => this.seen.has(m.id)).length;
    if (this.seen.size > 0 && known === 0 && page.hasOlder) this.gaps++;
    for (const { id } of page.messages) if (!this.seen.has(id)) this.seen.set(id, 'catch-up');
  }
}
