export * from './adminOrders';
export * from './asOf';
export * from './workflowEngine';
