import type { Platform } from '../platform/platform';
import { createOrderExtractor, type OrderExtractor } from './extraction/orderExtractor';
import type { ExtractorSource } from './inbox/interpretAiOrder';

/** One extractor per platform, made on first use: a failing one fails each reading (recorded), never the start. */
export function coPilotExtractor(platform: Platform, env: NodeJS.ProcessEnv = process.env): ExtractorSource {
  let extractor: OrderExtractor | null = null;
  return () => {
    extractor ??= createOrderExtractor(platform, env);
    return extractor;
  };
}
