import { catalogueProductsProjection } from './catalogue/catalogueProductsProjection';
import { suppliersProjection } from './catalogue/suppliersProjection';
import { basketsProjection } from './ordering/basketsProjection';
import { ordersProjection } from './ordering/ordersProjection';
import type { DocumentProjection } from './platform/runner/projection';
import { venueSubscriptionsProjection } from './subscriptions/venueSubscriptionsProjection';
import { venueSuppliersProjection } from './venues/venueSuppliersProjection';
import { venuesProjection } from './venues/venuesProjection';

export type { CatalogueProductDocument } from './catalogue/catalogueProductsProjection';
export type { SupplierDocument } from './catalogue/suppliersProjection';
export type { BasketDocument } from './ordering/basketsProjection';
export { basketView } from './ordering/basketView';
export { ordersByDay } from './ordering/ordersByDay';
export type { OrderDocument } from './ordering/ordersProjection';
export { fromKafkaMessage, type KafkaEventMessage, toKafkaMessage } from './platform/kafka/kafkaEventCodec';
export { type KafkaFeedOptions, KafkaProjectionRunner } from './platform/kafka/kafkaProjectionRunner';
export { contextOfStream, defaultTopicPrefix, feedContexts, topicsOf } from './platform/kafka/kafkaTopics';
export { createMemoryReadStore, type MemoryReadStore } from './platform/readStore/memoryReadStore';
export { openMongoReadStore } from './platform/readStore/mongoReadStore';
export * from './platform/readStore/readStore';
export { applyEvent } from './platform/runner/applyEvent';
export { CHECKPOINTS_COLLECTION } from './platform/runner/checkpoints';
export type { EventSource } from './platform/runner/eventSource';
export type { DocumentProjection } from './platform/runner/projection';
export { ProjectionRunner } from './platform/runner/projectionRunner';
export type { VenueSubscriptionDocument } from './subscriptions/venueSubscriptionsProjection';
export type { VenueSupplierDocument } from './venues/venueSuppliersProjection';
export type { VenueDocument } from './venues/venuesProjection';

export const allProjections: readonly DocumentProjection[] = [
  suppliersProjection,
  catalogueProductsProjection,
  venuesProjection,
  venueSuppliersProjection,
  basketsProjection,
  ordersProjection,
  venueSubscriptionsProjection,
];
