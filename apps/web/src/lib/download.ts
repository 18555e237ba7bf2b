import { ApiError, request, type RequestOptions } from './api-client';
import { translate } from './i18n';
import { toast } from './toast';

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*=UTF-8''…` (percent-encoded)
 * wins over `filename="…"`; null when neither is there.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]*)'[^']*'([^;\s]+)/i.exec(header);
  if (extended) {
    const [, charset = '', value = ''] = extended;
    try {
      if (/^utf-8$/i.test(charset)) return decodeURIComponent(value);
      // ISO-8859-1: each %XX is one code point
      return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    } catch {
      // malformed encoding: fall back to the plain parameter
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted) return quoted[1]!.replace(/\\(.)/g, '$1');
  const token = /(?:^|;)\s*filename\s*=\s*([^;\s]+)/i.exec(header);
  return token ? token[1]! : null;
}

/** Hand a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export interface DownloadOptions {
  /** GET (default) fetches the file; POST sends an empty body (spec 7) */
  method?: 'GET' | 'POST';
  query?: RequestOptions['query'];
  family?: boolean;
  /** used when the answer names no file */
  fallbackName?: string;
}

/**
 * The file download helper (spec 7): fetch the file through the API client (so codes are handled
 * the same way), save it under the server's file name, and say 'Download successful' or
 * 'Download failed'. Resolves true when a file was saved.
 */
export async function downloadFile(path: string, opts: DownloadOptions = {}): Promise<boolean> {
  try {
    const res = await request<unknown>(path, { method: opts.method ?? 'GET', query: opts.query, family: opts.family, raw: true });
    if (!(res instanceof Response)) throw new Error('the answer is not a file');
    const blob = await res.blob();
    const name = fileNameFromDisposition(res.headers.get('content-disposition')) ?? opts.fallbackName ?? 'download';
    saveBlob(blob, name);
    toast.success(translate('common:downloadSuccess'));
    return true;
  } catch (e) {
    // the API client already told the user about server errors and network failures
    if (!(e instanceof ApiError && e.notified)) toast.error(translate('common:downloadFailed'));
    return false;
  }
}
