import { MAILING_LIST_CONSENT } from '@atrium/contract/submissions';
import { EmailLink, type LegalDocument, OrgName, ShortName } from '~/site/pages/legal/legal-page';

/** The organisation and its address, from the site settings (decision 048). */
const org = <OrgName />;

/** The privacy policy (requirements 3 §2 Legal copy): what we collect, why, for how long, and the reader's rights. */
export const privacyPolicy: LegalDocument = {
  path: '/privacy-policy',
  summary: (name) =>
    `How ${name} collects, uses and protects the information of the people who visit this website and write to us.`,
  updated: '2026-12-06',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      body: (
        <>
          <p>
            This website is operated by {org} (“
            <ShortName />
            ”, “we”, “us”). This policy explains what information we collect when you use the website, why we collect
            it, how long we keep it and the choices you have. It applies to this website only, not to other websites we
            link to.
          </p>
          <p>
            Questions about this policy can be sent to <EmailLink /> or through our{' '}
            <a href="/contact-us">contact page</a>.
          </p>
        </>
      ),
    },
    {
      id: 'information-you-give-us',
      heading: 'Information you give us',
      body: (
        <>
          <p>We collect the information you choose to send us through the website’s forms:</p>
          <ul>
            <li>
              <strong>Contact form:</strong> your name, email address, phone number, organisation, industry, the purpose
              of your message and the message itself.
            </li>
            <li>
              <strong>Appointment requests:</strong> your name, email address, phone number and the reason for the
              appointment.
            </li>
            <li>
              <strong>Mailing list:</strong> your email address (see “Newsletter and consent” below).
            </li>
          </ul>
          <p>
            We use this information only to answer you, arrange the appointment you asked for or send the newsletter you
            signed up for. We do not sell it, rent it or share it with advertisers.
          </p>
        </>
      ),
    },
    {
      id: 'information-collected-automatically',
      heading: 'Information collected automatically',
      body: (
        <>
          <p>
            When you visit the website, our servers automatically record some technical information, as most websites
            do:
          </p>
          <ul>
            <li>the Internet (IP) address of your device;</li>
            <li>the type and version of your browser and operating system;</li>
            <li>
              the pages you request, the date and time of each request and the address of the page that linked to ours;
            </li>
            <li>whether a request succeeded, and how long it took.</li>
          </ul>
          <p>
            We use this information to keep the website secure and working: to detect and block abuse (for example
            repeated failed sign-in attempts or automated form submissions), to investigate faults and to understand how
            much the website is used. Server logs are kept for no longer than 90 days unless they are needed to
            investigate a security incident. We do not use this information to identify you or to build a profile of
            you, and we do not run advertising or cross-site tracking on this website.
          </p>
          <p>
            To tell people from automated software, our forms ask your browser to solve a small computational puzzle.
            This check runs on our own servers; no third-party service is involved and it sets no cookie.
          </p>
        </>
      ),
    },
    {
      id: 'visitor-statistics',
      heading: 'Visitor statistics',
      body: (
        <>
          <p>
            To know which pages are read and what visitors look for, our server counts the pages it sends. No cookie is
            set and nothing is stored in your browser for it. Where our pages are delivered by a content delivery
            network (servers that answer in our place), a small script on each page tells our server once that the page
            was shown, with the page’s address and the address you came from, and the same rules apply. For each page it
            counts:
          </p>
          <ul>
            <li>the page’s address, and the date and hour;</li>
            <li>
              the website that linked to it (its name only, such as news.example), or the campaign named in the link;
            </li>
            <li>the kind of device (computer, phone or tablet), worked out from your browser’s description;</li>
            <li>on the search page, the words searched for and how many results they found;</li>
            <li>when a form is sent, which form and the page it was sent from (not what you wrote in it).</li>
          </ul>
          <p>
            To count visitors rather than pages, the server makes a code from your IP address, your browser’s
            description and a secret that changes every day, and forgets the secret when the day ends: the code cannot
            be turned back into your address, and the same visitor gets a different code each day, so no visit can be
            linked to another day’s. Your IP address and browser description are never stored for this. The figures are
            kept as totals per hour and per day (never visit by visit) for two years at most.
          </p>
          <p>
            Nothing is counted when your browser sends a “Do Not Track” or “Global Privacy Control” signal, when a page
            is only loaded in advance (prefetched) and not shown, or for search engines and other automated software.
          </p>
        </>
      ),
    },
    {
      id: 'newsletter-and-consent',
      heading: 'Newsletter and consent',
      body: (
        <>
          <p>
            We send our newsletter only to people who have asked for it. When you sign up, you agree to the following
            statement, shown beside the form: “{MAILING_LIST_CONSENT}”
          </p>
          <p>
            We then send a confirmation email, and you are added to the list only after you follow the link in it and
            press the button on the page it opens. As a record of your consent we keep the date and time of your signup
            and of your confirmation, the IP address the signup came from and the wording you agreed to.
          </p>
          <p>
            Every newsletter contains a link to unsubscribe. You can also withdraw your consent at any time by writing
            to <EmailLink />. Once you unsubscribe we stop sending you the newsletter and delete your address from the
            list.
          </p>
          <p>
            Our newsletters carry no tracking pixels and no rewritten links: we do not record whether you open one or
            which of its links you follow. Past newsletters can be read on the{' '}
            <a href="/newsletters">newsletters page</a>, except those we send to subscribers only.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      body: (
        <>
          <p>
            Cookies are small files a website stores in your browser. The public pages of this website set no cookies
            and use no advertising trackers or third-party analytics (the visitor statistics above are counted by our
            own server, without cookies). The website’s administration area, used only by our staff, stores its sign-in
            session in the browser’s local storage.
          </p>
          <p>
            Some pages embed videos from YouTube (in its privacy-enhanced mode) or Vimeo. These services may set their
            own cookies or similar technologies once you play a video, under their own privacy policies. If you prefer
            they did not, you can watch the video on the service’s website instead, or block third-party cookies in your
            browser settings.
          </p>
          <p>
            Most browsers let you refuse or delete cookies. Doing so does not affect your use of the public pages of
            this website.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-share-information',
      heading: 'How we share information',
      body: (
        <>
          <p>We share personal information only:</p>
          <ul>
            <li>with the staff and volunteers of {org} who need it to answer you;</li>
            <li>
              with service providers who host the website or deliver our email, bound by contract to use it only on our
              behalf and to protect it;
            </li>
            <li>when the law requires it, or to protect the rights, property or safety of our users or others.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'retention-and-security',
      heading: 'How long we keep information, and how we protect it',
      body: (
        <>
          <p>
            We keep messages and appointment requests for as long as we need them to answer you and for our records, and
            no longer than two years, after which they are deleted. Mailing-list addresses are kept until you
            unsubscribe. When we delete a submission it is removed for good, not merely hidden.
          </p>
          <p>
            The website is served over an encrypted connection, access to submissions is limited to authorised staff and
            passwords are stored only in a protected, irreversible form. No method of transmission or storage is
            completely secure, but we work to protect your information and will inform you of any breach as the law
            requires.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      body: (
        <>
          <p>
            You may ask us at any time to see the personal information we hold about you, to correct it or to delete it,
            and you may object to our use of it. Write to <EmailLink />; we will answer within 30 days. Depending on
            where you live, including under the Virginia Consumer Data Protection Act, you may have further rights; we
            honour them whether or not the law requires us to.
          </p>
          <p>
            This website is not directed at children under 13 and we do not knowingly collect their personal
            information. If you believe a child has sent us information, please contact us and we will delete it.
          </p>
        </>
      ),
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to this policy',
      body: (
        <p>
          We may update this policy as our website or the law changes. We will post the new version on this page with
          its date at least 10 days before it takes effect, and for a material change we will also announce it on the
          home page and, if you are on our mailing list, by email. Your continued use of the website after the change
          takes effect means you accept the updated policy.
        </p>
      ),
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      body: (
        <p>
          This policy is governed by the laws of the Commonwealth of Virginia, United States, without regard to its
          conflict-of-law rules.
        </p>
      ),
    },
  ],
};
