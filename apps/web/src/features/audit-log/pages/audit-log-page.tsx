import { useState } from 'react';
import { Button } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { AuditEntryDrawer } from '../components/entry-drawer';
import { RetentionModal } from '../components/retention-modal';
import { auditLogEntity } from '../entity';

/** /account/audit-log: the merchant's audit entries with filters, a detail drawer, export and the retention setting. */
export function AuditLogPage() {
  const { t } = useTranslation('audit-log');
  const [openId, setOpenId] = useState<number | null>(null);
  const [retention, setRetention] = useState(false);
  return (
    <EntityListPage
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        <Access code="account:auditLog:retention">
          <Button icon={<HistoryOutlined />} onClick={() => setRetention(true)}>
            {t('retention.button')}
          </Button>
        </Access>
      }
    >
      <EntityTable entity={auditLogEntity} open={(r) => setOpenId(r.id)} />
      <AuditEntryDrawer id={openId} onClose={() => setOpenId(null)} />
      <RetentionModal open={retention} onClose={() => setRetention(false)} />
    </EntityListPage>
  );
}
