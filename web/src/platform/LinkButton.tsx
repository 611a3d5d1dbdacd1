import { type ButtonVariant, Classes, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import './linkButton.css';

/** A router link that looks like a Blueprint button: it navigates, so it stays a link for assistive tech. */
export function LinkButton({
  to,
  text,
  icon,
  intent = 'none',
  variant = 'solid',
}: {
  to: string;
  text: string;
  icon?: IconName;
  intent?: Intent;
  variant?: ButtonVariant;
}) {
  const className = [
    Classes.BUTTON,
    variant === 'minimal' ? Classes.MINIMAL : variant === 'outlined' ? Classes.OUTLINED : '',
    Classes.intentClass(intent),
    'link-button',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={className}>
      {icon && <Icon icon={icon} aria-hidden />}
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
