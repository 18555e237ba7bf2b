import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BlacklistDetailPage } from '../../features/blacklist/pages/detail-page';
import { paths } from '../paths';

/** /risk/detail?id= */
export default function BlacklistDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) return <Navigate to={paths.blacklists()} replace />;
  return <BlacklistDetailPage key={raw} id={Number(raw)} onBack={() => navigate(paths.blacklists())} />;
}
