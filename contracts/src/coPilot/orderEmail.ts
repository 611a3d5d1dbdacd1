/**
 * An order e-mail as Co-Pilot reads it: what the inbound SMTP server, the admin's `.eml` drop and
 * `npm run copilot:extract` all reduce a raw RFC 822 message to, before the extractor sees it.
 */
export interface OrderEmailAttachment {
  filename: string;
  contentType: string;
  size: number;
  /** The attachment as text when it is text-like (CSV, plain text) or a PDF whose text was read; else null. */
  text: string | null;
}

export interface OrderEmail {
  messageId: string | null;
  /** The sender's address, lowercased. */
  from: string;
  fromName: string | null;
  /** Every recipient address (To and Cc), lowercased. */
  to: string[];
  subject: string;
  /** The Date header as an ISO instant (UTC); the receipt time when the header is missing or unreadable. */
  sentAt: string;
  /** The plain-text body; derived from the HTML part when the message has only HTML. */
  text: string;
  html: string | null;
  attachments: OrderEmailAttachment[];
}

/** One line of what the extractor read: the words it came from, and the product it matched or not. */
export interface InterpretedLine {
  /** The text of the e-mail this line was read from, as written. */
  source: string;
  quantity: number;
  /** The matched product of the supplier's price file, or null when "Not in supplier price file". */
  productId: string | null;
  sku: string | null;
  title: string | null;
  /** 0..1, calibrated: lines at 0.9 or more are right at least 90 % of the time on the development corpus. */
  confidence: number;
  /** Why the extractor chose this product (or none), in words a supplier can read. */
  explanation: string;
}

export interface OrderInterpretation {
  /** The recognised customer, or null ("Venue Not Recognised"). */
  venueId: string | null;
  venueExplanation: string;
  /** YYYY-MM-DD, or null when the e-mail asks for no particular date. */
  deliveryDate: string | null;
  deliveryDateExplanation: string;
  lines: InterpretedLine[];
  /** What was asked for that the supplier does not sell, as written. */
  notInPriceFile: string[];
  /** 0..1, for the whole order. */
  confidence: number;
  /**
   * Whether a person must look before the order is approved: a line, the venue or the date is
   * unsure, or text that looks like an order line was not read. Absent on readings stored before it
   * existed (see `needsReviewOf`).
   */
  needsReview?: boolean;
  /** Why it needs review, in words a supplier can read. */
  reviewReasons?: string[];
  /** Which extractor answered (built-in, or the configured LLM adapter). */
  extractor: string;
}
