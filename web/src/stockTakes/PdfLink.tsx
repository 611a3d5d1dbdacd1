import { Classes, Icon } from '@blueprintjs/core';
import { stockTakeMessages } from '@oms/contracts';

/** Download PDF: the API answers with a short-lived signed link to the document, so a plain link does. */
export function PdfLink({ href }: { href: string }) {
  return (
    <a href={href} className={`${Classes.BUTTON} ${Classes.OUTLINED}`}>
      <Icon icon="document" aria-hidden />
      <span className={Classes.BUTTON_TEXT}>{stockTakeMessages.downloadPdf}</span>
    </a>
  );
}
