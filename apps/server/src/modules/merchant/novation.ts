import crypto from 'node:crypto';
import type { z } from 'zod';
import { Codes } from '@crossbill/contracts/codes';
import { NOVATION_SWITCH_DAYS } from '@crossbill/contracts/constants';
import type { novationPending, novationResult } from '@crossbill/contracts/shell';
import type { Db, Executor } from '../../platform/db/client.ts';
import { audit } from '../../platform/audit/audit.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Actor } from '../access/service.ts';
import * as store from './store.ts';

/**
 * The contracting-party change (spec 4, 5): the provider asks a merchant to confirm an agreement with
 * a new entity; the confirmation is recorded once and the entity switches 30 days later (jobs.ts).
 */

const DAY_MS = 24 * 3600_000;
const notFound = () => new AppError(Codes.NOT_FOUND);

/** Ask a merchant to confirm a new agreement with another contracting entity (the popup of spec 4). */
export async function requestNovation(db: Db, input: { merchantNo: string; contractVersion: string; newEntity: string; actor?: Actor }) {
  await db.transaction(async (tx) => {
    const m = await store.merchantOf(tx, input.merchantNo, true);
    if (!m) throw new AppError(Codes.NOT_FOUND);
    await store.updateMerchant(tx, m.merchantNo, { novationVersion: input.contractVersion, novationEntity: input.newEntity });
    await audit(tx, {
      ...(input.actor ?? { userId: null }),
      merchantNo: m.merchantNo,
      action: 'novation.request',
      target: input.contractVersion,
      summary: { currentEntity: m.contractEntity, newEntity: input.newEntity },
    });
  });
}

export async function currentNovation(db: Executor, merchantNo: string): Promise<z.infer<typeof novationPending> | null> {
  const m = await store.merchantOf(db, merchantNo);
  if (!m?.novationVersion || (await store.confirmationOf(db, merchantNo, m.novationVersion))) return null;
  return {
    contractVersion: m.novationVersion,
    currentEntity: m.contractEntity,
    newEntity: m.novationEntity ?? m.contractEntity,
    switchDays: NOVATION_SWITCH_DAYS,
  };
}

function toResult(c: store.ConfirmationRow, merchantName: string): z.infer<typeof novationResult> {
  return {
    merchantNo: c.merchantNo,
    merchantName,
    createTime: c.createdAt.toISOString(),
    ip: c.ip,
    contractVersion: c.contractVersion,
    confirmNo: c.confirmNo,
    effectiveTime: c.effectiveAt.toISOString(),
  };
}

/**
 * Record the confirmation; the entity switches NOVATION_SWITCH_DAYS later (merchant jobs).
 * Confirming again answers the first confirmation: one row per merchant and version.
 */
export async function confirmNovation(
  db: Db,
  input: { merchantNo: string; contractVersion: string; userId: number; ip: string; userAgent: string; now: Date },
): Promise<z.infer<typeof novationResult>> {
  return db.transaction(async (tx) => {
    const m = await store.merchantOf(tx, input.merchantNo);
    if (!m) throw notFound();
    const earlier = await store.confirmationOf(tx, m.merchantNo, input.contractVersion);
    if (earlier) return toResult(earlier, m.name);
    if (!m.novationVersion) throw notFound();
    // the popup showed another version than the one now pending: reload
    if (m.novationVersion !== input.contractVersion) throw new AppError(Codes.CONFLICT);
    const row = await store.insertConfirmation(tx, {
      confirmNo: `NC${input.now.getTime()}${crypto.randomInt(100_000, 1_000_000)}`,
      merchantNo: m.merchantNo,
      userId: input.userId,
      contractVersion: input.contractVersion,
      newEntity: m.novationEntity ?? m.contractEntity,
      ip: input.ip,
      createdAt: input.now,
      effectiveAt: new Date(input.now.getTime() + NOVATION_SWITCH_DAYS * DAY_MS),
    });
    // a concurrent confirmation won the race: answer that one
    const saved = row ?? (await store.confirmationOf(tx, m.merchantNo, input.contractVersion));
    if (!saved) throw new AppError(Codes.CONFLICT);
    if (row) {
      await audit(tx, {
        userId: input.userId,
        merchantNo: m.merchantNo,
        action: 'novation.confirm',
        target: row.confirmNo,
        summary: { contractVersion: row.contractVersion, newEntity: row.newEntity, effectiveAt: row.effectiveAt.toISOString() },
        ip: input.ip,
        userAgent: input.userAgent,
      });
    }
    return toResult(saved, m.name);
  });
}

/** Switch the contracting entity of confirmations whose time has come (idempotent). */
export async function applyDueNovations(db: Db, now: Date): Promise<number> {
  let applied = 0;
  for (const c of await store.dueConfirmations(db, now)) {
    await db.transaction(async (tx) => {
      if (!(await store.markApplied(tx, c.id, now))) return;
      await store.applyEntity(tx, c.merchantNo, c.contractVersion, c.newEntity);
      await audit(tx, {
        userId: null,
        merchantNo: c.merchantNo,
        action: 'novation.apply',
        target: c.confirmNo,
        summary: { contractVersion: c.contractVersion, newEntity: c.newEntity },
      });
      applied++;
    });
  }
  return applied;
}
