import { Link } from 'react-router';
import { Notice } from '@web/components/ui/notice';
import { formatDateTime } from '@web/lib/format';
import { useBackupsOverview } from '../api/get-backups-overview';

/** On every admin page while the newest restore test failed: when, why, and where the backups are described. */
export function RestoreTestNotice() {
  const { data } = useBackupsOverview();
  const test = data?.lastRestoreTest;
  if (test?.status !== 'failed') return null;
  return (
    <Notice tone="danger" data-testid="restore-test-notice">
      <p className="break-words">
        The restore test of <time dateTime={test.startedAt}>{formatDateTime(test.startedAt)}</time> failed
        {test.error ? `: ${test.error}` : '.'}
      </p>
      <Link to="/admin/settings#backups" className="font-medium underline underline-offset-2">
        See backups in Settings
      </Link>
    </Notice>
  );
}
