import { Icon } from '@blueprintjs/core';
import type { CatalogueList } from '@oms/contracts';

/** The catalogue's analytics: how prices moved among the venue's suppliers over the last 14 days. */
export function PriceChangeSummary({ analytics }: { analytics: CatalogueList['analytics'] }) {
  const { priceRises, priceDrops } = analytics;
  return (
    <section className="catalogue-analytics" aria-labelledby="catalogue-analytics-title">
      <h2 id="catalogue-analytics-title" className="catalogue-analytics__title">
        Price changes in the last 14 days
      </h2>
      {priceRises + priceDrops === 0 ? (
        <p className="catalogue-analytics__empty">
          No analytics yet: none of your suppliers changed a price in the last 14 days.
        </p>
      ) : (
        <p className="catalogue-analytics__figures">
          <span>
            <Icon icon="arrow-up" intent="danger" aria-hidden /> {priceRises} price rise{priceRises === 1 ? '' : 's'}
          </span>
          <span>
            <Icon icon="arrow-down" intent="success" aria-hidden /> {priceDrops} price drop{priceDrops === 1 ? '' : 's'}
          </span>
        </p>
      )}
    </section>
  );
}
