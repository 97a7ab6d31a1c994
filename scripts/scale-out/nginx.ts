// Debian's nginx running deploy/nginx.conf (the file docs/deploy.md shows) as a child process: its {{…}} placeholders
// (ports and paths only) are filled in, nothing else is changed; it runs in the foreground with its pid file, logs and
// temporary files under the run's folder, on loopback, with a self-signed certificate for 127.0.0.1.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { promisify } from 'node:util';

export const NGINX_CONF = 'deploy/nginx.conf';
const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(): string | null {
  return NGINX_BINARIES.find((binary) => existsSync(binary)) ?? null;
}

/** The placeholders deploy/nginx.conf may contain: ports and paths, and nothing else. */
export type NginxPlaceholders = {
  HTTP_LISTEN: string;
  HTTPS_LISTEN: string;
  APP_PORT_1: string;
  APP_PORT_2: string;
  APP_PORT_3: string;
  TLS_CERT: string;
  TLS_KEY: string;
  PID_FILE: string;
  LOG_DIR: string;
  TEMP_DIR: string;
};

/** Fills every placeholder; an unknown or unfilled one is an error (the file and the harness must agree). */
export function renderNginxConf(template: string, values: NginxPlaceholders): string {
  const used = new Set<string>();
  const rendered = template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`${NGINX_CONF}: unknown placeholder {{${name}}}`);
    used.add(name);
    return values[name as keyof NginxPlaceholders];
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length) throw new Error(`${NGINX_CONF}: placeholders missing from the file: ${unused.join(', ')}`);
  return rendered;
}

/** Lines of the doc's ```nginx excerpts that are not lines of the file (the doc quotes the file, never paraphrases). */
export function excerptLinesMissing(doc: string, conf: string): string[] {
  const lines = new Set(conf.split('\n').map((line) => line.trim()));
  const missing: string[] = [];
  for (const [, block] of doc.matchAll(/```nginx\n([\s\S]*?)```/g))
    for (const line of block!.split('\n').map((l) => l.trim())) if (line && !lines.has(line)) missing.push(line);
  return missing;
}

/** The client_max_body_size of the upload location, in MB (to compare with the instances' UPLOAD_MAX_MB). */
export function uploadBodyLimitMb(template: string): number | null {
  const location = /location ~ \^\/api\/projects\/[^{]*files\$ \{([^}]*)\}/.exec(template)?.[1] ?? '';
  const size = /client_max_body_size\s+(\d+)m;/.exec(location)?.[1];
  return size ? Number(size) : null;
}

export type Nginx = {
  origin: string;
  httpOrigin: string;
  ca: string;
  accessLog: string;
  errorLog: string;
  /**
   * Takes an instance out of rotation (`down`) or back in, and reloads nginx gracefully: new requests go to the
   * others while the old workers finish what they hold (docs/deploy.md, restart_out_of_rotation).
   */
  rotate: (appPort: number, inRotation: boolean) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startNginx(
  binary: string,
  dir: string,
  ports: { https: number; http: number; app: [number, number, number] },
): Promise<Nginx> {
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  // Workers run as www-data when nginx starts as root: they must reach the temporary folders.
  await chmod(dir, 0o755);
  const cert = path.join(dir, 'tls.crt');
  const key = path.join(dir, 'tls.key');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    renderNginxConf(await readFile(NGINX_CONF, 'utf8'), {
      HTTP_LISTEN: `127.0.0.1:${ports.http}`,
      HTTPS_LISTEN: `127.0.0.1:${ports.https}`,
      APP_PORT_1: String(ports.app[0]),
      APP_PORT_2: String(ports.app[1]),
      APP_PORT_3: String(ports.app[2]),
      TLS_CERT: cert,
      TLS_KEY: key,
      PID_FILE: path.join(dir, 'nginx.pid'),
      LOG_DIR: path.join(dir, 'logs'),
      TEMP_DIR: path.join(dir, 'temp'),
    }),
  );
  const errorLog = path.join(dir, 'logs/error.log');
  const args = ['-p', dir, '-c', conf, '-e', errorLog];
  try {
    await promisify(execFile)(binary, ['-t', '-q', ...args]);
  } catch (error) {
    throw new Error(`nginx -t refused ${NGINX_CONF}: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  const child: ChildProcess = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `https://127.0.0.1:${ports.https}`;
  const deadline = Date.now() + 10_000;
  while (!(await listening(ports.https))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: ${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    await setTimeout(50);
  }
  return {
    origin,
    httpOrigin: `http://127.0.0.1:${ports.http}`,
    ca: await readFile(cert, 'utf8'),
    accessLog: path.join(dir, 'logs/access.log'),
    errorLog,
    rotate: async (appPort, inRotation) => {
      const up = `server 127.0.0.1:${appPort} max_fails`;
      const down = `server 127.0.0.1:${appPort} down max_fails`;
      const current = await readFile(conf, 'utf8');
      await writeFile(conf, inRotation ? current.replace(down, up) : current.replace(up, down));
      await promisify(execFile)(binary, [...args, '-s', 'reload']);
      // The reload is signalled, not awaited: give the new workers a moment to take over.
      await setTimeout(1000);
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, setTimeout(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

async function listening(port: number): Promise<boolean> {
  const { connect } = await import('node:net');
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The access log, one entry per request: what nginx did with each (which instances it tried, their answers). */
export type AccessEntry = {
  line: string;
  status: number;
  upstreams: string[];
  upstreamStatuses: string[];
  /** The id the instance logged (nginx's), and the one the harness sent. */
  rid: string;
  clientRid: string;
};

export function readAccessLog(file: string): AccessEntry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const status = Number(/" (\d{3}) \d+ rt=/.exec(line)?.[1] ?? 0);
      // Several tries are listed "a, b"; " : " separates internal redirects.
      const list = (name: string) =>
        (new RegExp(` ${name}="([^"]*)"`).exec(line)?.[1] ?? '').split(/\s*,\s*|\s+:\s+/).filter((v) => v && v !== '-');
      const upstreams = list('upstream');
      const upstreamStatuses = list('ustatus');
      const rid = / rid="([^"]*)"/.exec(line)?.[1] ?? '';
      return {
        line,
        status,
        upstreams,
        upstreamStatuses,
        rid,
        clientRid: /client_rid="([^"]*)"/.exec(line)?.[1] ?? '',
      };
    });
}
