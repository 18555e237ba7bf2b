import { useNavigate } from 'react-router';
import { BlacklistListPage } from '../../features/blacklist/pages/list-page';
import { paths } from '../paths';

/** /risk/list: a list's name opens its items. */
export default function BlacklistListRoute() {
  const navigate = useNavigate();
  return <BlacklistListPage onOpen={(id) => navigate(paths.blacklistDetail(id))} href={paths.blacklistDetail} />;
}
