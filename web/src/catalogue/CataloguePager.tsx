import { Button, HTMLSelect } from '@blueprintjs/core';
import { cataloguePageSizes } from '@oms/contracts';
import type { CataloguePage } from './queries';

/** Server-side pages: the grid holds one page; this moves between them and picks the size. */
export function CataloguePager({
  page,
  total,
  isFetching,
  onChange,
}: {
  page: CataloguePage;
  total: number;
  isFetching: boolean;
  onChange: (page: CataloguePage) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / page.limit));
  const first = total === 0 ? 0 : (page.page - 1) * page.limit + 1;
  const last = Math.min(total, page.page * page.limit);
  return (
    <nav className="catalogue-pager" aria-label="Catalogue pages">
      <span className="catalogue-pager__group">
        <label className="catalogue-pager__size" htmlFor="catalogue-page-size">
          Page size
        </label>
        <HTMLSelect
          id="catalogue-page-size"
          value={page.limit}
          onChange={(event) => onChange({ page: 1, limit: Number(event.currentTarget.value) })}
          options={cataloguePageSizes.map((size) => ({ value: size, label: String(size) }))}
        />
        <span className="catalogue-pager__range" aria-live="polite">
          {first.toLocaleString('en-GB')}–{last.toLocaleString('en-GB')} of {total.toLocaleString('en-GB')}
        </span>
      </span>
      <span className="catalogue-pager__group">
        <Button
          icon="chevron-left"
          aria-label="Previous page"
          variant="minimal"
          disabled={page.page <= 1 || isFetching}
          onClick={() => onChange({ ...page, page: page.page - 1 })}
        />
        <span>
          Page {page.page} of {pageCount}
        </span>
        <Button
          icon="chevron-right"
          aria-label="Next page"
          variant="minimal"
          disabled={page.page >= pageCount || isFetching}
          onClick={() => onChange({ ...page, page: page.page + 1 })}
        />
      </span>
    </nav>
  );
}
