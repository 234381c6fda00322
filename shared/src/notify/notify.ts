import { toast } from 'react-toastify';

/** spec.md section 9: errors stay 4 s, successes 2 s. */
export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
export const MAX_TOASTS = 20;

export function notifyError(message: string): void {
  toast.error(message, { autoClose: ERROR_TOAST_MS });
}

export function notifySuccess(message: string): void {
  toast.success(message, { autoClose: SUCCESS_TOAST_MS });
}
