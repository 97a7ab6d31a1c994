// Production instances of the built release, each on its own port on loopback (the way marketplace@.service runs
// them: NODE_ENV=production, HOST=127.0.0.1, the checkout as working directory, the release's web folder pinned),
// started, stopped with SIGTERM and started again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';

export type Probe = { status: number; body: string } | { status: 0; body: string };

/** A GET straight to an instance (not through nginx), with a short timeout; status 0 when it does not answer. */
export function probe(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Probe> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', (error) => resolve({ status: 0, body: error.message }));
    });
    request.setTimeout(2000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, body: error.message }));
  });
}

export type Stopped = { code: number | null; signal: string | null; ms: number; readinessAfterSigterm: string };

export class Instance {
  private child: ChildProcess | null = null;
  private exited: Promise<{ code: number | null; signal: string | null }> | null = null;
  /** Which readiness route this build has: /api/ready, else (while it is being added) /api/health. */
  static readinessPath = '/api/ready';
  pid = 0;
  starts = 0;

  constructor(
    readonly slot: number,
    readonly port: number,
    private readonly releaseDir: string,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until it is ready (readiness 200), or throws with its log. */
  async start(timeoutMs = 120_000): Promise<number> {
    const started = performance.now();
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [path.join(this.releaseDir, 'server/main.js')], {
      env: { ...this.env, PORT: String(this.port), WEB_ROOT: path.join(this.releaseDir, 'web') },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    this.child = child;
    this.pid = child.pid!;
    this.starts++;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`instance ${this.slot} exited while starting:\n${this.logTail()}`);
      const answer = await probe(this.port, Instance.readinessPath);
      if (answer.status === 200) break;
      // The readiness route is being added: until a build has it, liveness stands in.
      if (answer.status === 404 && Instance.readinessPath === '/api/ready') {
        Instance.readinessPath = '/api/health';
        console.log('  (this build has no /api/ready yet: waiting for /api/health instead)');
        continue;
      }
      if (Date.now() > deadline) throw new Error(`instance ${this.slot} not ready within ${timeoutMs} ms`);
      await setTimeout(50);
    }
    return performance.now() - started;
  }

  /**
   * SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). Right after the signal it asks for readiness once
   * more: a draining instance answers 503 (or no longer accepts connections).
   */
  async stop(timeoutMs: number): Promise<Stopped> {
    const child = this.child;
    if (!child || !this.exited) return { code: null, signal: null, ms: 0, readinessAfterSigterm: 'not running' };
    const started = performance.now();
    child.kill((process.env.SCALE_OUT_STOP_SIGNAL as NodeJS.Signals | undefined) ?? 'SIGTERM');
    await setTimeout(100);
    const ready = await probe(this.port, Instance.readinessPath);
    const readinessAfterSigterm = ready.status === 0 ? `refused (${ready.body})` : String(ready.status);
    const result = await Promise.race([this.exited, setTimeout(timeoutMs, null)]);
    if (result === null) {
      child.kill('SIGKILL');
      const killed = await this.exited;
      return { ...killed, ms: performance.now() - started, readinessAfterSigterm: `${readinessAfterSigterm}; SIGKILL` };
    }
    this.child = null;
    return { ...result, ms: performance.now() - started, readinessAfterSigterm };
  }

  /**
   * Resident memory (and the V8 heap in use): /metrics' process_resident_memory_bytes when it answers, else
   * /proc/<pid>/status.
   */
  async memory(metricsToken: string): Promise<{ bytes: number; heapBytes: number; source: 'metrics' | 'proc' } | null> {
    const metrics = await probe(this.port, '/metrics', { authorization: `Bearer ${metricsToken}` });
    const value = (name: string) => Number(new RegExp(`^${name}\\s+(\\S+)`, 'm').exec(metrics.body)?.[1] ?? NaN);
    if (metrics.status === 200 && value('process_resident_memory_bytes') > 0)
      return {
        bytes: value('process_resident_memory_bytes'),
        heapBytes: value('nodejs_heap_size_used_bytes'),
        source: 'metrics',
      };
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'))?.[1];
      return kb ? { bytes: Number(kb) * 1024, heapBytes: NaN, source: 'proc' } : null;
    } catch {
      return null;
    }
  }

  logTail(): string {
    try {
      return readFileSync(this.logFile, 'utf8').slice(-4000);
    } catch {
      return '(no log)';
    }
  }

  async kill(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      const done = await Promise.race([this.exited, setTimeout(15_000, null)]);
      if (done === null) this.child.kill('SIGKILL');
    }
    this.child = null;
  }
}
