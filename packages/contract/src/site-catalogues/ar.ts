import type { SiteCatalogue } from '../site-catalogue.ts';

/** ours (decision 090): the public site's words in Arabic (Modern Standard Arabic). */

const number = (n: number) => n.toLocaleString('ar');
const plural = new Intl.PluralRules('ar');

/** Arabic counts: the noun's form follows the number (one, two, three to ten, eleven and more). */
function counted(n: number, forms: { zero: string; one: string; two: string; few: string; many: string }): string {
  switch (plural.select(n)) {
    case 'zero':
      return forms.zero;
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${number(n)} ${forms.few}`;
    default:
      return `${number(n)} ${forms.many}`;
  }
}

const results = (n: number) =>
  counted(n, { zero: 'لا توجد نتائج', one: 'نتيجة واحدة', two: 'نتيجتان', few: 'نتائج', many: 'نتيجة' });
const SLIDE_LABEL = 'الشريحة {n} من {count}';

export const arabicSiteCatalogue: SiteCatalogue = {
  site: {
    requestAppointment: 'اطلب موعدًا',
    listenToEpisode: (length?: string) => (length ? `استمع إلى هذه الحلقة (${length})` : 'استمع إلى هذه الحلقة'),
    videoLength: (length: string) => `فيديو مدته ${length}`,
    downloadEpisode: 'تنزيل الملف الصوتي',
    transcript: 'النص المكتوب',
    playVideo: (title: string) => `تشغيل الفيديو: ${title}`,
    playsFrom: (host: string) => `يُشغَّل من ${host}`,
    rssFeedTitle: (site: string) => `${site}: كل المحتوى (RSS)`,
    podcastFeedTitle: (site: string) => `بودكاست ${site}`,
    copyright: `© ${new Date().getFullYear()} Atrium Knowledge Network. جميع الحقوق محفوظة.`,
    skipToContent: 'انتقل إلى المحتوى',
    menu: 'القائمة',
    backToTop: 'العودة إلى الأعلى',
    partnerInitiatives: 'المبادرات الشريكة',
    partnerInitiative: 'مبادرة شريكة',
    followUs: 'تابعنا',
    explore: 'استكشف',
    legal: 'معلومات قانونية',
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
    goneTitle: 'أُزيلت الصفحة',
    goneText: 'أُزيلت هذه الصفحة ولم تعد متاحة.',
    errorTitle: 'حدث خطأ ما',
    errorText: 'تعذّر تحميل هذه الصفحة الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
    goHome: 'الانتقال إلى الصفحة الرئيسية',
  },
  frame: {
    mainNavigation: 'الرئيسية',
    home: (shortName: string) => `الصفحة الرئيسية لـ${shortName}`,
    opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
    copyright: (year = new Date().getFullYear(), name = 'Atrium Knowledge Network') =>
      // The Latin name in its own isolate (FSI…PDI): the sentence around it keeps its order.
      `© ${year} \u2068${name}\u2069. جميع الحقوق محفوظة.`,
    languages: 'اللغات',
    breadcrumb: 'مسار التنقل',
    pager: {
      label: 'التنقل بين الصفحات',
      first: 'الصفحة الأولى',
      previous: 'الصفحة السابقة',
      next: 'الصفحة التالية',
      last: 'الصفحة الأخيرة',
      page: (n: number) => `الصفحة ${number(n)}`,
    },
    searchPages: 'صفحات نتائج البحث',
    relatedPrevious: 'المحتوى ذو الصلة السابق',
    relatedNext: 'المحتوى ذو الصلة التالي',
    share: {
      label: 'مشاركة',
      on: (network: string) => `المشاركة على ${network}`,
      follow: (network: string) => `تابعنا على ${network}`,
      channel: (network: string) => `قناتنا على ${network}`,
    },
    typeNames: { blog: 'مدونة', article: 'مقالة', video: 'فيديو', podcast: 'بودكاست' },
    related: (plural: string) => `${plural} ذات صلة`,
    suggestions: {
      '/learn': 'مدونات ومقالات ومقاطع فيديو وحلقات بودكاست',
      '/initiatives': 'ما تعمل عليه الشبكة',
      '/faqs': 'إجابات عن الأسئلة الشائعة',
      '/contact-us': 'راسل الفريق',
    },
    lastUpdated: 'آخر تحديث',
    onThisPage: 'في هذه الصفحة',
    legalInEnglish: 'هذا النص متاح باللغة الإنجليزية فقط.',
    phoneHint: (country: string) => {
      const other = 'أو + ورمز الدولة لرقم من دولة أخرى';
      if (country === 'US') return `10 أرقام، مثل 555-123-4567، ${other}`;
      const name = new Intl.DisplayNames(['ar'], { type: 'region' }).of(country) ?? country;
      return `رقم من ${name}، ${other}`;
    },
  },
  menu: {
    '/': 'الرئيسية',
    '/initiatives': 'المبادرات',
    '/learn': 'تعلّم',
    '/faqs': 'الأسئلة الشائعة',
    '/about-us': 'من نحن',
    '/contact-us': 'اتصل بنا',
  },
  legalLinks: { '/privacy-policy': 'سياسة الخصوصية', '/term-of-use': 'شروط الاستخدام' },
  sections: {
    errorTitle: 'خطأ',
    pageLoadFailed: 'تعذّر تحميل محتوى الصفحة. يُرجى المحاولة مرة أخرى.',
    heroFailed: 'تعذّر تحميل الشرائح.',
    advisoryFailed: 'تعذّر جلب أعضاء المجلس الاستشاري.',
    recentFailed: 'تعذّر جلب المحتوى الحديث. يُرجى المحاولة مرة أخرى.',
    learnFailed: 'تعذّر جلب المحتوى.',
    initiativeTagsFailed: 'تعذّر جلب فئات المبادرات.',
    mediaTypesFailed: 'تعذّر جلب أنواع الوسائط.',
    founderFailed: 'تعذّر جلب بيانات المؤسس. يُرجى المحاولة مرة أخرى.',
    testimonialsFailed: 'تعذّر جلب الشهادات.',
    missionFailed: 'تعذّر جلب الرسالة والرؤية والأهداف.',
    featuredFailed: 'تعذّر جلب المبادرات المميزة.',
    initiativesFailed: 'تعذّر جلب المبادرات.',
    readMore: 'اقرأ المزيد',
    initiativeMore: 'اقرأ المزيد',
    initiativeLess: 'عرض أقل',
    founderSubtitle: 'المؤسس والرئيس التنفيذي',
    filter: 'تصفية',
    all: 'الكل',
    mediaType: 'نوع الوسائط',
    clearAll: 'مسح الكل',
    noRecord: 'لم يُعثر على أي نتيجة.',
    perPage: 'عدد العناصر في الصفحة',
    initiativesGroup: 'المبادرات',
    applyFilter: 'تطبيق',
    applySize: 'عرض',
    removeFilter: (name: string) => `إزالة عامل التصفية: ${name}`,
    chosenFilters: 'عوامل التصفية المختارة',
    categoriesLabel: 'الفئات',
    resultCount: (count: number) =>
      counted(count, { zero: 'لا توجد عناصر', one: 'عنصر واحد', two: 'عنصران', few: 'عناصر', many: 'عنصرًا' }),
    viewAllMembers: 'عرض كل الأعضاء',
    fullBio: 'اقرأ السيرة كاملة',
    close: 'إغلاق',
    heroAction: 'اعرف المزيد',
    heroLabel: 'أبرز المحتوى',
    learnSliderHeading: 'أحدث ما في المكتبة',
    allLearnHeading: 'استكشف المكتبة',
    recentHeading: 'المحتوى الحديث',
    initiativesHeading: 'مبادراتنا',
    featuredHeading: 'مبادرات مميزة',
    advisoryHeading: 'المجلس الاستشاري',
    testimonialsHeading: 'شهادات',
    findOutMore: 'اعرف المزيد',
    slider: {
      previous: 'الشريحة السابقة',
      next: 'الشريحة التالية',
      slideLabel: SLIDE_LABEL,
      goTo: (n: number, count: number) => SLIDE_LABEL.replace('{n}', String(n)).replace('{count}', String(count)),
      pause: 'إيقاف العرض مؤقتًا',
      play: 'تشغيل العرض',
    },
  },
  forms: {
    submitFailed: 'تعذّر الإرسال. يُرجى المحاولة مرة أخرى.',
    requiredNote: 'الحقول المعلّمة بـ * مطلوبة.',
    submit: 'إرسال',
    cancel: 'إلغاء',
    close: 'إغلاق',
    honeypotLabel: 'اترك هذا الحقل فارغًا',
    noScript: (email: string) =>
      `يتطلب إرسال هذا النموذج JavaScript الذي يُجري التحقق من الرسائل المزعجة في متصفحك. يمكنك أيضًا مراسلتنا على ${email}.`,
  },
  fieldLabels: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    reason: 'سبب الموعد',
    organization: 'المؤسسة',
    industries: 'القطاع',
    message: 'الرسالة',
    purpose: 'الغرض',
    newsletterEmail: 'عنوان البريد الإلكتروني',
  },
  spamCheck: {
    label: 'التحقق من الرسائل المزعجة',
    idle: 'يعمل في متصفحك أثناء ملء النموذج. بلا ألغاز ولا تتبّع.',
    working: 'نتحقق من أنك لست روبوتًا…',
    done: 'تم التحقق. يمكنك إرسال النموذج.',
    recaptchaIntro: 'يُرجى تحديد المربع أدناه.',
  },
  contactForm: {
    heading: 'أرسل إلينا رسالة',
    intro: 'أخبرنا من أنت وكيف يمكننا مساعدتك. نردّ على كل رسالة.',
    industryPlaceholder: 'اختر قطاعًا',
    submitting: 'جارٍ إرسال نموذج التواصل…',
    industriesFailed: 'تعذّر جلب القطاعات. يُرجى المحاولة مرة أخرى.',
    thanksTitle: 'شكرًا لتواصلك معنا!',
    thanksText: 'رسالتك في طريقها إلى فريقنا. سنرد عليك قريبًا.',
    thanksInvite: 'في هذه الأثناء، استكشف مبادراتنا وتابعنا على وسائل التواصل الاجتماعي.',
    exploreInitiatives: 'استكشف مبادراتنا',
  },
  appointment: {
    title: 'اطلب موعدًا',
    intro: 'اترك بياناتك والموضوع الذي تودّ الحديث عنه. سنؤكد لك موعدًا عبر البريد الإلكتروني أو الهاتف.',
    submitting: 'جارٍ إرسال طلب الموعد…',
    founderFailed: 'تعذّر جلب بيانات المؤسس. يُرجى المحاولة مرة أخرى.',
    successTitle: 'تم إرسال طلب الموعد!',
    successText: 'شكرًا على طلبك. سنتواصل معك قريبًا لتأكيد موعدك.',
  },
  signup: {
    heading: 'النشرة الإخبارية',
    intro: 'مقالات ومقاطع فيديو وفعاليات جديدة من الشبكة، مرة في الشهر تقريبًا.',
    submit: 'اشترك',
    submitting: 'جارٍ الاشتراك…',
    success: 'تم إرسال البريد بنجاح!',
  },
  search: {
    label: 'بحث',
    siteSearch: 'البحث في الموقع',
    searchAgain: 'ابحث في الموقع',
    placeholder: 'ابحث في الموقع',
    submit: 'بحث',
    title: 'البحث',
    heading: 'البحث',
    resultsFor: (q: string) => `نتائج البحث عن «${q}»`,
    count: (n: number, estimated = false) => (n > 10 && estimated ? `نحو ${results(n)}` : results(n)),
    noResults: 'لا يوجد محتوى منشور يطابق هذه الكلمات. جرّب كلمات أقل أو كلمات أخرى.',
    onward: 'إلى أين بعد ذلك',
    inOtherTypes: 'الكلمات نفسها في أنواع أخرى',
    oneWord: 'كلمة واحدة في كل مرة',
    offer: (what: string, n: number) => `${what}: ${results(n)}`,
    browse: 'تصفّح المكتبة',
    browseAll: 'كل ما في المكتبة',
    browseTopics: 'المواضيع',
    prompt: 'اكتب بضع كلمات للبحث في المدونات والمقالات ومقاطع الفيديو وحلقات البودكاست.',
    allTypes: 'الكل',
    typeFilter: 'نوع المحتوى',
    failed: 'البحث غير متاح الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
  searchTypes: { blog: 'المدونات', article: 'المقالات', video: 'الفيديو', podcast: 'البودكاست' },
  faqPage: {
    eyebrow: 'الأسئلة الشائعة',
    title: 'الأسئلة الشائعة',
    description: 'إجابات قصيرة عن أكثر الأسئلة التي تصلنا.',
    questions: 'أسئلة وأجوبة',
    contact: 'اتصل بنا',
    loadFailed: 'تعذّر تحميل الأسئلة الشائعة. يُرجى المحاولة لاحقًا.',
    empty: 'لا توجد أسئلة شائعة في الوقت الحالي.',
  },
  contactPage: {
    eyebrow: 'اتصل بنا',
    title: 'اتصل بنا',
    description: 'لديك سؤال أو فكرة أو شراكة في ذهنك؟ يسعدنا أن نسمع منك.',
    metaTitle: 'اتصل بنا',
    reach: 'طرق التواصل معنا',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    address: 'العنوان',
    office: 'مكتبنا',
    findUs: 'اعثر علينا على OpenStreetMap',
  },
};
