import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardGrid, type PhoneLayout } from '../../components/ui/Card';

export interface IconCardItem {
  /** Stable key for React. */
  id: string;
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** Small line above the title (a place, a faculty). */
  kicker?: string;
}

/** A grid of cards that each have an icon, a title and one paragraph. */
export function IconCards({
  items,
  columns = 3,
  tone,
  phone,
}: {
  items: IconCardItem[];
  columns?: 2 | 3 | 4;
  tone?: 'raised' | 'brand' | 'accent' | 'dark';
  phone?: PhoneLayout;
}) {
  return (
    <CardGrid columns={columns} phone={phone}>
      {items.map(({ id, icon: Icon, title, text, kicker }) => (
        <Card key={id} title={title} kicker={kicker} tone={tone} icon={<Icon size={24} strokeWidth={2} />}>
          <p>{text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
