import type { MerchantLoginRecord } from '@crossbill/contracts/session';
import { MerchantStatus } from '@crossbill/contracts/merchant';

/** i18n key (merchant namespace) of a merchant type number; unknown ones read as the default type. */
export const merchantTypeKey = (type: number | null | undefined) => `type.${type ?? 0}`;

/** i18n key of a business line (acquiring, payout, collection). */
export const businessLineKey = (line: string) => `line.${line}`;

/**
 * The status a switcher row shows: an onboarding account (status 4) shows where its application
 * stands (spec 4), the others their account status.
 */
export function accountStatusKey(record: Pick<MerchantLoginRecord, 'status' | 'auditStatus'>): string {
  if (record.status === MerchantStatus.ONBOARDING) {
    const audit = record.auditStatus;
    if (!audit) return 'audit.notCompleted';
    if (audit === 'waiting' || audit === 'processing') return 'audit.reviewing';
    if (audit === 'fail' || audit === 'refuse') return 'audit.failed';
  }
  return `status.${record.status}`;
}

export const accountStatusColor = (key: string): string =>
  key === 'status.1' ? 'green' : key === 'audit.reviewing' ? 'blue' : key === 'audit.failed' || key === 'status.3' || key === 'status.6' ? 'red' : 'orange';
