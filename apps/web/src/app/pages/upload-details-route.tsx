import { useNavigate } from 'react-router';
import { UploadDetailsPage } from '../../features/upload/pages/upload-details-page';
import { useAccess } from '../../components/access';
import { paths } from '../routes';

/** /upload/details: a batch transfer's number opens the batch page when the operator may use it. */
export default function UploadDetailsRoute() {
  const navigate = useNavigate();
  const access = useAccess();
  const canBatch = access.has('transfer:transfer:batch');
  return <UploadDetailsPage openImport={canBatch ? (item) => item.kind === 'transfer-batch' && navigate(paths.transferBatch()) : undefined} />;
}
