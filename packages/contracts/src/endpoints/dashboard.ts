import { defineEndpoint } from '../endpoint.ts';
import { captureSettings, captureSettingsBody, dashboardData, dashboardQuery, payoutOverview, summaryData, summaryQuery } from '../dashboard.ts';

/**
 * The home page's figures (group merchants read them across members under /blocMer), the
 * auth-capture automation and the API secret key.
 */
const tags = ['dashboard'];

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/index/dashboard',
  permission: 'index',
  families: ['/blocMer'],
  query: dashboardQuery,
  response: dashboardData,
  summary: 'Home dashboard: success rate, 7/30-day totals, 30-day series (from the rollups)',
  tags,
});

export const getSummary = defineEndpoint({
  method: 'GET',
  path: '/index/summary',
  permission: 'index',
  families: ['/blocMer'],
  query: summaryQuery,
  response: summaryData,
  summary: 'summary/view: per method and currency over 7 or 30 days',
  tags,
});

export const getPayoutOverview = defineEndpoint({
  method: 'GET',
  path: '/index/payout',
  permission: 'index',
  families: ['/blocMer'],
  response: payoutOverview,
  summary: 'Payout side of the aggregate home: transfers of the last 7 and 30 days',
  tags,
});

export const getCaptureSettings = defineEndpoint({
  method: 'GET',
  path: '/checkout/paymentSetting',
  permission: 'checkout:paymentSetting',
  response: captureSettings,
  summary: 'Auth-capture automation settings',
  tags,
});

export const saveCaptureSettings = defineEndpoint({
  method: 'POST',
  path: '/checkout/paymentSetting/save',
  permission: 'checkout:paymentSetting:edit',
  body: captureSettingsBody,
  response: captureSettings,
  summary: 'Save the auth-capture automation (capture after a delay in hours, or never)',
  tags,
});
