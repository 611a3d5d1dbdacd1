/** Temporal workflows and activities, one folder per bounded context, and the worker that runs them. */
export { type ActivityDependencies, createActivities } from './activities';
export { createWorker, installHostedRuntime, type RunningWorker, startWorker, workflowsPath } from './worker';
