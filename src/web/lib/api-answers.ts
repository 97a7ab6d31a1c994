import { setApiFetch } from './api-client';

/** A GET's answer that left before the page asked for it: in the shell's HTML, or fetched on a link's hover. */
type EarlyAnswer = { at: number; answer: Promise<{ status: number; body: string }> };

/** An early answer older than this is not used: the page fetches afresh. */
const EARLY_ANSWER_MS = 30_000;

const early = new Map<string, EarlyAnswer>();

/** Once: the API client's GETs take an early answer (once) when there is a fresh one for their path. */
let installed = false;
function install(): void {
  if (installed) return;
  installed = true;
  setApiFetch(async (input, init) => {
    const path = String(input);
    const entry = (init?.method ?? 'GET') === 'GET' ? early.get(path) : undefined;
    if (!entry) return fetch(input, init);
    early.delete(path);
    if (Date.now() - entry.at > EARLY_ANSWER_MS) return fetch(input, init);
    const got = await entry.answer.catch(() => null);
    if (!got) return fetch(input, init);
    const { status, body } = got;
    return new Response(status === 204 ? null : body, { status, headers: { 'content-type': 'application/json' } });
  });
}

/** The answers the server embedded in the signed-in shell (by API path), for the page's first queries. */
export function keepEmbeddedAnswers(answers: Record<string, unknown>): void {
  install();
  const at = Date.now();
  for (const [path, body] of Object.entries(answers)) {
    early.set(path, { at, answer: Promise.resolve({ status: 200, body: JSON.stringify(body) }) });
  }
}

/** Starts the GETs a page will make (a link is about to be followed), unless an early answer is already on its way. */
export function fetchEarly(paths: readonly string[]): void {
  install();
  const at = Date.now();
  for (const path of paths) {
    const entry = early.get(path);
    if (entry && at - entry.at < EARLY_ANSWER_MS) continue;
    const answer = fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
    );
    early.set(path, { at, answer });
  }
}
