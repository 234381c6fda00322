/** How the header looks: over the landing hero, over other pages, or once scrolled. */
export type HeaderTone = 'transparent' | 'black' | 'white';

export function headerTone(pathname: string, scrolled: boolean): HeaderTone {
  if (scrolled) return 'white';
  return pathname === '/' ? 'transparent' : 'black';
}
