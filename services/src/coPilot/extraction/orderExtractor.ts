import type { OrderEmail, OrderInterpretation } from '@oms/contracts';
import type { Platform } from '../../platform/platform';
import { builtInExtractorName, interpretOrder } from './interpretOrder';
import { interpretWithLlm, type LlmSettings, llmExtractorName, llmSettingsFrom } from './llmOrderExtractor';
import { loadSupplierContext } from './supplierContext';

/**
 * Co-Pilot's order-extraction port: reads one e-mail received in a supplier's inbox against that
 * supplier's customers and price files. The inbox, the admin's `.eml` drop and
 * `npm run copilot:extract` all go through `createOrderExtractor`, so they give the same answer.
 */
export interface OrderExtractor {
  readonly name: string;
  extract(email: OrderEmail, supplierId: string): Promise<OrderInterpretation>;
}

/** The deterministic extractor: no network, the same answer for the same e-mail and data. */
export const createBuiltInExtractor = (platform: Pick<Platform, 'readStore'>): OrderExtractor => ({
  name: builtInExtractorName,
  extract: async (email, supplierId) =>
    interpretOrder(email, await loadSupplierContext(platform.readStore, supplierId)),
});

/** The OpenAI-compatible adapter; it falls back to the built-in reading whenever the model fails. */
export const createLlmExtractor = (
  platform: Pick<Platform, 'readStore'>,
  settings: LlmSettings,
  log: (message: string) => void = (message) => console.warn(message),
): OrderExtractor => ({
  name: llmExtractorName(settings),
  extract: async (email, supplierId) =>
    interpretWithLlm(email, await loadSupplierContext(platform.readStore, supplierId), settings, log),
});

/**
 * The built-in deterministic extractor by default; the LLM adapter when COPILOT_LLM_URL and
 * COPILOT_LLM_MODEL are set (COPILOT_LLM_KEY when the endpoint wants one).
 */
export const createOrderExtractor = (
  platform: Pick<Platform, 'readStore' | 'clock'>,
  env: NodeJS.ProcessEnv = process.env,
): OrderExtractor => {
  const settings = llmSettingsFrom(env);
  return settings ? createLlmExtractor(platform, settings) : createBuiltInExtractor(platform);
};
