import { describe, expect, it } from 'vitest';
import { matchThreshold, PriceFileIndex } from './productMatching';

const listed = (sku: string, title: string, size: string) => ({ productId: sku, sku, title, size });
const index = new PriceFileIndex([
  listed('P1', 'Blue Roll Centrefeed', '6 rolls'),
  listed('P2', 'Eco Blue Roll Centrefeed', '2 x 5L'),
  listed('P3', 'Chardonnay', '75cl'),
  listed('P4', 'Chardonnay', '6 x 75cl'),
  listed('P5', 'Reserve Chardonnay', '75cl'),
  listed('P6', 'Premium Slimline Tonic', '6 x 1L'),
  listed('P7', 'Light Slimline Tonic', '6 x 1L'),
  listed('P8', 'Iceberg Lettuce', '10 heads'),
  listed('P9', 'Seasonal Iceberg Lettuce', '10kg'),
  listed('P10', 'Button Mushrooms', '1kg'),
  listed('P11', 'Class 1 Button Mushrooms', '25kg'),
  listed('P12', 'Whole Chicken', '5kg'),
  listed('P13', 'Prosecco DOC Extra Dry', '6 x 75cl'),
  listed('P14', 'Prosecco DOC Extra Dry', '75cl'),
]);
const skuOf = (text: string, options = {}) => {
  const match = index.match(text, options);
  return match && match.score >= matchThreshold ? match.product.sku : null;
};

describe('matching a product', () => {
  it('prefers the variant without a qualifier unless the qualifier is named', () => {
    expect(skuOf('blue roll')).toBe('P1');
    expect(skuOf('eco blue roll')).toBe('P2');
    expect(skuOf('Slimline tonic (premium) 6x1L')).toBe('P6');
  });

  it('lets the size tell variants apart', () => {
    expect(skuOf('Chardonnay 75cl')).toBe('P3');
    expect(skuOf('Chardonnay 6x75cl')).toBe('P4');
    expect(skuOf('Prosecco DOC (case of 6)')).toBe('P13');
    expect(skuOf('Prosecco 75cl')).toBe('P14');
  });

  it('reads misspellings and words run together', () => {
    expect(skuOf('iceburg lettuce')).toBe('P8');
    expect(skuOf('bluer oll')).toBeNull();
    expect(skuOf('blueroll centrefeed')).toBe('P1');
    expect(skuOf('letuce iceberg')).toBe('P8');
  });

  it('reads kilograms as a count of a 1 kg product when no count was written', () => {
    expect(skuOf('4kg of button mushrooms', { weightIsQuantity: true })).toBe('P10');
  });

  it('finds nothing for what the price file does not sell', () => {
    expect(skuOf('whole rabbits')).toBeNull();
    expect(skuOf('Monkfish tails 2kg')).toBeNull();
    expect(skuOf('sourdough loaves')).toBeNull();
  });

  it('finds a quoted sku', () => {
    expect(index.productBySku('p12')?.title).toBe('Whole Chicken');
  });

  it('reports the margin over the next best product', () => {
    const match = index.match('Chardonnay 75cl');
    expect(match?.runnerUpScore).toBeLessThan(match?.score ?? 0);
  });
});
