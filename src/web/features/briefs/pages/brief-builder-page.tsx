import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TPageMeta } from '@web/components/page-meta';
import type { TBriefOriginRef } from '../api/get-brief-origin';
import { BriefBuilder } from '../components/builder/brief-builder';

/** One screen, three routes: a bespoke brief, a pack to choose and customize, or this pack. */
export function meta(pathname: string): TPageMeta {
  if (pathname.startsWith('/customize/')) {
    return {
      title: 'Customize this pack',
      description: 'Tailor this outcome pack to your goals and receive quotes from vetted experts.',
    };
  }
  if (pathname === '/customize') {
    return {
      title: 'Customize a pack',
      description: 'Tailor an outcome pack to your goals and receive quotes from vetted experts.',
    };
  }
  return {
    title: 'Brief Builder',
    description: 'Describe the outcome you need in a few guided steps and receive quotes from vetted experts.',
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** capability_id, pack_id or /customize/{id} set where the brief starts from. */
function originRefOf(packIdFromPath: string | undefined, params: URLSearchParams): TBriefOriginRef | null {
  const capability = params.get('capability_id');
  if (capability) return { kind: 'capability', id: capability };
  const pack = packIdFromPath ?? params.get('pack_id');
  return pack ? { kind: 'catalog', id: pack } : null;
}

/** /brief-builder, /customize and /customize/{id}: one screen; each origin keeps its own saved answers. */
export default function BriefBuilderPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const originRef = originRefOf(id, params);
  const storageKey = `brief-builder:v1:${originRef ? `${originRef.kind}:${originRef.id}` : 'bespoke'}`;
  // ?expert=<id>: "Request this expert" from the client's saved experts.
  const expert = params.get('expert');
  const preferredExpertId = expert && UUID.test(expert) ? expert : null;
  // ?goal=: step 1's form sent before the script ran. The builder takes it into its draft as it mounts; the address
  // then loses it, so a reload or a shared link does not bring it back.
  const [sentGoal] = useState(() => params.get('goal'));
  useEffect(() => {
    if (!params.has('goal')) return;
    const withoutGoal = new URLSearchParams(params);
    withoutGoal.delete('goal');
    setParams(withoutGoal, { replace: true });
  }, [params, setParams]);
  return (
    <BriefBuilder
      key={storageKey}
      storageKey={storageKey}
      originRef={originRef}
      preferredExpertId={preferredExpertId}
      sentGoal={sentGoal}
    />
  );
}
