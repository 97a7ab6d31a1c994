// Debian's nginx running the site deploy/nginx-site.mjs writes from deploy/nginx-site.conf (what docs/deploy.md has an
// operator install), included by Debian's own /etc/nginx/nginx.conf with only its pid, log and sites paths moved to
// the run's folder; in the foreground, on loopback, with a self-signed certificate for 127.0.0.1.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { promisify } from 'node:util';
import { renderSite } from '../../deploy/nginx-site.mjs';

export const NGINX_SITE = 'deploy/nginx-site.conf';
const DEBIAN_NGINX_CONF = '/etc/nginx/nginx.conf';
const NGINX_BINARIES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function findNginx(): string | null {
  return NGINX_BINARIES.find((binary) => existsSync(binary)) ?? null;
}

/**
 * Debian's nginx.conf as the package installs it, with its pid file, logs and sites folder in `dir`: everything else
 * (workers, events, the http block's defaults) is what a server runs.
 */
export function debianMainConf(debian: string, dir: string): string {
  const moved = debian
    .replace(/^pid\s+[^;]+;/m, `pid ${path.join(dir, 'nginx.pid')};`)
    .replace(/^error_log\s+[^;]+;/m, `error_log ${path.join(dir, 'logs/error.log')};`)
    .replace(/^(\s*)access_log\s+[^;]+;/m, `$1access_log ${path.join(dir, 'logs/access.log')};`)
    .replace(/include\s+\/etc\/nginx\/sites-enabled\/\*;/, `include ${path.join(dir, 'sites-enabled')}/*;`);
  if (!moved.includes(path.join(dir, 'sites-enabled')))
    throw new Error(`${DEBIAN_NGINX_CONF} includes no sites-enabled folder: not Debian's nginx.conf`);
  return moved;
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
  ports: { https: number; http: number; app: number[] },
): Promise<Nginx> {
  await mkdir(path.join(dir, 'logs'), { recursive: true });
  await mkdir(path.join(dir, 'sites-enabled'), { recursive: true });
  // Workers run as www-data when nginx starts as root: they must reach the run's folders.
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
  if (!existsSync(DEBIAN_NGINX_CONF)) throw new Error(`${DEBIAN_NGINX_CONF} is missing: install Debian's nginx`);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, debianMainConf(await readFile(DEBIAN_NGINX_CONF, 'utf8'), dir));
  // The site as `node deploy/nginx-site.mjs` writes it, for 127.0.0.1 and the run's ports and folders.
  const site = path.join(dir, 'sites-enabled/marketplace');
  await writeFile(
    site,
    renderSite(await readFile(NGINX_SITE, 'utf8'), {
      domain: '127.0.0.1',
      ports: ports.app,
      httpListen: `127.0.0.1:${ports.http}`,
      httpsListen: `127.0.0.1:${ports.https}`,
      cert,
      key,
      logDir: path.join(dir, 'logs'),
    }),
  );
  const errorLog = path.join(dir, 'logs/error.log');
  const args = ['-p', dir, '-c', conf, '-e', errorLog];
  try {
    await promisify(execFile)(binary, ['-t', '-q', ...args]);
  } catch (error) {
    throw new Error(`nginx -t refused ${NGINX_SITE}: ${(error as { stderr?: string }).stderr ?? String(error)}`);
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
    accessLog: path.join(dir, 'logs/marketplace.access.log'),
    errorLog,
    rotate: async (appPort, inRotation) => {
      const up = `server 127.0.0.1:${appPort} max_fails`;
      const down = `server 127.0.0.1:${appPort} down max_fails`;
      const current = await readFile(site, 'utf8');
      await writeFile(site, inRotation ? current.replace(down, up) : current.replace(up, down));
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
