import { describe, expect, it } from 'vitest';
import { MAX_REALTIME_PAYLOAD_BYTES, realtimePayload } from './hub';

const id = '0b4f6f8e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';

describe('realtime payloads', () => {
  it('sends small messages whole', () => {
    const message = { channel: 'user:x', event: 'notification', data: { id, type: 'quote_rejected' } };
    expect(realtimePayload(message)).toEqual({ payload: JSON.stringify(message), reduced: false });
  });

  it('reduces a message over the limit in UTF-8 bytes (not characters) to its short identifying fields', () => {
    for (const text of ['é'.repeat(5000), '€'.repeat(3000), '😀'.repeat(2000)]) {
      const message = {
        channel: 'user:x',
        event: 'notification',
        data: { id, type: 'quote_rejected', relatedId: null, message: text, title: 'Quote rejected' },
      };
      const out = realtimePayload(message);
      expect(out?.reduced).toBe(true);
      expect(Buffer.byteLength(out!.payload, 'utf8')).toBeLessThanOrEqual(MAX_REALTIME_PAYLOAD_BYTES);
      expect(JSON.parse(out!.payload)).toEqual({
        channel: 'user:x',
        event: 'notification',
        data: { reduced: true, id, type: 'quote_rejected', relatedId: null },
      });
    }
  });

  it('gives up (returns null) rather than failing when even the envelope is too large', () => {
    expect(realtimePayload({ channel: 'x'.repeat(9000), event: 'e', data: {} })).toBeNull();
  });
});
