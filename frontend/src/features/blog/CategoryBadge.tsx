import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { categoryDisplay } from './category-tone';

/** A post's category in its colour; a category the site does not know is shown as written, in neutral. */
export function CategoryBadge({ category }: { category: string }) {
  const { t } = useTranslation();
  const { tone, labelKey } = categoryDisplay(category);
  return <Badge tone={tone}>{labelKey ? t(labelKey) : category}</Badge>;
}
