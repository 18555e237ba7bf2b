import { reviewApplication } from '../src/modules/application/service.ts';
import type { TestServer } from './harness.ts';
import { postFiles } from './onboarding-data.ts';
import { png } from './png.ts';

/** Checkout tests' ground: approved websites of a merchant and uploaded brand logos. */

/** An application of the operator's merchant, approved by the provider (or left in review). */
export async function website(s: TestServer, cookie: string, name: string, o: { approve?: boolean } = {}): Promise<string> {
  const add = await s.api('POST', '/application/add', {
    cookie,
    body: { name, type: 'website', url: `https://${name.toLowerCase().replace(/\W/g, '')}.example.com`, description: '' },
  });
  if (add.body.respCode !== '20000') throw new Error(`application: ${add.body.respMsg}`);
  const appId = add.body.data.appId as string;
  if (o.approve !== false) await reviewApplication(s.deps.db, { appId, decision: 'pass', now: s.clock.now });
  return appId;
}

export const uploadLogo = (s: TestServer, cookie: string, body: Buffer = png(200, 200), name = 'logo.png') =>
  postFiles(s, '/checkout/brand/logo/upload', { file: { name, body } }, cookie);

export async function logoId(s: TestServer, cookie: string): Promise<string> {
  const r = await uploadLogo(s, cookie);
  if (r.body.respCode !== '20000') throw new Error(`logo: ${r.body.respMsg}`);
  return r.body.data.fileId as string;
}

export const brandBody = (o: Record<string, unknown> = {}) => ({
  name: 'Nimbus',
  colour: '#1677ff',
  allWebsites: true,
  appIds: [] as string[],
  showMerchantOrderId: true,
  allowCancel: true,
  switchCountry: false,
  autoRedirect: false,
  ...o,
});
