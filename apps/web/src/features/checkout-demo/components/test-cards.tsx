import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS } from '@crossbill/contracts/card';

/** The sandbox's test cards worth trying on the page (contracts card.ts decides their outcome). */
const SHOWN = ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002', '4000000000009995', '4000000000003220', '4000008400001629'];

const grouped = (n: string) => (n.length === 15 ? `${n.slice(0, 4)} ${n.slice(4, 10)} ${n.slice(10)}` : n.replace(/(\d{4})(?=\d)/g, '$1 '));

export function TestCards() {
  const { t } = useTranslation('checkout-demo');
  const cards = SHOWN.filter((n) => TEST_CARDS[n]);
  return (
    <Card title={t('testCards.title')} size="small">
      <Typography.Paragraph type="secondary">{t('testCards.hint')}</Typography.Paragraph>
      <List
        size="small"
        dataSource={cards}
        renderItem={(n) => (
          <List.Item>
            <div style={{ minWidth: 0 }}>
              <Typography.Text code copyable={{ text: n }}>
                {grouped(n)}
              </Typography.Text>
              <div>{t(`testCards.outcome.${n}`)}</div>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
