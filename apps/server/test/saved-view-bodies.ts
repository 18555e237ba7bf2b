/** A saved view's body as the Views panel sends it (the transaction list, a week of failed payments), with `o` over it. */
export const viewBody = (o: Record<string, unknown> = {}) => ({
  listId: 'transactions',
  name: 'Failed cards',
  filters: { status: '2', begin: '2026-11-01', end: '2026-11-07' },
  columns: ['transactionId', 'time', 'status', 'amount'],
  visibility: 'private',
  ...o,
});
