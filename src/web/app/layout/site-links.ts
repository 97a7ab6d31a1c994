import type { SocialNetwork } from './social-icons';

/** The footer's four columns. */
export const FOOTER_COLUMNS: { title: string; links: { label: string; to: string }[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
      // "Contact" alone is the header's booking link (spec); this is the page of mailboxes and hours.
      { label: 'Contact details', to: '/contact' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Outcomes', to: '/outcomes' },
      { label: 'Outcome Catalog', to: '/catalog' },
      { label: 'Bespoke Brief', to: '/brief-builder' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'For Clients', to: '/for-clients' },
      { label: 'For Freelancers', to: '/for-freelancers' },
      { label: 'For Agencies', to: '/for-agencies' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help Center', to: '/help' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Support', to: '/support' },
      { label: 'Documentation', to: '/documentation' },
      { label: 'Accessibility', to: '/accessibility' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Security Policy', to: '/security-policy' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
      { label: 'Data Protection', to: '/data-protection' },
      { label: 'Compliance', to: '/compliance' },
    ],
  },
];

export const SOCIAL_LINKS: { network: SocialNetwork; href: string }[] = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/outcome-marketplace' },
  { network: 'X', href: 'https://x.com/outcomemkt' },
  { network: 'YouTube', href: 'https://www.youtube.com/@outcomemarketplace' },
];

/** Partners whose tools our experts deliver with, shown as wordmarks. */
export const PARTNERS = ['HubSpot', 'Salesforce', 'Microsoft', 'Google Cloud', 'Stripe', 'Zendesk'];
