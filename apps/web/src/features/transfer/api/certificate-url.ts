import { pathOf } from '@crossbill/contracts/endpoint';
import { downloadTransferCertificate } from '@crossbill/contracts/endpoints/transfer';
import { apiUrl } from '../../../lib/api-client';

/** GET /api/transfer/certificate/download?id: the link of a transfer's certificate (the browser fetches it). */
export const certificateUrl = (id: number) => apiUrl(pathOf(downloadTransferCertificate), { id });
