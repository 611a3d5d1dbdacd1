import type { OrderEmail, OrderInterpretation } from '@oms/contracts';
import type { Platform } from '../../platform/platform';

/**
 * Co-Pilot's order-extraction port: reads one e-mail received in a supplier's inbox against that
 * supplier's customers and price files. The inbox, the admin's `.eml` drop and
 * `npm run copilot:extract` all go through `createOrderExtractor`, so they give the same answer.
 */
export interface OrderExtractor {
  readonly name: string;
  extract(email: OrderEmail, supplierId: string): Promise<OrderInterpretation>;
}

/** The built-in deterministic extractor by default; the LLM adapter when configured. */
export const createOrderExtractor = (
  _platform: Pick<Platform, 'readStore' | 'clock'>,
  _env: NodeJS.ProcessEnv = process.env,
): OrderExtractor => {
  throw new Error('The built-in order extractor lands with the Co-Pilot extraction work.');
};
