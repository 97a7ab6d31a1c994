import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { RATING_COMMENT_MAX_LENGTH } from '@shared/domain/limits';
import type { TProjectRatings, TRating } from '@shared/schemas/ratings';
import { ratingBodySchema, type TRatingBody } from '@shared/schemas/project-form-bodies';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, focusField, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { resolverOnFirstUse } from '@web/lib/resolver-on-first-use';
import { toast } from '@web/lib/toast';
import { useProjectRatings, useRateProject } from './ratings-api';
import { SCORE_LABELS, StarRatingInput, StarScore } from './star-rating-input';
import { LocalDate } from '@web/components/ui/local-date';

function RatingView({ heading, rating }: { heading: string; rating: TRating }) {
  return (
    <div className="space-y-1 rounded-lg border border-slate-200 p-4">
      <p className="text-sm font-medium text-slate-900">{heading}</p>
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <StarScore score={rating.score} />
        {SCORE_LABELS[rating.score]}
      </p>
      {rating.comment && <p className="whitespace-pre-line text-sm text-slate-700">{rating.comment}</p>}
    </div>
  );
}

type TRatingForm = z.input<ReturnType<typeof ratingBodySchema>>;
const ratingResolver = resolverOnFirstUse(ratingBodySchema);

function RatingForm({ projectId, ratings }: { projectId: string; ratings: TProjectRatings }) {
  const id = useId();
  const starsId = `${id}-stars`;
  const rate = useRateProject(projectId);
  const other = ratings.otherParty;
  const form = useForm<TRatingForm, unknown, TRatingBody>({
    resolver: ratingResolver,
    defaultValues: { comment: '' },
  });
  const { errors, submitCount } = form.formState;
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';

  const submit = form.handleSubmit(
    (input) =>
      // The promise, not mutate's callbacks: the saved rating replaces this form, and an unmounted observer drops them.
      rate.mutateAsync(input).then(
        () => toast.success('Rating submitted'),
        (failure: Error) => {
          if (!showServerFieldErrors(failure, form.setError, ['score', 'comment']))
            toast.error('Failed to submit rating', { description: failure.message });
        },
      ),
    // The stars are a radio group: focus goes to its first star.
    (invalid) => invalid.score && focusField(starsId),
  );

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, { score: starsId, comment: `${id}-comment` })} />
      <div className="space-y-2">
        <p id={`${id}-question`} className="text-sm font-medium text-slate-900">
          How was working with {other?.name ?? 'them'}?
        </p>
        <Controller
          control={form.control}
          name="score"
          render={({ field }) => (
            <StarRatingInput
              id={starsId}
              value={field.value ?? null}
              onChange={field.onChange}
              labelledBy={`${id}-question`}
              describedBy={errors.score ? `${starsId}-error` : undefined}
              invalid={Boolean(errors.score)}
            />
          )}
        />
        {errors.score && (
          <p id={`${starsId}-error`} className="text-xs font-medium text-red-600">
            {errors.score.message}
          </p>
        )}
      </div>
      <FormField
        id={`${id}-comment`}
        label="Comment (optional)"
        hint={`${comment.length} / ${RATING_COMMENT_MAX_LENGTH} characters`}
        error={errors.comment?.message}
        summarised
      >
        <Textarea
          id={`${id}-comment`}
          maxLength={RATING_COMMENT_MAX_LENGTH}
          {...form.register('comment')}
          {...describedBy(`${id}-comment`, errors.comment, true)}
        />
      </FormField>
      <Button type="submit" disabled={rate.isPending}>
        {rate.isPending ? 'Submitting…' : 'Submit rating'}
      </Button>
    </form>
  );
}

/**
 * "Rate this project" on a completed project: the client rates the freelancer and the freelancer the client, 1–5 and
 * a comment. Double-blind: your own rating is hidden from the other side (and theirs from you) until both are in or
 * 14 days after completion.
 */
export function RateProjectCard({ projectId, completed }: { projectId: string; completed: boolean }) {
  const { data: ratings, isPending, error } = useProjectRatings(projectId, completed);
  if (!completed) return null;
  if (error) return null;
  const headingId = `rate-project-${projectId}`;
  const otherName = ratings?.otherParty?.name ?? (ratings?.viewerRole === 'client' ? 'the freelancer' : 'the client');

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={headingId}>{ratings?.viewerRole === 'admin' ? 'Ratings' : 'Rate this project'}</h2>
          </CardTitle>
          <CardDescription>
            Ratings are double-blind: neither side sees the other's rating until both are in, or 14 days after the
            project completed.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {isPending || !ratings ? (
            <Skeleton className="h-40 w-full" />
          ) : (
            <>
              {ratings.canRate && <RatingForm projectId={projectId} ratings={ratings} />}
              {ratings.mine && !ratings.published && (
                <p className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800" role="status">
                  Thanks — your rating is hidden until {otherName} rates
                  {ratings.revealAt && (
                    <>
                      {' '}
                      or <LocalDate value={ratings.revealAt} />
                    </>
                  )}
                  .
                </p>
              )}
              {ratings.published && ratings.viewerRole !== 'admin' && (
                <div className="grid gap-3 sm:grid-cols-2">
                  {ratings.mine && <RatingView heading="Your rating" rating={ratings.mine} />}
                  {ratings.theirs ? (
                    <RatingView heading={`${otherName}'s rating of you`} rating={ratings.theirs} />
                  ) : (
                    <p className="text-sm text-slate-600">{otherName} did not rate this project.</p>
                  )}
                </div>
              )}
              {ratings.viewerRole === 'admin' &&
                (ratings.published ? (
                  <div className="grid gap-3 sm:grid-cols-2">
                    {ratings.client && <RatingView heading="Client's rating" rating={ratings.client} />}
                    {ratings.freelancer && <RatingView heading="Freelancer's rating" rating={ratings.freelancer} />}
                  </div>
                ) : (
                  <p className="text-sm text-slate-600">Ratings are not published yet.</p>
                ))}
              {!ratings.canRate && !ratings.mine && ratings.viewerRole !== 'admin' && !ratings.published && (
                <p className="text-sm text-slate-600">There is nobody on this project for you to rate yet.</p>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
