import { Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../components/access';
import { DetailFrame } from '../../../components/detail-frame';
import { formatDateTime } from '../../../lib/format';
import { useCheckoutCard } from '../api/get-cards';
import { MethodLabel } from '../components/method-label';
import { WebsitesText } from '../components/websites-field';

/** checkout/card/view?id=: one payment method of the hosted page. */
export function CardViewPage({ id, onBack, onEdit }: { id: number; onBack: () => void; onEdit: () => void }) {
  const { t } = useTranslation(['checkout']);
  const card = useCheckoutCard(id);
  return (
    <DetailFrame title={t('card.viewTitle')} backLabel={t('back')} onBack={onBack} query={card}>
      {(c) => (
        <Card
          extra={
            <Access code="checkout:card:edit">
              <Button onClick={onEdit}>{t('list.edit')}</Button>
            </Access>
          }
        >
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('field.method')}>
              <MethodLabel method={c.method} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.kind')}>{t(`kind.${c.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('field.priority')}>{c.priority}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <Tag color={c.enabled ? 'green' : 'default'}>{t(c.enabled ? 'status.enabled' : 'status.disabled')}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('field.websites')}>
              <WebsitesText allWebsites={c.allWebsites} websites={c.websites} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.updateTime')}>{formatDateTime(c.updateTime)}</Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </DetailFrame>
  );
}
