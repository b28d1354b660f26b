import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ApiRequestError, readToken } from '../../../lib/api-client.ts';

export const CELLAR_EXPORT_FILE_NAME = 'my-cellar.csv';

/**
 * GET cellar-export: the cellar as a CSV file. apiFetch reads JSON answers only, so this call sends the same
 * token header itself and keeps the answer as bytes (a blob keeps the byte order mark spreadsheets need).
 */
export async function exportCellar(): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(API_PATHS.cellar.export, {
      headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Token ${token}` } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiRequestError(0, 'network_error', 'We could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    let data: unknown;
    try {
      data = JSON.parse(await response.text());
    } catch {
      data = undefined;
    }
    const parsed = ApiErrorSchema.safeParse(data);
    if (parsed.success)
      throw new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields);
    throw new ApiRequestError(response.status, 'http_error', `The server answered ${response.status}. Please try again.`);
  }
  return response.blob();
}

/** Hands a blob to the browser as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; revoke once they have the URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useExportCellar = () =>
  useMutation({
    mutationFn: exportCellar,
    onSuccess: (blob) => downloadBlob(blob, CELLAR_EXPORT_FILE_NAME),
  });
