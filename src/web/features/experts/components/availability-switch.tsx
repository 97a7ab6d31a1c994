import type { TExpertProfile } from '@shared/schemas/experts';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/lib/toast';
import { useSetAvailability } from '../api/set-availability';

/** The expert's availability switch: off means not taking new work (not matched or invited). */
export function AvailabilitySwitch({ profile }: { profile: TExpertProfile }) {
  const setAvailability = useSetAvailability();
  const checked = setAvailability.isPending ? Boolean(setAvailability.variables) : profile.available;

  const change = (available: boolean) =>
    setAvailability.mutate(available, {
      onSuccess: () => toast.success(available ? 'You are available for new work' : 'You are not taking new work'),
      onError: (error) => toast.error('Could not change availability', { description: error.message }),
    });

  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <Switch
        id="expert-availability"
        checked={checked}
        disabled={setAvailability.isPending}
        onCheckedChange={change}
        aria-describedby="expert-availability-hint"
      />
      <div>
        <Label htmlFor="expert-availability">Available for new work</Label>
        <p id="expert-availability-hint" className="text-xs text-slate-500">
          {checked ? 'Clients can invite you to projects.' : 'You are not matched or invited while this is off.'}
        </p>
      </div>
    </div>
  );
}
