import { useContext } from "react";
import { preload } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * A page's high-priority image preloads (the home hero), named before anything else in <head>, so that a phone
 * on a slow connection asks for the largest picture first (its scripts start after it: lib/scripts-after-paint.ts).
 */
export function CriticalLinks({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { routeModules } = framework;
  const ids = ["root", ...matches.map((m) => m.id).filter((id) => id !== "root")];
  const images = ids.flatMap((id) => {
    const links = routeModules[id]?.links?.() ?? [];
    return links.filter(
      (link) =>
        "rel" in link && link.rel === "preload" && link.as === "image" && (link as { fetchPriority?: string }).fetchPriority === "high",
    );
  });
  // React writes high-priority image preloads right after the viewport meta, ahead of every other request.
  for (const link of images) {
    const { imageSrcSet, imageSizes, type } = link as { imageSrcSet?: string; imageSizes?: string; type?: string; href?: string };
    const href = (link as { href?: string }).href ?? imageSrcSet?.split(/\s+/)[0] ?? "";
    preload(href, { as: "image", fetchPriority: "high", imageSrcSet, imageSizes, type, nonce });
  }
  return null;
}
