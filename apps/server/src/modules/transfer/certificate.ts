import { fileTypeFromBuffer } from 'file-type';
import { Codes } from '@crossbill/contracts/codes';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MIME, CERTIFICATE_TYPES } from '@crossbill/contracts/transfer';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { AppError } from '../../platform/http/errors.ts';
import { audit } from '../../platform/audit/audit.ts';
import type { Actor } from '../access/service.ts';

/**
 * Store a transfer certificate (an invoice or contract behind the payment): jpg, jpeg, png or pdf,
 * judged by the bytes and the name's extension, within the size limit. Answers the id the
 * submission carries.
 */
export async function uploadCertificate(db: Db, files: FileStore, input: { merchantNo: string; fileName: string; body: Buffer; actor: Actor }) {
  if (input.body.length === 0) throw new AppError(Codes.UPLOAD_NO_FILE);
  if (input.body.length > CERTIFICATE_MAX_BYTES) throw new AppError(Codes.PAYLOAD_TOO_LARGE);
  const type = await fileTypeFromBuffer(input.body);
  const extension = input.fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!type || !(CERTIFICATE_MIME as readonly string[]).includes(type.mime) || !(CERTIFICATE_TYPES as readonly string[]).includes(extension))
    throw new AppError(Codes.UPLOAD_TYPE_NOT_ALLOWED, { params: { type: CERTIFICATE_TYPES.join(', ') } });
  const fileName = input.fileName.replace(/[^\w.\- ]/g, '_').slice(-120);
  const id = await files.put(db, { merchantNo: input.merchantNo, fileName, contentType: type.mime, body: input.body, kind: 'transfer-certificate' });
  await audit(db, {
    ...input.actor,
    merchantNo: input.merchantNo,
    action: 'transfer.certificate.upload',
    target: id,
    summary: { fileName, size: input.body.length },
  });
  return { id, fileName, size: input.body.length };
}
