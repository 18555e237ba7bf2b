import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AppealEditPage } from '../../features/dispute/pages/appeal-edit-page';
import { paths } from '../paths';

/** /transaction/appeal/edit?chargebackId= (without a valid ID: the rebuttal list) */
export default function RebuttalEditRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('chargebackId') ?? '';
  const open = useCallback((other: string) => navigate(paths.chargebackDetails(other)), [navigate]);
  if (!/^[A-Z0-9]{6,40}$/.test(id)) return <Navigate to={paths.rebuttals()} replace />;
  return <AppealEditPage key={id} chargebackId={id} onOpenChargeback={open} />;
}
