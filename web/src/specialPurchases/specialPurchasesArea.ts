export { ManagerApprovalPage } from './ManagerApprovalPage';
export { SpecialPurchasesPage } from './SpecialPurchasesPage';
