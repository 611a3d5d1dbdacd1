import { OverlayToaster, Position, type Toaster, type ToastProps } from '@blueprintjs/core';

/** Spec 01 §9: notifications last 3 seconds. */
const toastTimeoutMs = 3000;

let toaster: Promise<Toaster> | undefined;

function sharedToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: Position.BOTTOM, maxToasts: 4 });
  return toaster;
}

export async function showToast(toast: ToastProps): Promise<void> {
  (await sharedToaster()).show({ timeout: toastTimeoutMs, ...toast });
}
