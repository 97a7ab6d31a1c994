import { AlertTriangle, ChevronDown, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { MATCH_LABELS, matchLabel } from '@shared/domain/matching/match-label';
import { MATCH_FACTORS } from '@shared/domain/matching/types';
import type { TAdminInvitation, TMatchCandidateView, TMatchingRequest } from '@shared/schemas/matching';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { NotAFitDialog } from './not-a-fit-dialog';
import { FACTOR_LABELS, INVITATION_STATUS_LABELS, INVITATION_STATUS_VARIANTS, percent } from '../lib/matching-labels';
import { plural } from '@shared/domain/plural';

/** A horizontal bar for a 0–1 score, with its value for assistive technology. */
export function ScoreBar({ value, label, strong = false }: { value: number; label: string; strong?: boolean }) {
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      aria-valuetext={percent(value)}
      className={cn('w-full overflow-hidden rounded-full bg-slate-200', strong ? 'h-2.5' : 'h-1.5')}
    >
      <div
        className={cn('h-full rounded-full', strong ? 'bg-brand-600' : 'bg-brand-500')}
        style={{ width: `${Math.min(100, Math.max(0, value * 100))}%` }}
      />
    </div>
  );
}

const RELATION_WORDS = { same: 'has', narrower: 'through', broader: 'related', sibling: 'related' } as const;

/** The requested skills one by one: matched, matched through a narrower skill, related (partial) or missing. */
function SkillEvidence({ candidate }: { candidate: TMatchCandidateView }) {
  if (candidate.skills.length === 0) return null;
  return (
    <ul className="mt-3 space-y-1 text-xs" aria-label={`Requested skills for ${candidate.profile.fullName}`}>
      {candidate.skills.map((skill) => (
        <li key={skill.requested} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-slate-800">{skill.requested}</span>
          {skill.relation === null ? (
            <span className="text-red-700">missing</span>
          ) : (
            <span className={skill.credit >= 0.85 ? 'text-emerald-700' : 'text-amber-700'}>
              {RELATION_WORDS[skill.relation]}
              {skill.relation === 'same' ? '' : ` ${skill.via ?? ''}`} ({percent(skill.credit)})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Breakdown({ candidate, id }: { candidate: TMatchCandidateView; id: string }) {
  return (
    <div id={id}>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {MATCH_FACTORS.map((factor) => (
          <div key={factor} className="grid grid-cols-[6.5rem_1fr_4.5rem] items-center gap-2 text-xs">
            <dt className="text-slate-600">{FACTOR_LABELS[factor]}</dt>
            {candidate.unstated.includes(factor) ? (
              <dd className="col-span-2 text-slate-500">not stated (left out of the score)</dd>
            ) : (
              <dd className="contents">
                <ScoreBar
                  value={candidate.breakdown[factor]}
                  label={`${FACTOR_LABELS[factor]} for ${candidate.profile.fullName}`}
                />
                <span className="text-right tabular-nums text-slate-700">{percent(candidate.breakdown[factor])}</span>
              </dd>
            )}
          </div>
        ))}
      </dl>
      <SkillEvidence candidate={candidate} />
    </div>
  );
}

/** What the score and its label mean, next to the list. */
export function MatchScoreLegend() {
  return (
    <p className="mb-2 text-xs text-slate-600" data-testid="match-score-legend">
      The score is the weighted mean of the factors the request states, with the Matching Rules weights; factors it
      leaves open are “not stated” and do not count, so a brief and a pack are scored alike.{' '}
      {MATCH_LABELS.map((band, index) =>
        band.from > 0
          ? `${band.label} from ${percent(band.from)}`
          : `${band.label} below ${percent(MATCH_LABELS[index - 1]!.from)}`,
      ).join(', ')}
      . An expert who fits everything the request states is a Strong match. Domain and outcomes are experience of the
      requested work: they count as far as the expert has the requested skills, and an industry the profile does not
      show counts half (unknown experience, not a misfit). A rate band that reaches into the client’s budget fits it:
      the expert can quote within it.
    </p>
  );
}

function CandidateRow({
  requestId,
  notAFit,
  candidate,
  rank,
  invitation,
  selected,
  selectable,
  asAgency,
  onToggle,
  onToggleAgency,
}: {
  requestId: string;
  /** The admin's reason when this candidate was marked not a fit. */
  notAFit: string | null;
  candidate: TMatchCandidateView;
  rank: number;
  invitation: TAdminInvitation | undefined;
  selected: boolean;
  selectable: boolean;
  asAgency: boolean;
  onToggle: () => void;
  onToggleAgency: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [judging, setJudging] = useState(false);
  const breakdownId = useId();
  const checkboxId = useId();
  const agencyCheckboxId = useId();
  const { agency } = candidate;
  const name = candidate.profile.fullName;
  return (
    <li
      className={cn('rounded-lg border p-3 sm:p-4', selected ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200')}
    >
      <div className="flex items-start gap-3">
        <div className="pt-1">
          {invitation ? (
            <span className="sr-only">Already invited</span>
          ) : (
            <input
              id={checkboxId}
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={selected}
              disabled={!selected && !selectable}
              onChange={onToggle}
              aria-label={`Select ${name}`}
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <label htmlFor={invitation ? undefined : checkboxId} className="font-semibold text-slate-900">
              <span className="mr-1.5 text-slate-600">#{rank}</span>
              {name}
            </label>
            {invitation && (
              <Badge variant={INVITATION_STATUS_VARIANTS[invitation.status]}>
                Invited{invitation.agencyName ? ` as ${invitation.agencyName}` : ''} ·{' '}
                {INVITATION_STATUS_LABELS[invitation.status]}
              </Badge>
            )}
            {candidate.requestedByClient && <Badge variant="secondary">Requested by the client</Badge>}
            {notAFit !== null && <Badge variant="warning">Not a fit</Badge>}
            {candidate.conflict && (
              <Badge variant="warning" className="gap-1">
                <AlertTriangle className="size-3" aria-hidden />
                Conflict: {candidate.conflict.industry}, {plural(candidate.conflict.daysAgo, 'day')} ago
              </Badge>
            )}
          </div>
          {candidate.profile.headline && <p className="text-sm text-slate-600">{candidate.profile.headline}</p>}
          {agency && (
            <p className="text-sm text-slate-700">
              Leads <span className="font-medium">{agency.name}</span> (agency, {agency.activeMembers}{' '}
              {agency.activeMembers === 1 ? 'member' : 'members'})
            </p>
          )}
          {agency && !invitation && selected && (
            <div className="mt-1 flex items-center gap-2 text-sm">
              <input
                id={agencyCheckboxId}
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={asAgency}
                onChange={onToggleAgency}
              />
              <label htmlFor={agencyCheckboxId} className="text-slate-700">
                Invite as {agency.name} (agency, led by {name})
              </label>
            </div>
          )}
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
            {candidate.profile.priceRange && <span>{candidate.profile.priceRange}</span>}
            <span className="inline-flex items-center gap-1">
              <Star className="size-3" aria-hidden />
              {candidate.profile.ratingAverage === null ? 'No ratings yet' : candidate.profile.ratingAverage.toFixed(1)}
            </span>
            <span>{candidate.profile.completedProjects} completed projects</span>
          </p>
          <div className="mt-2 grid grid-cols-[1fr_3rem] items-center gap-3">
            <ScoreBar value={candidate.score} label={`Match score for ${name}`} strong />
            <span className="text-right text-sm font-semibold tabular-nums">{percent(candidate.score)}</span>
          </div>
          <Badge variant={candidate.score >= 0.6 ? 'success' : 'secondary'} className="mt-1">
            {matchLabel(candidate.score)}
          </Badge>
          <p className="mt-1 text-xs text-slate-600">{candidate.reason}</p>
          {notAFit !== null && <p className="mt-1 text-xs text-amber-800">Not a fit: {notAFit}</p>}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-1 h-7 px-2 text-xs"
            aria-expanded={open}
            aria-controls={breakdownId}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDown className={cn('size-3.5 transition-transform', open && 'rotate-180')} aria-hidden />
            {open ? 'Hide breakdown' : 'Show breakdown'}
            <span className="sr-only"> for {name}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-1 ml-1 h-7 px-2 text-xs"
            onClick={() => setJudging(true)}
          >
            {notAFit === null ? 'Not a fit' : 'Edit reason'}
            <span className="sr-only"> for {name}</span>
          </Button>
          {open && <Breakdown candidate={candidate} id={breakdownId} />}
          {judging && (
            <NotAFitDialog
              requestId={requestId}
              userId={candidate.userId}
              name={name}
              current={notAFit}
              onClose={() => setJudging(false)}
            />
          )}
        </div>
      </div>
    </li>
  );
}

/** The snapshot's candidates, best first; the admin ticks up to `max` who have not been invited yet. */
export function CandidateList({
  requestId,
  notAFit,
  candidates,
  invitations,
  selected,
  asAgency,
  max,
  onToggle,
  onToggleAgency,
}: {
  requestId: string;
  notAFit: TMatchingRequest['notAFit'];
  candidates: TMatchCandidateView[];
  invitations: TAdminInvitation[];
  selected: ReadonlySet<string>;
  /** Owners (among `selected`) to invite as the agency they lead rather than as themselves. */
  asAgency: ReadonlySet<string>;
  max: number;
  onToggle: (userId: string) => void;
  onToggleAgency: (userId: string) => void;
}) {
  const invited = new Map(invitations.map((invitation) => [invitation.userId, invitation]));
  return (
    <>
      <MatchScoreLegend />
      <ol className="space-y-2" aria-label="Candidates">
        {candidates.map((candidate, index) => (
          <CandidateRow
            key={candidate.userId}
            requestId={requestId}
            notAFit={notAFit.find((mark) => mark.userId === candidate.userId)?.reason ?? null}
            candidate={candidate}
            rank={index + 1}
            invitation={invited.get(candidate.userId)}
            selected={selected.has(candidate.userId)}
            selectable={selected.size < max}
            asAgency={asAgency.has(candidate.userId)}
            onToggle={() => onToggle(candidate.userId)}
            onToggleAgency={() => onToggleAgency(candidate.userId)}
          />
        ))}
      </ol>
    </>
  );
}
