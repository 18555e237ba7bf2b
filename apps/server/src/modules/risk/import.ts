import { businessDate } from '@crossbill/contracts/business-time';
import { maskedCard, type BlacklistAttribute, type ItemStatus } from '@crossbill/contracts/blacklist';
import {
  BLACKLIST_IMPORT_COLUMNS,
  BLACKLIST_IMPORT_MAX_BYTES,
  BLACKLIST_IMPORT_MAX_ROWS,
  IMPORT_STATUS_WORDS,
  blacklistImportTarget,
  type BlacklistImport,
  type BlacklistImportColumn,
} from '@crossbill/contracts/blacklist-import';
import type { Language } from '@crossbill/contracts/constants';
import { isoDate, text } from '@crossbill/contracts/validation';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import { t } from '../../platform/i18n.ts';
import * as imports from '../imports/service.ts';
import { expiryOf, itemOf, type ItemInput } from './entries.ts';
import { lockedList } from './service.ts';
import * as store from './store.ts';
import type { NewItem } from './store.ts';

/**
 * Blacklist items by file (spec 5 blacklist import), through the xlsx import pipeline: every row is
 * made by itemOf, the rule of the form's items, and checked against the other rows and the list. A
 * clean file is added in the transaction that ends its parse (locking the list, one audit entry);
 * any bad row and nothing is added. A card number never stays: its cell is kept masked (the report
 * shows it so), the item as its keyed hash, and the uploaded file is deleted once read.
 */
export const BLACKLIST_PARSE_JOB = 'risk.blacklist.import.parse';
export const BLACKLIST_SWEEP_JOB = 'risk.blacklist.import.sweep';

type Cells = Record<BlacklistImportColumn, string>;
const REMARKS = text(200);
const TRANSACTION_ID = /^[A-Z0-9]{6,40}$/;

/** The template's example value of each attribute (documentation ranges and a test card). */
const EXAMPLE: Record<BlacklistAttribute, string> = {
  phone: '+8613800138000',
  ip: '203.0.113.9',
  email: 'fraud@example.com',
  email_domain: 'example.com',
  card: '4111111111111111',
};

/** What is kept of a card list's value cell: BIN and last four of anything long enough to be a card number. */
function keptCell(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.length >= 12 ? maskedCard(digits.slice(0, 6), digits.slice(-4)) : raw;
}

/** The field of an itemOf refusal → the file's column. */
const COLUMN_OF: Record<string, BlacklistImportColumn> = { value: 'value', transactionId: 'value', expiryDate: 'expiryDate' };
/** The column-mapped field a refusal names, if it is a field error of a column. */
function fieldOf(e: unknown): string | null {
  const field = e instanceof AppError ? (e.data as { fieldErrors?: Array<{ field: string }> } | null)?.fieldErrors?.[0]?.field : undefined;
  return field && COLUMN_OF[field] ? field : null;
}
/** The refusal `f` throws, if any. */
function refusal(f: () => unknown): AppError | null {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

/** The import of one list's items; `key` is the card-hash key (card-hash.ts), `clock` the server's clock. */
export function blacklistImportSpec(key: () => Buffer, clock: () => Date): imports.ImportSpec {
  const listOf = (db: Parameters<typeof lockedList>[0], scope: string[], query: unknown) => lockedList(db, scope, blacklistImportTarget.parse(query).listId);
  return {
    kind: 'blacklist-import',
    prefix: 'blacklist.import',
    columns: BLACKLIST_IMPORT_COLUMNS,
    maxRows: BLACKLIST_IMPORT_MAX_ROWS,
    maxBytes: BLACKLIST_IMPORT_MAX_BYTES,
    removeFileOnceParsed: true,

    target: async (db, scope, query) => {
      const list = await listOf(db, scope, query);
      return { id: list.id, merchantNo: list.merchantNo };
    },

    async template(db, scope, query, lang) {
      const list = await listOf(db, scope, query);
      const year = Number(businessDate(clock()).slice(0, 4));
      const help = (c: BlacklistImportColumn) => [t(lang, `blacklist.import.column.${c}`), t(lang, `blacklist.import.help.${c}`)] as [string, string];
      return {
        text: true,
        examples: [['C', EXAMPLE[list.attribute], 'Active', `${year + 1}-12-31`, t(lang, 'blacklist.import.exampleRemarks')]],
        help: {
          sheet: t(lang, 'blacklist.import.help.sheet'),
          rows: [...BLACKLIST_IMPORT_COLUMNS.map(help), ['', t(lang, 'blacklist.import.help.plainText')]],
        },
      };
    },

    async validate(db, { merchantNo, targetId, rows, now, fail, progress }) {
      const list = targetId === null ? null : await store.selectList(db, [merchantNo], targetId);
      if (!list) return fail(null, null, 'blacklist.import.listGone');
      // rows by matched value (the first of each), and the rows whose every cell is right
      const seen = new Map<string, number>();
      const valueOfRow = new Map<number, string>();
      const good = new Map<number, NewItem>();
      for (const [i, r] of rows.entries()) {
        const c = r.cells as Cells;
        const raw = c.value;
        const type = c.type.toUpperCase();
        // the number is never kept: the rows are stored with the import and fill its report
        if (list.attribute === 'card' && type !== 'M') r.cells.value = keptCell(raw);
        let bad = false;
        const no = (column: BlacklistImportColumn, k: string, params?: Record<string, unknown>) => {
          bad = true;
          fail(r, column, k, params);
        };

        const typeOk = type === 'C' || type === 'M';
        if (!type) no('type', 'validation.required');
        else if (!typeOk) no('type', 'blacklist.import.type');
        const status = Object.entries(IMPORT_STATUS_WORDS).find(([w]) => w.toLowerCase() === c.status.toLowerCase())?.[1];
        if (!c.status) no('status', 'validation.required');
        else if (!status) no('status', 'blacklist.import.status');
        let expiryDate: string | null = null;
        if (c.expiryDate && !isoDate.safeParse(c.expiryDate).success) no('expiryDate', 'blacklist.import.expiryFormat');
        else if (c.expiryDate) {
          const refused = refusal(() => expiryOf(c.expiryDate, now));
          if (refused) no('expiryDate', refused.messageKey, refused.params);
          else expiryDate = c.expiryDate;
        }
        const remarks = REMARKS.safeParse(c.remarks);
        if (!remarks.success) no('remarks', remarks.error.issues[0]!.message, { max: 200 });

        // the value by the form's own rule, whatever else is wrong with the row
        if (!raw) no('value', 'validation.required');
        else if (type === 'M' && !TRANSACTION_ID.test(raw.toUpperCase())) no('value', 'blacklist.transactionNotFound', { transactionId: raw });
        else if (typeOk) {
          const input: ItemInput = { type, value: raw, transactionId: raw.toUpperCase(), status: status ?? 'active', expiryDate, remarks: remarks.data };
          const item = await itemOf(db, key(), list, input, now).catch((e: unknown) => {
            const field = fieldOf(e);
            if (!field) throw e;
            no(COLUMN_OF[field]!, (e as AppError).messageKey, (e as AppError).params);
            return null;
          });
          const first = item && seen.get(item.value);
          if (first) no('value', 'blacklist.import.duplicateRow', { row: first });
          else if (item) seen.set(item.value, r.row);
          if (item) valueOfRow.set(r.row, item.value);
          if (item && !bad) good.set(r.row, item);
        }
        await progress(i + 1);
      }
      const taken = await store.valuesOnList(db, list.id, [...seen.keys()]);
      for (const r of rows) {
        const value = valueOfRow.get(r.row);
        const item = good.get(r.row);
        if (value !== undefined && taken.has(value)) fail(r, 'value', 'blacklist.duplicate');
        else if (item) r.extra = extraOf(item);
      }
    },

    async onSucceeded(tx, b, now) {
      // the list is locked as the form's add locks it: a value added meanwhile is seen here
      const list = await store.selectList(tx, [b.merchantNo], b.targetId ?? 0, true);
      if (!list) return [{ row: 0, column: null, key: 'blacklist.import.listGone' }];
      const items = b.rows.map((r) => itemFromExtra(list.id, list.merchantNo, list.attribute, r.extra ?? {}, now));
      const taken = await store.valuesOnList(
        tx,
        list.id,
        items.map((i) => i.value),
      );
      if (taken.size) return b.rows.filter((_, i) => taken.has(items[i]!.value)).map((r) => ({ row: r.row, column: 'value', key: 'blacklist.duplicate' }));
      const added = await store.insertItems(tx, items);
      await store.adjustCount(tx, list.id, added);
      await store.updateList(tx, list.id, { updatedAt: now });
      await audit(tx, {
        userId: b.uploaderUserId,
        merchantNo: list.merchantNo,
        action: 'blacklist.import',
        target: String(list.id),
        summary: { batchNo: b.batchNo, fileName: b.fileName, added },
      });
    },
  };
}

/** A checked row's item as the import keeps it until it is added (no card number: its hash and mask). */
function extraOf(i: NewItem): Record<string, string> {
  return {
    value: i.value,
    display: i.display,
    type: i.type,
    transactionId: i.transactionId ?? '',
    status: i.status,
    expiryDate: i.expiryDate ?? '',
    expiresAt: i.expiresAt?.toISOString() ?? '',
    remarks: i.remarks ?? '',
  };
}

function itemFromExtra(listId: number, merchantNo: string, attribute: BlacklistAttribute, e: Record<string, string>, now: Date): NewItem {
  return {
    listId,
    merchantNo,
    attribute,
    value: e.value!,
    display: e.display!,
    type: e.type === 'M' ? 'M' : 'C',
    transactionId: e.transactionId || null,
    status: e.status as ItemStatus,
    expiryDate: e.expiryDate || null,
    expiresAt: e.expiresAt ? new Date(e.expiresAt) : null,
    remarks: e.remarks ?? '',
    createdAt: now,
    updatedAt: now,
  };
}

export function blacklistImportView(spec: imports.ImportSpec) {
  return (b: imports.ImportBatchRow, lang: Language): BlacklistImport => ({ ...imports.importBaseView(spec, b, lang), listId: b.targetId ?? 0 });
}
