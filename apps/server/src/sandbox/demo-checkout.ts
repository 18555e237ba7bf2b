import { brandAddBody, cardAddBody, CHECKOUT_METHODS } from '@crossbill/contracts/checkout';
import type { ServerDeps } from '../deps.ts';
import { addMethod, saveBrand, uploadLogo } from '../modules/checkout/service.ts';
import { encodeRgbPng } from '../platform/png.ts';

const COLOUR: [number, number, number] = [0x0b, 0x6e, 0x4f];
const hex = (c: number[]) =>
  `#${c
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

/**
 * The demo merchant's hosted page, set up through the checkout services as its pages do: every
 * method of the catalogue listed in its order (cards first, Visa and Mastercard leading, then the
 * local methods), all enabled on every website, so the hosted page still offers everything; and one
 * brand for 'All websites' with a name, the main colour and a generated logo (a ring, 160 × 160 PNG).
 */
export async function seedDemoCheckout(deps: ServerDeps, o: { merchantNo: string; user: { id: number } }): Promise<void> {
  const { db } = deps;
  const actor = { userId: o.user.id };
  for (const method of CHECKOUT_METHODS)
    await addMethod(db, { merchantNo: o.merchantNo, input: cardAddBody.parse({ method, allWebsites: true, appIds: [] }), actor, now: deps.now() });
  const logo = await uploadLogo(db, deps.files, {
    merchantNo: o.merchantNo,
    permissions: new Set(['checkout:brand:add']),
    fileName: 'crossbill-demo-logo.png',
    body: ringLogo(160),
    actor,
  });
  const input = brandAddBody.parse({
    name: 'Crossbill Demo Store',
    logoFileId: logo.fileId,
    colour: hex(COLOUR),
    allWebsites: true,
    appIds: [],
    showMerchantOrderId: true,
    allowCancel: false,
    switchCountry: false,
    autoRedirect: true,
  });
  await saveBrand(db, deps.files, { merchantNo: o.merchantNo, id: null, input, actor, now: deps.now() });
}

/** A ring in the brand colour on white, size × size pixels. */
function ringLogo(size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 3, 0xff);
  const c = (size - 1) / 2;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - c, y - c);
      if (d <= size * 0.45 && d >= size * 0.25) pixels.set(COLOUR, (y * size + x) * 3);
    }
  return encodeRgbPng(size, size, pixels);
}
