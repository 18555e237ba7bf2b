import type { Language } from '@crossbill/contracts/constants';
import {
  CUSTOMS_OFFICES,
  DECLARATION_BATCH_COLUMNS,
  DECLARATION_BATCH_MAX_BYTES,
  DECLARATION_BATCH_MAX_ROWS,
  declarationAddBody,
  maskIdNumber,
  type DeclarationBatch,
} from '@crossbill/contracts/declaration';
import { decrypt, encrypt } from '../../platform/crypto/secret-box.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as imports from '../imports/service.ts';
import { t } from '../../platform/i18n.ts';
import { createDeclaration } from './service.ts';

/**
 * Declarations by file (the upload pipeline of modules/imports): one row per payment or sub-order,
 * the template's columns. All or nothing, like the other imports: every row is checked against the
 * contracts' rules and then filed for real inside a savepoint (payment found and succeeded, amount cap,
 * sub-orders, rows of the same file counted together); one bad row fails the file with its row report
 * and nothing is filed. A clean file files and submits every row when its parse succeeds.
 */
export const DECLARATION_PARSE_JOB = 'declaration.batch.parse';

const bodyOf = (cells: Record<string, string | undefined>) => {
  const c = (k: string) => (cells[k] === '' ? undefined : cells[k]);
  return {
    transactionId: (cells.transactionId ?? '').toUpperCase(),
    subOrderNo: c('subOrderNo'),
    customsCode: (cells.customsCode ?? '').toUpperCase(),
    merchantCustomsCode: cells.merchantCustomsCode,
    merchantCustomsName: cells.merchantCustomsName,
    platformCode: c('platformCode'),
    amount: cells.amount,
    goodsAmount: c('goodsAmount'),
    freightAmount: c('freightAmount'),
    taxAmount: c('taxAmount'),
    payerName: cells.payerName,
    payerIdNumber: cells.payerIdNumber,
    submit: true,
  };
};

/** Run the real filing of the rows in a transaction that is always rolled back (the dry run of validate). */
class DryRun extends Error {}

export function declarationImport(kek: Buffer): imports.ImportSpec {
  return {
    kind: 'declaration-batch',
    prefix: 'declaration.batch',
    columns: DECLARATION_BATCH_COLUMNS,
    maxRows: DECLARATION_BATCH_MAX_ROWS,
    maxBytes: DECLARATION_BATCH_MAX_BYTES,
    removeFileOnceParsed: true,
    // cells kept as text (an 18-character ID number or a code must not become a number); the customs offices' codes on a help sheet
    async template(_db, _scope, _query, lang) {
      return {
        text: true,
        help: {
          sheet: t(lang, 'declaration.batch.helpSheet'),
          rows: [
            [t(lang, 'declaration.batch.helpColumn'), t(lang, 'declaration.batch.helpMeaning')],
            ...CUSTOMS_OFFICES.map((c): [string, string] => [c, t(lang, `declaration.customs.${c}`)]),
            ['', t(lang, 'declaration.batch.helpRule')],
          ],
        },
      };
    },
    async validate(db, { merchantNo, rows, now, fail, progress }) {
      const valid: Array<{ row: (typeof rows)[number]; body: ReturnType<typeof declarationAddBody.parse> }> = [];
      for (const [i, r] of rows.entries()) {
        const parsed = declarationAddBody.safeParse(bodyOf(r.cells));
        if (!parsed.success)
          for (const issue of parsed.error.issues) fail(r, String(issue.path[0] ?? ''), issue.message, { max: (issue as { maximum?: unknown }).maximum });
        else valid.push({ row: r, body: parsed.data });
        // the rows are kept on the import (the report reads them): the identity number only sealed and masked
        const id = (r.cells.payerIdNumber ?? '').trim().toUpperCase();
        if (id) {
          r.cells.payerIdSealed = encrypt(kek, id);
          r.cells.payerIdNumber = maskIdNumber(id);
        }
        await progress(i + 1);
      }
      if (valid.length === 0) return;
      // the rules that need the database, rows counted together, in a transaction never committed
      await db
        .transaction(async (tx) => {
          for (const v of valid) {
            await tx
              .transaction(async (sp) => {
                try {
                  await createDeclaration(sp, { merchantNo, body: v.body, actor: { userId: null }, now, kek });
                } catch (e) {
                  if (!(e instanceof AppError)) throw e;
                  const fe = (e.data as { fieldErrors?: Array<{ field: string; message: string; params?: Record<string, unknown> }> } | null)?.fieldErrors?.[0];
                  fail(v.row, fe?.field ?? null, fe?.message ?? e.messageKey, fe?.params ?? e.params);
                  throw e;
                }
              })
              .catch((e: unknown) => {
                if (!(e instanceof AppError)) throw e;
              });
          }
          throw new DryRun();
        })
        .catch((e: unknown) => {
          if (!(e instanceof DryRun)) throw e;
        });
    },
    async onSucceeded(tx: Tx, b, now) {
      for (const r of b.rows)
        await createDeclaration(tx, {
          merchantNo: b.merchantNo,
          body: declarationAddBody.parse({ ...bodyOf(r.cells), payerIdNumber: decrypt(kek, r.cells.payerIdSealed!) }),
          actor: { userId: b.uploaderUserId },
          now,
          kek,
          batchNo: b.batchNo,
        });
    },
  };
}

export const declarationBatchView =
  (spec: imports.ImportSpec) =>
  (b: imports.ImportBatchRow, lang: Language): DeclarationBatch =>
    imports.importBaseView(spec, b, lang);
