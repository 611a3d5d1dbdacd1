import { reachesAdminArea } from '@oms/contracts';
import { useSession } from '../identity/queries';
import { AccessGate } from '../platform/AccessGate';
import { type RouteTab, RouteTabs } from '../platform/RouteTabs';
import { WorkflowEngineStatus } from './WorkflowEngineStatus';

/** Spec 03 §2: the admin area; Accounts and Credit are for admins only, not TFR admins. */
export function AdminShell() {
  const session = useSession();
  const tabs: RouteTab[] = [
    { segment: 'orders', title: 'Orders' },
    { segment: 'spending', title: 'Spending' },
    { segment: 'products', title: 'Products' },
    { segment: 'suppliers', title: 'Suppliers' },
    { segment: 'feedback', title: 'Feedback' },
    { segment: 'workflows', title: 'Workflows' },
    ...(session?.account.roles.isAdmin
      ? [
          { segment: 'accounts', title: 'Accounts' },
          { segment: 'credit', title: 'Credit' },
          { segment: 'dataplus-sandbox', title: 'Dataplus sandbox' },
          { segment: 'data-deletion', title: 'Data deletion' },
          { segment: 'co-pilot-test', title: 'Co-Pilot test' },
        ]
      : []),
  ];
  return (
    <AccessGate allow={reachesAdminArea}>
      <WorkflowEngineStatus />
      <RouteTabs id="admin-area" label="Admin page" basePath="/admin" tabs={tabs} collapseOnPhone />
    </AccessGate>
  );
}

/**
 * The Overview (spec 03 §2): every venue-side user over their own venues (the API scopes it; admins and
 * TFR admins see every venue). The header links it for admins only, as spec 01 §2 has it.
 */
export function OverviewShell() {
  return (
    <RouteTabs
      id="overview-area"
      label="Overview page"
      basePath="/overview"
      tabs={[
        { segment: 'pastOrders', title: 'Past Orders' },
        { segment: 'pastOrdersspending', title: 'Spending' },
      ]}
    />
  );
}

/** /admin/accounts: admins only (spec 03 §2). */
export function AdminOnly() {
  return <AccessGate allow={(roles) => roles.isAdmin} />;
}
