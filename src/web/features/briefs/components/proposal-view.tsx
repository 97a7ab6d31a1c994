import { CheckCircle2, ShieldCheck } from 'lucide-react';
import { durationMark, durationUnit, formatWeekRange } from '@shared/domain/duration';
import type { TProposal } from '@shared/schemas/brief-ai';
import { Badge } from '@web/components/ui/badge';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * A proposal: roles, timeline, budget, milestones, success metrics and assured mode. Its parts are headed one level
 * below the heading it sits under (`headingLevel`), so the page's outline has no gap.
 */
export function ProposalView({
  proposal,
  assuredMode,
  headingLevel = 3,
}: {
  proposal: TProposal;
  assuredMode: boolean;
  headingLevel?: 2 | 3;
}) {
  // One unit for the whole plan: never "Day 6" beside "Week 4".
  const unit = durationUnit(proposal.milestones.map((milestone) => milestone.eta_days));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-6" data-testid="proposal">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Timeline" value={formatWeekRange(proposal.timeline_weeks)} />
        <Fact label="Budget" value={proposal.budget_band} />
        <Fact label="Milestones" value={String(proposal.milestones.length)} />
        <Fact label="Outcome Assurance" value={assuredMode ? 'On' : 'Off'} />
      </dl>

      <section aria-label="Roles">
        <Heading className="text-sm font-semibold text-slate-900">Roles</Heading>
        <ul className="mt-2 flex flex-wrap gap-2">
          {proposal.roles.map((role) => (
            <li key={role}>
              <Badge variant="secondary">{role}</Badge>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Milestones">
        <Heading className="text-sm font-semibold text-slate-900">Milestones</Heading>
        <ol className="mt-2 space-y-3">
          {proposal.milestones.map((milestone, index) => (
            <li key={`${index}-${milestone.title}`} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {index + 1}. {milestone.title}
                </p>
                <span className="text-xs text-slate-500">{durationMark(milestone.eta_days, unit)}</span>
              </div>
              {milestone.outcomes.length > 0 && (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-600">
                  {milestone.outcomes.map((outcome) => (
                    <li key={outcome}>{outcome}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>

      <section aria-label="Success metrics">
        <Heading className="text-sm font-semibold text-slate-900">Success metrics</Heading>
        <ul className="mt-2 space-y-1.5">
          {proposal.success_metrics.map((metric) => (
            <li key={metric} className="flex gap-2 text-sm text-slate-700">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              {metric}
            </li>
          ))}
        </ul>
      </section>

      {assuredMode && proposal.assured_addon_note && (
        <p className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <ShieldCheck className="size-4 shrink-0 translate-y-0.5" aria-hidden />
          {proposal.assured_addon_note}
        </p>
      )}
    </div>
  );
}
