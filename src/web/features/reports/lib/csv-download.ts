/** How far a CSV export has come: rows and bytes received, against the totals the server announced (if it did). */
export type TExportProgress = { rows: number; bytes: number; totalRows: number | null; totalBytes: number | null };

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename="…"`). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

const NEWLINE = 0x0a;

/** Lines ended in a chunk: a CSV row per line (a quoted cell with a line break counts twice; close enough for a bar). */
function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === NEWLINE) count++;
  return count;
}

function readTotal(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

export class CsvExportError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvExportError';
  }
}

/**
 * Fetches a streamed CSV, reporting progress as chunks arrive, and returns it as a file (not yet saved). Data rows are
 * lines after the header line. `totalRowsHeader` names the response header carrying the number of rows to expect.
 */
export async function fetchCsv(
  url: string,
  options: {
    fallbackName: string;
    totalRowsHeader?: string;
    onProgress?: (progress: TExportProgress) => void;
    signal?: AbortSignal;
  },
): Promise<{ file: Blob; fileName: string; rows: number }> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'text/csv' },
      signal: options.signal,
    });
  } catch {
    throw new CsvExportError(0, 'Network error. Check your connection and try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new CsvExportError(response.status, body?.error?.message ?? `Request failed (${response.status})`);
  }
  const totalRows = options.totalRowsHeader ? readTotal(response.headers.get(options.totalRowsHeader)) : null;
  const totalBytes = readTotal(response.headers.get('content-length'));
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? options.fallbackName;

  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  let endsWithNewline = true;
  const report = () => options.onProgress?.({ rows: Math.max(0, lines - 1), bytes, totalRows, totalBytes });
  report();
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      lines += countNewlines(value);
      if (value.byteLength > 0) endsWithNewline = value[value.byteLength - 1] === NEWLINE;
      report();
    }
  }
  // A last line without a line break is a row too.
  if (!endsWithNewline) lines++;
  const rows = Math.max(0, lines - 1);
  options.onProgress?.({ rows, bytes, totalRows, totalBytes });
  return { file: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), fileName, rows };
}

/** Saves a file through the browser's download. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
