import { type HeadingCaseRule, SHARED_PROPER_NOUNS } from '../../i18n/heading-case';
import type { GlossaryRule } from '../../test-support/glossary-guard';

/** The wordings and typography GLOSSARY.md retires, checked by i18n/glossary.spec.ts over the site's and the mails' texts. */
export const glossaryRules: readonly GlossaryRule[] = [
  { term: /'/, instead: 'typografische apostrof ’, nooit een rechte' },
  { term: /["“”]/, instead: 'enkele aanhalingstekens ‘…’, geen dubbele' },
  { term: /interesseformulier/i, instead: 'ons eigen formulier is het aanmeldformulier' },
  { term: /gratis pakket/i, instead: 'de gratis optie (een pakket is een fysieke bouwkit)' },
  { term: /verversingstoken/i, instead: 'refreshtoken, zoals Nederlandse ontwikkelaars zeggen' },
  { term: /koppeling \(API\)/i, instead: 'de API heet API' },
  { term: /beheerwachtwoord/i, instead: 'één woord voor het wachtwoord van het team: beheerderswachtwoord' },
  { term: /openstaand/i, instead: 'een nog niet bevestigde abonnee is niet bevestigd, niet openstaand' },
  { term: /@example\./i, instead: 'voorbeeldadressen zijn naam@voorbeeld.nl' },
];

/** GLOSSARY.md, "Heading case": sentence case for headings, buttons, navigation links and labels. */
export const headingCase: HeadingCaseRule = {
  style: 'sentence',
  properNouns: [...SHARED_PROPER_NOUNS, 'Afghanistan', 'Europa'],
};
