import { EXPERT_STATUS_DESCRIPTIONS } from '@shared/domain/experts';
import type { TExpertProfile } from '@shared/schemas/experts';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LocalDate } from '@web/components/ui/local-date';
import { cn } from '@web/lib/cn';
import { ExpertStatusBadge } from './expert-status-badge';

/** Where the application stands: status, what it means, the reason of a rejection or suspension, and dates. */
export function ExpertStatusPanel({ profile, className }: { profile: TExpertProfile; className?: string }) {
  return (
    <Card className={cn(className)} aria-labelledby="expert-status-heading">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle asChild>
            <h2 id="expert-status-heading">Application status</h2>
          </CardTitle>
          <ExpertStatusBadge status={profile.status} />
        </div>
        <CardDescription>{EXPERT_STATUS_DESCRIPTIONS[profile.status]}</CardDescription>
        {profile.statusReason && (
          <p className="text-sm text-slate-700">
            <span className="font-medium">Reason:</span> {profile.statusReason}
          </p>
        )}
        <p className="text-xs text-slate-500">
          Applied <LocalDate value={profile.appliedAt} />
          {profile.decidedAt && (
            <>
              {' '}
              · decided <LocalDate value={profile.decidedAt} />
            </>
          )}
        </p>
      </CardHeader>
    </Card>
  );
}
