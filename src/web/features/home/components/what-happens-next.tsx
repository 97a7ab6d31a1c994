import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

const STEPS = [
  { title: 'Share your goal', text: 'Answer seven short questions in the brief builder, or pick a fixed-scope pack.' },
  { title: 'Get a validated proposal', text: 'Roles, milestones and budget, checked by human QA in under 2 hours.' },
  { title: 'Meet your expert', text: 'We match you with a vetted expert within 24 hours.' },
  { title: 'Pay by milestone', text: 'Funds wait in escrow and are released only when you approve the work.' },
];

/** The what-happens-next card and the three ways in: a goal, a pack, or a conversation. */
export function WhatHappensNext({ bookingUrl }: { bookingUrl: string }) {
  return (
    <section className="bg-slate-50" aria-labelledby="next-heading">
      <div className="mx-auto max-w-4xl px-4 py-16">
        <Card>
          <CardHeader>
            <h2 id="next-heading" className="text-2xl font-bold">
              What happens next
            </h2>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-5 sm:grid-cols-2">
              {STEPS.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
                    aria-hidden
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{step.title}</p>
                    <p className="text-sm text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button className="sm:flex-1" asChild>
                <Link to="/brief-builder">I have a business goal</Link>
              </Button>
              <Button variant="outline" className="sm:flex-1" asChild>
                <Link to="/catalog">Browse outcome packs</Link>
              </Button>
              <Button variant="outline" className="sm:flex-1" asChild>
                <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
                  Talk to a curator
                </a>
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
