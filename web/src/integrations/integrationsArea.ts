export { DataplusPage } from './dataplus/DataplusPage';
export { SandboxReceiverPage as DataplusSandboxPage } from './dataplus/SandboxReceiverPage';
export { IntegrationsPage } from './IntegrationsPage';
export { SandboxConsentPage } from './SandboxConsentPage';
export { SandboxLedgerPage } from './SandboxLedgerPage';
export { SendToXeroPage } from './SendToXeroPage';
export { XeroCallbackPage } from './XeroCallbackPage';
