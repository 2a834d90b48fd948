import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ANIMATION_MS } from "@utsav/domain/client";
import type { HomeSection } from "@utsav/domain";
import { replacesHistory, sectionFromPath, selectSection } from "./section-selection";

/**
 * The active explore section and how to pick one: the pick shows at once, and the route follows after the
 * nav animation (ANIMATION_MS.nav). Once the path changes, the path decides again.
 */
export function useSectionSelection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<{ on: string; active: HomeSection | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const active = picked && picked.on === pathname ? picked.active : sectionFromPath(pathname);

  const select = useCallback(
    (section: HomeSection) => {
      const next = selectSection(active, section);
      setPicked({ on: pathname, active: next.active });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void navigate(next.to, { replace: replacesHistory(pathname) });
      }, ANIMATION_MS.nav);
    },
    [active, pathname, navigate],
  );

  return { active, select };
}
