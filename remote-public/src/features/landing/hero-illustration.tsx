// The hero's line drawing: an art-deco arch (Chicago's 1920s lobbies) framing a place setting
// seen from above, in brass strokes on ink. Decorative, so hidden from assistive technology.
import styled from 'styled-components';
import { starPoints } from './chicago-star';

const Svg = styled.svg`
  width: 100%;
  height: auto;
  color: ${({ theme }) => theme.color.brassLight};
  overflow: visible;
`;

const RAY_COUNT = 17;
/** Rays fanning from the plate's centre up into the arch. */
const rays = Array.from({ length: RAY_COUNT }, (_, i) => {
  const angle = Math.PI + (Math.PI * (i + 1)) / (RAY_COUNT + 1);
  // Rounded: Node and the browser may differ in the last digits, and the server draws it first.
  const round = (n: number) => Math.round(n * 100) / 100;
  return { x: round(200 + 320 * Math.cos(angle)), y: round(330 + 320 * Math.sin(angle)) };
});

export function HeroIllustration() {
  return (
    <Svg viewBox="0 0 400 540" aria-hidden="true" focusable="false" fill="none" stroke="currentColor">
      <defs>
        <clipPath id="hero-arch-inside">
          <path d="M56 520V214a144 144 0 0 1 288 0v306Z" />
        </clipPath>
      </defs>
      {/* The arch: an outer and an inner line, like a brass door frame. */}
      <path d="M36 530V210a164 164 0 0 1 328 0v320" strokeWidth="1.5" />
      <path d="M56 520V214a144 144 0 0 1 288 0v306" strokeWidth="0.75" opacity="0.7" />
      <g clipPath="url(#hero-arch-inside)" strokeWidth="0.6" opacity="0.35">
        {rays.map(({ x, y }) => (
          <line key={`${x.toFixed(1)}-${y.toFixed(1)}`} x1="200" y1="330" x2={x} y2={y} />
        ))}
      </g>
      <polygon points={starPoints(200, 38, 15, 6.8)} fill="currentColor" stroke="none" />
      {/* Steps at the foot of the arch. */}
      <path d="M16 530h368M26 518h348" strokeWidth="0.75" opacity="0.6" />
      {/* The plate: rim, well and a fine inner line. */}
      <circle cx="200" cy="330" r="96" fill="#15120f" strokeWidth="1.5" />
      <circle cx="200" cy="330" r="70" strokeWidth="0.9" />
      <circle cx="200" cy="330" r="88" strokeWidth="0.5" opacity="0.6" />
      {/* Fork, left of the plate. */}
      <g strokeWidth="1.4" strokeLinecap="round">
        <path d="M82 262v50m-8-50v40a8 8 0 0 0 16 0v-40m-8 50v96" />
      </g>
      {/* Knife, right of the plate. */}
      <path d="M318 262c10 10 12 40 6 58h-6v88" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round" />
      {/* A wine glass above the knife. */}
      <g strokeWidth="1.2" strokeLinecap="round">
        <path d="M300 170h28c1 18-5 30-14 30s-15-12-14-30Z" />
        <path d="M314 200v30m-10 0h20" />
      </g>
    </Svg>
  );
}
