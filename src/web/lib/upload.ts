import { ApiError } from './api-client';

/** The person cancelled the upload (the promise of `uploadWithProgress` rejects with it). */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/**
 * Sends a file as the raw request body with XMLHttpRequest, whose upload progress events drive a progress bar (fetch
 * has none); the server streams it to storage. Answers and errors read like the API client's. `abort` cancels; the
 * promise then rejects with UploadCancelled.
 */
export function uploadWithProgress<T>({
  method,
  url,
  file,
  headers,
  onProgress,
}: {
  method: 'POST' | 'PUT';
  url: string;
  file: File;
  headers: Record<string, string>;
  onProgress: (loaded: number, total: number) => void;
}): { promise: Promise<T>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open(method, url);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error. Check your connection and try again.'));
    xhr.onabort = () => reject(new UploadCancelled());
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}
