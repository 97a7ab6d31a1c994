import type { TSkillRead, TSkillSource } from '@shared/domain/matching/read-skills';

const FIELD_LABELS: Record<TSkillSource['field'], string> = {
  goal: 'the goal',
  context: 'the context',
  constraints: 'the constraints',
  proposal: 'the proposal’s team',
};

/** Where the request's skills were read in the brief: each phrase of the client's, with the skills it gave. */
export function SkillSources({ skillSources }: { skillSources: readonly TSkillRead[] }) {
  if (skillSources.length === 0) return null;
  const byPhrase = new Map<string, { field: string; phrase: string; skills: string[] }>();
  for (const { skill, sources } of skillSources)
    for (const { field, phrase } of sources) {
      const key = `${field}\u0000${phrase}`;
      const entry = byPhrase.get(key) ?? { field: FIELD_LABELS[field], phrase, skills: [] };
      entry.skills.push(skill);
      byPhrase.set(key, entry);
    }
  return (
    <div className="sm:col-span-3">
      <dt className="text-xs uppercase tracking-wide text-slate-500">Where the skills came from</dt>
      <dd>
        <ul className="mt-1 space-y-1" data-testid="skill-sources">
          {[...byPhrase.values()].map(({ field, phrase, skills }) => (
            <li key={`${field}-${phrase}`} className="break-words">
              <span className="text-slate-500">from {field}:</span> “{phrase}” → {skills.join(', ')}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
