import { Readable } from 'node:stream';
import { clock } from '../../../lib/clock';
import type { PlannedProject } from './demo-plan';
import { HOUR, type DemoDeps, type DemoViewer } from './demo-types';

/** The single actions a project's history is made of, each at its own time, through the services the routes call. */
export function createDemoSteps({ services, app }: Pick<DemoDeps, 'services' | 'app'>) {
  // A step planned after the seeding moment happens now: nothing in the demo is dated in the future (a quote
  // "created tomorrow").
  const at = <T>(time: number, fn: () => Promise<T>): Promise<T> =>
    clock.runAt(new Date(Math.min(time, Date.now())), fn);

  /** The sandbox checkout page's Pay button, which reports the payment through the signed webhook. */
  async function payAtCheckout(url: string): Promise<void> {
    const sessionId = new URL(url, 'http://localhost').pathname.split('/').pop()!;
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    if (paid.statusCode >= 400) throw new Error(`sandbox payment failed: ${paid.statusCode} ${paid.body}`);
  }

  async function pay(time: number, client: DemoViewer, projectId: string, milestoneId: string): Promise<void> {
    await at(time, async () =>
      payAtCheckout((await services.payments.createMilestoneCheckout(client, projectId, milestoneId)).url),
    );
  }

  /** An outcome pack bought at checkout: its project waits in draft until matching assigns an expert. */
  async function buyPack(plan: PlannedProject, t: number): Promise<void> {
    const products = await services.catalog.listProducts();
    const product = products[plan.topic % products.length];
    if (!product) throw new Error('demo history needs the seeded catalog');
    await at(t, async () => payAtCheckout((await services.payments.createPayment(plan.client, product.id)).url));
  }

  async function upload(time: number, expert: DemoViewer, projectId: string, id: string, version: number) {
    const text = `Deliverable ${id.slice(0, 8)}, version ${version}.\nPrepared for the project; see the notes inside.\n`;
    await at(time, () =>
      services.deliverables.upload(expert, projectId, id, {
        fileName: `deliverable-v${version}.txt`,
        declaredType: 'text/plain',
        contentLength: Buffer.byteLength(text),
        body: Readable.from([Buffer.from(text)]),
      }),
    );
  }

  async function startWork(time: number, expert: DemoViewer, projectId: string, id: string) {
    await at(time, () => services.deliverables.startWork(expert, projectId, id));
  }

  async function chat(time: number, projectId: string, plan: PlannedProject) {
    const lines: [DemoViewer, string][] = [
      [plan.client, `Hi ${plan.expert.fullName?.split(' ')[0]}, great to have you on board. When can we kick off?`],
      [plan.expert, 'Thanks! I have gone through the brief. I can start on Monday; I will share a plan by Wednesday.'],
      [plan.client, 'Perfect. Our operations lead will join the first call.'],
      [plan.expert, 'Sounds good. I have sent a meeting invite for the kick-off.'],
    ];
    for (const [index, [viewer, message]] of lines.entries())
      await at(time + index * 2 * HOUR, () => services.chat.post(viewer, projectId, { message }));
  }

  async function meeting(time: number, projectId: string, plan: PlannedProject, startsAt: number, title: string) {
    await at(time, () =>
      services.meetings.create(plan.expert, projectId, {
        provider: 'zoom',
        title,
        // A whole number: a planned time can carry a fraction of a millisecond, which put a "." in the link.
        joinUrl: `https://zoom.us/j/${900_000_000 + Math.round(startsAt % 99_999_999)}`,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + HOUR).toISOString(),
      }),
    );
  }

  return { at, pay, buyPack, upload, startWork, chat, meeting };
}

export type DemoSteps = ReturnType<typeof createDemoSteps>;
