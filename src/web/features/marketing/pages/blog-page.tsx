import { Clock } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatLongDate, parseLocalDate } from '@web/lib/format';
import type { TPageMeta } from '@web/components/page-meta';
import { MailLink } from '../components/mail-link';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

export const meta: TPageMeta = {
  description: 'Articles on getting outcomes delivered with vetted experts and AI.',
};

type TArticle = {
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  authorRole: string;
  /** YYYY-MM-DD */
  published: string;
  readingMinutes: number;
};

const ARTICLES: readonly TArticle[] = [
  {
    slug: 'outcome-packs-vs-retainers',
    title: 'Outcome packs vs retainers: what finance teams actually prefer',
    summary:
      'We analysed 120 engagements to compare fixed-scope outcome packs with monthly retainers on cost predictability, time to value and renewal rates.',
    category: 'Buying expertise',
    author: 'Hannah Okafor',
    authorRole: 'Head of Marketplace',
    published: '2026-11-12',
    readingMinutes: 7,
  },
  {
    slug: 'human-qa-ai-deliverables',
    title: 'Why every AI-assisted deliverable still needs a human reviewer',
    summary:
      'Our QA team shares the five issues they catch most often in AI-assisted work, from confident but wrong figures to tone that misses the audience.',
    category: 'Quality',
    author: 'Daniel Reyes',
    authorRole: 'QA Lead',
    published: '2026-10-29',
    readingMinutes: 6,
  },
  {
    slug: 'gdpr-fast-track-checklist',
    title: 'A GDPR fast-track in 10 working days: the checklist we use',
    summary:
      'The records, notices and processes a growing business needs first, and the ones that can wait, from an expert who has run 40 of these projects.',
    category: 'Compliance',
    author: 'Claire Donnelly',
    authorRole: 'Compliance Expert',
    published: '2026-10-15',
    readingMinutes: 9,
  },
  {
    slug: 'writing-a-brief-experts-love',
    title: 'How to write a brief that gets a great proposal in 2 hours',
    summary:
      'Goal, context, constraints: what to put in each step of the brief builder, with before-and-after examples and what Deputee does with your answers.',
    category: 'Guides',
    author: 'Marcus Bell',
    authorRole: 'Senior Curator',
    published: '2026-10-01',
    readingMinutes: 5,
  },
  {
    slug: 'kpi-baseline-first',
    title: 'Start with a KPI baseline: the 30-day improvement plan that sticks',
    summary:
      'Why improvement projects stall without a baseline, how to find the two bottlenecks that matter, and how to structure the first 30 days.',
    category: 'Continuous improvement',
    author: 'Aisha Patel',
    authorRole: 'Operations Expert',
    published: '2026-09-17',
    readingMinutes: 8,
  },
  {
    slug: 'milestone-escrow-explained',
    title: 'Milestone escrow, explained for clients and experts',
    summary:
      'How funds move from funding to approval to payout, what happens if a deliverable needs revision, and why escrow protects both sides.',
    category: 'Payments',
    author: 'Oliver Grant',
    authorRole: 'Finance Operations Manager',
    published: '2026-09-03',
    readingMinutes: 4,
  },
];

export default function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights on buying and delivering expert outcomes"
        documentTitle="Blog"
        description={
          <p>
            Practical guides and lessons from our curators, QA reviewers and experts on sales acceleration, continuous
            improvement, compliance and working well with AI.
          </p>
        }
      />

      <Section id="latest" title="Latest articles">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {ARTICLES.map((article) => {
            const published = parseLocalDate(article.published);
            return (
              <li key={article.slug} className="flex">
                <Card className="flex w-full flex-col">
                  <article aria-labelledby={`article-${article.slug}`} className="flex h-full flex-col">
                    <CardHeader>
                      <Badge variant="outline" className="self-start">
                        {article.category}
                      </Badge>
                      <CardTitle id={`article-${article.slug}`} className="mt-2">
                        {article.title}
                      </CardTitle>
                    </CardHeader>
                    <CardContent className="flex-1">
                      <p className="leading-relaxed text-slate-600">{article.summary}</p>
                    </CardContent>
                    <CardFooter className="flex-col items-start gap-1 border-t border-slate-100 pt-4 text-sm text-slate-600">
                      <p>
                        <span className="font-medium text-slate-900">{article.author}</span>, {article.authorRole}
                      </p>
                      <p className="flex flex-wrap items-center gap-x-3">
                        <time dateTime={article.published}>{formatLongDate(published)}</time>
                        <span aria-hidden="true">·</span>
                        <span className="inline-flex items-center gap-1">
                          <Clock aria-hidden="true" className="size-3.5" />
                          {article.readingMinutes} min read
                        </span>
                      </p>
                    </CardFooter>
                  </article>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section
        id="newsletter"
        tone="muted"
        title="Get new articles by e-mail"
        description={
          <p>
            One e-mail a month with our latest articles, no spam. Write to <MailLink name="hello" subject="Subscribe" />{' '}
            with the subject “Subscribe” and we will add you; unsubscribe at any time.
          </p>
        }
      />
    </>
  );
}
