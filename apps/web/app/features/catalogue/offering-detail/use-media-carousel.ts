import { useCallback, useEffect, useRef, useState } from "react";
import type { EmblaCarouselType } from "embla-carousel";
import { validIndex } from "@utsav/domain/client";

/**
 * A carousel's current index kept in React state, with embla following it (application §4 Carousel): no loop
 * and no autoplay, so previous and next stop at the ends; an out-of-range index is ignored. A swipe in embla
 * updates the index through its 'select' event. Embla loads after the page is interactive (it is not needed to
 * show the first picture), and starts at whatever picture is current by then.
 */
export function useMediaCarousel(count: number, startIndex = 0) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const viewportRef = useCallback((element: HTMLElement | null) => setNode(element), []);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [index, setIndex] = useState(startIndex);
  const indexRef = useRef(index);
  indexRef.current = index;

  useEffect(() => {
    if (!node) return;
    let api: EmblaCarouselType | undefined;
    let cancelled = false;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      api = EmblaCarousel(node, { loop: false, startIndex: indexRef.current, duration: 24 });
      setEmbla(api);
    });
    return () => {
      cancelled = true;
      api?.destroy();
      setEmbla(null);
    };
  }, [node]);

  useEffect(() => {
    if (!embla) return;
    const sync = () => setIndex(embla.selectedScrollSnap());
    embla.on("select", sync);
    return () => {
      embla.off("select", sync);
    };
  }, [embla]);

  const goTo = useCallback(
    (target: number, jump = false) => {
      const next = validIndex(target, count);
      if (next === null) return;
      setIndex(next);
      embla?.scrollTo(next, jump);
    },
    [embla, count],
  );

  return {
    viewportRef,
    index,
    goTo,
    canPrevious: index > 0,
    canNext: index < count - 1,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
  };
}

/** Left and right arrow keys move the carousel, except inside a video, where they seek. */
export function arrowKeyStep(event: { key: string; target: EventTarget | null }): -1 | 1 | 0 {
  if (event.target instanceof HTMLVideoElement) return 0;
  if (event.key === "ArrowLeft") return -1;
  if (event.key === "ArrowRight") return 1;
  return 0;
}
