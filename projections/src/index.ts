import { catalogueProductsProjection } from './catalogue/catalogueProductsProjection';
import { priceNotificationClearsProjection } from './catalogue/priceNotificationClearsProjection';
import { suppliersProjection } from './catalogue/suppliersProjection';
import { aiOrdersProjection } from './coPilot/aiOrdersProjection';
import { grossProfitProjection } from './grossProfit/grossProfitProjection';
import { accountsProjection } from './identity/accountsProjection';
import { legacyUsersProjection } from './identity/legacyUsersProjection';
import { sessionsProjection } from './identity/sessionsProjection';
import { dataplusSendsProjection, xeroBillsProjection, xeroConnectionsProjection } from './integrations';
import { creditStatementsProjection, creditTransactionsProjection, uploadedInvoicesProjection } from './invoices';
import { basketsProjection } from './ordering/basketsProjection';
import { orderedLinesProjection } from './ordering/orderedLinesProjection';
import { ordersProjection } from './ordering/ordersProjection';
import type { DocumentProjection } from './platform/runner/projection';
import { dataDeletionRequestsProjection } from './privacy/dataDeletionRequestsProjection';
import { retentionDeletionsProjection } from './privacy/retentionDeletionsProjection';
import { subjectAccessRequestsProjection } from './privacy/subjectAccessRequestsProjection';
import { creditNotesProjection } from './receipting/creditNotesProjection';
import { receiptingHistoryProjection } from './receipting/receiptingHistoryProjection';
import { receiptsProjection, receiptsReadModel } from './receipting/receiptsProjection';
import { menuBuilderProjection } from './recipes/menuBuilderProjection';
import { recipesProjection } from './recipes/recipesProjection';
import { venueProductsProjection } from './shoppingLists/venueProductsProjection';
import { specialPurchasesProjection } from './specialPurchases/specialPurchasesProjection';
import { stockTakeSheetsProjection } from './stockTakes/stockTakeSheetsProjection';
import { stockTakesProjection } from './stockTakes/stockTakesProjection';
import { planUsageProjection } from './subscriptions/planUsageProjection';
import { venueSubscriptionsProjection } from './subscriptions/venueSubscriptionsProjection';
import { supplierCustomerDaysProjection } from './supplierPortal/supplierCustomerDaysProjection';
import { supplierFeedbackProjection } from './supplierPortal/supplierFeedbackProjection';
import { chatMessagesProjection } from './support/chatMessagesProjection';
import { mailboxProjection } from './support/mailboxProjection';
import { pushNotificationsProjection } from './support/pushNotificationsProjection';
import { venueSuppliersProjection } from './venues/venueSuppliersProjection';
import { venuesProjection } from './venues/venuesProjection';

export { type OrdersInRange, ordersAcrossVenues, spendingBySupplier } from './admin/adminOrders';
export type { CatalogueProductDocument } from './catalogue/catalogueProductsProjection';
export {
  type PriceNotificationClearDocument,
  priceNotificationClearId,
} from './catalogue/priceNotificationClearsProjection';
export { applyToSearchIndex, CatalogueSearchFeed, searchableOf } from './catalogue/search/catalogueSearchFeed';
export { CatalogueSearchIndex, type SearchableProduct, searchWords } from './catalogue/search/catalogueSearchIndex';
export { SortedCatalogue, type SortedPage, type SortedPageRequest } from './catalogue/search/sortedCatalogue';
export type { SupplierDocument } from './catalogue/suppliersProjection';
export type { AiOrderDocument } from './coPilot/aiOrdersProjection';
export { type GrossProfitDocument, grossProfitDayId } from './grossProfit/grossProfitProjection';
export { grossProfitEntries, grossProfitOrderId } from './grossProfit/grossProfitQuery';
export type { AccountDocument } from './identity/accountsProjection';
export type { LegacyUserDocument } from './identity/legacyUsersProjection';
export type { SessionDocument } from './identity/sessionsProjection';
export {
  type DataplusSendDocument,
  dataplusSendDocumentId,
  type XeroBillDocument,
  type XeroBillStatus,
  type XeroConnectionDocument,
  xeroBillDocumentId,
} from './integrations';
export * from './invoices';
export type { BasketDocument } from './ordering/basketsProjection';
export { basketView } from './ordering/basketView';
export type { OrderedLinesDocument } from './ordering/orderedLinesProjection';
export { type OrdersFilter, orderDays, ordersByDay } from './ordering/ordersByDay';
export type { OrderDocument } from './ordering/ordersProjection';
export { orderedProducts, orderFilterOptions, spendOverTime } from './ordering/purchasingAnalytics';
export { supplierOrders } from './ordering/supplierOrders';
export { fromKafkaMessage, type KafkaEventMessage, toKafkaMessage } from './platform/kafka/kafkaEventCodec';
export { contextOfStream, defaultTopicPrefix, feedContexts, topicsOf } from './platform/kafka/kafkaTopics';
export { createMemoryReadStore, type MemoryReadStore } from './platform/readStore/memoryReadStore';
export * from './platform/readStore/readStore';
export { applyEvent } from './platform/runner/applyEvent';
export { CHECKPOINTS_COLLECTION } from './platform/runner/checkpoints';
export type { EventSource } from './platform/runner/eventSource';
export type { DocumentProjection, Projected, ReadModel, TypedProjection } from './platform/runner/projection';
export type { ProjectionProgress, ReadModelProgress } from './platform/runner/projectionProgress';
export { ProjectionRunner } from './platform/runner/projectionRunner';
export {
  type DocumentsToReproject,
  documentsTouchedBy,
  reprojectDocuments,
} from './platform/runner/reprojectDocuments';
export type { DataDeletionRequestDocument } from './privacy/dataDeletionRequestsProjection';
export type { RetentionDeletionDocument } from './privacy/retentionDeletionsProjection';
export type { SubjectAccessRequestDocument } from './privacy/subjectAccessRequestsProjection';
export type { CreditNoteDocument } from './receipting/creditNotesProjection';
export type { ReceiptingHistoryDocument } from './receipting/receiptingHistoryProjection';
export type { ReceiptDocument } from './receipting/receiptsProjection';
export type { MenuBuilderDocument } from './recipes/menuBuilderProjection';
export {
  type CostedRecipe,
  costRecipe,
  type ProductFacts,
  productsOfRecipes,
  targetGpOf,
  venueRecipeCosts,
} from './recipes/recipeCosts';
export type { RecipeDocument } from './recipes/recipesProjection';
export type { VenueProductDocument } from './shoppingLists/venueProductsProjection';
export type { SpecialPurchaseDocument } from './specialPurchases/specialPurchasesProjection';
export type { StockTakeSheetDocument } from './stockTakes/stockTakeSheetsProjection';
export type { StockTakeDocument } from './stockTakes/stockTakesProjection';
export { type PlanUsageDocument, planUsageId } from './subscriptions/planUsageProjection';
export type { VenueSubscriptionDocument } from './subscriptions/venueSubscriptionsProjection';
export { type CustomerTotals, hasDroppedByHalf, supplierCustomerTotals } from './supplierPortal/supplierAnalytics';
export {
  type SupplierCustomerDayDocument,
  supplierCustomerDayId,
} from './supplierPortal/supplierCustomerDaysProjection';
export type { SupplierFeedbackDocument } from './supplierPortal/supplierFeedbackProjection';
export type { ChatMessageDocument } from './support/chatMessagesProjection';
export type { MailDocument } from './support/mailboxProjection';
export type { PushNotificationDocument } from './support/pushNotificationsProjection';
export { type VenueSupplierDocument, venueSupplierId } from './venues/venueSuppliersProjection';
export type { VenueDocument } from './venues/venuesProjection';

/** Every read model with its document type: `readModels.orders.in(store)` is a typed collection. */
export const readModels = {
  suppliers: suppliersProjection.readModel,
  catalogueProducts: catalogueProductsProjection.readModel,
  venues: venuesProjection.readModel,
  venueSuppliers: venueSuppliersProjection.readModel,
  baskets: basketsProjection.readModel,
  orders: ordersProjection.readModel,
  orderedLines: orderedLinesProjection.readModel,
  accounts: accountsProjection.readModel,
  sessions: sessionsProjection.readModel,
  legacyUsers: legacyUsersProjection.readModel,
  mailbox: mailboxProjection.readModel,
  venueSubscriptions: venueSubscriptionsProjection.readModel,
  planUsage: planUsageProjection.readModel,
  creditStatements: creditStatementsProjection.readModel,
  creditTransactions: creditTransactionsProjection.readModel,
  chatMessages: chatMessagesProjection.readModel,
  priceNotificationClears: priceNotificationClearsProjection.readModel,
  venueProducts: venueProductsProjection.readModel,
  specialPurchases: specialPurchasesProjection.readModel,
  receipts: receiptsReadModel,
  receiptingHistory: receiptingHistoryProjection.readModel,
  creditNotes: creditNotesProjection.readModel,
  uploadedInvoices: uploadedInvoicesProjection.readModel,
  stockTakes: stockTakesProjection.readModel,
  stockTakeSheets: stockTakeSheetsProjection.readModel,
  grossProfit: grossProfitProjection.readModel,
  recipes: recipesProjection.readModel,
  menuBuilder: menuBuilderProjection.readModel,
  xeroConnections: xeroConnectionsProjection.readModel,
  xeroBills: xeroBillsProjection.readModel,
  supplierCustomerDays: supplierCustomerDaysProjection.readModel,
  supplierFeedback: supplierFeedbackProjection.readModel,
  dataplusSends: dataplusSendsProjection.readModel,
  dataDeletionRequests: dataDeletionRequestsProjection.readModel,
  retentionDeletions: retentionDeletionsProjection.readModel,
  subjectAccessRequests: subjectAccessRequestsProjection.readModel,
  pushNotifications: pushNotificationsProjection.readModel,
  aiOrders: aiOrdersProjection.readModel,
} as const;

export const allProjections: readonly DocumentProjection[] = [
  suppliersProjection,
  catalogueProductsProjection,
  venuesProjection,
  venueSuppliersProjection,
  basketsProjection,
  ordersProjection,
  orderedLinesProjection,
  accountsProjection,
  sessionsProjection,
  legacyUsersProjection,
  mailboxProjection,
  venueSubscriptionsProjection,
  planUsageProjection,
  creditStatementsProjection,
  creditTransactionsProjection,
  chatMessagesProjection,
  priceNotificationClearsProjection,
  venueProductsProjection,
  specialPurchasesProjection,
  receiptsProjection,
  receiptingHistoryProjection,
  creditNotesProjection,
  uploadedInvoicesProjection,
  stockTakesProjection,
  stockTakeSheetsProjection,
  grossProfitProjection,
  recipesProjection,
  menuBuilderProjection,
  xeroConnectionsProjection,
  xeroBillsProjection,
  supplierCustomerDaysProjection,
  supplierFeedbackProjection,
  dataDeletionRequestsProjection,
  retentionDeletionsProjection,
  subjectAccessRequestsProjection,
  dataplusSendsProjection,
  pushNotificationsProjection,
  aiOrdersProjection,
];
