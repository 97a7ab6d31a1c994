import { describe, expect, it } from 'vitest';
import { readEnvFile } from './env-file';

describe('the environment file, read alike by systemd and sh', () => {
  it('accepts plain and double-quoted values and whole-line comments', () => {
    const { values, problems } = readEnvFile(
      [
        '# production settings',
        'PUBLIC_URL=https://marketplace.example.com',
        'BACKUP_SCHEDULE="0 3 * * *"',
        'MAIL_FROM="Outcome Marketplace <no-reply@example.com>"',
        'DATABASE_URL=postgres://marketplace_app:abc123@localhost:5432/marketplace',
        "AUTH_SECRET='abc$def'",
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(values).toEqual({
      PUBLIC_URL: 'https://marketplace.example.com',
      BACKUP_SCHEDULE: '0 3 * * *',
      MAIL_FROM: 'Outcome Marketplace <no-reply@example.com>',
      DATABASE_URL: 'postgres://marketplace_app:abc123@localhost:5432/marketplace',
      AUTH_SECRET: 'abc$def',
    });
  });

  it('names each line sh would read differently, with the quoted fix', () => {
    const { values, problems } = readEnvFile(
      [
        'BACKUP_SCHEDULE=0 3 * * *',
        'MAIL_FROM=Outcome Marketplace <no-reply@example.com>',
        'PORT=3000            # the port',
        'AI_MODEL=gpt(4o)',
        'export LOG_LEVEL=info',
        'AUTH_SECRET=abc$def',
      ].join('\n'),
    );
    expect(problems).toEqual([
      {
        line: 1,
        name: 'BACKUP_SCHEDULE',
        problem: 'unquoted spaces: sh runs the rest as a command',
        fix: 'BACKUP_SCHEDULE="0 3 * * *"',
      },
      {
        line: 2,
        name: 'MAIL_FROM',
        problem: 'unquoted spaces: sh runs the rest as a command',
        fix: 'MAIL_FROM="Outcome Marketplace <no-reply@example.com>"',
      },
      {
        line: 3,
        name: 'PORT',
        problem: 'an inline comment: systemd keeps it as part of the value',
        fix: 'PORT=3000',
      },
      {
        line: 4,
        name: 'AI_MODEL',
        problem: 'characters sh reads specially ($, `, \\, quotes, <, >, |, &, ;, *, parentheses): quote the value',
        fix: 'AI_MODEL="gpt(4o)"',
      },
      { line: 5, name: 'export', problem: '"export" is not read by systemd', fix: 'write NAME=value, one per line' },
      {
        line: 6,
        name: 'AUTH_SECRET',
        problem: 'characters sh reads specially ($, `, \\, quotes, <, >, |, &, ;, *, parentheses): quote the value',
        fix: "AUTH_SECRET='abc$def'",
      },
    ]);
    // What systemd would hand the server: the comment is part of the port.
    expect(values.PORT).toBe('3000            # the port');
  });
});

describe('.env.example', () => {
  it('is itself in the one format, every variable of which the server reads', async () => {
    const { readFile } = await import('node:fs/promises');
    const { ZEnvSchema } = await import('./env');
    const { values, problems } = readEnvFile(await readFile('.env.example', 'utf8'));
    expect(problems).toEqual([]);
    expect(Object.keys(values).filter((name) => !(name in ZEnvSchema.shape))).toEqual([]);
  });
});
