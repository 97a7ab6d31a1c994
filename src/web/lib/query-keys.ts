import type { TAdminAgencyListQuery } from '@shared/schemas/admin-agencies';
import type { TBriefListQuery } from '@shared/schemas/briefs';
import type { TAdminExpertListQuery } from '@shared/schemas/experts';
import type { TReportKind } from '@shared/domain/reports';

/**
 * Every TanStack Query key, as one tree. Each endpoint's queryOptions takes its key from here, and every
 * invalidation names a key or a prefix from here: invalidating a prefix refreshes everything under it (after an
 * admin action `admin.all` refreshes the admin catalog, requests, reviews, projects and settings), so this tree is
 * the contract between the queries and the mutations of every feature. Nothing else writes a key by hand.
 */
export const queryKeys = {
  viewer: ['viewer'] as const,
  publicConfig: ['public-config'] as const,
  /** First-admin setup: whether this setup link still works. */
  setupLink: (token: string) => ['setup-link', token] as const,
  devMailbox: ['dev-mailbox'] as const,
  notifications: ['notifications'] as const,
  account: {
    all: ['account'] as const,
    settings: ['account', 'settings'] as const,
    sessions: ['account', 'sessions'] as const,
    twoFactor: ['account', 'two-factor'] as const,
    billing: ['account', 'billing'] as const,
    /** Follows the viewer's billing details: saving them refreshes every preview under this prefix. */
    vatPreviews: ['account', 'vat-preview'] as const,
    vatPreview: (amount: number, currency: string) => ['account', 'vat-preview', amount, currency] as const,
  },

  catalog: {
    all: ['catalog'] as const,
    categories: ['catalog', 'categories'] as const,
    products: ['catalog', 'products'] as const,
    product: (id: string) => ['catalog', 'product', id] as const,
    caseStudies: ['catalog', 'case-studies'] as const,
    capabilityCards: ['catalog', 'capability-cards'] as const,
  },

  briefs: {
    intake: ['briefs', 'intake'] as const,
    origin: (kind: string, id: string) => ['briefs', 'origin', kind, id] as const,
    lists: ['briefs', 'list'] as const,
    list: (filter: TBriefListQuery) => ['briefs', 'list', filter] as const,
    qaQueue: ['briefs', 'qa-queue'] as const,
    /** Every reading of one brief, whatever token it was read with. */
    detailAll: (id: string) => ['briefs', 'detail', id] as const,
    /** token null: the owner's or an admin's reading. */
    detail: (id: string, token: string | null) => ['briefs', 'detail', id, token] as const,
    raw: (id: string) => ['briefs', 'raw', id] as const,
  },

  quotes: {
    all: ['quotes'] as const,
    mine: ['quotes', 'mine'] as const,
    detail: (id: string) => ['quotes', 'detail', id] as const,
  },

  requests: {
    all: ['requests'] as const,
    mine: ['requests', 'mine'] as const,
    quotes: (requestId: string) => ['requests', 'quotes', requestId] as const,
  },

  projects: {
    all: ['projects'] as const,
    mine: ['projects', 'mine'] as const,
    detail: (id: string) => ['projects', 'detail', id] as const,
    /** Under the project's detail: refreshing a project refreshes its ratings too. */
    ratings: (id: string) => ['projects', 'detail', id, 'ratings'] as const,
    /** Under the project's detail: its deliverables and their versions. */
    deliverables: (id: string) => ['projects', 'detail', id, 'deliverables'] as const,
    /** Under the project's detail: its disputes and their timelines. */
    disputes: (id: string) => ['projects', 'detail', id, 'disputes'] as const,
    /** Under the project's detail: the Outcome Assurance block. */
    assurance: (id: string) => ['projects', 'detail', id, 'assurance'] as const,
    /** Under the project's detail: its milestones (funding, approval, auto-release). */
    milestones: (id: string) => ['projects', 'detail', id, 'milestones'] as const,
    /** Under the project's detail: its chat (pages of messages, newest first). */
    chat: (id: string) => ['projects', 'detail', id, 'chat'] as const,
    /** Under the project's detail: its meetings, the recording settings and the Google Calendar status. */
    meetings: (id: string) => ['projects', 'detail', id, 'meetings'] as const,
    /** Under the project's detail: the viewer's TeamSmith AI conversation (latest session's messages). */
    assistant: (id: string) => ['projects', 'detail', id, 'assistant'] as const,
    /** Under the project's detail: its active insights. */
    insights: (id: string) => ['projects', 'detail', id, 'insights'] as const,
    /** Unread chat messages per project, for the dashboard's project lists. */
    chatUnread: ['projects', 'chat-unread'] as const,
  },

  /** The expert's earnings and payout history. */
  earnings: ['earnings'] as const,

  orders: { mine: ['orders', 'mine'] as const },

  /** Receipts, VAT invoices and credit notes. */
  documents: { mine: ['documents', 'mine'] as const, one: (id: string) => ['documents', id] as const },

  experts: {
    all: ['experts'] as const,
    /** The signed-in person's own expert profile (or application). */
    mine: ['experts', 'mine'] as const,
    public: (id: string) => ['experts', 'public', id] as const,
    saved: ['experts', 'saved'] as const,
  },

  agencies: {
    all: ['agencies'] as const,
    /** The viewer's agencies, the invitations waiting for them and whether they may create one. */
    mine: ['agencies', 'mine'] as const,
    detail: (id: string) => ['agencies', 'detail', id] as const,
    invitation: (id: string) => ['agencies', 'invitation', id] as const,
  },

  /** The expert area's work: invitations, own quotes and projects (matching). */
  expertWork: {
    all: ['expert-work'] as const,
    invitations: ['expert-work', 'invitations'] as const,
    invitation: (id: string) => ['expert-work', 'invitations', id] as const,
    quotes: ['expert-work', 'quotes'] as const,
    projects: ['expert-work', 'projects'] as const,
  },

  payments: { verify: (sessionId: string) => ['payments', 'verify', sessionId] as const },

  admin: {
    all: ['admin'] as const,
    catalog: ['admin', 'catalog'] as const,
    categories: ['admin', 'catalog', 'categories'] as const,
    products: ['admin', 'catalog', 'products'] as const,
    projects: ['admin', 'projects'] as const,
    /** Submitted deliverables waiting for human QA. */
    qaQueue: ['admin', 'qa-queue'] as const,
    /** Ledger against the provider's records. */
    reconciliation: ['admin', 'reconciliation'] as const,
    bankTransfers: ['admin', 'bank-transfers'] as const,
    bankTransferClients: ['admin', 'bank-transfers', 'clients'] as const,
    /** Unresolved disputes. */
    disputes: ['admin', 'disputes'] as const,
    /** Open Outcome Assurance replacement requests. */
    replacements: ['admin', 'replacements'] as const,
    quoteReviews: ['admin', 'quote-reviews'] as const,
    requests: ['admin', 'requests'] as const,
    request: (id: string) => ['admin', 'requests', id] as const,
    settings: ['admin', 'settings'] as const,
    /** Under settings, so a settings change refreshes them too. */
    settingsAudit: ['admin', 'settings', 'audit'] as const,
    /** The administrator activity log (every admin action refreshes `admin.all`, so this too). */
    activity: ['admin', 'activity'] as const,
    settingsFallbacks: ['admin', 'settings', 'fallbacks'] as const,
    /** The dashboard's header numbers. */
    stats: ['admin', 'stats'] as const,
    /** The waiting-work counts beside each area in the admin workspace's navigation. */
    workload: ['admin', 'workload'] as const,
    /** How far the living demo's history is seeded (polled while seeding). */
    demoStatus: ['admin', 'demo-status'] as const,
    search: (q: string) => ['admin', 'search', q] as const,
    matching: ['admin', 'matching'] as const,
    matchingRequests: ['admin', 'matching', 'requests'] as const,
    matchingPerformance: ['admin', 'matching', 'performance'] as const,
    experts: ['admin', 'experts'] as const,
    expertLists: ['admin', 'experts', 'list'] as const,
    expertList: (filter: TAdminExpertListQuery) => ['admin', 'experts', 'list', filter] as const,
    expert: (id: string) => ['admin', 'experts', 'detail', id] as const,
    /** The admin's agency directory: a page of the list, and one agency. */
    agencyList: (filter: TAdminAgencyListQuery) => ['admin', 'agencies', 'list', filter] as const,
    agency: (id: string) => ['admin', 'agencies', 'detail', id] as const,
    /** /admin/reports: the KPI overview and every report page. */
    reports: ['admin', 'reports'] as const,
    reportsOverview: ['admin', 'reports', 'overview'] as const,
    /** One page of a report; `query` is its query string (search, filters, order, page and size). */
    reportPage: (kind: TReportKind, query: string) => ['admin', 'reports', kind, query] as const,
    /** The live analytics monitor's newest 50 (all, or of one event name), and the settings card's counts. */
    analyticsEvents: (name: string | null) => ['admin', 'analytics', 'events', name ?? 'all'] as const,
    analyticsSummary: ['admin', 'analytics', 'summary'] as const,
  },
};
