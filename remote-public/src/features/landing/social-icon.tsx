// Line marks for the two social networks of the footer (a video and a photo network).

export function SocialIcon({ network }: { network: 'youtube' | 'instagram' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {network === 'youtube' ? (
        <>
          <rect x="2.5" y="5" width="19" height="14" rx="4" />
          <path d="m10 9.2 5 2.8-5 2.8Z" fill="currentColor" />
        </>
      ) : (
        <>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
