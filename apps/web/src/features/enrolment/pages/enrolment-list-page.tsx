import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { alertEnrolmentEntity, rdrEnrolmentEntity } from '../entity';
import { KIND } from '../kind';

/** risk/alert-enrolment and risk/rdr-enrolment: the enrolments of one kind, a new one from the toolbar. */
export function EnrolmentListPage({ kind, onOpen, onAdd }: { kind: EnrolmentKind; onOpen: (id: string) => void; onAdd: () => void }) {
  const { t } = useTranslation('enrolment');
  const add = (
    <Access code={KIND[kind].editCode}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {t(`list.add.${kind}`)}
      </Button>
    </Access>
  );
  return (
    <EntityListPage title={t(`list.title.${kind}`)} actions={add}>
      {kind === 'alerts' ? (
        <EntityTable entity={alertEnrolmentEntity} open={(r) => onOpen(r.enrolmentId)} />
      ) : (
        <EntityTable entity={rdrEnrolmentEntity} open={(r) => onOpen(r.enrolmentId)} />
      )}
    </EntityListPage>
  );
}
