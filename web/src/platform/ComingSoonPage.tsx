import type { IconName } from '@blueprintjs/core';
import { EmptyState } from './EmptyState';
import { PageHeading } from './PageHeading';

/** A route whose screen is not built yet: its title and a plain sentence, never a broken page. */
export function ComingSoonPage({
  title,
  subtitle,
  icon = 'time',
}: {
  title: string;
  subtitle?: string;
  icon?: IconName;
}) {
  return (
    <>
      <PageHeading title={title} {...(subtitle ? { subtitle } : {})} />
      <EmptyState icon={icon} title={`${title} is coming soon`} description="This page is coming soon." />
    </>
  );
}
