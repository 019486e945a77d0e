import { ToastDuration } from '@atrium/contract/messages';
import { notifications } from '@mantine/notifications';

/** Toasts of the back office (spec 1 §8): success 1.5 s, errors 2 s; a few screens set their own. */
export function toastSuccess(message: string, options: { title?: string; duration?: number } = {}) {
  notifications.show({
    color: 'teal',
    title: options.title,
    message,
    autoClose: options.duration ?? ToastDuration.success,
  });
}

export function toastError(message: string, options: { title?: string; duration?: number } = {}) {
  notifications.show({
    color: 'red',
    title: options.title,
    message,
    autoClose: options.duration ?? ToastDuration.error,
  });
}

/** A neutral word on something the user chose (a cancelled upload): neither success nor failure. */
export function toastInfo(message: string, options: { title?: string; duration?: number } = {}) {
  notifications.show({
    color: 'gray',
    title: options.title,
    message,
    autoClose: options.duration ?? ToastDuration.error,
  });
}
