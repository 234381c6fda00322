// Line icons for the six benefits, drawn on a 48-unit grid in the hero's brass stroke.
import type { ReactNode } from 'react';

export type BenefitIconName = 'cloche' | 'glasses' | 'table' | 'toque' | 'calendar' | 'keys';

const paths: Record<BenefitIconName, ReactNode> = {
  // A covered dish.
  cloche: (
    <>
      <path d="M6 34h36M9 34a15 15 0 0 1 30 0" />
      <path d="M24 19v-3m-3 0h6M4 38h40" />
    </>
  ),
  // Two glasses raised.
  glasses: (
    <>
      <path d="M10 8h11c1 9-2 15-5.5 15S9 17 10 8Z" transform="rotate(-8 16 16)" />
      <path d="M27 8h11c1 9-2 15-5.5 15S26 17 27 8Z" transform="rotate(8 32 16)" />
      <path d="M14 24v14m-4 0h8M34 24v14m-4 0h8" />
    </>
  ),
  // A round table seen from above, with its guests.
  table: (
    <>
      <circle cx="24" cy="24" r="9" />
      <circle cx="24" cy="8" r="3" />
      <circle cx="24" cy="40" r="3" />
      <circle cx="8" cy="24" r="3" />
      <circle cx="40" cy="24" r="3" />
      <circle cx="12.7" cy="12.7" r="3" />
      <circle cx="35.3" cy="35.3" r="3" />
    </>
  ),
  // A chef's toque.
  toque: (
    <>
      <path d="M15 28c-5-1-8-5-7-9.5 1-4 5-6 9-4.5 1-4 4-6.5 7-6.5s6 2.5 7 6.5c4-1.5 8 .5 9 4.5 1 4.5-2 8.5-7 9.5" />
      <path d="M15 28v10h18V28M15 33h18" />
    </>
  ),
  // A calendar with a star.
  calendar: (
    <>
      <rect x="7" y="10" width="34" height="30" rx="2" />
      <path d="M7 18h34M16 6v8m16-8v8" />
      <path d="m24 23 2 4.2 4.6.6-3.4 3.2.9 4.6-4.1-2.3-4.1 2.3.9-4.6-3.4-3.2 4.6-.6Z" />
    </>
  ),
  // Crossed keys, the concierge's badge.
  keys: (
    <>
      <circle cx="13" cy="13" r="5" />
      <path d="m16.5 16.5 20 20m-6-6 3-3m1 7 3-3" />
      <circle cx="35" cy="13" r="5" />
      <path d="m31.5 16.5-20 20m6-6-3-3m-1 7-3-3" />
    </>
  ),
};

export function BenefitIcon({ name }: { name: BenefitIconName }) {
  return (
    <svg
      width="48"
      height="48"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
