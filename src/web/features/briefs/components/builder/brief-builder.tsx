import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canContinue, PREVIEW_APPROVAL } from '@shared/domain/brief-gates';
import { BUILDER_STEP_COUNT, previewProposal } from '@shared/domain/briefs';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { ErrorSummary, focusField, type TFieldProblem } from '@web/components/ui/error-summary';
import { LoadingBlock, Spinner } from '@web/components/ui/spinner';
import { track } from '@web/lib/analytics';
import { useViewer } from '@web/lib/viewer';
import { useBriefIntake } from '../../api/get-brief-intake';
import { useBriefOrigin, type TBriefOriginRef } from '../../api/get-brief-origin';
import { useRequestedExpert } from '../../api/get-requested-expert';
import { loadSendBrief, useBriefSubmission } from '../../hooks/use-brief-submission';
import { useBuilderDraft } from '../../hooks/use-builder-draft';
import { useBuilderPrefill } from '../../hooks/use-builder-prefill';
import { useFieldInterpretations } from '../../hooks/use-field-interpretations';
import { BuilderProgress } from './builder-progress';
import { FieldsCarriedBeforeScript } from './fields-carried-before-script';
import { BuilderStepFields, loadLaterSteps } from './builder-step-fields';
import { BUILDER_STEPS, STEP_ANSWER_ID, STEP_GATE_MESSAGES } from './builder-steps';
import { showToast } from './submission-toasts';

/** The preview shown once the brief is sent, in its own chunk as the later steps are (see builder-step-fields). */
const loadProposalPreview = () => import('./proposal-preview');
const ProposalPreview = lazy(() => loadProposalPreview().then((module) => ({ default: module.ProposalPreview })));

/** Fetches the later steps, the submission and the preview once the browser is idle after the first step is shown. */
function useLaterPartsWhenIdle() {
  useEffect(() => {
    const load = () => void Promise.all([loadLaterSteps(), loadSendBrief(), loadProposalPreview()]);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1_000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: 5_000 });
    return () => cancelIdleCallback(idle);
  }, []);
}

/** Short names of the 7 steps, as analytics records them. */
const BUILDER_STEP_NAMES = ['goal', 'organisation', 'constraints', 'budget', 'timeline', 'urgency_style', 'contact'];

/** The 7-step brief builder, then the proposal preview. Answers are kept on this device under `storageKey`. */
export function BriefBuilder({
  storageKey,
  originRef,
  preferredExpertId = null,
  sentGoal = null,
}: {
  storageKey: string;
  originRef: TBriefOriginRef | null;
  /** A saved expert the client asks for (?expert=id); the server keeps it only if it is one of theirs. */
  preferredExpertId?: string | null;
  /** The goal step 1's form sent before the script ran (?goal=). */
  sentGoal?: string | null;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const { viewer } = useViewer();
  const intake = useBriefIntake();
  const origin = useBriefOrigin(originRef);
  const { draft, update, clear, restored } = useBuilderDraft(storageKey, {
    sent: sentGoal,
    typed: () => {
      const field = form.current?.elements.namedItem('goal');
      return field instanceof HTMLTextAreaElement ? field.value : '';
    },
  });
  const originData = origin.data;
  const signInRequired = !viewer && intake.data?.allowGuestSubmission === false;
  const submission = useBriefSubmission({ draft, update, origin: originData, signInRequired, preferredExpertId });
  const requestedExpert = useRequestedExpert(preferredExpertId).data?.expert;

  const interpretations = useFieldInterpretations(
    { goal: draft.answers.goal, context: draft.answers.context, constraints: draft.answers.constraints },
    draft.interpretations,
    (field, reading) =>
      update((current) => ({ ...current, interpretations: { ...current.interpretations, [field]: reading } })),
  );
  useBuilderPrefill(draft, update, originData, viewer);
  useLaterPartsWhenIdle();

  // Moving between steps puts focus on the new step's heading, for keyboard and screen-reader users; the step the
  // page opens on (the saved draft's, read once mounted) does not.
  const stage = draft.submitted ? 'preview' : draft.step;
  const shownStage = useRef<typeof stage | null>(null);
  useEffect(() => {
    if (!restored) return;
    if (shownStage.current !== null && shownStage.current !== stage) {
      document.getElementById('builder-step-heading')?.focus();
    }
    shownStage.current = stage;
  }, [stage, restored]);

  // Each step shown is recorded once (a ref, so React StrictMode's second effect run does not count it twice).
  const trackedStep = useRef<number | null>(null);
  useEffect(() => {
    if (!restored || draft.submitted || trackedStep.current === draft.step) return;
    trackedStep.current = draft.step;
    track('builder_step', { step: draft.step, step_name: BUILDER_STEP_NAMES[draft.step - 1] ?? null });
  }, [draft.step, draft.submitted, restored]);

  // Continue and Generate Proposal are always there to press; a press that cannot go on says why (the summary and
  // the field's own message), and focus goes to the first answer to fix. Each press is a new attempt to announce.
  const [stepBlocked, setStepBlocked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const stepError = stepBlocked ? (STEP_GATE_MESSAGES[draft.step] ?? null) : null;
  const { contactErrors } = submission;
  const problems: TFieldProblem[] = stepError
    ? [{ fieldId: STEP_ANSWER_ID, message: stepError }]
    : draft.step === BUILDER_STEP_COUNT
      ? (['name', 'email'] as const).flatMap((name) => {
          const message = contactErrors[name];
          return message ? [{ fieldId: `contact-${name}`, message }] : [];
        })
      : [];
  const firstProblem = problems[0]?.fieldId;
  useEffect(() => {
    if (attempt > 0 && firstProblem) focusField(firstProblem);
    // Only a new press moves focus; the problem list changing as the person types does not.
  }, [attempt]);

  const goTo = (step: number) => {
    setStepBlocked(false);
    update((current) => ({ ...current, step }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draft.step < BUILDER_STEP_COUNT) {
      if (canContinue(draft.step, draft.answers)) return goTo(draft.step + 1);
      setStepBlocked(true);
      setAttempt((count) => count + 1);
      return;
    }
    if (submission.submitting) return;
    await submission.submit();
    setAttempt((count) => count + 1);
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
        <Suspense fallback={<LoadingBlock label="Loading your proposal preview" />}>
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
              track('proposal_preview_accepted', {
                brief_id: briefId,
                origin: originData?.origin ?? 'bespoke',
                assured_mode: draft.assuredMode,
              });
              showToast(PREVIEW_APPROVAL.toast, 'success');
              leave();
            }}
          />
        </Suspense>
      </div>
    );
  }

  const step = BUILDER_STEPS[draft.step - 1]!;
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
        {requestedExpert && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700" data-testid="brief-requested-expert">
            You asked for <strong>{requestedExpert.fullName}</strong> ({requestedExpert.headline}) on this brief.
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
        {/* Before the script runs the form sends the goal to this page (?goal=), which then starts at step 2. */}
        <form
          ref={form}
          method="get"
          action={pathname}
          onSubmit={(event) => void onSubmit(event)}
          onKeyDown={onKeyDown}
          noValidate
        >
          <FieldsCarriedBeforeScript draft={draft} />
          <CardHeader>
            <h2 id="builder-step-heading" tabIndex={-1} className="text-xl font-semibold leading-tight outline-none">
              {step.heading}
            </h2>
            <CardDescription>{step.description}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-6">
            <ErrorSummary key={attempt} problems={problems} />
            <BuilderStepFields
              draft={draft}
              update={update}
              interpretations={interpretations}
              stepError={stepError}
              contactErrors={contactErrors}
              signInRequired={signInRequired}
            />

            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" onClick={() => goTo(draft.step - 1)} disabled={draft.step === 1}>
                <ArrowLeft aria-hidden />
                Back
              </Button>
              {isLast ? (
                <Button type="submit" disabled={submission.submitting}>
                  {submission.submitting && <Spinner label="Submitting" className="size-4 text-white" />}
                  Generate Proposal
                </Button>
              ) : (
                <Button type="submit">
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
