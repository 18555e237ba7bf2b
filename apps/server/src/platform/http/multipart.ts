import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { Codes } from '@crossbill/contracts/codes';
import { sizeLabel } from '@crossbill/contracts/upload';
import { AppError } from './errors.ts';

/**
 * Reading uploads (DESIGN.md section 9). Every upload route reads its multipart request here,
 * with its own limits: a file is read only up to its limit and the request is cut off there (the
 * 413 answer closes the connection, so the rest is never read); a request whose declared length is
 * already too long is refused before a byte is read. Anything wrong with the form is a 4xx with a
 * translated message, never a 500.
 */
export interface UploadLimits {
  /** bytes of one file (spec 5: 5M, 10M, 50M by kind) */
  maxBytes: number;
  /** files in one request (1 unless said) */
  files?: number;
  /** text fields in one request (10 unless said) */
  fields?: number;
}

export interface UploadedPart {
  fileName: string;
  body: Buffer;
}

/** multipart boundaries, part headers and the few short fields a form carries */
const FORM_OVERHEAD = 64 * 1024;
/** a text field's longest value (the fields uploads take are short labels) */
const FIELD_BYTES = 1024;
/**
 * How far past our limit busboy's own limit lies. Ours stops reading, with backpressure all the
 * way to the socket; busboy's, once hit, skips the rest of the part as fast as it arrives. So
 * busboy's is only a net behind ours, never the one that cuts.
 */
const BUSBOY_MARGIN = 1024 * 1024;

/** 413 naming the limit: "The file cannot exceed 5M". */
export const fileTooLarge = (maxBytes: number) =>
  new AppError(Codes.PAYLOAD_TOO_LARGE, {
    messageKey: 'upload.size',
    params: { size: sizeLabel(maxBytes) },
    data: { fieldErrors: [{ field: 'file', message: 'upload.size', params: { size: sizeLabel(maxBytes) } }] },
  });

/** What the multipart parser threw, as the answer the client should get. */
function formError(e: unknown, limits: Required<UploadLimits>): unknown {
  if (e instanceof AppError) return e;
  switch ((e as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(limits.maxBytes);
    case 'FST_FILES_LIMIT':
      return new AppError(Codes.PAYLOAD_TOO_LARGE, { messageKey: 'upload.tooManyFiles', params: { max: limits.files } });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(Codes.PAYLOAD_TOO_LARGE, { messageKey: 'upload.tooManyFields' });
    default:
      // busboy's own errors (a truncated or malformed form) carry no code
      return new AppError(Codes.BAD_REQUEST, { messageKey: 'upload.unreadable' });
  }
}

/** A file part, read up to `maxBytes`: one byte more and reading stops (the part's stream is destroyed). */
async function readFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let n = 0;
  for await (const chunk of part.file) {
    n += (chunk as Buffer).length;
    if (n > maxBytes) throw fileTooLarge(maxBytes);
    chunks.push(chunk as Buffer);
  }
  if (part.file.truncated) throw fileTooLarge(maxBytes);
  return Buffer.concat(chunks);
}

/** The fields and files of an upload form, within `limits`. */
export async function readParts(
  request: FastifyRequest,
  o: UploadLimits,
): Promise<{ fields: Record<string, string>; files: Record<string, UploadedPart>; list: UploadedPart[] }> {
  const limits = { files: 1, fields: 10, ...o };
  if (!request.isMultipart()) throw new AppError(Codes.UPLOAD_NO_FILE);
  const declared = Number(request.headers['content-length']);
  if (declared > limits.maxBytes * limits.files + FORM_OVERHEAD) throw fileTooLarge(limits.maxBytes);
  // `list`: every file part in order (several files under one field name, e.g. `files`)
  const out = { fields: {} as Record<string, string>, files: {} as Record<string, UploadedPart>, list: [] as UploadedPart[] };
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.maxBytes + BUSBOY_MARGIN,
        files: limits.files,
        fields: limits.fields,
        fieldSize: FIELD_BYTES,
        parts: limits.files + limits.fields,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') out.fields[part.fieldname] = String(part.value).slice(0, 200);
      else {
        const file = { fileName: part.filename ?? '', body: await readFile(part, limits.maxBytes) };
        out.files[part.fieldname] = file;
        out.list.push(file);
      }
    }
  } catch (e) {
    throw formError(e, limits);
  }
  return out;
}

/** The one file of an upload form (any field name): UPLOAD_NO_FILE without one. */
export async function readOneFile(request: FastifyRequest, limits: Omit<UploadLimits, 'files'>): Promise<UploadedPart> {
  const { files } = await readParts(request, { ...limits, files: 1 });
  const file = files.file ?? Object.values(files)[0];
  if (!file) throw new AppError(Codes.UPLOAD_NO_FILE);
  return file;
}
