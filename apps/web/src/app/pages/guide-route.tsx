import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PayoutGuidePage } from '../../features/guide/pages/payout-guide-page';
import { paths } from '../paths';

/** /guide: once payout is active, session and menus are fetched again and the payout wallet opens. */
export default function GuideRoute() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return (
    <PayoutGuidePage
      onActivated={async () => {
        await client.invalidateQueries();
        navigate(paths.aggregateWalletBalance('payout'));
      }}
    />
  );
}
