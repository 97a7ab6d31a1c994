import { appError } from '../../errors';

export const chatErrors = {
  /** A client-chosen message id that belongs to another message (not a retry of this one). */
  idTaken: () => appError('chat.id_taken', 409, 'That message id is already in use; send the message again.'),
};
