import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCsv, fileNameFromDisposition, type TExportProgress } from './csv-download';

describe('CSV file names ({kind}_report_{date}.csv)', () => {
  it("reads the server's Content-Disposition", () => {
    expect(fileNameFromDisposition('attachment; filename="quotes_report_2026-11-22.csv"')).toBe(
      'quotes_report_2026-11-22.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=meetings_report_2026-11-22.csv')).toBe(
      'meetings_report_2026-11-22.csv',
    );
    expect(
      fileNameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''milestones_report_2026-11-22.csv`),
    ).toBe('milestones_report_2026-11-22.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('fetchCsv (streamed export with progress)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const streamOf = (chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('counts rows and bytes as chunks arrive, against the announced total, and keeps the server’s file name', async () => {
    const chunks = ['id,title\r\n1,Al', 'pha\r\n2,"Be, ta"\r\n', '3,Gamma\r\n'];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf(chunks), {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="projects_report_2026-11-22.csv"',
              'X-Total-Count': '3',
            },
          }),
      ),
    );
    const progress: TExportProgress[] = [];
    const result = await fetchCsv('/api/admin/reports/projects/export.csv?q=a', {
      fallbackName: 'fallback.csv',
      totalRowsHeader: 'X-Total-Count',
      onProgress: (step) => progress.push(step),
    });
    expect(result.fileName).toBe('projects_report_2026-11-22.csv');
    expect(result.rows).toBe(3);
    expect(await result.file.text()).toBe(chunks.join(''));
    expect(progress.map((step) => step.rows)).toEqual([0, 0, 2, 3, 3]);
    expect(progress.at(-1)).toEqual({ rows: 3, bytes: chunks.join('').length, totalRows: 3, totalBytes: null });
  });

  it('counts a last row without a line break', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(streamOf(['id\r\n1\r\n2']))),
    );
    const result = await fetchCsv('/x.csv', { fallbackName: 'deliverables_report_2026-11-22.csv' });
    expect(result).toMatchObject({ rows: 2, fileName: 'deliverables_report_2026-11-22.csv' });
  });

  it("fails with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'forbidden', message: 'Admins only' } }, { status: 403 })),
    );
    await expect(fetchCsv('/x.csv', { fallbackName: 'x.csv' })).rejects.toMatchObject({
      status: 403,
      message: 'Admins only',
    });
  });
});
