import type { IconName } from '@blueprintjs/core';
import { EmptyState } from './EmptyState';

/** A route whose screen is not built yet: its title and a plain sentence, never a broken page. */
export function ComingSoonPage({ title, icon = 'time' }: { title: string; icon?: IconName }) {
  return (
    <div className="coming-soon">
      <EmptyState headingLevel={1} icon={icon} title={title} description="This page is coming soon." />
    </div>
  );
}
