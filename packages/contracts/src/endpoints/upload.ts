import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ONBOARDING_CODE } from '../resources.ts';
import { fileId, uploadCategory, uploadedFile } from '../upload.ts';

/** Uploaded files (documents of the onboarding wizard, owners' ID images): one file up, one file down. */
const tags = ['upload'];

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/upload/file',
  permission: ONBOARDING_CODE,
  applicant: true,
  query: z.object({ category: uploadCategory.default('general') }),
  response: uploadedFile,
  summary: 'Upload one file (multipart field "file"); the type is checked from its bytes',
  tags,
});

/**
 * The object decides (FILE_KIND_PERMISSION): a person's own uploads from before their merchant
 * existed are theirs; a merchant's file needs the code of what it is, and files of other kinds are
 * served only by their own endpoints.
 */
export const downloadUploadedFile = defineEndpoint({
  method: 'GET',
  path: '/upload/file/:id',
  permission: 'self',
  params: z.object({ id: fileId }),
  summary: 'Download an uploaded file of this person, or of the merchant when the role may see what it belongs to',
  tags,
});
