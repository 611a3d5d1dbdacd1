import { Button, HTMLSelect } from '@blueprintjs/core';
import { receiptingPageSizes } from '@oms/contracts';

/** "x-y of n results" with previous/next and, when `onPageSize` is given, the page sizes of spec 02 §9. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  sizeLabel,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  sizeLabel?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="receipting-pager">
      <span>
        {(page - 1) * pageSize + 1}-{Math.min(page * pageSize, total)} of {total} results
      </span>
      <Button
        minimal
        icon="chevron-left"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Button
        minimal
        icon="chevron-right"
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
      {onPageSize && (
        <HTMLSelect
          aria-label={sizeLabel}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          options={receiptingPageSizes.map((size) => ({ value: size, label: `${size} / page` }))}
        />
      )}
    </div>
  );
}
