export * from './adminOrders';
export * from './workflowEngine';
