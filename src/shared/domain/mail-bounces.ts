// The mail bounces' API paths, for pages that call them without the schemas (and zod) of src/shared/schemas.

/**
 * Addresses that get no optional mail because they hard-bounced or their owner complained: reported by the operator's
 * MTA (`report`, a shared secret), listed and cleared by the admins, seen and cleared by the owner ("Try again").
 */
export const MAIL_BOUNCES_API = {
  report: '/api/mail/bounces',
  list: '/api/admin/mail-bounces',
  clear: '/api/admin/mail-bounces/:id',
  mine: '/api/account/email-bounce',
} as const;
