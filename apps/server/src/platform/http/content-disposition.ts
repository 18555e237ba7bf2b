import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';

// content-disposition 1.x (Node 20 and 22; its 3.x declares Node 22 only) is CommonJS without
// types, and the 3.x that @fastify/static brings would shadow any @types for it: typed here.
const contentDisposition = createRequire(import.meta.url)('content-disposition') as (fileName: string, o?: { type?: string }) => string;

/**
 * The Content-Disposition of a file download (RFC 6266): the exact name as UTF-8 in `filename*`
 * when it is not plain ISO-8859-1, with a `filename` fallback for old clients. The web reads the
 * name from here.
 */
export const attachment = (fileName: string): string => contentDisposition(fileName, { type: 'attachment' });

/**
 * Answer a stored file as a download: its own type (never sniffed), length, name, and not kept by
 * any cache (every file here is a merchant's).
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; size: number; stream: NodeJS.ReadableStream },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
