import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DeclarationStatus } from '@crossbill/contracts/declaration';

const STATUS_COLOR: Record<DeclarationStatus, string> = { to_be_submitted: 'default', submitted: 'processing', accepted: 'success', rejected: 'error' };

/** The declaration's state as a coloured tag. */
export const StatusTag = ({ status, t }: { status: DeclarationStatus; t: TFunction }) => (
  <Tag color={STATUS_COLOR[status]}>{t(`messages:declaration.status.${status}`)}</Tag>
);

/** "Hangzhou (unified channel) · HANGZHOU_ZONGSHU": the office's name, its code beside it as the customs know it. */
export const customsLabel = (code: string, t: TFunction) => `${t(`messages:declaration.customs.${code}`)} (${code})`;
