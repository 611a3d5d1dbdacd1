import { describe, expect, it } from 'vitest';
import { htmlAsText, orderTextOf } from './orderText';

describe('the text of an order', () => {
  it('leaves quoted history out: "On … wrote:", ">" lines, "-----Original Message-----"', () => {
    const { lines } = orderTextOf(
      [
        'Please send 2 x Malbec 75cl',
        '',
        'On Fri, 25 Sep 2026 at 16:02, Matthew Clark Orders <orders@matthewclark.example> wrote:',
        '> 1 x Premium Lager Keg 50L',
      ].join('\r\n'),
    );
    expect(lines.filter(Boolean)).toEqual(['Please send 2 x Malbec 75cl']);
    expect(orderTextOf('2 x gin\n-----Original Message-----\nFrom: x\n3 x rum').lines.filter(Boolean)).toEqual([
      '2 x gin',
    ]);
    expect(orderTextOf('2 x gin\n> 3 x rum\nthanks').lines.filter(Boolean)).toEqual(['2 x gin', 'thanks']);
  });

  it("leaves an Outlook reply's quoted message out", () => {
    const { lines } = orderTextOf(
      [
        '3 x squid tubes 5kg',
        '',
        'From: Wharfe Fish Co <orders@wharfefish.example>',
        'Sent: 14 October 2026 09:00',
        '4 x sea bass',
      ].join('\n'),
    );
    expect(lines.filter(Boolean)).toEqual(['3 x squid tubes 5kg']);
  });

  it('reads a forwarded order without its forwarding headers', () => {
    const { lines } = orderTextOf(
      [
        'see below',
        '---------- Forwarded message ---------',
        'From: Dev <dev@mail.example>',
        'Date: Sat, 17 Oct 2026 at 14:12',
        'Subject: meat order',
        '',
        'beef mince 5% 5kg x2',
      ].join('\n'),
    );
    expect(lines.filter(Boolean)).toEqual(['see below', 'beef mince 5% 5kg x2']);
  });

  it('marks where the sign-off starts, after the order', () => {
    const text = orderTextOf('Thanks for last week.\n2 x gin\nBest bitter cask 72 pint x1\nCheers\nDan\n22 Bridge St');
    expect(text.lines[text.signOffAt]).toBe('Cheers');
  });

  it('turns HTML tables into pipe rows and list items into bullets', () => {
    const text = htmlAsText(
      '<p>Hi &amp; all</p><table><tr><th>Qty</th><th>Product</th></tr><tr><td>2</td><td>Brie</td></tr></table><ul><li>Lemons &times; 2</li></ul>',
    );
    expect(text.split('\n').filter(Boolean)).toEqual(['Hi & all', 'Qty | Product', '2 | Brie', '- Lemons × 2']);
  });
});
