import { AlertCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

/** A load failure with the server's message and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <AlertCircle className="size-5 text-red-600" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>{error.message}</CardDescription>
        <div>
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      </CardHeader>
    </Card>
  );
}
