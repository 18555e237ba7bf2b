import { useTranslation } from 'react-i18next';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { caseEntity } from '../case-entity';

/** /transaction/dispute: the dispute cases (one per disputed payment) with their stage, outcome and next due date. */
export function CaseListPage({ onOpen, onOpenTransaction }: { onOpen: (transactionId: string) => void; onOpenTransaction: (id: string) => void }) {
  const { t } = useTranslation('dispute');
  return (
    <EntityListPage title={t('case.list.title')}>
      <EntityTable entity={caseEntity} open={(r) => onOpen(r.transactionId)} go={{ transaction: onOpenTransaction }} />
    </EntityListPage>
  );
}
