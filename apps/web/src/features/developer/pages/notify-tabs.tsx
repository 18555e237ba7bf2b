import type { ComponentType } from 'react';
import { SftpPanel } from '../components/sftp-panel';
import { EmailPanel } from './email-panel';
import { WebhooksPanel } from './webhooks-panel';

export interface NotifyTab {
  /** the URL's ?tab= value */
  key: string;
  /** a key of the developer namespace, or another namespace's with its prefix (sftp:tab) */
  labelKey: string;
  Panel: ComponentType;
}

/** The channels of developer/notify, in the order of their tabs: each channel's panel adds itself here. */
export const notifyTabs: NotifyTab[] = [
  { key: 'webhooks', labelKey: 'webhooks.tab', Panel: WebhooksPanel },
  { key: 'email', labelKey: 'email.tab', Panel: EmailPanel },
  { key: 'sftp', labelKey: 'sftp:tab', Panel: SftpPanel },
];
