import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { confirmationLanding, useResendConfirmation } from '../api/auth-api';

/** For an address that is not confirmed yet: sends the confirmation e-mail again. */
export function ResendConfirmation({ email, next }: { email: string; next: string }) {
  const resend = useResendConfirmation();
  return (
    <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="alert">
      <p>Confirm your e-mail address first: open the link we sent to {email}.</p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(
            { email, callbackURL: confirmationLanding(next) },
            {
              onSuccess: () => toast.success('Confirmation e-mail sent', { description: `Check ${email}.` }),
              onError: (error) => toast.error('Could not send the e-mail', { description: error.message }),
            },
          )
        }
      >
        {resend.isSuccess ? 'Confirmation e-mail sent' : resend.isPending ? 'Sending…' : 'Resend confirmation e-mail'}
      </Button>
    </div>
  );
}
