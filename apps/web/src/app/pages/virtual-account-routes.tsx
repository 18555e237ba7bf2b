import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AccountListPage } from '../../features/virtual-account/pages/account-list-page';
import { ApplyPage } from '../../features/virtual-account/pages/apply-page';
import { AccountDetailPage } from '../../features/virtual-account/pages/account-detail-page';
import { RechargePage } from '../../features/virtual-account/pages/recharge-page';
import { CollectionListPage } from '../../features/virtual-account/pages/collection-list-page';
import { CollectionDetailPage } from '../../features/virtual-account/pages/collection-detail-page';
import { paths } from '../paths';

/** The virtual-account pages with their links (spec 2: Virtual account collection). */
const useId = () => Number(useSearchParams()[0].get('id')) || 0;

export function VaRedirectRoute() {
  return <Navigate to={paths.vaList()} replace />;
}

export function VaListRoute() {
  const navigate = useNavigate();
  return (
    <AccountListPage
      onApply={() => navigate(paths.vaAdd())}
      onOpen={(id) => navigate(paths.vaDetail(id))}
      onRecharge={(id) => navigate(paths.vaRecharge(id))}
    />
  );
}

export function VaAddRoute() {
  const navigate = useNavigate();
  return <ApplyPage onDone={(id) => navigate(paths.vaDetail(id))} onBack={() => navigate(paths.vaList())} />;
}

export function VaDetailRoute() {
  const navigate = useNavigate();
  const id = useId();
  if (!id) return <Navigate to={paths.vaList()} replace />;
  return (
    <AccountDetailPage
      key={id}
      id={id}
      onBack={() => navigate(paths.vaList())}
      onRecharge={() => navigate(paths.vaRecharge(id))}
      onCollections={() => navigate(paths.collectionList(id))}
    />
  );
}

export function VaRechargeRoute() {
  const navigate = useNavigate();
  const id = useId();
  if (!id) return <Navigate to={paths.vaList()} replace />;
  return <RechargePage key={id} id={id} onBack={() => navigate(paths.vaDetail(id))} onCollections={() => navigate(paths.collectionList(id))} />;
}

export function CollectionListRoute() {
  const navigate = useNavigate();
  return <CollectionListPage onOpen={(id) => navigate(paths.collectionView(id))} />;
}

export function CollectionViewRoute() {
  const navigate = useNavigate();
  const id = useId();
  if (!id) return <Navigate to={paths.collectionList()} replace />;
  return <CollectionDetailPage key={id} id={id} onBack={() => navigate(-1)} />;
}
