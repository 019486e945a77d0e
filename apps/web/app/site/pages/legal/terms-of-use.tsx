import { EmailLink, type LegalDocument, OrgName } from '~/site/pages/legal/legal-page';

/** The organisation and its address, from the site settings (decision 048). */
const org = <OrgName />;

/** The terms of use (requirements 3 §2 Legal copy): the rules of using the website and its content. */
export const termsOfUse: LegalDocument = {
  path: '/term-of-use',
  summary: (name) => `The rules for using the ${name} website and the content published on it.`,
  updated: '2025-11-01',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of these terms',
      body: (
        <>
          <p>
            These terms govern your use of this website, operated by {org} (“we”, “us”). By using the website you agree
            to them and to our <a href="/privacy-policy">Privacy Policy</a>. If you do not agree, please do not use the
            website.
          </p>
          <p>You must be at least 13 years old to send us information through the website’s forms.</p>
        </>
      ),
    },
    {
      id: 'use-of-the-website',
      heading: 'Using the website',
      body: (
        <>
          <p>
            You may browse, read, watch and listen to the website’s content for your own information and learning. You
            agree not to:
          </p>
          <ul>
            <li>use the website in a way that breaks any law or the rights of others;</li>
            <li>
              try to gain unauthorised access to the website, its administration area, its servers or the data of other
              users, or interfere with their working (for example by sending automated traffic or malicious code);
            </li>
            <li>copy large parts of the website by automated means, except for search engines indexing it;</li>
            <li>send false information, or pretend to be another person or organisation, through our forms.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      body: (
        <>
          <p>
            The website and its content, including its text, articles, blogs, videos, podcasts, images, logos and
            design, belong to {org} or to the authors and partners who allowed us to publish them, and are protected by
            copyright and trademark law.
          </p>
          <p>
            You may share links to our pages and quote short extracts with a clear credit to the author and a link to
            the source. Any other copying, reproduction, adaptation, distribution or commercial use needs our prior
            written permission: write to <EmailLink />. The names and logos of partner initiatives belong to their
            owners and may not be used without their permission.
          </p>
          <p>
            If you believe content on the website infringes your rights, tell us at the address above with enough detail
            for us to find it; we will look into it promptly and remove content that infringes.
          </p>
        </>
      ),
    },
    {
      id: 'linking',
      heading: 'Linking to and from the website',
      body: (
        <>
          <p>
            You are welcome to link to the home page or to any public page of the website, provided you do so fairly and
            legally. You must not link in a way that suggests an association with, approval of or endorsement by {org}{' '}
            where none exists, display our pages within a frame on another website, or link from a website whose content
            is unlawful, hateful or misleading. We may ask you to remove a link at any time.
          </p>
          <p>
            The website links to websites and services run by others (for example partner initiatives, social networks
            and video platforms). We provide these links for convenience; we do not control those websites and are not
            responsible for their content, their availability or how they handle your information.
          </p>
        </>
      ),
    },
    {
      id: 'comments-and-submissions',
      heading: 'Comments and submissions',
      body: (
        <>
          <p>
            Anything you send us, whether through a form, by email or as a comment on our channels, must be your own,
            accurate and lawful. You must not send material that is defamatory, obscene, abusive, hateful or
            discriminatory, that harasses or threatens anyone, that contains another person’s private information, that
            infringes anyone’s intellectual property, that advertises or solicits, or that contains viruses or other
            harmful code.
          </p>
          <p>
            We may read, moderate, decline to publish or remove any comment or submission, and block its sender, at our
            discretion and without notice. By sending us a comment for publication you allow us to publish, edit for
            length and clarity and share it on our channels, with credit where you ask for it. Views expressed in
            comments are those of their authors, not of {org}.
          </p>
        </>
      ),
    },
    {
      id: 'content-disclaimer',
      heading: 'Content provided “as is”',
      body: (
        <p>
          We publish our content for general information and learning. It is not professional, medical, legal or
          financial advice, and you should not rely on it as such. We work to keep it accurate and up to date but give
          no warranty, express or implied, that it is complete, accurate or current, or that the website will be
          available without interruption or free of errors.
        </p>
      ),
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      body: (
        <>
          <p>
            To the fullest extent permitted by law, {org}, its staff, volunteers, authors and partners will not be
            liable for any indirect, incidental, special or consequential loss or damage, including loss of data,
            revenue or goodwill, arising from your use of the website or your reliance on its content, even if we were
            told such loss was possible.
          </p>
          <p>
            Where liability cannot be excluded, our total liability to you for any claim connected with the website is
            limited to one hundred US dollars (US$100). Nothing in these terms limits liability that cannot be limited
            under the law of Virginia.
          </p>
        </>
      ),
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      body: (
        <p>
          You agree to defend, indemnify and hold harmless {org}, its staff, volunteers and partners from and against
          any claims, liabilities, damages, losses and expenses, including reasonable legal fees, arising out of your
          breach of these terms, your misuse of the website, or any content you send us.
        </p>
      ),
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      body: (
        <p>
          We may change these terms from time to time. We will post the updated terms on this page with their date at
          least 10 days before they take effect. If you keep using the website after the changes take effect, you accept
          the updated terms; if you do not agree with them, please stop using the website.
        </p>
      ),
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      body: (
        <p>
          These terms, and any dispute arising from them or from your use of the website, are governed by the laws of
          the Commonwealth of Virginia, United States, without regard to its conflict-of-law rules. You agree that the
          state and federal courts located in Virginia have exclusive jurisdiction over any such dispute.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: (
        <p>
          Questions about these terms can be sent to <EmailLink /> or through our <a href="/contact-us">contact page</a>
          .
        </p>
      ),
    },
  ],
};
