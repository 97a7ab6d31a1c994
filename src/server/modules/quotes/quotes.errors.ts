import { appError } from '../../errors';
import { plural } from '../../../shared/domain/plural';

export const quotesErrors = {
  notFound: () => appError('quotes.not_found', 404, 'Quote not found'),
  requestNotFound: () => appError('requests.not_found', 404, 'Request not found'),
  expired: () => appError('quotes.expired', 409, 'This quote has expired and can no longer be answered.'),
  notActionable: () => appError('quotes.not_actionable', 409, 'This quote is no longer awaiting your response.'),
  notAwaitingReview: () => appError('quotes.not_awaiting_review', 409, 'This quote is not awaiting admin review.'),
  notRevisable: () =>
    appError('quotes.not_revisable', 409, 'Only quotes with requested changes or on hold can be revised.'),
  notDraft: () => appError('quotes.not_draft', 409, 'This quote is no longer a draft.'),
  requestNotOpen: () => appError('quotes.request_not_open', 409, 'This request is not open for quotes.'),
  alreadyQuoting: () =>
    appError(
      'quotes.already_quoting',
      409,
      'You already have a quote on this request: revise it instead of writing another.',
    ),
  limitReached: (max: number) =>
    appError('quotes.limit_reached', 409, `This request already has the maximum of ${plural(max, 'quote')}.`),
};
