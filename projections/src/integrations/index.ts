export { type DataplusSendDocument, dataplusSendDocumentId, dataplusSendsProjection } from './dataplusSendsProjection';
export {
  type XeroBillDocument,
  type XeroBillStatus,
  xeroBillDocumentId,
  xeroBillsProjection,
} from './xeroBillsProjection';
export { type XeroConnectionDocument, xeroConnectionsProjection } from './xeroConnectionsProjection';
