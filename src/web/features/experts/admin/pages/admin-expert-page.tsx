import { ArrowLeft } from 'lucide-react';
import { AccessDenied, SignInRequired } from '@web/components/ui/access-denied';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  EXPERT_DECISIONS_FROM,
  STEPS_REQUIRED_TO_APPROVE,
  VETTING_STEP_LABELS,
  VETTING_STEPS,
  type TVettingStep,
} from '@shared/domain/experts';
import { EXPERT_TEXT_LENGTH as LEN } from '@shared/domain/limits';
import type { TAdminExpertDetail, TExpertDecision, TProfileEdit } from '@shared/schemas/experts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { LoadingBlock } from '@web/components/ui/spinner';
import { formatDate, formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { AdminMfaRedirect } from '@web/lib/admin-mfa';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { useDecideExpert } from '../api/decide-expert';
import { useAdminExpert } from '../api/get-admin-expert';
import { useUpdateVetting } from '../api/update-vetting';
import { ExpertStatusBadge } from '../../components/expert-status-badge';
import { countryName } from '../../lib/locale-options';
import { priceBand } from '../../lib/price-band';
import { plural } from '@shared/domain/plural';

export const meta: TPageMeta = {
  title: 'Expert review',
  description: "Review an expert's application, vetting and history.",
};

type Decision = TExpertDecision['decision'];

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function ProfileCard({ detail }: { detail: TAdminExpertDetail }) {
  const { profile } = detail;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Application</h2>
        </CardTitle>
        <CardDescription>{profile.headline}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-sm text-slate-800">{profile.bio}</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Field label="Skills">{profile.skills.join(', ')}</Field>
          <Field label="Industries">{profile.domains.join(', ')}</Field>
          <Field label="Outcome tags">{profile.outcomeTags.join(', ') || '—'}</Field>
          <Field label="Years of experience">{profile.yearsExperience}</Field>
          <Field label="Hourly price">{priceBand(profile)}</Field>
          <Field label="Availability">
            {plural(profile.weeklyHours, 'hour')} a week · {profile.available ? 'available' : 'not taking new work'}
          </Field>
          <Field label="Locale">
            {countryName(profile.country)} · {profile.timeZone.replace(/_/g, ' ')}
          </Field>
          <Field label="Languages">{profile.languages.join(', ')}</Field>
        </dl>
        <div>
          <p className="text-xs uppercase tracking-wide text-slate-500">Portfolio and profile links</p>
          {profile.links.length === 0 ? (
            <p className="text-sm text-slate-600">None given.</p>
          ) : (
            <ul className="mt-1 space-y-1">
              {profile.links.map((link) => (
                <li key={link.url} className="text-sm">
                  <a className="text-brand-700 underline" href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>{' '}
                  <span className="break-all text-slate-500">{link.url}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

type StepDraft = { done: boolean; notes: string };

function VettingCard({ detail }: { detail: TAdminExpertDetail }) {
  const id = detail.profile.userId;
  const update = useUpdateVetting(id);
  const [steps, setSteps] = useState<Record<TVettingStep, StepDraft>>(
    () =>
      Object.fromEntries(
        VETTING_STEPS.map((step) => [step, { done: detail.checklist[step].done, notes: detail.checklist[step].notes }]),
      ) as Record<TVettingStep, StepDraft>,
  );
  const [score, setScore] = useState(detail.vettingScore === null ? '' : String(detail.vettingScore));
  const scoreValue = score.trim() === '' ? null : Number(score);
  const scoreError =
    scoreValue !== null && !(Number.isFinite(scoreValue) && scoreValue >= 0 && scoreValue <= 1)
      ? 'A number from 0 to 1, e.g. 0.75'
      : undefined;

  const change = (step: TVettingStep, patch: Partial<StepDraft>) =>
    setSteps((current) => ({ ...current, [step]: { ...current[step], ...patch } }));

  const save = () => {
    if (scoreError) return;
    update.mutate(
      {
        steps: VETTING_STEPS.map((step) => ({ step, ...steps[step] })),
        vettingScore: scoreValue,
      },
      {
        onSuccess: () => toast.success('Vetting saved'),
        onError: (error) => toast.error('Failed to save vetting', { description: error.message }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Vetting</h2>
        </CardTitle>
        <CardDescription>
          Tick each step as it is done and note what you found. Approval needs the first three steps and a score.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <ol className="space-y-4">
            {VETTING_STEPS.map((step, index) => {
              const at = detail.checklist[step].at;
              return (
                <li key={step} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={steps[step].done}
                        onChange={(event) => change(step, { done: event.target.checked })}
                      />
                      {index + 1}. {VETTING_STEP_LABELS[step]}
                    </label>
                    {at && steps[step].done && <span className="text-xs text-slate-500">Done {formatDate(at)}</span>}
                  </div>
                  <label className="sr-only" htmlFor={`vetting-notes-${step}`}>
                    Notes: {VETTING_STEP_LABELS[step]}
                  </label>
                  <Textarea
                    id={`vetting-notes-${step}`}
                    className="mt-2 min-h-16"
                    rows={2}
                    placeholder="Notes"
                    maxLength={LEN.vettingNotes.max}
                    value={steps[step].notes}
                    onChange={(event) => change(step, { notes: event.target.value })}
                  />
                </li>
              );
            })}
          </ol>
          <FormField
            id="vetting-score"
            label="Vetting score (0–1)"
            hint="How strong the expert is overall, from 0 (weak) to 1 (outstanding); matching uses it."
            error={scoreError}
          >
            <Input
              id="vetting-score"
              inputMode="decimal"
              className="max-w-40"
              value={score}
              onChange={(event) => setScore(event.target.value)}
              {...describedBy('vetting-score', scoreError, true)}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending || Boolean(scoreError)}>
            {update.isPending ? 'Saving…' : 'Save Vetting'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const DECISION_TEXT: Record<Decision, { button: string; title: string; description: string; confirm: string }> = {
  approve: {
    button: 'Approve',
    title: 'Approve this expert?',
    description: 'They become a vetted expert: matched, invited and shown publicly. They are e-mailed the decision.',
    confirm: 'Approve',
  },
  reject: {
    button: 'Reject',
    title: 'Reject this application?',
    description: 'The applicant is e-mailed the decision with your reason. A rejected application cannot be reopened.',
    confirm: 'Reject',
  },
  suspend: {
    button: 'Suspend',
    title: 'Suspend this expert?',
    description:
      'They stop being matched or invited and their public profile is hidden. They are e-mailed your reason.',
    confirm: 'Suspend',
  },
};

function DecisionDialog({
  decision,
  pending,
  onConfirm,
  onClose,
}: {
  decision: Decision;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const needsReason = decision !== 'approve';
  const trimmed = reason.trim();
  const error =
    needsReason && touched && trimmed.length < LEN.reason.min
      ? `Give a reason (at least ${LEN.reason.min} characters).`
      : undefined;
  const text = DECISION_TEXT[decision];
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (needsReason && trimmed.length < LEN.reason.min) return;
            onConfirm(trimmed);
          }}
        >
          {needsReason && (
            <FormField id="decision-reason" label="Reason (required)" error={error}>
              <Textarea
                id="decision-reason"
                rows={3}
                maxLength={LEN.reason.max}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                onBlur={() => setTouched(true)}
                {...describedBy('decision-reason', error)}
                autoFocus
              />
            </FormField>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant={decision === 'approve' ? 'default' : 'destructive'} disabled={pending}>
              {pending ? 'Saving…' : text.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DecisionCard({ detail }: { detail: TAdminExpertDetail }) {
  const { profile } = detail;
  const decide = useDecideExpert(profile.userId);
  const [open, setOpen] = useState<Decision | null>(null);
  const ready =
    profile.status !== 'applied' ||
    (detail.vettingScore !== null && STEPS_REQUIRED_TO_APPROVE.every((step) => detail.checklist[step].done));
  const allowed = (decision: Decision) => EXPERT_DECISIONS_FROM[decision].includes(profile.status);

  const confirm = (decision: Decision, reason: string) =>
    decide.mutate(decision === 'approve' ? { decision } : { decision, reason }, {
      onSuccess: (result) => {
        setOpen(null);
        toast.success(`Expert ${result.profile.status}`, { description: 'The decision was e-mailed to them.' });
      },
      onError: (error) => toast.error('Failed to record the decision', { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Decision</h2>
        </CardTitle>
        <CardDescription>
          {profile.decidedAt
            ? `Last decided ${formatDateTime(profile.decidedAt)}${detail.decidedBy ? ` by ${detail.decidedBy}` : ''}.`
            : 'No decision yet.'}
          {profile.statusReason && ` Reason: ${profile.statusReason}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          {(['approve', 'reject', 'suspend'] as const).map((decision) =>
            allowed(decision) ? (
              <Button
                key={decision}
                variant={decision === 'approve' ? 'default' : 'destructive'}
                disabled={decide.isPending || (decision === 'approve' && !ready)}
                onClick={() => setOpen(decision)}
              >
                {decision === 'approve' && profile.status === 'suspended'
                  ? 'Reinstate'
                  : DECISION_TEXT[decision].button}
              </Button>
            ) : null,
          )}
        </div>
        {profile.status === 'applied' && !ready && (
          <p className="text-sm text-slate-600">
            To approve, tick the application review, skills assessment and client interview, set a score and save.
          </p>
        )}
        {profile.status === 'rejected' && <p className="text-sm text-slate-600">This application was rejected.</p>}
      </CardContent>
      {open && (
        <DecisionDialog
          decision={open}
          pending={decide.isPending}
          onClose={() => setOpen(null)}
          onConfirm={(reason) => confirm(open, reason)}
        />
      )}
    </Card>
  );
}

/** The profile fields as the form names them. */
const FIELD_LABELS: Record<string, string> = {
  headline: 'Headline',
  bio: 'Bio',
  skills: 'Skills',
  domains: 'Industries',
  outcomeTags: 'Outcome tags',
  yearsExperience: 'Years of experience',
  hourlyMin: 'Hourly price from (pence)',
  hourlyMax: 'Hourly price to (pence)',
  weeklyHours: 'Hours a week',
  available: 'Available for new work',
  country: 'Country',
  timeZone: 'Time zone',
  languages: 'Languages',
  links: 'Links',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    return value
      .map((item) => (typeof item === 'object' && item ? Object.values(item).join(' ') : String(item)))
      .join(', ');
  }
  return String(value);
}

function EditLog({ edits }: { edits: TProfileEdit[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Profile edits</h2>
        </CardTitle>
        <CardDescription>Every change made to this profile after applying, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {edits.length === 0 ? (
          <p className="text-sm text-slate-600">No edits yet.</p>
        ) : (
          <ol className="divide-y divide-slate-100">
            {edits.map((edit) => (
              <li key={edit.id} className="py-3">
                <p className="text-xs text-slate-500">
                  {formatDateTime(edit.createdAt)}
                  {edit.editedBy && ` · ${edit.editedBy}`}
                </p>
                <ul className="mt-1 space-y-1">
                  {edit.changes.map((change) => (
                    <li key={change.field} className="text-sm">
                      <span className="font-medium">{FIELD_LABELS[change.field] ?? change.field}</span>:{' '}
                      <span className="text-slate-500 line-through">{show(change.from)}</span> →{' '}
                      <span className="text-slate-900">{show(change.to)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/experts/:id: the application, the vetting checklist and score, decisions and the profile edit log. */
export default function AdminExpertPage() {
  const { id = '' } = useParams();
  const { viewer, loading } = useViewer();
  const { data, error, isPending } = useAdminExpert(id, Boolean(viewer?.isAdmin));

  if (loading) return <LoadingBlock label="Loading application" />;
  if (viewer?.adminMfaRequired) return <AdminMfaRedirect />;
  if (!viewer) return <SignInRequired text="Please sign in to access the admin dashboard." />;
  if (!viewer.isAdmin) {
    return <AccessDenied text="You don't have admin permissions to access this dashboard." />;
  }

  return (
    <div className="space-y-6">
      <Button variant="ghost" asChild className="-ml-3">
        <Link to="/admin/experts">
          <ArrowLeft aria-hidden /> Back to Experts
        </Link>
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the application: {error.message}
        </p>
      ) : isPending ? (
        <LoadingBlock label="Loading application" />
      ) : (
        <>
          <header className="space-y-1">
            <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold">
              {data.profile.fullName || data.email}
              <ExpertStatusBadge status={data.profile.status} />
            </h1>
            <p className="break-all text-slate-600">
              {data.email} · applied {formatDate(data.profile.appliedAt)}
            </p>
          </header>
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <div className="space-y-6">
              <ProfileCard detail={data} />
              <EditLog edits={data.edits} />
            </div>
            <div className="space-y-6">
              {/* Remounted when the server's checklist changes, so the form shows what is stored. */}
              <VettingCard key={JSON.stringify([data.checklist, data.vettingScore])} detail={data} />
              <DecisionCard detail={data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
