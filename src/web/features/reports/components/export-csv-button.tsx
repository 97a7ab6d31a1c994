import { Download } from 'lucide-react';
import { useState } from 'react';
import { formatFileSize } from '@shared/domain/deliverables';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { toast } from '@web/lib/toast';
import { REPORT_ROW_COUNT_HEADER, reportFileName, type TReportKind } from '@shared/domain/reports';
import { fetchCsv, saveFile, type TExportProgress } from '../lib/csv-download';

function progressText(progress: TExportProgress): string {
  const total = progress.totalRows;
  const rows =
    total === null
      ? `${progress.rows.toLocaleString('en-GB')} rows`
      : `${Math.min(progress.rows, total).toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} rows`;
  return `${rows} · ${formatFileSize(progress.bytes)}`;
}

/**
 * Export CSV: downloads every filtered row of the report (the server streams up to its limit) with a progress bar,
 * then saves it as `{kind}_report_{date}.csv`. Disabled while an export runs; 'Failed to export CSV' on failure.
 */
export function ExportCsvButton({
  label,
  url,
  csvKind,
  expectedRows,
}: {
  label: string;
  url: string;
  csvKind: TReportKind;
  /** The report's row count on screen, used for the bar until the server announces its own. */
  expectedRows: number | null;
}) {
  const [progress, setProgress] = useState<TExportProgress | null>(null);
  const exporting = progress !== null;

  async function run() {
    setProgress({ rows: 0, bytes: 0, totalRows: expectedRows, totalBytes: null });
    try {
      const { file, fileName } = await fetchCsv(url, {
        fallbackName: reportFileName(csvKind),
        totalRowsHeader: REPORT_ROW_COUNT_HEADER,
        onProgress: (next) => setProgress({ ...next, totalRows: next.totalRows ?? expectedRows }),
      });
      saveFile(file, fileName);
      toast.success(`Exported ${fileName}`);
    } catch (error) {
      toast.error('Failed to export CSV', { description: error instanceof Error ? error.message : undefined });
    } finally {
      setProgress(null);
    }
  }

  const max = progress?.totalRows ?? null;
  return (
    <div className="flex flex-col items-start gap-1.5 sm:items-end">
      <Button variant="outline" onClick={() => void run()} disabled={exporting}>
        <Download aria-hidden />
        {exporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      {progress && (
        <div className="w-48 space-y-1" role="status">
          <Progress
            label={`Exporting ${label} CSV`}
            value={max ? Math.min(progress.rows, max) : 0}
            max={max && max > 0 ? max : 1}
          />
          <p className="text-right text-xs text-slate-600 tabular-nums">{progressText(progress)}</p>
        </div>
      )}
    </div>
  );
}
