import { Button, Card, Descriptions, Space } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BRAND_OPTIONS } from '@crossbill/contracts/checkout';
import { Access } from '../../../components/access';
import { DetailFrame } from '../../../components/detail-frame';
import { formatDateTime } from '../../../lib/format';
import { useCheckoutBrand } from '../api/get-brands';
import { BrandPreview } from '../components/brand-preview';
import { WebsitesText } from '../components/websites-field';

/** checkout/brand/view?id=: one brand, with a preview of the hosted page's header in its colour. */
export function BrandViewPage({ id, onBack, onEdit }: { id: number; onBack: () => void; onEdit: () => void }) {
  const { t } = useTranslation(['checkout']);
  const brand = useCheckoutBrand(id);
  return (
    <DetailFrame title={t('brand.viewTitle')} backLabel={t('back')} onBack={onBack} query={brand}>
      {(b) => (
        <Card
          extra={
            <Access code="checkout:brand:edit">
              <Button onClick={onEdit}>{t('list.edit')}</Button>
            </Access>
          }
        >
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <BrandPreview name={b.name} logoUrl={b.logoUrl} colour={b.colour} />
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={t('field.brandName')}>{b.name || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('field.colour')}>
                <Space>
                  <span
                    aria-hidden
                    style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, background: b.colour, border: '1px solid #d9d9d9' }}
                  />
                  {b.colour}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.websites')}>
                <WebsitesText allWebsites={b.allWebsites} websites={b.websites} />
              </Descriptions.Item>
              {BRAND_OPTIONS.map((o) => (
                <Descriptions.Item key={o} label={t(`option.${o}`)}>
                  {b[o] ? <CheckOutlined aria-label={t('yes')} /> : <CloseOutlined aria-label={t('no')} />}
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={t('field.updateTime')}>{formatDateTime(b.updateTime)}</Descriptions.Item>
            </Descriptions>
          </Space>
        </Card>
      )}
    </DetailFrame>
  );
}
