import { lazyPage } from '../../components/lazy-page';
import { AGGREGATE_TYPES, type RouteDef } from '../route-def';

const contactList = lazyPage(() => import('../pages/contact-list-route'), { namespaces: ['payee'] });
const payeeManageEdit = lazyPage(() => import('../pages/payee-manage-edit-route'), { namespaces: ['payee'] });

/** Payee pages (spec 2: Transfer contact, Settlement payee-manage and disbursement). */
export const payeeRoutes: readonly RouteDef[] = [
  { id: 'transferContact', path: '/transfer/contact', titleKey: 'payee:route.contacts', icon: 'transfer', code: 'transfer:contact', auditCheck: true, branch: 'payout', layout: 'portal', page: contactList },
  {
    id: 'aggregateTransferContact',
    path: '/transfer/contact/aggregate/:type',
    titleKey: 'payee:route.contacts',
    icon: 'transfer',
    code: 'transfer:contact',
    auditCheck: true,
    branch: 'both',
    params: { type: AGGREGATE_TYPES },
    layout: 'portal',
    page: contactList,
  },
  {
    id: 'transferContactEdit',
    path: '/transfer/contact/edit',
    titleKey: 'payee:route.contactEdit',
    icon: 'transfer',
    code: 'transfer:contact',
    auditCheck: true,
    branch: 'payout',
    layout: 'portal',
    page: lazyPage(() => import('../pages/contact-edit-route'), { namespaces: ['payee', 'messages'] }),
  },
  {
    id: 'settlementPayeeManage',
    path: '/settlement/payee-manage',
    titleKey: 'payee:route.accounts',
    icon: 'settlement',
    code: 'settlement:payeeManage',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: lazyPage(() => import('../pages/payee-manage-list-route'), { namespaces: ['payee'] }),
  },
  { id: 'settlementPayeeAdd', path: '/settlement/payee-manage/add', titleKey: 'payee:route.accountAdd', icon: 'settlement', code: 'settlement:payeeManage', auditCheck: true, branch: 'acq', layout: 'portal', page: payeeManageEdit },
  { id: 'settlementPayeeEdit', path: '/settlement/payee-manage/edit', titleKey: 'payee:route.accountEdit', icon: 'settlement', code: 'settlement:payeeManage', auditCheck: true, branch: 'acq', layout: 'portal', page: payeeManageEdit },
  {
    id: 'settlementPayeeView',
    path: '/settlement/payee-manage/view',
    titleKey: 'payee:route.accountView',
    icon: 'settlement',
    code: 'settlement:payeeManage',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: lazyPage(() => import('../pages/payee-manage-view-route'), { namespaces: ['payee'] }),
  },
  {
    id: 'settlementDisbursement',
    path: '/settlement/disbursement',
    titleKey: 'disbursement:route.disbursements',
    icon: 'settlement',
    code: 'settlement:disbursement',
    auditCheck: true,
    branch: 'acq',
    layout: 'portal',
    page: lazyPage(() => import('../pages/disbursement-route'), { namespaces: ['disbursement', 'messages'] }),
  },
];
