import type { ApiError as ApiErrorBody } from '@mealbox/contracts';
import { nextTask } from './next-task';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** True when the server itself said what went wrong. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message when it sent one, else the spec's fallback text (§8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

/** The page's cookies by name, read from one look at document.cookie (each look parses them all). */
function readCookies(...names: string[]): (string | undefined)[] {
  const cookies = document.cookie.split('; ');
  return names.map((name) => {
    const found = cookies.find((c) => c.startsWith(`${name}=`));
    return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
  });
}

let reportedNoTrackingCookies = false;

/** custom_data carries the advertising cookies when present, and is empty when neither exists. */
export function trackingCookies(): { _fbp?: string; _fbc?: string } {
  const [fbp, fbc] = readCookies('_fbp', '_fbc');
  if (!fbp && !fbc) {
    if (!reportedNoTrackingCookies) {
      console.info('No tracking cookies (_fbp, _fbc) found; custom_data is empty.');
      reportedNoTrackingCookies = true;
    }
    return {};
  }
  return { ...(fbp ? { _fbp: fbp } : {}), ...(fbc ? { _fbc: fbc } : {}) };
}

/** The headers every call carries (spec §1). */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (!token) {
    console.error('CSRF token not found: the csrf-token meta tag is missing.');
    return headers;
  }
  headers['X-CSRF-TOKEN'] = token;
  headers['X-Request-Metadata'] = JSON.stringify({
    timestamp: new Date().toISOString(),
    client_user_agent: navigator.userAgent,
    custom_data: trackingCookies(),
  });
  return headers;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  // A page that opens starts its reads together, from one task (the effects React runs once it has
  // drawn the page); each read's headers and fetch() then take a task of their own instead of
  // adding up to one long one on a phone (Total Blocking Time).
  await nextTask();
  const headers = requestHeaders();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(0, 'We could not reach the store. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      res.status,
      err.message ?? res.statusText,
      err.errors ?? {},
      Boolean(err.message),
    );
  }
  return data as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string, body?: unknown) => apiRequest<T>('DELETE', url, body),
};
