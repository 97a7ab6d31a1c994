import { Building2, Trophy } from 'lucide-react';
import type { TCapabilityCard } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';

/** View highlights: the expert's achievements and the industries they served. Loaded on first use. */
export default function CapabilityHighlightsDialog({
  card,
  returnFocusTo,
  onClose,
}: {
  card: TCapabilityCard;
  returnFocusTo: HTMLElement;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogTitle className="pr-6">{card.headline}</DialogTitle>
        <DialogDescription>{card.expert}</DialogDescription>
        <section className="mt-6" aria-labelledby="highlights-achievements">
          <h3 id="highlights-achievements" className="flex items-center gap-2 font-semibold">
            <Trophy className="size-4 text-amber-500" aria-hidden />
            Achievements
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {card.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </section>
        <section className="mt-6" aria-labelledby="highlights-industries">
          <h3 id="highlights-industries" className="flex items-center gap-2 font-semibold">
            <Building2 className="size-4 text-brand-600" aria-hidden />
            Industries
          </h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {card.industries.map((industry) => (
              <li key={industry}>
                <Badge variant="secondary">{industry}</Badge>
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  );
}
