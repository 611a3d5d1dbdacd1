import { describe, expect, it } from 'vitest';
import { type CorpusAnswer, corpusSummary, reviewSummary, scoreCorpus, scoreEmail } from './corpusScore';

const answer = (
  lines: [string, number][],
  venue: string | null = 'v',
  deliveryDate: string | null = 'd',
): CorpusAnswer => ({
  venue,
  deliveryDate,
  lines: lines.map(([sku, quantity]) => ({ sku, quantity })),
});

describe('the corpus scoring rule', () => {
  it('counts a line right when sku and quantity match, skus trimmed and without case, summed per sku', () => {
    const score = scoreEmail(
      'a',
      answer([
        ['BRK1', 2],
        ['BRK2', 1],
      ]),
      answer([
        [' brk1 ', 1],
        ['BRK1', 1],
        ['BRK2', 3],
      ]),
    );
    expect(score).toMatchObject({ linesExpected: 2, linesAnswered: 2, linesCorrect: 1, exact: false });
  });

  it('compares venue and date with null included', () => {
    expect(scoreEmail('a', answer([], null, null), answer([], null, null))).toMatchObject({
      venueCorrect: true,
      dateCorrect: true,
      exact: true,
    });
    expect(scoreEmail('a', answer([], null), answer([], 'guessed'))).toMatchObject({ venueCorrect: false });
  });

  it('scores a missing answer as no lines with a wrong venue and date', () => {
    expect(scoreEmail('a', answer([['X', 1]], null, null), null)).toMatchObject({
      linesCorrect: 0,
      venueCorrect: false,
      dateCorrect: false,
    });
  });

  it('pools precision and recall over all e-mails and writes the summary line', () => {
    const expected = new Map([
      [
        'a',
        answer([
          ['X', 1],
          ['Y', 1],
        ]),
      ],
      ['b', answer([['Z', 2]])],
    ]);
    const answers = new Map([
      [
        'a',
        answer([
          ['X', 1],
          ['Q', 1],
        ]),
      ],
      ['b', answer([['Z', 2]])],
    ]);
    const score = scoreCorpus(expected, answers);
    expect(score.precision).toBeCloseTo(2 / 3);
    expect(score.recall).toBeCloseTo(2 / 3);
    expect(score.f1).toBeCloseTo(2 / 3);
    expect(score.exact).toBe(0.5);
    expect(corpusSummary(score)).toBe('copilot: lines F1 66.7%, venue 100.0%, date 100.0%, exact 50.0%');
  });

  it('measures needsReview: the share of wrong e-mails flagged and of right ones flagged all the same', () => {
    const flagged = (value: CorpusAnswer): CorpusAnswer => ({ ...value, needsReview: true });
    const expected = new Map([
      ['a', answer([['X', 1]])],
      ['b', answer([['X', 1]])],
      ['c', answer([['X', 1]])],
      ['d', answer([['X', 1]])],
    ]);
    const answers = new Map([
      ['a', flagged(answer([['X', 2]]))],
      ['b', answer([['Y', 1]])],
      ['c', flagged(answer([['X', 1]]))],
      ['d', answer([['X', 1]])],
    ]);
    const score = scoreCorpus(expected, answers);
    expect(score).toMatchObject({ wrongFlagged: 0.5, rightFlagged: 0.5 });
    expect(reviewSummary(score)).toBe('needsReview: 1 of 2 wrong e-mails flagged, 1 of 2 exactly right ones flagged');
  });
});
