import { describe, expect, it } from 'vitest';
import { extractAiModels } from './extract-ai-models';
import { extractCompliance } from './extract-compliance';
import { extractHardware } from './extract-hardware';
import { extractSoftware } from './extract-software';

describe('extractSoftware', () => {
  it('names the tools in reading order, once each', () => {
    expect(extractSoftware('Salesforce and HubSpot, plus Google Sheets and Gmail')).toBe(
      'Salesforce, HubSpot, Google Workspace',
    );
  });

  it('recognises Teams and Exchange only as product names', () => {
    expect(extractSoftware('We use Microsoft 365 and Teams; Exchange on-prem')).toBe(
      'Microsoft 365, Microsoft Teams, Microsoft Exchange',
    );
    expect(extractSoftware('our sales teams exchange emails')).toBeNull();
  });

  it('keeps Azure OpenAI out of the software list', () => {
    expect(extractSoftware('IT only approves Azure OpenAI')).toBeNull();
  });
});

describe('extractHardware', () => {
  it.each([
    ['Everything runs on-prem. Staff use Windows laptops.', 'on-premise, laptops'],
    ['iPads with poor signal', 'tablets, offline'],
    ['Raspberry Pi edge devices on the factory floor', 'edge devices'],
    ['our reps only use their phones, so mobile-first', 'mobile'],
  ])('reads %j as %s', (text, hardware) => {
    expect(extractHardware(text)).toBe(hardware);
  });

  it('does not treat ruled-out hardware as a requirement', () => {
    expect(extractHardware("Can't buy GPUs. Must be cloud-based.")).toBe('cloud');
  });
});

describe('extractAiModels', () => {
  it.each([
    ['Happy with ChatGPT', 'OpenAI'],
    ['IT only approves Azure OpenAI', 'Azure OpenAI'],
    ['OpenAI models through Azure are fine', 'Azure OpenAI'],
    ['run Llama or Mistral locally', 'self-hosted, Llama, Mistral'],
    ['Anthropic or OpenAI are both fine', 'Claude, OpenAI'],
    ['No customer data can leave the EU, so EU-hosted models only', 'EU-hosted models only'],
    ['No AI vendors outside the UK', 'UK-hosted models only'],
    ['No generative AI at all please', 'no AI'],
  ])('reads %j as %s', (text, ai) => {
    expect(extractAiModels(text)).toBe(ai);
  });

  it('turns a ruled-out vendor into "no external AI"', () => {
    expect(extractAiModels('Any AI must be approved; no public ChatGPT.')).toBe('no external AI');
    expect(extractAiModels("PHI can't go to OpenAI")).toBe('no external AI');
    expect(extractAiModels("we can't use cloud AI")).toBe('no external AI');
  });
});

describe('extractCompliance', () => {
  it('names the standards a brief mentions', () => {
    expect(extractCompliance('Must comply with ISO 27001, SOC 2 and UK GDPR')).toEqual(['iso27001', 'soc2', 'gdpr']);
  });
});
