/**
 * The corpus README's scoring rule, exactly: a line is right when its sku and quantity match an
 * expected line of the same e-mail (lines summed per sku first, skus trimmed and compared without
 * case); precision and recall pooled over all e-mails; venue and date right when equal, null
 * included; an e-mail exactly right when its lines, venue and date all are. A missing answer is no
 * lines with a wrong venue and date.
 */
export interface CorpusAnswer {
  supplier?: string;
  venue: string | null;
  deliveryDate: string | null;
  lines: { sku: string; quantity: number; confidence?: number }[];
  notInPriceFile?: string[];
  /** The extractor's answers say whether a person must look; expected answers leave it out. */
  needsReview?: boolean;
}

export interface EmailScore {
  id: string;
  linesExpected: number;
  linesAnswered: number;
  linesCorrect: number;
  venueCorrect: boolean;
  dateCorrect: boolean;
  exact: boolean;
  /** The answer's needsReview (false for a missing answer). */
  needsReview: boolean;
}

export interface CorpusScore {
  emails: EmailScore[];
  precision: number;
  recall: number;
  f1: number;
  venue: number;
  date: number;
  exact: number;
  /** Of the e-mails not exactly right, the share the answers flagged needsReview (goal ≥ 90 %). */
  wrongFlagged: number;
  /** Of the e-mails exactly right, the share flagged needsReview all the same (goal ≤ 15 %). */
  rightFlagged: number;
}

const summedBySku = (lines: readonly { sku: string; quantity: number }[]): Map<string, number> => {
  const sums = new Map<string, number>();
  for (const line of lines) {
    const sku = String(line.sku).trim().toLowerCase();
    sums.set(sku, (sums.get(sku) ?? 0) + Number(line.quantity));
  }
  return sums;
};

export const scoreEmail = (id: string, expected: CorpusAnswer, answer: CorpusAnswer | null): EmailScore => {
  const wanted = summedBySku(expected.lines);
  if (!answer) {
    return {
      id,
      linesExpected: wanted.size,
      linesAnswered: 0,
      linesCorrect: 0,
      venueCorrect: false,
      dateCorrect: false,
      exact: false,
      needsReview: false,
    };
  }
  const given = summedBySku(answer.lines ?? []);
  let linesCorrect = 0;
  for (const [sku, quantity] of given) if (wanted.get(sku) === quantity) linesCorrect += 1;
  const venueCorrect = (answer.venue ?? null) === (expected.venue ?? null);
  const dateCorrect = (answer.deliveryDate ?? null) === (expected.deliveryDate ?? null);
  const linesExact = linesCorrect === wanted.size && given.size === wanted.size;
  return {
    id,
    linesExpected: wanted.size,
    linesAnswered: given.size,
    linesCorrect,
    venueCorrect,
    dateCorrect,
    exact: linesExact && venueCorrect && dateCorrect,
    needsReview: answer.needsReview === true,
  };
};

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

const flaggedShare = (emails: readonly EmailScore[], whenNone: number) =>
  emails.length === 0 ? whenNone : share(emails.filter((email) => email.needsReview).length, emails.length);

export const scoreCorpus = (
  expected: ReadonlyMap<string, CorpusAnswer>,
  answers: ReadonlyMap<string, CorpusAnswer>,
): CorpusScore => {
  const emails = [...expected].map(([id, wanted]) => scoreEmail(id, wanted, answers.get(id) ?? null));
  const correct = emails.reduce((sum, email) => sum + email.linesCorrect, 0);
  const precision = share(
    correct,
    emails.reduce((sum, email) => sum + email.linesAnswered, 0),
  );
  const recall = share(
    correct,
    emails.reduce((sum, email) => sum + email.linesExpected, 0),
  );
  return {
    emails,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    venue: share(emails.filter((email) => email.venueCorrect).length, emails.length),
    date: share(emails.filter((email) => email.dateCorrect).length, emails.length),
    exact: share(emails.filter((email) => email.exact).length, emails.length),
    wrongFlagged: flaggedShare(
      emails.filter((email) => !email.exact),
      1,
    ),
    rightFlagged: flaggedShare(
      emails.filter((email) => email.exact),
      0,
    ),
  };
};

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The README's summary line. */
export const corpusSummary = (score: CorpusScore) =>
  `copilot: lines F1 ${percent(score.f1)}, venue ${percent(score.venue)}, date ${percent(score.date)}, exact ${percent(score.exact)}`;

/** How well needsReview picks out the wrong answers: counts, so that small samples read as such. */
export const reviewSummary = (score: CorpusScore) => {
  const wrong = score.emails.filter((email) => !email.exact);
  const right = score.emails.filter((email) => email.exact);
  const flagged = (emails: EmailScore[]) => emails.filter((email) => email.needsReview).length;
  return `needsReview: ${flagged(wrong)} of ${wrong.length} wrong e-mails flagged, ${flagged(right)} of ${right.length} exactly right ones flagged`;
};
