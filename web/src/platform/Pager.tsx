import { Button, HTMLSelect } from '@blueprintjs/core';
import './pager.css';

/** The page sizes a screen offers, with the select's accessible name. */
export type PagerSizes = {
  options: readonly number[];
  label: string;
  onChange: (size: number) => void;
};

/** The "x-y of n results" footer of spec 02 §2.7 with previous/next and, when `sizes` is given, a page-size select. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  sizes,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  sizes?: PagerSizes;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <div className="pager">
      <span>
        {first}-{Math.min(page * pageSize, total)} of {total} results
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
      {sizes && (
        <HTMLSelect
          aria-label={sizes.label}
          value={pageSize}
          onChange={(event) => sizes.onChange(Number(event.currentTarget.value))}
          options={sizes.options.map((size) => ({ value: size, label: `${size} / page` }))}
        />
      )}
    </div>
  );
}
