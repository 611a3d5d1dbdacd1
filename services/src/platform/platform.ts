import type { ProjectionRunner, ReadStore } from '@oms/projections';
import type { WorkflowEngine } from './engines/workflowEngine';
import type { EventStore } from './eventStore/eventStore';

/** The engines one running API works with, whichever adapters were chosen. */
export interface Platform {
  eventStore: EventStore;
  readStore: ReadStore;
  runner: ProjectionRunner;
  clock: () => Date;
  /** Temporal; absent or unavailable means workflow-driven actions answer 503. */
  workflows?: WorkflowEngine;
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
