import { Codes } from '@crossbill/contracts/codes';
import { convert, fromMinor, isCurrency, toMinor, type Currency } from '@crossbill/contracts/money';
import { sellForBuy } from '@crossbill/contracts/exchange';
import { minTransfer, splitFee, transferFee, type FeeBearing, type FeeSplit } from '@crossbill/contracts/transfer';
import { AppError, fieldError } from '../../platform/http/errors.ts';
import { liveRate, type Pricing } from '../exchange/service.ts';
import type { PayoutPayee } from '../payee/service.ts';

export interface Amounts extends FeeSplit {
  send: Currency;
  receive: Currency;
  rate: string;
  sendAmount: bigint;
  /** the part of the send amount converted and delivered */
  principal: bigint;
  receiveAmount: bigint;
  debit: bigint;
}

export interface AmountInput {
  sendCurrency: string;
  fixedSide: 'send' | 'receive';
  amount: string;
  feeBearing: FeeBearing;
}

/** The customer rate for send → receive ("1" for one currency), from the exchange's live pricing. */
export async function rateFor(pricing: Pricing, send: Currency, receive: Currency, now: Date): Promise<string> {
  if (send === receive) return '1';
  return (await liveRate(pricing, { sellCurrency: send, buyCurrency: receive, now })).rate;
}

/**
 * Every amount of a transfer from the typed one (spec 5: minimum payout 10.00 of the send currency;
 * the send amount must exceed the fee). Conversions round half-up once.
 */
export async function computeAmounts(pricing: Pricing, payee: PayoutPayee, input: AmountInput, now: Date): Promise<Amounts> {
  if (!isCurrency(input.sendCurrency) || !isCurrency(payee.currency)) throw new AppError(Codes.BAD_REQUEST, { messageKey: 'money.unknownCurrency' });
  const send = input.sendCurrency;
  const receive = payee.currency;
  const feeMinor = transferFee(payee.method, send);
  if (feeMinor === null) throw fieldError('sendCurrency', 'transfer.currencyNotOffered');
  const split = splitFee(feeMinor, input.feeBearing);
  const rate = await rateFor(pricing, send, receive, now);
  const typedCurrency = input.fixedSide === 'send' ? send : receive;
  let typed: bigint;
  try {
    typed = toMinor(input.amount.trim(), typedCurrency);
  } catch (e) {
    throw fieldError('amount', (e as { message: string }).message);
  }
  if (typed <= 0n) throw fieldError('amount', 'transfer.amountPositive');
  let sendAmount: bigint;
  if (input.fixedSide === 'send') sendAmount = typed;
  else sendAmount = (send === receive ? typed : sellForBuy(typed, send, receive, rate)) + split.recipientFee;
  const principal = sendAmount - split.recipientFee;
  if (sendAmount < minTransfer(send)) throw fieldError('amount', 'transfer.belowMinimum', { min: fromMinor(minTransfer(send), send), currency: send });
  if (sendAmount <= feeMinor || principal <= 0n) throw fieldError('amount', 'transfer.notAboveFee', { fee: fromMinor(feeMinor, send), currency: send });
  const receiveAmount = input.fixedSide === 'receive' ? typed : send === receive ? principal : convert(principal, send, receive, rate);
  if (receiveAmount <= 0n) throw fieldError('amount', 'transfer.notAboveFee', { fee: fromMinor(feeMinor, send), currency: send });
  return { ...split, send, receive, rate, sendAmount, principal, receiveAmount, debit: sendAmount + split.senderFee };
}
