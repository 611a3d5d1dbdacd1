import { Button, type ButtonProps } from '@blueprintjs/core';

/**
 * Previous, "Page {page} of {pages}", next: the step controls of every paged list that counts pages
 * (the wrapper and any page-size choice stay with the page). `pages` is at least 1.
 */
export function PageSteps({
  page,
  pages,
  onPage,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  buttonProps,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  buttonProps?: Pick<ButtonProps, 'size' | 'variant'>;
}) {
  return (
    <>
      <Button
        {...buttonProps}
        icon="chevron-left"
        aria-label={previousLabel}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <span>
        Page {page} of {pages}
      </span>
      <Button
        {...buttonProps}
        icon="chevron-right"
        aria-label={nextLabel}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </>
  );
}
