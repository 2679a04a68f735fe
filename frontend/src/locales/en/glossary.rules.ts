import { type HeadingCaseRule, SHARED_PROPER_NOUNS } from '../../i18n/heading-case';

/** GLOSSARY.md, "Heading case": title case for headings, buttons, navigation links and noun-phrase labels. */
export const headingCase: HeadingCaseRule = {
  style: 'title',
  properNouns: [...SHARED_PROPER_NOUNS, 'Afghanistan', 'Europe', 'USA', 'Autoriteit Persoonsgegevens'],
  // Whole sentences and messages that stand where a heading or a label stands.
  sentenceKeys: [
    'blog.list.empty.title',
    'getInvolved.form.messageLabel',
    'getInvolved.result.sentTitle',
    'getInvolved.result.invalidTitle',
    'getInvolved.result.rateLimitedTitle',
    'getInvolved.result.failedTitle',
    'newsletter.result.confirmedTitle',
    'newsletter.result.invalidTitle',
    'newsletter.result.unsubscribedTitle',
    'newsletter.result.requestedTitle',
    'newsletter.result.addressInvalidTitle',
    'newsletter.result.rateLimitedTitle',
    'newsletter.result.failedTitle',
    'admin.noAccess.title',
    'adminPosts.hints.title',
    'adminPosts.conflict.title',
  ],
};
