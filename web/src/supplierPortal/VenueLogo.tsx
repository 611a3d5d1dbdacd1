import './VenueLogo.css';

/** Venues have no logo yet: their initials in a circle, the same size a logo would take. */
export function VenueLogo({ title, logo }: { title: string; logo: string | null }) {
  if (logo) return <img className="venue-logo" src={logo} alt="" />;
  const initials = title
    .replace(/^the\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  return (
    <span className="venue-logo venue-logo--initials" aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
