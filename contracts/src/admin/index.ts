export * from './adminOrders';
export * from './asOf';
export * from './creditReport';
export * from './workflowEngine';
