import { defineEndpoint } from '../endpoint.ts';
import { bookBody, exchange, exchangeDetailQuery, exchangeListQuery, exchangePage, quote, quoteBody, rateQuery, rateResult } from '../exchange.ts';

/** Currency exchange (spec 2 wallet/exchange): the list, the live rate, a quote and its booking. */
const tags = ['exchange'];

export const listExchanges = defineEndpoint({
  method: 'GET',
  path: '/exchange/list',
  permission: 'wallet:exchange',
  families: ['/blocMer'],
  query: exchangeListQuery,
  response: exchangePage,
  summary: 'Exchanges, newest first, filtered by booking time, currency (either side) and status',
  tags,
});

export const getExchange = defineEndpoint({
  method: 'GET',
  path: '/exchange/detail',
  permission: 'wallet:exchange',
  families: ['/blocMer'],
  query: exchangeDetailQuery,
  response: exchange,
  summary: 'One exchange: serial number, pair, rate, amounts, delivery date, status',
  tags,
});

export const getRate = defineEndpoint({
  method: 'GET',
  path: '/exchange/rate',
  permission: 'wallet:exchange:add',
  query: rateQuery,
  response: rateResult,
  summary: 'The live customer rate of a pair (mid less the spread), its cut-off and expected delivery date',
  tags,
});

export const createQuote = defineEndpoint({
  method: 'POST',
  path: '/exchange/quote',
  permission: 'wallet:exchange:add',
  body: quoteBody,
  response: quote,
  summary: 'A quote for the entered sell or buy amount, honoured for 30 seconds',
  tags,
});

export const bookExchange = defineEndpoint({
  method: 'POST',
  path: '/exchange/book',
  permission: 'wallet:exchange:add',
  body: bookBody,
  response: exchange,
  idempotent: true,
  summary: 'Book a quote before it expires: the sell amount leaves the balance; the buy amount arrives on the delivery date',
  tags,
});
