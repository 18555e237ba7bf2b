import type { FastifyRequest } from 'fastify';
import { Codes } from '@crossbill/contracts/codes';
import { AppError } from './errors.ts';

/**
 * The one file of a multipart request, read whole (the multipart limits cap its size):
 * UPLOAD_NO_FILE without one, PAYLOAD_TOO_LARGE over the limit.
 */
export async function readOneFile(request: FastifyRequest): Promise<{ fileName: string; body: Buffer }> {
  if (!request.isMultipart()) throw new AppError(Codes.UPLOAD_NO_FILE);
  const file = await request.file();
  if (!file) throw new AppError(Codes.UPLOAD_NO_FILE);
  try {
    return { fileName: file.filename, body: await file.toBuffer() };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(Codes.PAYLOAD_TOO_LARGE);
    throw e;
  }
}
