import { Descriptions, Drawer, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Exchange } from '@crossbill/contracts/exchange';
import { formatBusinessDateTime, formatDateTime, formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useExchange } from '../api/get-exchange';

export const statusColor = (s: Exchange['status']) => (s === 'delivered' ? 'success' : 'processing');

/** One exchange (spec 3: serial number, currency pair, rate, sell and buy amounts, delivery date). */
export function ExchangeDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('exchange');
  const detail = useExchange(id);
  const e = detail.data;
  const language = currentLanguage();
  return (
    <Drawer open={id !== null} onClose={onClose} width={480} title={e ? t('detail.title', { serialNo: e.serialNo }) : ' '} destroyOnHidden>
      {!e ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('list.serialNo')}>{e.serialNo}</Descriptions.Item>
          <Descriptions.Item label={t('list.pair')}>{`${e.sellCurrency} → ${e.buyCurrency}`}</Descriptions.Item>
          <Descriptions.Item label={t('list.rate')}>{t('detail.rateValue', { sell: e.sellCurrency, buy: e.buyCurrency, rate: e.rate })}</Descriptions.Item>
          <Descriptions.Item label={t('list.sellAmount')}>{`${formatMoney(e.sellAmount, e.sellCurrency, language)} ${e.sellCurrency}`}</Descriptions.Item>
          <Descriptions.Item label={t('list.buyAmount')}>{`${formatMoney(e.buyAmount, e.buyCurrency, language)} ${e.buyCurrency}`}</Descriptions.Item>
          <Descriptions.Item label={t('list.time')}>{formatDateTime(e.createdAt, language)}</Descriptions.Item>
          <Descriptions.Item label={t('list.deliveryDate')}>{e.deliveryDate}</Descriptions.Item>
          <Descriptions.Item label={t('list.status')}>
            <Tag color={statusColor(e.status)}>{t(`status.${e.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.deliveredAt')}>{formatBusinessDateTime(e.deliveredAt, language)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
