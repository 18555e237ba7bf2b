import { useNavigate } from 'react-router';
import { UploadDetailsPage } from '../../features/upload/pages/upload-details-page';
import { useAccess } from '../../components/access';
import { paths } from '../paths';

/** /upload/details: an import's number opens the page where it was made, when the operator may use it. */
export default function UploadDetailsRoute() {
  const navigate = useNavigate();
  const access = useAccess();
  const targets = {
    'transfer-batch': access.has('transfer:transfer:batch') ? () => paths.transferBatch() : null,
    'refund-batch': access.has('transaction:refund:batch') ? (id: number) => paths.refundBatch(id) : null,
    'tracking-batch': access.has('transaction:query:tracking') ? (id: number) => paths.trackingBatch(id) : null,
  } as const;
  return (
    <UploadDetailsPage
      openImport={(item) => {
        const to = targets[item.kind];
        if (to) navigate(to(item.id));
      }}
    />
  );
}
