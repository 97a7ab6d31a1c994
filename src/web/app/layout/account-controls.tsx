import { BarChart3, BriefcaseBusiness, LayoutDashboard, LogOut, Settings, Shield } from 'lucide-react';
import { Link } from 'react-router';
import type { TViewer } from '@shared/schemas/me';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { avatarInitial } from '@web/lib/viewer';

/** The signed-in part of the header: the notifications bell and the avatar menu. */
export default function AccountControls({ viewer, onSignOut }: { viewer: TViewer; onSignOut: () => void }) {
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
