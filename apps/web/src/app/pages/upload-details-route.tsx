import { useNavigate } from 'react-router';
import type { ImportItem, ImportKind } from '@crossbill/contracts/content';
import { UploadDetailsPage } from '../../features/upload/pages/upload-details-page';
import { useAccess } from '../../components/access';
import { paths } from '../paths';

/** /upload/details: an import's number opens the page where it was made, when the operator may use it. */
export default function UploadDetailsRoute() {
  const navigate = useNavigate();
  const access = useAccess();
  const targets: Record<ImportKind, ((item: ImportItem) => string) | null> = {
    'transfer-batch': access.has('transfer:transfer:batch') ? () => paths.transferBatch() : null,
    'refund-batch': access.has('transaction:refund:batch') ? (item) => paths.refundBatch(item.id) : null,
    'tracking-batch': access.has('transaction:query:tracking') ? (item) => paths.trackingBatch(item.id) : null,
    // the list the items went into
    'blacklist-import': access.has('risk:list') ? (item) => paths.blacklistDetail(item.targetId ?? 0) : null,
    'declaration-batch': access.has('settlement:declaration:batch') ? () => paths.declarations() : null,
  };
  return (
    <UploadDetailsPage
      openImport={(item) => {
        const to = targets[item.kind];
        if (to) navigate(to(item));
      }}
    />
  );
}
