import type { Envelope } from '@crossbill/contracts/envelope';
import { apiUrl, ApiError, clientHeaders, handleEnvelope, NETWORK_ERROR, type RequestOptions } from './api-client';
import { translate } from './i18n';

/** POST a file as multipart (field `file`, or one part per name) and read the envelope like any API call. */
export async function uploadFile<T>(
  path: string,
  files: File | Record<string, File>,
  opts: { query?: RequestOptions['query']; family?: boolean; fields?: Record<string, string> } = {},
): Promise<T> {
  const form = new FormData();
  // text fields first: a server reading the parts in order knows what the files are for before they arrive
  for (const [name, v] of Object.entries(opts.fields ?? {})) form.append(name, v);
  for (const [name, f] of Object.entries(files instanceof File ? { file: files } : files)) form.append(name, f, f.name);
  let res: Response;
  try {
    res = await fetch(apiUrl(path, opts.query, opts.family), { method: 'POST', body: form, headers: clientHeaders(), credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR, translate('common:requestFailed'), null, false);
  }
  return handleEnvelope((await res.json()) as Envelope<T>);
}
