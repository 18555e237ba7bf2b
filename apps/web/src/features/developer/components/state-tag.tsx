import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotifyChannelState } from '@crossbill/contracts/notify-channel';

const COLOR: Record<NotifyChannelState, string> = {
  enrolling: 'processing',
  enrolled: 'success',
  enrolmentFailed: 'error',
  disenrolling: 'warning',
  disenrolled: 'default',
};

/** A channel's state (spec 4, developer notify labels). */
export function StateTag({ state }: { state: NotifyChannelState }) {
  const { t } = useTranslation('developer');
  return <Tag color={COLOR[state]}>{t(`channelState.${state}`)}</Tag>;
}
