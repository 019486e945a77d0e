import { NewsletterMailTexts } from './newsletters.ts';

/**
 * The mails a visitor receives, in the visitor's language (decision 091): the acknowledgements of
 * the contact and appointment forms and the mailing list's confirmation and already-subscribed
 * notes, and a newsletter's own words around what its editor wrote. The specification gives no mail text; English is the wording these mails had (ours),
 * French, Spanish and Arabic say the same. A catalogue per language, every key in each
 * (`mail-catalogues.test.ts` fails on one missing); any other language gets the site's default
 * language's catalogue when there is one, else English.
 */

export type MailCatalogue = {
  confirmSubject: (org: string) => string;
  confirmTitle: string;
  someoneAsked: (org: string) => string;
  confirmPlease: string;
  confirmButton: string;
  youAgreedTo: (consent: string) => string;
  notYouChangedMind: string;
  alreadySubject: (org: string) => string;
  alreadyTitle: string;
  alreadyOnList: string;
  notYouStop: string;
  appointmentSubject: string;
  appointmentTitle: string;
  appointmentText: (org: string) => string;
  contactSubject: string;
  contactTitle: string;
  contactText: (org: string) => string;
  hello: string;
  notYou: string;
  /** A newsletter's own words around what it says (decision 052's template). */
  newsletterRead: string;
  newsletterWatch: string;
  newsletterListen: string;
  newsletterBlog: string;
  newsletterArticle: string;
  newsletterVideo: string;
  newsletterPodcast: string;
  newsletterViewOnline: string;
  newsletterUnsubscribe: string;
  newsletterWhy: (site: string) => string;
  newsletterNoTracking: string;
  newsletterNoItems: string;
};

const en: MailCatalogue = {
  confirmSubject: (org) => `Confirm your subscription to the ${org} newsletter`,
  confirmTitle: 'Confirm your subscription',
  someoneAsked: (org) => `Someone, hopefully you, asked to receive the ${org} newsletter at this address.`,
  confirmPlease:
    'Please confirm with the button below. Until then you are not on the list, and if you do nothing you will not hear from us again.',
  confirmButton: 'Confirm my subscription',
  youAgreedTo: (consent) => `You agreed to: "${consent}"`,
  notYouChangedMind: 'Not you, or changed your mind?',
  alreadySubject: (org) => `You are already subscribed to the ${org} newsletter`,
  alreadyTitle: 'You are already subscribed',
  alreadyOnList: 'This address is already on the list, so there is nothing to do.',
  notYouStop: 'Not you, or want to stop receiving it?',
  appointmentSubject: 'We received your appointment request',
  appointmentTitle: 'Thank you for your appointment request',
  appointmentText: (org) =>
    `We received your appointment request on the ${org} website. We will contact you soon to confirm your appointment.`,
  contactSubject: 'We received your message',
  contactTitle: 'Thank you for your message',
  contactText: (org) => `We received your message sent through the ${org} contact form. We will get back to you soon.`,
  hello: 'Hello,',
  notYou: 'If you did not write to us, you can ignore this email: someone may have mistyped their address.',
  newsletterRead: NewsletterMailTexts.read('article'),
  newsletterWatch: NewsletterMailTexts.read('video'),
  newsletterListen: NewsletterMailTexts.read('podcast'),
  newsletterBlog: NewsletterMailTexts.typeLabel.blog!,
  newsletterArticle: NewsletterMailTexts.typeLabel.article!,
  newsletterVideo: NewsletterMailTexts.typeLabel.video!,
  newsletterPodcast: NewsletterMailTexts.typeLabel.podcast!,
  newsletterViewOnline: NewsletterMailTexts.viewOnline,
  newsletterUnsubscribe: NewsletterMailTexts.unsubscribe,
  newsletterWhy: NewsletterMailTexts.whyYouGetThis,
  newsletterNoTracking: NewsletterMailTexts.noTracking,
  newsletterNoItems: NewsletterMailTexts.noItems,
};

const fr: MailCatalogue = {
  confirmSubject: (org) => `Confirmez votre abonnement à la lettre d’information de ${org}`,
  confirmTitle: 'Confirmez votre abonnement',
  someoneAsked: (org) =>
    `Quelqu’un, vous sans doute, a demandé à recevoir la lettre d’information de ${org} à cette adresse.`,
  confirmPlease:
    'Merci de confirmer avec le bouton ci-dessous. D’ici là, vous n’êtes pas sur la liste, et si vous ne faites rien, vous n’aurez plus de nouvelles de nous.',
  confirmButton: 'Confirmer mon abonnement',
  youAgreedTo: (consent) => `Vous avez accepté : « ${consent} »`,
  notYouChangedMind: 'Ce n’était pas vous, ou vous avez changé d’avis ?',
  alreadySubject: (org) => `Vous êtes déjà abonné à la lettre d’information de ${org}`,
  alreadyTitle: 'Vous êtes déjà abonné',
  alreadyOnList: 'Cette adresse est déjà sur la liste : vous n’avez rien à faire.',
  notYouStop: 'Ce n’était pas vous, ou vous ne souhaitez plus la recevoir ?',
  appointmentSubject: 'Nous avons reçu votre demande de rendez-vous',
  appointmentTitle: 'Merci pour votre demande de rendez-vous',
  appointmentText: (org) =>
    `Nous avons reçu votre demande de rendez-vous sur le site de ${org}. Nous vous contacterons bientôt pour confirmer votre rendez-vous.`,
  contactSubject: 'Nous avons reçu votre message',
  contactTitle: 'Merci pour votre message',
  contactText: (org) =>
    `Nous avons reçu le message que vous avez envoyé avec le formulaire de contact de ${org}. Nous vous répondrons bientôt.`,
  hello: 'Bonjour,',
  notYou:
    'Si vous ne nous avez pas écrit, vous pouvez ignorer ce message : quelqu’un a peut-être mal saisi son adresse.',
  newsletterRead: 'Lire',
  newsletterWatch: 'Regarder',
  newsletterListen: 'Écouter',
  newsletterBlog: 'Blog',
  newsletterArticle: 'Article',
  newsletterVideo: 'Vidéo',
  newsletterPodcast: 'Podcast',
  newsletterViewOnline: 'Voir cette lettre dans votre navigateur',
  newsletterUnsubscribe: 'Se désabonner',
  newsletterWhy: (site) =>
    `Vous recevez ce message parce que vous vous êtes abonné aux nouvelles de ${site} et avez confirmé votre adresse.`,
  newsletterNoTracking: 'Ce message ne contient ni pixel de suivi ni lien réécrit.',
  newsletterNoItems: 'Rien de nouveau n’a été publié depuis la dernière lettre.',
};

const es: MailCatalogue = {
  confirmSubject: (org) => `Confirma tu suscripción al boletín de ${org}`,
  confirmTitle: 'Confirma tu suscripción',
  someoneAsked: (org) => `Alguien, esperamos que tú, pidió recibir el boletín de ${org} en esta dirección.`,
  confirmPlease:
    'Confírmalo con el botón de abajo. Hasta entonces no estás en la lista, y si no haces nada no volverás a saber de nosotros.',
  confirmButton: 'Confirmar mi suscripción',
  youAgreedTo: (consent) => `Aceptaste: «${consent}»`,
  notYouChangedMind: '¿No fuiste tú, o cambiaste de opinión?',
  alreadySubject: (org) => `Ya estás suscrito al boletín de ${org}`,
  alreadyTitle: 'Ya estás suscrito',
  alreadyOnList: 'Esta dirección ya está en la lista, así que no hay nada que hacer.',
  notYouStop: '¿No fuiste tú, o quieres dejar de recibirlo?',
  appointmentSubject: 'Hemos recibido tu solicitud de cita',
  appointmentTitle: 'Gracias por tu solicitud de cita',
  appointmentText: (org) =>
    `Hemos recibido tu solicitud de cita en el sitio web de ${org}. Nos pondremos en contacto contigo pronto para confirmar tu cita.`,
  contactSubject: 'Hemos recibido tu mensaje',
  contactTitle: 'Gracias por tu mensaje',
  contactText: (org) =>
    `Hemos recibido el mensaje que enviaste con el formulario de contacto de ${org}. Te responderemos pronto.`,
  hello: 'Hola:',
  notYou: 'Si no nos escribiste, puedes ignorar este correo: puede que alguien haya escrito mal su dirección.',
  newsletterRead: 'Leer',
  newsletterWatch: 'Ver',
  newsletterListen: 'Escuchar',
  newsletterBlog: 'Blog',
  newsletterArticle: 'Artículo',
  newsletterVideo: 'Vídeo',
  newsletterPodcast: 'Pódcast',
  newsletterViewOnline: 'Ver este boletín en el navegador',
  newsletterUnsubscribe: 'Darse de baja',
  newsletterWhy: (site) =>
    `Recibes este correo porque te suscribiste a las novedades de ${site} y confirmaste tu dirección.`,
  newsletterNoTracking: 'Este correo no tiene píxeles de seguimiento ni enlaces reescritos.',
  newsletterNoItems: 'No se ha publicado nada nuevo desde el último boletín.',
};

const ar: MailCatalogue = {
  confirmSubject: (org) => `أكِّد اشتراكك في نشرة ${org} الإخبارية`,
  confirmTitle: 'أكِّد اشتراكك',
  someoneAsked: (org) => `طلب أحدهم، ونأمل أن تكون أنت، تلقّي نشرة ${org} الإخبارية على هذا العنوان.`,
  confirmPlease: 'يُرجى التأكيد بالزر أدناه. لن تكون على القائمة قبل ذلك، وإن لم تفعل شيئًا فلن تصلك منا أي رسالة أخرى.',
  confirmButton: 'تأكيد اشتراكي',
  youAgreedTo: (consent) => `لقد وافقت على: «${consent}»`,
  notYouChangedMind: 'لست أنت، أو غيّرت رأيك؟',
  alreadySubject: (org) => `أنت مشترك بالفعل في نشرة ${org} الإخبارية`,
  alreadyTitle: 'أنت مشترك بالفعل',
  alreadyOnList: 'هذا العنوان موجود في القائمة بالفعل، فلا حاجة إلى أي إجراء.',
  notYouStop: 'لست أنت، أو تريد التوقف عن تلقّيها؟',
  appointmentSubject: 'تلقّينا طلب موعدك',
  appointmentTitle: 'شكرًا لك على طلب الموعد',
  appointmentText: (org) => `تلقّينا طلب موعدك على موقع ${org}. سنتواصل معك قريبًا لتأكيد موعدك.`,
  contactSubject: 'تلقّينا رسالتك',
  contactTitle: 'شكرًا لك على رسالتك',
  contactText: (org) => `تلقّينا رسالتك المرسلة عبر نموذج الاتصال في موقع ${org}. سنردّ عليك قريبًا.`,
  hello: 'مرحبًا،',
  notYou: 'إن لم تكن قد راسلتنا، فيمكنك تجاهل هذه الرسالة: ربما أخطأ أحدهم في كتابة عنوانه.',
  newsletterRead: 'اقرأ',
  newsletterWatch: 'شاهد',
  newsletterListen: 'استمع',
  newsletterBlog: 'مدونة',
  newsletterArticle: 'مقال',
  newsletterVideo: 'فيديو',
  newsletterPodcast: 'بودكاست',
  newsletterViewOnline: 'اعرض هذه النشرة في متصفحك',
  newsletterUnsubscribe: 'إلغاء الاشتراك',
  newsletterWhy: (site) => `تصلك هذه الرسالة لأنك اشتركت في أخبار ${site} وأكّدت عنوانك.`,
  newsletterNoTracking: 'لا تحتوي هذه الرسالة على بكسلات تتبّع ولا على روابط مُعاد كتابتها.',
  newsletterNoItems: 'لم يُنشر شيء جديد منذ النشرة السابقة.',
};

/** The catalogues by language subtag. */
export const MailCatalogues: Readonly<Record<string, MailCatalogue>> = { en, fr, es, ar };

const subtag = (tag: string) => tag.split('-')[0]!.toLowerCase();

/**
 * The language a mail in `code` is written in, whose catalogue `mailCatalogue` gives: `code` when
 * its language has one (`fr-CA` reads French), else the site's default language when it has one,
 * else English. A mail says this language in its `lang` and takes its direction (decision 102): a
 * visitor of a language without a catalogue reads the default language's words, not under their tag.
 */
export function mailCatalogueLocale(code: string, defaultLocale: string): string {
  if (MailCatalogues[subtag(code)]) return code;
  return MailCatalogues[subtag(defaultLocale)] ? defaultLocale : 'en';
}

/** The catalogue a mail in `code` is written from (mailCatalogueLocale's language). */
export function mailCatalogue(code: string, defaultLocale: string): MailCatalogue {
  return MailCatalogues[subtag(mailCatalogueLocale(code, defaultLocale))]!;
}
