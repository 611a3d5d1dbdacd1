import { toCsv } from '@oms/contracts';
import { toPng } from 'html-to-image';
import { downloadCsv } from '../checklist/checklistCsv';

export function downloadCsvRows(rows: string[][], fileName: string): void {
  downloadCsv(toCsv(rows), fileName);
}

/**
 * A PNG of what the user sees in `element` (summary and table), drawn by the browser itself through an SVG
 * foreignObject: fonts and AG Grid styles come out as on screen, with no server round trip.
 */
export async function downloadPng(
  element: HTMLElement,
  fileName: string,
  options: { drawnOffScreen?: boolean } = {},
): Promise<void> {
  // The dashboard draws with system fonts and SVG icons, so no web font needs embedding: skipping them saves
  // fetching and inlining every stylesheet's fonts on each export.
  const dataUrl = await toPng(element, {
    backgroundColor: '#ffffff',
    pixelRatio: 2,
    skipFonts: true,
    // An element kept off screen is drawn where the picture is, not where it hides.
    ...(options.drawnOffScreen ? { style: { position: 'static', left: '0', top: '0' } } : {}),
  });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** File names carry the range so exports of different periods do not overwrite each other. */
export const exportFileName = (what: string, filters: { start: string; end: string }, extension: 'csv' | 'png') =>
  `${what}-${filters.start}-to-${filters.end}.${extension}`;
