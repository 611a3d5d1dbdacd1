import type { ProjectionRunner, ReadStore } from '@oms/projections';
import type { EventStore } from './eventStore/eventStore';

/** The engines one running API works with, whichever adapters were chosen. */
export interface Platform {
  eventStore: EventStore;
  readStore: ReadStore;
  runner: ProjectionRunner;
  clock: () => Date;
}

export interface PlatformOptions {
  developmentFixedUser: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
    platformOptions: PlatformOptions;
  }
}
