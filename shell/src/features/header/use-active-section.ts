import { useEffect, useState } from 'react';
import { LANDING_SECTIONS, type LandingSection } from 'shared';

/** Which landing section is under the header, while `enabled` (on / only). */
export function useActiveSection(enabled: boolean): LandingSection | null {
  const [active, setActive] = useState<LandingSection | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 80;
      let current: LandingSection | null = null;
      for (const id of LANDING_SECTIONS) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled ? active : null;
}
