import { ToastDuration } from '@atrium/contract/messages';
import { notifications } from '@mantine/notifications';

type ToastOptions = { title?: string; duration?: number };

const toast =
  (color: string, defaultDuration: number) =>
  (message: string, options: ToastOptions = {}) =>
    notifications.show({ color, title: options.title, message, autoClose: options.duration ?? defaultDuration });

/** Toasts of the back office (requirements 1 §8): success 1.5 s, errors 2 s; a few screens set their own. */
export const toastSuccess = toast('teal', ToastDuration.success);
export const toastError = toast('red', ToastDuration.error);
/** Something refused before it started (a drag while a form is open): said as long as an error. */
export const toastWarning = toast('yellow', ToastDuration.error);
/** A neutral word on something the user chose (a cancelled upload): neither success nor failure. */
export const toastInfo = toast('gray', ToastDuration.error);
