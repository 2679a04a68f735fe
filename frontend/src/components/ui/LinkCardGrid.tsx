import { ArrowRight, ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink, ExternalButtonLink } from './Button';
import { Card, CardGrid, type PhoneLayout } from './Card';
import styles from './LinkCardGrid.module.css';

interface CardTexts {
  icon: ReactNode;
  title: string;
  text: string;
  linkLabel: string;
}

/** A card leads to a page of this site (`to`: a routePath, maybe with #anchor) or to an EXTERNAL_LINKS address (`href`, new tab). */
export type LinkCardContent = CardTexts & ({ to: string; href?: never } | { href: string; to?: never });

/** Cards that each lead somewhere: a page of the site or an outside address. Texts come in translated. */
export function LinkCardGrid({
  cards,
  columns = 4,
  phone = 'stack',
}: {
  cards: LinkCardContent[];
  columns?: 2 | 3 | 4;
  phone?: PhoneLayout;
}) {
  return (
    <CardGrid columns={columns} phone={phone}>
      {cards.map((card) => (
        <Card key={card.title} icon={card.icon} title={card.title} footer={<CardLink card={card} />}>
          <p>{card.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

function CardLink({ card }: { card: LinkCardContent }) {
  const className = styles.cardLink;
  if (card.href !== undefined) {
    return (
      <ExternalButtonLink href={card.href} variant="ghost" className={className} icon={<ExternalLinkIcon aria-hidden="true" size={16} />}>
        {card.linkLabel}
      </ExternalButtonLink>
    );
  }
  return (
    <ButtonLink
      to={card.to}
      variant="ghost"
      className={className}
      icon={<ArrowRight aria-hidden="true" size={16} className="icon-directional" />}
    >
      {card.linkLabel}
    </ButtonLink>
  );
}
