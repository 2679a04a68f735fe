/** @jest-environment node */
import { categoryDisplay } from './category-tone';

describe('categoryDisplay', () => {
  it('gives each known category its own colour and a translated label', () => {
    const known = ['milestone', 'technology', 'community', 'partnership', 'development'].map(categoryDisplay);
    expect(known.map((display) => display.tone)).toEqual(['green', 'blue', 'purple', 'accent', 'brand']);
    expect(new Set(known.map((display) => display.tone)).size).toBe(5);
    expect(known.map((display) => display.labelKey)).toEqual([
      'blog.categories.milestone',
      'blog.categories.technology',
      'blog.categories.community',
      'blog.categories.partnership',
      'blog.categories.development',
    ]);
  });

  it('ignores letter case', () => {
    expect(categoryDisplay('Milestone')).toEqual(categoryDisplay('milestone'));
  });

  it('shows any other category in the neutral colour, as written', () => {
    expect(categoryDisplay('events')).toEqual({ tone: 'neutral', labelKey: null });
    expect(categoryDisplay('')).toEqual({ tone: 'neutral', labelKey: null });
    // Inherited object keys are not categories.
    expect(categoryDisplay('constructor')).toEqual({ tone: 'neutral', labelKey: null });
  });
});
