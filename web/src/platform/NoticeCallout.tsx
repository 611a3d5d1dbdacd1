import { Callout, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './noticeCallout.css';

/**
 * A Blueprint Callout whose title is an h3: Callout's own title is always an h5, which breaks the heading
 * order under a dialog's h2 for screen-reader users.
 */
export function NoticeCallout({
  intent,
  title,
  role,
  children,
}: {
  intent: Intent;
  title: string;
  role: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <Callout intent={intent} role={role} className="notice-callout">
      <h3 className="notice-callout__title">{title}</h3>
      {children}
    </Callout>
  );
}
