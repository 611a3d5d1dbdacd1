import { Card, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Card className="auth-card" elevation={1}>
      <H1 className="auth-card__title">{title}</H1>
      {intro && <p className="auth-card__intro">{intro}</p>}
      {children}
    </Card>
  );
}
