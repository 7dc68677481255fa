import { describe, expect, it } from 'vitest';
import { productCategories, topLevelProductCategories } from './catalogue';

const expected: Record<string, string[]> = {
  phones: ['iphone', 'galaxy', 'pixel', 'motorola'],
  tablets: ['ipads', 'samsung-tablets', 'other-tablets'],
  computers: ['macbooks', 'windows'],
  'game-consoles': ['playstation-5', 'xbox', 'nintendo'],
  'smart-watches': ['apple-watches', 'samsung-watches'],
  'ear-speakers': ['airpods', 'samsung-buds'],
  'loud-speakers': ['jbl', 'bose', 'other-loud-speakers'],
  accessories: [],
  'plugs-cables': [],
};

describe('product catalogue (spec 2)', () => {
  it('has exactly the categories and subcategories of the spec', () => {
    const actual = Object.fromEntries(
      productCategories.map((category) => [category.id, category.subcategories.map((s) => s.id)]),
    );
    expect(actual).toEqual(expected);
  });

  it('has unique category ids and unique subcategory ids per category', () => {
    const ids = productCategories.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of productCategories) {
      const subIds = category.subcategories.map((s) => s.id);
      expect(new Set(subIds).size).toBe(subIds.length);
    }
  });

  it('lists the five top-level categories in order', () => {
    expect(topLevelProductCategories.map((category) => category.name)).toEqual([
      'Phones',
      'iPads',
      'Computers',
      'Watches',
      'Ear Buds',
    ]);
  });

  it('marks only accessories and plugs-cables as coming soon', () => {
    expect(productCategories.filter((c) => c.comingSoon).map((c) => c.id)).toEqual([
      'accessories',
      'plugs-cables',
    ]);
  });

  it('has unique model names within each subcategory', () => {
    for (const category of productCategories) {
      for (const subcategory of category.subcategories) {
        expect(new Set(subcategory.models).size).toBe(subcategory.models.length);
      }
    }
  });
});
