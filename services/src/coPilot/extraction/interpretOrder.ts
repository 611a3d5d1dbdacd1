import type { InterpretedLine, OrderEmail, OrderInterpretation } from '@oms/contracts';
import { lineConfidence, notListedConfidence, orderConfidence, reviewReasonsOf } from './confidence';
import { readDeliveryDate } from './deliveryDate';
import { readWrittenLines, type WrittenLine } from './lineReading';
import { bodyTextOf, isForwardSubject, orderTextOf } from './orderText';
import { matchThreshold, PriceFileIndex, type ProductMatch } from './productMatching';
import { readPackSize } from './productSize';
import { productTokens } from './productWords';
import type { SupplierContext } from './supplierContext';
import { readCsv, readPipeTables } from './tableReading';
import { recogniseVenue } from './venueRecognition';

export const builtInExtractorName = 'built-in';

const csvLike = (name: string, type: string) => /\.(csv|tsv|txt)$/i.test(name) || /csv|tab-separated/i.test(type);

/** Every line written in the e-mail: its own text (lists, sentences, pipe tables) and its attachments. */
export const writtenLinesOf = (email: OrderEmail, lines: string[]): WrittenLine[] => {
  const found = [...readPipeTables(lines), ...readWrittenLines(lines)];
  for (const attachment of email.attachments) {
    if (!attachment.text) continue;
    if (csvLike(attachment.filename, attachment.contentType)) found.push(...readCsv(attachment.text));
    else {
      const attachmentLines = attachment.text.split(/\r?\n/);
      found.push(...readPipeTables(attachmentLines), ...readWrittenLines(attachmentLines));
    }
  }
  return found;
};

export interface MatchedLine {
  written: WrittenLine;
  match: ProductMatch | null;
  quantity: number;
}

/** The product a written line names: its quoted sku when the price file has it, else its words. */
export const matchWrittenLine = (written: WrittenLine, index: PriceFileIndex): MatchedLine => {
  const bySku = (written.sku ? index.productBySku(written.sku) : null) ?? index.productQuotedIn(written.source);
  if (bySku) {
    return {
      written,
      match: { product: bySku, score: 1, runnerUpScore: 0, by: 'sku', sizeFit: null },
      quantity: written.quantity ?? 1,
    };
  }
  let best: ProductMatch | null = null;
  for (const text of written.productTexts) {
    const match = index.match(text, { packHint: written.packHint, weightIsQuantity: written.quantity === null });
    if (match && (!best || match.score > best.score)) best = match;
  }
  let quantity = written.quantity ?? 1;
  if (written.quantity === null && best) {
    // "4kg of button mushrooms": kilograms count units only for a 1 kg product.
    const writtenSize = readPackSize(written.productTexts[0] ?? '').size;
    const listedSize = readPackSize(best.product.size).size;
    if (
      writtenSize.amount &&
      listedSize.amount?.value === 1000 &&
      listedSize.multiple === undefined &&
      writtenSize.amount.measure === listedSize.amount.measure &&
      Number.isInteger(writtenSize.amount.value / 500)
    ) {
      quantity = writtenSize.amount.value / 1000;
    }
  }
  return { written, match: best, quantity };
};

const hasSize = (written: WrittenLine) => {
  const { size } = readPackSize(written.productTexts[0] ?? '');
  return size.amount !== undefined || size.count !== undefined || size.multiple !== undefined;
};

/** Whether a read line is an order line: what a sentence or a signature says only counts with a quantity or size. */
const isOrderLine = (line: MatchedLine) =>
  line.written.quantity !== null || hasSize(line.written) || line.written.bulleted === true || line.match?.by === 'sku';

const countedQuantity =
  /\d\s*x\b|\bx\s*\d|×|(?:\d|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a dozen|half a))\s+(?:boxes|box|cases|case|packs|pack|bags|bag|sacks|sack|tubs|tub|bottles|bottle|tins|tin|jars|jar|crates|crate|trays|tray|kg|g|l|ml)\b/i;

/**
 * An item the supplier does not sell: a line of a list, or a sentence's item whose quantity is
 * plainly a count ("2 x", "3 boxes"), not a house number or "an order for Thursday".
 */
const isItemNotListed = (line: MatchedLine) =>
  productTokens(line.written.productTexts[0] ?? '').some((token) => /[a-z]/.test(token)) &&
  (line.written.listed || countedQuantity.test(line.written.source));

/**
 * Text read as an item that was neither matched nor flagged: a count and words a product could
 * have ("3 of the usual", "a tub of that green stuff") — a person should see it.
 */
const looksLikeOrderLine = (line: MatchedLine) =>
  line.written.quantity !== null &&
  productTokens(line.written.productTexts[0] ?? '').filter((token) => /^[a-z]{3,}$/.test(token)).length > 0 &&
  (line.match?.score ?? 0) >= (line.written.listed || line.written.packHint !== null ? 0.25 : 0.4);

const explanationOf = (line: MatchedLine): string => {
  const { match } = line;
  if (!match || match.score < matchThreshold) {
    return match
      ? `Not in supplier price file: the nearest product, ${match.product.title} (${match.product.size}), is only ${Math.round(match.score * 100)} % alike.`
      : 'Not in supplier price file: no product in the price file has these words.';
  }
  if (match.by === 'sku') return `The e-mail quotes the sku ${match.product.sku}.`;
  const byWeight =
    line.written.quantity === null && line.quantity > 1
      ? ` ${line.quantity} kg of a 1 kg product read as ${line.quantity}.`
      : '';
  const size =
    match.sizeFit === null ? '' : match.sizeFit > 0 ? ', size agrees' : ', size differs from what was written';
  return `Title ${Math.round(match.score * 100)} % alike${size}; next best ${Math.round(match.runnerUpScore * 100)} %.${byWeight}`;
};

/** Reads one order e-mail against one supplier's customers and price file. Pure: no store, no clock. */
export const interpretOrder = (
  email: OrderEmail,
  context: SupplierContext,
  index: PriceFileIndex = new PriceFileIndex(context.products),
): OrderInterpretation => {
  const text = orderTextOf(bodyTextOf(email), { forwarded: isForwardSubject(email.subject) });
  const orderLines = text.lines.slice(0, text.signOffAt);
  const venue = recogniseVenue(
    {
      from: email.from,
      fromName: email.fromName,
      subject: email.subject,
      lines: text.lines,
      signOffAt: text.signOffAt,
    },
    context.customers,
    context.accounts,
  );
  const date = readDeliveryDate({ subject: email.subject, lines: orderLines, sentAt: email.sentAt });
  const readWrittenLinesAll = writtenLinesOf(email, orderLines).map((written) => matchWrittenLine(written, index));
  const matched = readWrittenLinesAll.filter(isOrderLine);
  const lines: InterpretedLine[] = [];
  const notInPriceFile: string[] = [];
  const unread: string[] = [];
  for (const line of readWrittenLinesAll) {
    if (!isOrderLine(line) && looksLikeOrderLine(line)) unread.push(line.written.source);
  }
  for (const line of matched) {
    const listed = line.match && line.match.score >= matchThreshold ? line.match : null;
    if (listed) {
      lines.push({
        source: line.written.source,
        quantity: line.quantity,
        productId: listed.product.productId,
        sku: listed.product.sku,
        title: listed.product.title,
        confidence: lineConfidence(listed, line.written.quantity !== null),
        explanation: explanationOf(line),
      });
    } else if (isItemNotListed(line)) {
      notInPriceFile.push(line.written.source);
      lines.push({
        source: line.written.source,
        quantity: line.quantity,
        productId: null,
        sku: null,
        title: null,
        confidence: notListedConfidence(line.match),
        explanation: explanationOf(line),
      });
    } else if (looksLikeOrderLine(line)) {
      unread.push(line.written.source);
    }
  }
  const reviewReasons = reviewReasonsOf({ lines, venue, date, unread });
  return {
    venueId: venue.venueId,
    venueExplanation: venue.explanation,
    deliveryDate: date.date,
    deliveryDateExplanation: date.explanation,
    lines,
    notInPriceFile,
    confidence: orderConfidence({
      lines: lines.map((line) => line.confidence),
      venueCertainty: venue.certainty,
    }),
    needsReview: reviewReasons.length > 0,
    reviewReasons,
    extractor: builtInExtractorName,
  };
};
