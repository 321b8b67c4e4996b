import { notifications } from '@mantine/notifications';

/** Every notice's close button has a name, which Mantine's lacks. */
const CLOSABLE = { closeButtonProps: { 'aria-label': 'Close notice' } } as const;

/** Alerts as notifications: successes fade, failures stay until read. */
export function notifySuccess(message: string): void {
  notifications.show({ ...CLOSABLE, message, color: 'teal', autoClose: 3000 });
}

export function notifyFailure(message: string): void {
  notifications.show({ ...CLOSABLE, message, color: 'red', autoClose: 8000 });
}

export function notifyInfo(message: string): void {
  notifications.show({ ...CLOSABLE, message, color: 'gray', autoClose: 3000 });
}

/** A notice of the invoice screens, success or failure, that goes after 3 seconds (the accounting spec). */
export function notifyBriefly(message: string, failed = false): void {
  notifications.show({ ...CLOSABLE, message, color: failed ? 'red' : 'teal', autoClose: 3000 });
}

/** A success notice shown for as long as the spec asks (e.g. 5 s after creating an invoice). */
export function notifyFor(message: string, milliseconds: number): void {
  notifications.show({ ...CLOSABLE, message, color: 'teal', autoClose: milliseconds });
}
