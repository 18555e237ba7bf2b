import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/utils';
import { paymentMethodLabel, responseMessageText } from './payment-labels';
import { roleName } from './role-name';

describe('payment method names, response messages and the administrator role, in the operator language', () => {
  it('in English', async () => {
    await inLanguage('en');
    expect(paymentMethodLabel('alipay')).toBe('Alipay');
    expect(paymentMethodLabel('mastercard')).toBe('Mastercard');
    expect(responseMessageText('51', 'Insufficient funds', 'visa')).toBe('Insufficient funds');
    expect(responseMessageText('05', 'Payment failed at the provider', 'alipay')).toBe('Payment failed at the provider');
    expect(roleName('Administrator')).toBe('Administrator');
  });

  it('in Chinese', async () => {
    await inLanguage('zh-cn');
    expect(paymentMethodLabel('alipay')).toBe('支付宝');
    expect(paymentMethodLabel('wechatpay')).toBe('微信支付');
    expect(responseMessageText('51', 'Insufficient funds', 'visa')).toBe('余额不足');
    expect(responseMessageText('EX', 'Not paid in time', 'pix')).toBe('未在规定时间内支付');
    expect(roleName('Administrator')).toBe('管理员');
    // a role its merchant named keeps its name
    expect(roleName('Finance')).toBe('Finance');
  });

  it('keeps what it has no words for', async () => {
    await inLanguage('zh-cn');
    expect(paymentMethodLabel('newpay')).toBe('newpay');
    expect(responseMessageText('Z9', 'Channel said no', 'visa')).toBe('Channel said no');
    expect(responseMessageText(null, null, 'visa')).toBeNull();
  });
});
