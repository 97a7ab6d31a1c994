// `npm run doctor [-- --env-file /etc/marketplace/marketplace.env]`: checks a deployment's settings and what they
// point at (database, roles, migrations, mail relay, storage, backups, clock, the public URL through the proxy, TLS)
// and prints a table with the fix for each problem; exits 1 when one fails. With --env-file it reads the file as
// systemd does (the unit adds NODE_ENV=production) and names each line `sh` would read differently.
import { readFile } from 'node:fs/promises';
import { readEnvFile } from '../src/server/config/env-file';
import { runChecks, type CheckResult } from './doctor/checks';

const args = process.argv.slice(2);
const fileIndex = args.indexOf('--env-file');
const envFile = fileIndex === -1 ? null : args[fileIndex + 1];
if (fileIndex !== -1 && !envFile) {
  console.error('Usage: npm run doctor [-- --env-file FILE]');
  process.exit(2);
}

const fileRows: CheckResult[] = [];
let variables: Record<string, string | undefined> = process.env;
if (envFile) {
  const { values, problems } = readEnvFile(await readFile(envFile, 'utf8'));
  variables = { NODE_ENV: 'production', ...values };
  fileRows.push(
    problems.length
      ? {
          check: 'environment file',
          status: 'fail',
          detail: problems.map((p) => `line ${p.line} ${p.name}: ${p.problem}; write ${p.fix}`).join(' | '),
        }
      : { check: 'environment file', status: 'ok', detail: `${envFile}: read alike by systemd and sh` },
  );
}

const results = [...fileRows, ...(await runChecks(variables))];
const mark = { ok: 'ok', warn: 'WARN', fail: 'FAIL', skip: '-' } as const;
const width = Math.max(...results.map((row) => row.check.length));
for (const row of results) console.log(`${mark[row.status].padEnd(4)}  ${row.check.padEnd(width)}  ${row.detail}`);
const failed = results.filter((row) => row.status === 'fail').length;
console.log(failed ? `\n${failed} check(s) failed.` : '\nEvery check passed.');
process.exit(failed ? 1 : 0);
