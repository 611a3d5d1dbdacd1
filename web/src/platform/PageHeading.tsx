import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './pageHeading.css';

export function PageHeading({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <div className="page-heading">
      <div>
        <H1 className="page-heading__title">{title}</H1>
        {subtitle && <p className="page-heading__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-heading__actions">{actions}</div>}
    </div>
  );
}
