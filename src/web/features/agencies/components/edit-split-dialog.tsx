import { RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  AGENCY_ROLE_LABELS,
  AGENCY_ROLES,
  AGENCY_SHARE_RANGES,
  defaultSplit,
  SPLIT_PROBLEM_MESSAGES,
  SPLIT_TOTAL,
  splitProblem,
  splitTotal,
  type TAgencyRole,
} from '@shared/domain/agencies';
import type { TAgencyDetail, TAgencyProject } from '@shared/schemas/agencies';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary } from '@web/components/ui/error-summary';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useSetProjectShares } from '../api/set-project-shares';
import { personName } from './member-badges';
import { TruncatedText } from '@web/components/ui/truncated-text';

type Row = { userId: string; name: string; role: TAgencyRole; included: boolean; percent: string };

/** Included rows get the default split of their roles (in the order shown); the others are cleared. */
function withDefaults(rows: Row[]): Row[] {
  const included = rows.filter((row) => row.included);
  const split = defaultSplit(included.map((row) => row.role));
  return rows.map((row) => {
    const index = included.indexOf(row);
    return { ...row, percent: index >= 0 ? String(split[index]) : '' };
  });
}

/** Active members, with the project's recorded split, or everyone on the default split when none is recorded. */
function initialRows(agency: TAgencyDetail, project: TAgencyProject): Row[] {
  const recorded = new Map(project.shares.map((share) => [share.userId, share.sharePercent]));
  const rows = agency.members.flatMap((member) =>
    member.status === 'active' && member.userId
      ? [
          {
            userId: member.userId,
            name: personName(member),
            role: member.role,
            included: project.shares.length === 0 || recorded.has(member.userId),
            percent: recorded.has(member.userId) ? String(recorded.get(member.userId)) : '',
          },
        ]
      : [],
  );
  return project.shares.length === 0 ? withDefaults(rows) : rows;
}

/** "owner 30-50%, lead expert 40-60%, supporting expert 20-30%". */
const RANGES_TEXT = AGENCY_ROLES.map((role) => {
  const { min, max } = AGENCY_SHARE_RANGES[role];
  return `${AGENCY_ROLE_LABELS[role].toLowerCase()} ${min}-${max}%`;
}).join(', ');

const toPercent = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

/**
 * The owner sets who works on a project and their share: a running total, and saving refused until the split is
 * whole percents totalling exactly 100 with the owner or a lead expert in it. A refused save (or the server's
 * refusal) marks the shares it concerns and is said in the announced summary, as the error pattern does.
 */
function SplitForm({
  agency,
  project,
  onSaved,
}: {
  agency: TAgencyDetail;
  project: TAgencyProject;
  onSaved: () => void;
}) {
  const id = useId();
  const [rows, setRows] = useState(() => initialRows(agency, project));
  const save = useSetProjectShares(agency.id);
  const formerMembers = project.shares.filter((share) => share.role === null);

  const included = rows.filter((row) => row.included);
  const shares = included.map((row) => ({ userId: row.userId, role: row.role, sharePercent: toPercent(row.percent) }));
  const total = splitTotal(shares.map((share) => (Number.isNaN(share.sharePercent) ? 0 : share.sharePercent)));
  const problem = splitProblem(shares);
  const [submitCount, setSubmitCount] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = submitCount > 0 ? (problem ? SPLIT_PROBLEM_MESSAGES[problem] : refusal) : null;
  const shareId = (userId: string) => `${id}-${userId}-share`;
  const choiceId = (userId: string) => `${id}-${userId}-in`;
  // A share that is not a whole percent is marked alone; a split-wide problem marks every included share.
  const concerned = (row: Row) => row.included && (problem !== 'not_whole' || Number.isNaN(toPercent(row.percent)));
  const invalid = (row: Row) => message !== null && concerned(row);
  const firstConcerned = rows.find(concerned);
  const problemField = firstConcerned ? shareId(firstConcerned.userId) : choiceId(rows[0]?.userId ?? '');

  const toggle = (userId: string) =>
    setRows((current) =>
      withDefaults(current.map((row) => (row.userId === userId ? { ...row, included: !row.included } : row))),
    );
  const setPercent = (userId: string, percent: string) =>
    setRows((current) => current.map((row) => (row.userId === userId ? { ...row, percent } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    setRefusal(null);
    if (problem) {
      document.getElementById(problemField)?.focus();
      return;
    }
    save.mutate(
      {
        projectId: project.id,
        shares: shares.map(({ userId, sharePercent }) => ({ userId, sharePercent })),
      },
      {
        onSuccess: () => {
          toast.success('Split saved', { description: `The payout split of ${project.title} is recorded.` });
          onSaved();
        },
        onError: (error) => setRefusal(`Could not save the split: ${error.message}`),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-describedby={`${id}-total`}>
      <ErrorSummary key={submitCount} problems={message ? [{ fieldId: problemField, message }] : []} />
      <fieldset>
        <legend className="sr-only">Members and their shares</legend>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {rows.map((row) => (
            <li key={row.userId} className="grid grid-cols-[auto_minmax(0,1fr)_6.5rem] items-center gap-3 px-3 py-2.5">
              <input
                id={choiceId(row.userId)}
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={row.included}
                onChange={() => toggle(row.userId)}
              />
              <label htmlFor={choiceId(row.userId)} className="min-w-0">
                <TruncatedText as="span" className="text-sm font-medium text-slate-900" text={row.name} />
                <span className="block text-xs text-slate-500">{AGENCY_ROLE_LABELS[row.role]}</span>
              </label>
              <div className="flex items-center gap-1">
                <Input
                  id={shareId(row.userId)}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  step={1}
                  aria-label={`Share of ${row.name} (%)`}
                  className="h-9 text-right tabular-nums"
                  value={row.percent}
                  disabled={!row.included}
                  onChange={(event) => setPercent(row.userId, event.target.value)}
                  aria-invalid={invalid(row) || undefined}
                  aria-describedby={invalid(row) ? `${id}-problem` : undefined}
                />
                <span aria-hidden className="text-sm text-slate-600">
                  %
                </span>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      {formerMembers.length > 0 && (
        <p className="text-sm text-amber-800">
          No longer on the roster, so left out: {formerMembers.map(personName).join(', ')}.
        </p>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p
            id={`${id}-total`}
            aria-live="polite"
            data-testid="split-total"
            className={cn(
              'text-base font-semibold tabular-nums',
              total === SPLIT_TOTAL ? 'text-emerald-700' : 'text-red-700',
            )}
          >
            Total: {total}%
          </p>
          {message && (
            <p id={`${id}-problem`} className="text-sm font-medium text-red-700">
              {message}
            </p>
          )}
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={() => setRows((current) => withDefaults(current))}>
          <RotateCcw aria-hidden />
          Use default split
        </Button>
      </div>
      <p className="text-xs text-slate-500">Defaults follow the payout ranges: {RANGES_TEXT}.</p>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner label="Saving split" className="size-4 text-white" />}
          Save Split
        </Button>
      </div>
    </form>
  );
}

export function EditSplitDialog({
  agency,
  project,
  open,
  onOpenChange,
}: {
  agency: TAgencyDetail;
  project: TAgencyProject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Edit split</DialogTitle>
        <DialogDescription className="mt-1">
          {project.title}: choose who works on it and their share of its payouts. The split must total 100%.
        </DialogDescription>
        {open && <SplitForm agency={agency} project={project} onSaved={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
