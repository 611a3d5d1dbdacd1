/** Temporal workflows and activities, one folder per bounded context; the worker arrives with the engines work. */
export {};
