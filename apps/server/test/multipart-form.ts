import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { TestServer } from './harness.ts';

/**
 * Hostile upload forms for tests: file parts of any size made as they are read (nothing held in
 * memory), a count of the bytes the server actually pulled, and forms cut short.
 */
export type FormPart = { field: string; value: string } | { field: string; fileName: string; size?: number; body?: Buffer };

export interface Form {
  payload: Readable;
  contentType: string;
  /** the whole form's length, for a Content-Length that tells the truth */
  length: number;
  /** file bytes handed to the server so far */
  pulled(): number;
}

const CHUNK = 64 * 1024;

/** A form of `parts`; `cut` drops its closing boundary (a truncated upload). */
export function formOf(parts: FormPart[], o: { cut?: boolean } = {}): Form {
  const boundary = `----cb${crypto.randomUUID()}`;
  let pulled = 0;
  let length = 0;
  const pieces: Array<Buffer | { size: number; head: Buffer }> = [];
  const add = (b: Buffer) => {
    pieces.push(b);
    length += b.length;
  };
  for (const p of parts) {
    if ('value' in p) {
      add(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`));
      continue;
    }
    add(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    if (p.body) add(p.body);
    else {
      // a PNG signature, then zeros: big files look like images
      const head = Buffer.from('89504e470d0a1a0a', 'hex');
      pieces.push({ size: p.size ?? 0, head });
      length += p.size ?? 0;
    }
    add(Buffer.from('\r\n'));
  }
  if (!o.cut) add(Buffer.from(`--${boundary}--\r\n`));
  function* generate() {
    for (const piece of pieces) {
      if (Buffer.isBuffer(piece)) {
        yield piece;
        continue;
      }
      for (let sent = 0; sent < piece.size;) {
        const n = Math.min(CHUNK, piece.size - sent);
        const chunk = Buffer.alloc(n);
        if (sent === 0) piece.head.copy(chunk, 0, 0, Math.min(n, piece.head.length));
        sent += n;
        pulled += n;
        yield chunk;
      }
    }
  }
  return {
    payload: Readable.from(generate(), { objectMode: false, highWaterMark: CHUNK }),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    pulled: () => pulled,
  };
}

/** POST a form (or any body) to an /api route; `declareLength` sends the form's true Content-Length. */
export async function postForm(
  s: TestServer,
  url: string,
  form: Form | { payload: string; contentType: string },
  o: { cookie?: string; headers?: Record<string, string>; declareLength?: boolean } = {},
) {
  const headers: Record<string, string> = {
    'ow-source': 'merchant',
    'ow-version': '1',
    'content-type': form.contentType,
    ...(o.cookie ? { cookie: o.cookie } : {}),
    ...o.headers,
  };
  if (o.declareLength && 'length' in form) headers['content-length'] = String(form.length);
  const raw = await s.app.inject({ method: 'POST', url: `/api${url}`, payload: form.payload, headers });
  let body: { respCode: string; respMsg: string; data: unknown };
  try {
    body = raw.json();
  } catch {
    body = { respCode: '', respMsg: raw.body, data: null };
  }
  return { status: raw.statusCode, body, headers: raw.headers };
}
