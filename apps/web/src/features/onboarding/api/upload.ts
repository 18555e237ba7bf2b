import type { UploadCategory, UploadedFile } from '@crossbill/contracts/upload';
import { apiUrl, clientHeaders, handleEnvelope } from '../../../lib/api-client';
import type { Envelope } from '@crossbill/contracts/envelope';

/** POST /api/upload/file (multipart): the server checks the type from the bytes and the size. */
export async function uploadFile(file: File, category: UploadCategory): Promise<UploadedFile> {
  return postMultipart<UploadedFile>(apiUrl('/upload/file', { category }), { file });
}

/** A multipart POST answered by the envelope (its errors toast like any call). */
export async function postMultipart<T>(url: string, files: Record<string, File>): Promise<T> {
  const body = new FormData();
  for (const [name, f] of Object.entries(files)) body.append(name, f, f.name);
  const res = await fetch(url, { method: 'POST', body, headers: clientHeaders(), credentials: 'same-origin' });
  return handleEnvelope((await res.json()) as Envelope<T>);
}
