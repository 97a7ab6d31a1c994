/**
 * The environment file's one format (docs/deploy.md, "Environment"): read alike by systemd's `EnvironmentFile=` and
 * by `sh` (`set -a; . FILE`), which the guide's backup and restore commands use. A value is either plain (letters,
 * digits and `_ . / : @ % + , = -`), in double quotes without `$`, `` ` ``, `\` or `"`, or in single quotes without
 * `'`; comments are whole lines.
 * Anything else reads differently in the two: `BACKUP_SCHEDULE=0 3 * * *` runs `3` as a command in sh, an inline
 * `# comment` is part of the value for systemd.
 */

export type EnvFileProblem = { line: number; name: string; problem: string; fix: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PLAIN = /^[A-Za-z0-9_./:@%+,=-]*$/;
const QUOTED = /^"[^"$`\\]*"$|^'[^']*'$/;

/** The file's variables as systemd reads them, and each line that sh would read differently (or not at all). */
export function readEnvFile(text: string): { values: Record<string, string>; problems: EnvFileProblem[] } {
  const values: Record<string, string> = {};
  const problems: EnvFileProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) return;
    const at = index + 1;
    const equals = line.indexOf('=');
    const name = equals === -1 ? line : line.slice(0, equals).trim();
    if (equals === -1 || !NAME.test(name)) {
      problems.push({
        line: at,
        name: name.split(/\s/)[0] ?? name,
        problem: name.startsWith('export ') ? '"export" is not read by systemd' : 'not a NAME=value line',
        fix: 'write NAME=value, one per line',
      });
      return;
    }
    const value = line.slice(equals + 1).trim();
    values[name] = systemdValue(value);
    const problem = shellProblem(value);
    if (!problem) return;
    // What the line meant: the comment on a line of its own, the value quoted when it needs it.
    const meant = problem.startsWith('an inline comment') ? value.replace(/\s+#.*$/, '') : systemdValue(value);
    problems.push({ line: at, name, problem, fix: quotedFix(name, meant) });
  });
  return { values, problems };
}

function quotedFix(name: string, value: string): string {
  if (PLAIN.test(value)) return `${name}=${value}`;
  if (!/["$`\\]/.test(value)) return `${name}="${value}"`;
  if (!value.includes("'")) return `${name}='${value}'`;
  return `${name}: choose a value without both kinds of quote`;
}

/** systemd strips one pair of quotes around the whole value and keeps everything else, `#` included. */
function systemdValue(value: string): string {
  const quoted = value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0]);
  return quoted ? value.slice(1, -1) : value;
}

function shellProblem(value: string): string | null {
  if (PLAIN.test(value) || QUOTED.test(value)) return null;
  if (/\s#/.test(value) && !value.startsWith('"')) return 'an inline comment: systemd keeps it as part of the value';
  if (/\s/.test(value) && !value.startsWith('"')) return 'unquoted spaces: sh runs the rest as a command';
  return 'characters sh reads specially ($, `, \\, quotes, <, >, |, &, ;, *, parentheses): quote the value';
}

/** Variables written in the one format (what `readEnvFile` reads back unchanged, with no problem). */
export function formatEnvFile(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => {
      const line = quotedFix(name, value);
      if (!line.startsWith(`${name}=`)) throw new Error(`${name}: a value with both kinds of quote cannot be written`);
      return line;
    })
    .join('\n')
    .concat('\n');
}
