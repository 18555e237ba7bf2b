import { DECLARATION_STATUSES, REJECT_REASONS, type DeclarationStatus, type RejectReason } from '@crossbill/contracts/declaration';
import type { OpsCommand } from './ops-command.ts';
import { fieldError } from '../platform/http/errors.ts';
import { answerByProvider, answerDueDeclarations, listDeclarations, newReceiptNo } from '../modules/declaration/service.ts';

/**
 * The customs' side of payment declarations (`npm run ops -- declarations …`): list a merchant's
 * declarations, answer a submitted one (accept with a receipt number, or reject with a reason), or run
 * the sandbox customs office's answers now.
 */
export const DECLARATION_COMMANDS: OpsCommand[] = [
  {
    name: 'declarations list',
    args: '--merchant <merchantNo> [--status to_be_submitted|submitted|accepted|rejected]',
    summary: "A merchant's newest 50 customs declarations: id, payment, sub-order, customs office, amount, status",
    options: { merchant: { type: 'string' }, status: { type: 'string' } },
    required: ['merchant'],
    async run({ database, values, out }) {
      const status = values.status === undefined ? undefined : String(values.status);
      if (status !== undefined && !DECLARATION_STATUSES.includes(status as DeclarationStatus)) throw fieldError('status', 'validation.invalid');
      const page = await listDeclarations(database.db, [String(values.merchant)], { status: status as DeclarationStatus | undefined, page: 1, size: 50 });
      for (const d of page.content)
        out(
          `${d.declarationId}  ${d.transactionId}${d.subOrderNo ? `/${d.subOrderNo}` : ''}  ${d.customsCode}  ${d.amount} ${d.currency}  ${d.status}${d.rejectCode ? ` (${d.rejectCode})` : ''}`,
        );
      out(`${page.total} declaration${page.total === 1 ? '' : 's'}.`);
    },
  },
  {
    name: 'declarations answer',
    args: '--merchant <merchantNo> --declaration <declarationId> (--accept | --reject <reason code> [--message <text>])',
    summary: `The customs answers a submitted declaration: accepted with a receipt number, or rejected with a reason (${REJECT_REASONS.join(', ')})`,
    options: {
      merchant: { type: 'string' },
      declaration: { type: 'string' },
      accept: { type: 'boolean' },
      reject: { type: 'string' },
      message: { type: 'string' },
    },
    required: ['merchant', 'declaration'],
    async run({ database, values, out }) {
      const reject = values.reject === undefined ? undefined : String(values.reject).toUpperCase();
      // exactly one of the two answers
      if (Boolean(values.accept) === (reject !== undefined)) throw fieldError('accept', 'validation.required');
      if (reject !== undefined && !REJECT_REASONS.includes(reject as RejectReason)) throw fieldError('reject', 'validation.invalid');
      const now = new Date();
      const d = await answerByProvider(database.db, {
        merchantNo: String(values.merchant),
        declarationId: String(values.declaration),
        answer: reject
          ? { accepted: false, code: reject as RejectReason, message: values.message === undefined ? null : String(values.message).slice(0, 200) }
          : { accepted: true, receiptNo: newReceiptNo(now) },
        now,
      });
      out(
        `Declaration ${d.declarationId}: ${d.status}${d.customsReceiptNo ? `, receipt ${d.customsReceiptNo}` : ''}${d.rejectCode ? `, ${d.rejectCode}` : ''}.`,
      );
    },
  },
  {
    name: 'declarations sweep',
    args: '[--merchant <merchantNo>]',
    summary: 'The sandbox customs office answers now every declaration submitted at least a minute ago, by its documented rule',
    options: { merchant: { type: 'string' } },
    async run({ database, values, out }) {
      const n = await answerDueDeclarations(database.db, new Date(), { scope: values.merchant === undefined ? undefined : [String(values.merchant)] });
      out(`The customs answered ${n} declaration${n === 1 ? '' : 's'}.`);
    },
  },
];
