/**
 * The one way the web app talks to /api: cookies included, the `{ data, meta }` envelope unwrapped,
 * failures thrown as ApiError carrying the response's `errors` list (docs/api.md, "Envelope").
 */
export const API_BASE = '/api';

export const NETWORK_ERROR_MESSAGE = "We couldn't reach Wellway. Check your connection and try again.";
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface ApiMeta {
  readonly total_records?: number;
  /** Global position of the last event a command appended (read-your-writes); null if it appended none. */
  readonly position?: number | null;
  /** The API gave up waiting for `min_position`. */
  readonly stale?: boolean;
}

export interface ApiResponse<T> {
  readonly data: T;
  readonly meta: ApiMeta;
  readonly etag: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly string[],
  ) {
    super(errors[0] ?? SERVER_ERROR_MESSAGE);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  readonly params?: QueryParams;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** 'report' (default) tells the session handler; 'ignore' is for calls where 401 is an answer. */
  readonly onUnauthorized?: 'report' | 'ignore';
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app registers what a 401 means (save the route, clear the user, go to /welcome). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export function apiPath(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

interface Envelope {
  readonly data?: unknown;
  readonly meta?: ApiMeta;
  readonly errors?: unknown;
}

async function readEnvelope(response: Response): Promise<Envelope> {
  const text = await response.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Envelope) : {};
  } catch {
    return {};
  }
}

/** The spec's error banner: the response's errors, unless the status is 500+ or there are none. */
export function errorsOf(envelope: Envelope, status: number): string[] {
  const errors = Array.isArray(envelope.errors)
    ? envelope.errors.filter((error): error is string => typeof error === 'string' && error.length > 0)
    : [];
  if (status >= 500 || errors.length === 0) return [SERVER_ERROR_MESSAGE];
  return errors;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { params, body, headers, signal } = options;
  let response: Response;
  try {
    response = await fetch(apiPath(path, params), {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        // FormData (file uploads) sets its own multipart content type and boundary.
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }
  const envelope = await readEnvelope(response);
  if (!response.ok) {
    if (response.status === 401 && options.onUnauthorized !== 'ignore') unauthorizedHandler?.();
    throw new ApiError(response.status, errorsOf(envelope, response.status));
  }
  return { data: envelope.data as T, meta: envelope.meta ?? {}, etag: response.headers.get('ETag') };
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
