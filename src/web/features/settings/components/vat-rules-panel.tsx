import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SETTINGS, type TSettings } from '@shared/domain/settings';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/lib/toast';
import { useUpdateAdminSetting } from '../api/update-admin-setting';
import { SettingsPanel } from './settings-panel';

const ZVatRulesSchema = SETTINGS.vat_rules.schema;
type TVatRules = z.output<typeof ZVatRulesSchema>;

const NOTES: { name: 'reverseChargeNote' | 'notRegisteredNote'; label: string; hint: string }[] = [
  {
    name: 'reverseChargeNote',
    label: 'Reverse-charge note',
    hint: 'Printed on an invoice without VAT to a business buyer abroad, and given as the exemption reason in its e-invoice.',
  },
  {
    name: 'notRegisteredNote',
    label: 'Note on plain invoices (seller not registered)',
    hint: 'Printed on the plain invoices issued while the business details have no VAT number.',
  },
];

const NOTE_FIELD_IDS = Object.fromEntries(NOTES.map((note) => [note.name, `vat-${note.name}`]));

function VatRulesForm({ settings }: { settings: TSettings }) {
  const update = useUpdateAdminSetting();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<z.input<typeof ZVatRulesSchema>, unknown, TVatRules>({
    resolver: zodResolver(ZVatRulesSchema),
    defaultValues: settings.vat_rules,
  });

  const save = handleSubmit(async (value) => {
    try {
      await update.mutateAsync({ key: 'vat_rules', value });
      toast.success('Settings saved successfully');
    } catch (failure) {
      toast.error(`Failed to save settings: ${(failure as Error).message || 'Unknown error'}`);
    }
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void save(event)} noValidate>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, NOTE_FIELD_IDS)} />
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="vat-reverse-charge">Reverse charge for business buyers abroad</Label>
          <p id="vat-reverse-charge-description" className="text-sm text-slate-600">
            A buyer with a company name and a VAT number whose billing country is not the seller’s is invoiced without
            VAT. Off: everyone pays the seller’s VAT rate.
          </p>
        </div>
        <Controller
          control={control}
          name="reverseChargeEnabled"
          render={({ field }) => (
            <Switch
              id="vat-reverse-charge"
              checked={field.value}
              onCheckedChange={field.onChange}
              aria-describedby="vat-reverse-charge-description"
            />
          )}
        />
      </div>
      {NOTES.map((note) => {
        const id = NOTE_FIELD_IDS[note.name]!;
        const error = errors[note.name]?.message;
        return (
          <FormField key={note.name} id={id} label={note.label} hint={note.hint} error={error} summarised>
            <Textarea id={id} rows={2} {...register(note.name)} {...describedBy(id, error, true)} />
          </FormField>
        );
      })}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending && <Spinner label="Saving" className="size-4 text-white" />}
        Save VAT rules
      </Button>
    </form>
  );
}

/** Who pays VAT: the reverse charge for business buyers abroad, and the notes invoices carry. */
export function VatRulesPanel() {
  return (
    <SettingsPanel
      title="VAT rules"
      description="Decided per invoice when a payment is taken, and shown to the buyer before they pay; issued invoices keep theirs."
      skeletonClassName="h-48"
    >
      {(settings) => <VatRulesForm key={JSON.stringify(settings.vat_rules)} settings={settings} />}
    </SettingsPanel>
  );
}
