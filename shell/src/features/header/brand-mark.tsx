/** The club's monogram: a plate ring with knife and fork, drawn in brass. */
export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="2" />
      <circle cx="32" cy="32" r="20" fill="none" stroke="#c9a46a" strokeWidth="3" />
      <path d="M25 20v24M39 20v24M22 20v7a3 3 0 0 0 6 0v-7M39 20c4 2 5 7 4 12h-4" fill="none"
        stroke="#c9a46a" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
