import { useCallback } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { EnrolmentKind } from '@crossbill/contracts/enrolment-states';
import { EnrolmentEditPage } from '../../features/enrolment/pages/enrolment-edit-page';
import { EnrolmentListPage } from '../../features/enrolment/pages/enrolment-list-page';
import { EnrolmentViewPage } from '../../features/enrolment/pages/enrolment-view-page';
import { paths } from '../paths';

const ID = /^EN\d{8,24}$/;

function List({ kind }: { kind: EnrolmentKind }) {
  const navigate = useNavigate();
  return <EnrolmentListPage kind={kind} onOpen={(id) => navigate(paths.enrolmentView(kind, id))} onAdd={() => navigate(paths.enrolmentEdit(kind))} />;
}

/** ?id= edits that enrolment; no id: a new one; a malformed id: the list. */
function Edit({ kind }: { kind: EnrolmentKind }) {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const done = useCallback((saved: string) => navigate(paths.enrolmentView(kind, saved), { replace: true }), [navigate, kind]);
  if (id !== null && !ID.test(id)) return <Navigate to={paths.enrolments(kind)} replace />;
  return (
    <EnrolmentEditPage
      key={id ?? 'new'}
      kind={kind}
      enrolmentId={id}
      onDone={done}
      onBack={() => navigate(id ? paths.enrolmentView(kind, id) : paths.enrolments(kind))}
    />
  );
}

function View({ kind }: { kind: EnrolmentKind }) {
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  if (!ID.test(id)) return <Navigate to={paths.enrolments(kind)} replace />;
  return (
    <EnrolmentViewPage
      key={id}
      kind={kind}
      enrolmentId={id}
      onBack={() => navigate(paths.enrolments(kind))}
      onEdit={(e) => navigate(paths.enrolmentEdit(kind, e))}
    />
  );
}

export const AlertEnrolmentList = () => <List kind="alerts" />;
export const AlertEnrolmentEdit = () => <Edit kind="alerts" />;
export const AlertEnrolmentView = () => <View kind="alerts" />;
export const RdrEnrolmentList = () => <List kind="rdr" />;
export const RdrEnrolmentEdit = () => <Edit kind="rdr" />;
export const RdrEnrolmentView = () => <View kind="rdr" />;
