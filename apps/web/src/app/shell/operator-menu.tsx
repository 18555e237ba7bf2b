import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../features/session/api/logout';
import { paths } from '../paths';
import { isLiveRoute } from '../route-match';

/**
 * The operator menu (data-testid="operator-menu"): name and e-mail; update password and switch
 * account (hidden for managers, spec 6); log out.
 */
export function OperatorMenu({ name, email, isManage, compact }: { name: string; email: string; isManage: boolean; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();

  const doLogout = async () => {
    await endSession();
    await navigate(paths.login(), { replace: true });
  };

  // no icons in the items: an icon's aria-label would become part of the item's accessible name
  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div style={{ lineHeight: 1.4 }}>
          <Typography.Text strong>{name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {email}
          </Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    ...(!isManage && isLiveRoute(paths.passwordEdit())
      ? [{ key: 'password', label: t('operator.updatePassword'), onClick: () => void navigate(paths.passwordEdit()) }]
      : []),
    ...(!isManage && isLiveRoute(paths.switch()) ? [{ key: 'switch', label: t('operator.switchAccount'), onClick: () => void navigate(paths.switch()) }] : []),
    { key: 'logout', label: t('operator.logout'), onClick: () => void doLogout() },
  ];

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items }}>
      <Button type="text" data-testid="operator-menu" aria-label={t('operator.label')} style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Avatar size="small" icon={<UserOutlined />} />
        {!compact && (
          <Typography.Text ellipsis style={{ maxWidth: 160 }}>
            {name}
          </Typography.Text>
        )}
      </Button>
    </Dropdown>
  );
}
