import { toast } from 'react-toastify';

/** Toasts last 4 s for errors, 2 s for success, at most 20 at once. */
export const ERROR_TOAST_MS = 4000;
export const SUCCESS_TOAST_MS = 2000;
export const MAX_TOASTS = 20;

export function notifyError(message: string): void {
  toast.error(message, { autoClose: ERROR_TOAST_MS });
}

export function notifySuccess(message: string): void {
  toast.success(message, { autoClose: SUCCESS_TOAST_MS });
}
