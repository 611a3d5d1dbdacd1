/** Ten colours that stay apart for colour-blind readers (Tableau 10); the pie slice and its table row share one. */
const palette = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
] as const;

/** The colour of the supplier at a position in the spend ranking. */
export const supplierColourAt = (index: number): string => palette[index % palette.length] ?? palette[0];
