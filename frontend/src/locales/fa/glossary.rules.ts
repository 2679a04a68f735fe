import { type HeadingCaseRule, SHARED_PROPER_NOUNS } from '../../i18n/heading-case';

/** GLOSSARY.md, "Heading case": Persian has no letter case; a Latin-script word in it is a name, written as listed. */
export const headingCase: HeadingCaseRule = {
  style: 'none',
  properNouns: [...SHARED_PROPER_NOUNS],
};
