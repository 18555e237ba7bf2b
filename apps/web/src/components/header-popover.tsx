import type { ReactNode } from 'react';
import { Badge, Button, Empty, Popover } from 'antd';
import { Link } from 'react-router';

/**
 * A header icon with a count badge that opens a popover of items, an empty state and an optional
 * footer link (the notice bell, the download tasks).
 */
export function HeaderPopover(props: {
  testId: string;
  /** accessible name of the trigger, including the count */
  label: string;
  icon: ReactNode;
  count: number;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: number;
  /** shown when there are no items */
  emptyText: string;
  /** the items, or null when there are none */
  items: ReactNode | null;
  footer?: { href: string; text: string };
}) {
  const { footer } = props;
  const content = (
    // never wider than a phone's screen (the popover's own padding and margin beside it)
    <div style={{ width: props.width, maxWidth: 'calc(100vw - 48px)' }}>
      {props.items ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />}
      {footer && (
        <div style={{ textAlign: 'center', borderTop: '1px solid var(--ant-color-split)', paddingTop: 8, marginTop: 4 }}>
          <Link to={footer.href} onClick={() => props.onOpenChange(false)}>
            {footer.text}
          </Link>
        </div>
      )}
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={props.title} content={content} open={props.open} onOpenChange={props.onOpenChange}>
      <Button type="text" data-testid={props.testId} aria-label={props.label}>
        <Badge count={props.count} size="small" overflowCount={99}>
          {props.icon}
        </Badge>
      </Button>
    </Popover>
  );
}
