import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@crossbill/contracts/endpoint';
import { addCheckoutBrand, editCheckoutBrand, getCheckoutBrand, listCheckoutBrands, uploadBrandLogo } from '@crossbill/contracts/endpoints/checkout';
import { call, keyOf, uploadTo } from '../../../lib/call';

type AddBody = EndpointInput<typeof addCheckoutBrand>['body'];
type EditBody = EndpointInput<typeof editCheckoutBrand>['body'];

/** POST /api/checkout/brand/add or /edit (with an id). */
export function useSaveBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBody | EditBody) => ('id' in body ? call(editCheckoutBrand, { body }) : call(addCheckoutBrand, { body })),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: keyOf(listCheckoutBrands) });
      await client.invalidateQueries({ queryKey: keyOf(getCheckoutBrand) });
    },
  });
}

/** POST /api/checkout/brand/logo/upload (multipart): the stored logo's id and its decoded size. */
export const uploadLogo = (file: File) => uploadTo(uploadBrandLogo, file);
