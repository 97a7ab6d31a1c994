import { Copy, Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';

/** Hands the codes to the browser as a text file. */
function downloadCodes(codes: string[]) {
  const text = `Outcome Marketplace backup codes\n\nEach code works once, when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'outcome-marketplace-backup-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten single-use backup codes, shown once: the person saves them (download or copy) before going on. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy', { description: 'Select the codes and copy them yourself, or download them.' });
    }
  };
  return (
    <div className="space-y-4" data-testid="backup-codes">
      <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        Save these backup codes now: they are shown only this once. Each works once if you lose your authenticator app.
      </div>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded border border-slate-200 bg-slate-50 px-2 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => downloadCodes(codes)}>
          <Download className="size-4" aria-hidden /> Download (.txt)
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden /> Copy
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved my backup codes
        </Button>
      </div>
    </div>
  );
}
