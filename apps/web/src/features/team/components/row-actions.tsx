import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OperatorItem, RoleItem } from '@crossbill/contracts/team';
import { useAccess } from '../../../components/access';
import { roleName } from '../../../lib/role-name';
import { toast } from '../../../lib/toast';
import { useDeleteRole } from '../api/delete-role';
import { useResetOperatorPassword, useSetOperatorStatus } from '../api/operator-actions';

/** An operator's row buttons, each behind its code: edit (the page's form), enable or disable (not oneself), reset the password. */
export function OperatorRowActions({ o, onEdit }: { o: OperatorItem; onEdit: () => void }) {
  const { t } = useTranslation('team');
  const access = useAccess();
  const status = useSetOperatorStatus();
  const reset = useResetOperatorPassword();
  const [modal, holder] = Modal.useModal();
  const enabled = o.status === 1;

  const toggle = () =>
    void modal.confirm({
      title: t(enabled ? 'operator.disableTitle' : 'operator.enableTitle', { name: o.name }),
      content: t(enabled ? 'operator.disableBody' : 'operator.enableBody'),
      okText: t(enabled ? 'operator.disable' : 'operator.enable'),
      okButtonProps: { danger: enabled },
      cancelText: t('cancel'),
      onOk: () => status.mutateAsync({ id: o.id, status: enabled ? 0 : 1 }).then(() => toast.success(t('operator.statusSaved'))),
    });

  const resetPassword = () =>
    void modal.confirm({
      title: t('operator.resetTitle', { name: o.name }),
      content: t('operator.resetBody', { email: o.email }),
      okText: t('operator.resetPassword'),
      cancelText: t('cancel'),
      onOk: () => reset.mutateAsync(o.id).then(() => toast.success(t('operator.resetSent', { email: o.email }))),
    });

  return (
    <>
      {holder}
      <Space size={0} wrap>
        {access.has('permission:operator:edit') ? (
          <Button size="small" type="link" onClick={onEdit} aria-label={t('operator.editNamed', { name: o.name })}>
            {t('edit')}
          </Button>
        ) : null}
        {access.has('permission:operator:status') && !o.isSelf ? (
          <Button
            size="small"
            type="link"
            danger={enabled}
            onClick={toggle}
            aria-label={t(enabled ? 'operator.disableNamed' : 'operator.enableNamed', { name: o.name })}
          >
            {t(enabled ? 'operator.disable' : 'operator.enable')}
          </Button>
        ) : null}
        {access.has('permission:operator:resetPassword') && enabled ? (
          <Button size="small" type="link" onClick={resetPassword} aria-label={t('operator.resetNamed', { name: o.name })}>
            {t('operator.resetPassword')}
          </Button>
        ) : null}
      </Space>
    </>
  );
}

/**
 * A role's row buttons: edit (the page's form) and delete. Deleting one that operators hold asks
 * first and says how many hold it: they stay operators without a role (no menu) until given another.
 */
export function RoleRowActions({ r, onEdit }: { r: RoleItem; onEdit: () => void }) {
  const { t } = useTranslation('team');
  const access = useAccess();
  const remove = useDeleteRole();
  const [modal, holder] = Modal.useModal();
  const name = roleName(r.name);

  const askDelete = () =>
    void modal.confirm({
      title: t('role.deleteTitle', { name: r.name }),
      content: r.operatorCount > 0 ? t('role.deleteInUse', { count: r.operatorCount }) : t('role.deleteUnused'),
      okText: t('role.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => remove.mutateAsync({ id: r.id, force: r.operatorCount > 0 }).then(() => toast.success(t('role.deleted'))),
    });

  return (
    <>
      {holder}
      <Space>
        {access.has('permission:role:edit') ? (
          <Button size="small" type="link" onClick={onEdit} aria-label={t('role.editNamed', { name })}>
            {t('edit')}
          </Button>
        ) : null}
        {access.has('permission:role:delete') && !r.isAdmin ? (
          <Button size="small" type="link" danger onClick={askDelete} aria-label={t('role.deleteNamed', { name })}>
            {t('role.delete')}
          </Button>
        ) : null}
      </Space>
    </>
  );
}
