import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a poppler tool on the PDF (written to a temporary file) and returns what it prints. */
async function poppler(tool: string, args: string[], body: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'document-'));
  try {
    const file = path.join(folder, 'document.pdf');
    await writeFile(file, body);
    return (await run(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])])).stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A PDF's text as poppler's `pdftotext -layout` reads it (what a person would see on the page). */
export const pdfText = (body: Buffer) => poppler('pdftotext', ['-layout'], body);

/** The PDF's fonts as `pdffonts` lists them: one line each (name, type, encoding, emb, sub, uni, object ID). */
export const pdfFonts = async (body: Buffer) => (await poppler('pdffonts', [], body)).trim().split('\n').slice(2);

/** The PDF's Info dictionary and page facts as `pdfinfo -isodates` prints them ("Title: …", "CreationDate: …"). */
export const pdfInfo = (body: Buffer) => poppler('pdfinfo', ['-isodates'], body);
