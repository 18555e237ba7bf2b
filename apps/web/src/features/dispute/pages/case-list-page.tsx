import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { caseEntity } from '../case-entity';

/** /transaction/dispute: the dispute cases (one per disputed payment) with their stage, outcome and next due date. */
export function CaseListPage({ onOpen, onOpenTransaction }: { onOpen: (transactionId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('dispute');
  return (
    <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('case.list.title')}
      </Typography.Title>
      <EntityTable entity={caseEntity} open={(r) => onOpen(r.transactionId)} go={{ transaction: onOpenTransaction }} />
    </div>
  );
}
