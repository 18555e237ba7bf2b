import { uploadTransferCertificate } from '@crossbill/contracts/endpoints/transfer';
import { uploadTo } from '../../../lib/call';

/** POST (multipart) /api/transfer/certificate/upload: one file; the server judges the type from the bytes. */
export const uploadCertificate = (file: File) => uploadTo(uploadTransferCertificate, file);
