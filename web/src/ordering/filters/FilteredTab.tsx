import type { ReactNode } from 'react';
import { OrderFiltersPanel, type OrderFiltersScope } from './OrderFiltersPanel';

/** A tab's content with the filter side panel beside it (above it on phones). */
export function FilteredTab({
  venueId,
  scope = 'venue',
  children,
}: {
  venueId: string;
  scope?: OrderFiltersScope;
  children: ReactNode;
}) {
  return (
    <div className="filtered-tab">
      <OrderFiltersPanel venueId={venueId} scope={scope} />
      <div className="filtered-tab__content">{children}</div>
    </div>
  );
}
