import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  BRIEF_TEXT_FIELDS,
  BUDGET_LABELS,
  BUDGET_OPTIONS,
  EXPERT_STYLE_LABELS,
  EXPERT_STYLE_OPTIONS,
  TIMELINE_LABELS,
  TIMELINE_OPTIONS,
  URGENCY_LABELS,
  URGENCY_OPTIONS,
  type TBriefTextField,
  type TExpertStyleOption,
  type TUrgencyOption,
} from '@shared/domain/brief-options';
import { BUILDER_STEP_COUNT, previewProposal } from '@shared/domain/briefs';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { trackEvent } from '@web/lib/analytics';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import { useBriefIntake } from '../api/get-brief-intake';
import { useBriefOrigin, type TBriefOriginRef } from '../api/get-brief-origin';
import { useSubmitBrief } from '../api/submit-brief';
import { BuilderProgress } from '../components/builder/builder-progress';
import { ChoiceGroup } from '../components/builder/choice-step';
import { ContactStep } from '../components/builder/contact-step';
import { ProposalPreview } from '../components/builder/proposal-preview';
import { TextStep } from '../components/builder/text-step';
import { useBuilderDraft, type TBuilderDraft } from '../hooks/use-builder-draft';
import { useFieldInterpretations } from '../hooks/use-field-interpretations';

const STEPS: { heading: string; description: string }[] = [
  {
    heading: 'What outcome do you want?',
    description: 'Describe the result you need, ideally with a metric and a timeframe.',
  },
  {
    heading: 'Tell us about your organisation',
    description: 'Industry, size and where you operate help us match the right expert.',
  },
  {
    heading: 'Any constraints?',
    description: 'Tools to integrate with, hardware, or AI models you can or cannot use.',
  },
  { heading: 'What is your budget?', description: 'Choose the range closest to what you plan to invest.' },
  { heading: 'When do you need it?', description: 'Choose the timeline that fits your plans.' },
  {
    heading: 'Urgency and expert style',
    description: 'How soon should work start, and how should the expert work with you?',
  },
  {
    heading: 'Where should we send your proposal?',
    description: 'Your contact details, and whether to add Outcome Assurance.',
  },
];

const TEXT_STEPS: Record<number, { field: TBriefTextField; label: string; placeholder: string; optional?: boolean }> = {
  1: { field: 'goal', label: 'Your goal', placeholder: 'e.g. Increase qualified leads by 30% within 3 months' },
  2: {
    field: 'context',
    label: 'Your context',
    placeholder: 'e.g. We are a 40-person B2B SaaS company in London selling to UK retailers',
  },
  3: {
    field: 'constraints',
    label: 'Constraints',
    placeholder: 'e.g. Must integrate with HubSpot; no customer data may leave the EU',
    optional: true,
  },
};

const URGENCY_DESCRIPTIONS: Record<TUrgencyOption, string> = {
  low: 'Flexible start',
  standard: 'Start in the next couple of weeks',
  high: 'Start this week',
  critical: 'Start as soon as possible',
};

const STYLE_DESCRIPTIONS: Record<TExpertStyleOption, string> = {
  'hands-off': 'Brief the expert, then review the results',
  collaborative: 'Regular check-ins and shared decisions',
  'hands-on': 'Work side by side with your team',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** capability_id, pack_id or /customize/{id} set where the brief starts from. */
function originRefOf(packIdFromPath: string | undefined, params: URLSearchParams): TBriefOriginRef | null {
  const capability = params.get('capability_id');
  if (capability) return { kind: 'capability', id: capability };
  const pack = packIdFromPath ?? params.get('pack_id');
  return pack ? { kind: 'catalog', id: pack } : null;
}

/** Interpretations still matching the text they were made for; the server reads the rest. */
function currentInterpretations(draft: TBuilderDraft): Partial<Record<TBriefTextField, TFieldInterpretation>> {
  return Object.fromEntries(
    BRIEF_TEXT_FIELDS.flatMap((field) => {
      const saved = draft.interpretations[field];
      return saved && saved.value === draft.answers[field].trim() ? [[field, saved.interpretation]] : [];
    }),
  );
}

function canContinue(draft: TBuilderDraft): boolean {
  const { answers, step } = draft;
  if (step === 1) return answers.goal.trim() !== '';
  if (step === 2) return answers.context.trim() !== '';
  if (step === 4) return answers.budget_range !== null;
  if (step === 5) return answers.timeline !== null;
  return true;
}

function BriefBuilder({ storageKey, originRef }: { storageKey: string; originRef: TBriefOriginRef | null }) {
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const intake = useBriefIntake();
  const origin = useBriefOrigin(originRef);
  const submitBrief = useSubmitBrief();
  const { draft, update, clear } = useBuilderDraft(storageKey);
  const [emailError, setEmailError] = useState<string | null>(null);
  const firstRender = useRef(true);

  const interpretations = useFieldInterpretations(
    { goal: draft.answers.goal, context: draft.answers.context, constraints: draft.answers.constraints },
    draft.interpretations,
    (field, reading) =>
      update((current) => ({ ...current, interpretations: { ...current.interpretations, [field]: reading } })),
  );

  const originData = origin.data;
  useEffect(() => {
    if (!originData || draft.prefilled.origin) return;
    update((current) => ({
      ...current,
      prefilled: { ...current.prefilled, origin: true },
      answers: {
        ...current.answers,
        goal: current.answers.goal || originData.goal,
        context: current.answers.context || originData.context,
      },
    }));
  }, [originData, draft.prefilled.origin, update]);

  useEffect(() => {
    if (!viewer || draft.prefilled.contact) return;
    update((current) => ({
      ...current,
      prefilled: { ...current.prefilled, contact: true },
      contact: {
        ...current.contact,
        name: current.contact.name || viewer.fullName || '',
        email: current.contact.email || viewer.email,
      },
    }));
  }, [viewer, draft.prefilled.contact, update]);

  // Moving between steps puts focus on the new step's heading, for keyboard and screen-reader users.
  const stage = draft.submitted ? 'preview' : draft.step;
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('builder-step-heading')?.focus();
  }, [stage]);

  const setAnswer = <K extends keyof TBuilderDraft['answers']>(key: K, value: TBuilderDraft['answers'][K]) =>
    update((current) => ({ ...current, answers: { ...current.answers, [key]: value } }));
  const goTo = (step: number) => update((current) => ({ ...current, step }));
  const signInRequired = !viewer && intake.data?.allowGuestSubmission === false;

  async function generateProposal() {
    const name = draft.contact.name.trim();
    const email = draft.contact.email.trim();
    if (!name || !email) {
      toast.error('Missing Information', { description: 'Please provide your name and email address.' });
      return;
    }
    if (!EMAIL.test(email)) {
      setEmailError('Enter a valid email address.');
      return;
    }
    setEmailError(null);
    if (signInRequired) {
      toast.error('Sign in required', {
        description: 'Please sign in to submit your brief. Your answers are saved on this device.',
      });
      return;
    }
    try {
      const result = await submitBrief.mutateAsync({
        contactName: name,
        contactEmail: email,
        contactPhone: draft.contact.phone.trim(),
        company: draft.contact.company.trim(),
        structuredBrief: { ...draft.answers, interpretations: currentInterpretations(draft), missing: [] },
        assuredMode: draft.assuredMode,
        origin: originData?.origin ?? 'bespoke',
        originId: originData?.originId ?? null,
      });
      if (!result?.briefId) throw new Error('No brief id returned');
      toast.success('Brief Submitted!', {
        description: result.linkedToUser
          ? 'Proposal generating — QA validation in <2h.'
          : 'Check your email for a secure link to view your proposal.',
      });
      update((current) => ({ ...current, submitted: { briefId: result.briefId, linkedToUser: result.linkedToUser } }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'briefs.missing_contact') {
        toast.error('Missing Information', { description: 'Please provide your name and email address.' });
      } else if (error instanceof ApiError && error.code === 'briefs.sign_in_required') {
        toast.error('Sign in required', {
          description: 'Please sign in to submit your brief. Your answers are saved on this device.',
        });
      } else {
        toast.error('Submission Issue', { description: 'We saved your answers locally. Please try again.' });
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.step < BUILDER_STEP_COUNT) {
      if (canContinue(draft)) goTo(draft.step + 1);
      return;
    }
    if (!submitBrief.isPending) void generateProposal();
  }

  // Ctrl/Cmd+Enter continues from a text area (Enter alone makes a new line).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  if (draft.submitted) {
    const { briefId, linkedToUser } = draft.submitted;
    const leave = () => {
      clear();
      navigate(linkedToUser ? `/dashboard/briefs/${briefId}` : `/brief-submitted?brief=${briefId}`);
    };
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <ProposalPreview
          briefId={briefId}
          proposal={previewProposal({
            ...draft.answers,
            goal: draft.interpretations.goal?.interpretation,
            assured_mode: draft.assuredMode,
          })}
          assuredMode={draft.assuredMode}
          continueLabel={linkedToUser ? 'View Your Brief' : 'Continue'}
          onContinue={leave}
          onAccept={() => {
            trackEvent('proposal_preview_accepted', {
              brief_id: briefId,
              origin: originData?.origin ?? 'bespoke',
              assured_mode: draft.assuredMode,
            });
            toast.success('Proposal Confirmed', {
              description: "We'll match you with the perfect expert within 24 hours.",
            });
            leave();
          }}
        />
      </div>
    );
  }

  const step = STEPS[draft.step - 1]!;
  const textStep = TEXT_STEPS[draft.step];
  const isLast = draft.step === BUILDER_STEP_COUNT;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-6 space-y-2">
        <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
          <Sparkles className="size-4" aria-hidden />
          Bespoke brief
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Build Your Brief</h1>
        <p className="text-slate-600">
          Seven short steps. The AI reads each answer as you type; a human checks every proposal.
        </p>
        {originData && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="brief-origin">
            Starting from {originData.origin === 'catalog' ? 'the outcome pack' : 'the capability'}{' '}
            <strong>{originData.title}</strong>
          </p>
        )}
        {origin.isError && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            That {originRef?.kind === 'capability' ? 'capability' : 'outcome pack'} is no longer available. You can
            still describe what you need.
          </p>
        )}
      </header>

      <BuilderProgress step={draft.step} />

      <Card className="mt-6">
        <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
          <CardHeader>
            <h2 id="builder-step-heading" tabIndex={-1} className="text-xl font-semibold leading-tight outline-none">
              {step.heading}
            </h2>
            <CardDescription>{step.description}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            {textStep && (
              <TextStep
                key={textStep.field}
                field={textStep.field}
                label={textStep.label}
                placeholder={textStep.placeholder}
                optional={textStep.optional}
                value={draft.answers[textStep.field]}
                onChange={(value) => setAnswer(textStep.field, value)}
                interpretation={interpretations[textStep.field]}
              />
            )}
            {draft.step === 4 && (
              <ChoiceGroup
                label="Budget"
                options={BUDGET_OPTIONS}
                labels={BUDGET_LABELS}
                value={draft.answers.budget_range}
                onChange={(value) => setAnswer('budget_range', value)}
              />
            )}
            {draft.step === 5 && (
              <ChoiceGroup
                label="Timeline"
                options={TIMELINE_OPTIONS}
                labels={TIMELINE_LABELS}
                value={draft.answers.timeline}
                onChange={(value) => setAnswer('timeline', value)}
                columns={3}
              />
            )}
            {draft.step === 6 && (
              <>
                <ChoiceGroup
                  label="Urgency"
                  options={URGENCY_OPTIONS}
                  labels={URGENCY_LABELS}
                  descriptions={URGENCY_DESCRIPTIONS}
                  value={draft.answers.urgency}
                  onChange={(value) => setAnswer('urgency', value)}
                />
                <ChoiceGroup
                  label="Expert style"
                  options={EXPERT_STYLE_OPTIONS}
                  labels={EXPERT_STYLE_LABELS}
                  descriptions={STYLE_DESCRIPTIONS}
                  value={draft.answers.expert_style}
                  onChange={(value) => setAnswer('expert_style', value)}
                  columns={3}
                />
              </>
            )}
            {isLast && (
              <ContactStep
                contact={draft.contact}
                onContactChange={(contact) => update((current) => ({ ...current, contact }))}
                assuredMode={draft.assuredMode}
                onAssuredModeChange={(assuredMode) => update((current) => ({ ...current, assuredMode }))}
                emailError={emailError}
                signInRequired={signInRequired}
              />
            )}

            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" onClick={() => goTo(draft.step - 1)} disabled={draft.step === 1}>
                <ArrowLeft aria-hidden />
                Back
              </Button>
              {isLast ? (
                <Button type="submit" disabled={submitBrief.isPending || !draft.contact.name || !draft.contact.email}>
                  {submitBrief.isPending && <Spinner label="Submitting" className="size-4 text-white" />}
                  Generate Proposal
                </Button>
              ) : (
                <Button type="submit" disabled={!canContinue(draft)}>
                  Continue
                  <ArrowRight aria-hidden />
                </Button>
              )}
            </div>
          </CardContent>
        </form>
      </Card>
      <p className="mt-4 text-center text-xs text-slate-500">Your answers are saved on this device as you go.</p>
    </div>
  );
}

/** /brief-builder, /customize and /customize/{id}: one screen; each origin keeps its own saved answers. */
export default function BriefBuilderPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const originRef = originRefOf(id, params);
  const storageKey = `brief-builder:v1:${originRef ? `${originRef.kind}:${originRef.id}` : 'bespoke'}`;
  return <BriefBuilder key={storageKey} storageKey={storageKey} originRef={originRef} />;
}
