import { LogIn, ShieldCheck } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { ASSURED_ADDON_NOTE } from '@shared/domain/brief-options';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from '@shared/domain/limits';
import { Button } from '@web/components/ui/button';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import type { TContactErrors } from '../../hooks/use-brief-submission';
import type { TBuilderDraft } from '../../hooks/use-builder-draft';

type ContactStepProps = {
  contact: TBuilderDraft['contact'];
  onContactChange: (contact: TBuilderDraft['contact']) => void;
  assuredMode: boolean;
  onAssuredModeChange: (value: boolean) => void;
  errors: TContactErrors;
  /** A guest while guest submissions are off: asked to sign in first. */
  signInRequired: boolean;
};

/** Step 7: contact details, Outcome Assurance. */
export function ContactStep({
  contact,
  onContactChange,
  assuredMode,
  onAssuredModeChange,
  errors,
  signInRequired,
}: ContactStepProps) {
  const field = (name: keyof TBuilderDraft['contact']) => ({
    id: `contact-${name}`,
    value: contact[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onContactChange({ ...contact, [name]: event.target.value }),
  });

  return (
    <div className="space-y-6">
      {signInRequired && (
        <div
          className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          role="note"
        >
          <p className="text-sm text-amber-900">
            Please sign in to submit your brief. Your answers are saved on this device, so you can come back to this
            page afterwards.
          </p>
          <Button variant="outline" size="sm" asChild>
            <Link to="/auth">
              <LogIn aria-hidden />
              Sign In
            </Link>
          </Button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name *" error={errors.name} summarised>
          <Input
            {...field('name')}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            aria-required
            {...describedBy('contact-name', errors.name)}
          />
        </FormField>
        <FormField id="contact-email" label="Email *" error={errors.email} summarised>
          <Input
            {...field('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            aria-required
            {...describedBy('contact-email', errors.email)}
          />
        </FormField>
        <div className="space-y-2">
          <Label htmlFor="contact-company">Company</Label>
          <Input {...field('company')} autoComplete="organization" maxLength={NAME_MAX_LENGTH} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="contact-phone">Phone</Label>
          <Input {...field('phone')} type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} />
        </div>
      </div>

      <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-4">
        <div className="space-y-1">
          <Label htmlFor="assured-mode" className="flex items-center gap-2">
            <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
            Outcome Assurance
          </Label>
          <p className="text-sm text-slate-600">{ASSURED_ADDON_NOTE}</p>
        </div>
        <Switch id="assured-mode" checked={assuredMode} onCheckedChange={onAssuredModeChange} />
      </div>
    </div>
  );
}
