import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { SplitStatus } from '@crossbill/contracts/dividend';

const COLORS: Record<SplitStatus, string> = { pending: 'processing', settled: 'success', reversed: 'default', failed: 'error' };

/** A split's status as a tag, in the operator's language. */
export const SplitStatusTag = ({ status, t }: { status: SplitStatus; t: TFunction }) => <Tag color={COLORS[status]}>{t(`dividend:status.${status}`)}</Tag>;

/** Basis points as a percentage with two decimals ("30.00 %"). */
export const percentOf = (bp: number) => `${(bp / 100).toFixed(2)} %`;
