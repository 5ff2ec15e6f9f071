import { refreshAccessToken } from '../../../lib/api-client.ts';
import { getAccessToken } from '../../../lib/access-token.ts';
import { ApiRequestError, type ApiIssue } from '../../../lib/api-error.ts';

async function send(path: string, init: RequestInit): Promise<Response> {
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiRequestError('unreachable', error instanceof Error ? error.message : 'Request could not be made');
  }
}

/** A call that is not JSON in (multipart) or not JSON out (a download); one refresh and retry on 401, like the API client. */
async function call(path: string, init: () => RequestInit): Promise<Response> {
  let response = await send(path, init());
  if (response.status === 401 && (await refreshAccessToken())) response = await send(path, init());
  if (!response.ok) {
    let body: { code?: unknown; message?: unknown; issues?: unknown } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      body = {};
    }
    throw new ApiRequestError('http', typeof body.message === 'string' ? body.message : '', {
      status: response.status,
      code: typeof body.code === 'string' ? body.code : null,
      issues: Array.isArray(body.issues) ? (body.issues as ApiIssue[]) : [],
    });
  }
  return response;
}

/** POSTs one file as multipart field FileContent, with text fields; answers the JSON reply. */
export async function uploadFile<T>(path: string, file: File, fields: Record<string, string | number> = {}): Promise<T> {
  const response = await call(path, () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('FileContent', file, file.name);
    return { method: 'POST', body: form };
  });
  return (await response.json()) as T;
}

/** Fetches a protected file (the session's token is needed) and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await call(path, () => ({ method: 'GET' }));
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  const name = star ? decodeURIComponent(star[1]!) : fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
