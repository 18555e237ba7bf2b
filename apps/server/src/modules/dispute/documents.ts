import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { REBUTTAL_LIMITS, type RebuttalDocumentItem } from '@crossbill/contracts/dispute';
import { CATEGORY_SECTIONS, EVIDENCE_SECTIONS, type EvidenceSection } from '@crossbill/contracts/dispute-reasons';
import type { Db } from '../../platform/db/client.ts';
import type { FileStore } from '../../platform/files/storage.ts';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { Codes } from '@crossbill/contracts/codes';
import type { UploadedPart } from '../../platform/http/multipart.ts';
import { draftOf, openRound, recordEvent, stateError, type DisputeActor } from './service.ts';
import * as store from './store.ts';

/** A rebuttal document as the API shows it (upload answer and chargeback detail alike). */
export const documentItem = (d: store.DocumentRow): RebuttalDocumentItem => ({
  documentId: d.id,
  section: d.section,
  name: d.name,
  size: d.size,
  contentType: d.contentType,
  supplemental: d.supplemental,
  uploadedAt: d.uploadedAt.toISOString(),
});

/**
 * Rebuttal documents (spec 5), checked on the server from the bytes before anything is stored:
 * PDFs (parsed with pdf-lib to prove they are PDFs, refused when encrypted), at most 10 of 2 MB per
 * upload and 3 per evidence section; Discover rebuttals take TIFF or JPEG, 10 of 5 MB. A refusal
 * names the field and stores nothing. Before submission documents go to the open round's draft;
 * after, they are supplements of the submitted rebuttal: added, never removed.
 */

/** The largest file any rule accepts: the form is read up to this, the rule's own limit checked after. */
export const READ_LIMITS = { maxBytes: REBUTTAL_LIMITS.discover.maxBytes, files: REBUTTAL_LIMITS.pdf.maxFiles + 1, fields: 4 };

const MB = 1024 * 1024;

async function checkFile(f: UploadedPart, discover: boolean): Promise<{ mime: string; ext: string }> {
  const rule = discover ? REBUTTAL_LIMITS.discover : REBUTTAL_LIMITS.pdf;
  const name = f.fileName || 'file';
  if (f.body.length > rule.maxBytes) throw fieldError('files', 'dispute.fileTooLarge', { name, max: rule.maxBytes / MB });
  const type = f.body.length > 0 ? await fileTypeFromBuffer(f.body) : undefined;
  if (!type || !(rule.types as readonly string[]).includes(type.ext))
    throw fieldError('files', 'dispute.fileType', { name, types: discover ? 'TIFF/JPEG' : 'PDF' });
  if (type.ext === 'pdf') {
    let pages = 0;
    try {
      // pdf-lib refuses an encrypted document unless told to ignore it: that refusal is the check
      pages = (await PDFDocument.load(f.body, { updateMetadata: false })).getPageCount();
    } catch (e) {
      if (e instanceof Error && /encrypt/i.test(e.message)) throw fieldError('files', 'dispute.pdfEncrypted', { name });
    }
    // a document with no page tree (a PDF header on anything else) is no document
    if (pages < 1) throw fieldError('files', 'dispute.pdfUnreadable', { name });
  }
  return type;
}

export async function addDocuments(
  db: Db,
  files: FileStore,
  o: { scope: string[]; chargebackId: string; section: string; parts: UploadedPart[]; actor: DisputeActor & { kind: 'operator' }; now: Date },
): Promise<RebuttalDocumentItem[]> {
  if (o.parts.length === 0) throw new AppError(Codes.UPLOAD_NO_FILE);
  if (!(EVIDENCE_SECTIONS as readonly string[]).includes(o.section)) throw fieldError('section', 'validation.invalid');
  const section = o.section as EvidenceSection;
  const cb0 = await store.selectChargeback(db, { chargebackId: o.chargebackId, scope: o.scope });
  if (!cb0) throw new AppError(Codes.NOT_FOUND);
  if (!(CATEGORY_SECTIONS[cb0.category] as readonly string[]).includes(section)) throw fieldError('section', 'dispute.sectionNotAsked', { section });
  const discover = cb0.scheme === 'discover';
  const max = discover ? REBUTTAL_LIMITS.discover.maxFiles : REBUTTAL_LIMITS.pdf.maxFiles;
  if (o.parts.length > max) throw fieldError('files', 'dispute.tooManyFiles', { max });
  const types: Array<{ mime: string; ext: string }> = [];
  for (const f of o.parts) types.push(await checkFile(f, discover));

  return db.transaction(async (tx) => {
    const cb = (await store.selectChargeback(tx, { chargebackId: o.chargebackId, scope: o.scope, lock: true }))!;
    const round = openRound(cb, o.now);
    // before submission: the open round's draft; after: a supplement of the submitted rebuttal
    const supplemental = round === null;
    if (supplemental && cb.status !== 'rebuttal_submitted') throw stateError(cb);
    const rebuttal = supplemental ? (await store.selectRebuttal(tx, { chargebackId: cb.chargebackId, round: cb.round }))! : await draftOf(tx, cb, round, o.now);
    const existing = (await store.selectDocuments(tx, cb.chargebackId)).filter((d) => d.rebuttalId === rebuttal.id && d.section === section);
    if (existing.length + o.parts.length > REBUTTAL_LIMITS.perSection)
      throw fieldError('files', 'dispute.tooManyInSection', { max: REBUTTAL_LIMITS.perSection });
    const rows = [];
    for (const [i, f] of o.parts.entries()) {
      // eslint-disable-next-line no-control-regex -- the name is only a label: control characters go
      const name = f.fileName.replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 200) || `evidence.${types[i]!.ext}`;
      const fileId = await files.put(tx, { merchantNo: cb.merchantNo, fileName: name, contentType: types[i]!.mime, body: f.body });
      rows.push({
        rebuttalId: rebuttal.id,
        chargebackId: cb.chargebackId,
        merchantNo: cb.merchantNo,
        fileId,
        section,
        name,
        size: f.body.length,
        contentType: types[i]!.mime,
        supplemental,
        uploadedAt: o.now,
        uploadedByUserId: o.actor.userId,
      });
    }
    const stored = await store.insertDocuments(tx, rows);
    await recordEvent(tx, cb, supplemental ? 'supplementAdded' : 'documentsAdded', o.actor, o.now, { round: rebuttal.round, section, files: stored.length });
    return stored.map(documentItem);
  });
}

/** A document of a chargeback in scope (the chargeback decides who reads it): not found otherwise. */
export async function openDocument(db: Db, files: FileStore, q: { scope: string[]; chargebackId: string; documentId: number }) {
  const cb = await store.selectChargeback(db, { chargebackId: q.chargebackId, scope: q.scope });
  const doc = cb ? (await store.selectDocuments(db, cb.chargebackId)).find((d) => d.id === q.documentId) : undefined;
  const file = doc ? await files.open(db, doc.fileId, [cb!.merchantNo]) : null;
  if (!file) throw new AppError(Codes.NOT_FOUND);
  return file;
}
