import { describe, expect, it } from 'vitest';
import { AI_INTERPRET_TIMEOUT_MS, INTERPRET_TIMEOUT_MS } from '../../../shared/domain/briefs';
import { parseEnv } from '../../config/env';
import { createAiProvider } from './create-ai-provider';

describe('createAiProvider', () => {
  it('uses the offline interpreter when no AI endpoint is configured', () => {
    expect(createAiProvider({ AI_MODEL: 'gpt-4o-mini' }).name).toBe('offline');
  });

  it('uses the OpenAI-compatible endpoint when AI_BASE_URL is set', () => {
    expect(createAiProvider({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'gpt-4o-mini' }).name).toBe(
      'openai-compatible',
    );
  });

  it('answers live interpretations before the builder gives up at 3000 ms (spec §9)', () => {
    expect(INTERPRET_TIMEOUT_MS).toBe(3000);
    expect(AI_INTERPRET_TIMEOUT_MS).toBeLessThan(3000);
    expect(parseEnv({}).AI_TIMEOUT_MS).toBe(AI_INTERPRET_TIMEOUT_MS);
  });
});
