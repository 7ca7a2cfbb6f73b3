import { API_PATHS, type Envelope } from '@proposal-desk/shared';
import axios from 'axios';
import { protect } from '../../api/auth';
import { errorToastText, isSuccess, readStatus } from '../../api/error-text';
import { settings } from '../../config/settings';
import { currentLanguage } from '../../i18n/language';

export interface RegisterValues {
  username: string;
  password: string;
  confirm: string;
  name?: string;
  mobile?: string;
}

/** POST /register (outside /api) with the password encrypted like every login; answers the server msg. */
export async function registerAccount(values: RegisterValues): Promise<string> {
  const lang = currentLanguage();
  const body = {
    username: values.username.trim(),
    password: await protect(values.password),
    Staff_Name: values.name?.trim() || undefined,
    Mobile: values.mobile?.trim() || undefined,
  };
  const res = await axios.post<Envelope<unknown>>(API_PATHS.register, body, {
    headers: { 'Accept-Language': lang },
    timeout: settings.requestTimeout,
    validateStatus: () => true,
  });
  if (!isSuccess(readStatus(res.data, res.status))) throw new Error(errorToastText(res.data, res.status, res.statusText, lang));
  return typeof res.data.msg === 'string' ? res.data.msg : '';
}
