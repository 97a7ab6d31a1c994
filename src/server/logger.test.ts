import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('logger', () => {
  it('never writes cookies, authorization headers, passwords or tokens', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sink);
    logger.info(
      {
        req: { headers: { cookie: 'better-auth.session_token=abc', authorization: 'Bearer xyz' } },
        body: { password: 'hunter22', token: 't0k' },
      },
      'request',
    );
    const written = lines.join('');
    expect(written).toContain('[redacted]');
    for (const secret of ['abc', 'xyz', 'hunter22', 't0k']) expect(written).not.toContain(secret);
  });
});
