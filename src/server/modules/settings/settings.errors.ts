import { appError } from '../../errors';

export const settingsErrors = {
  invalidValue: (key: string, detail: string) =>
    appError('settings.invalid_value', 400, `Invalid value for ${key}: ${detail}`),
  inconsistent: (message: string) => appError('settings.inconsistent', 400, message),
};
