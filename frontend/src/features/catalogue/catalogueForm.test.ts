import { describe, expect, it } from 'vitest';
import { isImagePath, isSlug, parsePrice } from './catalogueForm';

describe('back-office form rules', () => {
  it('reads prices in dollars with at most two decimals, from 0 to 10000', () => {
    expect(parsePrice('129')).toBe(129);
    expect(parsePrice(' 49.5 ')).toBe(49.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('10000')).toBe(10000);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '10000.01', '12,5'])
      expect(parsePrice(bad)).toBeNull();
  });

  it('accepts public ids and image paths the server accepts', () => {
    expect(isSlug('iphone-15-pro')).toBe(true);
    expect(isSlug('iPhone 15')).toBe(false);
    expect(isSlug('a--b')).toBe(false);
    expect(isImagePath('/images/devices/iphone.svg')).toBe(true);
    expect(isImagePath('javascript:alert(1)')).toBe(false);
    expect(isImagePath('https://example.com/x.png')).toBe(false);
  });
});
