import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { EntityListPage } from '../../../components/entity-list-page';
import { EntityTable } from '../../../components/entity-table/entity-table';
import { toast } from '../../../lib/toast';
import { useDeletePayee } from '../api/delete-payee';
import type { PayeeSurface } from '../api/surface';
import { contactEntity, settlementPayeeEntity } from '../entity';

/** transfer/contact and settlement/payee-manage: payees filtered by ?name&currency&country&category, default badge, edit, delete. */
export function PayeeListPage({
  surface,
  onAdd,
  onEdit,
  onView,
}: {
  surface: PayeeSurface;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onView?: (id: number) => void;
}) {
  const { t } = useTranslation(['payee', 'messages']);
  const remove = useDeletePayee(surface);
  const prefix = surface.purpose === 'transfer' ? 'contacts' : 'accounts';
  const go = {
    view: onView && ((id: string) => onView(Number(id))),
    edit: (id: string) => onEdit(Number(id)),
    // the confirmation waits for the answer; a refusal (a transfer still waits to pay this payee) is told by the client's error toast
    delete: (id: string) =>
      remove.mutateAsync(Number(id)).then(
        () => toast.success(t('list.deleted')),
        () => undefined,
      ),
  };

  return (
    <EntityListPage
      title={t(`${prefix}.title`)}
      intro={t(`${prefix}.intro`)}
      actions={
        <Access code={`${surface.code}:add`}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t(`${prefix}.add`)}
          </Button>
        </Access>
      }
    >
      {surface.purpose === 'transfer' ? <EntityTable entity={contactEntity} go={go} /> : <EntityTable entity={settlementPayeeEntity} go={go} />}
    </EntityListPage>
  );
}
