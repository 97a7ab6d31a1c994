import { appError } from '../../errors';
import type { TDeliverableStatus } from '../../../shared/domain/projects';

const MB = 1024 * 1024;

export const deliverablesErrors = {
  notFound: () => appError('deliverables.not_found', 404, 'Deliverable not found'),
  fileNotFound: () => appError('deliverables.file_not_found', 404, 'File not found'),
  deliveryOnly: () => appError('deliverables.delivery_only', 403, 'Only the expert or an admin can do this'),
  expertOnly: () => appError('deliverables.expert_only', 403, "Only the project's expert can do this"),
  clientOnly: () => appError('deliverables.client_only', 403, 'Only the client can do this'),
  wrongState: (status: TDeliverableStatus) =>
    appError('deliverables.wrong_state', 409, `This deliverable is ${status.replaceAll('_', ' ')}: not possible now`),
  projectClosed: () => appError('deliverables.project_closed', 409, 'This project is closed'),
  projectNotActive: () =>
    appError(
      'deliverables.project_not_active',
      409,
      'Uploads open once an expert is assigned and the project is active',
    ),
  milestoneNotFunded: (number: number) =>
    appError(
      'deliverables.milestone_not_funded',
      409,
      `Milestone ${number} is not funded yet: work on it starts once the client funds it`,
    ),
  milestoneNotFound: () =>
    appError('deliverables.milestone_not_found', 400, 'That milestone is not part of this project'),
  noMilestones: () => appError('deliverables.no_milestones', 400, 'Only custom projects have milestones'),
  fileNameRequired: () => appError('deliverables.file_name_required', 400, 'The file name is missing'),
  emptyFile: () => appError('deliverables.empty_file', 400, 'The file is empty'),
  badType: (message: string) => appError('deliverables.file_type', 415, message),
  tooLarge: (maxBytes: number) =>
    appError('deliverables.file_too_large', 413, `The file is larger than the ${Math.round(maxBytes / MB)} MB limit`),
};
