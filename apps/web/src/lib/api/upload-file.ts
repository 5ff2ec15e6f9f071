import { apiFetch } from '@/lib/api-client.ts';

/** POSTs one file as multipart field FileContent, with text fields; answers the JSON reply. */
export async function uploadFile<T>(path: string, file: File, fields: Record<string, string | number> = {}): Promise<T> {
  const response = await apiFetch(path, () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    form.append('FileContent', file, file.name);
    return { method: 'POST', body: form };
  });
  return (await response.json()) as T;
}
