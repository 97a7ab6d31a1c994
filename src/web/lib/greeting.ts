/**
 * The welcome line under a dashboard's heading: "Welcome, Ada" by first name, "Welcome" when there is no name.
 * Never "Welcome back" (a brand-new account has not been here before) and never a raw e-mail address.
 */
export function greeting(fullName: string | null): string {
  const firstName = fullName?.trim().split(/\s+/)[0];
  return firstName ? `Welcome, ${firstName}` : 'Welcome';
}
