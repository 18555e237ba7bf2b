import type { UploadCategory } from '@crossbill/contracts/upload';
import { uploadFile as uploadEndpoint } from '@crossbill/contracts/endpoints/upload';
import { clientHeaders, handleEnvelope } from '../../../lib/api-client';
import { uploadTo } from '../../../lib/call';
import type { Envelope } from '@crossbill/contracts/envelope';

/** One file (multipart field `file`): the server checks the type from the bytes and the size. */
export const uploadDocument = (file: File, category: UploadCategory) => uploadTo(uploadEndpoint, file, { query: { category } });

/** A multipart POST answered by the envelope (its errors toast like any call). */
export async function postMultipart<T>(url: string, files: Record<string, File>): Promise<T> {
  const body = new FormData();
  for (const [name, f] of Object.entries(files)) body.append(name, f, f.name);
  const res = await fetch(url, { method: 'POST', body, headers: clientHeaders(), credentials: 'same-origin' });
  return handleEnvelope((await res.json()) as Envelope<T>);
}
