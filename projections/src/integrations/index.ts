export {
  type XeroBillDocument,
  type XeroBillStatus,
  xeroBillDocumentId,
  xeroBillsProjection,
} from './xeroBillsProjection';
export { type XeroConnectionDocument, xeroConnectionsProjection } from './xeroConnectionsProjection';
