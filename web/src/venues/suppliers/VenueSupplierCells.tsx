import { Button, Switch, Tag } from '@blueprintjs/core';
import type { VenueSupplierView } from '@oms/contracts';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { Link } from 'react-router-dom';
import { showToast } from '../../platform/toaster';
import { useUpdateVenueSupplierVisibility } from './queries';

export interface VenueSuppliersGridContext {
  venueId: string;
  canEdit: boolean;
  onEdit: (supplier: VenueSupplierView) => void;
}

type CellProps = CustomCellRendererProps<VenueSupplierView, unknown, VenueSuppliersGridContext>;

export const catalogueLink = (venueId: string) => `/v/${encodeURIComponent(venueId)}/catalogue`;

/** A click on a control inside a row (Edit, a toggle, the title link) does its own thing, not the row's. */
export const isControlClick = (target: EventTarget | null | undefined) =>
  target instanceof Element && target.closest('a, button, input, label, .bp6-control') !== null;

/** The row opens the catalogue on click; the title is the same link for keyboards and screen readers. */
export function SupplierTitleCell({
  data,
  context,
  details,
}: CellProps & { details?: (row: VenueSupplierView) => string }) {
  if (!data) return null;
  return (
    <span className={details ? 'venue-suppliers__title venue-suppliers__title--details' : 'venue-suppliers__title'}>
      <Link to={catalogueLink(context.venueId)}>{data.supplierTitle}</Link>
      {details && <span className="venue-suppliers__details">{details(data)}</span>}
    </span>
  );
}

const toggleLabels = { isActive: 'Show Supplier', isCatalogueAccessible: 'Catalogue access' } as const;

export function VisibilityToggleCell({ data, context, field }: CellProps & { field: keyof typeof toggleLabels }) {
  const update = useUpdateVenueSupplierVisibility(context.venueId);
  if (!data) return null;
  const isOn = data[field];
  if (!context.canEdit) {
    return (
      <Tag minimal intent={isOn ? 'success' : 'none'}>
        {isOn ? 'Yes' : 'No'}
      </Tag>
    );
  }
  return (
    <Switch
      role="switch"
      className="venue-suppliers__switch"
      checked={isOn}
      disabled={update.isPending}
      aria-label={`${toggleLabels[field]}: ${data.supplierTitle}`}
      onChange={() =>
        update.mutate(
          {
            supplierId: data.supplierId,
            body: {
              isActive: data.isActive,
              isCatalogueAccessible: data.isCatalogueAccessible,
              [field]: !isOn,
            },
          },
          {
            onError: (error) => void showToast({ intent: 'danger', icon: 'error', message: error.message }),
          },
        )
      }
    />
  );
}

export function EditSupplierCell({ data, context, compact }: CellProps & { compact?: boolean }) {
  if (!data || !context.canEdit) return null;
  return (
    <Button
      variant="minimal"
      icon="edit"
      text={compact ? undefined : 'Edit'}
      aria-label={`Edit ${data.supplierTitle}`}
      onClick={() => context.onEdit(data)}
    />
  );
}
