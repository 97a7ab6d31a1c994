import { z } from 'zod';
import {
  assuredAddonNoteFor,
  budgetBandFor,
  timelineWeeksFor,
  type TBriefTextField,
} from '@shared/domain/brief-options';
import { teamForWork } from '@shared/domain/proposal-team';
import { FIELD_INTERPRETATION_SCHEMAS, ZProposalSchema, type TFieldInterpretation } from '@shared/schemas/brief-ai';
import {
  AiStreamBrokenError,
  type TAiLogger,
  type TAiOutcomeCounter,
  type TAiProvider,
  type TProposalInput,
} from './ai-provider';
import { createCircuitBreaker, type TCircuitBreaker } from './circuit-breaker';
import { projectAssistantSystemPrompt } from './project-assistant-prompt';
import { ASSISTANT_FALLBACK_NOTE } from '@shared/domain/collaboration';

export type TOpenAiCompatibleOptions = {
  baseUrl: string;
  /** Optional: local OpenAI-compatible servers often need none. Never logged. */
  apiKey?: string;
  model: string;
  /** Limit for interpretField, which the builder waits for live. */
  timeoutMs: number;
  /** Limit for generateProposal, which runs in a background job; defaults to timeoutMs. */
  proposalTimeoutMs?: number;
  /** Limit for a whole streamed assistant reply (20 s unless set): under the proxy's 60 s. */
  assistantTimeoutMs?: number;
  /** How long the assistant waits for the reply's first words before answering offline (10 s unless set). */
  assistantFirstTokenMs?: number;
  fallback: TAiProvider;
  fetchImpl?: typeof fetch;
  logger?: TAiLogger;
  countOutcome?: TAiOutcomeCounter;
  /** When to stop calling a failing service for a while (5 failures in a row, then 30 s, unless given). */
  circuitBreaker?: TCircuitBreaker;
};

type TFailure = {
  ok: false;
  reason:
    | 'timeout'
    | 'network_error'
    | 'http_error'
    | 'invalid_response'
    | 'invalid_json'
    | 'schema_mismatch'
    | 'circuit_open';
  status?: number;
};
type TOutcome<T> = { ok: true; data: T } | TFailure;

/**
 * JSON schema for `response_format`. OpenAI's strict structured output rejects length keywords and "$schema",
 * so they are left out here; the zod schema still enforces them when the answer is validated.
 */
function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const jsonSchema: Record<string, unknown> = z.toJSONSchema(schema, {
    override: ({ jsonSchema: node }) => {
      delete node.minLength;
      delete node.maxLength;
    },
  });
  delete jsonSchema.$schema;
  return jsonSchema;
}

const FIELD_GUIDE: Record<TBriefTextField, string> = {
  goal:
    'the outcome the client wants. normalized: metric (canonical business metric such as "leads", "revenue", ' +
    '"churn", "conversion rate", "response time", "cost"), timeframe (canonical, e.g. "3 months", "6 weeks", ' +
    '"Q3 2027", "March"), objective (one short imperative sentence, e.g. "Increase qualified leads by 30%"). ' +
    'Warnings such as missing_metric, missing_timeframe, missing_target, vague_goal.',
  context:
    'who the client is. normalized: industry (e.g. "saas", "fintech", "healthcare", "e-commerce"), org_size (one of ' +
    '"1-10", "11-50", "51-200", "201-1000", "1000+"), region (e.g. "UK", "EU", "US", "DACH", "Nordics", "APAC", ' +
    '"LATAM"). Warnings such as missing_industry, missing_org_size, missing_region.',
  constraints:
    'limits the solution must respect. normalized: hardware_support (e.g. "on-premise", "laptops", "mobile", ' +
    '"GPU", "edge devices"), integration_software (product names, comma-separated), ai_model_compatibility (e.g. ' +
    '"OpenAI", "Claude", "Llama", "Azure OpenAI", "no external AI", "EU-hosted models only").',
};

function interpretPrompt(field: TBriefTextField): string {
  return [
    'You read one free-text field of a client brief on a marketplace for outcome-based expert work.',
    `The field is "${field}": ${FIELD_GUIDE[field]}`,
    'Use null for anything the text does not say; never invent. "interpreted" is one readable sentence of what you',
    'understood. "confidence" (0 to 1) reflects how complete and specific the text is. "tags" are short "kind:value"',
    'labels of what you found. Answer with the JSON object only.',
  ].join(' ');
}

function proposalPrompt(brief: TProposalInput): string {
  const weeks = timelineWeeksFor(brief.timeline);
  return [
    'You draft the delivery proposal for a client brief on a marketplace for outcome-based expert work.',
    `Use timeline_weeks {"min": ${weeks.min}, "max": ${weeks.max}} and budget_band "${budgetBandFor(brief.budget_range)}" exactly.`,
    'roles: 2 to 4 expert roles, each named for the specific work the goal needs (a warehouse picking goal gets',
    '"Lean Operations Consultant", a board dashboard "Power BI Developer"), never generic roles such as "Outcome',
    'Strategist", "Delivery Lead" or "Project Manager", then "QA Reviewer".',
    "milestones: 3 to 6, eta_days increasing and within the timeline, outcomes tied to the goal's metric.",
    'success_metrics: measurable statements from the goal (metric, target, timeframe).',
    `assured_addon_note: ${JSON.stringify(assuredAddonNoteFor(brief.assured_mode))}.`,
    'Answer with the JSON object only.',
  ].join(' ');
}

const INTERPRETATION_RESPONSE_SCHEMAS = {
  goal: toResponseSchema(FIELD_INTERPRETATION_SCHEMAS.goal),
  context: toResponseSchema(FIELD_INTERPRETATION_SCHEMAS.context),
  constraints: toResponseSchema(FIELD_INTERPRETATION_SCHEMAS.constraints),
};
const PROPOSAL_RESPONSE_SCHEMA = toResponseSchema(ZProposalSchema);

/** The part of a chat completion this provider reads. */
const ZChatCompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** One streamed chunk: `data: {"choices":[{"delta":{"content":"…"}}]}`. */
const ZChatChunkSchema = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })),
});

/** The text deltas of an OpenAI-style Server-Sent Events body, until `data: [DONE]`. */
async function* streamedDeltas(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true });
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        throw new Error('invalid stream chunk');
      }
      const chunk = ZChatChunkSchema.safeParse(parsed);
      if (!chunk.success) throw new Error('invalid stream chunk');
      const text = chunk.data.choices[0]?.delta?.content;
      if (text) yield text;
    }
  }
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** An AI on any OpenAI-compatible endpoint, answering through structured output; every failure falls back. */
export function createOpenAiCompatibleProvider(options: TOpenAiCompatibleOptions): TAiProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete<T>(request: {
    name: string;
    schema: z.ZodType<T>;
    jsonSchema: Record<string, unknown>;
    system: string;
    user: string;
    timeoutMs: number;
  }): Promise<TOutcome<T>> {
    const signal = AbortSignal.timeout(request.timeoutMs);
    let payload: unknown;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: request.system },
            { role: 'user', content: request.user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.name, strict: true, schema: request.jsonSchema },
          },
        }),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, reason: 'http_error', status: response.status };
      }
      payload = await response.json();
    } catch (error) {
      return { ok: false, reason: isTimeout(error) ? 'timeout' : 'network_error' };
    }
    const content = ZChatCompletionSchema.safeParse(payload);
    if (!content.success) return { ok: false, reason: 'invalid_response' };
    let answer: unknown;
    try {
      answer = JSON.parse(content.data.choices[0]!.message.content);
    } catch {
      return { ok: false, reason: 'invalid_json' };
    }
    const parsed = request.schema.safeParse(answer);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, reason: 'schema_mismatch' };
  }

  const breaker = options.circuitBreaker ?? createCircuitBreaker();

  /** Seconds since `startedAt` (a `performance.now()`), for the latency the metrics keep per outcome. */
  const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000;

  function succeeded(operation: string, startedAt: number): void {
    breaker.succeeded();
    options.countOutcome?.({
      provider: 'openai-compatible',
      operation,
      outcome: 'ok',
      seconds: secondsSince(startedAt),
    });
  }

  /** Whether the service may be called now; if not, the call is counted as answered by the fallback. */
  function mayCall(operation: string): boolean {
    if (breaker.allows()) return true;
    options.countOutcome?.({ provider: 'openai-compatible', operation, outcome: 'circuit_open' });
    return false;
  }

  function warn(operation: string, failure: TFailure, startedAt: number, extra: Record<string, unknown> = {}): void {
    options.countOutcome?.({
      provider: 'openai-compatible',
      operation,
      outcome: failure.reason,
      seconds: secondsSince(startedAt),
    });
    if (breaker.failed())
      options.logger?.warn(
        { provider: 'openai-compatible', model: options.model, operation },
        'AI provider keeps failing; the offline fallback answers until a trial call succeeds',
      );
    options.logger?.warn(
      {
        provider: 'openai-compatible',
        model: options.model,
        operation,
        reason: failure.reason,
        status: failure.status,
        ...extra,
      },
      'AI provider failed; using the offline fallback',
    );
  }

  return {
    name: 'openai-compatible',
    /**
     * Streams the model's reply (chat completions with `stream: true`), the project's data in the system prompt. A
     * failure before the first chunk falls back to the offline assistant; one after it ends the reply with an error.
     */
    async *answerProjectQuestion(context, history, question) {
      // The offline answer, said to be one (the person should know the AI service did not answer).
      const offlineAnswer = async function* () {
        yield `${ASSISTANT_FALLBACK_NOTE}\n\n`;
        yield* options.fallback.answerProjectQuestion(context, history, question);
      };
      if (!mayCall('answerProjectQuestion')) {
        yield* offlineAnswer();
        return;
      }
      const startedAt = performance.now();
      const budgetMs = options.assistantTimeoutMs ?? 20_000;
      const controller = new AbortController();
      const timeout = () => controller.abort(new DOMException('AI reply too slow', 'TimeoutError'));
      const budget = setTimeout(timeout, budgetMs);
      const firstToken = setTimeout(timeout, Math.min(options.assistantFirstTokenMs ?? 10_000, budgetMs));
      const { signal } = controller;
      try {
        let response: Response;
        try {
          response = await fetchImpl(url, {
            method: 'POST',
            signal,
            headers: {
              'content-type': 'application/json',
              accept: 'text/event-stream',
              ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
            },
            body: JSON.stringify({
              model: options.model,
              stream: true,
              temperature: 0.2,
              messages: [
                { role: 'system', content: projectAssistantSystemPrompt(context) },
                ...history.map((turn) => ({ role: turn.role, content: turn.content })),
                { role: 'user', content: question },
              ],
            }),
          });
        } catch (error) {
          warn(
            'answerProjectQuestion',
            { ok: false, reason: isTimeout(error) ? 'timeout' : 'network_error' },
            startedAt,
          );
          yield* offlineAnswer();
          return;
        }
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          warn('answerProjectQuestion', { ok: false, reason: 'http_error', status: response.status }, startedAt);
          yield* offlineAnswer();
          return;
        }
        let started = false;
        try {
          for await (const text of streamedDeltas(response.body)) {
            if (!started) clearTimeout(firstToken);
            started = true;
            yield text;
          }
        } catch (error) {
          warn(
            'answerProjectQuestion',
            { ok: false, reason: isTimeout(error) ? 'timeout' : 'invalid_response' },
            startedAt,
          );
          if (started) throw new AiStreamBrokenError(error);
          yield* offlineAnswer();
          return;
        }
        if (started) succeeded('answerProjectQuestion', startedAt);
        else {
          warn('answerProjectQuestion', { ok: false, reason: 'invalid_response' }, startedAt);
          yield* offlineAnswer();
        }
      } finally {
        clearTimeout(budget);
        clearTimeout(firstToken);
      }
    },
    async interpretField(field, value) {
      if (!mayCall('interpretField')) return options.fallback.interpretField(field, value);
      const startedAt = performance.now();
      const outcome = await complete<TFieldInterpretation>({
        name: `${field}_interpretation`,
        schema: FIELD_INTERPRETATION_SCHEMAS[field],
        jsonSchema: INTERPRETATION_RESPONSE_SCHEMAS[field],
        system: interpretPrompt(field),
        user: value,
        timeoutMs: options.timeoutMs,
      });
      if (outcome.ok) {
        succeeded('interpretField', startedAt);
        return outcome.data;
      }
      warn('interpretField', outcome, startedAt, { field });
      return options.fallback.interpretField(field, value);
    },
    async generateProposal(brief) {
      if (!mayCall('generateProposal')) return options.fallback.generateProposal(brief);
      const startedAt = performance.now();
      const outcome = await complete({
        name: 'proposal',
        schema: ZProposalSchema,
        jsonSchema: PROPOSAL_RESPONSE_SCHEMA,
        system: proposalPrompt(brief),
        // The model reads the client's own words; earlier interpretations would only anchor it.
        user: JSON.stringify({ ...brief, interpretations: undefined }),
        timeoutMs: options.proposalTimeoutMs ?? options.timeoutMs,
      });
      if (!outcome.ok) {
        warn('generateProposal', outcome, startedAt);
        return options.fallback.generateProposal(brief);
      }
      succeeded('generateProposal', startedAt);
      // The frame follows the client's own choices whatever the model wrote.
      return {
        ...outcome.data,
        // The team follows the same contract as the offline proposal's: named for the work, QA last.
        roles: teamForWork(outcome.data.roles, brief.goal),
        timeline_weeks: timelineWeeksFor(brief.timeline),
        budget_band: budgetBandFor(brief.budget_range),
        assured_addon_note: assuredAddonNoteFor(brief.assured_mode),
      };
    },
  };
}
