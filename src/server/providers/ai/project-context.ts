import type {
  TDeliverableStatus,
  TFileQaDecision,
  TMilestonePaymentStatus,
  TMilestoneStatus,
  TProjectRole,
  TProjectStatus,
} from '@shared/domain/projects';

/**
 * Everything the TeamSmith AI assistant may know about one project, read from the project's own data when a question
 * is asked. Every fact an answer states comes from here.
 */
export type TProjectContext = {
  /** When the question is asked; "overdue", "this week" and "next meeting" are measured from it. */
  now: Date;
  project: {
    title: string;
    status: TProjectStatus;
    isCustom: boolean;
    currency: string;
    totalPrice: number;
    createdAt: Date;
  };
  participants: { name: string; role: TProjectRole }[];
  milestones: {
    number: number;
    title: string;
    description: string | null;
    status: TMilestoneStatus;
    amount: number;
    dueDate: Date | null;
    paymentStatus: TMilestonePaymentStatus;
    fundedAt: Date | null;
    completedAt: Date | null;
  }[];
  deliverables: {
    id: string;
    title: string;
    description: string | null;
    status: TDeliverableStatus;
    /** The milestone that pays for it (custom projects). */
    milestoneNumber: number | null;
    dueDate: Date | null;
    submittedAt: Date | null;
    approvedAt: Date | null;
    /** When its status last changed. */
    updatedAt: Date;
    versions: { version: number; uploadedAt: Date; qaDecision: TFileQaDecision; fileName: string }[];
  }[];
  /** Recent project chat, oldest first. */
  messages: { author: string; body: string; createdAt: Date }[];
  meetings: { title: string; startsAt: Date | null; endsAt: Date | null; provider: string }[];
  /** Disputes not yet resolved. */
  openDisputes: number;
};

export type TAssistantTurn = { role: 'user' | 'assistant'; content: string };
