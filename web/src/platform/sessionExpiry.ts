let listener: (() => void) | undefined;

/** The router registers what to do when the API says nobody is signed in any more. */
export function onSignedOut(handler: () => void): void {
  listener = handler;
}

export function reportSignedOut(): void {
  listener?.();
}
