import { describe, expect, it } from 'vitest';
import { findInsights } from '../../../modules/assistant/insight-rules';
import type { TProjectContext } from '../project-context';
import { answerProjectQuestion, streamAnswer } from './answer-project-question';
import { intentOf, milestoneNumberIn } from './question-intent';

const NOW = new Date('2026-11-20T12:00:00Z');
const day = (offset: number) => new Date(NOW.getTime() + offset * 24 * 60 * 60 * 1000);

/** A hand-built custom project: milestone 1 paid, 2 funded and overdue, 3 unfunded. */
function context(overrides: Partial<TProjectContext> = {}): TProjectContext {
  return {
    now: NOW,
    project: {
      title: 'Churn model',
      status: 'active',
      isCustom: true,
      currency: 'gbp',
      totalPrice: 900_000,
      createdAt: day(-40),
    },
    participants: [
      { name: 'Carla Client', role: 'client' },
      { name: 'Eve Expert', role: 'freelancer' },
    ],
    milestones: [
      {
        number: 1,
        title: 'Discovery',
        description: 'Stakeholder interviews and data audit',
        status: 'completed',
        amount: 200_000,
        dueDate: day(-20),
        paymentStatus: 'succeeded',
        fundedAt: day(-35),
        completedAt: day(-3),
      },
      {
        number: 2,
        title: 'Model build',
        description: 'Train and validate the churn model',
        status: 'in_progress',
        amount: 400_000,
        dueDate: day(-4),
        paymentStatus: 'succeeded',
        fundedAt: day(-2),
        completedAt: null,
      },
      {
        number: 3,
        title: 'Rollout',
        description: null,
        status: 'pending',
        amount: 300_000,
        dueDate: day(25),
        paymentStatus: 'none',
        fundedAt: null,
        completedAt: null,
      },
    ],
    deliverables: [
      {
        id: 'd1',
        title: 'Interview notes',
        description: null,
        status: 'approved',
        milestoneNumber: 1,
        dueDate: day(-21),
        submittedAt: day(-22),
        approvedAt: day(-5),
        updatedAt: day(-5),
        versions: [{ version: 1, uploadedAt: day(-22), qaDecision: 'approved', fileName: 'notes.pdf' }],
      },
      {
        id: 'd2',
        title: 'Model report',
        description: null,
        status: 'revision_requested',
        milestoneNumber: 2,
        dueDate: day(-1),
        submittedAt: day(-6),
        approvedAt: null,
        updatedAt: day(-1),
        versions: [
          { version: 1, uploadedAt: day(-6), qaDecision: 'needs_revision', fileName: 'report-v1.pdf' },
          { version: 2, uploadedAt: day(-2), qaDecision: 'needs_revision', fileName: 'report-v2.pdf' },
        ],
      },
      {
        id: 'd3',
        title: 'Rollout plan',
        description: null,
        status: 'pending',
        milestoneNumber: 3,
        dueDate: day(24),
        submittedAt: null,
        approvedAt: null,
        updatedAt: day(-40),
        versions: [],
      },
    ],
    messages: [
      { author: 'Carla Client', body: 'Old message', createdAt: day(-12) },
      { author: 'Eve Expert', body: 'Version 2 of the report is up', createdAt: day(-2) },
    ],
    meetings: [
      { title: 'Kick-off', startsAt: day(-30), endsAt: day(-30), provider: 'jitsi' },
      { title: 'Model review', startsAt: new Date('2026-11-24T14:00:00Z'), endsAt: null, provider: 'zoom' },
    ],
    openDisputes: 0,
    ...overrides,
  };
}

describe('offline TeamSmith AI', () => {
  it('recognises the common questions', () => {
    expect(intentOf('What is overdue?')).toBe('overdue');
    expect(intentOf('Is anything late?')).toBe('overdue');
    expect(intentOf('Did we miss a deadline?')).toBe('overdue');
    expect(intentOf("What's missing from the mission statement?")).not.toBe('overdue');
    expect(intentOf('What is next?')).toBe('next');
    expect(intentOf('What does milestone 2 include?')).toBe('milestone');
    expect(intentOf('Tell me about the second milestone')).toBe('milestone');
    expect(intentOf('When is the next meeting?')).toBe('meeting');
    expect(intentOf('What happened this week?')).toBe('this_week');
    expect(intentOf('How is the budget?')).toBe('budget');
    expect(intentOf('Where are we? Give me a status update')).toBe('status');
    expect(intentOf('Can you send an e-mail to the expert?')).toBe('cannot_do');
    expect(intentOf('Approve the report')).toBe('cannot_do');
    expect(intentOf("What's the weather in Paris?")).toBe('unknown');
    expect(milestoneNumberIn('milestone #3 details')).toBe(3);
  });

  it('what is overdue: names milestone 2 and the deliverable with dates, not the paid or future ones', () => {
    const answer = answerProjectQuestion(context(), 'What is overdue?');
    expect(answer).toContain('Milestone 2 "Model build" was due 16 Nov 2026 (4 days ago)');
    expect(answer).toContain('£4,000, funded in escrow. Still open: "Model report" (revision requested).');
    expect(answer).toContain('"Model report" was due 19 Nov 2026 (1 day ago) and is revision requested');
    expect(answer).not.toContain('Discovery');
    expect(answer).not.toContain('Rollout');
  });

  it('what is overdue: says plainly when nothing is, with the next due date', () => {
    const ctx = context();
    ctx.milestones = ctx.milestones.map((m) => (m.number === 2 ? { ...m, dueDate: day(6) } : m));
    ctx.deliverables = ctx.deliverables.map((d) => (d.id === 'd2' ? { ...d, dueDate: day(5) } : d));
    expect(answerProjectQuestion(ctx, 'What is overdue?')).toBe(
      'Nothing is overdue on "Churn model" as of 20 Nov 2026. The next due date is milestone 2 "Model build" on 26 Nov 2026.',
    );
  });

  it('what is next: the first open milestone, what each deliverable waits for, and the next meeting', () => {
    const answer = answerProjectQuestion(context(), 'What is next?');
    expect(answer).toContain(
      'Next up is Milestone 2 "Model build" — In progress, £4,000 (funded in escrow), due 16 Nov 2026.',
    );
    expect(answer).toContain('"Model report": the expert uploads a revised version (due 19 Nov 2026).');
    expect(answer).toContain('Next meeting: "Model review" on Tue, 24 Nov 2026, 14:00 UTC.');
    expect(answer).toContain('2 items are overdue');
  });

  it('what does milestone N include: scope, amount, funding and its deliverables; an unknown number is said', () => {
    const answer = answerProjectQuestion(context(), 'What does milestone 3 include?');
    expect(answer).toContain('Milestone 3 "Rollout" — Pending, £3,000 (not funded yet), due 15 Dec 2026.');
    expect(answer).toContain('"Rollout plan" — not started, due 14 Dec 2026');
    expect(answerProjectQuestion(context(), 'What does milestone 1 include?')).toContain(
      'Scope: Stakeholder interviews and data audit',
    );
    expect(answerProjectQuestion(context(), 'milestone 7?')).toBe(
      'There is no milestone 7 on "Churn model"; it has milestones 1 to 3.',
    );
  });

  it('when is the next meeting: the first one not yet over; none planned is said', () => {
    expect(answerProjectQuestion(context(), 'When is the next meeting?')).toBe(
      'The next meeting is "Model review" on Tue, 24 Nov 2026, 14:00 UTC (Zoom).',
    );
    expect(answerProjectQuestion(context({ meetings: [] }), 'When is the next meeting?')).toBe(
      'No upcoming meeting is scheduled for this project. You can create one in the Meetings tab.',
    );
  });

  it('what happened this week: uploads, approvals, payments and chat of the last 7 days only', () => {
    const answer = answerProjectQuestion(context(), 'What happened this week?');
    expect(answer).toContain('In the last 7 days (13 Nov 2026 – 20 Nov 2026):');
    expect(answer).toContain('15 Nov 2026: "Interview notes" was approved.');
    expect(answer).toContain('17 Nov 2026: Milestone 1 "Discovery" was completed and £2,000 paid out.');
    expect(answer).toContain('18 Nov 2026: Version 2 of "Model report" was uploaded (report-v2.pdf).');
    expect(answer).toContain('18 Nov 2026: Milestone 2 "Model build" was funded (£4,000).');
    expect(answer).toContain('1 chat message from Eve Expert');
    expect(answer).not.toContain('Old message');
    expect(answer).not.toContain('Kick-off');
  });

  it('budget: paid, in escrow and unfunded amounts by milestone', () => {
    expect(answerProjectQuestion(context(), 'How is the budget?')).toBe(
      [
        'Total budget: £9,000 over 3 milestones.',
        '- Paid out: £2,000 (milestone 1).',
        '- In escrow: £4,000 (milestone 2).',
        '- Not yet funded: £3,000 (milestone 3).',
      ].join('\n'),
    );
  });

  it('status: milestones done as a percent and what is overdue', () => {
    const answer = answerProjectQuestion(context(), 'What is the status?');
    expect(answer).toContain('"Churn model" is active.');
    expect(answer).toContain('1 of 3 milestones completed (33%).');
    expect(answer).toContain('2 items are overdue.');
  });

  it('says what it cannot do, with suggestions', () => {
    const answer = answerProjectQuestion(context(), 'Can you send an email to Eve?');
    expect(answer).toContain("I can't do that");
    expect(answer).toContain("can't change anything, send e-mails");
    expect(answer).toContain('"What is overdue?"');
    const unknown = answerProjectQuestion(context(), 'Tell me a joke');
    expect(unknown).toContain("I can't change data, send e-mails or answer questions outside this project.");
  });

  it('streams the whole answer in chunks', async () => {
    const text = answerProjectQuestion(context(), 'How is the budget?');
    let streamed = '';
    let chunks = 0;
    for await (const chunk of streamAnswer(text)) {
      streamed += chunk;
      chunks += 1;
    }
    expect(streamed).toBe(text);
    expect(chunks).toBeGreaterThan(1);
  });
});

describe('insight rules', () => {
  const keys = (ctx: TProjectContext, questions: { content: string; createdAt: Date }[] = []) =>
    findInsights({ ...ctx, questions }).map((f) => f.sourceKey);

  it('finds overdue milestones and deliverables, revision loops and stalled work; confidence within 0–1', () => {
    const found = findInsights({ ...context(), questions: [] });
    expect(found.map((f) => f.sourceKey)).toEqual(
      expect.arrayContaining(['overdue-milestone:2', 'overdue-deliverable:d2', 'revision-loop:d2']),
    );
    for (const f of found) {
      expect(f.confidenceScore).toBeGreaterThanOrEqual(0);
      expect(f.confidenceScore).toBeLessThanOrEqual(1);
    }
    // Milestone 3 is not next (2 is open), so its missing funding is not a risk yet.
    expect(keys(context())).not.toContain('unfunded-milestone:3');
  });

  it('an unfunded milestone whose work should start, a stalled deliverable, an open dispute', () => {
    const ctx = context({ openDisputes: 1 });
    ctx.milestones = ctx.milestones.map((m) =>
      m.number === 2 ? { ...m, paymentStatus: 'none' as const, fundedAt: null, dueDate: day(10) } : m,
    );
    ctx.deliverables = ctx.deliverables.map((d) =>
      d.id === 'd2' ? { ...d, status: 'ready_for_client' as const, updatedAt: day(-9), dueDate: null } : d,
    );
    const found = keys(ctx);
    expect(found).toContain('unfunded-milestone:2');
    expect(found).toContain('stalled-deliverable:d2:ready_for_client');
    expect(found).toContain('open-dispute');
  });

  it('suggests a meeting when none is within 14 days, and reads worried questions', () => {
    expect(keys(context())).not.toContain('schedule-meeting');
    expect(keys(context({ meetings: [] }))).toContain('schedule-meeting');
    expect(keys(context(), [{ content: 'Are we going to miss the deadline?', createdAt: day(-1) }])).toContain(
      'assistant-concern:delays',
    );
    // Every participant sees insights, but a conversation with the assistant is private: never quoted.
    const worried = findInsights({
      ...context(),
      questions: [{ content: 'Will we miss the deadline because of this expert?', createdAt: day(-1) }],
    });
    expect(worried.map((f) => f.sourceKey)).toContain('assistant-concern:delays');
    for (const insight of worried) expect(`${insight.title} ${insight.content}`).not.toContain('this expert');
    // Asking the routine "What is overdue?" is not a worry by itself.
    expect(keys(context(), [{ content: 'What is overdue?', createdAt: day(-1) }])).not.toContain(
      'assistant-concern:delays',
    );
    expect(keys(context(), [{ content: 'Is the budget ok?', createdAt: day(-30) }])).not.toContain(
      'assistant-concern:budget',
    );
  });

  it('nothing for a completed project', () => {
    expect(keys(context({ project: { ...context().project, status: 'completed' } }))).toEqual([]);
  });
});
