import { Alert } from '@blueprintjs/core';
import { useEffect, useId } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Leaving a page with edits not saved asks first: inside the app (Stay / Leave) and, when the tab
 * closes or reloads, through the browser's own question.
 */
export function UnsavedChangesPrompt({ unsaved, message }: { unsaved: boolean; message: string }) {
  const messageId = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      icon="warning-sign"
      cancelButtonText="Stay"
      confirmButtonText="Leave"
      aria-labelledby={messageId}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      <p id={messageId}>{message}</p>
    </Alert>
  );
}
