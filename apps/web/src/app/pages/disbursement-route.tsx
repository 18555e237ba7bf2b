import { DisbursementPage } from '../../features/disbursement/pages/disbursement-page';

/** /settlement/disbursement */
export default function DisbursementRoute() {
  return <DisbursementPage />;
}
