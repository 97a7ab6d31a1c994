import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { purchaseOrderInputSchema } from '@shared/schemas/project-form-bodies';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { resolverOnFirstUse } from '@web/lib/resolver-on-first-use';
import { toast } from '@web/lib/toast';
import { useSavePurchaseOrder } from '../../api/milestones/milestones-api';

type TPurchaseOrderSchema = ReturnType<typeof purchaseOrderInputSchema>;
const purchaseOrderResolver = resolverOnFirstUse(purchaseOrderInputSchema);

/** The client's purchase-order reference for this project, printed on invoices issued from now on. */
export function PurchaseOrderForm({ projectId, current }: { projectId: string; current: string | null }) {
  const save = useSavePurchaseOrder(projectId);
  const form = useForm<z.input<TPurchaseOrderSchema>, unknown, z.output<TPurchaseOrderSchema>>({
    resolver: purchaseOrderResolver,
    defaultValues: { reference: current ?? '' },
  });
  const { errors, submitCount } = form.formState;
  useEffect(() => form.reset({ reference: current ?? '' }), [current, form]);
  const submit = form.handleSubmit(({ reference }) =>
    save.mutate(reference ?? '', {
      onSuccess: () => toast.success('PO reference saved'),
      onError: (failure) => {
        if (!showServerFieldErrors(failure, form.setError, ['reference']))
          toast.error('Could not save the PO reference', { description: failure.message });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label="Purchase order">
      <ErrorSummary key={submitCount} problems={problemsOf(errors, { reference: 'po-reference' })} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField
            id="po-reference"
            label="Purchase-order reference (optional)"
            hint="Printed on this project’s invoices from now on."
            error={errors.reference?.message}
            summarised
          >
            <Input
              id="po-reference"
              maxLength={100}
              {...form.register('reference')}
              {...describedBy('po-reference', errors.reference, true)}
            />
          </FormField>
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save PO reference'}
        </Button>
      </div>
    </form>
  );
}
