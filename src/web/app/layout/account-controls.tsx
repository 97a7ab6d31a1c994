import { BarChart3, BriefcaseBusiness, LayoutDashboard, LogOut, Settings, Shield } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { TViewer } from '@shared/schemas/me';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { useSignOut } from '@web/features/auth/api/auth-api';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { avatarInitial } from '@web/lib/viewer';
import { headerLinkClass as linkClass } from './header-link-class';

function useSignOutWithToast() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success('Signed out', { description: 'You have been signed out successfully.' });
        navigate('/');
      },
      onError: (error) => toast.error('Sign out failed', { description: error.message }),
    });
}

/** The signed-in part of the header: the notifications bell and the avatar menu. */
export default function AccountControls({ viewer }: { viewer: TViewer }) {
  const onSignOut = useSignOutWithToast();
  return (
    <>
      <NotificationBell />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button
            type="button"
            className="hidden size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white md:flex"
            aria-label="Account menu"
            data-testid="avatar"
          >
            {avatarInitial(viewer)}
          </button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>{viewer.email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link to="/dashboard">
              <LayoutDashboard className="size-4" /> Dashboard
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/account">
              <Settings className="size-4" /> Account settings
            </Link>
          </DropdownMenuItem>
          {viewer.expertStatus && viewer.expertStatus !== 'rejected' && (
            <DropdownMenuItem asChild>
              <Link to="/expert">
                <BriefcaseBusiness className="size-4" /> Expert area
              </Link>
            </DropdownMenuItem>
          )}
          {(viewer.isAdmin || viewer.adminMfaRequired) && (
            <>
              <DropdownMenuItem asChild>
                <Link to="/admin">
                  <Shield className="size-4" /> Admin Panel
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to="/admin/reports">
                  <BarChart3 className="size-4" /> Admin Reports
                </Link>
              </DropdownMenuItem>
            </>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut className="size-4" /> Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

/** The signed-in part of the header's phone menu: who is signed in, their account links and signing out. */
export function MobileAccountMenu({ viewer }: { viewer: TViewer }) {
  const { pathname } = useLocation();
  const signOut = useSignOutWithToast();
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600">
        <span className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
          {avatarInitial(viewer)}
        </span>
        {viewer.email}
      </p>
      <Link to="/account" className={linkClass(pathname === '/account')}>
        Account settings
      </Link>
      {(viewer.isAdmin || viewer.adminMfaRequired) && (
        <>
          <Link to="/admin" className={linkClass(false)}>
            Admin Panel
          </Link>
          <Link to="/admin/reports" className={linkClass(false)}>
            Admin Reports
          </Link>
        </>
      )}
      <button type="button" onClick={signOut} className={cn(linkClass(false), 'text-left')}>
        Sign out
      </button>
    </div>
  );
}
