import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { addCheckoutCard, editCheckoutCard, getCheckoutCard, listCheckoutCards, moveCheckoutCard } from '@crossbill/contracts/endpoints/checkout';
import { call, keyOf } from '../../../lib/call';

type AddBody = EndpointInput<typeof addCheckoutCard>['body'];
type EditBody = EndpointInput<typeof editCheckoutCard>['body'];

/** POST /api/checkout/card/add or /edit (with an id): the list and the method are read again. */
export function useSaveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBody | EditBody) => ('id' in body ? call(editCheckoutCard, { body }) : call(addCheckoutCard, { body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keyOf(listCheckoutCards) });
      await client.invalidateQueries({ queryKey: keyOf(getCheckoutCard) });
    },
  });
}

/** POST /api/checkout/card/move: to the top or the bottom (spec 5); the answer is the new order. */
export function useMoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof moveCheckoutCard>['body']) => call(moveCheckoutCard, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(listCheckoutCards) }),
  });
}
