import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '@web/lib/public-config';

/**
 * A production server running the sandbox checkout on purpose (PAYMENTS_SANDBOX=true, a staging server) says so on
 * every page, so nobody takes it for the live shop. Above the sticky header: it scrolls away and covers nothing.
 */
export function TestModeBanner() {
  const testMode = useQuery(publicConfigQuery).data?.paymentsTestMode === true;
  if (!testMode) return null;
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950"
    >
      <strong className="font-semibold">Test mode: no real payments.</strong>
      <span className="hidden sm:inline"> Checkouts use the sandbox and charge nothing.</span>
    </div>
  );
}
