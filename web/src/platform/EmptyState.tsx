import { type IconName, NonIdealState } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import './emptyState.css';

/**
 * Blueprint's NonIdealState with a heading at the level the page needs: its own title is always an h4,
 * which skips levels under a page's h1.
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
}: {
  icon: IconName;
  title: string;
  description: string;
  action?: ReactElement;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <NonIdealState
      className="empty-state"
      icon={icon}
      description={
        <div>
          <Heading className="bp6-heading empty-state__title">{title}</Heading>
          <p className="empty-state__description">{description}</p>
        </div>
      }
      {...(action ? { action } : {})}
    />
  );
}
