import type { PageSession } from '@crossbill/contracts/hosted-checkout';
import { formatAmount, type PageLanguage, type Translate } from './i18n.ts';

/** What every screen of the page works with. */
export interface PageContext {
  sessionId: string;
  /** the iframe variant (/pay/embed/<id>): the form alone, the result told to the parent window */
  embed: boolean;
  lang: PageLanguage;
  t: Translate;
  session: PageSession;
  root: HTMLElement;
  /** show another screen (the page's only navigation); its heading takes the focus unless `quiet` */
  show(screen: HTMLElement, quiet?: boolean): void;
}

export const amountOf = (c: PageContext) => formatAmount(c.session.amount, c.session.currency, c.lang);
export const merchantOf = (c: PageContext) => c.session.merchantName;
