import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@web/lib/query-keys';
import { useDemoStatus } from '../api/get-demo-status';

/**
 * "Demo data: seeding… n %" while the living demo's history is seeded in the background; nothing once it is done or
 * where the demo history is off. When the seeding ends, the admin views (figures, waiting work, reports) are refreshed.
 */
export function DemoStatusBanner() {
  const queryClient = useQueryClient();
  const { data } = useDemoStatus();
  const wasSeeding = useRef(false);
  const state = data?.state;
  useEffect(() => {
    if (state === 'seeding') wasSeeding.current = true;
    else if (wasSeeding.current && state) {
      wasSeeding.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    }
  }, [state, queryClient]);

  if (!data || (data.state !== 'seeding' && data.state !== 'failed')) return null;
  return (
    <div
      role="status"
      data-testid="demo-status"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {data.state === 'seeding'
        ? `Demo data: seeding… ${data.percent} %`
        : `Demo data: seeding stopped at ${data.percent} % (see the server log; a restart resumes it)`}
    </div>
  );
}
