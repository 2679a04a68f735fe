import type { LanguageCode } from './languages';

/**
 * Texts that are rightly the same as the English: brand and product names and codes in every
 * language, and per language the words it shares with English ("Blog" in Dutch, "Mission" in French).
 * The locale test refuses any other translation that is identical to the English.
 */
const EVERY_LANGUAGE = [
  'MIT Solve',
  'CEB Award',
  'La French Tech',
  'you@example.com',
  'GitHub',
  'Discord',
  'MicroPython',
  'Dart',
  'CAD/PCB',
  'ESP32',
  'QMI8658',
  'API',
  'JWT',
  'WebSocket',
  'Weert',
  'Eindhoven',
  'Limburg',
  'Brabant',
  // The newton's unit symbol after a figure.
  '{{value}} N',
];

/** Names of places and people written the same in every Latin-script language we offer (Persian spells them its own way). */
const PROPER_NAMES = ['Barcelona', 'Amira', 'Tomás', 'Léa', 'Sipho', 'Marloes van Dijk', 'Youssef El Amrani'];

const SHARED_WORDS: Record<Exclude<LanguageCode, 'en'>, string[]> = {
  nl: [
    'Home',
    'Roadmap',
    'Partners',
    'Impact',
    'Blog',
    'Contact',
    'Community',
    'Tags',
    'ID',
    'Workshops',
    'Dashboard',
    'Firmware',
    'Hardware',
    'Forum',
    'Status',
    // Dutch writes the term as English does (see the Dutch glossary).
    'Open source',
    'Open API',
    'Accounts',
  ],
  fr: [
    'Notification',
    'Notifications ({hotkey})',
    'Contact',
    'Mission',
    'Impact',
    'Blog',
    'Message',
    'Phase {{number}}',
    'Page {{page}}',
    'Forum',
    'Actions',
    'Session',
  ],
  pt: ['Newsletter', 'Firmware', 'Hardware'],
  fa: [],
  es: ['Legal', 'Blog', 'Firmware', 'Hardware'],
};

export function isAllowedUntranslated(language: Exclude<LanguageCode, 'en'>, text: string): boolean {
  return EVERY_LANGUAGE.includes(text) || SHARED_WORDS[language].includes(text) || (language !== 'fa' && PROPER_NAMES.includes(text));
}
