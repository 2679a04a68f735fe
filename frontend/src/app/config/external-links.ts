/**
 * Every address outside this site: forms, social pages, video ids, e-mail and phone.
 * Pages import these; no external address is written anywhere else.
 */
export interface ExternalLinks {
  sourceCode: { organisation: string; firmware: string; mobileApp: string; hardware: string };
  social: { linkedIn: string; microblog: string };
  community: { discord: string; forum: string };
  forms: {
    preOrder: string;
    earlyAdopterSignup: string;
    communityForum: string;
    earlyAccess: string;
    joinTeam: string;
    partnerSignup: string;
  };
  contact: { email: string; universitiesEmail: string; phone: string };
  videos: { story: YouTubeVideo; founder: YouTubeVideo; prototypeDemo: YouTubeVideo };
  /** Public bodies the legal pages name. */
  authorities: { dataProtection: string };
}

export interface YouTubeVideo {
  /** The video id as on youtube.com/watch?v=... */
  id: string;
}

export const EXTERNAL_LINKS: ExternalLinks = {
  sourceCode: {
    organisation: 'https://github.com/rebound-bag',
    firmware: 'https://github.com/rebound-bag/rebound-firmware',
    mobileApp: 'https://github.com/rebound-bag/rebound-app',
    hardware: 'https://github.com/rebound-bag/rebound-hardware',
  },
  social: {
    linkedIn: 'https://www.linkedin.com/company/rebound-bag',
    microblog: 'https://x.com/rebound_bag',
  },
  community: {
    discord: 'https://discord.gg/rebound-bag',
    forum: 'https://github.com/orgs/rebound-bag/discussions',
  },
  forms: {
    preOrder: 'https://tally.so/r/rebound-preorder',
    earlyAdopterSignup: 'https://tally.so/r/rebound-early-adopters',
    communityForum: 'https://tally.so/r/rebound-community',
    earlyAccess: 'https://tally.so/r/rebound-early-access',
    joinTeam: 'https://tally.so/r/rebound-join-team',
    partnerSignup: 'https://tally.so/r/rebound-partners',
  },
  contact: {
    email: 'hello@rebound-bag.org',
    universitiesEmail: 'universities@rebound-bag.org',
    phone: '+31402001234',
  },
  videos: {
    story: { id: 'pQH1bS6fEyU' },
    founder: { id: 'lL4pTzMRwOI' },
    prototypeDemo: { id: 'J9mRV4bT3sE' },
  },
  authorities: {
    // The Dutch data protection authority, where visitors may complain under the GDPR.
    dataProtection: 'https://www.autoriteitpersoonsgegevens.nl',
  },
};

// Every mailto: link is built from an encoded address (an address must not be able to add a Bcc).
export { mailtoHref } from '@rebound/shared';
export const telHref = (phone: string): string => `tel:${phone}`;
