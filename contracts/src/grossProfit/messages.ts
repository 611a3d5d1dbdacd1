/** Spec 02 §2.10's words and the page's own. */
export const grossProfitMessages = {
  deleteSalesConfirm: 'Are you sure to delete the sales data ?',
  noSalesData: 'Please enter sales data first',
  futureDate: 'Date ranges cannot include future dates',
  salesSaved: 'Sales data saved successfully',
  salesDeleted: 'Sales data deleted successfully',
  miscCostSaved: 'Misc cost saved successfully',
  forecastSaved: 'Forecast saved successfully',
  miscCostChanged: 'Misc cost updated successfully',
  miscCostDeleted: 'Misc cost deleted successfully',
  deleteMiscCostConfirm: 'Are you sure to delete the misc cost?',
  noMiscCost: 'This misc cost no longer exists',
  /** The spec says nothing of a second entry for a day with sales; a later entry replaces it, said before saving. */
  salesReplaced: (date: string, sales: string) => `${date} already has sales of ${sales}. Saving replaces them.`,
  /** Which orders count as a day's purchases, said on the page. */
  purchasesRule:
    'Purchases are the orders placed that day, at their receipted spend once goods are receipted. Special purchases are excluded.',
  gpFormula: 'GP % = (sales − purchases − misc costs) ÷ sales × 100, over the days shown',
} as const;

/** The longest range one request may ask for. */
export const GROSS_PROFIT_MAX_RANGE_DAYS = 366;
/** Spec 02 §2.10: the default range is the last 7 days. */
export const GROSS_PROFIT_DEFAULT_RANGE_DAYS = 7;
