export { VenueListPage } from './VenueListPage';
export { VenueShell } from './VenueShell';
