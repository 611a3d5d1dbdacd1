/** Where suppliers are told to write when approving fails (spec 01 §8). */
export const supportEmail = 'support@oms.test';
