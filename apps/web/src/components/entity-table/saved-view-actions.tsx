import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, EditOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import { SAVED_VIEW_ADMIN_CODE } from '@crossbill/contracts/resources';
import type { SavedView } from '@crossbill/contracts/saved-view';
import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useAccess } from '../access';
import { useDeleteSavedView, useTakeOverSavedView } from './use-saved-views';

/**
 * A view's buttons in the Views panel: the operator's own view is renamed, changed and deleted; a
 * teammate's shared view is the team administrator's to delete (SAVED_VIEW_ADMIN_CODE), and to take
 * over when its owner has left. Anyone else's view has none.
 */
export function SavedViewActions({ view: v, edit }: { view: SavedView; edit: () => void }) {
  const { t } = useTranslation('list');
  const { has } = useAccess();
  const remove = useDeleteSavedView(v.listId);
  const takeOver = useTakeOverSavedView(v.listId);
  const admin = !v.mine && v.visibility === 'shared' && has(SAVED_VIEW_ADMIN_CODE);
  if (!v.mine && !admin) return null;
  const take = () =>
    takeOver.mutateAsync(v.id).then(
      () => toast.success(t('views.takenOver')),
      // the administrator's own view of that name: a field error, which the client leaves to the screen
      (e: unknown) => void (isApiError(e, Codes.VALIDATION.code) && toast.error(e.respMsg)),
    );
  return (
    <span style={{ marginInlineStart: 'auto', display: 'inline-flex' }}>
      {v.mine ? <Button type="text" size="small" icon={<EditOutlined />} aria-label={t('views.edit', { name: v.name })} onClick={edit} /> : null}
      {admin && v.ownerLeft ? (
        <Popconfirm title={t('views.takeOverConfirm', { name: v.name })} okText={t('views.takeOver')} cancelText={t('views.cancel')} onConfirm={take}>
          <Button type="text" size="small" icon={<UserSwitchOutlined />} aria-label={t('views.takeOverOne', { name: v.name })} />
        </Popconfirm>
      ) : null}
      <Popconfirm
        title={v.mine ? t('views.deleteConfirm', { name: v.name }) : t('views.deleteShared', { name: v.name, owner: v.ownerName })}
        okText={t('views.delete')}
        cancelText={t('views.cancel')}
        onConfirm={() => remove.mutateAsync(v.id).then(() => toast.success(t('views.deleted')))}
      >
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('views.deleteOne', { name: v.name })} />
      </Popconfirm>
    </span>
  );
}
