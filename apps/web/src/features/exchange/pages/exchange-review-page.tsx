import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Codes } from '@crossbill/contracts/codes';
import type { Exchange, QuoteBody } from '@crossbill/contracts/exchange';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { currentLanguage } from '../../../lib/language';
import { useBookExchange } from '../api/book-exchange';
import { useQuote } from '../api/create-quote';

/** Seconds left until `expiresAt`, ticking every second while the page shows it. */
function useSecondsLeft(expiresAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)) : 0;
}

/**
 * /wallet/exchange/add/review: the quote with a countdown to its expiry; confirm books it (one
 * Idempotency-Key per quote). An expired quote (counted down, or refused by the server) offers a
 * new one. Then the result.
 */
export function ExchangeReviewPage({ body, onBack, onList, onAgain }: { body: QuoteBody; onBack: () => void; onList: () => void; onAgain: () => void }) {
  const { t } = useTranslation('exchange');
  const language = currentLanguage();
  const quote = useQuote(body);
  const book = useBookExchange();
  const q = quote.data;
  const secondsLeft = useSecondsLeft(q?.expiresAt);
  const [refusedQuote, setRefusedQuote] = useState<string | null>(null);
  const [booked, setBooked] = useState<Exchange | null>(null);
  const key = useMemo(() => (q ? crypto.randomUUID() : ''), [q]);
  const expired = !!q && (secondsLeft === 0 || refusedQuote === q.quoteId);
  const money = (amount: string, currency: string) => `${formatMoney(amount, currency, language)} ${currency}`;

  if (booked)
    return (
      <Card>
        <Steps
          size="small"
          current={2}
          items={[{ title: t('amount.step1') }, { title: t('amount.step2') }, { title: t('amount.step3') }]}
          style={{ marginBottom: 24 }}
        />
        <Result
          status="success"
          title={t(booked.status === 'delivered' ? 'result.delivered' : 'result.pending')}
          subTitle={t(booked.status === 'delivered' ? 'result.deliveredBody' : 'result.pendingBody', {
            sell: money(booked.sellAmount, booked.sellCurrency),
            buy: money(booked.buyAmount, booked.buyCurrency),
            date: booked.deliveryDate,
            serialNo: booked.serialNo,
          })}
          extra={[
            <Button type="primary" key="list" onClick={onList}>
              {t('result.list')}
            </Button>,
            <Button key="again" onClick={onAgain}>
              {t('result.again')}
            </Button>,
          ]}
        />
      </Card>
    );

  const confirm = () => {
    if (!q) return;
    book.mutate(
      { quoteId: q.quoteId, key },
      {
        onSuccess: setBooked,
        onError: (e) => {
          if (isApiError(e, Codes.QUOTE_EXPIRED.code)) setRefusedQuote(q.quoteId);
        },
      },
    );
  };

  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('review.title')}
      </Typography.Title>
      <Steps size="small" current={1} items={[{ title: t('amount.step1') }, { title: t('amount.step2') }, { title: t('amount.step3') }]} />
      <Card>
        {quote.isPending || quote.isFetching ? (
          <Spin tip={t('review.quoting')}>
            <div style={{ minHeight: 120 }} />
          </Spin>
        ) : !q ? (
          <Alert type="error" showIcon message={t('review.quoteFailed')} description={quote.error instanceof Error ? quote.error.message : undefined} />
        ) : (
          <>
            <Alert
              type={expired ? 'warning' : 'info'}
              showIcon
              role="status"
              message={expired ? t('review.quoteExpired') : t('review.quoteValid', { seconds: secondsLeft })}
              style={{ marginBottom: 16 }}
            />
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label={t('review.sell')}>{money(q.sellAmount, q.sellCurrency)}</Descriptions.Item>
              <Descriptions.Item label={t('review.buy')}>{money(q.buyAmount, q.buyCurrency)}</Descriptions.Item>
              <Descriptions.Item label={t('review.rate')}>{`1 ${q.sellCurrency} = ${q.rate} ${q.buyCurrency}`}</Descriptions.Item>
              <Descriptions.Item label={t('review.cutoff')}>{q.cutoff}</Descriptions.Item>
              <Descriptions.Item label={t('review.delivery')}>{`${q.deliveryDate} · ${t(q.sameDay ? 'amount.sameDay' : 'amount.nextDay')}`}</Descriptions.Item>
              <Descriptions.Item label={t('review.noFee')}>{t('amount.noFee', { spread: (q.spreadBps / 100).toFixed(2), mid: q.midRate })}</Descriptions.Item>
            </Descriptions>
          </>
        )}
        <Space style={{ marginTop: 24 }}>
          {expired || quote.isError ? (
            <Button type="primary" onClick={() => void quote.refetch()} loading={quote.isFetching}>
              {t('review.newQuote')}
            </Button>
          ) : (
            <Button type="primary" onClick={confirm} disabled={!q || quote.isFetching} loading={book.isPending}>
              {t('review.confirm')}
            </Button>
          )}
          <Button onClick={onBack}>{t('review.back')}</Button>
        </Space>
      </Card>
    </div>
  );
}
