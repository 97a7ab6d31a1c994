import { LoadingBlock } from '@web/components/ui/spinner';

export function PageLoading() {
  return <LoadingBlock label="Loading page" />;
}
