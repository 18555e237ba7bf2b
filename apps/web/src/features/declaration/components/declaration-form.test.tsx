import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Codes } from '@crossbill/contracts/codes';
import type { DeclarationDetail } from '@crossbill/contracts/declaration';
import { fakeApi, renderAt } from '../../../test/page';
import { envelopeResponse, inLanguage } from '../../../test/utils';
import { DeclarationDetailPage } from '../pages/detail-page';
import { DeclarationFormModal } from './declaration-form';

const PROFILE = { customsCode: 'NINGBO', merchantCustomsCode: '3302960XYZ', merchantCustomsName: 'Ningbo Test Co.', platformCode: null };
const ID = 'DC20261128000000000001';

const rejected = (): DeclarationDetail => ({
  declarationId: ID,
  merchantNo: 'M1',
  transactionId: 'TX0001AB',
  merchantOrderId: 'ORD-1',
  subOrderNo: '',
  customsCode: 'HANGZHOU_ZONGSHU',
  merchantCustomsCode: '3301960ABC',
  merchantCustomsName: 'Test Trading',
  platformCode: null,
  amount: '88.13',
  goodsAmount: null,
  freightAmount: null,
  taxAmount: null,
  currency: 'CNY',
  payerName: 'Zhang San',
  payerIdMasked: '1101**********002X',
  status: 'rejected',
  customsReceiptNo: null,
  identityCheck: null,
  rejectCode: 'AMOUNT_MISMATCH',
  rejectMessage: null,
  submitCount: 1,
  submittedAt: '2026-11-28T00:00:00.000Z',
  answeredAt: '2026-11-28T00:01:00.000Z',
  createdAt: '2026-11-28T00:00:00.000Z',
  paymentAmount: '300.00',
  declaredElsewhere: '0.00',
  history: [
    { type: 'created', at: '2026-11-28T00:00:00.000Z', by: 'op@example.com', rejectCode: null, message: null, customsReceiptNo: null },
    { type: 'submitted', at: '2026-11-28T00:00:00.000Z', by: 'op@example.com', rejectCode: null, message: null, customsReceiptNo: null },
    { type: 'rejected', at: '2026-11-28T00:01:00.000Z', by: null, rejectCode: 'AMOUNT_MISMATCH', message: null, customsReceiptNo: null },
  ],
});

describe('declaration form', () => {
  const api = fakeApi();
  const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

  it('starts from the remembered registration, checks the ID number as the server does, and sends only what was filled', async () => {
    await inLanguage('en');
    api.answer((u) =>
      u.pathname.endsWith('/declaration/profile') ? PROFILE : u.pathname.endsWith('/declaration/add') ? { ...rejected(), status: 'submitted' } : {},
    );
    renderAt('/settlement/declaration', <DeclarationFormModal open onClose={() => {}} />, { codes: ['settlement:declaration', 'settlement:declaration:add'] });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect((within(dialog).getByLabelText('Customs registration code') as HTMLInputElement).value).toBe('3302960XYZ'));
    type(dialog, 'Transaction ID', 'TX0001AB');
    type(dialog, 'Declared amount', '100.00');
    type(dialog, 'Payer name', ' Zhang San ');
    type(dialog, 'Payer ID number', '110105194912310021');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit to customs' }));
    expect(await within(dialog).findByText('Enter a valid 18-character PRC resident ID number')).toBeTruthy();
    expect(api.bodies('/declaration/add')).toEqual([]);

    type(dialog, 'Payer ID number', '11010519491231002x');
    type(dialog, 'Goods amount', '90.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit to customs' }));
    expect(await within(dialog).findByText('Goods, freight and tax must add up to the declared amount')).toBeTruthy();
    type(dialog, 'Freight', '10.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit to customs' }));
    await waitFor(() =>
      expect(api.bodies('/declaration/add')).toEqual([
        {
          transactionId: 'TX0001AB',
          customsCode: 'NINGBO',
          merchantCustomsCode: '3302960XYZ',
          merchantCustomsName: 'Ningbo Test Co.',
          amount: '100.00',
          goodsAmount: '90.00',
          freightAmount: '10.00',
          payerName: 'Zhang San',
          payerIdNumber: '11010519491231002x',
          submit: true,
        },
      ]),
    );
  });

  it("puts the server's refusal on its field, in Chinese too", async () => {
    await inLanguage('zh-cn');
    api.answer((u) =>
      u.pathname.endsWith('/declaration/add')
        ? envelopeResponse(
            Codes.VALIDATION.code,
            { fieldErrors: [{ field: 'amount', message: '该交易的报关金额合计将超过交易金额：最多还可报关 40.00 CNY' }] },
            '',
            422,
          )
        : u.pathname.endsWith('/declaration/profile')
          ? null
          : {},
    );
    renderAt('/settlement/declaration', <DeclarationFormModal open onClose={() => {}} />, { codes: ['settlement:declaration', 'settlement:declaration:add'] });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('交易流水号');
    type(dialog, '交易流水号', 'TX0001AB');
    fireEvent.mouseDown(within(dialog).getByLabelText('海关'));
    fireEvent.click(await screen.findByText('宁波 (NINGBO)'));
    type(dialog, '海关备案编号', '3302960XYZ');
    type(dialog, '海关备案名称', '宁波测试公司');
    type(dialog, '报关金额', '60.00');
    type(dialog, '订购人姓名', '张三');
    type(dialog, '订购人身份证号', '11010519491231002X');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存暂不提交' }));
    expect(await within(dialog).findByText('该交易的报关金额合计将超过交易金额：最多还可报关 40.00 CNY')).toBeTruthy();
    expect((api.bodies('/declaration/add')[0] as { submit: boolean }).submit).toBe(false);
    await inLanguage('en');
  });

  it('corrects a rejected declaration from its details: its own values, the ID typed again, resubmitted by its id', async () => {
    await inLanguage('en');
    api.answer((u) => (u.pathname.endsWith('/declaration/resubmit') ? { ...rejected(), status: 'submitted' } : rejected()));
    renderAt(`/settlement/declaration/detail?declarationId=${ID}`, <DeclarationDetailPage declarationId={ID} onBack={() => {}} openTransaction={() => {}} />, {
      codes: ['settlement:declaration', 'settlement:declaration:add'],
    });
    expect(await screen.findByText('Rejected by the customs: The declared amount does not match the order. Correct it and submit it again.')).toBeTruthy();
    expect(screen.getByText('1101**********002X')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Correct and resubmit' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Transaction ID') as HTMLInputElement).disabled).toBe(true);
    type(dialog, 'Declared amount', '88.00');
    type(dialog, 'Payer ID number', '11010519491231002X');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resubmit to customs' }));
    await waitFor(() =>
      expect(api.bodies('/declaration/resubmit')).toEqual([
        {
          declarationId: ID,
          customsCode: 'HANGZHOU_ZONGSHU',
          merchantCustomsCode: '3301960ABC',
          merchantCustomsName: 'Test Trading',
          amount: '88.00',
          payerName: 'Zhang San',
          payerIdNumber: '11010519491231002X',
        },
      ]),
    );
  });
});
