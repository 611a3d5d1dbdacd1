import { describe, expect, it } from 'vitest';
import { readItem, readWrittenLines } from './lineReading';

describe('reading an item', () => {
  it.each([
    ['2 x frozen chips skin on 10mm', 2, 'frozen chips skin on 10mm'],
    ['1 premium lager keg 50L', 1, 'premium lager keg 50L'],
    ['3 cases tonic water 200ml', 3, 'tonic water 200ml'],
    ['vine tomatos 5kg x 2', 2, 'vine tomatos 5kg'],
    ['iceburg lettuce x1 box', 1, 'iceburg lettuce'],
    ['avacados ready to eat x 2 boxes', 2, 'avacados ready to eat'],
    ['- Cumberland sausages (60 x 67g) x 1 box', 1, 'Cumberland sausages (60 x 67g)'],
    ['whole milk 6x2L x2', 2, 'whole milk 6x2L'],
    ['Premium Lager Keg 50L - 2', 2, 'Premium Lager Keg 50L'],
    ['1x Dry aged sirloin steaks 10 x 227g', 1, 'Dry aged sirloin steaks 10 x 227g'],
    [' * Vine tomatoes 5kg × 3', 3, 'Vine tomatoes 5kg'],
    ['Chardonnay 75cl x 12 bottles', 12, 'Chardonnay 75cl'],
    ['2 whole rabbits', 2, 'whole rabbits'],
    ['1) 3 x Plain Flour 16kg', 3, 'Plain Flour 16kg'],
    ['Red onions 10kg: 2', 2, 'Red onions 10kg'],
    ['2no. plain flour 16kg', 2, 'plain flour 16kg'],
    ['qty 3 basmati rice 10kg', 3, 'basmati rice 10kg'],
    ['Plain flour 16kg (2)', 2, 'Plain flour 16kg'],
    ['plus a couple of boxes of avocados', 2, 'avocados'],
    ['- 2 x Basmati rice 10kg @ £18.50', 2, 'Basmati rice 10kg'],
    ['Mayonnaise 10L x 2 (£12.40 each)', 2, 'Mayonnaise 10L'],
    ['two x plain flour', 2, 'plain flour'],
    ['one mayonnaise 10L', 1, 'mayonnaise 10L'],
  ])('"%s" is %d of "%s"', (line, quantity, rest) => {
    const read = readItem(line);
    expect(read.quantity).toBe(quantity);
    expect(read.rest).toBe(rest);
  });

  it('keeps a closing remark in brackets with the product ("MCL16179 x 1 (Irish whiskey 70cl)")', () => {
    expect(readItem('MCL16179 x 1 (Irish whiskey 70cl)')).toMatchObject({
      quantity: 1,
      rest: 'MCL16179 (Irish whiskey 70cl)',
    });
  });

  it('reads a weight that is not a count as no quantity ("4kg of button mushrooms")', () => {
    expect(readItem('4kg of button mushrooms').quantity).toBeNull();
  });

  it('hints at a single or a multipack from the container word', () => {
    expect(readItem('1 case house pinot grigio').packHint).toBe('multiple');
    expect(readItem('Prosecco DOC 75cl x 6 bottles').packHint).toBe('single');
  });
});

describe('reading written lines', () => {
  it('reads the items of sentences, each from its quantity', () => {
    const lines = readWrittenLines([
      "For Tuesday we'll need two boxes of iceberg lettuce, one box of lemons (the 80s), a 10kg bag of red onions and 2 x 5kg vine tomatoes. Also 4kg of button mushrooms and 3kg of red peppers please.",
    ]);
    expect(lines.map((line) => [line.quantity, line.productTexts[0]])).toEqual([
      [2, 'iceberg lettuce'],
      [1, 'lemons (the 80s)'],
      [1, '10kg bag of red onions'],
      [2, '5kg vine tomatoes'],
      [null, '4kg of button mushrooms'],
      [null, '3kg of red peppers'],
    ]);
  });

  it('reads what follows a label and leaves greetings out', () => {
    const lines = readWrittenLines(['Hi both,', 'Order for tomorrow please:', 'Herbs: 2 packs of basil (100g)']);
    expect(lines.map((line) => [line.quantity, line.productTexts[0]])).toEqual([[2, 'basil (100g)']]);
  });

  it('counts the clause before a clause that is only a quantity', () => {
    const [line] = readWrittenLines(['Can you add heavy duty bin liners, 2 boxes, to the order']);
    expect(line).toMatchObject({ quantity: 2, productTexts: ['Can you add heavy duty bin liners'] });
  });

  it('notes a sku written on the line', () => {
    const [line] = readWrittenLines(['BRK10148  Basmati rice 10kg          x 2']);
    expect(line).toMatchObject({ sku: 'BRK10148', quantity: 2 });
  });

  it('cuts the words after the product in a sentence ("on Thursday please")', () => {
    const [line] = readWrittenLines([
      'Hi, could we get 3 boxes of the compostable 12oz coffee cups (1000) on Thursday please? Ben, Kings Arms',
    ]);
    expect(line).toMatchObject({ quantity: 3, productTexts: ['compostable 12oz coffee cups (1000)'] });
  });
});
