// The six-pointed star of the Chicago flag, drawn from its geometry: the club's mark.

/** Points of a six-pointed star centred on (cx, cy), alternating outer and inner radius. */
export function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 12 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 6) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

export function ChicagoStar({ size = 18, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <polygon points={starPoints(12, 12, 11.5, 5.2)} fill="currentColor" />
    </svg>
  );
}
