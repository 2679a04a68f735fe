import { type HeadingCaseRule, SHARED_PROPER_NOUNS } from '../../i18n/heading-case';
import type { GlossaryRule } from '../../test-support/glossary-guard';

/** The wordings GLOSSARY.md retires, checked by i18n/glossary.spec.ts over the site's and the mails' texts. */
export const glossaryRules: readonly GlossaryRule[] = [
  {
    term: /\b(o nosso|do nosso|o|do|ao) fundador\b|^Fundador\b/i,
    instead: '«quem fundou o projeto»: o inglês não dá género a quem fundou a Rebound',
  },
  { term: /\bObrigad[oa]\b/, instead: '«Agradecemos…», «Tudo certo!»: sem género para quem fala' },
  {
    term: /\bBem-vind[oa]s?\b|\b[Ff]oi convidad[oa]\b|\bfoi o próprio\b/,
    instead: '«Damos-lhe as boas-vindas», «Recebeu um convite», «se o pedido foi seu»: sem género para quem lê',
  },
  {
    term: /\bo (ajuda|ajudam|orienta|acompanhe|incomodou|faz perder)\b|\b(ajudamo|contactamo|avisamo)-lo\b|\bpor si mesm[oa]\b/,
    instead: '«lhe», «consigo», «por conta própria»: sem género para quem lê',
  },
  { term: /\bo \{\{product\}\}/, instead: '«a {{product}}» (a empresa) ou «o saco {{product}}» (o objeto)' },
  { term: /\btreinador de IA\b/, instead: '«treinador com IA»' },
  { term: /\bapps?\b/i, instead: '«aplicação»' },
  { term: /\bevidências?\b/i, instead: '«provas», «base científica», «estudo»' },
  { term: /\bvocês?(?!\p{L})/iu, instead: 'o verbo sem pronome, ou «si», «o seu»' },
  {
    term: /\b(usuári[oa]s?|equipe|contato|tela|registro|arquivos?)\b/i,
    instead: 'a forma europeia: utilizador, equipa, contacto, ecrã, registo, ficheiro',
  },
  { term: /\btreinadores certificados\b|\bcertificação de treinadores\b/, instead: '«formadores (certificados)»' },
  {
    term: /\bpedidos?\b/i,
    keys: /^(adminLeads|mail\.lead)\./,
    except: ['adminLeads.personalData.title'],
    instead: '«manifestação (de interesse)»: «pedido» é só o pedido sobre dados pessoais',
  },
  {
    term: /\bpublicaç(ão|ões)\b/i,
    keys: /^(admin|adminPosts|adminNewsletterSend|blog|mail\.newsletterPost)\./,
    except: ['adminPosts.publish.title', 'adminPosts.table.publishAt'],
    instead: '«artigo» para um texto do blogue',
  },
  { term: /\bEliminar\b|\beliminad[oa]s?\b|A eliminar/, keys: /^admin/, instead: '«Apagar» nas páginas da equipa' },
  { term: /Tente outra vez/, instead: '«Tente novamente»' },
  { term: /palavra-passe de administração/, instead: '«palavra-passe de administrador»' },
  { term: /\bidiomas?\b/i, instead: '«língua»' },
  { term: /example\.(org|com)/, instead: '«nome@exemplo.pt»' },
  { term: /Área de administração/, instead: '«Área da equipa»' },
  { term: /Descarregar CSV/, instead: '«Exportar CSV», como nas manifestações de interesse' },
];

/** GLOSSARY.md, "Heading case": sentence case for headings, buttons, navigation links and labels. */
export const headingCase: HeadingCaseRule = {
  style: 'sentence',
  properNouns: [...SHARED_PROPER_NOUNS, 'Afeganistão', 'Europa', 'Limburgo', 'Brabante', 'Bluetooth', 'Série A', 'Centro DIY'],
};
