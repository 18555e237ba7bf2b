import type { PayeeAttachment } from '@crossbill/contracts/payee';
import { apiUrl, clientHeaders, handleEnvelope, ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import type { Envelope } from '@crossbill/contracts/envelope';
import { translate } from '../../../lib/i18n';
import type { PayeeSurface } from './surface';

/** POST {base}/file/upload (multipart, one file): the server judges the type from the bytes. */
export async function uploadPayeeFile(s: PayeeSurface, file: File): Promise<PayeeAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(apiUrl(`${s.base}/file/upload`), { method: 'POST', body: form, headers: clientHeaders(), credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR, translate('common:requestFailed'), null, false);
  }
  return handleEnvelope((await res.json()) as Envelope<PayeeAttachment>);
}

export const payeeFileUrl = (s: PayeeSurface, id: string) => apiUrl(`${s.base}/file/download`, { id });
