import { apiPathFamily } from '@crossbill/contracts/merchant';
import { RateReportPage } from '../../features/dispute/pages/rate-page';
import { loginData } from '../../lib/session-state';
import { paths } from '../paths';

/** /report/refuse-rate: a month opens its drill-down; a group or proxy account breaks down by member too. */
export default function RefuseRateRoute() {
  return <RateReportPage viewHref={paths.refuseRateView} family={apiPathFamily(loginData()?.merchantType) !== ''} />;
}
