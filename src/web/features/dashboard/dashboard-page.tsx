import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { useViewer } from '@web/lib/viewer';

export default function DashboardPage() {
  const { viewer, loading } = useViewer();
  if (loading) return <LoadingBlock />;
  if (!viewer) {
    return (
      <div className="mx-auto max-w-md px-4 py-24">
        <Card className="text-center">
          <CardHeader>
            <Lock className="mx-auto size-8 text-slate-400" aria-hidden />
            <CardTitle>
              <h1>Access Required</h1>
            </CardTitle>
            <CardDescription>Please sign in to view your dashboard.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Dashboard</h1>
      <p className="mt-1 text-slate-600">Welcome back, {viewer.fullName || viewer.email}</p>
    </div>
  );
}
