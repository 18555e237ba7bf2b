import { useNavigate, useSearchParams } from 'react-router';
import { NoticeDetailPage } from '../../features/notice/pages/notice-detail-page';
import { paths } from '../paths';

/** /notice/detail?id=: one notice, marked read when opened. */
export default function NoticeDetailRoute() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  return <NoticeDetailPage id={Number.isInteger(id) && id > 0 ? id : null} onBack={() => void navigate(paths.noticeList())} />;
}
