import type { ApprovalSettingInput } from '@crossbill/contracts/transfer-approval';

/**
 * The setting being edited, carried from transapproval/edit to transapproval/confirm (and back):
 * kept in the tab's sessionStorage so that a reload of the confirmation page keeps it, and dropped
 * once confirmed.
 */
const KEY = 'crossbill.transapproval.draft';

export function saveDraft(setting: ApprovalSettingInput): void {
  sessionStorage.setItem(KEY, JSON.stringify(setting));
}

export function readDraft(): ApprovalSettingInput | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ApprovalSettingInput) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  sessionStorage.removeItem(KEY);
}
