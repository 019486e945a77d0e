import { SiteProfile } from '@atrium/contract/site';
import { type DemoPhoto, photo, portrait } from './demo-images.ts';

/** The words of the demo install: a plausible knowledge network, so every screen looks lived in. */
export const heroSliders = [
  {
    selectedPage: 'home',
    title: '<p>Knowledge grows when it is <strong>shared</strong></p>',
    briefDescription:
      'We connect researchers, practitioners and communities so that good ideas travel further and faster.',
    cta_status: 1,
    cta_url: '/about-us',
    status: 1,
    heroSliderType: 0,
    images: { heroSliderImage: photo('dandelions') },
  },
  {
    selectedPage: 'home',
    title: '<p>Join a network of 2,000 practitioners</p>',
    briefDescription: 'Monthly briefings, open working groups and a library of field-tested guides, free for members.',
    cta_status: 1,
    cta_url: '/contact-us',
    status: 1,
    heroSliderType: 0,
    images: { heroSliderImage: photo('boats-evening') },
  },
  {
    selectedPage: 'home',
    title: '<p>Learn from the people doing the work</p>',
    briefDescription: 'Case studies, podcasts and talks from projects in more than forty countries.',
    cta_status: 1,
    cta_url: '/learn',
    status: 1,
    heroSliderType: 0,
    images: { heroSliderImage: photo('mountain-trail') },
  },
  {
    selectedPage: 'initiatives',
    title: '<p>Programmes built to last</p>',
    briefDescription:
      'Long-term programmes that turn shared knowledge into lasting change in health, climate and education.',
    cta_status: 0,
    status: 1,
    heroSliderType: 0,
    images: { heroSliderImage: photo('bridge-cables') },
  },
  {
    selectedPage: 'learn',
    title: '<p>The learning library</p>',
    briefDescription: 'Blogs, articles, videos and podcasts from across the network, free to read and share.',
    cta_status: 0,
    status: 1,
    heroSliderType: 0,
    images: { heroSliderImage: photo('paint-brushes') },
  },
  {
    selectedPage: 'about-us',
    title: '<p>Who we are</p>',
    briefDescription: 'An independent, member-led network founded to make practical knowledge a public good.',
    cta_status: 0,
    status: 1,
    heroSliderType: 0,
    images: { heroSliderImage: photo('sunrise-hills') },
  },
  {
    selectedPage: 'home',
    title: '<p>Draft: annual gathering 2026</p>',
    briefDescription: 'Save the date for three days of workshops, talks and open space in Lisbon.',
    cta_status: 0,
    status: 0,
    heroSliderType: 0,
    images: { heroSliderImage: photo('mountain-meadow') },
  },
];

export const faqs = [
  {
    title: 'Who can join the network?',
    Description:
      '<p>Anyone who works on or studies the problems our initiatives address. Membership is free; we ask members to share what they learn.</p>',
    status: 1,
  },
  {
    title: 'How do I propose a topic for a working group?',
    Description:
      '<p>Send us a message through the <a href="/contact-us">contact page</a> with a short description and the people you would like to involve.</p>',
    status: 1,
  },
  {
    title: 'Can I republish your articles?',
    Description:
      '<p>Yes. Unless stated otherwise, our articles are published under a Creative Commons Attribution licence. Please link back to the original.</p>',
    status: 1,
  },
  {
    title: 'How are initiatives funded?',
    Description:
      '<p>Through foundation grants, member organisations and a small number of individual donors. We publish our accounts every year.</p>',
    status: 1,
  },
  {
    title: 'Do you offer one-to-one advice?',
    Description:
      '<p>Our team can meet for a short call. Use <strong>Request an Appointment</strong> at the top of any page.</p>',
    status: 1,
  },
  {
    // Decision 058: the credit the pictures' licences ask for, where a visitor can read it.
    title: 'Where do the pictures on this site come from?',
    Description:
      '<p>Our photographs are free-licensed wallpapers shipped by Debian, cropped and resized: by Clemens Engelhardt (<a href="https://creativecommons.org/publicdomain/zero/1.0/">CC0</a>); Aitzol Berasategi, Trevor “Freespace” and Jakub Mede (<a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>); Sander Klootwijk, Peter Nerlich and “Bolly” (<a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>); Lukas Baubkus (<a href="https://creativecommons.org/licenses/by-sa/3.0/">CC BY-SA 3.0</a>); Risto Saukonpää, Ian Hex, Sigi Sagi, Martin Klapetek and Dmitri Popov (KDE Plasma wallpapers) and Marco Cogoni, Hylke Bons, Sergey Nazarov and Charles Barbin (MATE backgrounds), under the <a href="https://www.gnu.org/licenses/old-licenses/gpl-2.0.html">GNU GPL version 2 or later</a>.</p>' +
      '<p>The portraits are drawn from Pablo Stanley’s Open Peeps (<a href="https://creativecommons.org/publicdomain/zero/1.0/">CC0</a>) and the partner logos were drawn for this site. Each picture’s source, author and licence is listed in the demo’s credits file (CREDITS.md).</p>',
    status: 1,
  },
  {
    title: 'Where are you based?',
    Description: '<p>Our small secretariat works from Richmond, Virginia; members are everywhere.</p>',
    status: 0,
  },
];

export const faqMain = {
  title: 'Frequently asked questions',
  subtitle: 'Everything you wanted to know',
  description: 'Short answers to the questions we hear most often. If yours is not here, write to us.',
  images: { FaqImage: photo('nuthatch', 1200) },
};

export const contactDetails = {
  title: 'Get in touch',
  description: 'Questions, ideas or a partnership in mind? Write to us and we will answer within two working days.',
  company: SiteProfile.name,
  // The one contact address of the demo: the footer, the JSON-LD and this page say the same.
  email: SiteProfile.email,
  // As stored: the service takes values the route's schema already turned into digits.
  phone: '8045550147',
  address: SiteProfile.postalAddress,
  images: { backgroundImage: photo('jetty-mist') },
};

export const industries = [
  'Public health',
  'Education',
  'Climate and environment',
  'Agriculture',
  'Technology',
  'Government',
  'Non-profit',
  'Research and academia',
].map((industriesName) => ({ industriesName, status: 1 }));

export const categories = [
  // Icons the type tags draw (lib/category-glyphs): a document, an open book, play, headphones.
  { name: 'Article', desc: 'Long-form writing', categoryType: 1, icon: 1, status: 1 },
  { name: 'Blog', desc: 'Notes from the field', categoryType: 1, icon: 5, status: 1 },
  { name: 'Video', desc: 'Talks and explainers', categoryType: 1, icon: 2, status: 1 },
  { name: 'Podcast', desc: 'Conversations', categoryType: 1, icon: 3, status: 1 },
  { name: 'Health', desc: 'Public and community health', categoryType: 2, status: 1 },
  { name: 'Climate', desc: 'Adaptation and mitigation', categoryType: 2, status: 1 },
  { name: 'Education', desc: 'Learning in and out of school', categoryType: 2, status: 1 },
  { name: 'Open Data', desc: 'Data as a public good', categoryType: 2, status: 1 },
  { name: 'Gathering 2025', desc: 'Sessions of last year’s annual gathering', categoryType: 2, status: 0 },
];

export const individuals = [
  {
    categoryName: 'Founder',
    title: 'Amara Okafor',
    subtitle: 'Founder & CEO',
    description:
      '<p>Amara founded the network after fifteen years of public-health work in West Africa and the United States, convinced that the most useful knowledge rarely leaves the project that produced it.</p>' +
      '<p>She began as a community nurse in Enugu, ran immunisation campaigns for a district health team, and later led the evaluation unit of a regional health programme, where she saw the same lessons learned, lost and paid for again in country after country. The network grew out of a monthly call she started in 2015 with eleven colleagues who wanted to compare notes honestly, failures included.</p>' +
      '<p>Today she leads the secretariat in Richmond, chairs the annual gathering and edits the briefings series. She holds a master’s degree in public health from Johns Hopkins University and serves on the boards of two community health organisations. She writes regularly about open data in health, fair pay for community health workers and why small programmes deserve better evidence.</p>' +
      '<p>Outside work she coaches a youth football team and is slowly learning the cello.</p>',
    status: 1,
    images: { IndividualImage: portrait('amara-okafor'), backgroundImage: photo('mountain-meadow') },
  },
  {
    categoryName: 'Advisory Board',
    title: 'Dr. Lena Marsh',
    subtitle: 'Epidemiologist, University of Virginia',
    description: '<p>Lena advises on research ethics and evaluation.</p>',
    status: 1,
    images: { IndividualImage: portrait('lena-marsh') },
  },
  {
    categoryName: 'Advisory Board',
    title: 'Rafael Ortiz',
    subtitle: 'Director, Open Cities Lab',
    description: '<p>Rafael brings a decade of civic-technology work in Latin America.</p>',
    status: 1,
    images: { IndividualImage: portrait('rafael-ortiz') },
  },
  {
    categoryName: 'Advisory Board',
    title: 'Mei Chen',
    subtitle: 'Climate adaptation lead, Pacific Resilience Fund',
    description: '<p>Mei connects the network with coastal communities across the Pacific.</p>',
    status: 1,
    images: { IndividualImage: portrait('mei-chen') },
  },
  {
    categoryName: 'Advisory Board',
    title: 'Samuel Adeyemi',
    subtitle: 'Teacher trainer',
    description: '<p>Samuel runs teacher-led research circles in Lagos and Accra.</p>',
    status: 1,
    images: { IndividualImage: portrait('samuel-adeyemi') },
  },
  {
    categoryName: 'Advisory Board',
    title: 'Ingrid Solberg',
    subtitle: 'Former minister of education',
    description: '<p>Ingrid advises on policy engagement.</p>',
    status: 1,
    images: { IndividualImage: portrait('ingrid-solberg') },
  },
  {
    categoryName: 'Testimonials',
    title: 'Priya Natarajan',
    subtitle: 'District health officer',
    description:
      '<p>“The working group gave us a method and, more importantly, peers who had already made our mistakes.”</p>',
    status: 1,
    images: { IndividualImage: portrait('priya-natarajan') },
  },
  {
    categoryName: 'Testimonials',
    title: 'Tom Becker',
    subtitle: 'Programme manager',
    description: '<p>“Every briefing is short, practical and honest about what did not work.”</p>',
    status: 1,
    images: { IndividualImage: portrait('tom-becker') },
  },
];

export const missionVisionGoal = {
  title: 'Mission, vision and goal',
  description: '<p>Why we exist, where we are going and how we will know we got there.</p>',
};

/** The picture beside each of mission, vision and goal. */
export const subGoalPhotos = {
  Mission: 'bridge-cables',
  Vision: 'kite-sky',
  Goal: 'mountain-trail',
} satisfies Record<string, DemoPhoto>;

export const subGoals = {
  Mission:
    '<p>To make practical knowledge a public good by connecting the people who produce it with the people who need it.</p>',
  Vision: '<p>A world where no community has to solve, alone, a problem someone else has already solved.</p>',
  Goal: '<p>By 2030, 10,000 practitioners sharing field-tested methods across 60 countries.</p>',
};
