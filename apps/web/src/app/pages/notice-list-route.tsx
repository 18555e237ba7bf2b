import { NoticeListPage } from '../../features/notice/pages/notice-list-page';
import { paths } from '../paths';

/** /notice/list: a title opens the notice. */
export default function NoticeListRoute() {
  return <NoticeListPage detailHref={paths.noticeDetail} />;
}
