import { Button } from '@blueprintjs/core';
import { NoticeCallout } from '../NoticeCallout';

/** What a grid shows when AG Grid's script could not be fetched. */
export function GridLoadFailed() {
  return (
    <NoticeCallout intent="danger" title="The table could not load" role="alert">
      <p>Check your connection, then reload the page.</p>
      <Button text="Reload the page" onClick={() => window.location.reload()} />
    </NoticeCallout>
  );
}
