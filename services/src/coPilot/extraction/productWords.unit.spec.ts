import { describe, expect, it } from 'vitest';
import { plainText, productTokens, singular, tokenSimilarity } from './productWords';

describe('product words', () => {
  it('lower-cases, drops accents and apostrophes, keeps "&" as a word', () => {
    expect(plainText('Crème Fraîche')).toBe('creme fraiche');
    expect(plainText("Red Lion B'ham")).toBe('red lion bham');
    expect(plainText('The Crown&Anchor')).toBe('the crown & anchor');
  });

  it('reads plurals as singulars on both sides', () => {
    expect(singular('tomatoes')).toBe('tomato');
    expect(singular('berries')).toBe('berry');
    expect(singular('loaves')).toBe('loaf');
    expect(singular('glass')).toBe('glass');
  });

  it('writes out kitchen shorthand and leaves containers and politeness out', () => {
    expect(productTokens('chopped toms')).toEqual(['chopped', 'tomato']);
    expect(productTokens('EVOO')).toEqual(['extra', 'virgin', 'olive', 'oil']);
    expect(productTokens('cucs')).toEqual(['cucumber']);
    expect(productTokens('s/s milk')).toEqual(['semi', 'skimmed', 'milk']);
    expect(productTokens('full fat milk')).toEqual(['whole', 'milk']);
    expect(productTokens('a box of the mayo please')).toEqual(['mayonnaise']);
  });

  it('finds misspellings alike and different words not', () => {
    expect(tokenSimilarity('iceburg', 'iceberg')).toBeGreaterThan(0.8);
    expect(tokenSimilarity('onoin', 'onion')).toBeGreaterThan(0.7);
    expect(tokenSimilarity('brocolli', 'broccoli')).toBeGreaterThan(0.7);
    expect(tokenSimilarity('lim', 'lime')).toBeGreaterThan(0.7);
    expect(tokenSimilarity('cod', 'cob')).toBe(0);
    expect(tokenSimilarity('coke', 'cote')).toBe(0);
    expect(tokenSimilarity('beef', 'beer')).toBe(0);
    expect(tokenSimilarity('ox', 'oxtail')).toBe(0);
    expect(tokenSimilarity('rabbit', 'chicken')).toBe(0);
  });
});
