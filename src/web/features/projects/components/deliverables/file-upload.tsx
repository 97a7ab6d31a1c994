import { Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { checkDeliverableFileType, DELIVERABLE_EXTENSIONS, formatFileSize } from '@shared/domain/deliverables';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { uploadDeliverableFile, useRefreshDeliverables } from '../../api/deliverables/deliverables-api';
import { UploadCancelled } from '@web/lib/upload';

type Uploading = { fileName: string; loaded: number; total: number; abort: () => void };

/** What is wrong with this file before it is sent, or null. */
export function fileProblem(file: File, maxBytes: number): string | null {
  if (file.size > maxBytes)
    return `"${file.name}" is ${formatFileSize(file.size)}: files can be at most ${formatFileSize(maxBytes)}.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  const type = checkDeliverableFileType(file.name, file.type);
  return type.ok ? null : type.message;
}

/** Drop a file or pick one; it uploads at once as the deliverable's next version, with progress and Cancel. */
export function FileUpload({
  projectId,
  deliverableId,
  maxBytes,
  nextVersion,
}: {
  projectId: string;
  deliverableId: string;
  maxBytes: number;
  nextVersion: number;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const refresh = useRefreshDeliverables(projectId);
  const active = useRef<(() => void) | null>(null);

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => active.current?.(), []);

  const start = (file: File) => {
    const found = fileProblem(file, maxBytes);
    setProblem(found);
    if (found) return;
    const { promise, abort } = uploadDeliverableFile(projectId, deliverableId, file, (loaded, total) =>
      setUploading((current) => (current ? { ...current, loaded, total } : current)),
    );
    active.current = abort;
    setUploading({ fileName: file.name, loaded: 0, total: file.size, abort });
    promise
      .then(async () => {
        toast.success('File uploaded successfully');
        await refresh();
      })
      .catch((error: unknown) => {
        if (error instanceof UploadCancelled) {
          setProblem('Upload cancelled. Nothing was saved.');
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        setProblem(message);
        toast.error('Failed to upload file', { description: message });
      })
      .finally(() => {
        active.current = null;
        setUploading(null);
        if (input.current) input.current.value = '';
      });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) start(file);
  };

  const hint = `Up to ${formatFileSize(maxBytes)} · ${DELIVERABLE_EXTENSIONS.join(', ')}`;

  if (uploading) {
    const percent = uploading.total ? Math.round((uploading.loaded / uploading.total) * 100) : 0;
    return (
      <div className="space-y-2 rounded-lg border border-slate-200 p-3" data-testid="upload-progress">
        <div className="flex items-center justify-between gap-2 text-sm">
          <p className="min-w-0 truncate" title={uploading.fileName}>
            Uploading <span className="font-medium">{uploading.fileName}</span> as version {nextVersion}
          </p>
          <Button variant="outline" size="sm" onClick={uploading.abort}>
            <X aria-hidden />
            Cancel
          </Button>
        </div>
        <Progress value={percent} label={`Uploading ${uploading.fileName}`} />
        <p className="text-xs text-slate-500" aria-live="polite">
          {percent}% · {formatFileSize(uploading.loaded)} of {formatFileSize(uploading.total)}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 px-4 py-5 text-center',
          dragging && 'border-brand-600 bg-brand-50',
        )}
        data-testid="upload-dropzone"
      >
        <Upload className="size-5 text-slate-500" aria-hidden />
        <p className="text-sm text-slate-700">
          Drag and drop a file here, or{' '}
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => input.current?.click()}>
            choose a file
          </Button>
        </p>
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={`Upload version ${nextVersion}`}
          aria-describedby={`${inputId}-hint`}
          accept={DELIVERABLE_EXTENSIONS.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) start(file);
          }}
        />
      </div>
      {problem && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {problem}
        </p>
      )}
    </div>
  );
}
