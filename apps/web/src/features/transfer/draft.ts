import type { FeeBearing, TransferPurpose } from '@crossbill/contracts/transfer';

/**
 * The single-transfer wizard's draft (recipient → amount → confirm → review), kept in the tab's
 * sessionStorage so that back and forward between the steps keep what was typed. The idempotency
 * key is made with the draft: a repeated submit of the same draft replays its first answer.
 */
export interface TransferDraft {
  payeeId?: number;
  sendCurrency?: string;
  fixedSide: 'send' | 'receive';
  amount?: string;
  feeBearing: FeeBearing;
  purpose?: TransferPurpose;
  merchantReference?: string;
  certificate?: { id: string; fileName: string };
  /** YYYY-MM-DD (Beijing); absent: immediate */
  scheduledDate?: string;
  key: string;
}

const STORE = 'crossbill.transferDraft';
const fresh = (): TransferDraft => ({ fixedSide: 'send', feeBearing: 'sender', key: crypto.randomUUID() });

export function readDraft(): TransferDraft {
  try {
    const raw = sessionStorage.getItem(STORE);
    return raw ? { ...fresh(), ...(JSON.parse(raw) as Partial<TransferDraft>) } : fresh();
  } catch {
    return fresh();
  }
}

/** Merge a change; any change of what is sent makes a new idempotency key (it is another request). */
export function saveDraft(patch: Partial<TransferDraft>): TransferDraft {
  const next = { ...readDraft(), ...patch, key: crypto.randomUUID() };
  sessionStorage.setItem(STORE, JSON.stringify(next));
  return next;
}

export const clearDraft = () => sessionStorage.removeItem(STORE);
