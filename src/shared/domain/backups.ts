/**
 * The backups' API path, apart from their schemas: the admin workspace's first view reads it and so loads no schema
 * (decision 044).
 */
export const BACKUPS_API = { overview: '/api/admin/backups' } as const;
