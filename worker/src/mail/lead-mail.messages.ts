import type { LanguageCode } from '@rebound/shared';

/** Wording of the staff mail about a new lead, in one language. */
export interface LeadMailMessages {
  /** Locale handed to Intl for the date and time (the regional variant the staff read). */
  intlLocale: string;
  dir: 'ltr' | 'rtl';
  /** What follows a label in the text part (French puts a no-break space before the colon). */
  colon: string;
  subject: (name: string) => string;
  heading: string;
  intro: (site: string) => string;
  nameLabel: string;
  emailLabel: string;
  receivedLabel: string;
  messageLabel: string;
  noMessage: string;
  adminLinkLabel: string;
  replyHint: string;
}

export const LEAD_MAIL_MESSAGES: Record<LanguageCode, LeadMailMessages> = {
  en: {
    intlLocale: 'en-GB',
    dir: 'ltr',
    colon: ': ',
    subject: (name) => `New interest registration: ${name}`,
    heading: 'New interest registration',
    intro: (site) => `Someone has registered their interest on ${site}.`,
    nameLabel: 'Name',
    emailLabel: 'Email',
    receivedLabel: 'Received',
    messageLabel: 'Message',
    noMessage: 'No message was left.',
    adminLinkLabel: 'See all registrations in the admin area',
    replyHint: 'Reply to this email to write to this person directly.',
  },
  nl: {
    intlLocale: 'nl-NL',
    dir: 'ltr',
    colon: ': ',
    subject: (name) => `Nieuwe aanmelding: ${name}`,
    heading: 'Nieuwe aanmelding via het aanmeldformulier',
    intro: (site) => `Er heeft zich iemand aangemeld via ${site}.`,
    nameLabel: 'Naam',
    emailLabel: 'E-mailadres',
    receivedLabel: 'Ontvangen',
    messageLabel: 'Bericht',
    noMessage: 'Er is geen bericht achtergelaten.',
    adminLinkLabel: 'Bekijk alle aanmeldingen op de beheerpagina',
    replyHint: 'Beantwoord deze e-mail om deze persoon rechtstreeks te mailen.',
  },
  fr: {
    intlLocale: 'fr-FR',
    dir: 'ltr',
    colon: '\u00A0: ',
    subject: (name) => `Nouvelle manifestation d’intérêt\u00A0: ${name}`,
    heading: 'Nouvelle manifestation d’intérêt',
    intro: (site) => `Une personne a manifesté son intérêt sur ${site}.`,
    nameLabel: 'Nom',
    emailLabel: 'Adresse e-mail',
    receivedLabel: 'Reçue le',
    messageLabel: 'Message',
    noMessage: 'Aucun message n’a été laissé.',
    adminLinkLabel: 'Voir toutes les manifestations d’intérêt dans l’espace d’administration',
    replyHint: 'Répondez à cet e-mail pour écrire directement à cette personne.',
  },
  pt: {
    intlLocale: 'pt-PT',
    dir: 'ltr',
    colon: ': ',
    subject: (name) => `Nova manifestação de interesse: ${name}`,
    heading: 'Nova manifestação de interesse',
    intro: (site) => `Alguém manifestou interesse através de ${site}.`,
    nameLabel: 'Nome',
    emailLabel: 'E-mail',
    receivedLabel: 'Recebida em',
    messageLabel: 'Mensagem',
    noMessage: 'A pessoa não deixou nenhuma mensagem.',
    adminLinkLabel: 'Ver todas as manifestações de interesse na área de administração',
    replyHint: 'Responda a este e-mail para escrever diretamente a esta pessoa.',
  },
  fa: {
    intlLocale: 'fa-IR',
    dir: 'rtl',
    colon: ': ',
    subject: (name) => `ثبت علاقه‌مندی جدید: ${name}`,
    heading: 'ثبت علاقه‌مندی جدید',
    intro: (site) => `کسی در ${site} فرم اعلام علاقه را پر کرده است.`,
    nameLabel: 'نام',
    emailLabel: 'ایمیل',
    receivedLabel: 'زمان دریافت',
    messageLabel: 'پیام',
    noMessage: 'پیامی نگذاشته است.',
    adminLinkLabel: 'مشاهدهٔ همهٔ ثبت‌نام‌ها در بخش مدیریت',
    replyHint: 'برای نوشتن مستقیم به این شخص، به همین ایمیل پاسخ دهید.',
  },
  es: {
    intlLocale: 'es-ES',
    dir: 'ltr',
    colon: ': ',
    subject: (name) => `Nuevo registro de interés: ${name}`,
    heading: 'Nuevo registro de interés',
    intro: (site) => `Alguien ha mostrado su interés en ${site}.`,
    nameLabel: 'Nombre',
    emailLabel: 'Correo electrónico',
    receivedLabel: 'Fecha de recepción',
    messageLabel: 'Mensaje',
    noMessage: 'No ha dejado ningún mensaje.',
    adminLinkLabel: 'Consulta todos los registros en el área de administración',
    replyHint: 'Responde a este correo para escribir directamente a esta persona.',
  },
};
