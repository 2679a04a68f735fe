import { MAIL_TEXT_NAMESPACE, MAIL_TEXTS } from '@rebound/shared/mail';
import { glossaryRules as spanishRules } from '../locales/es/glossary.rules';
import { glossaryRules as frenchRules } from '../locales/fr/glossary.rules';
import { glossaryRules as dutchRules } from '../locales/nl/glossary.rules';
import { glossaryRules as portugueseRules } from '../locales/pt/glossary.rules';
import { flattenTexts, type GlossaryRule, glossaryBreaches, manyFormsThatDiffer } from '../test-support/glossary-guard';
import { readLocaleFiles } from '../test-support/locale-loader.node';
import type { LanguageCode } from './languages';
import { mergeLocaleFiles } from './merge-locale-files';

/** The site's texts and the mails' texts of one language, under one set of dotted keys (`mail.lead.subject`). */
function everyText(language: LanguageCode): Map<string, string> {
  return flattenTexts(mergeLocaleFiles({ ...readLocaleFiles(language), [`./${MAIL_TEXT_NAMESPACE}.json`]: MAIL_TEXTS[language] }));
}

/** Texts each glossary must refuse, and texts it must let through (the same words in another sense). */
const GLOSSARIES: {
  language: LanguageCode;
  rules: readonly GlossaryRule[];
  refused: Record<string, string>;
  allowed: Record<string, string>;
  /** Whether a million is written like any other number (Spanish, Portuguese); French says "1 000 000 de". */
  manyLikeOther: boolean;
}[] = [
  {
    language: 'es',
    rules: spanishRules,
    refused: {
      'home.partners.global.link': 'Hazte socio',
      'about.founder.paragraph1': 'Nuestro fundador aprendió pronto',
      'adminPosts.loading': 'Cargando entradas…',
      'adminPosts.error': 'No se pudo guardar.',
      'blog.post.back': 'Vuelve al blog',
      'diyHub.reasons.title': '¿Por qué montarlo tú mismo?',
    },
    allowed: {
      'earlyAdopters.highlights.spots.text': 'para que cada miembro fundador reciba atención',
      'footer.newsletter.checkInbox': 'revisa tu bandeja de entrada',
      'nav.diyHub': 'Hazlo tú mismo',
      'adminLeads.search.clear': 'Borrar búsqueda',
    },
    manyLikeOther: true,
  },
  {
    language: 'pt',
    rules: portugueseRules,
    refused: {
      'adminLeads.noMatches': 'Nenhum pedido corresponde a esta pesquisa.',
      'adminAccounts.list.you': 'você',
      'adminAccounts.links.invitationTitle': 'Bem-vindo à equipa',
      'home.coaches.pilot.text': 'estão a testar o {{product}}',
      'adminSubscribers.delete.button': 'Eliminar',
      'about.founder.paragraph1': 'O nosso fundador aprendeu cedo',
    },
    allowed: {
      'adminLeads.personalData.title': 'Pedidos sobre dados pessoais',
      'diyHub.steps.stack.text': 'o próprio saco',
      'earlyAdopters.why.box.join': 'Aderir como membro fundador',
      'adminPosts.table.publishAt': 'Data de publicação',
    },
    manyLikeOther: true,
  },
  {
    language: 'nl',
    rules: dutchRules,
    refused: {
      'getInvolved.form.title': 'Het Interesseformulier',
      'pricing.free.title': 'Gratis pakket',
      'blog.post.quote': 'Hij zei "nee"',
    },
    allowed: {
      'getInvolved.form.title': 'Het aanmeldformulier',
      'pricing.free.title': 'Gratis optie',
      'blog.post.quote': 'Hij zei ‘nee’',
    },
    manyLikeOther: false,
  },
  {
    language: 'fr',
    rules: frenchRules,
    refused: {
      'footer.newsletter.empty': 'Rien reçu ?',
      'about.founder.paragraph1': 'Notre fondateur a appris',
      'footer.newsletter.unsubscribe': 'Se désinscrire',
    },
    allowed: {
      'footer.newsletter.empty': 'Rien reçu\u00A0?',
      'earlyAdopters.title': 'Devenir membre fondateur',
      'footer.newsletter.unsubscribe': 'Se désabonner',
    },
    manyLikeOther: false,
  },
];

describe.each(GLOSSARIES)('$language glossary', ({ language, rules, refused, allowed }) => {
  const texts = everyText(language);

  it('refuses each retired wording, and only where the glossary says', () => {
    const keysOf = (breaches: string[]) => [...new Set(breaches.map((breach) => breach.slice(0, breach.indexOf(': '))))].sort();
    expect(keysOf(glossaryBreaches(new Map(Object.entries(refused)), rules))).toEqual(Object.keys(refused).sort());
    expect(glossaryBreaches(new Map(Object.entries(allowed)), rules)).toEqual([]);
  });

  it('reads the texts', () => {
    expect(texts.size).toBeGreaterThan(1000);
  });

  it('uses no wording the glossary has retired', () => {
    expect(glossaryBreaches(texts, rules)).toEqual([]);
  });
});

describe.each(GLOSSARIES.filter((glossary) => glossary.manyLikeOther))('$language numbers', ({ language }) => {
  it('writes a million like any other number (_many repeats _other)', () => {
    expect(manyFormsThatDiffer(everyText(language))).toEqual([]);
  });
});
