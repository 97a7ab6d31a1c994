import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZStructuredBriefSchema } from '@shared/schemas/brief-ai';
import type { TAiLogger, TProposalInput } from './ai-provider';
import { createOfflineAiProvider } from './offline/offline-ai-provider';
import { createCircuitBreaker } from './circuit-breaker';
import { createOpenAiCompatibleProvider } from './openai-compatible-ai-provider';

type TRecorded = { method?: string; url?: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

// A real OpenAI-compatible endpoint on 127.0.0.1: each test decides how it answers.
let server: Server;
let baseUrl: string;
let requests: TRecorded[];
let reply: (res: ServerResponse) => void;

const API_KEY = 'sk-test-secret';
// Generous for answers that do come, so a busy test machine does not turn them into timeouts.
const PATIENT_MS = 5000;
const SHORT_TIMEOUT_MS = 200;
const SLOW_SERVER_MS = 3000;
const pendingReplies: NodeJS.Timeout[] = [];
const GOAL = 'Increase qualified leads by 30% in the next 3 months';
const offline = createOfflineAiProvider();

function chatAnswer(content: string) {
  return (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
  };
}

function slowAnswer(content: string) {
  return (res: ServerResponse) => void pendingReplies.push(setTimeout(chatAnswer(content), SLOW_SERVER_MS, res));
}

function provider(logs: unknown[][] = [], timeoutMs = PATIENT_MS) {
  const logger: TAiLogger = { warn: (...args) => void logs.push(args) };
  return createOpenAiCompatibleProvider({
    baseUrl: `${baseUrl}/v1/`,
    apiKey: API_KEY,
    model: 'test-model',
    timeoutMs,
    fallback: offline,
    logger,
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Load the offline interpreter's NLP libraries once, so fallbacks are timed without that start-up cost.
  await offline.interpretField('goal', GOAL);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

afterEach(() => {
  pendingReplies.splice(0).forEach(clearTimeout);
});

describe('openai-compatible interpretField', () => {
  const answer = {
    interpreted: 'Goal: increase qualified leads by 30% within 3 months.',
    confidence: 0.9,
    tags: ['metric:leads'],
    warnings: [],
    normalized: { metric: 'leads', timeframe: '3 months', objective: 'Increase qualified leads by 30%' },
  };

  it('sends the model, the bearer key and a json_schema response format, and returns the validated answer', async () => {
    reply = chatAnswer(JSON.stringify(answer));
    const result = await provider().interpretField('goal', GOAL);

    expect(result).toEqual(answer);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.messages).toContainEqual({ role: 'user', content: GOAL });
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'goal_interpretation',
        strict: true,
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['interpreted', 'confidence', 'tags', 'warnings', 'normalized'],
          properties: { normalized: { required: ['metric', 'timeframe', 'objective'] } },
        },
      },
    });
  });

  it.each([
    ['an answer that is not JSON', chatAnswer('Sure! The goal is about leads.'), 'invalid_json', undefined],
    [
      'an answer that breaks the schema',
      chatAnswer(JSON.stringify({ ...answer, confidence: 7 })),
      'schema_mismatch',
      undefined,
    ],
    [
      'a 500',
      (res: ServerResponse) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"boom"}}');
      },
      'http_error',
      500,
    ],
    ['a server slower than the timeout', slowAnswer(JSON.stringify(answer)), 'timeout', undefined],
  ])('falls back to the offline result on %s, and logs why without the key', async (_case, handler, reason, status) => {
    reply = handler;
    const logs: unknown[][] = [];
    const result = await provider(logs, reason === 'timeout' ? SHORT_TIMEOUT_MS : PATIENT_MS).interpretField(
      'goal',
      GOAL,
    );

    expect(result).toEqual(await offline.interpretField('goal', GOAL));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.[0]).toMatchObject({ operation: 'interpretField', field: 'goal', reason, status });
    expect(JSON.stringify(logs)).not.toContain(API_KEY);
  });

  it('gives up on a slow server at the timeout, not when the server finally answers', async () => {
    reply = slowAnswer(JSON.stringify(answer));
    const started = Date.now();
    await provider([], SHORT_TIMEOUT_MS).interpretField('goal', GOAL);
    expect(Date.now() - started).toBeLessThan(SLOW_SERVER_MS - 500);
  });

  it('falls back when nothing listens at the address', async () => {
    const logs: unknown[][] = [];
    const unreachable = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9',
      model: 'test-model',
      timeoutMs: PATIENT_MS,
      fallback: offline,
      logger: { warn: (...args) => void logs.push(args) },
    });
    expect(await unreachable.interpretField('context', 'SaaS, 45 staff, London')).toEqual(
      await offline.interpretField('context', 'SaaS, 45 staff, London'),
    );
    expect(logs[0]?.[0]).toMatchObject({ reason: 'network_error' });
  });
});

describe('openai-compatible generateProposal', () => {
  const brief: TProposalInput = {
    ...ZStructuredBriefSchema.parse({
      goal: GOAL,
      context: 'B2B SaaS in London',
      budget_range: '15k-50k',
      timeline: '1-2-months',
    }),
    assured_mode: true,
  };

  it("returns the model's proposal with the frame taken from the client's choices", async () => {
    reply = chatAnswer(
      JSON.stringify({
        timeline_weeks: { min: 2, max: 3 },
        budget_band: '£1',
        roles: ['Growth Marketer', 'QA Reviewer'],
        milestones: [{ title: 'Discovery', eta_days: 7, outcomes: ['Baseline agreed'] }],
        success_metrics: ['Leads +30% in 3 months'],
        assured_addon_note: null,
      }),
    );
    const proposal = await provider().generateProposal(brief);

    expect(proposal).toMatchObject({
      timeline_weeks: { min: 4, max: 8 },
      budget_band: '£15,000–£50,000',
      roles: ['Growth Marketer', 'QA Reviewer'],
      assured_addon_note: 'Outcome Assurance adds monitoring and expert-replacement insurance.',
    });
    const body = requests[0]?.body as {
      response_format: { json_schema: { name: string } };
      messages: { content: string }[];
    };
    expect(body.response_format.json_schema.name).toBe('proposal');
    expect(body.messages[1]?.content).toContain('"budget_range":"15k-50k"');
  });

  it('keeps the team to the same contract as the offline proposal: named for the work, QA last', async () => {
    const drafted = (roles: string[]) =>
      chatAnswer(
        JSON.stringify({
          timeline_weeks: { min: 4, max: 8 },
          budget_band: '£1',
          roles,
          milestones: [{ title: 'Discovery', eta_days: 7, outcomes: ['Baseline agreed'] }],
          success_metrics: [],
          assured_addon_note: null,
        }),
      );
    const picking = { ...brief, goal: 'Cut the time our pickers take per order by 20%' };
    reply = drafted(['Outcome Strategist', 'Delivery Lead', 'QA Reviewer']);
    const generic = await provider().generateProposal(picking);
    reply = drafted(['Lean Operations Consultant', 'QA Reviewer', 'Warehouse Layout Planner']);
    const named = await provider().generateProposal(picking);

    expect(generic.roles).toEqual(['Warehouse Operations Specialist', 'Lean Specialist', 'QA Reviewer']);
    expect(generic.roles).toEqual((await offline.generateProposal(picking)).roles);
    expect(named.roles).toEqual(['Lean Operations Consultant', 'Warehouse Layout Planner', 'QA Reviewer']);
    const system = (requests[0]?.body as { messages: { content: string }[] }).messages[0]?.content;
    expect(system).toContain('never generic roles such as "Outcome Strategist"');
  });

  it('falls back to the offline proposal on a 500', async () => {
    reply = (res) => {
      res.writeHead(500);
      res.end();
    };
    expect(await provider().generateProposal(brief)).toEqual(await offline.generateProposal(brief));
  });
});

describe('openai-compatible circuit breaker', () => {
  const answer = {
    interpreted: 'Goal: increase qualified leads by 30% within 3 months.',
    confidence: 0.9,
    tags: ['metric:leads'],
    warnings: [],
    normalized: { metric: 'leads', timeframe: '3 months', objective: 'Increase qualified leads by 30%' },
  };
  const failing = (res: ServerResponse) => {
    res.writeHead(500);
    res.end();
  };

  it('stops calling a failing service after 3 failures, answers offline at once, and tries again 30 s later', async () => {
    let clock = Date.parse('2026-11-28T10:00:00Z');
    const outcomes: string[] = [];
    const logs: unknown[][] = [];
    const ai = createOpenAiCompatibleProvider({
      baseUrl: `${baseUrl}/v1`,
      model: 'test-model',
      timeoutMs: PATIENT_MS,
      fallback: offline,
      logger: { warn: (...args) => void logs.push(args) },
      countOutcome: ({ outcome }) => void outcomes.push(outcome),
      circuitBreaker: createCircuitBreaker({ failureThreshold: 3, openMs: 30_000, now: () => clock }),
    });
    const offlineAnswer = await offline.interpretField('goal', GOAL);

    reply = failing;
    for (let call = 0; call < 5; call += 1) expect(await ai.interpretField('goal', GOAL)).toEqual(offlineAnswer);
    expect(requests).toHaveLength(3);
    expect(outcomes).toEqual(['http_error', 'http_error', 'http_error', 'circuit_open', 'circuit_open']);
    expect(logs.filter(([, message]) => String(message).includes('keeps failing'))).toHaveLength(1);

    // Still failing after the pause: the one trial call fails and the circuit opens again without a second call.
    clock += 30_001;
    expect(await ai.interpretField('goal', GOAL)).toEqual(offlineAnswer);
    expect(await ai.interpretField('goal', GOAL)).toEqual(offlineAnswer);
    expect(requests).toHaveLength(4);

    // Back: the trial succeeds and every call reaches the service again.
    clock += 30_001;
    reply = chatAnswer(JSON.stringify(answer));
    expect(await ai.interpretField('goal', GOAL)).toEqual(answer);
    expect(await ai.interpretField('goal', 'Cut churn by 10% this year')).toEqual(answer);
    expect(requests).toHaveLength(6);
    expect(outcomes.slice(-2)).toEqual(['ok', 'ok']);
  });
});
