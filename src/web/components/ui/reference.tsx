import { REFERENCE_NOUNS, shortReference, type TReferenceKind } from '@shared/domain/reference';

/** "Project 3ebb452a": the short reference people quote to support, its code in a fixed-width face to read back. */
export function Reference({ kind, id, className }: { kind: TReferenceKind; id: string; className?: string }) {
  return (
    <span className={className} title={id}>
      {`${REFERENCE_NOUNS[kind]} `}
      <span className="font-mono">{shortReference(id)}</span>
    </span>
  );
}
