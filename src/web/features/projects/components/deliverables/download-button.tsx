import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { downloadFile, fileUrl } from '../../api/deliverables/deliverables-api';

export function DownloadButton({
  projectId,
  deliverableId,
  fileId,
  label,
  size = 'sm',
}: {
  projectId: string;
  deliverableId: string;
  fileId: string;
  /** Names the file for screen readers ("Download report.pdf (version 2)"). */
  label: string;
  size?: 'sm' | 'default';
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      size={size}
      aria-label={label}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadFile(fileUrl(projectId, deliverableId, fileId))
          .catch((error: unknown) =>
            toast.error('Failed to download file', { description: error instanceof Error ? error.message : undefined }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <Download aria-hidden />
      Download
    </Button>
  );
}
