import { useNavigate } from 'react-router';
import { RdrListPage } from '../../features/rdr/pages/list-page';
import { paths } from '../paths';

/** /risk/rdr: an alert opens its view. */
export default function RdrListRoute() {
  const navigate = useNavigate();
  return <RdrListPage onOpen={(id) => navigate(paths.rdrAlert(id))} href={paths.rdrAlert} />;
}
