import { Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MerchantType, splitLines } from '@crossbill/contracts/merchant';
import { formatDate } from '../../../lib/format';
import { useMerchantInfo } from '../api/get-merchant-info';
import { businessLineKey, merchantTypeKey } from '../merchant-labels';

/** The current merchant account at a glance (home page): number, name, type, lines, status, entity, members. */
export function MerchantCard() {
  const { t } = useTranslation('merchant');
  const info = useMerchantInfo();
  const m = info.data;
  return (
    <Card title={t('card.title')}>
      {!m ? (
        <Skeleton active loading={info.isPending} paragraph={{ rows: 4 }}>
          {t('card.unavailable')}
        </Skeleton>
      ) : (
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          size="small"
          items={[
            { key: 'no', label: t('card.merchantNo'), children: m.merchantNo },
            { key: 'name', label: t('card.merchantName'), children: m.merchantName },
            { key: 'type', label: t('card.merchantType'), children: t(merchantTypeKey(m.merchantType)) },
            {
              key: 'lines',
              label: t('card.businessLines'),
              children: splitLines(m.businessTypes).length ? splitLines(m.businessTypes).map((line) => <Tag key={line}>{t(businessLineKey(line))}</Tag>) : '-',
            },
            { key: 'status', label: t('card.status'), children: t(`status.${m.status}`) },
            { key: 'entity', label: t('card.contractEntity'), children: m.contractEntity || '-' },
            { key: 'created', label: t('card.createTime'), children: formatDate(m.createTime) },
          ]}
        />
      )}
      {m && m.merchantType === MerchantType.GROUP && (
        <section style={{ marginTop: 12 }} aria-label={t('card.members')}>
          <Typography.Text type="secondary">{t('card.members')}</Typography.Text>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 6 }}>
            {m.members.length
              ? m.members.map((member) => (
                  <Tag key={member.merchantNo} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                    {`${member.merchantName} (${member.merchantNo})`}
                  </Tag>
                ))
              : '-'}
          </div>
        </section>
      )}
    </Card>
  );
}
