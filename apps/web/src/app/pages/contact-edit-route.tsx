import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../features/session/api/get-session';
import { CONTACTS } from '../../features/payee/api/surface';
import { PayeeEditPage } from '../../features/payee/pages/payee-edit-page';
import { paths } from '../paths';

/** /transfer/contact/edit (?id= to edit): back to the contacts (the aggregate merchant's payout side). */
export default function ContactEditRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const aggregate = useSession().data?.userInfo.isAggregateMerchant === true;
  return (
    <PayeeEditPage key={id ?? 'new'} surface={CONTACTS} id={id} onDone={() => navigate(aggregate ? paths.aggregateContacts('payout') : paths.contacts())} />
  );
}
