import type { UploadCategory } from '@crossbill/contracts/upload';
import { uploadFile as uploadEndpoint } from '@crossbill/contracts/endpoints/upload';
import { uploadTo } from '../../../lib/call';

/** One file (multipart field `file`): the server checks the type from the bytes and the size. */
export const uploadDocument = (file: File, category: UploadCategory) => uploadTo(uploadEndpoint, file, { query: { category } });
