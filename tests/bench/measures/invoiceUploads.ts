import { renderPdf } from '../../../services/src/platform/documents/pdfDocument';
import { givenStreams } from '../../../services/src/platform/engines/apiScenario';
import { account, linked, proPlan, supplier, venue } from '../../../services/src/platform/engines/scenarioStreams';
import { multipartFilesBody } from '../../../services/src/platform/files/multipartFilesBody';
import type { Measure } from '../support/measure';
import { percentile, timed } from '../support/stats';

const venueId = 'ven-bench';
const FILE_KB = 200;
const UPLOAD_GOAL_MS = 250;

/** A real PDF (pdfmake), padded to about FILE_KB with a PDF comment so every upload moves the same bytes. */
async function benchInvoicePdf(): Promise<Buffer> {
  const pdf = await renderPdf({ title: 'Bench invoice', generatedAt: new Date() }, [{ text: 'Invoice BENCH-1' }]);
  return Buffer.concat([pdf, Buffer.from(`%${'x'.repeat(Math.max(0, FILE_KB * 1024 - pdf.length))}\n`)]);
}

/**
 * P10: the Invoices dashboard's 5-file upload (each file checked by content, stored, recorded in one
 * append, the list's read model caught up before the answer) against the venue's invoice list GET,
 * both through the whole Fastify app in the same run.
 */
export async function measureInvoiceUploads(options: { uploads: number }): Promise<Measure> {
  const scenario = await givenStreams(
    Object.fromEntries([
      venue(venueId, { title: 'Bench Tavern' }, linked(venueId, 'sup-bench')),
      proPlan(venueId, new Date(Date.now() - 86_400_000).toISOString()),
      await account('bench@oms.test', { venueIds: [venueId] }),
      supplier('sup-bench', { title: 'Bench Foods' }),
    ]),
    { now: new Date() },
  );
  try {
    const as = await scenario.signedInAs('bench@oms.test');
    const pdf = await benchInvoicePdf();
    const item = { supplierId: 'sup-bench', purchaseOrderNumber: 'PO-1', comment: '', totalPence: 1000 };
    const upload = () => {
      const form = multipartFilesBody(
        Array.from({ length: 5 }, (_, index) => ({ name: `invoice-${index}.pdf`, content: pdf })),
        { items: JSON.stringify(Array(5).fill(item)) },
      );
      return as({
        method: 'POST',
        url: `/api/venues/${venueId}/invoice-uploads`,
        payload: form.payload,
        headers: form.headers,
      });
    };
    const list = () => as({ url: `/api/venues/${venueId}/invoice-uploads` });

    const uploadMs: number[] = [];
    const listMs: number[] = [];
    for (let round = 0; round < options.uploads; round += 1) {
      const uploaded = await timed(upload);
      if (uploaded.result.statusCode !== 201) throw new Error(`upload answered ${uploaded.result.statusCode}`);
      uploadMs.push(uploaded.ms);
      // The baseline reads a list that grows with the uploads, as a venue's does.
      listMs.push((await timed(list)).ms);
    }
    const uploadMedian = percentile(uploadMs, 0.5);
    const listMedian = percentile(listMs, 0.5);
    return {
      id: 'P10',
      name: `Invoices: 5-file upload (5 × ${FILE_KB} KB PDF), ${options.uploads} uploads`,
      unit: 'ms (median)',
      figure: Math.round(uploadMedian * 10) / 10,
      baseline: Math.round(listMedian * 10) / 10,
      baselineName: 'the invoice list GET of the same venue',
      goal: `median upload ≤ ${UPLOAD_GOAL_MS} ms`,
      passed: uploadMedian <= UPLOAD_GOAL_MS,
      details: { p95UploadMs: Math.round(percentile(uploadMs, 0.95)), invoicesListed: options.uploads * 5 },
    };
  } finally {
    await scenario.close();
  }
}
