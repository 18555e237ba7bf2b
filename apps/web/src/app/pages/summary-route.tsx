import { SummaryPage } from '../../features/home/pages/summary-page';

export default function SummaryRoute() {
  return <SummaryPage />;
}
