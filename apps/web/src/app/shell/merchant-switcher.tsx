import { useState } from 'react';
import { Button, Popover, Typography, type PopoverProps } from 'antd';
import { DownOutlined, ShopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MerchantSwitchPanel } from '../../features/merchant/components/merchant-switch-panel';
import { paths } from '../paths';
import { liveHref } from '../route-match';
import { useSwitchMerchant } from './use-switch-merchant';
import { AddMerchantAccount } from './add-merchant-account';

// slid back onto a phone's screen instead of sticking out past its edge (antd passes `shiftX` on to
// its positioning, which its type does not list)
const SHIFT_ONTO_SCREEN = { shiftX: true } as unknown as PopoverProps['autoAdjustOverflow'];

/**
 * The merchant switcher popover (data-testid="merchant-switcher") in the header: the current
 * merchant's name; its accounts, group ones in their own section; set default; switch. Managers see
 * the name only (spec 6).
 */
export function MerchantSwitcher({
  merchantName,
  merchantNo,
  isManage,
  compact = false,
}: {
  merchantName: string;
  merchantNo: string | null;
  isManage: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { switchTo, switchingUserId } = useSwitchMerchant();
  const switchPage = liveHref(paths.switch());

  const label = (
    <Typography.Text strong ellipsis style={{ maxWidth: compact ? 80 : 220 }}>
      {merchantName}
    </Typography.Text>
  );
  if (isManage)
    return (
      <span data-testid="merchant-switcher" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, padding: '0 8px' }}>
        <ShopOutlined />
        {label}
      </span>
    );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      autoAdjustOverflow={SHIFT_ONTO_SCREEN}
      open={open}
      onOpenChange={setOpen}
      title={t('switcher.title')}
      destroyOnHidden
      content={
        // never wider than a phone's screen with the popover's own padding (360 px on a desktop)
        <div style={{ width: 'min(360px, calc(100vw - 48px))', maxHeight: 440, overflowY: 'auto' }}>
          <MerchantSwitchPanel
            dense
            currentMerchantNo={merchantNo}
            switchingUserId={switchingUserId}
            onSwitch={(record) => {
              void switchTo(record).then(() => setOpen(false));
            }}
          />
          <div style={{ borderTop: '1px solid var(--ant-color-split)', paddingTop: 8, marginTop: 4 }}>
            <AddMerchantAccount block onOpen={() => setOpen(false)} />
          </div>
          {switchPage && (
            <div style={{ textAlign: 'center', borderTop: '1px solid var(--ant-color-split)', paddingTop: 8, marginTop: 4 }}>
              <Typography.Link
                onClick={() => {
                  setOpen(false);
                  void navigate(switchPage);
                }}
              >
                {t('switcher.all')}
              </Typography.Link>
            </div>
          )}
        </div>
      }
    >
      <Button type="text" data-testid="merchant-switcher" icon={<ShopOutlined />} aria-label={t('switcher.label', { name: merchantName })}>
        {label}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Popover>
  );
}
