import { useMemo } from 'react';
import styled from 'styled-components';
import { encode } from 'uqr';

const Figure = styled.svg`
  display: block;
  width: 100%;
  max-width: 13rem;
  height: auto;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  shape-rendering: crispEdges;
`;

/** The dark modules of a QR code as one SVG path, a unit square each. */
export function qrPath(value: string, border = 4): { size: number; path: string } {
  const { data, size } = encode(value, { ecc: 'M', border });
  const path = data
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
    .join('');
  return { size, path };
}

/**
 * `value` as a QR code: black on white with the quiet zone scanners need, drawn as one SVG path
 * (scales without blur; no markup from a string). `label` is what a screen reader hears.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <Figure viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label}>
      <path d={path} fill="#000" />
    </Figure>
  );
}
