import { Space, Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DunningState, FrequencyUnit } from '@crossbill/contracts/subscription';

/** Status 0 initiated, 1 active, 2 closed, 3 cancelled (spec 4). */
export const STATUS_COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'default', 3: 'red' };
const DUNNING_COLOR: Record<Exclude<DunningState, 'none'>, string> = { past_due: 'orange', unpaid: 'red' };

/** "every month", "every 2 months" / "每月", "每 2 个月". */
export const frequencyText = (unit: FrequencyUnit, count: number, t: TFunction) =>
  count === 1 ? t(`subscription:every1.${unit}`) : t(`subscription:everyN.${unit}`, { count });

/** "3 / 12", or "3 / —" for a permanent plan (spec 9: a dash for no end). */
export const cyclesText = (current: number, total: number | null) => `${current} / ${total ?? '—'}`;

/** The status, and beside it the collection state after a failed charge (past due, unpaid). */
export function StatusTags({ status, dunning, t }: { status: number; dunning: DunningState; t: TFunction }) {
  return (
    <Space size={4} wrap>
      <Tag color={STATUS_COLOR[status]}>{t(`subscription:status.${status}`)}</Tag>
      {dunning !== 'none' ? <Tag color={DUNNING_COLOR[dunning]}>{t(`subscription:dunning.${dunning}`)}</Tag> : null}
    </Space>
  );
}

/** A card number as stored: BIN, stars, last four (never more). */
export const Masked = ({ value }: { value: string | null }) =>
  value ? <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{value}</span> : <>—</>;
