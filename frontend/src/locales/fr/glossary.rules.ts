import { type HeadingCaseRule, SHARED_PROPER_NOUNS } from '../../i18n/heading-case';
import type { GlossaryRule } from '../../test-support/glossary-guard';

/** The wordings and typography GLOSSARY.md retires, checked by i18n/glossary.spec.ts over the site's and the mails' texts. */
export const glossaryRules: readonly GlossaryRule[] = [
  { term: / [:;?!]/, instead: 'espace insécable (U+00A0) avant : ; ? !, jamais une espace ordinaire' },
  { term: /« | »/, instead: 'espace insécable à l’intérieur des « »' },
  { term: /'/, instead: 'apostrophe typographique ’, jamais droite' },
  { term: /\bnewsletter\b/i, instead: 'lettre d’information' },
  { term: /désinscri/i, instead: 'se désabonner, jamais se désinscrire' },
  { term: /manifestations? d’intérêt|formulaire d’intérêt/i, instead: 'les demandes ; le formulaire de contact' },
  { term: /\bnotre fondateur\b|\bfondateur de\b/i, instead: 'le projet n’a pas de fondateur genré, comme en anglais' },
  { term: /aide à la jeunesse|hautes écoles/i, instead: 'les institutions françaises, pas belges' },
  { term: /mentions légales/i, instead: 'Informations légales dans le pied de page (Mentions légales est une page précise)' },
  { term: /@example\./i, instead: 'les adresses d’exemple sont nom@exemple.fr' },
];

/** GLOSSARY.md, "Heading case": sentence case for headings, buttons, navigation links and labels. */
export const headingCase: HeadingCaseRule = {
  style: 'sentence',
  properNouns: [...SHARED_PROPER_NOUNS, 'Afghanistan', 'Europe', 'États-Unis', 'Limbourg', 'Brabant', 'Bluetooth', 'Série A'],
};
