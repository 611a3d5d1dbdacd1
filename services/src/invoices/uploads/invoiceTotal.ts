import { invoiceTotalFromText } from '@oms/contracts';

/**
 * The total a PDF invoice names in its text (unpdf: Mozilla's PDF.js for Node); null for images,
 * scanned PDFs without text, and files PDF.js cannot read.
 */
export async function invoiceTotalOfFile(content: Buffer, contentType: string): Promise<number | null> {
  if (contentType !== 'application/pdf') return null;
  // unpdf (pdf.js) is loaded by the first PDF read, not by every start of the app.
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(content));
    const { text } = await extractText(pdf, { mergePages: true });
    return invoiceTotalFromText(text);
  } catch {
    return null;
  }
}
