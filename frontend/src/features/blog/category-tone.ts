import type { BadgeTone } from '../../components/ui/Badge';

interface KnownCategory {
  tone: BadgeTone;
  labelKey: string;
}

/** The known post categories: each has its own badge colour and a translated name. */
const KNOWN_CATEGORIES: Record<string, KnownCategory> = {
  milestone: { tone: 'green', labelKey: 'blog.categories.milestone' },
  technology: { tone: 'blue', labelKey: 'blog.categories.technology' },
  community: { tone: 'purple', labelKey: 'blog.categories.community' },
  partnership: { tone: 'accent', labelKey: 'blog.categories.partnership' },
  development: { tone: 'brand', labelKey: 'blog.categories.development' },
};

export interface CategoryDisplay {
  tone: BadgeTone;
  /** Translation key of a known category; null means the category is shown as the server wrote it. */
  labelKey: string | null;
}

/** Badge colour and label of a category; any category not listed above is neutral. */
export function categoryDisplay(category: string): CategoryDisplay {
  const known = Object.hasOwn(KNOWN_CATEGORIES, category.toLowerCase()) ? KNOWN_CATEGORIES[category.toLowerCase()] : undefined;
  return known ?? { tone: 'neutral', labelKey: null };
}
