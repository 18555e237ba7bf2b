import { Button, Card, Descriptions, Result, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_FIELDS } from '@crossbill/contracts/payout-rules';
import { Access } from '../../../components/access';
import { formatDateTime } from '../../../lib/format';
import { payeeCountryName } from '../components/country-options';
import { usePayee } from '../api/get-payee';
import { payeeFileUrl } from '../api/upload-payee-file';
import type { PayeeSurface } from '../api/surface';

/** settlement/payee-manage/view?id=: one own account, read only. */
export function PayeeViewPage({ surface, id, onBack, onEdit }: { surface: PayeeSurface; id: number; onBack: () => void; onEdit: () => void }) {
  const { t, i18n } = useTranslation(['payee']);
  const payee = usePayee(surface, id);
  const p = payee.data;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Space align="center">
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('form.back')} onClick={onBack} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('accounts.viewTitle')}
        </Typography.Title>
      </Space>
      <Card
        extra={
          <Access code={`${surface.code}:edit`}>
            <Button onClick={onEdit}>{t('list.edit')}</Button>
          </Access>
        }
      >
        {payee.isPending ? (
          <Spin />
        ) : !p ? (
          <Result status="404" title={t('form.notFound')} />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('field.nickname')}>
              {p.nickname} {p.isDefault ? <Tag color="blue">{t('list.default')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('field.name')}>{p.name}</Descriptions.Item>
            <Descriptions.Item label={t('field.entityType')}>{t(`entityType.${p.entityType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.country')}>{payeeCountryName(t, p.country, i18n.language)}</Descriptions.Item>
            <Descriptions.Item label={t('field.currency')}>{p.currency}</Descriptions.Item>
            <Descriptions.Item label={t('field.method')}>{t(`method.${p.method}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.bankName')}>{p.bankName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.swift')}>{p.swift ?? '—'}</Descriptions.Item>
            {ACCOUNT_FIELDS.filter((f) => p[f]).map((f) => (
              <Descriptions.Item key={f} label={t(`field.${f}`)}>
                {p[f]}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('field.idNumber')}>{p.idNumber ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.address')}>{p.address ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('field.attachments')}>
              {p.attachments.length === 0
                ? '—'
                : p.attachments.map((a) => (
                    <div key={a.id}>
                      <a href={payeeFileUrl(surface, a.id)}>{a.fileName}</a>
                    </div>
                  ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('list.updatedAt')}>{formatDateTime(p.updatedAt)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </div>
  );
}
