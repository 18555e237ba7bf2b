import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DECLARATION_ID } from '@crossbill/contracts/declaration';
import { DeclarationDetailPage } from '../../features/declaration/pages/detail-page';
import { DeclarationListPage } from '../../features/declaration/pages/list-page';
import { paths } from '../paths';

/** /settlement/declaration: a declaration opens its details (a new one too, once filed). */
export function DeclarationListRoute() {
  const navigate = useNavigate();
  return <DeclarationListPage onOpen={(id) => navigate(paths.declarationDetail(id))} href={paths.declarationDetail} />;
}

/** /settlement/declaration/detail?declarationId= (a malformed id goes back to the list; an unknown one is told by the page) */
export function DeclarationDetailRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('declarationId') ?? '';
  if (!DECLARATION_ID.test(id)) return <Navigate to={paths.declarations()} replace />;
  return (
    <DeclarationDetailPage
      key={id}
      declarationId={id}
      onBack={() => navigate(paths.declarations())}
      openTransaction={(t) => navigate(paths.transactionDetails(t))}
    />
  );
}
