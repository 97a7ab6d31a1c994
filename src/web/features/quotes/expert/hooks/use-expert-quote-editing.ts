import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import type { TExpertQuote, TQuoteDraft } from '@shared/schemas/quotes';
import { toast } from '@web/lib/toast';
import { quoteSubmittedMessage } from '../../components/quote-submitted-message';
import { expertQuoteQuery } from '../api/list-expert-quotes';
import { useSaveExpertQuote } from '../api/save-expert-quote';

/** The id of the button that opens the editor on a quote ("Revise"), or on a new quote ("Write Quote"). */
export const quoteOpenerId = (quote: { id: string } | 'new') =>
  quote === 'new' ? 'write-quote' : `revise-${quote.id}`;

/**
 * The expert's quote in the editor: a new one on `requestId`, or a revision, read whole by id (the lists send only
 * what their rows show). When the editor closes, focus goes back to the button that opened it, or to `fallback` (the
 * list's heading) when that button is gone (the quote was sent). The save's promise is the editor's: a refusal marks
 * the fields it names.
 */
export function useExpertQuoteEditing(fallback: RefObject<HTMLElement | null>, requestId?: string) {
  const queryClient = useQueryClient();
  const save = useSaveExpertQuote();
  const [editing, setEditing] = useState<TExpertQuote | 'new' | null>(null);
  const [opening, setOpening] = useState(false);

  const open = async (quote: { id: string } | 'new') => {
    if (quote === 'new') return setEditing('new');
    setOpening(true);
    try {
      setEditing(await queryClient.fetchQuery(expertQuoteQuery(quote.id)));
    } catch (failure) {
      toast.error('Failed to open quote', { description: (failure as Error).message });
    } finally {
      setOpening(false);
    }
  };

  const close = () => {
    const opener = editing === null ? null : quoteOpenerId(editing);
    setEditing(null);
    // After React has drawn the list again without the editor.
    requestAnimationFrame(() => ((opener && document.getElementById(opener)) || fallback.current)?.focus());
  };

  const submit = (draft: TQuoteDraft) =>
    save.mutateAsync(
      editing === 'new' || editing === null ? { requestId: requestId ?? '', draft } : { quoteId: editing.id, draft },
      {
        onSuccess: (quote) => {
          close();
          const message = quoteSubmittedMessage(quote);
          toast.success(message.title, { description: message.description });
        },
        onError: (failure) => toast.error('Failed to save quote', { description: failure.message }),
      },
    );

  return {
    editing,
    open: (quote: { id: string } | 'new') => void open(quote),
    opening,
    close,
    submit,
    saving: save.isPending,
  };
}
