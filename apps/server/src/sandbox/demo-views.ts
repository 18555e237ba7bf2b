import type { ServerDeps } from '../deps.ts';
import { createView } from '../modules/saved-view/service.ts';

/** Two saved views of the transactions (one private, one shared with the team) for the Views button. */
export async function seedDemoViews(deps: ServerDeps, o: { merchantNo: string; operatorId: number; userId: number }): Promise<void> {
  const owner = { merchantNo: o.merchantNo, operatorId: o.operatorId };
  const actor = { userId: o.userId, userAgent: 'demo' };
  const columns = ['transactionId', 'merchantOrderId', 'time', 'status', 'amount', 'currency', 'responseMessage'];
  await createView(deps.db, {
    owner,
    view: { listId: 'transactions', name: 'Failed payments', filters: { period: 'last30', status: 'failed' }, columns, visibility: 'private' },
    actor,
    now: deps.now(),
  });
  await createView(deps.db, {
    owner,
    view: { listId: 'transactions', name: 'This week in USD', filters: { period: 'last7', currency: 'USD' }, columns, visibility: 'shared' },
    actor,
    now: deps.now(),
  });
}
