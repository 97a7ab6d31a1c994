import { ShieldCheck, TrendingUp, Wrench } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { TCapabilityCard } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCapabilityCards } from '../api/list-capability-cards';

// The dialog (and Radix Dialog with it) stays out of the home chunk until someone asks for highlights.
const loadDialog = () => import('./capability-highlights-dialog');
const CapabilityHighlightsDialog = lazy(loadDialog);

function CapabilityCard({
  card,
  onViewHighlights,
}: {
  card: TCapabilityCard;
  onViewHighlights: (opener: HTMLElement) => void;
}) {
  const titleId = `capability-${card.id}`;
  return (
    <Card className="flex w-full flex-col" role="article" aria-labelledby={titleId}>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{card.roleChip}</Badge>
          <Badge variant="outline">{card.tpuChip}</Badge>
          {card.qaInsurance && (
            <Badge variant="success" className="gap-1">
              <ShieldCheck className="size-3" aria-hidden />
              QA + Insurance
            </Badge>
          )}
        </div>
        <CardTitle id={titleId}>{card.headline}</CardTitle>
        <p className="text-sm text-slate-600">{card.expert}</p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3 text-sm">
        <p className="flex gap-2 font-medium text-emerald-800">
          <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden />
          {card.metric}
        </p>
        <p className="flex gap-2 text-slate-600">
          <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="sr-only">Tools: </span>
            {card.tools.join(' · ')}
          </span>
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2">
        <Button asChild>
          <Link to={`/brief-builder?capability_id=${encodeURIComponent(card.id)}`}>Customize this outcome</Link>
        </Button>
        <Button
          variant="outline"
          onClick={(event) => onViewHighlights(event.currentTarget)}
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          aria-haspopup="dialog"
        >
          View highlights
        </Button>
      </CardFooter>
    </Card>
  );
}

/** What Our Experts + AI Deliver: up to six capability cards. */
export function CapabilitySection() {
  const cards = useCapabilityCards();
  const [open, setOpen] = useState<{ card: TCapabilityCard; opener: HTMLElement } | null>(null);

  return (
    <section className="bg-slate-50" aria-labelledby="capabilities-heading">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="capabilities-heading" className="text-center text-3xl font-bold">
          What Our Experts + AI Deliver
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Real outcomes from vetted experts working with our AI assistant, each backed by human QA and Outcome
          Assurance.
        </p>
        {cards.isError ? (
          <p role="alert" className="mt-8 text-center text-sm text-slate-600">
            Capability highlights are unavailable right now.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void cards.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <ul
            className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            aria-label="Capabilities"
            aria-busy={!cards.data}
          >
            {cards.data
              ? cards.data.map((card) => (
                  <li key={card.id} className="flex">
                    <CapabilityCard card={card} onViewHighlights={(opener) => setOpen({ card, opener })} />
                  </li>
                ))
              : [0, 1, 2].map((index) => (
                  <li key={index}>
                    <Skeleton className="h-72 rounded-xl" />
                  </li>
                ))}
          </ul>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <CapabilityHighlightsDialog card={open.card} returnFocusTo={open.opener} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
