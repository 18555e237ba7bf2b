import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BrandFormPage } from '../../features/checkout/pages/brand-form-page';
import { BrandListPage } from '../../features/checkout/pages/brand-list-page';
import { BrandViewPage } from '../../features/checkout/pages/brand-view-page';
import { CardFormPage } from '../../features/checkout/pages/card-form-page';
import { CardListPage } from '../../features/checkout/pages/card-list-page';
import { CardViewPage } from '../../features/checkout/pages/card-view-page';
import { paths } from '../paths';

/** ?id= of an edit or view page: a positive integer, else null. */
function useId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /checkout/card */
export function CardListRoute() {
  const navigate = useNavigate();
  return (
    <CardListPage
      onAdd={() => navigate(paths.checkoutCardAdd())}
      onView={(id) => navigate(paths.checkoutCardView(id))}
      onEdit={(id) => navigate(paths.checkoutCardEdit(id))}
    />
  );
}

/** /checkout/card/add and /checkout/card/edit?id= */
export function CardFormRoute() {
  const navigate = useNavigate();
  const id = useId();
  const [params] = useSearchParams();
  if (id === null && params.has('id')) return <Navigate to={paths.checkoutCards()} replace />;
  return <CardFormPage key={id ?? 'new'} id={id} onDone={() => navigate(paths.checkoutCards())} />;
}

/** /checkout/card/view?id= */
export function CardViewRoute() {
  const navigate = useNavigate();
  const id = useId();
  if (id === null) return <Navigate to={paths.checkoutCards()} replace />;
  return <CardViewPage id={id} onBack={() => navigate(paths.checkoutCards())} onEdit={() => navigate(paths.checkoutCardEdit(id))} />;
}

/** /checkout/brand */
export function BrandListRoute() {
  const navigate = useNavigate();
  return (
    <BrandListPage
      onAdd={() => navigate(paths.checkoutBrandAdd())}
      onView={(id) => navigate(paths.checkoutBrandView(id))}
      onEdit={(id) => navigate(paths.checkoutBrandEdit(id))}
    />
  );
}

/** /checkout/brand/add and /checkout/brand/edit?id= */
export function BrandFormRoute() {
  const navigate = useNavigate();
  const id = useId();
  const [params] = useSearchParams();
  if (id === null && params.has('id')) return <Navigate to={paths.checkoutBrands()} replace />;
  return <BrandFormPage key={id ?? 'new'} id={id} onDone={() => navigate(paths.checkoutBrands())} />;
}

/** /checkout/brand/view?id= */
export function BrandViewRoute() {
  const navigate = useNavigate();
  const id = useId();
  if (id === null) return <Navigate to={paths.checkoutBrands()} replace />;
  return <BrandViewPage id={id} onBack={() => navigate(paths.checkoutBrands())} onEdit={() => navigate(paths.checkoutBrandEdit(id))} />;
}
