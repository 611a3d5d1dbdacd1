import { themeQuartz } from 'ag-grid-community';

/** Phones (and A4 paper) need the cell padding for content. */
export const compactTheme = themeQuartz.withParams({ cellHorizontalPaddingScale: 0.5 });
