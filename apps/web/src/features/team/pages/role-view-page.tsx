import { Button, Card, Descriptions, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useRole } from '../api/get-role';
import { PermissionTree } from '../components/permission-tree';

/** /permission/role/view?id=: one role and its permissions, read only. */
export function RoleViewPage({ id, onBack }: { id: number | null; onBack: () => void }) {
  const { t } = useTranslation('team');
  const role = useRole(id);
  const r = role.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {r ? r.name : t('role.viewTitle')}
        </Typography.Title>
        {r?.isAdmin ? <Tag color="gold">{t('role.builtIn')}</Tag> : null}
      </Space>
      {id === null || role.isError ? (
        <Result status="404" title={t('role.notFound')} />
      ) : !r ? (
        <Skeleton active />
      ) : (
        <Card>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            size="small"
            items={[
              { key: 'description', label: t('role.description'), children: r.description || '-' },
              { key: 'operators', label: t('role.operators'), children: r.operatorCount },
              { key: 'created', label: t('role.created'), children: formatDateTime(r.createTime) },
              { key: 'updated', label: t('role.updated'), children: formatDateTime(r.updateTime) },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('role.permissions')}
          </Typography.Title>
          <PermissionTree value={r.resourceCodes} readOnly all={r.isAdmin} label={t('role.permissions')} />
        </Card>
      )}
    </div>
  );
}
