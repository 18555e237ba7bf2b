import { Space, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format';
import { currentLanguage } from '../lib/language';

/** One step of an object's history. */
export interface TimelineStep {
  /** what happened (bold), and what follows it on its line (plain: a round, an amount) */
  title: ReactNode;
  titleExtra?: ReactNode;
  /** when it happened (ISO) and who made it, named already */
  at: string;
  actor: ReactNode;
  color?: string;
  /** the lines under it: amounts, references, a note, documents */
  details?: ReactNode;
}

/**
 * An object's history, oldest first, the same way on every page that has one (pre-dispute and Ethoca
 * alerts, enrolments, dispute cases): what happened, then its time and who, then its details.
 */
export function EventTimeline({ steps }: { steps: TimelineStep[] }) {
  const language = currentLanguage();
  return (
    <Timeline
      items={steps.map((s, i) => ({
        key: i,
        color: s.color,
        content: (
          <Space orientation="vertical" size={2} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography.Text>
              <Typography.Text strong>{s.title}</Typography.Text>
              {s.titleExtra}
            </Typography.Text>
            <Typography.Text type="secondary">
              {formatDateTime(s.at, language)} · {s.actor}
            </Typography.Text>
            {s.details}
          </Space>
        ),
      }))}
    />
  );
}

/** A note as its writer typed it: in quotes, line breaks kept. */
export function Quoted({ note }: { note: string }) {
  return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>“{note}”</Typography.Text>;
}
