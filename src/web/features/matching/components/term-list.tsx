import { Badge } from '@web/components/ui/badge';

/** A labelled row of term badges (skills, outcomes) in a request's description list; nothing when empty. */
export function Terms({ label, terms }: { label: string; terms: string[] }) {
  if (terms.length === 0) return null;
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 flex flex-wrap gap-1">
        {terms.map((term) => (
          <Badge key={term} variant="secondary">
            {term}
          </Badge>
        ))}
      </dd>
    </div>
  );
}
