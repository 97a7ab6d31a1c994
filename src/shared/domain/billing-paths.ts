// The billing and bank-transfer API paths: what the project page's milestones and the account and admin pages call
// them with, without the billing schemas (and zod), which validate what crosses the API (src/shared/schemas).

export const BILLING_API = {
  details: '/api/account/billing',
  purchaseOrder: (projectId: string) => `/api/projects/${projectId}/purchase-order`,
  transferClients: '/api/admin/bank-transfer/clients',
} as const;

export const BANK_TRANSFER_API = {
  request: (projectId: string, milestoneId: string) =>
    `/api/projects/${projectId}/milestones/${milestoneId}/bank-transfer`,
  awaiting: '/api/admin/bank-transfers',
  received: (paymentId: string) => `/api/admin/bank-transfers/${paymentId}/received`,
} as const;
