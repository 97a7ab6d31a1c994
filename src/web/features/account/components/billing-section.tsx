import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZBillingDetailsInputSchema, type TBillingDetails, type TBillingDetailsInput } from '@shared/schemas/billing';
import { Button } from '@web/components/ui/button';
import { CountrySelect } from '@web/components/ui/country-select';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { fieldErrorsOf } from '@web/lib/api-client';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { billingDetailsQuery, useSaveBillingDetails } from '../api/billing-api';
import { FormError, Section } from './section';

const FIELD_IDS = {
  companyName: 'billing-company',
  address: 'billing-address',
  vatNumber: 'billing-vat',
  country: 'billing-country',
} as const;

function BillingForm({ details }: { details: TBillingDetails }) {
  const save = useSaveBillingDetails();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<TBillingDetailsInput, unknown, z.output<typeof ZBillingDetailsInputSchema>>({
    resolver: zodResolver(ZBillingDetailsInputSchema),
    defaultValues: {
      companyName: details.companyName ?? '',
      address: details.address ?? '',
      vatNumber: details.vatNumber ?? '',
      country: details.country ?? '',
      ublByEmail: details.ublByEmail,
    },
  });
  const submit = handleSubmit((value) =>
    save.mutate(value, {
      onSuccess: () => toast.success('Billing details saved'),
      onError: (error) => showServerFieldErrors(error, setError, ['companyName', 'address', 'vatNumber', 'country']),
    }),
  );
  // A refusal naming fields is said beside them and in the summary; any other under the form.
  const fieldErrorsShown = Object.keys(fieldErrorsOf(save.error)).length > 0;
  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)} noValidate aria-label="Billing details">
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <FormField id="billing-company" label="Company name" summarised error={errors.companyName?.message}>
        <Input
          id="billing-company"
          autoComplete="organization"
          {...register('companyName')}
          {...describedBy('billing-company', errors.companyName?.message)}
        />
      </FormField>
      <FormField id="billing-address" label="Billing address" summarised error={errors.address?.message}>
        <Textarea
          id="billing-address"
          autoComplete="street-address"
          rows={3}
          {...register('address')}
          {...describedBy('billing-address', errors.address?.message)}
        />
      </FormField>
      <FormField id="billing-vat" label="VAT number" summarised error={errors.vatNumber?.message}>
        <Input id="billing-vat" {...register('vatNumber')} {...describedBy('billing-vat', errors.vatNumber?.message)} />
      </FormField>
      <FormField
        id="billing-country"
        label="Billing country"
        hint="A company with a VAT number outside the seller’s country is invoiced without VAT (reverse charge)."
        error={errors.country?.message}
        summarised
      >
        <CountrySelect
          id="billing-country"
          autoComplete="country"
          emptyLabel="Not given"
          {...register('country')}
          {...describedBy('billing-country', errors.country?.message, true)}
        />
      </FormField>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="billing-ubl" className="text-sm font-normal leading-snug">
          Also e-mail my e-invoices as UBL XML (EN 16931), with each VAT invoice and credit note
        </Label>
        <Controller
          control={control}
          name="ublByEmail"
          render={({ field }) => (
            <Switch id="billing-ubl" checked={field.value ?? false} onCheckedChange={field.onChange} />
          )}
        />
      </div>
      {!fieldErrorsShown && <FormError error={save.error} />}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save billing details'}
      </Button>
      {details.bankTransferEnabled && (
        <p className="text-sm text-slate-600">
          You can pay milestones by bank transfer against an invoice: choose “Pay by bank transfer” on a milestone.
        </p>
      )}
    </form>
  );
}

/** The client's company, address and VAT number, printed on invoices issued from now on. */
export function BillingSection() {
  const billing = useQuery(billingDetailsQuery);
  return (
    <Section
      id="billing"
      title="Billing details"
      description="Printed on your VAT invoices from now on; invoices already issued keep the details they were issued with. Add a purchase-order reference on each project’s Milestones tab."
    >
      {billing.isPending ? (
        <Skeleton className="h-48" role="status" aria-hidden={false} aria-label="Loading billing details" />
      ) : billing.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-700">
          <p>Could not load your billing details: {billing.error.message}</p>
          <Button variant="outline" onClick={() => void billing.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <BillingForm key={JSON.stringify(billing.data)} details={billing.data} />
      )}
    </Section>
  );
}
