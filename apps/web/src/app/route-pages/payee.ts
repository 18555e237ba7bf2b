import { lazyPage, type LazyComponent } from '../../components/lazy-page';

const contactList = lazyPage(() => import('../pages/contact-list-route'), { namespaces: ['payee'] });
const payeeManageEdit = lazyPage(() => import('../pages/payee-manage-edit-route'), { namespaces: ['payee'] });

/** The pages of payeeRoutes (route-table/payee.ts), by route id. */
export const payeePages: Record<string, LazyComponent<object>> = {
  transferContact: contactList,
  aggregateTransferContact: contactList,
  transferContactEdit: lazyPage(() => import('../pages/contact-edit-route'), { namespaces: ['payee', 'messages'] }),
  settlementPayeeManage: lazyPage(() => import('../pages/payee-manage-list-route'), { namespaces: ['payee'] }),
  settlementPayeeAdd: payeeManageEdit,
  settlementPayeeEdit: payeeManageEdit,
  settlementPayeeView: lazyPage(() => import('../pages/payee-manage-view-route'), { namespaces: ['payee'] }),
  settlementDisbursement: lazyPage(() => import('../pages/disbursement-route'), { namespaces: ['disbursement', 'messages'] }),
};
