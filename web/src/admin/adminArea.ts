export { AdminOnly, AdminShell, OverviewShell } from './AdminShell';
