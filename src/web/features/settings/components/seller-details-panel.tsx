import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SETTINGS, type TSettings } from '@shared/domain/settings';
import { Button } from '@web/components/ui/button';
import { CountrySelect } from '@web/components/ui/country-select';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { SettingsPanel } from './settings-panel';

const ZSellerSchema = SETTINGS.seller_details.schema;
type TSeller = z.output<typeof ZSellerSchema>;

/** Why the VAT number matters, beside its field: what payments issue now, with or without it. */
export function vatNumberHint(vatNumber: string): string {
  return vatNumber
    ? 'Payments issue VAT invoices at the rate below, each also an e-invoice; a business buyer abroad with a VAT number is reverse-charged.'
    : 'No VAT number yet, so no VAT is charged: payments issue a receipt and a plain invoice (VAT 0), because only a VAT-registered seller may issue a VAT invoice. Enter the VAT number and the invoice e-mail to charge VAT.';
}

const TEXT_FIELDS: {
  name: Exclude<keyof TSeller, 'vatRatePercent' | 'country'>;
  label: string;
  hint?: string;
  long?: boolean;
}[] = [
  { name: 'legalName', label: 'Legal name' },
  { name: 'address', label: 'Registered address', long: true },
  { name: 'companyNumber', label: 'Company number' },
  { name: 'vatNumber', label: 'VAT number' },
  {
    name: 'email',
    label: 'Invoice e-mail',
    hint: 'Printed on documents; e-invoices name the seller by it. Required with a VAT number.',
  },
  {
    name: 'bankDetails',
    label: 'Bank details for transfers',
    hint: 'Account name, sort code and account number, or IBAN and BIC.',
    long: true,
  },
  { name: 'invoiceFooter', label: 'Invoice footer', long: true },
];

const FIELD_IDS: Record<string, string> = {
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field.name, `seller-${field.name}`])),
  country: 'seller-country',
  vatRatePercent: 'seller-vat-rate',
};

function SellerForm({ settings }: { settings: TSettings }) {
  const update = useUpdateAdminSetting();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof ZSellerSchema>, unknown, TSeller>({
    resolver: zodResolver(ZSellerSchema),
    defaultValues: settings.seller_details,
  });

  const save = handleSubmit(async (value) => {
    try {
      await update.mutateAsync({ key: 'seller_details', value });
      toast.success('Settings saved successfully');
    } catch (failure) {
      toast.error(`Failed to save settings: ${(failure as Error).message || 'Unknown error'}`);
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => {
          const id = FIELD_IDS[field.name]!;
          const error = errors[field.name]?.message;
          const Control = field.long ? Textarea : Input;
          const hint = field.name === 'vatNumber' ? vatNumberHint(settings.seller_details.vatNumber) : field.hint;
          return (
            <FormField key={field.name} id={id} label={field.label} hint={hint} error={error} summarised>
              <Control id={id} {...register(field.name)} {...describedBy(id, error, Boolean(hint))} />
            </FormField>
          );
        })}
        <FormField
          id="seller-country"
          label="Country"
          hint="Where the seller is registered for VAT: business buyers elsewhere are reverse-charged."
          error={errors.country?.message}
          summarised
        >
          <CountrySelect
            id="seller-country"
            {...register('country')}
            {...describedBy('seller-country', errors.country?.message, true)}
          />
        </FormField>
        <FormField
          id="seller-vat-rate"
          label="VAT rate (%)"
          hint="Prices include VAT; invoices show this share of each payment as VAT."
          error={errors.vatRatePercent?.message}
          summarised
        >
          <Input
            id="seller-vat-rate"
            inputMode="decimal"
            {...register('vatRatePercent', { valueAsNumber: true })}
            {...describedBy('seller-vat-rate', errors.vatRatePercent, true)}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && <Spinner label="Saving" className="size-4 text-white" />}
        Save business details
      </Button>
    </form>
  );
}

/** The seller on receipts, invoices and credit notes (issued documents keep the details they were issued with). */
export function SellerDetailsPanel() {
  return (
    <SettingsPanel
      title="Business details for invoices"
      description="Printed on every receipt, invoice and credit note from now on; documents already issued keep theirs."
      skeletonClassName="h-64"
    >
      {(settings) => <SellerForm key={JSON.stringify(settings.seller_details)} settings={settings} />}
    </SettingsPanel>
  );
}
