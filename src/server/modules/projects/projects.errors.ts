import { appError } from '../../errors';

export const projectsErrors = {
  notFound: () => appError('projects.not_found', 404, 'Project not found'),
};
