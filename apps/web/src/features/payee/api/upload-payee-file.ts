import { pathOf } from '@crossbill/contracts/endpoint';
import { apiUrl } from '../../../lib/api-client';
import { uploadTo } from '../../../lib/call';
import { endpointsOf, type PayeeSurface } from './surface';

/** POST {base}/file/upload (multipart, one file): the server judges the type from the bytes. */
export const uploadPayeeFile = (s: PayeeSurface, file: File) => uploadTo(endpointsOf(s).uploadFile, file);

/** GET {base}/file/download?id: the link of an attached file (the browser fetches it). */
export const payeeFileUrl = (s: PayeeSurface, id: string) => apiUrl(pathOf(endpointsOf(s).downloadFile), { id });
