import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';
import AboutPage from './pages/about-page';
import AccessibilityPage from './pages/accessibility-page';
import BlogPage from './pages/blog-page';
import CareersPage from './pages/careers-page';
import CompliancePage from './pages/compliance-page';
import ContactPage from './pages/contact-page';
import CookiePolicyPage from './pages/cookie-policy-page';
import DataProtectionPage from './pages/data-protection-page';
import DocumentationPage from './pages/documentation-page';
import FaqPage from './pages/faq-page';
import ForAgenciesPage from './pages/for-agencies-page';
import ForClientsPage from './pages/for-clients-page';
import ForFreelancersPage from './pages/for-freelancers-page';
import HelpPage from './pages/help-page';
import PricingPage from './pages/pricing-page';
import PrivacyPolicyPage from './pages/privacy-policy-page';
import SecurityPolicyPage from './pages/security-policy-page';
import SitemapPage from './pages/sitemap-page';
import SupportPage from './pages/support-page';
import TermsOfServicePage from './pages/terms-of-service-page';
import { LEGAL_SECTION_KEYS } from './components/legal-page-layout';
import { PUBLIC_ROUTES } from './public-routes';
import { FEES_SENTENCE, mailbox } from './site-constants';

const BOOKING_URL = 'https://booking.example/curator';

function render(Page: ComponentType): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.publicConfig, { bookingUrl: BOOKING_URL });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The text content of the HTML, with entities for quotes and ampersands decoded. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

function links(html: string): { href: string; attrs: string; label: string }[] {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map((match) => ({
    attrs: match[1] ?? '',
    href: /href="([^"]*)"/.exec(match[1] ?? '')?.[1] ?? '',
    label: text(match[2] ?? ''),
  }));
}

const PAGES: Record<string, ComponentType> = {
  AboutPage,
  AccessibilityPage,
  BlogPage,
  CareersPage,
  CompliancePage,
  ContactPage,
  CookiePolicyPage,
  DataProtectionPage,
  DocumentationPage,
  FaqPage,
  ForAgenciesPage,
  ForClientsPage,
  ForFreelancersPage,
  HelpPage,
  PricingPage,
  PrivacyPolicyPage,
  SecurityPolicyPage,
  SitemapPage,
  SupportPage,
  TermsOfServicePage,
};

describe('marketing pages', () => {
  it.each(Object.entries(PAGES))('%s renders one h1, a document title and safe external links', (_, Page) => {
    const html = render(Page);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<title>[^<]+ \| Outcome Marketplace<\/title>/);
    expect(html).not.toContain('<main');
    for (const link of links(html).filter((l) => l.attrs.includes('target="_blank"'))) {
      expect(link.attrs).toContain('rel="noopener noreferrer"');
      expect(link.label).toContain('(opens in a new tab)');
    }
  });

  it('pricing shows the four tiers, the most popular mark and the spec links', () => {
    const html = render(PricingPage);
    const content = text(html);
    for (const fragment of [
      'Starter',
      '£3,950-£6,000',
      '2-4 weeks',
      'Growth',
      '£6,000-£10,000',
      '3-5 weeks',
      'Most popular',
      'Scale',
      '£10,000-£20,000',
      '4-8 weeks',
      'Enterprise',
      '£20,000+',
      '6+ weeks',
      'Outcome Assurance',
      'within 2 hours',
      'at no extra cost',
      'milestone-based',
      FEES_SENTENCE,
    ]) {
      expect(content).toContain(fragment);
    }
    const all = links(html);
    expect(all.filter((l) => l.label === 'Customize This Tier' && l.href === '/brief-builder')).toHaveLength(4);
    expect(all.some((l) => l.label === 'Get Custom Quote' && l.href === '/brief-builder')).toBe(true);
    expect(all.some((l) => l.label.startsWith('Talk to a Curator') && l.href === BOOKING_URL)).toBe(true);
    expect(html.match(/<details/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('contact lists the four mailboxes, hours and the curator link', () => {
    const html = render(ContactPage);
    const content = text(html);
    for (const name of ['hello', 'sales', 'support', 'partners'] as const) {
      expect(html).toContain(`href="mailto:${mailbox(name)}"`);
    }
    expect(content).toContain('Mon-Fri 9:00-18:00 GMT');
    expect(content).toContain('closed at weekends');
    expect(content).toContain('Replies within 24 hours on business days');
    expect(content).toContain('Urgent issues go to the project manager');
    expect(links(html).some((l) => l.label.startsWith('Talk to a curator') && l.href === BOOKING_URL)).toBe(true);
  });

  it.each([
    [PrivacyPolicyPage, 'privacy'],
    [TermsOfServicePage, 'legal'],
    [SecurityPolicyPage, 'security'],
    [CookiePolicyPage, 'privacy'],
    [DataProtectionPage, 'dpo'],
    [CompliancePage, 'compliance'],
  ] as const)('legal page %# has the date, the ten sections and its mailbox', (Page, box) => {
    const html = render(Page);
    expect(text(html)).toContain(`Last updated: ${formatLongDate(new Date())}`);
    for (const key of LEGAL_SECTION_KEYS) {
      expect(html).toContain(`id="${key}"`);
    }
    expect(html).toContain(`href="mailto:${mailbox(box)}"`);
  });

  it('terms state the fees sentence', () => {
    expect(text(render(TermsOfServicePage))).toContain(FEES_SENTENCE);
  });

  it('audience pages link where the spec says', () => {
    const expectations: [ComponentType, string, string][] = [
      [ForClientsPage, 'Browse Packs', '/catalog'],
      [ForClientsPage, 'Book Demo', '/auth'],
      [ForClientsPage, 'Browse Starter Packs', '/catalog'],
      [ForClientsPage, 'Book Consultation', '/auth'],
      [ForFreelancersPage, 'Apply to Join', '/auth?next=%2Fexpert%2Fapply'],
      [ForFreelancersPage, 'Learn More', '/auth'],
      [ForFreelancersPage, 'Start Application', '/auth?next=%2Fexpert%2Fapply'],
      [ForFreelancersPage, 'Schedule Info Call', '/auth'],
      [ForAgenciesPage, 'Create Agency', '/auth?next=%2Fagency'],
      [ForAgenciesPage, 'Schedule a Demo (opens in a new tab)', BOOKING_URL],
    ];
    for (const [Page, label, href] of expectations) {
      expect(
        links(render(Page)).some((l) => l.label === label && l.href === href),
        `${label} -> ${href}`,
      ).toBe(true);
    }
    const agencies = text(render(ForAgenciesPage));
    for (const fragment of ['30-50%', '40-60%', '20-30%', '5+ years of leadership experience']) {
      expect(agencies).toContain(fragment);
    }
    expect(text(render(ForFreelancersPage))).toContain('acceptance rate under 5%');
  });

  it('about shows the marketing figures', () => {
    const content = text(render(AboutPage));
    for (const fragment of ['500+', '98%', '7 days', '24/7']) expect(content).toContain(fragment);
  });

  it('help links to the four topics', () => {
    const hrefs = links(render(HelpPage)).map((l) => l.href);
    for (const path of ['/faq', '/support', '/documentation', '/contact']) expect(hrefs).toContain(path);
  });

  it('sitemap links every public route once', () => {
    const hrefs = links(render(SitemapPage)).map((l) => l.href);
    for (const route of PUBLIC_ROUTES) expect(hrefs.filter((href) => href === route.path)).toHaveLength(1);
    expect(new Set(PUBLIC_ROUTES.map((r) => r.path)).size).toBe(PUBLIC_ROUTES.length);
  });
});
