import { defineEndpoint } from '../endpoint.ts';
import { chargebackOverview, rateExportBody, rateMonth, rateMonthQuery, rateReport, rateReportQuery } from '../chargeback-rate.ts';
import { chargebackFilters } from '../dispute.ts';
import { downloadTask } from '../shell.ts';

/**
 * Chargeback-rate reports (spec 2 reports refuse-rate, refuse-rate/view), the home dashboard's
 * chargeback block and the chargeback list's export. Group (type 3) and proxy (type 2) merchants read
 * them across their members.
 */
const families = ['/blocMer', '/proxyMer'] as const;
const tags = ['chargeback'];
const REPORT = 'report:refuseRate';

export const getRateReport = defineEndpoint({
  method: 'GET',
  path: '/report/refuse-rate',
  permission: REPORT,
  families,
  query: rateReportQuery,
  response: rateReport,
  summary:
    'Monthly chargeback count, amount and ratio to sales (by count and amount), by scheme, reason category, currency or member, with the monitoring programs',
  tags,
});

export const getRateMonth = defineEndpoint({
  method: 'GET',
  path: '/report/refuse-rate/month',
  permission: REPORT,
  families,
  query: rateMonthQuery,
  response: rateMonth,
  summary: "One month's (and scheme's) chargebacks: totals and the totals by reason code",
  tags,
});

export const exportRateReport = defineEndpoint({
  method: 'POST',
  path: '/report/refuse-rate/export',
  permission: REPORT,
  families,
  body: rateExportBody,
  response: downloadTask,
  summary: 'Export the monthly chargeback-rate table to the download center (xlsx)',
  tags,
});

export const exportChargebacks = defineEndpoint({
  method: 'POST',
  path: '/chargeback/export',
  permission: 'transaction:refuse:export',
  families,
  body: chargebackFilters,
  response: downloadTask,
  summary: 'Export the filtered chargebacks to the download center (xlsx, built in the background)',
  tags,
});

export const getChargebackOverview = defineEndpoint({
  method: 'GET',
  path: '/index/chargebacks',
  permission: 'transaction:refuse',
  families: ['/blocMer'],
  response: chargebackOverview,
  summary: "Home dashboard: open chargebacks, those due within three days, this month's ratio against the nearest program, won and lost in 30 days",
  tags,
});
