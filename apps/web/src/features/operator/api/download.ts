import { readToken } from '../../../lib/api-client.ts';

/**
 * Downloads a file from a console route (a CSV export): the route needs the token header, which a plain link
 * cannot send, so the file is fetched and handed to the browser as a download.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const token = readToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Token ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw new Error(`The download failed (${response.status}). Try again.`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
