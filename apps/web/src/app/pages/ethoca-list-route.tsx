import { useNavigate } from 'react-router';
import { EthocaListPage } from '../../features/ethoca/pages/list-page';
import { paths } from '../paths';

/** /risk/alert: an alert opens its view. */
export default function EthocaListRoute() {
  const navigate = useNavigate();
  return <EthocaListPage onOpen={(id) => navigate(paths.ethocaAlert(id))} href={paths.ethocaAlert} />;
}
