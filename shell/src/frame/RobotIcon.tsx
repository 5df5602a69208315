/** The customer-service robot of the tab bar (drawn here: the icon set has no robot). */
export function RobotIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="24" fill="var(--adm-color-primary)" />
      <path d="M24 9v5" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="24" cy="8" r="2.5" fill="#fff" />
      <rect x="11" y="15" width="26" height="20" rx="7" fill="#fff" />
      <circle cx="18.5" cy="24.5" r="3" fill="var(--adm-color-primary)" />
      <circle cx="29.5" cy="24.5" r="3" fill="var(--adm-color-primary)" />
      <path d="M19 30.5h10" stroke="var(--adm-color-primary)" strokeWidth="2" strokeLinecap="round" />
      <rect x="7" y="21" width="3" height="8" rx="1.5" fill="#fff" />
      <rect x="38" y="21" width="3" height="8" rx="1.5" fill="#fff" />
    </svg>
  );
}
