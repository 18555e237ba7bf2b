import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, Select, Space, Steps, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EXCHANGE_CURRENCIES, quoteBody, sellForBuy, type QuoteBody } from '@crossbill/contracts/exchange';
import { convert, fromMinor, isCurrency, toMinor } from '@crossbill/contracts/money';
import { formatMoney } from '../../../lib/format';
import { messageText } from '../../../lib/form-rules';
import { currentLanguage } from '../../../lib/language';
import { translate } from '../../../lib/i18n';
import { useAvailableBalances, useRate } from '../api/get-rate';

type Side = 'sell' | 'buy';

/** The other side of the entered amount at the live rate, for display only (the quote fixes it). */
function estimate(body: QuoteBody, rate: string | undefined): string {
  const { sellCurrency: s, buyCurrency: b } = body;
  if (!rate || !isCurrency(s) || !isCurrency(b) || !quoteBody.safeParse(body).success) return '';
  const entered = toMinor(body.amount, body.fixedSide === 'sell' ? s : b);
  return body.fixedSide === 'sell' ? fromMinor(convert(entered, s, b, rate), b) : fromMinor(sellForBuy(entered, s, b, rate), s);
}

const currencyOptions = EXCHANGE_CURRENCIES.map((c) => ({ value: c, label: c }));

/**
 * /wallet/exchange/add/amount: pick the pair, enter either the sell or the buy amount (the other is
 * estimated at the live rate), see the rate, the fee-free spread, the cut-off and the expected
 * delivery date, and the available balance. Continue carries the request to the review page.
 */
export function ExchangeAmountPage({
  initial,
  onContinue,
  onCancel,
}: {
  initial: QuoteBody | null;
  onContinue: (body: QuoteBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['exchange', 'messages']);
  const language = currentLanguage();
  const [body, setBody] = useState<QuoteBody>(initial ?? { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'sell', amount: '' });
  const [touched, setTouched] = useState(false);
  const rate = useRate(body.sellCurrency, body.buyCurrency);
  const balances = useAvailableBalances();
  const available =
    balances.data?.find((b) => b.currency === body.sellCurrency)?.available ?? (isCurrency(body.sellCurrency) ? fromMinor(0n, body.sellCurrency) : '0');

  const other = estimate(body, rate.data?.rate);
  const sellValue = body.fixedSide === 'sell' ? body.amount : other;
  const buyValue = body.fixedSide === 'buy' ? body.amount : other;

  const parsed = quoteBody.safeParse(body);
  const issueOf = (field: string) => {
    if (!touched || parsed.success) return undefined;
    const issue = parsed.error.issues.find((i) => i.path[0] === field);
    if (!issue) return undefined;
    return issue.message === 'validation.required' && field === 'amount' ? t('amount.required') : messageText(issue as never);
  };
  const sellMinor = isCurrency(body.sellCurrency) && /^\d+(\.\d+)?$/.test(sellValue) ? safeMinor(sellValue, body.sellCurrency) : null;
  const availableMinor = isCurrency(body.sellCurrency) ? safeMinor(available, body.sellCurrency) : null;
  const insufficient = sellMinor !== null && availableMinor !== null && sellMinor > availableMinor;
  const amountError = issueOf('amount') ?? (insufficient ? translate('messages:code.insufficientBalance') : undefined);

  const setAmount = (side: Side, amount: string) => setBody((b) => ({ ...b, fixedSide: side, amount: amount.trim() }));
  const swap = () => setBody((b) => ({ ...b, sellCurrency: b.buyCurrency, buyCurrency: b.sellCurrency, fixedSide: b.fixedSide === 'sell' ? 'buy' : 'sell' }));
  const submit = () => {
    setTouched(true);
    if (parsed.success && !insufficient) onContinue(parsed.data);
  };

  const r = rate.data;
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('amount.title')}
      </Typography.Title>
      <Steps size="small" current={0} items={[{ title: t('amount.step1') }, { title: t('amount.step2') }, { title: t('amount.step3') }]} />
      <Card>
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Space align="end" wrap style={{ width: '100%' }}>
            <Form.Item label={t('amount.sellCurrency')} style={{ marginBottom: 8 }}>
              <Select
                aria-label={t('amount.sellCurrency')}
                showSearch
                style={{ width: 120 }}
                value={body.sellCurrency}
                options={currencyOptions}
                onChange={(sellCurrency) => setBody((b) => ({ ...b, sellCurrency }))}
              />
            </Form.Item>
            <Form.Item
              label={t('amount.sellAmount')}
              style={{ marginBottom: 8 }}
              validateStatus={amountError && body.fixedSide === 'sell' ? 'error' : undefined}
            >
              <Input
                aria-label={t('amount.sellAmount')}
                inputMode="decimal"
                style={{ width: 200 }}
                value={sellValue}
                onChange={(e) => setAmount('sell', e.target.value)}
              />
            </Form.Item>
            <Button aria-label={t('amount.swap')} icon={<SwapOutlined />} onClick={swap} style={{ marginBottom: 8 }} />
            <Form.Item label={t('amount.buyCurrency')} style={{ marginBottom: 8 }} validateStatus={issueOf('buyCurrency') ? 'error' : undefined}>
              <Select
                aria-label={t('amount.buyCurrency')}
                showSearch
                style={{ width: 120 }}
                value={body.buyCurrency}
                options={currencyOptions}
                onChange={(buyCurrency) => setBody((b) => ({ ...b, buyCurrency }))}
              />
            </Form.Item>
            <Form.Item label={t('amount.buyAmount')} style={{ marginBottom: 8 }} validateStatus={amountError && body.fixedSide === 'buy' ? 'error' : undefined}>
              <Input
                aria-label={t('amount.buyAmount')}
                inputMode="decimal"
                style={{ width: 200 }}
                value={buyValue}
                onChange={(e) => setAmount('buy', e.target.value)}
              />
            </Form.Item>
          </Space>
          <div role="alert" style={{ minHeight: 22, color: 'var(--ant-color-error, #c62828)' }}>
            {issueOf('buyCurrency') ?? amountError ?? ''}
          </div>
          <Typography.Text type="secondary">
            {t('amount.available', { amount: formatMoney(available, body.sellCurrency, language), currency: body.sellCurrency })}
          </Typography.Text>
          {other ? (
            <div>
              <Typography.Text type="secondary">{t('amount.estimate')}</Typography.Text>
            </div>
          ) : null}
          <Descriptions column={1} size="small" style={{ marginTop: 16 }} bordered>
            <Descriptions.Item label={t('amount.rate')}>{r ? `1 ${r.sellCurrency} = ${r.rate} ${r.buyCurrency}` : t('amount.rateLoading')}</Descriptions.Item>
            <Descriptions.Item label={t('amount.delivery')}>
              {r ? `${r.deliveryDate} · ${t(r.sameDay ? 'amount.sameDay' : 'amount.nextDay')}` : '-'}
            </Descriptions.Item>
          </Descriptions>
          {r ? (
            <Alert
              style={{ marginTop: 16 }}
              type="info"
              showIcon
              message={t('amount.noFee', { spread: (r.spreadBps / 100).toFixed(2), mid: r.midRate })}
              description={t('amount.cutoff', { cutoff: r.cutoff })}
            />
          ) : null}
          <Space style={{ marginTop: 24 }}>
            <Button type="primary" htmlType="submit">
              {t('amount.continue')}
            </Button>
            <Button onClick={onCancel}>{t('amount.cancel')}</Button>
          </Space>
        </Form>
      </Card>
    </div>
  );
}

function safeMinor(v: string, c: Parameters<typeof toMinor>[1]): bigint | null {
  try {
    return toMinor(v, c);
  } catch {
    return null;
  }
}
