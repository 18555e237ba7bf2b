import { useEffect } from 'react';
import { Avatar, Button, Dropdown, Typography, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../features/session/api/logout';
import { paths } from '../paths';
import { isLiveRoute } from '../route-match';
import { useOperatorPreferences, useSavePreferences } from '../../lib/operator-preferences';
import { setThemeMode, useThemeMode } from '../../lib/theme-mode';
import { loginData } from '../../lib/session-state';

/**
 * The operator menu (data-testid="operator-menu"): name and e-mail; update password and switch
 * account (hidden for managers, spec 6); the theme (light or dark) and whether a date range follows
 * across lists, both remembered with the operator's preferences; log out. The menu also puts the
 * operator's remembered theme on the portal once their preferences arrive.
 */
export function OperatorMenu({ name, email, isManage, compact }: { name: string; email: string; isManage: boolean; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  // preferences belong to an operator of a merchant: a person without one yet has none
  const preferences = useOperatorPreferences(!!loginData()?.merchantNo);
  const savePreferences = useSavePreferences();
  const theme = useThemeMode();
  const carry = preferences.data?.carryDateRange !== false;
  const remembered = preferences.data ? (preferences.data.theme ?? 'light') : null;
  useEffect(() => {
    if (remembered) setThemeMode(remembered);
  }, [remembered]);

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
    {
      key: 'theme',
      label: theme === 'dark' ? t('operator.lightTheme') : t('operator.darkTheme'),
      onClick: () => {
        const next = theme === 'dark' ? 'light' : 'dark';
        setThemeMode(next); // at once; the server keeps it for the next session (of an operator)
        if (preferences.data) savePreferences.mutate({ theme: next });
      },
    },
    ...(preferences.data
      ? [
          {
            key: 'carryRange',
            label: carry ? t('operator.carryRangeOn') : t('operator.carryRangeOff'),
            onClick: () => savePreferences.mutate({ carryDateRange: !carry }),
          },
        ]
      : []),
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
