import { lazyNamed, type LazyComponent } from '../../components/lazy-page';

const load = () => import('../pages/enrolment-routes');
const opts = { namespaces: ['enrolment', 'messages'] };

/** The pages of enrolmentRoutes (route-table/enrolment.ts), by route id: one chunk for both kinds. */
export const enrolmentPages: Record<string, LazyComponent<object>> = {
  alertEnrolmentList: lazyNamed(load, 'AlertEnrolmentList', opts),
  alertEnrolmentEdit: lazyNamed(load, 'AlertEnrolmentEdit', opts),
  alertEnrolmentView: lazyNamed(load, 'AlertEnrolmentView', opts),
  rdrEnrolmentList: lazyNamed(load, 'RdrEnrolmentList', opts),
  rdrEnrolmentEdit: lazyNamed(load, 'RdrEnrolmentEdit', opts),
  rdrEnrolmentView: lazyNamed(load, 'RdrEnrolmentView', opts),
};
