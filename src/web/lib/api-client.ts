/**
 * Error raised for any non-2xx API answer, carrying the server's `{ error: { code, message, fields? } }`. For a
 * validation error `fields` holds a human message per field (by path, e.g. `contactEmail`, `milestones.0.amount`) for
 * forms to show beside the control, and `message` is the first of them, without the field's path.
 */
export class ApiError extends Error {
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    fields: Record<string, string> = {},
    /** The server's id for the request (`x-request-id`), for the person to quote to support. */
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.fields = fields;
  }

  /** The server's message for one field, if it named that field. */
  fieldMessage(field: string): string | undefined {
    return this.fields[field];
  }
}

/** The server's per-field messages of a failed request (none for other errors). */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? error.fields : {};
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let fetchApi: typeof fetch = (input, init) => fetch(input, init);

/** Server rendering answers the page's API calls in the server's own process (see src/web/entry-server.tsx). */
export function setApiFetch(implementation: typeof fetch): void {
  fetchApi = implementation;
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetchApi(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error. Check your connection and try again.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)
      ?.error;
    const fields = error?.fields ?? {};
    // The summary names the field by its path ("contactEmail: …"); people get the field's own sentence.
    const firstField = Object.values(fields)[0];
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      firstField ?? error?.message ?? `Request failed (${response.status})`,
      fields,
      response.headers.get('x-request-id'),
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
