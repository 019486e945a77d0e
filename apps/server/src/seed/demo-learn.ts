import type { SitePage } from '@atrium/contract/enums';
import type { LearnType } from '@atrium/contract/learn';
import type { DemoPartner, DemoPerson, DemoPhoto } from './demo-images.ts';

/**
 * The demo install's learn content: blogs, articles, videos and podcasts of a knowledge network
 * working on health, climate, education and open data. The people are the network's own
 * (invented); the videos are real public talks, named as their speakers gave them.
 */

/** `portrait` names the person's illustrated portrait: the same as their card among the individuals. */
type DemoAuthor = { name: string; portrait: DemoPerson };

export type DemoLearnItem = {
  title: string;
  subtitle?: string;
  /** Rich text, as the editor writes it. */
  description: string;
  /** The item's date: this many days before the seed runs, so it is never in the future. */
  daysAgo: number;
  /**
   * The page the item belongs to (learn when unset): an article in Featured Initiatives or
   * Initiatives shows in those sections of this page (requirements 3 §7 reads them by page).
   */
  selectedPage?: SitePage;
  /** Category names: learn tags and the system categories. */
  categories: string[];
  author?: DemoAuthor;
  /** Whether the author gets a portrait (most do; a few show the fallback). */
  authorPortrait?: boolean;
  /** 0 for a draft; published otherwise. */
  status?: 0 | 1;
  /** The call to action's address, when the item has one. */
  cta?: string;
  /** The photograph: a blog's or article's cover, a video's or podcast's poster (decision 058). */
  photo: DemoPhoto;
  /** Articles: the logo of the partner the article is with. */
  logo?: DemoPartner;
  /** Videos and podcasts: a YouTube link, in any of the forms an editor pastes. */
  video?: string;
  /** Podcasts: the episode's transcript, plain text with blank lines between paragraphs. */
  transcript?: string;
  /**
   * Podcasts: the episode's audio in seed/assets/episodes/, the transcript spoken (decision 080;
   * `node scripts/demo-episodes.ts` makes them again after a transcript changes).
   */
  episode?: string;
  /** The item's own page meta (the admin pages screen), for a few items; the others use their text. */
  meta?: DemoPageMeta;
};

/** Search and sharing texts of an item's page; its address stays the item's slug. */
type DemoPageMeta = {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  keywords: string;
};

const authors = {
  amara: { name: 'Amara Okafor', portrait: 'amara-okafor' },
  lena: { name: 'Dr. Lena Marsh', portrait: 'lena-marsh' },
  rafael: { name: 'Rafael Ortiz', portrait: 'rafael-ortiz' },
  mei: { name: 'Mei Chen', portrait: 'mei-chen' },
  samuel: { name: 'Samuel Adeyemi', portrait: 'samuel-adeyemi' },
  priya: { name: 'Priya Natarajan', portrait: 'priya-natarajan' },
  joanna: { name: 'Joanna Kowalski', portrait: 'joanna-kowalski' },
  tomas: { name: 'Tomás Rivera', portrait: 'tomas-rivera' },
  nadia: { name: 'Nadia Haddad', portrait: 'nadia-haddad' },
} satisfies Record<string, DemoAuthor>;

/** Category names: learn tags from demo-content.ts and the system categories. */
const HEALTH = 'Health';
const CLIMATE = 'Climate';
const EDUCATION = 'Education';
const DATA = 'Open Data';
const FEATURED = 'Featured Initiatives';
const INITIATIVES = 'Initiatives';
const RECENT = 'Recent Content';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const h2 = (text: string) => `<h2>${text}</h2>`;
const h3 = (text: string) => `<h3>${text}</h3>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const ol = (...items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;
const quote = (text: string) => `<blockquote><p>${text}</p></blockquote>`;
const html = (...parts: string[]) => parts.join('');

const blogs: DemoLearnItem[] = [
  {
    title: 'What a district health team learned from six months of open dashboards',
    photo: 'wall-clock',
    meta: {
      title: 'Six months of open clinic dashboards: what a district health team learned',
      description:
        'Weekly dashboards of medicine stocks and waiting times for 19 clinics: fewer stock-outs, shorter meetings, and the mistakes to avoid.',
      ogTitle: 'What six months of open dashboards changed for a district health team',
      ogDescription:
        'Clinic managers started calling each other before calling us. Notes, numbers and templates to reuse.',
      keywords: 'open data, health dashboards, primary care, clinic management, medicine stock-outs',
    },
    subtitle: 'Publishing clinic data every week changed the conversations, not only the numbers',
    daysAgo: 6,
    categories: [HEALTH, DATA, RECENT, INITIATIVES],
    author: authors.priya,
    cta: '/contact-us',
    description: html(
      p(
        'In March our district started publishing a simple dashboard every Monday: stock levels of twelve essential medicines, waiting times and the number of home visits for each of our nineteen clinics. Nothing on it was secret. It had simply never been put in one place.',
        'Six months on, the most useful change was not technical. Clinic managers began calling each other before calling us.',
      ),
      h2('What changed'),
      ul(
        'Stock-outs of oral rehydration salts fell from eleven clinics to two, mostly because neighbours lent each other boxes.',
        'Community health workers used the waiting-time chart to argue for a second afternoon session, and got it.',
        'Our monthly review meeting went from two hours to forty minutes.',
      ),
      h2('What we would do differently'),
      p(
        'We published too many indicators at first. Three charts that everyone reads beat twenty that nobody trusts. We also underestimated how much a clinic wants to explain its own numbers: a comment box next to each figure is now the most used feature.',
        'If your team is thinking about doing the same, we are happy to share our templates and the list of mistakes we made along the way.',
      ),
    ),
  },
  {
    title: 'Cooling the classroom: notes from a heat-wave summer in Lagos',
    photo: 'sunrise-hills',
    subtitle: 'Small changes to timetables and buildings that teachers tried, and what worked',
    daysAgo: 12,
    categories: [CLIMATE, EDUCATION, RECENT],
    author: authors.samuel,
    description: html(
      p(
        'For three weeks this year the afternoon temperature in many of our partner schools stayed above 36 °C. Attendance dropped, and so did concentration. Teachers in our research circle decided to treat it as a question they could study rather than a problem they had to endure.',
      ),
      h2('Four things schools tried'),
      ol(
        '<strong>Moving the hardest lessons to the morning.</strong> Mathematics and reading before 11:00, practical work after.',
        '<strong>Shade before fans.</strong> Cloth awnings on the sunny side of classrooms cost less than one fan and lowered the indoor temperature more.',
        '<strong>Water on every desk.</strong> A refilled bottle per pupil, tracked by class monitors.',
        '<strong>Shorter, more frequent breaks</strong>, taken outdoors under trees where there were any.',
      ),
      p(
        'None of this is new. What was new was measuring it: cheap thermometers in 40 classrooms and a five-minute attention check at the start of each lesson. The circle will publish the full results in the new year.',
      ),
    ),
  },
  {
    title: 'Why we publish our failures',
    photo: 'fallen-leaf',
    subtitle: 'A note from the founder on honesty as a method',
    daysAgo: 20,
    categories: [FEATURED, INITIATIVES],
    author: authors.amara,
    description: html(
      p(
        'Every briefing we publish has a section called <em>What did not work</em>. New members sometimes ask whether this is wise. Funders read these documents, after all.',
        'My answer is that a network is only as useful as the mistakes it saves its members from repeating.',
      ),
      quote(
        'The most expensive knowledge in our field is the knowledge of what failed, because it is almost never written down.',
      ),
      h2('How we do it'),
      ul(
        'Every project keeps a short log of decisions and their outcomes, good or bad.',
        'Failures are described with the same care as successes: context, numbers, what we would change.',
        'No names: we write about choices, not about people.',
      ),
      p('The result, so far, is more trust rather than less. Several funders now ask for the failure section first.'),
    ),
  },
  {
    title: 'Five questions to ask before you build a data portal',
    photo: 'colourful-cups',
    daysAgo: 27,
    categories: [DATA, RECENT],
    author: authors.rafael,
    description: html(
      p(
        'Over the last decade I have helped launch more data portals than I care to count. Most of them are now quiet. Before you commission one, ask these five questions.',
      ),
      ol(
        '<strong>Who will use it next Tuesday?</strong> Name a person and a task. If you cannot, start with a spreadsheet.',
        '<strong>Who updates it when the project ends?</strong> A portal without an owner decays in months.',
        '<strong>Can the data be downloaded whole?</strong> Bulk downloads in open formats outlive any interface.',
        '<strong>Is there a licence?</strong> Without one, careful users will not touch it.',
        '<strong>How will you know it is working?</strong> Count decisions informed, not page views.',
      ),
      p(
        'A good portal is the last step of a data practice, not the first. Our open data working group meets monthly; newcomers are welcome.',
      ),
    ),
  },
  {
    title: 'Community health workers are the network',
    photo: 'forest-path',
    subtitle: 'Why our health initiatives start with the people already doing the work',
    daysAgo: 41,
    categories: [HEALTH, INITIATIVES],
    author: authors.lena,
    description: html(
      p(
        'When we mapped who actually holds health knowledge in the communities we work with, the answer was rarely a clinic. It was the community health worker who knows which households have a newborn, who is on treatment, and who has stopped coming.',
      ),
      h2('What this means for our programmes'),
      p(
        'We now design every health initiative around three commitments: health workers take part in defining the questions, they see the data they collect before anyone else, and their time is paid.',
      ),
      ul(
        'Training happens in the community, in the language people work in.',
        'Tools run on the phones workers already own, offline first.',
        'Every visit record is owned by the health programme, never by a vendor.',
      ),
    ),
  },
  {
    title: 'A teacher research circle, step by step',
    photo: 'paint-brushes',
    daysAgo: 63,
    categories: [EDUCATION, INITIATIVES],
    author: authors.samuel,
    cta: '/contact-us',
    description: html(
      p(
        'Teacher research circles are the oldest and still the most popular of our initiatives. A circle is six to ten teachers who meet every two weeks for a school term to investigate one question about their own classrooms.',
      ),
      h2('The cycle'),
      ol(
        'Choose a question that matters to your pupils and can be answered in a term.',
        'Agree on one simple measure and collect it for two weeks before changing anything.',
        'Try one change. Keep measuring.',
        'Meet, compare, and decide whether to keep, adapt or drop the change.',
        'Write two pages for the next circle.',
      ),
      h3('What you need'),
      p(
        'A room, a facilitator from the network for the first two meetings, and the permission of your head teacher. That is all. Write to us if you would like to start one.',
      ),
    ),
  },
  {
    title: 'Flood maps made by the people who live there',
    photo: 'storm-coast',
    subtitle: 'Community mapping in three coastal towns',
    daysAgo: 88,
    selectedPage: 'initiatives',
    categories: [CLIMATE, DATA, FEATURED, INITIATIVES],
    author: authors.mei,
    description: html(
      p(
        'Official flood maps are drawn at a scale that hides the street where water actually collects. In three towns on the Pacific coast, residents decided to draw their own.',
        'Over two rainy seasons, more than 300 volunteers marked the depth and duration of every flood they saw, with a photo and a simple depth gauge painted on a lamp post.',
      ),
      h2('From maps to decisions'),
      ul(
        'Two drainage channels were cleared first because the community map showed where they mattered.',
        'The school in the lowest district moved its exam week out of the wettest month.',
        'The maps are open data: anyone can download and reuse them.',
      ),
      p('We are now writing a short guide so that other towns can do the same in a single season.'),
    ),
  },
  {
    title: 'Reading list: the ten reports our members cite most',
    photo: 'kite-sky',
    daysAgo: 120,
    categories: [EDUCATION, HEALTH],
    author: authors.joanna,
    authorPortrait: false,
    description: html(
      p(
        'Every year we ask members which documents they reached for most often. The list changes less than you might think: practical guides beat grand strategies every time.',
      ),
      h2('Why these ten'),
      p(
        'They are short, they are honest about uncertainty, and each ends with something you can do on Monday. Several were written by members of this network.',
      ),
      ul(
        'Three guides on running community data collection responsibly.',
        'Two evaluations of teacher-led professional development.',
        'Two briefings on heat and health in cities.',
        'Three handbooks on facilitation and working groups.',
      ),
      p('The full list, with links, is in the members’ library.'),
    ),
  },
  {
    title: 'Notes from the annual gathering (draft)',
    photo: 'boats-evening',
    meta: {
      title: 'Annual gathering 2026: themes and first summary',
      description:
        'Three days, 240 participants and 31 sessions: a first summary of the annual gathering of the Atrium knowledge network.',
      ogTitle: 'Notes from the Atrium annual gathering',
      ogDescription:
        'Community-owned data, heat in schools and fair pay for community health workers: what we talked about.',
      keywords: 'annual gathering, community data, heat and health, community health workers',
    },
    subtitle: 'To be completed after the closing session',
    daysAgo: 2,
    status: 0,
    categories: [INITIATIVES],
    author: authors.amara,
    description: html(
      p('Three days, 240 participants, 31 sessions. A first summary, to be completed.'),
      h2('Themes so far'),
      ul('Data that communities own', 'Heat, schools and health', 'Paying community health workers fairly'),
    ),
  },
];

const articles: DemoLearnItem[] = [
  {
    title: 'Measuring what matters in primary health care',
    photo: 'fig-bowl',
    meta: {
      title: 'Measuring what matters in primary health care: a framework for small programmes',
      description:
        'A practical way for small health programmes with little data capacity to choose, collect and use a handful of indicators.',
      ogTitle: 'Measuring what matters in primary health care',
      ogDescription: 'Fewer indicators, better used: a framework for programmes without a data team.',
      keywords: 'primary health care, indicators, monitoring and evaluation, small organisations',
    },
    subtitle: 'A practical framework for small programmes with little data capacity',
    daysAgo: 9,
    selectedPage: 'home',
    categories: [HEALTH, FEATURED, INITIATIVES, RECENT],
    author: authors.lena,
    logo: 'primary-health-collective',
    cta: '/contact-us',
    description: html(
      p(
        'Most primary health programmes we work with collect more data than they use. Reporting templates grow with every donor; the indicators that would help a nurse plan her week are missing.',
        'This article sets out the framework our health working group has tested with fourteen programmes over two years.',
      ),
      h2('Principles'),
      ol(
        '<strong>Start from decisions.</strong> List the five decisions a clinic team makes every month, then the numbers each needs.',
        '<strong>Fewer, better indicators.</strong> A good indicator is understood by the person who records it.',
        '<strong>Close the loop.</strong> Data goes back to the people who collected it within a week.',
      ),
      h2('The core set'),
      p(
        'Across programmes, nine indicators covered most decisions: attendance, referrals completed, stock-outs, home visits, follow-ups missed, immunisation coverage, waiting time, staff days absent and patient-reported respect.',
      ),
      h3('What we left out, on purpose'),
      p(
        'Composite scores and rankings. They invite gaming and explain nothing. Where a programme needs a summary, we recommend a short narrative written by the team itself.',
      ),
    ),
  },
  {
    title: 'Open data standards for small organisations: a practical guide',
    photo: 'building-lines',
    daysAgo: 16,
    selectedPage: 'home',
    categories: [DATA, FEATURED, RECENT, INITIATIVES],
    author: authors.rafael,
    logo: 'open-cities-lab',
    description: html(
      p(
        'Standards are usually written by and for large institutions. Small organisations, which hold much of the most local and useful data, are left to guess. This guide is our attempt to close that gap.',
      ),
      h2('Start with the file, not the platform'),
      p(
        'A well-described CSV file, published at a stable address with a licence, is worth more than any portal. Describe each column in plain words, state the units, and date every release.',
      ),
      h2('A minimum that works'),
      ul(
        'An open licence stated next to the file.',
        'A data dictionary: one line per column.',
        'A changelog, however short.',
        'A named contact who answers questions.',
      ),
      h2('When to adopt a formal standard'),
      p(
        'When two or more partners exchange the same kind of data every month. Until then, consistency inside your own organisation matters more than conformance to anyone else’s schema.',
      ),
    ),
  },
  {
    title: 'Adapting to sea-level rise: what coastal communities are already doing',
    photo: 'dune-grass',
    subtitle: 'Case studies from the Pacific Resilience Fund’s partner towns',
    daysAgo: 34,
    selectedPage: 'initiatives',
    categories: [CLIMATE, FEATURED, INITIATIVES],
    author: authors.mei,
    logo: 'pacific-resilience-fund',
    cta: '/initiatives',
    description: html(
      p(
        'Adaptation is often discussed as a future investment. In the towns we work with it is already a daily practice, improvised and underfunded, but real.',
      ),
      h2('Three patterns'),
      h3('Moving, a little at a time'),
      p(
        'Families rebuild a few metres further inland after each storm. Over twenty years, whole streets have moved. Planning that recognises this can make each move safer.',
      ),
      h3('Restoring what protects'),
      p('Mangrove and dune restoration led by fishing cooperatives has proved cheaper to maintain than sea walls.'),
      h3('Sharing warnings'),
      p('Messaging groups run by volunteers now carry tide and storm warnings faster than any official channel.'),
      h2('What support is useful'),
      ul(
        'Small, flexible grants rather than large projects.',
        'Tide gauges and open data that communities can read themselves.',
        'Recognition of local practices in national plans.',
      ),
    ),
  },
  {
    title: 'The evidence on teacher-led professional development',
    photo: 'mountain-trail',
    daysAgo: 48,
    categories: [EDUCATION, RECENT],
    author: authors.samuel,
    logo: 'teacher-research-circles',
    description: html(
      p(
        'What makes professional development change classroom practice? The research points in a consistent direction: sustained, collaborative work on concrete problems, close to the classroom.',
      ),
      h2('What the studies agree on'),
      ul(
        'One-off workshops rarely change practice, however good they are.',
        'Programmes that run over a term or more, with follow-up, do better.',
        'Teachers learn most from observing and discussing each other’s lessons.',
      ),
      h2('What remains uncertain'),
      p(
        'How much of the effect survives when a programme is scaled up, and how to keep the quality of facilitation when it is. Our research circles are designed to contribute evidence on both questions.',
      ),
      quote('Improvement is a team sport, played one classroom at a time.'),
    ),
  },
  {
    title: 'Heat and health: a briefing for city officials',
    photo: 'water-drop',
    subtitle: 'Who is at risk, what works, and what to do before the next heat wave',
    daysAgo: 70,
    selectedPage: 'initiatives',
    categories: [HEALTH, CLIMATE, FEATURED, INITIATIVES],
    author: authors.priya,
    cta: '/contact-us',
    description: html(
      p(
        'Heat waves kill quietly. Most deaths happen at home, among older people living alone, and are recorded as something else. Cities that prepare can prevent many of them.',
      ),
      h2('Before summer'),
      ol(
        'Agree on a heat action plan with clear triggers and named responsibilities.',
        'Build a register of people at high risk, with their consent, through primary care and social services.',
        'Identify cool spaces within a short walk of every neighbourhood.',
      ),
      h2('During a heat wave'),
      ul(
        'Daily calls or visits to people on the register.',
        'Extended opening hours for cool spaces, with water.',
        'Adjusted hours for outdoor work and school activities.',
      ),
      h2('After'),
      p('Review excess deaths and hospital admissions with local data, and update the plan.'),
    ),
  },
  {
    title: 'How to run a data walk in your neighbourhood',
    photo: 'bridge-cables',
    daysAgo: 95,
    categories: [DATA, EDUCATION],
    author: authors.joanna,
    description: html(
      p(
        'A data walk is a guided walk in which participants compare what official statistics say about a place with what they see. It is one of the simplest ways we know to make data meaningful to people who are not analysts.',
      ),
      h2('Preparing'),
      ul(
        'Choose a route of about two kilometres with five or six stops.',
        'At each stop, prepare one printed chart about that place.',
        'Invite a mix of residents, officials and students.',
      ),
      h2('On the day'),
      p(
        'At each stop, read the chart together and ask two questions: what does this show, and what does it miss? Record the answers. They are the most valuable output of the walk.',
      ),
      p('We have run data walks in eleven cities. The facilitation guide is free to reuse.'),
    ),
  },
  {
    title: 'Paying for prevention: financing models that work',
    photo: 'forest-stream',
    daysAgo: 140,
    selectedPage: 'initiatives',
    categories: [HEALTH, INITIATIVES],
    author: authors.nadia,
    description: html(
      p(
        'Prevention is cheaper than treatment, everyone agrees, and yet it is chronically underfunded. Part of the reason is that savings appear in someone else’s budget, years later.',
      ),
      h2('Models we have seen work'),
      ol(
        '<strong>Pooled municipal funds</strong> that let health and social budgets share both costs and savings.',
        '<strong>Multi-year commitments</strong> from funders, tied to process measures rather than outcomes no one can attribute.',
        '<strong>Paid community health workers</strong> on public payrolls rather than project stipends.',
      ),
      p(
        'None of these is easy. Each requires institutions to trust each other over longer periods than a political cycle. That is precisely where a network can help.',
      ),
    ),
  },
  {
    title: 'Lessons from ten years of school climate clubs',
    photo: 'dragonfly',
    subtitle: 'What pupils measured, changed and taught their teachers',
    daysAgo: 175,
    selectedPage: 'initiatives',
    categories: [CLIMATE, EDUCATION, INITIATIVES],
    author: authors.tomas,
    description: html(
      p(
        'The first school climate club in our network met in 2016, in a science room with a broken window. Today there are more than 200 clubs in nine countries.',
      ),
      h2('What clubs do'),
      ul(
        'Measure: temperature, rainfall, energy and water use at school.',
        'Change: shade, gardens, repaired taps, rescheduled activities.',
        'Tell: assemblies, local radio, letters to councils.',
      ),
      h2('What we learned'),
      p(
        'Clubs last when they are led by pupils and supported, not directed, by a teacher. They fade when they depend on a single enthusiastic adult. Data gives clubs credibility: a council will listen to a year of rainfall records from a school.',
      ),
    ),
  },
  {
    title: 'Annual report 2026: methods appendix (draft)',
    photo: 'jetty-mist',
    daysAgo: 4,
    status: 0,
    categories: [DATA],
    author: authors.joanna,
    description: html(
      p('How the figures in the annual report were collected, checked and rounded. Draft for review by the board.'),
      h2('Sources'),
      ul('Membership records', 'Initiative reports', 'Audited accounts'),
    ),
  },
];

const videos: DemoLearnItem[] = [
  {
    title: 'The best stats you’ve ever seen',
    photo: 'building-lines',
    meta: {
      title: 'Hans Rosling: The best stats you’ve ever seen (video)',
      description:
        'The talk we show first when someone asks why open data matters: moving bubble charts of health and income that overturn old ideas.',
      ogTitle: 'Why open data matters, in one talk: Hans Rosling',
      ogDescription:
        'Animated health and income data that take apart the “developed versus developing” world. With discussion questions.',
      keywords: 'Hans Rosling, open data, data literacy, global health, video',
    },
    subtitle: 'Hans Rosling, TED 2006',
    daysAgo: 5,
    categories: [DATA, HEALTH, FEATURED, RECENT],
    author: authors.joanna,
    video: 'https://www.youtube.com/watch?v=hVimVzgtD6w',
    description: html(
      p(
        'Hans Rosling’s talk is still the one we show first when someone asks why open data matters. With animated bubble charts of health and income across countries and decades, he takes apart the idea of a world divided into “developed” and “developing”.',
      ),
      h2('Watch for'),
      ul(
        'How much of the talk is about asking better questions rather than showing more data.',
        'The moment the bubbles start moving, and what the audience suddenly understands.',
        'His closing argument for making public data free and searchable.',
      ),
      p('We use it to open our data literacy workshops. Discussion questions are in the facilitation guide.'),
    ),
  },
  {
    title: 'The next outbreak? We’re not ready',
    photo: 'water-drop',
    subtitle: 'Bill Gates, TED 2015',
    daysAgo: 22,
    categories: [HEALTH, INITIATIVES, RECENT],
    author: authors.lena,
    video: 'https://youtu.be/6Af6b_wyiwI',
    description: html(
      p(
        'Recorded in the wake of the Ebola epidemic in West Africa, this short talk argues that the greatest risk of global catastrophe is an infectious disease, and that the world lacked the systems to respond.',
      ),
      h2('Why we keep coming back to it'),
      p(
        'Its list of what was missing reads like a checklist for our own health initiatives: trained health workers, surveillance, rapid diagnostics, and the ability to move people and supplies quickly.',
      ),
      ol('Watch the talk.', 'List which of its gaps your own district has closed since.', 'Discuss which remain.'),
    ),
  },
  {
    title: 'The most important thing you can do to fight climate change: talk about it',
    photo: 'storm-coast',
    subtitle: 'Katharine Hayhoe, TEDWomen 2018',
    daysAgo: 14,
    categories: [CLIMATE, RECENT],
    author: authors.mei,
    video: 'https://www.youtube.com/watch?v=-BvcToPZCLI',
    description: html(
      p(
        'Climate scientist Katharine Hayhoe explains why facts alone rarely change minds, and how starting from shared values opens conversations that data cannot.',
      ),
      h2('In our work'),
      p(
        'Our coastal partners use this talk to prepare community meetings, where the question is rarely whether the climate is changing and almost always what to do about the road that floods every spring.',
      ),
    ),
  },
  {
    title: 'The next web',
    photo: 'bridge-cables',
    subtitle: 'Tim Berners-Lee, TED 2009',
    daysAgo: 55,
    categories: [DATA, INITIATIVES],
    author: authors.rafael,
    video: 'https://www.youtube.com/embed/OM6XIICm_qo',
    description: html(
      p(
        'Twenty years after inventing the web, Tim Berners-Lee asks for the next step: linked data, published raw, so that people can connect it in ways its owners never imagined. The talk ends with a room chanting “raw data now”.',
      ),
      h2('Discussion'),
      ul(
        'Which of your organisation’s data could be published raw today?',
        'What stops it: law, habit, or fear of being misread?',
      ),
    ),
  },
  {
    title: 'Do schools kill creativity?',
    photo: 'paint-brushes',
    subtitle: 'Sir Ken Robinson, TED 2006',
    daysAgo: 80,
    categories: [EDUCATION, INITIATIVES],
    author: authors.samuel,
    video: 'https://www.youtube.com/watch?v=iG9CE55wbtY',
    description: html(
      p(
        'One of the most watched talks ever given, and still a good provocation for a staff meeting. Ken Robinson argues that creativity is as important in education as literacy, and that schools too often teach it out of children.',
      ),
      p(
        'Our research circles sometimes start with it, then ask a narrower question: what in <em>our</em> timetable gives pupils room to try, fail and try again?',
      ),
    ),
  },
  {
    title: 'The disarming case to act right now on climate change',
    photo: 'fallen-leaf',
    subtitle: 'Greta Thunberg, TEDxStockholm 2018',
    daysAgo: 110,
    categories: [CLIMATE, INITIATIVES],
    author: authors.tomas,
    video: 'https://www.youtube.com/watch?v=H2QxFM9y0tY',
    description: html(
      p(
        'A short, direct talk given a few months after the first school strike for climate. Several of our school climate clubs watched it together; the discussions that followed were more useful than the talk itself.',
      ),
      h2('Questions clubs asked'),
      ul('What can a school change on its own?', 'Who in our town decides the rest?', 'How do we measure progress?'),
    ),
  },
  {
    title: 'A healthy economy should be designed to thrive, not grow',
    photo: 'mountain-meadow',
    subtitle: 'Kate Raworth, TED 2018',
    daysAgo: 150,
    categories: [CLIMATE, FEATURED],
    author: authors.nadia,
    video: 'https://www.youtube.com/watch?v=Rhcrbcg8HBw',
    description: html(
      p(
        'Economist Kate Raworth presents the “doughnut”: a space between a social foundation no one should fall below and an ecological ceiling no economy should overshoot.',
      ),
      p(
        'We use the diagram in planning workshops with city partners. It is a simple way to put health, education and climate goals on one page and see where they pull against each other.',
      ),
    ),
  },
  {
    title: 'Let’s use video to reinvent education',
    photo: 'kite-sky',
    subtitle: 'Salman Khan, TED 2011',
    daysAgo: 200,
    categories: [EDUCATION],
    video: 'https://www.youtube.com/watch?v=nTFEUsudhfs',
    description: html(
      p(
        'Sal Khan describes how short videos made for his cousins grew into Khan Academy, and how teachers began “flipping” their classrooms: lectures at home, practice and help in class.',
      ),
      h2('For discussion'),
      ol(
        'What would you move out of class time if you could?',
        'What do pupils without a device or a connection at home need instead?',
      ),
    ),
  },
];

const podcasts: DemoLearnItem[] = [
  {
    title: 'Field Notes 24: Population growth, box by box',
    photo: 'dandelions',
    meta: {
      title: 'Field Notes 24: Population growth, box by box (podcast)',
      description:
        'Our members listen back to Hans Rosling explaining world population with plastic boxes, and what our health group borrowed from him.',
      ogTitle: 'Field Notes 24: Population growth, box by box',
      ogDescription: 'Why child survival comes before smaller families, and how a simple prop can beat any chart.',
      keywords: 'Field Notes, podcast, population, child survival, Hans Rosling',
    },
    subtitle: 'Listening back to Hans Rosling (TED 2010)',
    daysAgo: 3,
    categories: [HEALTH, DATA, RECENT],
    author: authors.joanna,
    video: 'https://www.youtube.com/watch?v=fTznEIZRkLg',
    episode: 'field-notes-24.mp3',
    transcript: [
      'Joanna: Welcome to Field Notes, where members of the network pick a talk that changed how they work and we listen back to it together. I am Joanna Kowalski.',
      'This month it is Hans Rosling and his plastic boxes. Each box is a billion people, and with nothing more than that he explains why the world population will stop growing at around eleven billion.',
      'The boxes work because you can count them. Nobody has to read an axis or a legend: one billion here, two billion there, and the room follows every step.',
      'What our health group took from it: when fewer children die, families choose to have fewer children. Child survival comes first, and it is the place to start.',
      'We have since tried the same trick in two district meetings, with coffee cups instead of boxes. It worked better than any slide we have made.',
      'Thanks for listening. The show notes and the link to the talk are on this page.',
    ].join('\n\n'),
    description: html(
      p(
        'In <em>Field Notes</em>, members pick a talk that changed how they work and we listen back to it together. This month: Hans Rosling explaining world population with a handful of plastic boxes.',
      ),
      h2('Show notes'),
      ul(
        'Why child survival comes before smaller families.',
        'How a physical prop can beat any chart.',
        'What our health working group borrowed from his method.',
      ),
    ),
  },
  {
    title: 'Field Notes 23: The year open data went worldwide',
    photo: 'colourful-cups',
    subtitle: 'Listening back to Tim Berners-Lee (TED 2010)',
    daysAgo: 31,
    categories: [DATA, INITIATIVES],
    author: authors.rafael,
    video: 'https://www.youtube.com/watch?v=3YcZ3Zqk0a8',
    episode: 'field-notes-23.m4a',
    transcript: [
      'Rafael: Welcome to Field Notes. I am Rafael Ortiz. A year after asking for raw data now, Tim Berners-Lee came back with examples of people who had answered.',
      'Governments that opened their spending, and volunteers who mapped a city after an earthquake within days, from data that had been released only the week before.',
      'We look at which of those examples still stand. Some portals went quiet when their funding ended. The maps, on the other hand, are still being edited by the people who live there.',
      'So what can a small organisation publish this week? Start with one table you already keep, put a date and a licence on it, and say who to ask about it.',
      'Thanks for listening. The talk and our notes are linked on this page.',
    ].join('\n\n'),
    description: html(
      p(
        'A year after asking for “raw data now”, Tim Berners-Lee came back with examples of governments and volunteers who had answered. Rafael looks at which of those examples still stand.',
      ),
      h2('In this episode'),
      ul(
        'Open data as infrastructure.',
        'Volunteers mapping after disasters.',
        'What small organisations can publish.',
      ),
    ),
  },
  {
    title: 'Field Notes 22: Every kid needs a champion',
    photo: 'nuthatch',
    subtitle: 'Listening back to Rita Pierson (TED Talks Education 2013)',
    daysAgo: 18,
    categories: [EDUCATION, RECENT],
    author: authors.samuel,
    video: 'https://www.youtube.com/watch?v=SFnMTHhKdkw',
    episode: 'field-notes-22.mp3',
    transcript: [
      'Samuel: Welcome to Field Notes. I am Samuel Adeyemi, and this month we listen back to Rita Pierson, who taught for forty years and packed what she learned into under eight minutes.',
      'Her line that kids do not learn from people they do not like is the one our teacher circles quote most often. It sounds soft. It is not.',
      'Two circle members joined me to talk about what being a champion looks like in a class of sixty: learning every name in the first week, and saying sorry when you get something wrong.',
      'One of them now keeps a list of the pupils she has not spoken to that day, and makes sure the list is empty by the last bell.',
      'Thanks for listening. The talk is linked on this page.',
    ].join('\n\n'),
    description: html(
      p(
        'Forty years of teaching in under eight minutes. Rita Pierson’s talk about relationships is the one our teacher circles quote most often.',
      ),
      quote('Kids don’t learn from people they don’t like.'),
      p('Samuel talks with two circle members about what “being a champion” looks like in a class of sixty.'),
    ),
  },
  {
    title: 'Field Notes 21: Grit',
    photo: 'mountain-trail',
    subtitle: 'Listening back to Angela Lee Duckworth (TED Talks Education 2013)',
    daysAgo: 60,
    categories: [EDUCATION],
    author: authors.tomas,
    video: 'https://www.youtube.com/watch?v=H14bBuluwB8',
    episode: 'field-notes-21.m4a',
    transcript: [
      'Tomás: Welcome to Field Notes. I am Tomás Rivera. This month: Angela Lee Duckworth on grit, passion and perseverance as predictors of success.',
      'The talk is short and the idea is appealing. Effort matters, and teachers see it every day.',
      'But we also ask where the idea has been stretched beyond its evidence. Grit does not replace a meal, a safe walk to school, or a teacher who has time for each pupil.',
      'Research since the talk has found smaller effects than first reported. Our circles now treat grit as one thing to notice, not a score to give a child.',
      'Thanks for listening. The show notes are on this page.',
    ].join('\n\n'),
    description: html(
      p(
        'Angela Lee Duckworth on passion and perseverance as predictors of success. Tomás asks what the idea offers teachers, and where it has been stretched beyond its evidence.',
      ),
      h2('Topics'),
      ul('Effort and circumstance.', 'Growth mindset in practice.', 'What research has found since.'),
    ),
  },
  {
    title: 'Field Notes 20: How AI could save (not destroy) education',
    photo: 'hand-drum',
    subtitle: 'Listening back to Sal Khan (TED 2023)',
    daysAgo: 90,
    categories: [EDUCATION, FEATURED, INITIATIVES],
    author: authors.amara,
    video: 'https://www.youtube.com/watch?v=hJP5GqnTrNo',
    episode: 'field-notes-20.mp3',
    transcript: [
      'Amara: Welcome to Field Notes. I am Amara Okafor. Sal Khan demonstrates an AI tutor and argues that, used well, it could give every pupil a personal tutor and every teacher an assistant.',
      'Guests from two member schools joined me to ask what used well would have to mean.',
      'Three questions came up again and again. Who checks what the tutor says? What data about children is kept, and by whom? And what about the schools that have no electricity for most of the day?',
      'None of us thinks the answer is to look away. We agreed to try one tool for one term, with the teachers deciding what it may be used for.',
      'Thanks for listening. The talk and our questions are on this page.',
    ].join('\n\n'),
    description: html(
      p(
        'Sal Khan demonstrates an AI tutor and argues that, used well, it could give every pupil a personal tutor and every teacher an assistant. Amara and guests from two member schools discuss what “used well” would have to mean.',
      ),
      h2('Questions raised'),
      ol(
        'Who checks what the tutor says?',
        'What data about children is kept, and by whom?',
        'What about schools without electricity?',
      ),
    ),
  },
  {
    title: 'Field Notes 19: The danger of a single story',
    photo: 'jetty-mist',
    subtitle: 'Listening back to Chimamanda Ngozi Adichie (TEDGlobal 2009)',
    daysAgo: 125,
    categories: [INITIATIVES],
    author: authors.nadia,
    video: 'https://www.youtube.com/watch?v=D9Ihs241zeg',
    episode: 'field-notes-19.m4a',
    transcript: [
      'Nadia: Welcome to Field Notes. I am Nadia Haddad. This month we listen back to the novelist Chimamanda Ngozi Adichie and her warning about the danger of a single story.',
      'When a place or a people is known through only one story, that story becomes the only thing anyone can see.',
      'We publish case studies every month, so the talk landed close to home. Every case study tells one story, chosen by someone.',
      'We now ask every author the same question before we publish: whose story is missing from this one? Sometimes the answer changes the piece. Sometimes it becomes the next one.',
      'Thanks for listening.',
    ].join('\n\n'),
    description: html(
      p(
        'A novelist’s warning about what happens when a place or a people is known through only one story. Nadia discusses what it means for a network that publishes case studies every month.',
      ),
      p('We now ask every case study author: whose story is missing from this one?'),
    ),
  },
  {
    title: 'Field Notes 18: Religions and babies',
    photo: 'boats-evening',
    subtitle: 'Listening back to Hans Rosling (TEDxSummit 2012)',
    daysAgo: 160,
    categories: [HEALTH],
    author: authors.lena,
    authorPortrait: false,
    video: 'https://www.youtube.com/watch?v=ezVk1ahRF78',
    episode: 'field-notes-18.mp3',
    transcript: [
      'Lena: Welcome to Field Notes. I am Lena Marsh. Does religion decide how many children families have? Hans Rosling asked the question with data from across the world.',
      'His answer is that family size follows child survival and income far more than faith. Countries of every religion have made the same journey to smaller families.',
      'For family planning programmes, that means the first question is not what people believe. It is whether their children survive, and whether the family can plan for the years ahead.',
      'Thanks for listening. The talk and the data sources are linked on this page.',
    ].join('\n\n'),
    description: html(
      p(
        'Does religion determine how many children families have? Hans Rosling’s data says family size follows child survival and income far more than faith. Lena reflects on what this means for family-planning programmes.',
      ),
    ),
  },
  {
    title: 'Field Notes 17: The child-driven education',
    photo: 'hand-drum',
    subtitle: 'Listening back to Sugata Mitra (TEDGlobal 2010)',
    daysAgo: 230,
    categories: [EDUCATION, INITIATIVES],
    author: authors.samuel,
    video: 'https://www.youtube.com/watch?v=nsKPvQCMATw',
    episode: 'field-notes-17.m4a',
    transcript: [
      'Samuel: Welcome to Field Notes. I am Samuel Adeyemi. This month: Sugata Mitra and the hole in the wall, computers set into walls in villages and city slums, and children teaching themselves to use them.',
      'A rural school network joined me to talk about what self-organised learning needs to work.',
      'Curiosity and group work come first. Then a mediator: someone, often a grandmother on a video call, who asks questions and admires the answers rather than giving them.',
      'We also talk about the limits. Some of the early claims have not held up, and a computer in a wall is not a school.',
      'Thanks for listening. The show notes are on this page.',
    ].join('\n\n'),
    description: html(
      p(
        'The “hole in the wall” experiments: computers set into walls in Indian villages and slums, and children teaching themselves to use them. Samuel and a guest from a rural school network discuss what self-organised learning needs to work.',
      ),
      h2('Topics'),
      ul('Curiosity and group work.', 'The role of a mediator.', 'Limits and critiques.'),
    ),
  },
];

/** Each type's demo items, in the order they are listed (their positions). */
export const learnDemo: Record<LearnType, DemoLearnItem[]> = {
  blog: blogs,
  article: articles,
  video: videos,
  podcast: podcasts,
};
