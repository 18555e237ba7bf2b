import { Tag, Typography } from 'antd';
import { ENROLMENT_STATUSES } from '@crossbill/contracts/enrolment-states';
import { listAlertEnrolments, listRdrEnrolments } from '@crossbill/contracts/endpoints/enrolment';
import type { EnrolmentItem } from '@crossbill/contracts/enrolment';
import { defineEntity, type CellContext, type FilterField } from '../../components/entity-table/entity';
import { formatDateTime } from '../../lib/format';
import { STATUS_COLOR } from './kind';

const filters: FilterField[] = [
  { kind: 'select', name: 'status', label: 'col.status', options: (t) => ENROLMENT_STATUSES.map((s) => ({ value: s, label: t(`enrolment:status.${s}`) })) },
  { kind: 'text', name: 'merchantIdentifier', label: 'col.merchantIdentifier', maxLength: 64 },
];

type Ctx = CellContext<EnrolmentItem>;
const idLink = (r: EnrolmentItem, c: Ctx) => <Typography.Link onClick={() => c.open(r)}>{r.enrolmentId}</Typography.Link>;
const statusTag = (r: EnrolmentItem, c: Ctx) => <Tag color={STATUS_COLOR[r.status]}>{c.t(`enrolment:status.${r.status}`)}</Tag>;
const joined = (v: string[]) => <span style={{ overflowWrap: 'anywhere' }}>{v.join(', ')}</span>;
const texts = { empty: 'list.empty', total: 'list.total' };
const view = (r: EnrolmentItem, c: Ctx) => <Typography.Link onClick={() => c.open(r)}>{c.t('enrolment:list.view')}</Typography.Link>;

/** /risk/alert-enrolment */
export const alertEnrolmentEntity = defineEntity({
  id: 'alertEnrolments',
  ns: ['enrolment'],
  list: listAlertEnrolments,
  rowKey: 'enrolmentId',
  columnPrefix: 'col',
  texts,
  filters,
  columns: [
    { key: 'enrolmentId', render: idLink },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'merchantIdentifier', render: (r) => r.merchantIdentifier },
    { key: 'ethocaMerchantId', render: (r) => r.ethocaMerchantId },
    { key: 'integratorMemberId', render: (r) => r.integratorMemberId || '—' },
    { key: 'pricingTier', render: (r, c) => c.t(`enrolment:tier.${r.pricingTier}`) },
    { key: 'descriptors', render: (r) => joined(r.descriptors) },
    { key: 'status', render: statusTag },
    { key: 'statusChangedAt', render: (r, c) => formatDateTime(r.statusChangedAt, c.language) },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
  ],
  actions: view,
});

/** /risk/rdr-enrolment */
export const rdrEnrolmentEntity = defineEntity({
  id: 'rdrEnrolments',
  ns: ['enrolment'],
  list: listRdrEnrolments,
  rowKey: 'enrolmentId',
  columnPrefix: 'col',
  texts,
  filters,
  columns: [
    { key: 'enrolmentId', render: idLink },
    { key: 'merchantNo', render: (r) => r.merchantNo, familyOnly: true },
    { key: 'merchantIdentifier', render: (r) => r.merchantIdentifier },
    { key: 'bins', render: (r) => joined(r.bins) },
    { key: 'caids', render: (r) => joined(r.caids) },
    { key: 'pricingTier', render: (r, c) => c.t(`enrolment:tier.${r.pricingTier}`) },
    { key: 'descriptors', render: (r) => joined(r.descriptors) },
    { key: 'status', render: statusTag },
    { key: 'statusChangedAt', render: (r, c) => formatDateTime(r.statusChangedAt, c.language) },
    { key: 'createdAt', render: (r, c) => formatDateTime(r.createdAt, c.language) },
  ],
  actions: view,
});
