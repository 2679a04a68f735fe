import type { LanguageCode } from '@rebound/shared';

/** Wording of the double opt-in mail a visitor gets after subscribing, in the language they subscribed in. */
export interface NewsletterMailMessages {
  /** Locale handed to Intl for numbers (Persian digits in Persian). */
  intlLocale: string;
  dir: 'ltr' | 'rtl';
  subject: (brand: string) => string;
  heading: string;
  intro: (brand: string) => string;
  action: string;
  confirmButton: string;
  /** `days` is already written in the language's digits. */
  expiry: (days: string) => string;
  ignore: string;
  unsubscribeIntro: string;
  unsubscribeLink: string;
}

export const NEWSLETTER_MAIL_MESSAGES: Record<LanguageCode, NewsletterMailMessages> = {
  en: {
    intlLocale: 'en-GB',
    dir: 'ltr',
    subject: (brand) => `Please confirm your subscription to the ${brand} newsletter`,
    heading: 'Please confirm your subscription',
    intro: (brand) => `We received a request to send the ${brand} newsletter to this email address.`,
    action: 'To start receiving it, please confirm your address:',
    confirmButton: 'Confirm my subscription',
    expiry: (days) => `This link works for ${days} days.`,
    ignore: 'If you did not ask for this, you can simply ignore this email: without your confirmation we will not send you anything.',
    unsubscribeIntro: 'Changed your mind? You can unsubscribe at any time:',
    unsubscribeLink: 'Unsubscribe',
  },
  nl: {
    intlLocale: 'nl-NL',
    dir: 'ltr',
    subject: (brand) => `Bevestig je aanmelding voor de nieuwsbrief van ${brand}`,
    heading: 'Bevestig je aanmelding',
    intro: (brand) => `We hebben een verzoek ontvangen om de nieuwsbrief van ${brand} naar dit e-mailadres te sturen.`,
    action: 'Bevestig je e-mailadres om de nieuwsbrief te gaan ontvangen:',
    confirmButton: 'Aanmelding bevestigen',
    expiry: (days) => `Deze link is ${days} dagen geldig.`,
    ignore: 'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail gewoon negeren: zonder jouw bevestiging sturen we je niets.',
    unsubscribeIntro: 'Bedacht? Je kunt je op elk moment afmelden:',
    unsubscribeLink: 'Afmelden',
  },
  fr: {
    intlLocale: 'fr-FR',
    dir: 'ltr',
    subject: (brand) => `Confirmez votre inscription à la newsletter de ${brand}`,
    heading: 'Confirmez votre inscription',
    intro: (brand) => `Nous avons reçu une demande d’inscription de cette adresse e-mail à la newsletter de ${brand}.`,
    action: 'Pour commencer à la recevoir, confirmez votre adresse\u00A0:',
    confirmButton: 'Confirmer mon inscription',
    expiry: (days) => `Ce lien est valable ${days}\u00A0jours.`,
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail\u00A0: sans votre confirmation, nous ne vous enverrons rien.',
    unsubscribeIntro: 'Vous avez changé d’avis\u00A0? Vous pouvez vous désinscrire à tout moment\u00A0:',
    unsubscribeLink: 'Se désinscrire',
  },
  pt: {
    intlLocale: 'pt-PT',
    dir: 'ltr',
    subject: (brand) => `Confirme a sua subscrição da newsletter de ${brand}`,
    heading: 'Confirme a sua subscrição',
    intro: (brand) => `Recebemos um pedido para enviar a newsletter de ${brand} para este endereço de e-mail.`,
    action: 'Para começar a recebê-la, confirme o seu endereço:',
    confirmButton: 'Confirmar a subscrição',
    expiry: (days) => `Esta ligação é válida durante ${days} dias.`,
    ignore: 'Se não fez este pedido, pode simplesmente ignorar este e-mail: sem a sua confirmação, não lhe enviaremos nada.',
    unsubscribeIntro: 'Mudou de ideias? Pode cancelar a subscrição a qualquer momento:',
    unsubscribeLink: 'Cancelar a subscrição',
  },
  fa: {
    intlLocale: 'fa-IR',
    dir: 'rtl',
    subject: (brand) => `اشتراک خود در خبرنامهٔ ${brand} را تأیید کنید`,
    heading: 'اشتراک خود را تأیید کنید',
    intro: (brand) => `درخواستی برای فرستادن خبرنامهٔ ${brand} به این نشانی ایمیل به دست ما رسیده است.`,
    action: 'برای دریافت خبرنامه، لطفاً نشانی ایمیل خود را تأیید کنید:',
    confirmButton: 'تأیید اشتراک',
    expiry: (days) => `این پیوند تا ${days} روز معتبر است.`,
    ignore: 'اگر این درخواست را شما نفرستاده‌اید، کافی است این ایمیل را نادیده بگیرید؛ تا تأیید نکنید، چیزی برایتان نمی‌فرستیم.',
    unsubscribeIntro: 'نظرتان عوض شد؟ هر زمان که بخواهید می‌توانید اشتراک خود را لغو کنید:',
    unsubscribeLink: 'لغو اشتراک',
  },
  es: {
    intlLocale: 'es-ES',
    dir: 'ltr',
    subject: (brand) => `Confirma tu suscripción al boletín de ${brand}`,
    heading: 'Confirma tu suscripción',
    intro: (brand) => `Hemos recibido una solicitud para enviar el boletín de ${brand} a esta dirección de correo electrónico.`,
    action: 'Para empezar a recibirlo, confirma tu dirección:',
    confirmButton: 'Confirmar mi suscripción',
    expiry: (days) => `Este enlace es válido durante ${days} días.`,
    ignore: 'Si no lo has solicitado tú, puedes ignorar este correo sin más: sin tu confirmación no te enviaremos nada.',
    unsubscribeIntro: '¿Has cambiado de opinión? Puedes darte de baja en cualquier momento:',
    unsubscribeLink: 'Darme de baja',
  },
};
