import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF's text as poppler's `pdftotext -layout` reads it (what a person would see on the page). */
export async function pdfText(body: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'document-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, body);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
