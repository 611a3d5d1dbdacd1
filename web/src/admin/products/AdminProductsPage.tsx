import { adminSupplierMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../platform/EmptyState';
import { LoadingState } from '../../platform/LoadingState';
import { ProductsScreen } from '../../supplierPortal/products/SupplierProductsPage';
import { adminSuppliersQuery } from '../suppliers/queries';
import { VenueProductsSection } from './VenueProductsSection';

/** Spec 03 Admin Products: the supplier products screen, for any supplier the admin picks. */
export function AdminProductsPage() {
  const suppliers = useQuery(adminSuppliersQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  if (suppliers.isPending) return <LoadingState label="Loading suppliers" />;
  const choices = (suppliers.data?.suppliers ?? []).map(({ supplierId, title }) => ({ supplierId, title }));
  const supplierId = chosen ?? choices[0]?.supplierId;
  if (!supplierId) {
    return <EmptyState icon="shop" title={adminSupplierMessages.noSuppliers} description="Add a supplier first." />;
  }
  return (
    <>
      <ProductsScreen
        key={supplierId}
        supplierId={supplierId}
        choices={choices}
        onSupplierChange={setChosen}
        subtitle="Any supplier's price file: add, edit and delete products, download and upload CSV."
      />
      <VenueProductsSection />
    </>
  );
}
