export { VenueSuppliersPage } from './suppliers/VenueSuppliersPage';
export { VenueListPage } from './VenueListPage';
export { VenueSettingsPage } from './VenueSettingsPage';
export { VenueShell } from './VenueShell';
