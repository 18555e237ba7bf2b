import { lazyNamed, useOpenedOnce } from '../../../components/lazy-page';

// antd's Modal is not on the pages that list notices until one is opened
const NoticeModal = lazyNamed(() => import('./notice-modal'), 'NoticeModal', { fallback: null });

/** NoticeModal, its code loaded when a notice is first opened. */
export function LazyNoticeModal(props: { id: number | null; onClose: () => void }) {
  return useOpenedOnce(props.id !== null) ? <NoticeModal {...props} /> : null;
}
