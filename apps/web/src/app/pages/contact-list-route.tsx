import { useNavigate } from 'react-router';
import { CONTACTS } from '../../features/payee/api/surface';
import { PayeeListPage } from '../../features/payee/pages/payee-list-page';
import { paths } from '../paths';

/** /transfer/contact and /transfer/contact/aggregate/:type: the transfer payees. */
export default function ContactListRoute() {
  const navigate = useNavigate();
  return <PayeeListPage surface={CONTACTS} onAdd={() => navigate(paths.contactEdit())} onEdit={(id) => navigate(paths.contactEdit(id))} />;
}
