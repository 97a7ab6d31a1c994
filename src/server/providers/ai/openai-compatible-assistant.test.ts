import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOfflineAiProvider } from './offline/offline-ai-provider';
import { ASSISTANT_FALLBACK_NOTE } from '../../../shared/domain/collaboration';
import { AiStreamBrokenError } from './ai-provider';
import { createCircuitBreaker } from './circuit-breaker';
import { createOpenAiCompatibleProvider } from './openai-compatible-ai-provider';
import type { TProjectContext } from './project-context';

// A local OpenAI-compatible endpoint that streams its chat completion as Server-Sent Events.
let server: Server;
let baseUrl: string;
let lastBody: Record<string, unknown> = {};
let reply: (res: ServerResponse) => void;

const CONTEXT: TProjectContext = {
  now: new Date('2026-11-20T12:00:00Z'),
  project: {
    title: 'Churn model',
    status: 'active',
    isCustom: true,
    currency: 'gbp',
    totalPrice: 200_000,
    createdAt: new Date('2026-10-01T00:00:00Z'),
  },
  participants: [{ name: 'Carla Client', role: 'client' }],
  milestones: [
    {
      number: 1,
      title: 'Discovery',
      description: 'Interviews',
      status: 'in_progress',
      amount: 200_000,
      dueDate: new Date('2026-11-10T00:00:00Z'),
      paymentStatus: 'succeeded',
      fundedAt: new Date('2026-10-02T00:00:00Z'),
      completedAt: null,
    },
  ],
  deliverables: [],
  messages: [{ author: 'Carla Client', body: 'Any news?', createdAt: new Date('2026-11-19T09:00:00Z') }],
  meetings: [],
  openDisputes: 0,
};

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      lastBody = JSON.parse(raw) as Record<string, unknown>;
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the provider counted for the metrics, as `operation outcome`. */
let counted: string[] = [];
const provider = (logs: unknown[] = [], limits: { assistantFirstTokenMs?: number; assistantTimeoutMs?: number } = {}) =>
  createOpenAiCompatibleProvider({
    baseUrl,
    model: 'test-model',
    timeoutMs: 5000,
    ...limits,
    countOutcome: ({ operation, outcome }) => void counted.push(`${operation} ${outcome}`),
    fallback: createOfflineAiProvider(),
    logger: { warn: (details) => void logs.push(details) },
  });

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const text of stream) out.push(text);
  return out;
}

describe('OpenAI-compatible project assistant', () => {
  beforeEach(() => {
    counted = [];
  });

  it('answers offline at once, saying so, while the circuit is open after failures', async () => {
    let calls = 0;
    reply = (res) => {
      calls += 1;
      res.writeHead(503);
      res.end();
    };
    const ai = createOpenAiCompatibleProvider({
      baseUrl,
      model: 'test-model',
      timeoutMs: 5000,
      countOutcome: ({ operation, outcome }) => void counted.push(`${operation} ${outcome}`),
      fallback: createOfflineAiProvider(),
      circuitBreaker: createCircuitBreaker({ failureThreshold: 1, openMs: 60_000 }),
    });
    for (let ask = 0; ask < 2; ask += 1) {
      const chunks = await collect(ai.answerProjectQuestion(CONTEXT, [], 'What is overdue?'));
      expect(chunks[0]).toBe(`${ASSISTANT_FALLBACK_NOTE}\n\n`);
    }
    expect(calls).toBe(1);
    expect(counted).toEqual(['answerProjectQuestion http_error', 'answerProjectQuestion circuit_open']);
  });

  it('streams the chunks as they come, with the project in the system prompt and the history before the question', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Milestone 1 '));
      // Split across network writes mid-line, as proxies do.
      const second = chunk('"Discovery" is overdue.');
      res.write(second.slice(0, 20));
      setTimeout(() => {
        res.write(second.slice(20));
        res.write('data: {"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\n');
        res.end('data: [DONE]\n\n');
      }, 20);
    };
    const chunks = await collect(
      provider().answerProjectQuestion(
        CONTEXT,
        [
          { role: 'user', content: 'Hi' },
          { role: 'assistant', content: 'Hello' },
        ],
        'What is overdue?',
      ),
    );
    expect(chunks).toEqual(['Milestone 1 ', '"Discovery" is overdue.']);
    expect(counted).toEqual(['answerProjectQuestion ok']);
    expect(lastBody.stream).toBe(true);
    const messages = lastBody.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[0]!.content).toContain('"Discovery" status in_progress, £2,000, due 2026-11-10');
    expect(messages[0]!.content).toContain('Carla Client: Any news?');
    expect(messages[3]!.content).toBe('What is overdue?');
  });

  it.each([500, 429])(
    'falls back to the offline assistant, saying so, when the endpoint answers %i before answering',
    async (status) => {
      reply = (res) => {
        res.writeHead(status);
        res.end('boom');
      };
      const logs: unknown[] = [];
      const chunks = await collect(provider(logs).answerProjectQuestion(CONTEXT, [], 'What is overdue?'));
      expect(chunks[0]).toBe(`${ASSISTANT_FALLBACK_NOTE}\n\n`);
      expect(chunks.join('')).toContain('Milestone 1 "Discovery" was due 10 Nov 2026 (10 days ago)');
      expect(logs).toEqual([
        expect.objectContaining({ operation: 'answerProjectQuestion', reason: 'http_error', status }),
      ]);
      expect(counted).toEqual(['answerProjectQuestion http_error']);
    },
  );

  it('a provider that hangs is given up after the first-token limit, and the offline answer says so', async () => {
    const hung: ServerResponse[] = [];
    reply = (res) => void hung.push(res);
    const logs: unknown[] = [];
    const started = Date.now();
    const chunks = await collect(
      provider(logs, { assistantFirstTokenMs: 300 }).answerProjectQuestion(CONTEXT, [], 'What is overdue?'),
    );
    const took = Date.now() - started;
    hung.forEach((res) => res.destroy());
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3000);
    expect(chunks[0]).toBe(`${ASSISTANT_FALLBACK_NOTE}\n\n`);
    expect(logs).toEqual([expect.objectContaining({ operation: 'answerProjectQuestion', reason: 'timeout' })]);
    expect(counted).toEqual(['answerProjectQuestion timeout']);
  });

  it('ends with an error when the stream breaks after it started', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk('Milestone 1 '));
      res.end('data: {not json}\n\n');
    };
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const text of provider().answerProjectQuestion(CONTEXT, [], 'What is overdue?')) seen.push(text);
      })(),
    ).rejects.toThrow(AiStreamBrokenError);
    expect(seen).toEqual(['Milestone 1 ']);
  });
});
