import { TZDate } from '@date-fns/tz';

/**
 * The delivery date an e-mail asks for, resolved against its Date header in Europe/London:
 * "today", "tomorrow", "the day after tomorrow", a weekday ("for Friday", "Thursday's drop",
 * "Weds": the next such day after the sending day), or a date written day first ("Thursday 8/10",
 * "Tuesday 20th", "Monday 2nd November"). Null when it asks for none ("next delivery").
 */
export interface DeliveryDateReading {
  date: string | null;
  /** The words the date was read from, or why there is none. */
  explanation: string;
  /** 0..1: how surely this is the day asked for (a day only mentioned, or two days asked, is unsure). */
  certainty: number;
}

const weekdays: [RegExp, number][] = [
  [/^sun(day)?$/, 0],
  [/^mon(day)?$/, 1],
  [/^tue(s|sday)?$/, 2],
  [/^wed(s|nesday)?$/, 3],
  [/^thu(r|rs|rsday)?$/, 4],
  [/^fri(day)?$/, 5],
  [/^sat(urday)?$/, 6],
];

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const weekdayPattern =
  '(sun(?:day)?|mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?)';
const monthPattern =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const numericDateWithYear = /\b(\d{1,2})[-.](\d{1,2})[-.](\d{4}|\d{2})\b/;
const numericDate = /(?<!\d|\d\.)(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?!\d|\.\d)/;
const dayMonthName = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${monthPattern}\\b`, 'i');
const monthNameDay = new RegExp(`\\b${monthPattern}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`, 'i');
const weekdayOrdinal = new RegExp(`\\b${weekdayPattern}\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b`, 'i');
const dayAfterTomorrow = /\bday after tomorrow\b/i;
const tomorrow = /\b(tomorrow|tomorow|tommorow|tommorrow|tomorro|tmrw|tmrow|tmw|tmr|tomoz|2moro|2morrow)\b/i;
const ordinalDay = /\b(?:(?:on|for|by)\s+the|the|on|for)\s+(\d{1,2})(?:st|nd|rd|th)\b/i;
const today = /\b(today|tonight|this afternoon|this evening)\b/i;
// "sun-dried tomatoes" names no Sunday.
const weekdayWord = new RegExp(`\\b${weekdayPattern}(?:'s|’s)?\\b(?![-\\s]?dried)`, 'i');

/** A calendar date as YYYY-MM-DD. */
const isoOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The London calendar date an instant falls on. */
export const londonDateOf = (instant: string): string => {
  const london = new TZDate(new Date(instant).getTime(), 'Europe/London');
  return isoOf(london.getFullYear(), london.getMonth() + 1, london.getDate());
};

const weekdayNumber = (word: string): number | null => {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  return weekdays.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
};

/** The next such weekday after the sending day. */
const nextWeekday = (sentOn: string, weekday: number): string => {
  const ahead = (weekday - weekdayOf(sentOn) + 7) % 7 || 7;
  return addDays(sentOn, ahead);
};

/** A day and month with no year: the first such date on or after the sending day. */
const nextDayMonth = (sentOn: string, day: number, month: number): string | null => {
  const year = Number(sentOn.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    if (!isRealDate(candidate, month, day)) continue;
    const iso = isoOf(candidate, month, day);
    if (iso >= addDays(sentOn, -7)) return iso;
  }
  return null;
};

/** A day of the month alone ("Tuesday 20th"): the first such day on or after the sending day. */
const nextDayOfMonth = (sentOn: string, day: number): string | null => {
  let year = Number(sentOn.slice(0, 4));
  let month = Number(sentOn.slice(5, 7));
  for (let step = 0; step < 3; step += 1) {
    if (isRealDate(year, month, day) && isoOf(year, month, day) >= sentOn) return isoOf(year, month, day);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return null;
};

const monthNumber = (word: string) => months.indexOf(word.toLowerCase().slice(0, 3)) + 1;

const explicitDate = (text: string, sentOn: string): { date: string; words: string } | null => {
  const named = dayMonthName.exec(text);
  if (named) {
    const date = nextDayMonth(sentOn, Number(named[1]), monthNumber(named[2] ?? ''));
    if (date) return { date, words: named[0] };
  }
  const monthFirst = monthNameDay.exec(text);
  if (monthFirst) {
    const date = nextDayMonth(sentOn, Number(monthFirst[2]), monthNumber(monthFirst[1] ?? ''));
    if (date) return { date, words: monthFirst[0] };
  }
  const numeric = numericDate.exec(text);
  if (numeric) {
    const day = Number(numeric[1]);
    const month = Number(numeric[2]);
    const writtenYear = numeric[3] ? Number(numeric[3]) : null;
    const year = writtenYear === null ? null : writtenYear < 100 ? 2000 + writtenYear : writtenYear;
    if (year !== null && isRealDate(year, month, day)) return { date: isoOf(year, month, day), words: numeric[0] };
    if (year === null && month >= 1 && month <= 12) {
      const date = nextDayMonth(sentOn, day, month);
      if (date) return { date, words: numeric[0] };
    }
  }
  const withYear = numericDateWithYear.exec(text);
  if (withYear) {
    const writtenYear = Number(withYear[3]);
    const year = writtenYear < 100 ? 2000 + writtenYear : writtenYear;
    const [day, month] = [Number(withYear[1]), Number(withYear[2])];
    if (isRealDate(year, month, day)) return { date: isoOf(year, month, day), words: withYear[0] };
  }
  const ordinal = ordinalDay.exec(text);
  if (ordinal) {
    const date = nextDayOfMonth(sentOn, Number(ordinal[1]));
    if (date) return { date, words: ordinal[0] };
  }
  const withWeekday = weekdayOrdinal.exec(text);
  if (withWeekday) {
    const date = nextDayOfMonth(sentOn, Number(withWeekday[2]));
    if (date) return { date, words: withWeekday[0] };
  }
  return null;
};

/** Words before a day that make it the delivery day ("for Friday", "deliver on Thursday"). */
const asksFor =
  /(?:\bfor|\bon|\bby|\bdeliver\w*|\bdrop|\bsend|\barrive|\bneed(?:ed)?|\bin)\s+(?:the\s+|this\s+|next\s+)?$/i;
/** Words before a day that make it another day ("last Tuesday", "since Monday"). */
const pastDay = /(?:\blast|\bsince|\byesterday|\bthanks for|\bthank you for)\s+(?:the\s+|this\s+)?$/i;

const relativeDate = (
  text: string,
  sentOn: string,
): { date: string; words: string; asked: boolean; otherDates: number } | null => {
  const candidates: { index: number; date: string; words: string }[] = [];
  const after = dayAfterTomorrow.exec(text);
  if (after) candidates.push({ index: after.index, date: addDays(sentOn, 2), words: after[0] });
  const next = tomorrow.exec(text);
  if (next && !(after && next.index >= after.index && next.index < after.index + after[0].length)) {
    candidates.push({ index: next.index, date: addDays(sentOn, 1), words: next[0] });
  }
  const same = today.exec(text);
  if (same) candidates.push({ index: same.index, date: sentOn, words: same[0] });
  for (const weekday of text.matchAll(new RegExp(weekdayWord.source, 'gi'))) {
    const number = weekdayNumber(weekday[1] ?? '');
    const before = text.slice(Math.max(0, (weekday.index ?? 0) - 30), weekday.index);
    if (number === null || pastDay.test(before)) continue;
    candidates.push({ index: weekday.index ?? 0, date: nextWeekday(sentOn, number), words: weekday[0] });
  }
  // The day the e-mail asks for ("for Friday") before one it only mentions; then the first written.
  const asked = (candidate: { index: number }) =>
    asksFor.test(text.slice(Math.max(0, candidate.index - 30), candidate.index));
  candidates.sort((a, b) => Number(asked(b)) - Number(asked(a)) || a.index - b.index);
  const [first] = candidates;
  if (!first) return null;
  // "tomorrow" and "Friday" naming the same day agree; another day asked for, or only mentioned beside an unasked one, does not.
  const otherDates = new Set((asked(first) ? candidates.filter(asked) : candidates).map((candidate) => candidate.date));
  otherDates.delete(first.date);
  return { date: first.date, words: first.words, asked: asked(first), otherDates: otherDates.size };
};

/** Lines that speak of the order's delivery rather than of products. */
const sentenceOf = (lines: string[]) => lines.join('\n');

/**
 * Reads the delivery date from the message's own words (body, then subject), never from quoted
 * history. Explicit dates win over relative words.
 */
export const readDeliveryDate = (input: { subject: string; lines: string[]; sentAt: string }): DeliveryDateReading => {
  const sentOn = londonDateOf(input.sentAt);
  const subject = input.subject.replace(/^\s*((re|fwd?|fw|aw)\s*:\s*)+/i, '');
  for (const text of [sentenceOf(input.lines), subject]) {
    const explicit = explicitDate(text, sentOn);
    // A date before the sending day is history ("thanks for the delivery on 8/10"), not the one asked for.
    if (explicit && explicit.date >= sentOn) {
      return { date: explicit.date, explanation: `"${explicit.words}"`, certainty: 0.95 };
    }
    const relative = relativeDate(text, sentOn);
    if (relative) {
      const sure = relative.otherDates === 0;
      return {
        date: relative.date,
        explanation: `"${relative.words}", sent on ${sentOn} (London)${sure ? '' : '; other words may ask for another day'}`,
        certainty: sure ? 0.9 : 0.6,
      };
    }
  }
  return { date: null, explanation: 'The e-mail asks for no particular date.', certainty: 0.9 };
};
