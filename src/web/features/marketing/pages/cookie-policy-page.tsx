import type { TPageMeta } from '@web/components/page-meta';
import { LegalPageLayout, type TLegalDocument } from '../components/legal-page-layout';

export const meta: TPageMeta = {
  description: 'The cookies Outcome Marketplace uses and how to control them.',
};

const COOKIE_POLICY: TLegalDocument = {
  path: '/cookie-policy',
  title: 'Cookie Policy',
  summary:
    'Which cookies and similar technologies the marketplace uses, why, how long they last and how you can control them.',
  mailbox: 'privacy',
  mailboxTopic: 'cookies or this policy',
  sections: {
    introduction: {
      blocks: [
        'Cookies are small text files a website stores in your browser. Similar technologies, such as local storage, work in the same way. We keep their use to a minimum: most of what we store is needed to sign you in, keep you safe and save your work in progress.',
      ],
    },
    'data-collected': {
      heading: 'Cookies and storage we use',
      blocks: [
        [
          'Strictly necessary: a session cookie that keeps you signed in and a security token that protects forms against cross-site request forgery.',
          'Functional storage: your brief builder answers are kept in your browser’s local storage, so nothing is lost if a submission fails and you can try again.',
          'Analytics: first-party product events (for example "brief submitted" or "quote approved") that we store ourselves; no third-party advertising trackers.',
          'Payments: when you pay, our payment provider sets its own cookies on its checkout page to prevent fraud.',
          'Booking: if you open the external page to book a call with a curator, the scheduling provider sets its own cookies under its own policy.',
        ],
      ],
    },
    usage: {
      heading: 'Why we use them',
      blocks: [
        'To keep you signed in across pages, to remember your unsaved brief, to understand which parts of the service are used so we can improve them, and to detect abuse such as repeated failed sign-ins. We do not use cookies for advertising or sell information collected through them.',
      ],
    },
    security: {
      blocks: [
        'Our own cookies are marked Secure (sent only over HTTPS), HttpOnly where the browser does not need to read them, and SameSite to limit cross-site use. Session cookies contain a random identifier, not your personal details.',
      ],
    },
    rights: {
      heading: 'Your choices',
      blocks: [
        'You can opt out of optional analytics at any time by writing to us at the address below. You can also block or delete cookies in your browser settings; if you block strictly necessary cookies you will not be able to sign in. Clearing local storage removes any unsent brief builder answers.',
      ],
    },
    'legal-bases': {
      blocks: [
        'Strictly necessary cookies are exempt from consent under the Privacy and Electronic Communications Regulations because the service cannot work without them. We rely on your consent for optional analytics, and on our legitimate interest in security for fraud and abuse prevention.',
      ],
    },
    retention: {
      heading: 'How long they last',
      blocks: [
        [
          'Session cookie: up to 7 days, renewed while you are active, and removed when you sign out.',
          'Security token: for the length of your browser session.',
          'Brief builder storage: until the brief is submitted or you clear your browser data.',
          'Analytics events: 13 months, then deleted.',
        ],
      ],
    },
    'international-transfers': {
      blocks: [
        'Our own cookies send data only to our servers in the UK and EEA. Cookies set by the payment and booking providers may send data to those providers in other countries, including the United States, under their own safeguards.',
      ],
    },
    standards: {
      blocks: [
        [
          'Privacy and Electronic Communications Regulations 2003 (PECR).',
          'UK GDPR and EU GDPR, where cookie data is personal data.',
          'Information Commissioner’s Office guidance on storage and access technologies.',
        ],
      ],
    },
    'incident-response': {
      blocks: [
        'If a cookie or storage setting were ever found to expose data unintentionally, we would disable it immediately, invalidate affected sessions, and tell affected users and, where required, the Information Commissioner’s Office, following the process in our Privacy Policy.',
      ],
    },
  },
};

export default function CookiePolicyPage() {
  return <LegalPageLayout document={COOKIE_POLICY} />;
}
