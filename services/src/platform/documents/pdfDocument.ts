import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { formatLondonDateTime } from '@oms/contracts';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
// Roboto ships inside the pdfmake package: £, € and accented names render with no download.
const fontDir = join(dirname(require.resolve('pdfmake/package.json')), 'build/fonts/Roboto');

let loaded: Promise<typeof import('pdfmake')> | undefined;
/** pdfmake is loaded by the first document made, not by every start of the app. */
function loadPdfmake() {
  loaded ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({
      Roboto: {
        normal: join(fontDir, 'Roboto-Regular.ttf'),
        bold: join(fontDir, 'Roboto-Medium.ttf'),
        italics: join(fontDir, 'Roboto-Italic.ttf'),
        bolditalics: join(fontDir, 'Roboto-MediumItalic.ttf'),
      },
    });
    // A document never fetches anything: its images come as data from the file store, its fonts from the package.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontDir));
    return pdfmake;
  });
  return loaded;
}

export const brand = { name: 'OMS', colour: '#2d72d2', muted: '#5f6b7c', rule: '#d3d8de' } as const;

export interface DocumentOptions {
  /** The document's own heading, under the product's name. */
  title: string;
  /** Printed in the footer: when it was made, Europe/London. */
  generatedAt: Date;
  landscape?: boolean;
}

/** A table whose header row repeats on every page it breaks onto, and whose rows never split. */
export function pagedTable(
  headings: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  options: { widths: (string | number)[]; rightAligned?: readonly number[] },
): Content {
  const right = new Set(options.rightAligned ?? []);
  const cell = (text: string | number, column: number, header = false) => ({
    text: String(text),
    ...(right.has(column) ? { alignment: 'right' as const } : {}),
    ...(header ? { bold: true, fillColor: '#f6f7f9' } : {}),
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: options.widths,
      body: [
        headings.map((heading, column) => cell(heading, column, true)),
        ...rows.map((row) => row.map((text, column) => cell(text, column))),
      ],
    },
    layout: {
      hLineWidth: (line: number) => (line <= 1 ? 0.8 : 0.4),
      vLineWidth: () => 0,
      hLineColor: () => brand.rule,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    fontSize: 8.5,
  };
}

/** A stored image (PNG or JPEG bytes from the file store) as pdfmake takes it. */
export function imageData(content: Buffer, contentType: string): string {
  return `data:${contentType};base64,${content.toString('base64')}`;
}

/**
 * The one way the product makes a PDF: its header on every page, page numbers and the time it
 * was made in the footer, A4, Roboto. Recipe cards, allergen grids, stock reports and dataplus
 * documents are further callers.
 */
export async function renderPdf(options: DocumentOptions, content: Content[]): Promise<Buffer> {
  const generated = formatLondonDateTime(options.generatedAt);
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: options.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 64, 40, 48],
    info: { title: options.title, creator: brand.name, producer: brand.name },
    defaultStyle: { font: 'Roboto', fontSize: 10, color: '#1c2127' },
    header: () => ({
      margin: [40, 24, 40, 0],
      columns: [
        { text: brand.name, bold: true, fontSize: 14, color: brand.colour },
        { text: options.title, alignment: 'right', color: brand.muted, fontSize: 9, margin: [0, 4, 0, 0] },
      ],
    }),
    footer: (page: number, pages: number) => ({
      margin: [40, 16, 40, 0],
      fontSize: 8,
      color: brand.muted,
      columns: [{ text: `Generated ${generated}` }, { text: `Page ${page} of ${pages}`, alignment: 'right' }],
    }),
    content,
  };
  return (await loadPdfmake()).createPdf(definition).getBuffer();
}
