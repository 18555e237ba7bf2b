import { SuccessRatePage } from '../../features/settlement/pages/success-rate-page';

/** /report/success-rate: its own chunk, the only one that loads echarts. */
export const SuccessRateRoute = SuccessRatePage;
