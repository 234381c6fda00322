// A drawn map of central Chicago (street grid, the river's branches, the lakefront) that stands
// in for the embedded map until the visitor asks for it. Decorative: the button beside it says
// what it is.
import styled from 'styled-components';

const Svg = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const GRID = Array.from({ length: 15 }, (_, i) => 20 + i * 26);

export function MapDrawing() {
  return (
    <Svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="400" height="300" fill="#f3ecdf" />
      <g stroke="#d9ccb4" strokeWidth="1">
        {GRID.map((x) => <line key={`v${x}`} x1={x} y1="0" x2={x} y2="300" />)}
        {GRID.map((y) => <line key={`h${y}`} x1="0" y1={y} x2="400" y2={y} />)}
      </g>
      {/* Major streets. */}
      <g stroke="#e4c996" strokeWidth="4">
        <line x1="0" y1="150" x2="300" y2="150" />
        <line x1="176" y1="0" x2="176" y2="300" />
        <line x1="0" y1="40" x2="270" y2="250" />
      </g>
      {/* Lake Michigan and its shoreline. */}
      <path d="M300 0c-8 40 10 70 2 110s-18 80-4 120 16 50 14 70h88V0Z" fill="#cfdedf" />
      <path d="M300 0c-8 40 10 70 2 110s-18 80-4 120 16 50 14 70" fill="none" stroke="#a9c2c4" strokeWidth="2" />
      {/* The Chicago River: main stem to the lake, north and south branches. */}
      <path d="M120 0c6 40 10 70 18 100s40 30 70 30 60-6 92-8M138 100c-8 50-10 110-30 200" fill="none" stroke="#a9c2c4" strokeWidth="5" strokeLinecap="round" />
      {/* The pin. */}
      <g transform="translate(214 118)">
        <ellipse cx="0" cy="30" rx="9" ry="3" fill="rgba(21,18,15,0.2)" />
        <path d="M0 30C-4 20-16 10-16 -2a16 16 0 0 1 32 0C16 10 4 20 0 30Z" fill="#15120f" />
        <circle cx="0" cy="-2" r="6" fill="#c9a46a" />
      </g>
    </Svg>
  );
}
