import { Link } from 'react-router-dom';

export function OmsLogoLink() {
  return (
    <Link to="/" className="oms-logo" aria-label="OMS home">
      <svg className="oms-logo__mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="22" height="22" rx="6" fill="currentColor" />
        <path d="M6 9h12l-1.5 8h-9z" fill="#fff" />
        <path d="M9 9l3-4 3 4" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="oms-logo__word" aria-hidden="true">
        OMS
      </span>
    </Link>
  );
}
