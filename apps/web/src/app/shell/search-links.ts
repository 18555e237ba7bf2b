import type { SearchHit } from '@crossbill/contracts/search';
import { paths } from '../paths';
import { liveHref } from '../route-match';

/** The detail page of a global search hit (only pages this portal serves; none for a page not live). */
export function searchHitHref(hit: SearchHit): string | undefined {
  switch (hit.kind) {
    case 'transaction':
      return liveHref(paths.transactionDetails(hit.key));
    case 'refund':
      return liveHref(paths.refundDetails(hit.key));
    case 'chargeback':
      return liveHref(paths.chargebackDetails(hit.key));
    case 'subscription':
      return liveHref(paths.subscriptionDetail(hit.key));
    case 'transfer':
      return liveHref(paths.transferView(Number(hit.key)));
    case 'payee':
      return liveHref(paths.payeeManageView(Number(hit.key)));
    case 'operator':
      return liveHref(paths.operatorsWhere(hit.key));
  }
}
