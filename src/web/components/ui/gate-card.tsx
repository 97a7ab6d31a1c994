import { Lock, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

/** A page that needs something first (sign-in, an application): says what, with the one action that gets there. */
export function GateCard({
  icon: Icon = Lock,
  title,
  text,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: string;
  text: string;
  action: { to: string; label: string };
  className?: string;
}) {
  return (
    <Card className={className ?? 'mx-auto max-w-md text-center'}>
      <CardHeader>
        <Icon className="mx-auto size-8 text-slate-400" aria-hidden />
        <CardTitle asChild>
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={action.to}>{action.label}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
